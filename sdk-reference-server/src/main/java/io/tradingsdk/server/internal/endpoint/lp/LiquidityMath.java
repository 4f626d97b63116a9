package io.tradingsdk.server.internal.endpoint.lp;

import java.math.BigInteger;

/**
 * The integer arithmetic of Uniswap v4's concentrated liquidity, bit for bit as the contracts compute it, so what the
 * server says a position takes, pays or owes is what the chain then moves: v4-core's {@code TickMath.getSqrtPriceAtTick},
 * {@code SqrtPriceMath.getAmount0Delta}/{@code getAmount1Delta} and {@code Position.update}'s fee settlement, and
 * v4-periphery's {@code LiquidityAmounts}. All values are unsigned words ({@link BigInteger}s that are never negative);
 * fee growth subtracts modulo 2<sup>256</sup>, as the contracts do unchecked.
 */
final class LiquidityMath {
  static final BigInteger Q96 = BigInteger.ONE.shiftLeft(96);
  private static final BigInteger Q128 = BigInteger.ONE.shiftLeft(128);
  private static final BigInteger WORD = BigInteger.ONE.shiftLeft(256);
  private static final BigInteger MAX_WORD = WORD.subtract(BigInteger.ONE);
  private static final BigInteger LOW_32 = BigInteger.ONE.shiftLeft(32).subtract(BigInteger.ONE);
  /** TickMath's factors: {@code 2^128 / sqrt(1.0001^(2^i))} for bit {@code i} of the absolute tick. */
  private static final BigInteger[] FACTORS = words(
      "fffcb933bd6fad37aa2d162d1a594001", "fff97272373d413259a46990580e213a", "fff2e50f5f656932ef12357cf3c7fdcc",
      "ffe5caca7e10e4e61c3624eaa0941cd0", "ffcb9843d60f6159c9db58835c926644", "ff973b41fa98c081472e6896dfb254c0",
      "ff2ea16466c96a3843ec78b326b52861", "fe5dee046a99a2a811c461f1969c3053", "fcbe86c7900a88aedcffc83b479aa3a4",
      "f987a7253ac413176f2b074cf7815e54", "f3392b0822b70005940c7a398e4b70f3", "e7159475a2c29b7443b29c7fa6e889d9",
      "d097f3bdfd2022b8845ad8f792aa5825", "a9f746462d870fdf8a65dc1f90e061e5", "70d869a156d2a1b890bb3df62baf32f7",
      "31be135f97d08fd981231505542fcfa6", "9aa508b5b7a84e1c677de54f3e99bc9", "5d6af8dedb81196699c329225ee604",
      "2216e584f5fa1ea926041bedfe98", "48a170391f7dc42444e8fa2");

  private LiquidityMath() {}

  private static BigInteger[] words(String... hex) {
    BigInteger[] out = new BigInteger[hex.length];
    for (int i = 0; i < hex.length; i++) {
      out[i] = new BigInteger(hex[i], 16);
    }
    return out;
  }

  /** {@code TickMath.getSqrtPriceAtTick}: {@code sqrt(1.0001^tick) * 2^96}, rounded up. */
  static BigInteger sqrtPriceAtTick(long tick) {
    if (tick < io.tradingsdk.server.internal.chain.Pool.MIN_TICK
        || tick > io.tradingsdk.server.internal.chain.Pool.MAX_TICK) {
      throw new IllegalArgumentException("tick " + tick + " is outside [MIN_TICK, MAX_TICK]");
    }
    long absTick = Math.abs(tick);
    BigInteger price = (absTick & 1) != 0 ? FACTORS[0] : Q128;
    for (int bit = 1; bit < FACTORS.length; bit++) {
      if ((absTick & (1L << bit)) != 0) {
        price = price.multiply(FACTORS[bit]).shiftRight(128);
      }
    }
    if (tick > 0) {
      price = MAX_WORD.divide(price);
    }
    return price.shiftRight(32).add(price.and(LOW_32).signum() == 0 ? BigInteger.ZERO : BigInteger.ONE);
  }

