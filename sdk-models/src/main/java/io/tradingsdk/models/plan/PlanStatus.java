package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * Status of an execution plan. Note the plan's {@code COMPLETED} versus the step's {@code
 * COMPLETE} ({@link StepStatus}). Open set: a value this SDK version does not know still parses
 * ({@link #isKnown()}).
 */
public final class PlanStatus extends WireEnum {
  private static final Registry<PlanStatus> REGISTRY = new Registry<>(PlanStatus::new);

  public static final PlanStatus ACTIVE = REGISTRY.known("ACTIVE");
  public static final PlanStatus AWAITING_ACTION = REGISTRY.known("AWAITING_ACTION");
  public static final PlanStatus IN_PROGRESS = REGISTRY.known("IN_PROGRESS");
  public static final PlanStatus COMPLETED = REGISTRY.known("COMPLETED");
  public static final PlanStatus FAILED = REGISTRY.known("FAILED");

  private PlanStatus(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static PlanStatus of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<PlanStatus> knownValues() {
    return REGISTRY.values();
  }
}
