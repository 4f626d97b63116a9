package io.tradingsdk.models.swap;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/** Response of {@code GET /swappable_tokens}: the tokens a token can be bridged to. */
@Value.Immutable
@JsonSerialize(as = ImmutableSwappableTokensResponse.class)
@JsonDeserialize(as = ImmutableSwappableTokensResponse.class)
public abstract class SwappableTokensResponse {
  public abstract String requestId();

  public abstract List<SwappableToken> tokens();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableSwappableTokensResponse.Builder builder() {
    return ImmutableSwappableTokensResponse.builder();
  }

  public ImmutableSwappableTokensResponse.Builder toBuilder() {
    return ImmutableSwappableTokensResponse.builder().from(this);
  }
}
