package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.GasEstimateFields;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.PermitData;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One step of an execution plan. Its {@code status} set ({@code COMPLETE}, {@code STEP_ERROR})
 * differs from the plan's ({@code COMPLETED}, {@code FAILED}).
 */
@Value.Immutable
@JsonPropertyOrder({
  "stepIndex", "method", "payloadType", "payload", "status", "proof", "tokenIn", "tokenOut",
  "tokenInChainId", "tokenOutChainId", "tokenInAmount", "tokenOutAmount", "swapper", "recipient",
  "stepType", "gasUseEstimate", "gasFeeUSD", "gasFeeQuote", "gasPrice", "maxFeePerGas",
  "maxPriorityFeePerGas", "gasFee", "routingStepKey", "slippage"})
@JsonSerialize(as = ImmutablePlanStep.class)
@JsonDeserialize(as = ImmutablePlanStep.class)
public abstract class PlanStep implements StepTokenFields, GasEstimateFields, Extensible {
  // tokenIn, tokenOut, their chains and slippage are declared by StepTokenFields; the @JsonPropertyOrder above keeps
  // them where they are on the wire.

  public abstract int stepIndex();

  /** {@code SEND_TX}, {@code SIGN_MSG} or {@code SEND_CALLS}. */
  public abstract PlanMethod method();

  /** {@code TX}, {@code EIP_712} or {@code EIP_5792}. */
  public abstract PayloadType payloadType();

  /** What to execute; its shape depends on {@link #payloadType()}. See {@link #payloadAs(Class)}. */
  public abstract JsonNode payload();

  public abstract StepStatus status();

  public abstract Optional<StepProof> proof();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> tokenInAmount();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> tokenOutAmount();

  public abstract Optional<String> swapper();

  public abstract Optional<String> recipient();

  public abstract Optional<StepType> stepType();

  public abstract Optional<String> routingStepKey();

  public static ImmutablePlanStep.Builder builder() {
    return ImmutablePlanStep.builder();
  }

  public ImmutablePlanStep.Builder toBuilder() {
    return ImmutablePlanStep.builder().from(this);
  }

  /**
   * The payload read as a model: {@link io.tradingsdk.models.TransactionRequest} for {@code TX},
   * {@link io.tradingsdk.models.PermitData} for {@code EIP_712} typed data, or any other model.
   *
   * @throws InvalidModelException naming {@code payload} when it does not fit {@code type}
   */
  public <T> T payloadAs(Class<T> type) {
    try {
      return TradingJson.mapper().treeToValue(payload(), type);
    } catch (JsonProcessingException e) {
      throw new InvalidModelException("payload", "is not a " + type.getSimpleName() + ": " + e.getOriginalMessage());
    }
  }
}
