package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.TransactionRequest;
import java.util.List;
import org.immutables.value.Value;

/**
 * Body of {@code POST /wallet/encode_7702} ({@code WalletEncode7702RequestBody}): calls to run as
 * one batch from an EIP-7702 delegated wallet.
 *
 * <p>Checked when built: at least one call, all on the same chain; {@code
 * smartContractDelegationAddress} and {@code walletAddress} are addresses (40 hex digits, optionally
 * 0x-prefixed).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableEncode7702Request.class)
@JsonDeserialize(as = ImmutableEncode7702Request.class)
public abstract class Encode7702Request implements Extensible {
  /** The calls, in execution order; all on one chain. */
  public abstract List<TransactionRequest> calls();

  /** The delegation contract the wallet uses. */
  public abstract String smartContractDelegationAddress();

  /** The delegated wallet (the EOA) that will run the batch. */
  public abstract String walletAddress();

  public static ImmutableEncode7702Request.Builder builder() {
    return ImmutableEncode7702Request.builder();
  }

  public ImmutableEncode7702Request.Builder toBuilder() {
    return ImmutableEncode7702Request.builder().from(this);
  }

  @Value.Check
  protected void check() {
    if (calls().isEmpty()) {
      throw new InvalidModelException("calls", "is required: give at least one call");
    }
    ChainId chain = calls().get(0).chainId();
    for (int i = 1; i < calls().size(); i++) {
      if (!calls().get(i).chainId().equals(chain)) {
        throw new InvalidModelException(
            "calls[" + i + "].chainId",
            "must be the chain of calls[0] (" + chain + "), all calls share one chain; was " + calls().get(i).chainId());
      }
    }
    RequestRules.addressOptionalPrefix("smartContractDelegationAddress", smartContractDelegationAddress());
    RequestRules.addressOptionalPrefix("walletAddress", walletAddress());
  }
}
