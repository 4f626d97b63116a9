package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** What a filled UniswapX order moved ({@code SettledAmount}), in base units. */
@Value.Immutable
@JsonSerialize(as = ImmutableSettledAmount.class)
@JsonDeserialize(as = ImmutableSettledAmount.class)
public abstract class SettledAmount implements Extensible {
  public abstract Optional<String> tokenOut();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> amountOut();

  public abstract Optional<String> tokenIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> amountIn();

  public static ImmutableSettledAmount.Builder builder() {
    return ImmutableSettledAmount.builder();
  }
}
