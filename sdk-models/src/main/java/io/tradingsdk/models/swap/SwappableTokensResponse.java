package io.tradingsdk.models.swap;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.List;
import org.immutables.value.Value;

/** Response of {@code GET /swappable_tokens}: the tokens a token can be bridged to. */
@Value.Immutable
@JsonSerialize(as = ImmutableSwappableTokensResponse.class)
@JsonDeserialize(as = ImmutableSwappableTokensResponse.class)
public abstract class SwappableTokensResponse implements Extensible {
  public abstract String requestId();

  public abstract List<SwappableToken> tokens();

  public static ImmutableSwappableTokensResponse.Builder builder() {
    return ImmutableSwappableTokensResponse.builder();
  }

  public ImmutableSwappableTokensResponse.Builder toBuilder() {
    return ImmutableSwappableTokensResponse.builder().from(this);
  }
}
