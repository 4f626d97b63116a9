package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** The input side of a quote: token and amount in base units. */
@Value.Immutable
@JsonSerialize(as = ImmutableClassicInput.class)
@JsonDeserialize(as = ImmutableClassicInput.class)
public abstract class ClassicInput implements Extensible {
  public abstract String token();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  /** Most the swapper may pay ({@code EXACT_OUTPUT}, newer service versions). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maximumAmount();

  public static ImmutableClassicInput.Builder builder() {
    return ImmutableClassicInput.builder();
  }
}
