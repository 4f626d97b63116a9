package io.tradingsdk.server.internal.engine;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The bounds a slippage tolerance (in percent, at most two decimals: see {@link Rules#slippage}) puts on an amount:
 * the least a swap or withdrawal may pay out and the most a swap or deposit may take. Rounded against the user, as
 * the contracts check them.
 */
public final class Slippage {
  private static final BigInteger BIPS = BigInteger.valueOf(10_000);

  private Slippage() {}

  /** {@code floor(amount * (100% - slippage))}. */
  public static BigInteger minimum(BigInteger amount, BigDecimal slippagePercent) {
    BigInteger bps = slippagePercent.movePointRight(2).toBigIntegerExact();
    return amount.multiply(BIPS.subtract(bps)).divide(BIPS);
  }

  /** {@code ceil(amount * (100% + slippage))}. */
  public static BigInteger maximum(BigInteger amount, BigDecimal slippagePercent) {
    BigInteger bps = slippagePercent.movePointRight(2).toBigIntegerExact();
    BigInteger[] qr = amount.multiply(BIPS.add(bps)).divideAndRemainder(BIPS);
    return qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
  }
}
