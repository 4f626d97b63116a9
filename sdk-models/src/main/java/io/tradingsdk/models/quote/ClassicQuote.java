package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.GasEstimateFields;
import io.tradingsdk.models.Routing;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A quote routed through the exchange's pools ({@code CLASSIC}); the {@code quote} that {@code
 * /swap_7702} and {@code /swap_5792} take.
 *
 * <p>Lists the service may omit are {@code Optional}, so an absent list and an empty one ({@code
 * "txFailureReasons": []}) round-trip exactly.
 */
@Value.Immutable
@JsonPropertyOrder({
  "input", "output", "swapper", "chainId", "tradeType", "slippage", "gasFee", "gasFeeUSD",
  "gasFeeQuote", "route", "portionBips", "portionAmount", "portionRecipient", "routeString",
  "quoteId", "gasUseEstimate", "blockNumber", "gasPrice", "maxFeePerGas", "maxPriorityFeePerGas",
  "txFailureReasons", "priceImpact", "priceDifference", "aggregatedOutputs", "swapSteps"})
@JsonSerialize(as = ImmutableClassicQuote.class)
@JsonDeserialize(as = ImmutableClassicQuote.class)
public abstract non-sealed class ClassicQuote
    implements Quote, ClassicTradeFields, PortionFields, GasEstimateFields, Extensible {
  // input, output, swapper and tradeType are declared by ClassicTradeFields, the portion fields by PortionFields;
  // the @JsonPropertyOrder above keeps them where they are on the wire.

  public abstract ChainId chainId();

  /** Slippage percentage applied to the quote. */
  public abstract Optional<BigDecimal> slippage();

  /** Route alternatives or splits (outer), each a list of hops (inner). */
  public abstract Optional<List<List<RoutePool>>> route();

  /** Human-readable route. */
  public abstract Optional<String> routeString();

  public abstract Optional<String> quoteId();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> blockNumber();

  /** Empty when the simulation succeeded. */
  public abstract Optional<List<TxFailureReason>> txFailureReasons();

  /** Price impact percentage, 0 to 100. */
  public abstract Optional<BigDecimal> priceImpact();

  /** Difference to the market price in percent, -100 to 100 (newer service versions). */
  public abstract Optional<BigDecimal> priceDifference();

  public abstract Optional<List<AggregatedOutput>> aggregatedOutputs();

  /** Universal-router steps, sent when {@code x-universal-router-swapsteps} is on; kept as JSON. */
  public abstract Optional<List<JsonNode>> swapSteps();

  /** {@code CLASSIC}. */
  @Override
  @JsonIgnore
  public Routing routing() {
    return Routing.CLASSIC;
  }

  /** Whether the simulation reported a failure ({@link #txFailureReasons()} not empty). */
  @JsonIgnore
  public boolean simulationFailed() {
    return txFailureReasons().map(reasons -> !reasons.isEmpty()).orElse(false);
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.classic(this);
  }

  public static ImmutableClassicQuote.Builder builder() {
    return ImmutableClassicQuote.builder();
  }

  public ImmutableClassicQuote.Builder toBuilder() {
    return ImmutableClassicQuote.builder().from(this);
  }

  @Value.Check
  protected ClassicQuote freeze() {
    if (FrozenCopies.nestedFrozen(route())
        && FrozenCopies.all(txFailureReasons(), aggregatedOutputs(), swapSteps())) {
      return this;
    }
    return toBuilder()
        .route(FrozenCopies.nested(route()))
        .txFailureReasons(FrozenCopies.list(txFailureReasons()))
        .aggregatedOutputs(FrozenCopies.list(aggregatedOutputs()))
        .swapSteps(FrozenCopies.list(swapSteps()))
        .build();
  }
}
