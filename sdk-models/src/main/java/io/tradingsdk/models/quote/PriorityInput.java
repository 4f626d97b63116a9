package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Map;
import org.immutables.value.Value;

/** The input of a {@code PRIORITY} order. */
@Value.Immutable
@JsonSerialize(as = ImmutablePriorityInput.class)
@JsonDeserialize(as = ImmutablePriorityInput.class)
public abstract class PriorityInput {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public abstract String token();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger mpsPerPriorityFeeWei();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutablePriorityInput.Builder builder() {
    return ImmutablePriorityInput.builder();
  }

  public ImmutablePriorityInput.Builder toBuilder() {
    return ImmutablePriorityInput.builder().from(this);
  }
}
