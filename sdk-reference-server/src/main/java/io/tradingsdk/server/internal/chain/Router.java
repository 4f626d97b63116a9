package io.tradingsdk.server.internal.chain;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Finds the best single-path route through a chain's pools (direct, or two hops via any token). */
public final class Router {
  /**
   * How a hop is priced: from the simulated pool's reserves, or (the EVM mode) from the pool's state on a real node.
   * Both throw {@link InsufficientLiquidityException} for an amount the pool cannot fill.
   */
  public interface HopPricing {
    /** The output of {@code pool} for an exact input of {@code in}. */
    BigInteger amountOut(Pool pool, Token in, BigInteger amountIn);

    /** The input of {@code in} that {@code pool} needs for an exact output. */
    BigInteger amountIn(Pool pool, Token in, BigInteger amountOut);

    /** The pool's state as these prices see it: by default the simulated pool's own. */
    default PoolState state(Pool pool) {
      return pool.state();
    }
  }

  /** The simulated pools' own constant-product pricing. */
  private static final HopPricing SIMULATED = new HopPricing() {
    @Override
    public BigInteger amountOut(Pool pool, Token in, BigInteger amountIn) {
      return pool.amountOut(in, amountIn);
    }

    @Override
    public BigInteger amountIn(Pool pool, Token in, BigInteger amountOut) {
      return pool.amountIn(in, amountOut);
    }
  };

  private final Market market;
  private final HopPricing pricing;

  public Router(Market market) {
    this(market, SIMULATED);
  }

  private Router(Market market, HopPricing pricing) {
    this.market = market;
    this.pricing = pricing;
  }

  /** The same routes through the same pools, each hop priced by {@code hopPricing}. */
  public Router pricedBy(HopPricing hopPricing) {
    return new Router(market, hopPricing);
  }

  /** One hop of a route: a pool crossed from {@code in} to {@code out}. */
  public static final class Hop {
    public final Pool pool;
    public final Token in;
    public final Token out;

    public Hop(Pool pool, Token in) {
      this.pool = pool;
      this.in = in;
      this.out = pool.other(in);
    }
  }

  /**
   * A priced route: hops, the amount at every point ({@code amounts.size() == hops.size() + 1}) and the state of
   * each hop's pool the prices came from.
   */
  public static final class Priced {
    public final List<Hop> hops;
    public final List<BigInteger> amounts;
    private final HopPricing pricing;
    private @Nullable List<PoolState> states;

    /** A route over simulated pools: each hop's state is its pool's own. */
    public Priced(List<Hop> hops, List<BigInteger> amounts) {
      this(hops, amounts, SIMULATED);
    }

    private Priced(List<Hop> hops, List<BigInteger> amounts, HopPricing pricing) {
      this.hops = List.copyOf(hops);
      this.amounts = List.copyOf(amounts);
      this.pricing = pricing;
    }

    /**
     * The state of hop {@code i}'s pool as the prices saw it. Read on first use, for the whole route at once: a
     * quote reports it, while a caller that wants only the amounts (the order filler) costs the node no reads.
     */
    public synchronized PoolState state(int i) {
      if (states == null) {
        List<PoolState> read = new ArrayList<>();
        for (Hop hop : hops) {
          read.add(pricing.state(hop.pool));
        }
        states = List.copyOf(read);
      }
      return states.get(i);
    }

    public BigInteger amountIn() {
      return amounts.get(0);
    }

    public BigInteger amountOut() {
      return amounts.get(amounts.size() - 1);
    }

    /** The pools' protocols along the route, in order, without repeats. */
    public List<String> protocols() {
      List<String> out = new ArrayList<>();
      for (Hop hop : hops) {
        if (!out.contains(hop.pool.protocol())) {
          out.add(hop.pool.protocol());
        }
      }
      return out;
    }

