package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** The input of a UniswapX order ({@code OrderInput}): the token sent and its decay range. */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderInput.class)
@JsonDeserialize(as = ImmutableOrderInput.class)
public abstract class OrderInput implements Extensible {
  public abstract String token();

  /** Base units at the start of the decay. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> startAmount();

  /** Base units at the end of the decay. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> endAmount();

  public static ImmutableOrderInput.Builder builder() {
    return ImmutableOrderInput.builder();
  }
}
