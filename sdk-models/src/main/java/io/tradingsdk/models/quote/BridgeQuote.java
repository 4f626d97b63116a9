package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.GasEstimateFields;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalInt;
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
public abstract non-sealed class BridgeQuote implements Quote, GasEstimateFields, Extensible {
  public abstract Optional<String> quoteId();

  /** Origin chain. */
  public abstract ChainId chainId();

  public abstract ChainId destinationChainId();

  public abstract String swapper();

  public abstract ClassicInput input();

  public abstract ClassicOutput output();

  public abstract TradeType tradeType();

  public abstract OptionalLong quoteTimestamp();

  public abstract OptionalInt portionBips();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> portionAmount();

  public abstract Optional<String> portionRecipient();

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
