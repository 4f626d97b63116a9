package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.Routing;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The status of one swap or bridge transaction ({@code swaps[]} of {@code GET /swaps}). An unknown
 * hash comes back with {@code status} {@code NOT_FOUND}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableSwapStatus.class)
@JsonDeserialize(as = ImmutableSwapStatus.class)
public abstract class SwapStatus implements Extensible {
  public abstract Optional<Routing> swapType();

  public abstract Optional<SwapState> status();

  public abstract Optional<String> txHash();

  public abstract Optional<String> swapId();

  public abstract Optional<String> userOpHash();

  public abstract Optional<HashType> hashType();

  public static ImmutableSwapStatus.Builder builder() {
    return ImmutableSwapStatus.builder();
  }

  public ImmutableSwapStatus.Builder toBuilder() {
    return ImmutableSwapStatus.builder().from(this);
  }
}
