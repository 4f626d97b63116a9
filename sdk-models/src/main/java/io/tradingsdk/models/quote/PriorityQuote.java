package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.Routing;
import org.immutables.value.Value;

/** An intent-based quote filled by priority-fee auction ({@code PRIORITY}). */
@Value.Immutable
@JsonSerialize(as = ImmutablePriorityQuote.class)
@JsonDeserialize(as = ImmutablePriorityQuote.class)
public abstract non-sealed class PriorityQuote implements CosignedOrderQuote, Extensible, ExpectedAmounts {
  // The fields every order quote shares are declared by OrderQuote, which also gives their wire order,
  // deadlineBufferSecs by CosignedOrderQuote;
  // the rest by ExpectedAmounts.

  @Override
  public abstract PriorityOrderInfo orderInfo();

  public static ImmutablePriorityQuote.Builder builder() {
    return ImmutablePriorityQuote.builder();
  }

  public ImmutablePriorityQuote.Builder toBuilder() {
    return ImmutablePriorityQuote.builder().from(this);
  }

  @Value.Check
  protected PriorityQuote freeze() {
    return FrozenCopies.all(aggregatedOutputs())
        ? this
        : toBuilder().aggregatedOutputs(FrozenCopies.list(aggregatedOutputs())).build();
  }

  /** {@code PRIORITY}. */
  @Override
  @JsonIgnore
  public Routing routing() {
    return Routing.PRIORITY;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.priority(this);
  }
}