    /**
     * The price impact in percent, two decimals: how far the executed output falls below the output
     * at the pools' mid prices (pool fees included, as the service reports it).
     */
    public BigDecimal priceImpactPercent() {
      BigDecimal mid = new BigDecimal(amountIn());
      for (int i = 0; i < hops.size(); i++) {
        Hop hop = hops.get(i);
        PoolState state = state(i);
        mid = mid.multiply(new BigDecimal(state.reserveOf(hop.pool, hop.out)))
            .divide(new BigDecimal(state.reserveOf(hop.pool, hop.in)), MathContext.DECIMAL128);
      }
      if (mid.signum() == 0) {
        return BigDecimal.ZERO;
      }
      BigDecimal impact =
          mid.subtract(new BigDecimal(amountOut())).divide(mid, MathContext.DECIMAL128).movePointRight(2);
      return impact.max(BigDecimal.ZERO).setScale(2, RoundingMode.HALF_UP);
    }
  }

  /**
   * The best route from {@code in} to {@code out} (both pool tokens, never the native currency).
   *
   * @param exactInput whether {@code amount} is the input (best = most output) or the output
   *     (best = least input)
   * @param protocols the allowed pool protocols (V2, V3, V4)
   * @param fastest take the first route that fills instead of the best
   * @throws InsufficientLiquidityException when no route fills the amount
   */
  public Priced best(
      long chainId, Token in, Token out, BigInteger amount, boolean exactInput, Set<String> protocols,
      boolean fastest) {
    Priced best = null;
    for (List<Hop> path : paths(chainId, in, out, protocols)) {
      Priced priced;
      try {
        priced = exactInput ? forward(path, amount) : backward(path, amount);
      } catch (InsufficientLiquidityException noLiquidity) {
        continue;
      }
      if (best == null || better(priced, best, exactInput)) {
        best = priced;
      }
      if (fastest) {
        break;
      }
    }
    if (best == null) {
      throw new InsufficientLiquidityException("no route from " + in + " to " + out + " fills " + amount);
    }
    return best;
  }

  private static boolean better(Priced candidate, Priced best, boolean exactInput) {
    return exactInput
        ? candidate.amountOut().compareTo(best.amountOut()) > 0
        : candidate.amountIn().compareTo(best.amountIn()) < 0;
  }

  /** Direct paths first, then two-hop paths through every other token, in a fixed order. */
  private List<List<Hop>> paths(long chainId, Token in, Token out, Set<String> protocols) {
    List<Pool> pools = new ArrayList<>();
    for (Pool pool : market.pools(chainId)) {
      if (protocols.contains(pool.protocol())) {
        pools.add(pool);
      }
    }
    List<List<Hop>> paths = new ArrayList<>();
    for (Pool pool : pools) {
      if (pool.has(in) && pool.has(out)) {
        paths.add(List.of(new Hop(pool, in)));
      }
    }
    for (Pool first : pools) {
      if (!first.has(in) || first.has(out)) {
        continue;
      }
      Token middle = first.other(in);
      for (Pool second : pools) {
        if (second != first && second.has(middle) && second.has(out)) {
          paths.add(List.of(new Hop(first, in), new Hop(second, middle)));
        }
      }
    }
    return paths;
  }

  private Priced forward(List<Hop> path, BigInteger amountIn) {
    List<BigInteger> amounts = new ArrayList<>();
    amounts.add(amountIn);
    BigInteger amount = amountIn;
    for (Hop hop : path) {
      amount = pricing.amountOut(hop.pool, hop.in, amount);
      amounts.add(amount);
    }
    return new Priced(path, amounts, pricing);
  }

  private Priced backward(List<Hop> path, BigInteger amountOut) {
    BigInteger[] amounts = new BigInteger[path.size() + 1];
    amounts[path.size()] = amountOut;
    for (int i = path.size() - 1; i >= 0; i--) {
      Hop hop = path.get(i);
      amounts[i] = pricing.amountIn(hop.pool, hop.in, amounts[i + 1]);
    }
    return new Priced(path, List.of(amounts), pricing);
  }
}
