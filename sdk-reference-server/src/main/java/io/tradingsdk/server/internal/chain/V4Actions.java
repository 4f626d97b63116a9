package io.tradingsdk.server.internal.chain;

/**
 * The action codes of Uniswap v4-periphery's {@code Actions.sol}, one list for the V4 router's
 * swaps ({@link Calldata}) and the PositionManager's liquidity programs (the {@code /lp} endpoints), which read the
 * same codes.
 */
public final class V4Actions {
  public static final byte INCREASE_LIQUIDITY = 0x00;
  public static final byte DECREASE_LIQUIDITY = 0x01;
  public static final byte MINT_POSITION = 0x02;
  public static final byte SWAP_EXACT_IN_SINGLE = 0x06;
  public static final byte SWAP_EXACT_IN = 0x07;
  public static final byte SWAP_EXACT_OUT_SINGLE = 0x08;
  public static final byte SWAP_EXACT_OUT = 0x09;
  public static final byte SETTLE = 0x0b;
  public static final byte SETTLE_ALL = 0x0c;
  public static final byte SETTLE_PAIR = 0x0d;
  public static final byte TAKE = 0x0e;
  public static final byte TAKE_ALL = 0x0f;
  public static final byte TAKE_PAIR = 0x11;
  public static final byte CLOSE_CURRENCY = 0x12;
  public static final byte SWEEP = 0x14;
  public static final byte WRAP = 0x15;

  private V4Actions() {}
}
