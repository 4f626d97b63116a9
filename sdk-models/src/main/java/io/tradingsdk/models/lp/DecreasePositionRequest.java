package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/decrease}: withdraw a share of a position's liquidity. Checked when
 * built: addresses are 0x + 40 hex digits and the two tokens differ; {@code protocol} is V2, V3 or
 * V4; {@code nftTokenId} (decimal digits) is given for V3/V4 and not for V2; the percentage is 1
 * to 100; slippage 0 to 100 with at most two decimals; {@code urgency} is {@code NORMAL}, {@code
 * FAST} or {@code URGENT}.
 */
@Value.Immutable
@JsonPropertyOrder({
  "walletAddress", "chainId", "protocol", "token0Address", "token1Address", "nftTokenId",
  "liquidityPercentageToDecrease", "slippageTolerance", "deadline", "simulateTransaction", "withdrawAsWeth", "urgency"})
@JsonSerialize(as = ImmutableDecreasePositionRequest.class)
@JsonDeserialize(as = ImmutableDecreasePositionRequest.class)
public abstract class DecreasePositionRequest implements PositionChange, Extensible {
  // The position and execution fields are declared by PositionChange.

  /** The share of the liquidity to withdraw, 1 to 100 percent. */
  public abstract int liquidityPercentageToDecrease();

  /** {@code true}: a native token is withdrawn as WETH instead of unwrapped. */
  public abstract Optional<Boolean> withdrawAsWeth();

  public static ImmutableDecreasePositionRequest.Builder builder() {
    return ImmutableDecreasePositionRequest.builder();
  }

  public ImmutableDecreasePositionRequest.Builder toBuilder() {
    return ImmutableDecreasePositionRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("walletAddress", walletAddress());
    LpRules.positionProtocol("protocol", protocol());
    LpRules.pair("token0Address", token0Address(), "token1Address", token1Address());
    LpRules.nftTokenIdForProtocol("nftTokenId", protocol(), nftTokenId());
    RequestRules.range("liquidityPercentageToDecrease", liquidityPercentageToDecrease(), 1, 100);
    LpRules.execution(slippageTolerance(), deadline(), urgency());
  }
}
