package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/** The input of a UniswapX order ({@code OrderInput}): the token sent and its decay range. */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderInput.class)
@JsonDeserialize(as = ImmutableOrderInput.class)
public abstract class OrderInput {
  public abstract String token();

  /** Base units at the start of the decay. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> startAmount();

  /** Base units at the end of the decay. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> endAmount();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableOrderInput.Builder builder() {
    return ImmutableOrderInput.builder();
  }
}
