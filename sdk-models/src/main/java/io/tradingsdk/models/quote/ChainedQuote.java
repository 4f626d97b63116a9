package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.GasEstimateFields;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * A quote for a chained flow of several steps, possibly across chains ({@code CHAINED}); the
 * {@code quote} of {@code POST /plan}.
 */
@Value.Immutable
@JsonPropertyOrder({
  "swapper", "input", "output", "tokenInChainId", "tokenOutChainId", "tradeType", "quoteId",
  "gasStrategies", "gasEstimates", "timeEstimateMs", "gasUseEstimate", "gasFeeUSD", "gasFeeQuote",
  "gasPrice", "maxFeePerGas", "maxPriorityFeePerGas", "gasFee", "protocols", "hooksOptions",
  "steps", "slippageTolerance", "autoSlippage", "priceDifference"})
@JsonSerialize(as = ImmutableChainedQuote.class)
@JsonDeserialize(as = ImmutableChainedQuote.class)
public abstract non-sealed class ChainedQuote implements Quote, ClassicTradeFields, GasEstimateFields, SlippageFields,
    Extensible {
  // input, output, swapper and tradeType are declared by ClassicTradeFields, slippageTolerance and autoSlippage by
  // SlippageFields; the @JsonPropertyOrder above keeps them where they are on the wire.

  public abstract ChainId tokenInChainId();

  public abstract ChainId tokenOutChainId();

  public abstract String quoteId();

  public abstract List<GasStrategy> gasStrategies();

  /** Gas estimates per step, kept as JSON. */
  public abstract Optional<List<JsonNode>> gasEstimates();

  /** Estimated milliseconds for the whole flow. */
  public abstract OptionalLong timeEstimateMs();

  public abstract Optional<List<Protocol>> protocols();

  public abstract Optional<HooksOptions> hooksOptions();

  public abstract Optional<List<TruncatedPlanStep>> steps();

  /** Difference to the market price in percent (newer service versions). */
  public abstract Optional<BigDecimal> priceDifference();

  public static ImmutableChainedQuote.Builder builder() {
    return ImmutableChainedQuote.builder();
  }

  public ImmutableChainedQuote.Builder toBuilder() {
    return ImmutableChainedQuote.builder().from(this);
  }

  @Value.Check
  protected ChainedQuote freeze() {
    if (FrozenCopies.all(gasEstimates(), protocols(), steps())) {
      return this;
    }
    return toBuilder()
        .gasEstimates(FrozenCopies.list(gasEstimates()))
        .protocols(FrozenCopies.list(protocols()))
        .steps(FrozenCopies.list(steps()))
        .build();
  }

  /** {@code CHAINED}. */
  @Override
  @JsonIgnore
  public Routing routing() {
    return Routing.CHAINED;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.chained(this);
  }
}
