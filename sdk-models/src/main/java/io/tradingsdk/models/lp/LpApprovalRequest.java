package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.Urgency;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/check_approval}: which approvals a wallet needs before an LP action.
 * Checked when built: addresses are 0x + 40 hex digits; {@code protocol} is V2, V3 or V4; {@code
 * action} is a known {@link LpAction}; at least one LP token, each with an amount > 0, except for a
 * V3 migration, which names its position by {@code v3NftTokenId} (required there, and > 0); {@code
 * urgency} is {@code NORMAL}, {@code FAST} or {@code URGENT} (upper case on LP endpoints).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableLpApprovalRequest.class)
@JsonDeserialize(as = ImmutableLpApprovalRequest.class)
public abstract class LpApprovalRequest implements Extensible {
  public abstract String walletAddress();

  /** {@code V2}, {@code V3} or {@code V4}. */
  public abstract Protocol protocol();

  public abstract ChainId chainId();

  /** The tokens to approve, each with its amount in base units (a V2 pair token to decrease). */
  public abstract List<LpToken> lpTokens();

  /** The LP operation the approvals are for. */
  public abstract LpAction action();

  /** {@code true}: each approval transaction comes with a gas fee estimate. */
  public abstract Optional<Boolean> includeGasInfo();

  /** {@code true}: the service simulates the approval transactions. */
  public abstract Optional<Boolean> simulateTransaction();

  /** {@code true}: permits come back as on-chain transactions instead of messages to sign. */
  public abstract Optional<Boolean> generatePermitAsTransaction();

  /** {@code NORMAL}, {@code FAST} or {@code URGENT}; defaults to {@code URGENT}. */
  public abstract Optional<Urgency> urgency();

  /** The V3 position NFT id; required when approving a V3 position for migration. */
  public abstract OptionalLong v3NftTokenId();

  public static ImmutableLpApprovalRequest.Builder builder() {
    return ImmutableLpApprovalRequest.builder();
  }

  public ImmutableLpApprovalRequest.Builder toBuilder() {
    return ImmutableLpApprovalRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("walletAddress", walletAddress());
    LpRules.positionProtocol("protocol", protocol());
    RequestRules.oneOf(
        "action", action(), LpAction.CREATE, LpAction.INCREASE, LpAction.DECREASE, LpAction.MIGRATE);
    boolean v3Migration = action().equals(LpAction.MIGRATE) && protocol().equals(Protocol.V3);
    if (v3Migration && v3NftTokenId().isEmpty()) {
      throw new InvalidModelException("v3NftTokenId", "is required to approve a V3 position for migration");
    }
    if (lpTokens().isEmpty() && !v3Migration) {
      throw new InvalidModelException("lpTokens", "must name at least one token, was empty");
    }
    for (int i = 0; i < lpTokens().size(); i++) {
      RequestRules.strictAddress("lpTokens[" + i + "].tokenAddress", lpTokens().get(i).tokenAddress());
      RequestRules.positive("lpTokens[" + i + "].amount", lpTokens().get(i).amount());
    }
    urgency()
        .ifPresent(u -> RequestRules.urgency("urgency", u, RequestRules.UrgencyForm.UPPERCASE_STRING));
    if (v3NftTokenId().isPresent()) {
      LpRules.atLeastOne("v3NftTokenId", v3NftTokenId().getAsLong());
    }
  }
}
