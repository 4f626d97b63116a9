package io.tradingsdk.server.internal.engine;

import io.tradingsdk.server.internal.chain.InsufficientLiquidityException;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.evm.EvmChain;
import io.tradingsdk.server.internal.evm.EvmContracts;
import io.tradingsdk.server.internal.evm.UniswapXFiller;
import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code DUTCH_V2} orders the EVM mode's real reactor fills, and the server as a rational filler of them. The
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
  /** An order waiting for the market: the cosigned order the reactor takes and the swapper's signature. */
  private static final class Open {
    final IntentOrder order;
    final UniswapXFiller.Cosigned cosigned;
    final String signature;

    Open(IntentOrder order, UniswapXFiller.Cosigned cosigned, String signature) {
      this.order = order;
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
   * @throws UniswapXFiller.RefusedException when the reactor or Permit2 would revert, naming the error; nothing is
   *     recorded then
   */
  public synchronized void submit(EvmChain chain, String orderId, IntentOrder order, String encodedOrder,
      String signature, String quoteId, long createdAt) {
    UniswapXFiller filler = chain.uniswapX();
    UniswapXFiller.Cosigned cosigned = filler.cosign(encodedOrder, orderId);
    filler.check(cosigned, signature);
    engine.orders().submitOnChain(orderId, order, encodedOrder, signature, quoteId, createdAt);
    open.put(orderId, new Open(order, cosigned, signature));
    settle(chain, orderId, chain.latestTimestamp());
  }

  /**
   * Examines every open order at the chain's time: fills those the market covers, records those whose nonce the
   * swapper spent as cancelled, forgets those past their deadline (their status reads expired) and those no longer
   * kept.
   */
  public synchronized void settle() {
    Optional<EvmChain> chain = engine.evm(EvmContracts.CHAIN_ID);
    if (chain.isEmpty() || open.isEmpty()) {
      return;
    }
    long now = chain.get().latestTimestamp();
    for (String orderId : new ArrayList<>(open.keySet())) {
      settle(chain.get(), orderId, now);
    }
  }

  /** Forgets every open order (the chain was reverted to its loaded state). */
  synchronized void clear() {
    open.clear();
  }

  private void settle(EvmChain chain, String orderId, long now) {
    Open candidate = open.get(orderId);
    if (now > candidate.order.deadline || engine.orders().submitted(orderId).isEmpty()) {
      open.remove(orderId);
      return;
    }
    UniswapXFiller filler = chain.uniswapX();
    try {
      filler.check(candidate.cosigned, candidate.signature);
    } catch (UniswapXFiller.RefusedException refused) {
      if (filler.nonceSpent(Address.of(candidate.order.swapper), candidate.order.nonce)) {
        // Only this server holds the cosignature, so no one else filled it: the swapper spent the nonce itself.
        open.remove(orderId);
        engine.orders().cancelledOnChain(orderId);
      }
      return; // else the input or Permit2's allowance is gone for now: open, examined again, until its deadline
    }
    if (!covered(candidate, now)) {
      return;
    }
    filler.execute(candidate.cosigned, candidate.signature).ifPresent(fill -> {
      open.remove(orderId);
      engine.orders().filledOnChain(orderId, new Orders.ChainFill(fill.txHash(), filler.filler().toChecksumHex(),
          fill.amountIn(), fill.amountOut()));
    });
  }

  /**
   * Whether the market pays for the order at {@code now}: the best route through the chain's pools (any
   * protocol, as a quote routes) turns the decayed input into at least every decayed output. The filler's gas is
   * not counted: on the development chain it costs the server nothing.
   */
  private boolean covered(Open candidate, long now) {
    IntentOrder order = candidate.order;
    UniswapXFiller.Cosigned window = candidate.cosigned;
    String outToken = order.outputs.get(0).token;
    BigInteger owed = BigInteger.ZERO;
    for (IntentOrder.Amount output : order.outputs) {
      if (!output.token.equalsIgnoreCase(outToken)) {
        return false; // the quotes never mix output tokens; such an order has no single market price
      }
      owed = owed.add(window.decayed(output.start, output.end, now));
    }
    BigInteger input = window.decayed(order.input.start, order.input.end, now);
    Optional<BigInteger> market = marketOutput(order.chainId, order.input.token, outToken, input);
    return market.isPresent() && market.get().compareTo(owed) >= 0;
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