  /** {@code SqrtPriceMath.getAmount0Delta(a, b, liquidity, roundUp)}: token0 between two prices. */
  static BigInteger amount0(BigInteger sqrtA, BigInteger sqrtB, BigInteger liquidity, boolean roundUp) {
    BigInteger lower = sqrtA.min(sqrtB);
    BigInteger upper = sqrtA.max(sqrtB);
    BigInteger numerator1 = liquidity.shiftLeft(96);
    BigInteger numerator2 = upper.subtract(lower);
    return roundUp
        ? divUp(mulDivUp(numerator1, numerator2, upper), lower)
        : numerator1.multiply(numerator2).divide(upper).divide(lower);
  }

  /** {@code SqrtPriceMath.getAmount1Delta(a, b, liquidity, roundUp)}: token1 between two prices. */
  static BigInteger amount1(BigInteger sqrtA, BigInteger sqrtB, BigInteger liquidity, boolean roundUp) {
    BigInteger product = liquidity.multiply(sqrtA.subtract(sqrtB).abs());
    return roundUp ? divUp(product, Q96) : product.divide(Q96);
  }

  /**
   * What {@code Pool.modifyLiquidity} moves for {@code liquidity} in {@code [tickLower, tickUpper)} at the pool's
   * slot0 ({@code tick}, {@code sqrtPrice}): rounded up when the liquidity is added (the pool is paid at least
   * enough), down when it is removed.
   */
  static BigInteger[] amounts(long tick, BigInteger sqrtPrice, long tickLower, long tickUpper, BigInteger liquidity,
      boolean adding) {
    BigInteger lower = sqrtPriceAtTick(tickLower);
    BigInteger upper = sqrtPriceAtTick(tickUpper);
    if (tick < tickLower) {
      return new BigInteger[] {amount0(lower, upper, liquidity, adding), BigInteger.ZERO};
    }
    if (tick < tickUpper) {
      return new BigInteger[] {amount0(sqrtPrice, upper, liquidity, adding), amount1(lower, sqrtPrice, liquidity, adding)};
    }
    return new BigInteger[] {BigInteger.ZERO, amount1(lower, upper, liquidity, adding)};
  }

  /** {@code LiquidityAmounts.getLiquidityForAmount0}: the liquidity {@code amount0} buys between two prices. */
  static BigInteger liquidityForAmount0(BigInteger sqrtA, BigInteger sqrtB, BigInteger amount0) {
    BigInteger lower = sqrtA.min(sqrtB);
    BigInteger upper = sqrtA.max(sqrtB);
    BigInteger intermediate = lower.multiply(upper).divide(Q96);
    return amount0.multiply(intermediate).divide(upper.subtract(lower));
  }

  /** {@code LiquidityAmounts.getLiquidityForAmount1}: the liquidity {@code amount1} buys between two prices. */
  static BigInteger liquidityForAmount1(BigInteger sqrtA, BigInteger sqrtB, BigInteger amount1) {
    return amount1.multiply(Q96).divide(sqrtA.subtract(sqrtB).abs());
  }

  /**
   * The fees {@code Position.update} settles: {@code mulDiv(feeGrowthInside - feeGrowthInsideLast, liquidity, 2^128)},
   * the subtraction wrapping as it does on chain.
   */
  static BigInteger feesOwed(BigInteger feeGrowthInside, BigInteger feeGrowthInsideLast, BigInteger liquidity) {
    return feeGrowthInside.subtract(feeGrowthInsideLast).mod(WORD).multiply(liquidity).divide(Q128);
  }

  /** {@code a - b} modulo 2<sup>256</sup>: the unchecked subtraction of fee growth. */
  static BigInteger wrappingSub(BigInteger a, BigInteger b) {
    return a.subtract(b).mod(WORD);
  }

  private static BigInteger mulDivUp(BigInteger a, BigInteger b, BigInteger denominator) {
    return divUp(a.multiply(b), denominator);
  }

  private static BigInteger divUp(BigInteger numerator, BigInteger denominator) {
    BigInteger[] qr = numerator.divideAndRemainder(denominator);
    return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
  }
}
