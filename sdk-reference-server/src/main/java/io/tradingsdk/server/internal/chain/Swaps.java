package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;

/**
 * How a swap moves tokens when it is mined, hop by hop through its route's pools, each pool emitting its own
 * {@code Swap} event in its own protocol's shape. The router runs the hops: the first pulls the input from the payer
 * (through Permit2, or from the router itself when it wrapped ETH first), the intermediate amounts pass through the
 * router, the last hop pays the recipient. A V2 pair and a V3 pool hold their own tokens; V4 pools live in the
 * PoolManager, which holds them all.
 */
public final class Swaps {
  private Swaps() {}

  /**
   * Settles a priced route on {@code ledger} (its amounts are the ones the swap executes at: the pools' reserves
   * never move, so they are the quoted ones).
   *
   * @param payer who pays the first hop's input
   * @param router the router running the swap (the pools' {@code sender})
   * @param recipient who receives the last hop's output
   */
  public static void settle(Ledger ledger, Chain chain, Router.Priced route, String payer, String router,
      String recipient) {
    int last = route.hops.size() - 1;
    for (int i = 0; i <= last; i++) {
      Router.Hop hop = route.hops.get(i);
      String from = i == 0 ? payer : router;
      String to = i == last ? recipient : router;
      hop(ledger, chain, hop, route.amounts.get(i), route.amounts.get(i + 1), from, router, to);
    }
  }

  private static void hop(Ledger ledger, Chain chain, Router.Hop hop, BigInteger amountIn, BigInteger amountOut,
      String from, String router, String to) {
    Pool pool = hop.pool;
    long chainId = chain.id();
    boolean zeroForOne = pool.token0().key().equals(hop.in.key());
    switch (pool.protocol()) {
      case "V2":
        // The router pays the pair first; the pair pays out and emits Swap.
        ledger.balances().transfer(chainId, hop.in, from, pool.address(), amountIn);
        ledger.balances().transfer(chainId, hop.out, pool.address(), to, amountOut);
        ledger.emit(Events.v2Swap(pool.address(), router, zeroForOne ? amountIn : BigInteger.ZERO,
            zeroForOne ? BigInteger.ZERO : amountIn, zeroForOne ? BigInteger.ZERO : amountOut,
            zeroForOne ? amountOut : BigInteger.ZERO, to));
        break;
      case "V3":
        // The pool pays out first, takes the input in its callback, then emits Swap with its own deltas.
        ledger.balances().transfer(chainId, hop.out, pool.address(), to, amountOut);
        ledger.balances().transfer(chainId, hop.in, from, pool.address(), amountIn);
        ledger.emit(Events.v3Swap(pool, router, to, zeroForOne ? amountIn : amountOut.negate(),
            zeroForOne ? amountOut.negate() : amountIn));
        break;
      default:
        // The PoolManager accounts the swap (the caller's deltas), then the router settles and takes.
        ledger.emit(Events.v4Swap(chain.poolManager(), pool, router, zeroForOne ? amountIn.negate() : amountOut,
            zeroForOne ? amountOut : amountIn.negate()));
        ledger.balances().transfer(chainId, hop.in, from, chain.poolManager(), amountIn);
        ledger.balances().transfer(chainId, hop.out, chain.poolManager(), to, amountOut);
    }
  }
}
