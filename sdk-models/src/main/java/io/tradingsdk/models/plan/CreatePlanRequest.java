package io.tradingsdk.models.plan;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.Urgency;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.quote.ChainedQuote;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /plan}: create an execution plan from a chained quote. Checked when built:
 * {@code routing} is {@code CHAINED} (the only one supported); {@code urgency} is {@code normal},
 * {@code fast} or {@code urgent}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableCreatePlanRequest.class)
@JsonDeserialize(as = ImmutableCreatePlanRequest.class)
public abstract class CreatePlanRequest implements Extensible {
  /** {@code CHAINED}. */
  public abstract Routing routing();

  public abstract ChainedQuote quote();

  public abstract Optional<Urgency> urgency();

  /** CAIP-25 wallet execution context, kept as JSON. */
  public abstract Optional<JsonNode> walletExecutionContext();

  public static ImmutableCreatePlanRequest.Builder builder() {
    return ImmutableCreatePlanRequest.builder();
  }

  public ImmutableCreatePlanRequest.Builder toBuilder() {
    return ImmutableCreatePlanRequest.builder().from(this);
  }

  /** A plan request for {@code quote} ({@code routing} {@code CHAINED}). */
  public static CreatePlanRequest of(ChainedQuote quote) {
    return builder().routing(Routing.CHAINED).quote(quote).build();
  }

  @Value.Check
  protected void check() {
    if (!routing().equals(Routing.CHAINED)) {
      throw new InvalidModelException(
          "routing", "only CHAINED is supported, was \"" + routing() + "\"");
    }
    urgency()
        .ifPresent(
            u ->
                RequestRules.urgency(
                    "urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING_OR_OBJECT));
  }
}
