package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;

/**
 * A constant-product pool (x * y = k with a swap fee), in exact integer arithmetic. Reserves never
 * change: quotes are reproducible for a seed, however many requests came before.
 */
public final class Pool {
  /** Fees are in pips: hundredths of a basis point, as v3/v4 pools write them (500 = 0.05%). */
  static final BigInteger PIPS = BigInteger.valueOf(1_000_000);
  /** The lowest tick of Uniswap v3/v4, where a full-range position starts. */
  public static final long MIN_TICK = -887_272;
  /** The highest tick of Uniswap v3/v4. */
  public static final long MAX_TICK = 887_272;

  private final long chainId;
  private final String protocol;
  private final Token token0;
  private final Token token1;
  private final int fee;
  private final int tickSpacing;
  private final BigInteger reserve0;
  private final BigInteger reserve1;
  private final String address;
  // Derived from the (final) reserves at first use and kept: a quote reads them per hop. Racy single-check: a
  // BigInteger is immutable, so two threads computing the same value at once is harmless.
  private BigInteger sqrtRatioX96;
  private BigInteger liquidity;

  Pool(
      long chainId,
      String protocol,
      Token token0,
      Token token1,
      int fee,
      int tickSpacing,
      BigInteger reserve0,
      BigInteger reserve1,
      String address) {
    this.chainId = chainId;
    this.protocol = protocol;
    this.token0 = token0;
    this.token1 = token1;
    this.fee = fee;
    this.tickSpacing = tickSpacing;
    this.reserve0 = reserve0;
    this.reserve1 = reserve1;
    this.address = address;
  }

  public long chainId() {
    return chainId;
  }

  /** V2, V3 or V4. */
  public String protocol() {
    return protocol;
  }

  /** The route's pool type: {@code v2-pool}, {@code v3-pool} or {@code v4-pool}. */
  public String type() {
    return protocol.toLowerCase(java.util.Locale.ROOT) + "-pool";
  }

  public Token token0() {
    return token0;
  }

  public Token token1() {
    return token1;
  }

  public int fee() {
    return fee;
  }

  public int tickSpacing() {
    return tickSpacing;
  }

  public BigInteger reserve0() {
    return reserve0;
  }

  public BigInteger reserve1() {
    return reserve1;
  }

  /** The pool address (v2, v3) or 32-byte pool id (v4). */
  public String address() {
    return address;
  }

  /** Whether the pool trades this token (by address). */
  public boolean has(Token token) {
    return token0.key().equals(token.key()) || token1.key().equals(token.key());
  }

  /** The other token of the pair. */
  public Token other(Token token) {
    return token0.key().equals(token.key()) ? token1 : token0;
  }

  /** The pool's reserve of one of its tokens. */
  public BigInteger reserveOf(Token token) {
    return token0.key().equals(token.key()) ? reserve0 : reserve1;
  }

  /**
   * The output for an exact input, fee taken from the input.
   *
   * @throws InsufficientLiquidityException when the pool cannot fill it
   */
  public BigInteger amountOut(Token in, BigInteger amountIn) {
    BigInteger reserveIn = reserveOf(in);
    BigInteger reserveOut = reserveOf(other(in));
    BigInteger inAfterFee = amountIn.multiply(PIPS.subtract(BigInteger.valueOf(fee)));
    BigInteger out =
        inAfterFee.multiply(reserveOut).divide(reserveIn.multiply(PIPS).add(inAfterFee));
    if (out.signum() <= 0) {
      throw new InsufficientLiquidityException(amountIn + " " + in + " buys nothing from pool " + address);
    }
    return out;
  }

  /**
   * The input needed for an exact output, rounded up.
   *
   * @throws InsufficientLiquidityException when the output is at or above the pool's reserve
   */
  public BigInteger amountIn(Token in, BigInteger amountOut) {
    BigInteger reserveIn = reserveOf(in);
    BigInteger reserveOut = reserveOf(other(in));
    if (amountOut.compareTo(reserveOut) >= 0) {
      throw new InsufficientLiquidityException("pool " + address + " holds less than " + amountOut + " " + other(in));
    }
    BigInteger numerator = reserveIn.multiply(amountOut).multiply(PIPS);
    BigInteger denominator =
        reserveOut.subtract(amountOut).multiply(PIPS.subtract(BigInteger.valueOf(fee)));
    return numerator.divide(denominator).add(BigInteger.ONE);
  }

  /** {@code sqrt(reserve1 / reserve0) * 2^96}, the v3/v4 price encoding. */
  public BigInteger sqrtRatioX96() {
    BigInteger known = sqrtRatioX96;
    if (known == null) {
      known = reserve1.shiftLeft(192).divide(reserve0).sqrt();
      sqrtRatioX96 = known;
    }
    return known;
  }

  /** The geometric mean of the reserves, the v3/v4 liquidity of a full-range position. */
  public BigInteger liquidity() {
    BigInteger known = liquidity;
    if (known == null) {
      known = reserve0.multiply(reserve1).sqrt();
      liquidity = known;
    }
    return known;
  }

  /** {@code floor(log_1.0001(reserve1 / reserve0))}, the current tick. */
  public long tickCurrent() {
    return tick(reserve0, reserve1);
  }

  /** {@code floor(log_1.0001(reserve1 / reserve0))}. */
  static long tick(BigInteger reserve0, BigInteger reserve1) {
    double ratio = new java.math.BigDecimal(reserve1)
        .divide(new java.math.BigDecimal(reserve0), java.math.MathContext.DECIMAL64)
        .doubleValue();
    return (long) StrictMath.floor(StrictMath.log(ratio) / StrictMath.log(1.0001));
  }

  /** Its state as a quote reports it (the simulated pool's, from its fixed reserves). */
  public PoolState state() {
    return PoolState.of(this);
  }

  /** The fee as a percentage for route strings, e.g. {@code 0.05%}. */
  public String feePercent() {
    return new java.math.BigDecimal(fee).movePointLeft(4).stripTrailingZeros().toPlainString() + "%";
  }
}
