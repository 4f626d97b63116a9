package io.tradingsdk.server.internal.engine;

import java.math.BigInteger;
import java.util.Optional;

/**
 * The simulated fillers of limit orders ({@link IntentOrder.Kind#LIMIT_ORDER}): an open limit order is filled once the
 * market reaches its limit price, that is when the chain's pools give at least the order's outputs for its input
 * (priced by the same routes as the quotes, {@link ChainOrderBook#marketOutput}); until its deadline, after which it
 * reads expired. A simulated chain's pools never change, so there an order at or under the market fills when it is
 * first observed and one above it stays open to its deadline. Where the chain has a real limit-order reactor (the EVM
 * mode), the order went to it instead ({@code ChainBackend.reactor("LIMIT_ORDER")}, filled by {@link ChainOrderBook}
 * on chain) and is skipped here. Like the EVM mode's order book, orders are examined when someone observes them
 * ({@code GET /orders}) rather than by a thread, so the same requests give the same answers.
 */
public final class LimitOrders {
  private LimitOrders() {}

  /** Fills every open limit order the market covers at the simulated time now. */
  public static void settle(Engine engine) {
    long now = engine.nowSeconds();
    for (OrderStore.Submitted candidate : engine.orders().all()) {
      IntentOrder order = candidate.order;
      if (order.kind != IntentOrder.Kind.LIMIT_ORDER || candidate.onChain()
          || !candidate.status(now).equals("open")) {
        continue;
      }
      if (covered(engine, order)) {
        engine.orders().filledLimit(candidate.orderId, now);
      }
    }
  }

  private static boolean covered(Engine engine, IntentOrder order) {
    String outToken = order.outputs.get(0).token;
    BigInteger owed = BigInteger.ZERO;
    for (IntentOrder.Amount output : order.outputs) {
      if (!output.token.equalsIgnoreCase(outToken)) {
        return false; // a limit order pays one output token (the swapper's and the fee's)
      }
      owed = owed.add(output.start);
    }
    Optional<BigInteger> market = engine.chainOrders().marketOutput(order.chainId, order.input.token, outToken,
        order.input.start);
    return market.isPresent() && market.get().compareTo(owed) >= 0;
  }
}
