package io.tradingsdk.models.swap;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/** The logo of a token project. */
@Value.Immutable
@JsonSerialize(as = ImmutableTokenLogo.class)
@JsonDeserialize(as = ImmutableTokenLogo.class)
public abstract class TokenLogo implements Extensible {
  public abstract Optional<String> url();

  public static ImmutableTokenLogo.Builder builder() {
    return ImmutableTokenLogo.builder();
  }

  public ImmutableTokenLogo.Builder toBuilder() {
    return ImmutableTokenLogo.builder().from(this);
  }
}
