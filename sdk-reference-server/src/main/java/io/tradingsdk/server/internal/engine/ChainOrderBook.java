package io.tradingsdk.server.internal.engine;

import io.tradingsdk.server.internal.chain.InsufficientLiquidityException;
import io.tradingsdk.server.internal.chain.OrderReactor;
import io.tradingsdk.server.internal.chain.Token;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The orders a chain's real reactor fills ({@link io.tradingsdk.server.internal.chain.ChainBackend#reactor}: the EVM
 * mode's {@code DUTCH_V2}), and the server as a rational filler of them. The
 * server cosigns an order once, when it is posted (the decay starts at the chain's time then), and fills it only
 * while the market covers it: when what the chain's pools give for the order's input now (priced by the same
 * routes and on-chain pricing as the quotes) is at least the outputs the order owes now (decayed at the chain's
 * time). Otherwise the order stays open, and is examined again whenever someone observes the orders or moves the
 * chain's clock ({@link #settle}); once the chain's time passes its deadline it is expired and never filled. An
 * order the reactor would no longer take because its swapper spent its Permit2 nonce (Permit2's {@code
 * invalidateUnorderedNonces}, the way a swapper cancels) is cancelled, for good; one whose swapper no longer holds
 * the input or no longer lets Permit2 take it stays open, since the swapper can put either back before the deadline.
 *
 * <p>Orders are examined on demand rather than by a thread watching blocks: the chain moves only when a client acts,
 * and a fill can only be observed through {@code /orders}, so examining there (and where the server itself moves
 * the clock) gives the same answers deterministically, with nothing running between requests. Thread-safe: every
 * method locks the book.
 */
public final class ChainOrderBook {
  /** An order waiting for the market: its reactor, the cosigned order the reactor takes and the swapper's signature. */
  private static final class Open {
    final IntentOrder order;
    final OrderReactor reactor;
    final OrderReactor.Cosigned cosigned;
    final String signature;

    Open(IntentOrder order, OrderReactor reactor, OrderReactor.Cosigned cosigned, String signature) {
      this.order = order;
      this.reactor = reactor;
      this.cosigned = cosigned;
      this.signature = signature;
    }
  }

  private final Engine engine;
  private final Map<String, Open> open = new LinkedHashMap<>();

  ChainOrderBook(Engine engine) {
    this.engine = engine;
  }

  /**
   * Cosigns a checked, signed order, has the reactor check it, records it (open), and fills it at once when the
   * market covers it.
   *
   * @throws OrderReactor.RefusedException when the reactor or Permit2 would revert, naming the error; nothing is
   *     recorded then
   */
  public synchronized void submit(OrderReactor reactor, String orderId, IntentOrder order, String encodedOrder,
      String signature, String quoteId, long createdAt) {
    OrderReactor.Cosigned cosigned = reactor.cosign(encodedOrder, orderId);
    reactor.check(cosigned, signature);
    engine.orders().submitOnChain(orderId, order, encodedOrder, signature, quoteId, createdAt);
    open.put(orderId, new Open(order, reactor, cosigned, signature));
    settle(orderId, engine.backend(order.chainId).nowSeconds());
  }

  /**
   * Examines every open order at the chain's time: fills those the market covers, records those whose nonce the
   * swapper spent as cancelled, forgets those past their deadline (their status reads expired) and those no longer
   * kept.
   */
  public synchronized void settle() {
    if (open.isEmpty()) {
      return;
    }
    Map<Long, Long> now = new HashMap<>(); // each chain's time, read once
    for (String orderId : new ArrayList<>(open.keySet())) {
      long chainId = open.get(orderId).order.chainId;
      settle(orderId, now.computeIfAbsent(chainId, id -> engine.backend(id).nowSeconds()));
    }
  }

  /** Forgets every open order (the chain was reverted to its loaded state). */
  synchronized void clear() {
    open.clear();
  }

  private void settle(String orderId, long now) {
    Open candidate = open.get(orderId);
    if (now > candidate.order.deadline || engine.orders().submitted(orderId).isEmpty()) {
      open.remove(orderId);
      return;
    }
    OrderReactor filler = candidate.reactor;
    try {
      filler.check(candidate.cosigned, candidate.signature);
    } catch (OrderReactor.RefusedException refused) {
      if (filler.nonceSpent(candidate.order.swapper, candidate.order.nonce)) {
        // Only this server holds the cosignature, so no one else filled it: the swapper spent the nonce itself.
        open.remove(orderId);
        engine.orders().cancelledOnChain(orderId);
      }
      return; // else the input or Permit2's allowance is gone for now: open, examined again, until its deadline
    }
    Optional<BigInteger> market = coveredBy(candidate, filler.decayClock(candidate.cosigned, now));
    if (market.isEmpty()) {
      return;
    }
    filler.execute(candidate.cosigned, candidate.signature, market.get()).ifPresent(fill -> {
      open.remove(orderId);
      engine.orders().filledOnChain(orderId, new OrderStore.ChainFill(fill.txHash(), filler.filler(),
          fill.amountIn(), fill.amountOut()));
    });
  }

  /**
   * What the market gives for the order's input when it pays for the order at {@code now} (in the reactor's decay
   * clock: a time, or a block): the best route through the chain's pools (any protocol, as a quote routes) turns the
   * decayed input into at least every decayed output; empty when it does not. The filler's gas is not counted: on
   * the development chain it costs the server nothing.
   */
  private Optional<BigInteger> coveredBy(Open candidate, long now) {
    IntentOrder order = candidate.order;
    OrderReactor.Cosigned window = candidate.cosigned;
    String outToken = order.outputs.get(0).token;
    BigInteger owed = BigInteger.ZERO;
    for (IntentOrder.Amount output : order.outputs) {
      if (!output.token.equalsIgnoreCase(outToken)) {
        return Optional.empty(); // the quotes never mix output tokens; such an order has no single market price
      }
      owed = owed.add(window.decayed(output.start, output.end, now));
    }
    BigInteger input = window.decayed(order.input.start, order.input.end, now);
    BigInteger owedTotal = owed;
    return marketOutput(order.chainId, order.input.token, outToken, input)
        .filter(amount -> amount.compareTo(owedTotal) >= 0);
  }

  /** What the chain's pools give for {@code amountIn}; empty when no route fills it. */
  Optional<BigInteger> marketOutput(long chainId, String tokenIn, String tokenOut, BigInteger amountIn) {
    Optional<Token> in = engine.market().token(chainId, tokenIn).map(this::poolToken);
    Optional<Token> out = engine.market().token(chainId, tokenOut).map(this::poolToken);
    if (in.isEmpty() || out.isEmpty() || in.get().key().equals(out.get().key())) {
      return Optional.empty();
    }
    try {
      return Optional.of(engine.router(chainId).best(chainId, in.get(), out.get(), amountIn, true,
          Set.copyOf(Rules.POOL_PROTOCOLS), false).amountOut());
    } catch (InsufficientLiquidityException noRoute) {
      return Optional.empty();
    }
  }

  /** Pools hold the wrapped native token, never the native currency. */
  private Token poolToken(Token token) {
    return token.isNative() ? engine.market().wrappedNative(token.chainId()) : token;
  }
}
