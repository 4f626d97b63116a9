package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Map;
import org.immutables.value.Value;

/** An output of a {@code PRIORITY} order. */
@Value.Immutable
@JsonSerialize(as = ImmutablePriorityOutput.class)
@JsonDeserialize(as = ImmutablePriorityOutput.class)
public abstract class PriorityOutput {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public abstract String token();

  public abstract String recipient();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger mpsPerPriorityFeeWei();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutablePriorityOutput.Builder builder() {
    return ImmutablePriorityOutput.builder();
  }

  public ImmutablePriorityOutput.Builder toBuilder() {
    return ImmutablePriorityOutput.builder().from(this);
  }
}
