package io.tradingsdk.models.quote;

import io.tradingsdk.models.TradeType;

/**
 * The trade a quote of the classic form prices: what the swapper sends and receives, the swapper, and which side's
 * amount is exact. Shared by {@link ClassicQuote}, {@link ChainedQuote}, {@link BridgeQuote} and {@link
 * WrapUnwrapQuote}, which inherit them as attributes and keep their wire order with their own
 * {@code @JsonPropertyOrder}.
 */
public interface ClassicTradeFields {
  /** What the swapper sends: token and amount (with its maximum for an exact output). */
  ClassicInput input();

  /** What the swapper receives: token, amount, recipient (with the minimum for an exact input). */
  ClassicOutput output();

  /** The wallet that trades. */
  String swapper();

  /** {@code EXACT_INPUT} or {@code EXACT_OUTPUT}: which of {@link #input()} and {@link #output()} is exact. */
  TradeType tradeType();
}
