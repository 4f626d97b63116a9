package io.tradingsdk.trade;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.Urgency;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.order.ImmutableLimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.RoutingPreference;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * The quote step shared by every driver: the request from the intent, the routing checked against the preference,
 * the worst case checked against the user's limit (a quote beyond it stops the trade before anything is sent), the
 * quote journaled, and re-quoted when it grew stale.
 */
final class Quoter {
  static final String KIND = "quote";
  static final Set<Routing> CLASSIC_FAMILY = Set.of(Routing.CLASSIC, Routing.WRAP, Routing.UNWRAP, Routing.BRIDGE);
  static final Set<Routing> GASLESS_FAMILY = Set.of(Routing.DUTCH_V2, Routing.DUTCH_V3, Routing.PRIORITY,
      Routing.LIMIT_ORDER);

  /** A quote and when it was taken. */
  record Quoted(QuoteResponse response, Instant at, QuoteTerms terms) {
    Routing routing() {
      return response.routing();
    }
  }

  private Quoter() {}

  static Tokens tokens(Journey j) {
    if (j.tokens == null) {
      j.tokens = Tokens.resolve(j);
    }
    return j.tokens;
  }

  /** A new quote, checked and journaled; {@code why} is {@code quoted} or {@code requoted}. */
  static Quoted quote(Journey j, String why) {
    j.checkBeforeSideEffect();
    TradeIntent intent = j.intent();
    Tokens tokens = tokens(j);
    j.emit("quoting", TradeStatus.QUOTING);
    if (intent.limitPrice().isPresent()) {
      return journal(j, why, limitOrder(j, tokens));
    }
    io.tradingsdk.models.quote.ImmutableQuoteRequest.Builder request = QuoteRequest.builder().type(intent.type()).amount(tokens.amount())
        .tokenIn(tokens.in()).tokenInChainId(ChainId.of(intent.chainIn()))
        .tokenOut(tokens.out()).tokenOutChainId(ChainId.of(intent.chainOut()))
        .swapper(j.s.signer.address().toChecksumHex());
    if (intent.slippagePercent().isPresent()) {
      request.slippageTolerance(intent.slippagePercent().get());
    } else {
      request.autoSlippage(AutoSlippage.DEFAULT);
    }
    intent.urgency().ifPresent(u -> request.urgency(Urgency.of(u)));
    switch (intent.routing()) {
      case CLASSIC:
        request.protocols(List.of(Protocol.V2, Protocol.V3, Protocol.V4));
        break;
      case GASLESS:
        request.protocols(List.of(Protocol.of("UNISWAPX_V2"), Protocol.of("UNISWAPX_V3")));
        break;
      default:
        request.routingPreference(RoutingPreference.BEST_PRICE);
    }
    RequestOptions.Builder options = RequestOptions.builder();
    if (intent.crossChain() && intent.routing() == RoutePreference.BEST) {
      options.header("x-chained-actions-enabled", "true");
    }
    return journal(j, why, j.s.client.quote(request.build(), options.build()));
  }

  /**
   * {@code /limit_order_quote} at the intent's limit price (its deadline the order's), as the {@link QuoteResponse}
   * the order step signs and posts: the same quote, routing and permit.
   */
  private static QuoteResponse limitOrder(Journey j, Tokens tokens) {
    TradeIntent intent = j.intent();
    ImmutableLimitOrderQuoteRequest.Builder request = LimitOrderQuoteRequest.builder()
        .swapper(j.s.signer.address().toChecksumHex()).type(intent.type()).amount(tokens.amount())
        .tokenIn(tokens.in()).tokenOut(tokens.out())
        .tokenInChainId(ChainId.of(intent.chainIn())).tokenOutChainId(ChainId.of(intent.chainOut()))
        .limitPrice(intent.limitPrice().orElseThrow().toPlainString());
    intent.deadline().ifPresent(d -> request.orderDeadline(d.getEpochSecond()));
    LimitOrderQuoteResponse limit = j.s.client.limitOrderQuote(request.build());
    return QuoteResponse.builder().requestId(limit.requestId()).routing(limit.routing()).quote(limit.quote())
        .permitData(limit.permitData()).build();
  }

