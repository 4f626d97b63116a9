package io.tradingsdk.trade;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tradingsdk.core.NotFoundException;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.TradingApiException;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.SettledAmount;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.TypedData;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * DUTCH_V2, DUTCH_V3, PRIORITY and LIMIT_ORDER (quoted by {@code /limit_order_quote}): gasless UniswapX orders. Steps: the Permit2 approval (the reactor pulls the input
 * through Permit2), a fresh quote, the order signed and journaled ({@code signed}: the signature and the exact quote,
 * before it leaves the process, so a resumed trade posts the same order and never signs a second one), {@code POST
 * /order} ({@code order}), then {@code GET /orders} until filled, expired, cancelled, or error (or insufficient
 * funds) past the order's deadline. {@link Trade#cancel()}
 * on an open order sends Permit2's {@code invalidateUnorderedNonces} for the order's nonce.
 */
final class OrderDriver implements RoutingDriver {
  static final String SIGNED = "signed";
  static final String ORDER = "order";
  /** The step of the transaction that spends an open order's Permit2 nonce. */
  static final String CANCEL_STEP = "order-cancel";
  private static final byte[] INVALIDATE = selector("invalidateUnorderedNonces(uint256,uint256)");

  @Override
  public TradeResult.Builder drive(Journey j, Quoter.Quoted quoted) {
    Optional<JournalEntry> signed = j.lastOf("order", java.util.Set.of(SIGNED));
    String signature;
    if (signed.isEmpty()) {
      Tokens tokens = Quoter.tokens(j);
      Approvals.ensure(j, j.intent().chainIn(), tokens.in(), quoted.terms().worstIn());
      quoted = Quoter.within(Quoter.GASLESS_FAMILY, Quoter.fresh(j, quoted)); // an order's quote, or re-dispatched
      Quoter.Quoted toSign = quoted;
      io.tradingsdk.models.PermitData permit = toSign.response().permit().orElseThrow(() -> TradeStop.failed(
          TradeFailure.Reason.UNSUPPORTED, "the " + toSign.routing() + " quote carries no permitData to sign"));
      PermitChecks.order(j, tokens, quoted, permit);
      j.checkBeforeSideEffect();
      j.emit("signing", TradeStatus.SIGNING, "what", "order");
      signature = j.s.signer.sign(TypedData.from(permit)).toHex();
      OrderQuote order = (OrderQuote) quoted.response().quote();
      j.write(SIGNED, Journey.fields("step", "order", "signature", signature, "orderId", order.orderId(),
          "nonce", order.order().nonce().toString(), "chainId", Long.toString(order.order().chainId().id()),
          "quote", Quoter.json(quoted.response()), "at", quoted.at().toString()));
      j.emit("order-signed", TradeStatus.SIGNING, "orderId", order.orderId());
    } else {
      signature = signed.get().fields().get("signature");
      quoted = read(j, signed.get());
    }
    OrderQuote orderQuote = (OrderQuote) quoted.response().quote();
    String orderId = orderQuote.orderId();
    if (j.last(ORDER).isEmpty()) {
      if (j.trade.cancelRequested() && !posted(j, orderId)) {
        // Cancelled after the signature but before the post: the signed order never left the process (or an
        // earlier run's post never reached /orders), so not posting it is the whole cancel. Posting it anyway
        // would let a filler fill an order the user cancelled before it was sent.
        throw TradeStop.cancelled("cancelled before order " + orderId + " was posted");
      }
      j.emit("posting", TradeStatus.SUBMITTING, "orderId", orderId);
      orderId = post(j, quoted, signature, orderId);
      j.write(ORDER, Journey.fields("orderId", orderId));
      j.emit("order-posted", TradeStatus.PENDING, "orderId", orderId);
    } else {
      orderId = j.last(ORDER).get().fields().get("orderId");
    }
    return follow(j, quoted, orderId, orderQuote);
  }

