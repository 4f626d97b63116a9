package io.tradingsdk.server.internal;

/**
 * The action codes of Uniswap v4-periphery's {@code Actions.sol}, one list for the V4 router's
 * swaps ({@link Calldata}) and the PositionManager's liquidity programs ({@link Lp}), which read the
 * same codes.
 */
final class V4Actions {
  static final byte INCREASE_LIQUIDITY = 0x00;
  static final byte DECREASE_LIQUIDITY = 0x01;
  static final byte MINT_POSITION = 0x02;
  static final byte SWAP_EXACT_IN_SINGLE = 0x06;
  static final byte SWAP_EXACT_OUT_SINGLE = 0x08;
  static final byte SETTLE_ALL = 0x0c;
  static final byte SETTLE_PAIR = 0x0d;
  static final byte TAKE_ALL = 0x0f;
  static final byte TAKE_PAIR = 0x11;
  static final byte SWEEP = 0x14;
  static final byte WRAP = 0x15;

  private V4Actions() {}
}
