package io.tradingsdk.models.wallet;

import io.tradingsdk.models.Extensible;
import org.jspecify.annotations.Nullable;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/** Delegation status of one wallet on one chain. */
@Value.Immutable
@JsonSerialize(as = ImmutableDelegationDetails.class)
@JsonDeserialize(as = ImmutableDelegationDetails.class)
public abstract class DelegationDetails implements Extensible {
  /** Whether the wallet delegates to the exchange's smart-wallet contract. */
  @JsonProperty("isWalletDelegatedToUniswap")
  public abstract boolean isWalletDelegatedToUniswap();

  /** The current delegate, or {@code null} when none; always written. */
  @Nullable
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public abstract String currentDelegationAddress();

  /** The latest delegate contract. */
  public abstract String latestDelegationAddress();

  public static ImmutableDelegationDetails.Builder builder() {
    return ImmutableDelegationDetails.builder();
  }

  public ImmutableDelegationDetails.Builder toBuilder() {
    return ImmutableDelegationDetails.builder().from(this);
  }
}
