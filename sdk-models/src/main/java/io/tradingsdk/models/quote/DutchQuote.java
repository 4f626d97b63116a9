package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Routing;
import org.immutables.value.Value;

/**
 * An intent-based quote for a Dutch order v1, the shape of both {@code DUTCH_LIMIT} and {@code
 * LIMIT_ORDER} ({@link #routing()} tells them apart).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchQuote.class)
@JsonDeserialize(as = ImmutableDutchQuote.class)
public abstract non-sealed class DutchQuote implements OrderQuote, Extensible {
  // The fields every order quote shares are declared, in wire order, by OrderQuote.

  @Override
  public abstract DutchOrderInfo orderInfo();

  public static ImmutableDutchQuote.Builder builder() {
    return ImmutableDutchQuote.builder();
  }

  public ImmutableDutchQuote.Builder toBuilder() {
    return ImmutableDutchQuote.builder().from(this);
  }

  @Value.Check
  protected DutchQuote freeze() {
    if (!routing().equals(Routing.DUTCH_LIMIT) && !routing().equals(Routing.LIMIT_ORDER)) {
      throw new InvalidModelException(
          "routing", "must be DUTCH_LIMIT or LIMIT_ORDER, was " + routing());
    }
    return FrozenCopies.all(aggregatedOutputs())
        ? this
        : toBuilder().aggregatedOutputs(FrozenCopies.list(aggregatedOutputs())).build();
  }

  /**
   * {@code DUTCH_LIMIT} or {@code LIMIT_ORDER}: the sibling {@code routing} when the quote came with
   * one, {@code DUTCH_LIMIT} otherwise. Not part of the JSON, equality or {@code toString}.
   */
  @Override
  @Value.Default
  @Value.Auxiliary
  @JsonIgnore
  public Routing routing() {
    return Routing.DUTCH_LIMIT;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.dutch(this);
  }
}
