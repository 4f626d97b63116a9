package io.tradingsdk.models.plan;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import java.util.List;
import org.immutables.value.Value;

/** Body of {@code PATCH /plan/{planId}}: proofs for the steps being updated (only those). */
@Value.Immutable
@JsonSerialize(as = ImmutableUpdatePlanRequest.class)
@JsonDeserialize(as = ImmutableUpdatePlanRequest.class)
public abstract class UpdatePlanRequest implements Extensible {
  public abstract List<StepUpdate> steps();

  public static ImmutableUpdatePlanRequest.Builder builder() {
    return ImmutableUpdatePlanRequest.builder();
  }

  public ImmutableUpdatePlanRequest.Builder toBuilder() {
    return ImmutableUpdatePlanRequest.builder().from(this);
  }

  /** A body with the given step updates. */
  public static UpdatePlanRequest of(StepUpdate... steps) {
    return builder().addSteps(steps).build();
  }

  @Value.Check
  protected void check() {
    if (steps().isEmpty()) {
      throw new InvalidModelException("steps", "is required: give at least one step update");
    }
  }
}
