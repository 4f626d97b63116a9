package io.tradingsdk.models.wallet;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /wallet/check_delegation}. Checked when built: at least one chain id; wallet
 * addresses are 0x + 40 hex digits. (The service schema wrongly lists {@code walletAddress} as
 * required; the spec says {@code walletAddresses} is optional.)
 */
@Value.Immutable
@JsonSerialize(as = ImmutableCheckDelegationRequest.class)
@JsonDeserialize(as = ImmutableCheckDelegationRequest.class)
public abstract class CheckDelegationRequest implements Extensible {
  public abstract Optional<List<String>> walletAddresses();

  public abstract List<ChainId> chainIds();

  public static ImmutableCheckDelegationRequest.Builder builder() {
    return ImmutableCheckDelegationRequest.builder();
  }

  public ImmutableCheckDelegationRequest.Builder toBuilder() {
    return ImmutableCheckDelegationRequest.builder().from(this);
  }

  @Value.Check
  protected CheckDelegationRequest check() {
    if (chainIds().isEmpty()) {
      throw new InvalidModelException("chainIds", "is required: give at least one chain id");
    }
    walletAddresses()
        .ifPresent(
            wallets -> {
              for (int i = 0; i < wallets.size(); i++) {
                RequestRules.strictAddress("walletAddresses[" + i + "]", wallets.get(i));
              }
            });
    if (FrozenCopies.all(walletAddresses())) {
      return this;
    }
    return toBuilder().walletAddresses(FrozenCopies.list(walletAddresses())).build();
  }
}
