package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.RequestRules;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /lp/create_classic}: add liquidity to a V2 pair. Checked when built:
 * addresses are 0x + 40 hex digits and the pair's two tokens differ; the independent and dependent
 * tokens are the pair's two tokens; the independent amount is > 0; slippage 0 to 100 with at most
 * two decimals; {@code urgency} is {@code NORMAL}, {@code FAST} or {@code URGENT}.
 */
@Value.Immutable
@JsonPropertyOrder({
  "walletAddress", "poolParameters", "independentToken", "dependentToken", "slippageTolerance", "deadline",
  "simulateTransaction", "urgency", "includeApprovalSimulation"})
@JsonSerialize(as = ImmutableCreateClassicPositionRequest.class)
@JsonDeserialize(as = ImmutableCreateClassicPositionRequest.class)
public abstract class CreateClassicPositionRequest implements LpExecution, Extensible {
  // slippageTolerance, deadline, simulateTransaction and urgency come from LpExecution.

  public abstract String walletAddress();

  /** The pair and its chain. */
  public abstract V2PoolParameters poolParameters();

  /** The token whose amount is given. */
  public abstract LpToken independentToken();

  /** The other token; its amount, when given, is the most the service may use. */
  public abstract Optional<LpToken> dependentToken();

  /** {@code true}: the response includes approval simulation data. */
  public abstract Optional<Boolean> includeApprovalSimulation();

  public static ImmutableCreateClassicPositionRequest.Builder builder() {
    return ImmutableCreateClassicPositionRequest.builder();
  }

  public ImmutableCreateClassicPositionRequest.Builder toBuilder() {
    return ImmutableCreateClassicPositionRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("walletAddress", walletAddress());
    V2PoolParameters pair = poolParameters();
    LpRules.pair(
        "poolParameters.token0Address", pair.token0Address(),
        "poolParameters.token1Address", pair.token1Address());
    LpRules.deposit(independentToken(), dependentToken(), pair.token0Address(), pair.token1Address());
    LpRules.execution(slippageTolerance(), deadline(), urgency());
  }
}
