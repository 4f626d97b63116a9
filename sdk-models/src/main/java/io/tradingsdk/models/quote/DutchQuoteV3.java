package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.Routing;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * An intent-based quote for a Dutch order v3 ({@code DUTCH_V3}), with decay curves and base-fee
 * adjustment.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchQuoteV3.class)
@JsonDeserialize(as = ImmutableDutchQuoteV3.class)
public abstract non-sealed class DutchQuoteV3 implements OrderQuote, Extensible {
  // The fields every order quote shares are declared, in wire order, by OrderQuote.

  @Override
  public abstract DutchOrderInfoV3 orderInfo();

  public abstract OptionalLong deadlineBufferSecs();

  /** Classic-form input (newer service versions). */
  public abstract Optional<ClassicInput> input();

  /** Classic-form output (newer service versions). */
  public abstract Optional<ClassicOutput> output();

  /** Difference to the market price in percent (newer service versions). */
  public abstract Optional<BigDecimal> priceDifference();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> expectedAmountIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> expectedAmountOut();

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