  private static Quoted journal(Journey j, String why, QuoteResponse response) {
    TradeIntent intent = j.intent();
    Quoted quoted = accept(j, response, j.s.clock.instant());
    j.write(KIND, Journey.fields("routing", response.routing().toString(), "at", quoted.at().toString(), "json",
        json(response)));
    j.routing = response.routing().toString();
    j.emit(why, TradeStatus.QUOTING, "routing", response.routing().toString(), "amountIn",
        quoted.terms().expectedIn().toString(), "amountOut", quoted.terms().expectedOut().toString(), "worstIn",
        quoted.terms().worstIn().toString(), "worstOut", quoted.terms().worstOut().toString());
    checkLimit(intent, quoted.terms(), response.routing());
    if (why.equals("requoted")) {
      checkAgainstFirstQuote(j, quoted.terms(), response.routing());
    }
    return quoted;
  }

  /**
   * A re-quote (the first expired) when the user set no limit: bounded by the first quote's worst case, which is what
   * the user saw and agreed to (its minimum output for an exact input, its maximum input for an exact output). A
   * market that moved against the user meanwhile ends the trade LIMIT_EXCEEDED before anything of the re-quote is
   * signed, instead of signing a price nobody saw. A limit the user set ({@code minAmountOut}, {@code maxAmountIn})
   * is the explicit allowance to re-price within it: {@link #checkLimit} alone applies then. The first quote is the
   * journal's, so a resumed trade keeps the same bound.
   */
  private static void checkAgainstFirstQuote(Journey j, QuoteTerms terms, Routing routing) {
    TradeIntent intent = j.intent();
    if (intent.minAmountOut().isPresent() || intent.maxAmountIn().isPresent()) {
      return;
    }
    QuoteTerms first = read(j, j.all(KIND).get(0)).terms();
    if (intent.type().equals(TradeType.EXACT_INPUT) && terms.worstOut().compareTo(first.worstOut()) < 0) {
      throw TradeStop.failed(TradeFailure.Reason.LIMIT_EXCEEDED, "the " + routing + " re-quote may pay out as little "
          + "as " + terms.worstOut() + ", under the first quote's minimum " + first.worstOut() + " (expected "
          + terms.expectedOut() + ", first quote " + first.expectedOut() + "); set minAmountOut to allow re-pricing");
    }
    if (intent.type().equals(TradeType.EXACT_OUTPUT) && !terms.worstInKnown() && first.worstInKnown()) {
      throw TradeStop.failed(TradeFailure.Reason.LIMIT_EXCEEDED, "the " + routing + " re-quote gives no maximum input "
          + "(neither its input's maximumAmount nor its slippage): it may take more than its expected "
          + terms.expectedIn() + ", over the first quote's maximum " + first.worstIn()
          + "; set maxAmountIn to allow re-pricing");
    }
    if (intent.type().equals(TradeType.EXACT_OUTPUT) && terms.worstIn().compareTo(first.worstIn()) > 0) {
      throw TradeStop.failed(TradeFailure.Reason.LIMIT_EXCEEDED, "the " + routing + " re-quote may take as much as "
          + terms.worstIn() + ", over the first quote's maximum " + first.worstIn() + " (expected "
          + terms.expectedIn() + ", first quote " + first.expectedIn() + "); set maxAmountIn to allow re-pricing");
    }
  }

  /** The routing and the limit checked; throws a typed stop when the quote is not acceptable. */
  private static Quoted accept(Journey j, QuoteResponse response, Instant at) {
    TradeIntent intent = j.intent();
    Routing routing = response.routing();
    if (intent.routing() == RoutePreference.CLASSIC && !CLASSIC_FAMILY.contains(routing)
        || intent.routing() == RoutePreference.GASLESS && !GASLESS_FAMILY.contains(routing)) {
      throw TradeStop.failed(TradeFailure.Reason.UNSUPPORTED, "the API answered " + routing + " to a "
          + intent.routing() + " intent");
    }
    return new Quoted(response, at, QuoteTerms.of(response.quote(), j.s.signer.address().toChecksumHex()));
  }

