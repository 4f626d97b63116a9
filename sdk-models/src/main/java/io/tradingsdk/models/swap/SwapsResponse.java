package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/** Response of {@code GET /swaps}. */
@Value.Immutable
@JsonSerialize(as = ImmutableSwapsResponse.class)
@JsonDeserialize(as = ImmutableSwapsResponse.class)
public abstract class SwapsResponse implements Extensible {
  public abstract String requestId();

  public abstract Optional<List<SwapStatus>> swaps();

  public static ImmutableSwapsResponse.Builder builder() {
    return ImmutableSwapsResponse.builder();
  }

  public ImmutableSwapsResponse.Builder toBuilder() {
    return ImmutableSwapsResponse.builder().from(this);
  }

  @Value.Check
  protected SwapsResponse freeze() {
    if (FrozenCopies.all(swaps())) {
      return this;
    }
    return toBuilder()
        .swaps(FrozenCopies.list(swaps()))
        .build();
  }
}
