package io.tradingsdk.models.swap;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/** The logo of a token project. */
@Value.Immutable
@JsonSerialize(as = ImmutableTokenLogo.class)
@JsonDeserialize(as = ImmutableTokenLogo.class)
public abstract class TokenLogo {
  public abstract Optional<String> url();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

  public static ImmutableTokenLogo.Builder builder() {
    return ImmutableTokenLogo.builder();
  }

  public ImmutableTokenLogo.Builder toBuilder() {
    return ImmutableTokenLogo.builder().from(this);
  }
}
