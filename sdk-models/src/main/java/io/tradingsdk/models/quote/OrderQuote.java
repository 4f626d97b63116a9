package io.tradingsdk.models.quote;

import java.util.Optional;

/**
 * A quote for an intent-based order that the swapper signs ({@code DUTCH_LIMIT}, {@code
 * LIMIT_ORDER}, {@code DUTCH_V2}, {@code DUTCH_V3}, {@code PRIORITY}).
 */
public sealed interface OrderQuote extends Quote
    permits DutchQuote, DutchQuoteV2, DutchQuoteV3, PriorityQuote {
  /** The encoded order, hex. */
  String encodedOrder();

  String orderId();

  /**
   * The {@code orderInfo} seen through the fields every order shares; each variant's own {@code
   * orderInfo()} gives the full, typed order.
   */
  OrderInfo order();

  Optional<String> quoteId();
}
