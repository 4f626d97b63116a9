package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.GasEstimateFields;
import io.tradingsdk.models.Routing;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/** A quote to move a token to another chain ({@code BRIDGE}). */
@Value.Immutable
@JsonPropertyOrder({
  "quoteId", "chainId", "destinationChainId", "swapper", "input", "output", "tradeType",
  "quoteTimestamp", "gasPrice", "maxFeePerGas", "maxPriorityFeePerGas", "gasFee", "gasUseEstimate",
  "gasFeeUSD", "gasFeeQuote", "portionBips", "portionAmount", "portionRecipient",
  "estimatedFillTimeMs", "exclusiveRelayer", "exclusivityDeadline", "fillDeadline"})
@JsonSerialize(as = ImmutableBridgeQuote.class)
@JsonDeserialize(as = ImmutableBridgeQuote.class)
public abstract non-sealed class BridgeQuote
    implements Quote, ClassicTradeFields, PortionFields, GasEstimateFields, Extensible {
  // input, output, swapper and tradeType are declared by ClassicTradeFields, the portion fields by PortionFields;
  // the @JsonPropertyOrder above keeps them where they are on the wire.

  public abstract Optional<String> quoteId();

  /** Origin chain. */
  public abstract ChainId chainId();

  public abstract ChainId destinationChainId();

  public abstract OptionalLong quoteTimestamp();

  public abstract OptionalLong estimatedFillTimeMs();

  public abstract Optional<String> exclusiveRelayer();

  public abstract OptionalLong exclusivityDeadline();

  public abstract OptionalLong fillDeadline();

  /** {@code BRIDGE}. */
  @Override
  @JsonIgnore
  public Routing routing() {
    return Routing.BRIDGE;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.bridge(this);
  }

  public static ImmutableBridgeQuote.Builder builder() {
    return ImmutableBridgeQuote.builder();
  }

  public ImmutableBridgeQuote.Builder toBuilder() {
    return ImmutableBridgeQuote.builder().from(this);
  }
}
