package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One output of a UniswapX order ({@code OrderOutput}): the token received, its decay range and
 * its recipient; a fee output goes to the integrator.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderOutput.class)
@JsonDeserialize(as = ImmutableOrderOutput.class)
public abstract class OrderOutput implements Extensible {
  public abstract String token();

  /** Base units at the start of the decay (the intended amount). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> startAmount();

  /** Base units at the end of the decay (the worst case). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> endAmount();

  @JsonProperty("isFeeOutput")
  public abstract Optional<Boolean> isFeeOutput();

  public abstract Optional<String> recipient();

  public static ImmutableOrderOutput.Builder builder() {
    return ImmutableOrderOutput.builder();
  }
}
