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

/** What a filled UniswapX order moved ({@code SettledAmount}), in base units. */
@Value.Immutable
@JsonSerialize(as = ImmutableSettledAmount.class)
@JsonDeserialize(as = ImmutableSettledAmount.class)
public abstract class SettledAmount {
  public abstract Optional<String> tokenOut();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> amountOut();

  public abstract Optional<String> tokenIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> amountIn();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableSettledAmount.Builder builder() {
    return ImmutableSettledAmount.builder();
  }
}
