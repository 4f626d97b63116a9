package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/increase}: add liquidity to an existing position. Checked when built:
 * addresses are 0x + 40 hex digits; {@code protocol} is V2, V3 or V4; {@code nftTokenId} (decimal
 * digits) is given for V3/V4 and not for V2; the independent amount is > 0; slippage 0 to 100 with
 * at most two decimals; {@code urgency} is {@code NORMAL}, {@code FAST} or {@code URGENT} (upper
 * case on LP endpoints).
 */
@Value.Immutable
@JsonPropertyOrder({
  "walletAddress", "chainId", "protocol", "token0Address", "token1Address", "nftTokenId",
  "independentToken", "slippageTolerance", "deadline", "simulateTransaction", "v4BatchPermitData", "signature", "urgency"})
@JsonSerialize(as = ImmutableIncreasePositionRequest.class)
@JsonDeserialize(as = ImmutableIncreasePositionRequest.class)
public abstract class IncreasePositionRequest implements PositionChange, Extensible {
  // The position and execution fields are declared by PositionChange.

  /** The token whose amount is given; the service derives the other. */
  public abstract LpToken independentToken();

  public abstract Optional<PermitData> v4BatchPermitData();

  /** The signed permit; redacted from {@code toString}. */
  @Value.Redacted
  public abstract Optional<String> signature();

  public static ImmutableIncreasePositionRequest.Builder builder() {
    return ImmutableIncreasePositionRequest.builder();
  }

  public ImmutableIncreasePositionRequest.Builder toBuilder() {
    return ImmutableIncreasePositionRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("walletAddress", walletAddress());
    LpRules.positionProtocol("protocol", protocol());
    RequestRules.strictAddress("token0Address", token0Address());
    RequestRules.strictAddress("token1Address", token1Address());
    LpRules.nftTokenIdForProtocol("nftTokenId", protocol(), nftTokenId());
    RequestRules.strictAddress("independentToken.tokenAddress", independentToken().tokenAddress());
    RequestRules.positive("independentToken.amount", independentToken().amount());
    LpRules.execution(slippageTolerance(), deadline(), urgency());
  }
}
