package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalInt;
import org.immutables.value.Value;

/**
 * One output of a quoted trade: the swap itself or a fee taken by the integrator ({@code
 * aggregatedOutputs[]}). Pool fees are not included.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableAggregatedOutput.class)
@JsonDeserialize(as = ImmutableAggregatedOutput.class)
public abstract class AggregatedOutput implements Extensible {
  public abstract String token();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public abstract Optional<String> recipient();

  /** Share of the output in basis points (10000 = 100%). */
  public abstract OptionalInt bps();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> minAmount();

  /** {@code "INTEGRATOR"} when this output is an integrator fee (newer service versions). */
  public abstract Optional<String> fee();

  public static ImmutableAggregatedOutput.Builder builder() {
    return ImmutableAggregatedOutput.builder();
  }
}
