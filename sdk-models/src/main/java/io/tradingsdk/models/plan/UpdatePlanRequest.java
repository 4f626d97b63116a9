package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.InvalidModelException;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/** Body of {@code PATCH /plan/{planId}}: proofs for the steps being updated (only those). */
@Value.Immutable
@JsonSerialize(as = ImmutableUpdatePlanRequest.class)
@JsonDeserialize(as = ImmutableUpdatePlanRequest.class)
public abstract class UpdatePlanRequest {
  public abstract List<StepUpdate> steps();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

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
