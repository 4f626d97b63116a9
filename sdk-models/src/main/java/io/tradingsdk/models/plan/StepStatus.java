package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * Status of one plan step. Note the step's {@code COMPLETE} and {@code STEP_ERROR} versus the
 * plan's {@code COMPLETED} and {@code FAILED} ({@link PlanStatus}). Open set: a value this SDK
 * version does not know still parses ({@link #isKnown()}).
 */
public final class StepStatus extends WireEnum {
  private static final Registry<StepStatus> REGISTRY = new Registry<>(StepStatus::new);

  public static final StepStatus NOT_READY = REGISTRY.known("NOT_READY");
  public static final StepStatus AWAITING_ACTION = REGISTRY.known("AWAITING_ACTION");
  public static final StepStatus IN_PROGRESS = REGISTRY.known("IN_PROGRESS");
  public static final StepStatus COMPLETE = REGISTRY.known("COMPLETE");
  public static final StepStatus STEP_ERROR = REGISTRY.known("STEP_ERROR");

  private StepStatus(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static StepStatus of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<StepStatus> knownValues() {
    return REGISTRY.values();
  }
}