  static void checkLimit(TradeIntent intent, QuoteTerms terms, Routing routing) {
    if (intent.minAmountOut().isPresent() && terms.worstOut().compareTo(intent.minAmountOut().get()) < 0) {
      throw TradeStop.failed(TradeFailure.Reason.LIMIT_EXCEEDED, "the " + routing + " quote may pay out as little as "
          + terms.worstOut() + ", under the limit " + intent.minAmountOut().get() + " (expected " + terms.expectedOut()
          + ")");
    }
    if (intent.maxAmountIn().isPresent() && !terms.worstInKnown()) {
      throw TradeStop.failed(TradeFailure.Reason.LIMIT_EXCEEDED, "the " + routing + " quote gives no maximum input "
          + "(neither its input's maximumAmount nor its slippage): it may take more than its expected "
          + terms.expectedIn() + ", so the limit " + intent.maxAmountIn().get() + " cannot be assured");
    }
    if (intent.maxAmountIn().isPresent() && terms.worstIn().compareTo(intent.maxAmountIn().get()) > 0) {
      throw TradeStop.failed(TradeFailure.Reason.LIMIT_EXCEEDED, "the " + routing + " quote may take as much as "
          + terms.worstIn() + ", over the limit " + intent.maxAmountIn().get() + " (expected " + terms.expectedIn() + ")");
    }
    if (!intent.type().equals(TradeType.EXACT_INPUT) && !intent.type().equals(TradeType.EXACT_OUTPUT)) {
      throw TradeStop.failed(TradeFailure.Reason.INVALID_REQUEST, "type: expected EXACT_INPUT or EXACT_OUTPUT");
    }
  }

  /** The quote again when it is older than the engine's quote lifetime; counts re-quotes against the bound. */
  static Quoted fresh(Journey j, Quoted quoted) {
    while (Duration.between(quoted.at(), j.s.clock.instant()).compareTo(j.s.quoteLifetime) >= 0) {
      quoted = requote(j, "the quote is older than " + j.s.quoteLifetime);
    }
    return quoted;
  }

  /** A new quote because the last one expired ({@code why}); past the bound, QUOTE_EXPIRED. */
  static Quoted requote(Journey j, String why) {
    int requotes = j.all(KIND).size();
    if (requotes > j.s.maxRequotes) {
      throw TradeStop.failed(TradeFailure.Reason.QUOTE_EXPIRED, "the quote expired " + requotes
          + " times before it could be used (" + why + ")");
    }
    j.emit("quote-expired", TradeStatus.QUOTING, "why", why);
    return quote(j, "requoted");
  }

  /**
   * A (re-)quote came back with a routing another driver drives (a BEST intent's market moved from an order to a
   * classic route, or back): the driver stops before signing anything of it, and the engine hands the quote to the
   * driver of its routing.
   */
  static final class RoutingChanged extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient Quoted quoted;

    RoutingChanged(Quoted quoted) {
      super("the re-quote's routing is " + quoted.routing(), null, false, false);
      this.quoted = quoted;
    }
  }

  /** {@code quoted} itself when its routing is one of {@code family}; else {@link RoutingChanged}. */
  static Quoted within(Set<Routing> family, Quoted quoted) {
    if (!family.contains(quoted.routing())) {
      throw new RoutingChanged(quoted);
    }
    return quoted;
  }

  /** The last journaled quote, read back (a resumed trade continues with the quote its side effects used). */
  static Quoted journaled(Journey j) {
    return read(j, j.last(KIND).orElseThrow(() -> new IllegalStateException("no quote in the journal")));
  }

  private static Quoted read(Journey j, JournalEntry entry) {
    try {
      QuoteResponse response = TradingJson.mapper().readValue(entry.fields().get("json"), QuoteResponse.class);
      j.routing = response.routing().toString();
      return new Quoted(response, Instant.parse(entry.fields().get("at")),
          QuoteTerms.of(response.quote(), j.s.signer.address().toChecksumHex()));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String json(Object value) {
    try {
      return TradingJson.mapper().writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
