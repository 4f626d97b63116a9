package io.tradingsdk.models.quote;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.tradingsdk.models.Routing;

/**
 * A quote: the polymorphic {@code quote} of {@code /quote} and of the swap requests.
 *
 * <p>Where a sibling {@code routing} exists ({@link io.tradingsdk.models.quote.QuoteResponse}) it picks
 * the variant; elsewhere (the {@code quote} of {@code /swap_7702} and {@code /swap_5792}) the
 * variant is inferred from the shape ({@link QuoteVariants#infer}). Whatever is not recognised
 * becomes an {@link UnknownQuote} that keeps its raw JSON and writes it back unchanged.
 *
 * <p>Switch on the variant with {@code instanceof}, with {@link #accept(QuoteVisitor)}, or on
 * {@link #routing()}:
 *
 * <pre>{@code
 * if (quote instanceof ClassicQuote) {
 *   ClassicQuote classic = (ClassicQuote) quote;
 *   ...
 * }
 * }</pre>
 */
@JsonDeserialize(using = QuoteVariants.ShapeDeserializer.class)
public sealed interface Quote
    permits ClassicQuote, WrapUnwrapQuote, BridgeQuote, OrderQuote, ChainedQuote, UnknownQuote {

  /**
   * The routing this quote belongs to: the sibling {@code routing} it was received with, or the
   * one its variant implies ({@code CLASSIC} for a {@link ClassicQuote}).
   */
  Routing routing();

  /** Calls the visitor method of this variant. */
  <R> R accept(QuoteVisitor<R> visitor);
}
