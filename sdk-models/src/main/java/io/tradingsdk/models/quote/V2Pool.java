package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** A V2 pool hop ({@code "type": "v2-pool"}). */
@Value.Immutable
@JsonSerialize(as = ImmutableV2Pool.class)
@JsonDeserialize(as = ImmutableV2Pool.class)
public abstract non-sealed class V2Pool implements RoutePool, Extensible {
  /** The discriminator value. */
  public static final String TYPE = "v2-pool";

  @Override
  @Value.Default
  public String type() {
    return TYPE;
  }

  public abstract String address();

  public abstract TokenInRoute tokenIn();

  public abstract TokenInRoute tokenOut();

  public abstract Optional<V2Reserve> reserve0();

  public abstract Optional<V2Reserve> reserve1();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> amountIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> amountOut();

  public static ImmutableV2Pool.Builder builder() {
    return ImmutableV2Pool.builder();
  }
}
