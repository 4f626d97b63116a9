package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Caller caps inside the object form of {@link Urgency}: decimal wei strings; {@code gasLimit}
 * replaces the computed limit.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableUrgencyOverrides.class)
@JsonDeserialize(as = ImmutableUrgencyOverrides.class)
public abstract class UrgencyOverrides {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maxPriorityFeePerGas();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maxFeePerGas();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasLimit();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableUrgencyOverrides.Builder builder() {
    return ImmutableUrgencyOverrides.builder();
  }
}
