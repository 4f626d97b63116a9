package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import org.immutables.value.Value;

/** An output of a {@code PRIORITY} order. */
@Value.Immutable
@JsonSerialize(as = ImmutablePriorityOutput.class)
@JsonDeserialize(as = ImmutablePriorityOutput.class)
public abstract class PriorityOutput implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public abstract String token();

  public abstract String recipient();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger mpsPerPriorityFeeWei();

  public static ImmutablePriorityOutput.Builder builder() {
    return ImmutablePriorityOutput.builder();
  }

  public ImmutablePriorityOutput.Builder toBuilder() {
    return ImmutablePriorityOutput.builder().from(this);
  }
}
