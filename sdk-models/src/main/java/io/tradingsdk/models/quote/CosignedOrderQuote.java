package io.tradingsdk.models.quote;

import java.util.OptionalLong;

/**
 * A quote for a cosigned UniswapX order ({@code DUTCH_V2}, {@code DUTCH_V3}, {@code PRIORITY}): the fields every
 * order quote carries ({@link OrderQuote}), a {@link CosignedOrderInfo} and the deadline buffer. Each variant
 * inherits them as attributes; {@link OrderQuote}'s {@code @JsonPropertyOrder} keeps {@code deadlineBufferSecs}
 * last on the wire.
 */
public sealed interface CosignedOrderQuote extends OrderQuote permits DutchQuoteV2, DutchQuoteV3, PriorityQuote {
  /** The order to sign; each variant narrows it to its own, typed order. */
  @Override
  CosignedOrderInfo orderInfo();

  /** The seconds the service adds to the order's deadline for the cosigner, when sent. */
  OptionalLong deadlineBufferSecs();
}
