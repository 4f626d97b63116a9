package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/claim_fees}: collect the fees a V3 or V4 position has earned (V2 fees are
 * not claimed apart: they accrue into the pair and come back with {@code /lp/decrease}). Checked
 * when built: {@code protocol} is V3 or V4, the wallet address is 0x + 40 hex digits, {@code
 * tokenId} is decimal digits.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableClaimFeesRequest.class)
@JsonDeserialize(as = ImmutableClaimFeesRequest.class)
public abstract class ClaimFeesRequest implements Extensible {
  /** {@code V3} or {@code V4}. */
  public abstract Protocol protocol();

  public abstract String walletAddress();

  public abstract ChainId chainId();

  /** The position's NFT id. */
  public abstract String tokenId();

  /** {@code true}: the response includes the gas fee. */
  public abstract Optional<Boolean> simulateTransaction();

  /** {@code true}: a native token is collected as WETH instead of unwrapped. */
  public abstract Optional<Boolean> collectAsWeth();

  public static ImmutableClaimFeesRequest.Builder builder() {
    return ImmutableClaimFeesRequest.builder();
  }

  public ImmutableClaimFeesRequest.Builder toBuilder() {
    return ImmutableClaimFeesRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.oneOf("protocol", protocol(), Protocol.V3, Protocol.V4);
    RequestRules.strictAddress("walletAddress", walletAddress());
    LpRules.tokenId("tokenId", tokenId());
  }
}
