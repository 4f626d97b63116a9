package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;

/**
 * A pool's state where a quote reports it: a V2 pair's reserves, or a V3/V4 pool's price ({@code sqrtRatioX96}),
 * active liquidity and current tick. On a simulated chain it follows from the pool's fixed reserves; on the EVM
 * mode's chain it is what the node holds now, so the quote's route and its price impact describe the pool that
 * will execute the swap.
 */
public final class PoolState {
  private final BigInteger reserve0;
  private final BigInteger reserve1;
  private final BigInteger sqrtRatioX96;
  private final BigInteger liquidity;
  private final long tickCurrent;

  private PoolState(BigInteger reserve0, BigInteger reserve1, BigInteger sqrtRatioX96, BigInteger liquidity,
      long tickCurrent) {
    this.reserve0 = reserve0;
    this.reserve1 = reserve1;
    this.sqrtRatioX96 = sqrtRatioX96;
    this.liquidity = liquidity;
    this.tickCurrent = tickCurrent;
  }

  /** The simulated pool's state, from its reserves. */
  static PoolState of(Pool pool) {
    return new PoolState(pool.reserve0(), pool.reserve1(), pool.sqrtRatioX96(), pool.liquidity(), pool.tickCurrent());
  }

  /** A V2 pair's state from its {@code getReserves()}, in the pair's (sorted) token order. */
  public static PoolState ofReserves(BigInteger reserve0, BigInteger reserve1) {
    if (reserve0.signum() <= 0 || reserve1.signum() <= 0) {
      throw new InsufficientLiquidityException("the pair holds no reserves (" + reserve0 + ", " + reserve1 + ")");
    }
    BigInteger sqrtRatioX96 = reserve1.shiftLeft(192).divide(reserve0).sqrt();
    return new PoolState(reserve0, reserve1, sqrtRatioX96, reserve0.multiply(reserve1).sqrt(),
        Pool.tick(reserve0, reserve1));
  }

  /**
   * A V3/V4 pool's state from its {@code slot0} and active liquidity. Its reserves are the virtual ones of that
   * liquidity at that price ({@code L / sqrtP} of token0, {@code L * sqrtP} of token1), whose ratio is the price.
   */
  public static PoolState ofConcentrated(BigInteger sqrtRatioX96, BigInteger liquidity, long tickCurrent) {
    if (sqrtRatioX96.signum() <= 0 || liquidity.signum() <= 0) {
      throw new InsufficientLiquidityException(
          "the pool has no price or no active liquidity (sqrtRatioX96 " + sqrtRatioX96 + ", liquidity " + liquidity
              + ")");
    }
    return new PoolState(liquidity.shiftLeft(96).divide(sqrtRatioX96), liquidity.multiply(sqrtRatioX96).shiftRight(96),
        sqrtRatioX96, liquidity, tickCurrent);
  }

  /** The reserve of token0: a V2 pair's, or the virtual reserve of a V3/V4 pool's active liquidity. */
  public BigInteger reserve0() {
    return reserve0;
  }

  /** The reserve of token1, as {@link #reserve0()}. */
  public BigInteger reserve1() {
    return reserve1;
  }

  /** The reserve of one of {@code pool}'s tokens. */
  public BigInteger reserveOf(Pool pool, Token token) {
    return pool.token0().key().equals(token.key()) ? reserve0 : reserve1;
  }

  /** {@code sqrt(price of token0 in token1) * 2^96}. */
  public BigInteger sqrtRatioX96() {
    return sqrtRatioX96;
  }

  /** The active liquidity. */
  public BigInteger liquidity() {
    return liquidity;
  }

  /** The current tick. */
  public long tickCurrent() {
    return tickCurrent;
  }
}
