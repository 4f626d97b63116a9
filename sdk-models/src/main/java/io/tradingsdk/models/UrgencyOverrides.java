package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Caller caps inside the object form of {@link Urgency}: decimal wei strings; {@code gasLimit}
 * replaces the computed limit.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableUrgencyOverrides.class)
@JsonDeserialize(as = ImmutableUrgencyOverrides.class)
public abstract class UrgencyOverrides implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maxPriorityFeePerGas();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maxFeePerGas();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasLimit();

  public static ImmutableUrgencyOverrides.Builder builder() {
    return ImmutableUrgencyOverrides.builder();
  }
}
