package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import org.jspecify.annotations.Nullable;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/** The project behind a swappable token: logo, safety level, spam flag. */
@Value.Immutable
@JsonSerialize(as = ImmutableTokenProject.class)
@JsonDeserialize(as = ImmutableTokenProject.class)
public abstract class TokenProject implements Extensible {
  /** May be {@code null}; always written. */
  @Nullable
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public abstract TokenLogo logo();

  public abstract SafetyLevel safetyLevel();

  @JsonProperty("isSpam")
  public abstract boolean isSpam();

  public static ImmutableTokenProject.Builder builder() {
    return ImmutableTokenProject.builder();
  }

  public ImmutableTokenProject.Builder toBuilder() {
    return ImmutableTokenProject.builder().from(this);
  }
}
