package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.GasCostFields;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.quote.GasStrategy;
import io.tradingsdk.models.quote.HooksOptions;
import io.tradingsdk.models.quote.SlippageFields;
import io.tradingsdk.models.Protocol;
import java.math.BigInteger;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * An execution plan, the response of {@code POST /plan}, {@code GET /plan/{planId}} and {@code
 * PATCH /plan/{planId}}. Execute {@link #currentStep()}, attach its proof with a {@link
 * UpdatePlanRequest}, repeat until the plan is {@code COMPLETED}.
 */
@Value.Immutable
@JsonPropertyOrder({
  "requestId", "planId", "swapper", "recipient", "quoteId", "status", "steps", "currentStepIndex", "expectedOutput",
  "gasFee", "gasFeeQuote", "gasFeeUSD", "gasUseEstimate", "timeEstimateMs", "gasStrategies", "protocols", "hooksOptions",
  "createdAt", "updatedAt", "completedAt", "lastUserActionAt", "slippageTolerance", "autoSlippage",
  "walletExecutionContext"})
@JsonSerialize(as = ImmutablePlanResponse.class)
@JsonDeserialize(as = ImmutablePlanResponse.class)
public abstract class PlanResponse implements GasCostFields, SlippageFields, Extensible {
  public abstract String requestId();

  public abstract String planId();

  public abstract String swapper();

  /** Receiver of the output; the swapper when not given. */
  public abstract String recipient();

  public abstract String quoteId();

  public abstract PlanStatus status();

  public abstract List<PlanStep> steps();

  /** 0-based index of the step to execute next. */
  public abstract int currentStepIndex();

  /** Base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger expectedOutput();

  // gasFee, gasFeeQuote, gasFeeUSD and gasUseEstimate come from GasCostFields, slippageTolerance and autoSlippage
  // from SlippageFields.

  public abstract OptionalLong timeEstimateMs();

  public abstract Optional<List<GasStrategy>> gasStrategies();

  public abstract Optional<List<Protocol>> protocols();

  public abstract Optional<HooksOptions> hooksOptions();

  /** ISO-8601 date-time as sent; see {@link #createdAtInstant()}. */
  public abstract Optional<String> createdAt();

  /** ISO-8601 date-time as sent. */
  public abstract Optional<String> updatedAt();

  /** ISO-8601 date-time as sent. */
  public abstract Optional<String> completedAt();

  /** ISO-8601 date-time as sent. */
  public abstract Optional<String> lastUserActionAt();

  public abstract Optional<JsonNode> walletExecutionContext();

  public static ImmutablePlanResponse.Builder builder() {
    return ImmutablePlanResponse.builder();
  }

  public ImmutablePlanResponse.Builder toBuilder() {
    return ImmutablePlanResponse.builder().from(this);
  }

  @Value.Check
  protected PlanResponse freeze() {
    if (FrozenCopies.all(gasStrategies(), protocols())) {
      return this;
    }
    return toBuilder()
        .gasStrategies(FrozenCopies.list(gasStrategies()))
        .protocols(FrozenCopies.list(protocols()))
        .build();
  }

  /** The step to execute next ({@link #currentStepIndex()}), if it is in {@link #steps()}. */
  @JsonIgnore
  public Optional<PlanStep> currentStep() {
    int index = currentStepIndex();
    return index >= 0 && index < steps().size() ? Optional.of(steps().get(index)) : Optional.empty();
  }

  /** Whether the plan is finished: {@code COMPLETED} or {@code FAILED}. */
  @JsonIgnore
  public boolean finished() {
    return status().equals(PlanStatus.COMPLETED) || status().equals(PlanStatus.FAILED);
  }

  /** {@link #createdAt()} parsed. */
  @JsonIgnore
  public Optional<Instant> createdAtInstant() {
    return createdAt().map(t -> OffsetDateTime.parse(t).toInstant());
  }
}
