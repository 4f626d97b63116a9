package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.Urgency;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/increase}: add liquidity to an existing position. Checked when built:
 * addresses are 0x + 40 hex digits; {@code protocol} is V2, V3 or V4; {@code nftTokenId} (decimal
 * digits) is given for V3/V4 and not for V2; the independent amount is > 0; slippage 0 to 100 with
 * at most two decimals; {@code urgency} is {@code NORMAL}, {@code FAST} or {@code URGENT} (upper
 * case on LP endpoints).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableIncreasePositionRequest.class)
@JsonDeserialize(as = ImmutableIncreasePositionRequest.class)
public abstract class IncreasePositionRequest implements Extensible {
  public abstract String walletAddress();

  public abstract ChainId chainId();

  /** {@code V2}, {@code V3} or {@code V4}. */
  public abstract Protocol protocol();

  public abstract String token0Address();

  public abstract String token1Address();

  /** The position's NFT id; V3 and V4 only. */
  public abstract Optional<String> nftTokenId();

  /** The token whose amount is given; the service derives the other. */
  public abstract LpToken independentToken();

  /** Percentage: 0.5 means 0.5%. */
  public abstract Optional<BigDecimal> slippageTolerance();

  /** Unix seconds after which the transaction reverts. */
  public abstract OptionalLong deadline();

  /** {@code true}: the response includes the gas fee. */
  public abstract Optional<Boolean> simulateTransaction();

  public abstract Optional<PermitData> v4BatchPermitData();

  /** The signed permit; redacted from {@code toString}. */
  @Value.Redacted
  public abstract Optional<String> signature();

  /** {@code NORMAL}, {@code FAST} or {@code URGENT}; defaults to the highest. */
  public abstract Optional<Urgency> urgency();

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
