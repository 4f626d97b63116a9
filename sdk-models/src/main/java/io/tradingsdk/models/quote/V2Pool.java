package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/** A V2 pool hop ({@code "type": "v2-pool"}). */
@Value.Immutable
@JsonPropertyOrder({
  "type", "address", "tokenIn", "tokenOut", "reserve0", "reserve1", "amountIn", "amountOut"})
@JsonSerialize(as = ImmutableV2Pool.class)
@JsonDeserialize(as = ImmutableV2Pool.class)
public abstract non-sealed class V2Pool implements KnownPool, Extensible {
  /** The discriminator value. */
  public static final String TYPE = "v2-pool";

  @Override
  @Value.Default
  public String type() {
    return TYPE;
  }

  // address, tokenIn, tokenOut, amountIn and amountOut are declared by KnownPool.

  public abstract Optional<V2Reserve> reserve0();

  public abstract Optional<V2Reserve> reserve1();

  public static ImmutableV2Pool.Builder builder() {
    return ImmutableV2Pool.builder();
  }
}
