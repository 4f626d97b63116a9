package io.tradingsdk.models.quote;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.plan.StepType;
import java.math.BigDecimal;
import java.util.Optional;
import org.immutables.value.Value;

/** A step of a chained quote, reduced to its routing information. */
@Value.Immutable
@JsonSerialize(as = ImmutableTruncatedPlanStep.class)
@JsonDeserialize(as = ImmutableTruncatedPlanStep.class)
public abstract class TruncatedPlanStep implements Extensible {
  public abstract StepType stepType();

  public abstract Optional<String> tokenIn();

  public abstract Optional<ChainId> tokenInChainId();

  public abstract Optional<String> tokenOut();

  public abstract Optional<ChainId> tokenOutChainId();

  public abstract Optional<BigDecimal> slippage();

  public static ImmutableTruncatedPlanStep.Builder builder() {
    return ImmutableTruncatedPlanStep.builder();
  }

  public ImmutableTruncatedPlanStep.Builder toBuilder() {
    return ImmutableTruncatedPlanStep.builder().from(this);
  }
}
