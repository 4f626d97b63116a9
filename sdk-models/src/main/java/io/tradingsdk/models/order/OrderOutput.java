package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One output of a UniswapX order ({@code OrderOutput}): the token received, its decay range and
 * its recipient; a fee output goes to the integrator.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderOutput.class)
@JsonDeserialize(as = ImmutableOrderOutput.class)
public abstract class OrderOutput implements DecayingTokenAmount, Extensible {
  // token, startAmount and endAmount come from DecayingTokenAmount.

  @JsonProperty("isFeeOutput")
  public abstract Optional<Boolean> isFeeOutput();

  public abstract Optional<String> recipient();

  public static ImmutableOrderOutput.Builder builder() {
    return ImmutableOrderOutput.builder();
  }
}
