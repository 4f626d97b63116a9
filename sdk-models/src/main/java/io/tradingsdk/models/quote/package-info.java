/**
 * The quote variants ({@link io.tradingsdk.models.quote.ClassicQuote}, {@link
 * io.tradingsdk.models.quote.DutchQuoteV2}, ...), their common supertype {@link
 * io.tradingsdk.models.quote.Quote}, route pools and order infos.
 */
@ModelStyle
@NullMarked
package io.tradingsdk.models.quote;

import io.tradingsdk.models.ModelStyle;
import org.jspecify.annotations.NullMarked;
