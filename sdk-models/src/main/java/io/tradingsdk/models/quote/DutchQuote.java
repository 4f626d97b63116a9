package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.AggregatedOutput;
import io.tradingsdk.models.Frozen;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Routing;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.immutables.value.Value;

/**
 * An intent-based quote for a Dutch order v1, the shape of both {@code DUTCH_LIMIT} and {@code
 * LIMIT_ORDER} ({@link #routing()} tells them apart).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchQuote.class)
@JsonDeserialize(as = ImmutableDutchQuote.class)
public abstract non-sealed class DutchQuote implements OrderQuote {
  /** The encoded order, hex. */
  @Override
  public abstract String encodedOrder();

  @Override
  public abstract String orderId();

  /** The order to sign. */
  public abstract DutchOrderInfo orderInfo();

  /** Integrator fee in basis points, when one applies. */
  public abstract OptionalInt portionBips();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> portionAmount();

  public abstract Optional<String> portionRecipient();

  @Override
  public abstract Optional<String> quoteId();

  public abstract Optional<BigDecimal> slippageTolerance();

  /** What the classic route's gas would cost, in USD. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigDecimal> classicGasUseEstimateUSD();

  public abstract Optional<List<AggregatedOutput>> aggregatedOutputs();

  /** Properties this SDK version does not model, kept so a re-serialization loses nothing. */
  @JsonAnyGetter
  public abstract Map<String, JsonNode> additionalProperties();

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
    if (Frozen.all(aggregatedOutputs())) {
      return this;
    }
    return toBuilder()
        .aggregatedOutputs(Frozen.list(aggregatedOutputs()))
        .build();
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
  @JsonIgnore
  public OrderInfo order() {
    return orderInfo();
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.dutch(this);
  }
}
