package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.Routing;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/** An intent-based quote filled by priority-fee auction ({@code PRIORITY}). */
@Value.Immutable
@JsonSerialize(as = ImmutablePriorityQuote.class)
@JsonDeserialize(as = ImmutablePriorityQuote.class)
public abstract non-sealed class PriorityQuote implements OrderQuote, Extensible {
  // The fields every order quote shares are declared, in wire order, by OrderQuote.

  @Override
  public abstract PriorityOrderInfo orderInfo();

  public abstract OptionalLong deadlineBufferSecs();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> expectedAmountIn();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> expectedAmountOut();

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
