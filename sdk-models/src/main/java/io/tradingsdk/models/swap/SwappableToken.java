package io.tradingsdk.models.swap;

import io.tradingsdk.models.ChainId;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/** A destination bridge token ({@code tokens[]} of {@code GET /swappable_tokens}). */
@Value.Immutable
@JsonSerialize(as = ImmutableSwappableToken.class)
@JsonDeserialize(as = ImmutableSwappableToken.class)
public abstract class SwappableToken implements Extensible {
  public abstract String address();

  public abstract ChainId chainId();

  public abstract String name();

  public abstract String symbol();

  public abstract int decimals();

  public abstract TokenProject project();

  @JsonProperty("isSpam")
  public abstract Optional<Boolean> isSpam();

  public static ImmutableSwappableToken.Builder builder() {
    return ImmutableSwappableToken.builder();
  }

  public ImmutableSwappableToken.Builder toBuilder() {
    return ImmutableSwappableToken.builder().from(this);
  }
}
