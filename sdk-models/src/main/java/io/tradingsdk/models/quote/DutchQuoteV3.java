package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.Routing;
import org.immutables.value.Value;

/**
 * An intent-based quote for a Dutch order v3 ({@code DUTCH_V3}), with decay curves and base-fee
 * adjustment.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchQuoteV3.class)
@JsonDeserialize(as = ImmutableDutchQuoteV3.class)
public abstract non-sealed class DutchQuoteV3 implements CosignedOrderQuote, Extensible, ClassicFormFields, ExpectedAmounts {
  // The fields every order quote shares are declared by OrderQuote, which also gives their wire order,
  // deadlineBufferSecs by CosignedOrderQuote;
  // the rest by ClassicFormFields and ExpectedAmounts.

  @Override
  public abstract DutchOrderInfoV3 orderInfo();

  public static ImmutableDutchQuoteV3.Builder builder() {
    return ImmutableDutchQuoteV3.builder();
  }

  public ImmutableDutchQuoteV3.Builder toBuilder() {
    return ImmutableDutchQuoteV3.builder().from(this);
  }

  @Value.Check
  protected DutchQuoteV3 freeze() {
    return FrozenCopies.all(aggregatedOutputs())
        ? this
        : toBuilder().aggregatedOutputs(FrozenCopies.list(aggregatedOutputs())).build();
  }

  /** {@code DUTCH_V3}. */
  @Override
  @JsonIgnore
  public Routing routing() {
    return Routing.DUTCH_V3;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.dutchV3(this);
  }
}
