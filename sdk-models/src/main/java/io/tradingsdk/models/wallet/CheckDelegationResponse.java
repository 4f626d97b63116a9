package io.tradingsdk.models.wallet;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /wallet/check_delegation}: wallet address, then chain id (a string key,
 * {@code "8453"}), to delegation details.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableCheckDelegationResponse.class)
@JsonDeserialize(as = ImmutableCheckDelegationResponse.class)
public abstract class CheckDelegationResponse implements Extensible {
  public abstract String requestId();

  public abstract Map<String, Map<String, DelegationDetails>> delegationDetails();

  public static ImmutableCheckDelegationResponse.Builder builder() {
    return ImmutableCheckDelegationResponse.builder();
  }

  public ImmutableCheckDelegationResponse.Builder toBuilder() {
    return ImmutableCheckDelegationResponse.builder().from(this);
  }

  /** The details for a wallet (matched ignoring case) on a chain. */
  @JsonIgnore
  public Optional<DelegationDetails> details(String walletAddress, ChainId chainId) {
    for (Map.Entry<String, Map<String, DelegationDetails>> e : delegationDetails().entrySet()) {
      if (e.getKey().equalsIgnoreCase(walletAddress) && e.getValue() != null) {
        return Optional.ofNullable(e.getValue().get(chainId.toString()));
      }
    }
    return Optional.empty();
  }

  @Value.Check
  protected CheckDelegationResponse freeze() {
    boolean frozen = true;
    for (Map<String, DelegationDetails> chains : delegationDetails().values()) {
      frozen &= chains == null || FrozenCopies.isFrozen(chains);
    }
    if (frozen) {
      return this;
    }
    Map<String, Map<String, DelegationDetails>> copy = new LinkedHashMap<>();
    delegationDetails().forEach((wallet, chains) -> copy.put(wallet, chains == null ? null : FrozenCopies.map(chains)));
    return toBuilder().delegationDetails(copy).build();
  }
}
