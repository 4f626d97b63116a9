package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.WireInteger;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** A V3 pool hop ({@code "type": "v3-pool"}). Integer pool fields keep their wire form. */
@Value.Immutable
@JsonPropertyOrder({
  "type", "address", "tokenIn", "tokenOut", "sqrtRatioX96", "liquidity", "tickCurrent", "fee",
  "amountIn", "amountOut"})
@JsonSerialize(as = ImmutableV3Pool.class)
@JsonDeserialize(as = ImmutableV3Pool.class)
public abstract non-sealed class V3Pool implements KnownPool, Extensible {
  /** The discriminator value. */
  public static final String TYPE = "v3-pool";

  @Override
  @Value.Default
  public String type() {
    return TYPE;
  }

  // address, tokenIn, tokenOut, amountIn and amountOut are declared by KnownPool.

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> sqrtRatioX96();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> liquidity();

  public abstract Optional<WireInteger> tickCurrent();

  /** Pool fee in hundredths of a basis point ({@code "500"} = 0.05%). */
  public abstract Optional<WireInteger> fee();

  public static ImmutableV3Pool.Builder builder() {
    return ImmutableV3Pool.builder();
  }
}
