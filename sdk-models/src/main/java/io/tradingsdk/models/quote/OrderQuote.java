package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * A quote for an intent-based order that the swapper signs ({@code DUTCH_LIMIT}, {@code
 * LIMIT_ORDER}, {@code DUTCH_V2}, {@code DUTCH_V3}, {@code PRIORITY}), with the fields every such
 * quote carries.
 */
@JsonPropertyOrder({
  "encodedOrder", "orderId", "orderInfo", "portionBips", "portionAmount", "portionRecipient", "quoteId",
  "slippageTolerance", "classicGasUseEstimateUSD", "aggregatedOutputs", "deadlineBufferSecs"})
public sealed interface OrderQuote extends Quote, PortionFields
    permits DutchQuote, CosignedOrderQuote {
  // Each variant inherits these accessors as attributes, annotations included. Immutables lists
  // inherited attributes before a variant's own (and those of ClassicFormFields, ExpectedAmounts
  // before deadlineBufferSecs), so @JsonPropertyOrder names the wire order of every field before
  // them: orderInfo third, deadlineBufferSecs after aggregatedOutputs, where they were.

  /** The encoded order, hex. */
  String encodedOrder();

  String orderId();

  Optional<String> quoteId();

  Optional<BigDecimal> slippageTolerance();

  /** What the classic route's gas would cost, in USD. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigDecimal> classicGasUseEstimateUSD();

  Optional<List<AggregatedOutput>> aggregatedOutputs();

  /** The order to sign; each variant narrows it to its own, typed order. */
  OrderInfo orderInfo();

  /**
   * The {@code orderInfo} seen through the fields every order shares: the same as {@link
   * #orderInfo()}, kept for callers of earlier versions.
   */
  @JsonIgnore
  default OrderInfo order() {
    return orderInfo();
  }
}
