package io.tradingsdk.models.order;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.QuoteVariants;
import io.tradingsdk.models.quote.UnknownQuote;
import java.util.Objects;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /order}: a signed UniswapX order, answered with 201 and an {@link
 * OrderResponse}.
 *
 * <p>The {@code signature} signs the quote's {@code permitData} (a Permit2 {@code
 * PermitWitnessTransferFrom} whose witness is the order). Build it from the {@code /quote} response:
 *
 * <pre>{@code
 * QuoteResponse quote = client.quote(quoteRequest);            // routing DUTCH_V2, DUTCH_V3 or PRIORITY
 * OrderRequest order = OrderRequest.fromQuote(quote, signer.sign(quote.permitData()));
 * OrderResponse created = client.order(order);
 * }</pre>
 *
 * <p>The quote's variant comes from the sibling {@code routing} when there is one, from its shape
 * otherwise. Checked when built: a non-blank signature; the quote is a {@code DUTCH_V2}, {@code
 * DUTCH_V3} or {@code PRIORITY} quote, or a {@code LIMIT_ORDER} quote from {@code
 * /limit_order_quote} (the document's schema lists the first three, its {@code GET /orders} filter
 * also knows limit orders); classic-style quotes go to {@code POST /swap}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderRequest.class)
@JsonDeserialize(as = ImmutableOrderRequest.class)
public abstract class OrderRequest implements Extensible {
  /** The signature of the quote's {@code permitData}. Never logged. */
  @Value.Redacted
  public abstract String signature();

  /** The quote from {@code /quote}, sent back whole (unknown fields included). */
  public abstract Quote quote();

  /** The quote's routing, as {@code /quote} returned it. */
  public abstract Optional<Routing> routing();

  public static ImmutableOrderRequest.Builder builder() {
    return ImmutableOrderRequest.builder();
  }

  public ImmutableOrderRequest.Builder toBuilder() {
    return ImmutableOrderRequest.builder().from(this);
  }

  /**
   * The order for a {@code /quote} response and the signature of its permit: the response's
   * {@code quote} and {@code routing} are spread into the request.
   *
   * @param signature the signature of {@code response.permitData()}, {@code 0x} and hex
   * @throws InvalidModelException naming {@code signature} when it is not hex, or {@code quote}
   *     when the response is not a UniswapX quote
   */
  public static OrderRequest fromQuote(QuoteResponse response, String signature) {
    Objects.requireNonNull(response, "response");
    Objects.requireNonNull(signature, "signature");
    RequestRules.hexSignature("signature", signature);
    return builder().quote(response.quote()).routing(response.routing()).signature(signature).build();
  }

  @Value.Check
  protected OrderRequest check() {
    RequestRules.notBlank("signature", signature());
    Quote quote = routing().map(r -> QuoteVariants.resolve(r, quote())).orElse(quote());
    boolean accepted =
        quote instanceof DutchQuoteV2
            || quote instanceof DutchQuoteV3
            || quote instanceof PriorityQuote
            || (quote instanceof DutchQuote && quote.routing().equals(Routing.LIMIT_ORDER))
            || quote instanceof UnknownQuote;
    if (!accepted) {
      throw new InvalidModelException(
          "quote",
          "POST /order takes a DUTCH_V2, DUTCH_V3, PRIORITY or LIMIT_ORDER quote, was a "
              + quote.routing()
              + " quote (use POST /swap for CLASSIC, WRAP, UNWRAP and BRIDGE quotes)");
    }
    return quote == quote() ? this : ImmutableOrderRequest.copyOf(this).withQuote(quote);
  }
}
