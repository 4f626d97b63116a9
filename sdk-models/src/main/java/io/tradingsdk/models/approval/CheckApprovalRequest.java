package io.tradingsdk.models.approval;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.TokenAmountFields;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /check_approval}. Checked when built: addresses are 0x + 40 hex digits,
 * {@code amount > 0}, {@code urgency} is {@code normal}, {@code fast} or {@code urgent} (string or
 * object form).
 */
@Value.Immutable
@JsonPropertyOrder({
  "walletAddress", "token", "amount", "chainId", "urgency", "includeGasInfo", "tokenOut", "tokenOutChainId"})
@JsonSerialize(as = ImmutableCheckApprovalRequest.class)
@JsonDeserialize(as = ImmutableCheckApprovalRequest.class)
public abstract class CheckApprovalRequest implements TokenAmountFields, Extensible {
  // token, amount, chainId and urgency come from TokenAmountFields.
  public abstract String walletAddress();

  /** {@code true}: the response carries the gas fee when an approval is needed. */
  public abstract Optional<Boolean> includeGasInfo();

  public abstract Optional<String> tokenOut();

  public abstract Optional<ChainId> tokenOutChainId();

  public static ImmutableCheckApprovalRequest.Builder builder() {
    return ImmutableCheckApprovalRequest.builder();
  }

  public ImmutableCheckApprovalRequest.Builder toBuilder() {
    return ImmutableCheckApprovalRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("walletAddress", walletAddress());
    RequestRules.strictAddress("token", token());
    RequestRules.positive("amount", amount());
    tokenOut().ifPresent(t -> RequestRules.strictAddress("tokenOut", t));
    urgency()
        .ifPresent(
            u ->
                RequestRules.urgency(
                    "urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING_OR_OBJECT));
  }
}