  private TradeResult.Builder follow(Journey j, Quoter.Quoted quoted, String orderId, OrderQuote orderQuote) {
    OrderStatus last = null;
    for (int attempt = 1; ; attempt++) {
      Optional<UniswapXOrder> order = findOrder(j, orderId);
      OrderStatus status = order.map(UniswapXOrder::orderStatus).orElse(OrderStatus.UNVERIFIED);
      if (!status.equals(last)) {
        j.emit("order-status", status.equals(OrderStatus.OPEN) || status.equals(OrderStatus.UNVERIFIED)
            ? TradeStatus.PENDING : j.trade.status(), "orderId", orderId, "status", status.toString());
        last = status;
      }
      if (status.equals(OrderStatus.FILLED)) {
        UniswapXOrder filled = order.get();
        BigInteger in = quoted.terms().expectedIn();
        BigInteger out = quoted.terms().expectedOut();
        for (SettledAmount s : filled.settledAmounts().orElse(List.of())) {
          in = s.amountIn().orElse(in);
          out = s.amountOut().orElse(out);
        }
        return TradeResult.builder(j.id(), TradeStatus.SETTLED).amountIn(in).amountOut(out)
            .txHashes(filled.txHash().map(List::of).orElse(List.of()));
      }
      if (status.equals(OrderStatus.EXPIRED)) {
        throw TradeStop.expiredUnfilled("order " + orderId + " expired unfilled");
      }
      if (status.equals(OrderStatus.CANCELLED)) {
        throw TradeStop.cancelled("order " + orderId + " was cancelled");
      }
      if ((status.equals(OrderStatus.ERROR) || status.equals(OrderStatus.INSUFFICIENT_FUNDS))
          && deadlinePassed(j, orderQuote)) {
        // ERROR and INSUFFICIENT_FUNDS leave the order's Permit2 nonce unspent: until its deadline a filler may still
        // fill it (the service retries, the wallet is topped up), so before the deadline it is followed like an open
        // order (a run past maxPolls ends resumable, a cancel spends its nonce). Final only once it cannot be filled.
        throw TradeStop.failed(TradeFailure.Reason.ORDER_ERROR, "order " + orderId + " ended " + status
            + " and its deadline " + Instant.ofEpochSecond(orderQuote.order().deadline()) + " passed unfilled");
      }
      // The user's cancel is carried out once: asked of this run, or journaled by an earlier run that died before
      // its cancel transaction was mined (the resumed run's handle has no cancel request of its own: without the
      // journal's, the order would stay open and fillable although the user cancelled it).
      boolean cancelJournaled = TxStep.started(j, CANCEL_STEP);
      boolean cancelMined = j.lastOf(CANCEL_STEP, java.util.Set.of(TxStep.MINED)).isPresent();
      if (!cancelMined && (cancelJournaled || j.trade.cancelRequested())) {
        cancelOnChain(j, orderQuote);
      }
      j.pause("orders", attempt);
    }
  }

  /** True once the engine's clock is past the signed order's deadline: no reactor fills it any more. */
  private static boolean deadlinePassed(Journey j, OrderQuote order) {
    return j.s.clock.instant().getEpochSecond() > order.order().deadline();
  }

  /** Spends the order's Permit2 nonce ({@code invalidateUnorderedNonces(wordPos, mask)}): no filler can fill it. */
  private static void cancelOnChain(Journey j, OrderQuote order) {
    BigInteger nonce = order.order().nonce();
    byte[] data = new byte[4 + 64];
    System.arraycopy(INVALIDATE, 0, data, 0, 4);
    word(nonce.shiftRight(8), data, 4);
    word(BigInteger.ONE.shiftLeft(nonce.and(BigInteger.valueOf(0xff)).intValue()), data, 36);
    TransactionRequest tx = TransactionRequest.builder().from(j.s.signer.address().toChecksumHex())
        .to(PermitChecks.permit2(order.order().chainId().id()))
        .data(Hex.encode(data)).value("0").chainId(order.order().chainId()).build();
    j.emit("cancelling", TradeStatus.SUBMITTING, "orderId", order.orderId());
    TxStep.send(j, CANCEL_STEP, tx, null, true); // the cancel itself: not stopped by the cancel request
    TxStep.await(j, CANCEL_STEP);
  }

