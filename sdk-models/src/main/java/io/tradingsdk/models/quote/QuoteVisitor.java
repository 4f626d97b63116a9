package io.tradingsdk.models.quote;

/**
 * One method per quote variant, for an exhaustive switch ({@link Quote#accept(QuoteVisitor)}).
 *
 * @param <R> the result type
 */
public interface QuoteVisitor<R> {
  R classic(ClassicQuote quote);

  /** {@code WRAP} and {@code UNWRAP}. */
  R wrapUnwrap(WrapUnwrapQuote quote);

  R bridge(BridgeQuote quote);

  /** {@code DUTCH_LIMIT} and {@code LIMIT_ORDER}. */
  R dutch(DutchQuote quote);

  R dutchV2(DutchQuoteV2 quote);

  R dutchV3(DutchQuoteV3 quote);

  R priority(PriorityQuote quote);

  R chained(ChainedQuote quote);

  /** A routing or shape this SDK version does not know. */
  R unknown(UnknownQuote quote);
}
