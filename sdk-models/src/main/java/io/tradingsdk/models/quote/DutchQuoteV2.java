package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.Routing;
import org.immutables.value.Value;

/**
 * An intent-based quote for a Dutch order v2 ({@code DUTCH_V2}); sign {@code permitData}, then
 * submit the order.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchQuoteV2.class)
@JsonDeserialize(as = ImmutableDutchQuoteV2.class)
public abstract non-sealed class DutchQuoteV2 implements CosignedOrderQuote, Extensible, ClassicFormFields {
  // The fields every order quote shares are declared by OrderQuote, which also gives their wire order,
  // deadlineBufferSecs by CosignedOrderQuote;
  // the rest by ClassicFormFields.

  @Override
  public abstract DutchOrderInfoV2 orderInfo();

  public static ImmutableDutchQuoteV2.Builder builder() {
    return ImmutableDutchQuoteV2.builder();
  }

  public ImmutableDutchQuoteV2.Builder toBuilder() {
    return ImmutableDutchQuoteV2.builder().from(this);
  }

  @Value.Check
  protected DutchQuoteV2 freeze() {
    return FrozenCopies.all(aggregatedOutputs())
        ? this
        : toBuilder().aggregatedOutputs(FrozenCopies.list(aggregatedOutputs())).build();
  }

  /** {@code DUTCH_V2}. */
  @Override
  @JsonIgnore
  public Routing routing() {
    return Routing.DUTCH_V2;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.dutchV2(this);
  }
}
