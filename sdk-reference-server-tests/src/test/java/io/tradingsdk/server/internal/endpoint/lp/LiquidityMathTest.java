package io.tradingsdk.server.internal.endpoint.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.server.internal.chain.Pool;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link LiquidityMath} against v4-core's own constants and the real-number formulas it rounds. That it matches the
 * contracts to the unit is shown on the real PoolManager by sdk-wallet's EvmModeV4PositionsTest.
 */
class LiquidityMathTest {
  private static final MathContext MATH = new MathContext(60);

  @Test
  void theExtremeTicksGiveTickMathsMinAndMaxSqrtPrice() {
    assertThat(LiquidityMath.sqrtPriceAtTick(Pool.MIN_TICK)).isEqualTo(new BigInteger("4295128739"));
    assertThat(LiquidityMath.sqrtPriceAtTick(Pool.MAX_TICK))
        .isEqualTo(new BigInteger("1461446703485210103287273052203988822378723970342"));
    assertThat(LiquidityMath.sqrtPriceAtTick(0)).isEqualTo(LiquidityMath.Q96);
    assertThatThrownBy(() -> LiquidityMath.sqrtPriceAtTick(Pool.MAX_TICK + 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("887273");
  }

  @ParameterizedTest
  @ValueSource(longs = {-887_000, -200_000, -1, 1, 50, 193_000, 887_000})
  void aTicksSqrtPriceIsSqrtOf1Point0001PowTickInQ96(long tick) {
    BigDecimal exact = new BigDecimal("1.0001").pow((int) tick, MATH).sqrt(MATH)
        .multiply(new BigDecimal(LiquidityMath.Q96));
    BigDecimal computed = new BigDecimal(LiquidityMath.sqrtPriceAtTick(tick));
    // Within a unit (the Q96 integer's own rounding, which dominates at the lowest prices) and 1e-18 of the price.
    assertThat(computed.subtract(exact).abs())
        .isLessThanOrEqualTo(BigDecimal.ONE.add(exact.multiply(new BigDecimal("1e-18"))));
  }

  @Test
  void amountsRoundUpWhenAddedAndDownWhenRemoved() {
    BigInteger lower = LiquidityMath.sqrtPriceAtTick(-1000);
    BigInteger upper = LiquidityMath.sqrtPriceAtTick(1000);
    BigInteger price = LiquidityMath.sqrtPriceAtTick(10);
    BigInteger liquidity = new BigInteger("123456789012345678901");
    BigInteger[] added = LiquidityMath.amounts(10, price, -1000, 1000, liquidity, true);
    BigInteger[] removed = LiquidityMath.amounts(10, price, -1000, 1000, liquidity, false);
    for (int i = 0; i < 2; i++) {
      assertThat(added[i].subtract(removed[i])).isBetween(BigInteger.ZERO, BigInteger.ONE);
    }
    assertThat(added[0]).isEqualTo(LiquidityMath.amount0(price, upper, liquidity, true));
    assertThat(added[1]).isEqualTo(LiquidityMath.amount1(lower, price, liquidity, true));
    // Below the range the position holds token0 only, above it token1 only.
    assertThat(LiquidityMath.amounts(-2000, lower, -1000, 1000, liquidity, true)[1]).isZero();
    assertThat(LiquidityMath.amounts(1000, upper, -1000, 1000, liquidity, true)[0]).isZero();
  }

  @Test
  void theLiquidityAnAmountBuysNeverCostsMoreThanTheAmount() {
    BigInteger price = LiquidityMath.sqrtPriceAtTick(200_000);
    BigInteger upper = LiquidityMath.sqrtPriceAtTick(201_000);
    BigInteger lower = LiquidityMath.sqrtPriceAtTick(199_000);
    BigInteger amount = new BigInteger("30000000000");
    BigInteger fromAmount0 = LiquidityMath.liquidityForAmount0(price, upper, amount);
    BigInteger fromAmount1 = LiquidityMath.liquidityForAmount1(lower, price, amount);
    assertThat(LiquidityMath.amount0(price, upper, fromAmount0, true)).isLessThanOrEqualTo(amount)
        .isGreaterThan(amount.multiply(BigInteger.valueOf(999_999)).divide(BigInteger.valueOf(1_000_000)));
    assertThat(LiquidityMath.amount1(lower, price, fromAmount1, true)).isLessThanOrEqualTo(amount)
        .isGreaterThan(amount.multiply(BigInteger.valueOf(999_999)).divide(BigInteger.valueOf(1_000_000)));
  }

  @Test
  void feesOwedSubtractFeeGrowthModulo2Pow256() {
    BigInteger word = BigInteger.ONE.shiftLeft(256);
    BigInteger q128 = BigInteger.ONE.shiftLeft(128);
    // The inside growth wrapped past 2^256 since the snapshot: 3 + 5 = 8 per unit of liquidity (in Q128).
    assertThat(LiquidityMath.feesOwed(BigInteger.valueOf(5), word.subtract(BigInteger.valueOf(3)), q128))
        .isEqualTo(BigInteger.valueOf(8));
    assertThat(LiquidityMath.feesOwed(q128.multiply(BigInteger.TEN), q128, BigInteger.valueOf(7)))
        .isEqualTo(BigInteger.valueOf(63));
    assertThat(LiquidityMath.wrappingSub(BigInteger.ONE, BigInteger.TWO)).isEqualTo(word.subtract(BigInteger.ONE));
  }
}
