package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** The output side of a quote: token, amount in base units and recipient. */
@Value.Immutable
@JsonSerialize(as = ImmutableClassicOutput.class)
@JsonDeserialize(as = ImmutableClassicOutput.class)
public abstract class ClassicOutput implements Extensible {
  public abstract String token();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public abstract Optional<String> recipient();

  /** Least the swapper receives ({@code EXACT_INPUT}, newer service versions). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> minimumAmount();

  public static ImmutableClassicOutput.Builder builder() {
    return ImmutableClassicOutput.builder();
  }
}
