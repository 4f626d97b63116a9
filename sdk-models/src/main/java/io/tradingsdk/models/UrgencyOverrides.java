package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
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
@JsonPropertyOrder({"maxPriorityFeePerGas", "maxFeePerGas", "gasLimit"})
@JsonSerialize(as = ImmutableUrgencyOverrides.class)
@JsonDeserialize(as = ImmutableUrgencyOverrides.class)
public abstract class UrgencyOverrides implements Eip1559FeeFields, Extensible {
  // maxPriorityFeePerGas and maxFeePerGas come from Eip1559FeeFields.

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasLimit();

  public static ImmutableUrgencyOverrides.Builder builder() {
    return ImmutableUrgencyOverrides.builder();
  }
}
