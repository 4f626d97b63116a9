package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.plan.StepTokenFields;
import io.tradingsdk.models.plan.StepType;
import org.immutables.value.Value;

/** A step of a chained quote, reduced to its routing information. */
@Value.Immutable
@JsonPropertyOrder({"stepType", "tokenIn", "tokenInChainId", "tokenOut", "tokenOutChainId", "slippage"})
@JsonSerialize(as = ImmutableTruncatedPlanStep.class)
@JsonDeserialize(as = ImmutableTruncatedPlanStep.class)
public abstract class TruncatedPlanStep implements StepTokenFields, Extensible {
  // tokenIn, tokenOut, their chains and slippage are declared by StepTokenFields; the @JsonPropertyOrder above keeps
  // them where they are on the wire.

  public abstract StepType stepType();

  public static ImmutableTruncatedPlanStep.Builder builder() {
    return ImmutableTruncatedPlanStep.builder();
  }

  public ImmutableTruncatedPlanStep.Builder toBuilder() {
    return ImmutableTruncatedPlanStep.builder().from(this);
  }
}
