package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/** The input side of a quote: token and amount in base units. */
@Value.Immutable
@JsonSerialize(as = ImmutableClassicInput.class)
@JsonDeserialize(as = ImmutableClassicInput.class)
public abstract class ClassicInput {
  public abstract String token();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  /** Most the swapper may pay ({@code EXACT_OUTPUT}, newer service versions). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maximumAmount();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableClassicInput.Builder builder() {
    return ImmutableClassicInput.builder();
  }
}
