package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.GasEstimateFields;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Routing;
import java.math.BigDecimal;
import java.util.Optional;
import org.immutables.value.Value;

/** A quote to wrap the native currency or unwrap it ({@code WRAP}, {@code UNWRAP}). */
@Value.Immutable
@JsonPropertyOrder({
  "input", "output", "swapper", "chainId", "tradeType", "gasFee", "gasFeeUSD", "gasFeeQuote",
  "gasUseEstimate", "gasPrice", "maxFeePerGas", "maxPriorityFeePerGas", "priceDifference"})
@JsonSerialize(as = ImmutableWrapUnwrapQuote.class)
@JsonDeserialize(as = ImmutableWrapUnwrapQuote.class)
public abstract non-sealed class WrapUnwrapQuote implements Quote, ClassicTradeFields, GasEstimateFields, Extensible {
  // input, output, swapper and tradeType are declared by ClassicTradeFields; the @JsonPropertyOrder above keeps
  // them where they are on the wire.

  private static final String NATIVE = "0x0000000000000000000000000000000000000000";

  public abstract ChainId chainId();

  /** Always 0 for a wrap (newer service versions). */
  public abstract Optional<BigDecimal> priceDifference();

  /**
   * {@code WRAP} or {@code UNWRAP}: the sibling {@code routing} when the quote came with one,
   * otherwise {@code WRAP} when the input is the native currency and {@code UNWRAP} when not. Not
   * part of the JSON, equality or {@code toString}.
   */
  @Override
  @Value.Default
  @Value.Auxiliary
  @JsonIgnore
  public Routing routing() {
    return NATIVE.equalsIgnoreCase(input().token()) ? Routing.WRAP : Routing.UNWRAP;
  }

  @Override
  public <R> R accept(QuoteVisitor<R> visitor) {
    return visitor.wrapUnwrap(this);
  }

  public static ImmutableWrapUnwrapQuote.Builder builder() {
    return ImmutableWrapUnwrapQuote.builder();
  }

  public ImmutableWrapUnwrapQuote.Builder toBuilder() {
    return ImmutableWrapUnwrapQuote.builder().from(this);
  }

  @Value.Check
  protected void check() {
    if (!routing().equals(Routing.WRAP) && !routing().equals(Routing.UNWRAP)) {
      throw new InvalidModelException("routing", "must be WRAP or UNWRAP, was " + routing());
    }
  }
}