  private static void word(BigInteger value, byte[] into, int offset) {
    byte[] bytes = value.toByteArray();
    int len = Math.min(bytes.length, 32);
    System.arraycopy(bytes, bytes.length - len, into, offset + 32 - len, len);
  }

  /** Whether /orders lists the order: empty when /orders could not be read (an error other than a 404). */
  private static Optional<Boolean> lookup(Journey j, String orderId) {
    try {
      return Optional.of(findOrder(j, orderId).isPresent());
    } catch (NotFoundException notFound) {
      return Optional.of(false);
    } catch (TradingApiException | TradingIoException unreadable) {
      return Optional.empty();
    }
  }

  /**
   * Posts the signed order; returns its id. A post whose outcome is unclear (a 5xx or 429, an answer lost: the client
   * never sends an order twice by itself) is settled here:
   *
   * <ul>
   *   <li>posted already (by an earlier run, or by this call with its answer lost)? Then /orders knows it: the same
   *       signed order, not a new one, and the trade follows it;
   *   <li>/orders does not list it: the same signed order is posted again, at most {@link #POSTS} times in all and
   *       paced. The same signature can never fill twice (one Permit2 nonce), so this cannot double the trade; a
   *       refusal (4xx) with /orders not listing it is the failure;
   *   <li>still unclear after that (or /orders unreadable): the order may be live, so the trade stays resumable (a
   *       resume posts the same signed order again, or finds it) rather than ending FAILED over an order a filler may
   *       still fill.
   * </ul>
   */
  private static String post(Journey j, Quoter.Quoted quoted, String signature, String orderId) {
    for (int attempt = 1; ; attempt++) {
      try {
        return j.s.client.order(OrderRequest.fromQuote(quoted.response(), signature)).orderId();
      } catch (TradingApiException | TradingIoException e) {
        Optional<Boolean> known = lookup(j, orderId);
        if (known.isPresent() && known.get()) {
          return orderId;
        }
        boolean refused = e instanceof TradingApiException && definite((TradingApiException) e);
        if (known.isPresent() && refused) {
          throw e;
        }
        if (known.isEmpty() || attempt >= POSTS) {
          throw TradeStop.unsettled("POST /order of order " + orderId + " did not answer clearly (" + e
              + ") and /orders " + (known.isEmpty() ? "could not be read" : "does not list it yet")
              + "; resume the trade to post the same signed order again or follow it");
        }
        j.emit("order-post-unclear", TradeStatus.SUBMITTING, "orderId", orderId, "attempt",
            Integer.toString(attempt), "error", e.getClass().getSimpleName());
        j.pause("order post", attempt);
      }
    }
  }

  /** Posts of one signed order in one run, the first included, while /orders does not list it. */
  private static final int POSTS = 3;

  /** A refusal that says the service did not take the order: a 4xx other than 429. */
  private static boolean definite(TradingApiException e) {
    return e.status() >= 400 && e.status() < 500 && !(e instanceof RateLimitedException);
  }

  private static boolean posted(Journey j, String orderId) {
    try {
      return findOrder(j, orderId).isPresent();
    } catch (TradingApiException notFound) {
      return false;
    }
  }

  private static Optional<UniswapXOrder> findOrder(Journey j, String orderId) {
    List<UniswapXOrder> orders = j.s.client.getOrders(OrdersQuery.builder().orderId(orderId).build()).orders();
    return orders.isEmpty() ? Optional.empty() : Optional.of(orders.get(0));
  }

  private static Quoter.Quoted read(Journey j, JournalEntry signed) {
    try {
      QuoteResponse response = TradingJson.mapper().readValue(signed.fields().get("quote"), QuoteResponse.class);
      j.routing = response.routing().toString();
      return new Quoter.Quoted(response, Instant.parse(signed.fields().get("at")),
          QuoteTerms.of(response.quote(), j.s.signer.address().toChecksumHex()));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] selector(String signature) {
    byte[] hash = Keccak.hash(signature.getBytes(StandardCharsets.US_ASCII));
    return new byte[] {hash[0], hash[1], hash[2], hash[3]};
  }
}
