package io.tradingsdk.trade;

/**
 * Where a trade stands. The first six are on the way; the last five are final: a trade in a final status never
 * changes again.
 */
public enum TradeStatus {
  /** Accepted, nothing asked yet. */
  CREATED(false),
  /** Asking for a quote (or a fresh one: the previous expired). */
  QUOTING(false),
  /** Sending the token approval (and its reset) that {@code /check_approval} asked for. */
  APPROVING(false),
  /** Signing a permit, an order or a plan's message. */
  SIGNING(false),
  /** Sending a transaction, posting an order or a proof. */
  SUBMITTING(false),
  /** Waiting: for a receipt, for {@code /swaps} to settle, for a filler, for a bridge's destination fill. */
  PENDING(false),
  /** Done: the amounts moved (see {@link TradeResult#amountIn()} and {@link TradeResult#amountOut()}). */
  SETTLED(true),
  /** The order or the swap passed its deadline unfilled; nothing moved. */
  EXPIRED(true),
  /** Cancelled by the user ({@link Trade#cancel()}): before anything was sent, or the order's nonce invalidated. */
  CANCELLED(true),
  /** A transaction was mined and reverted; {@link TradeResult#revertReason()} says why. */
  REVERTED(true),
  /** Stopped for a typed cause ({@link TradeResult#failure()}), with what to do about it. */
  FAILED(true);

  private final boolean isFinal;

  TradeStatus(boolean isFinal) {
    this.isFinal = isFinal;
  }

  /** True for SETTLED, EXPIRED, CANCELLED, REVERTED and FAILED. */
  public boolean isFinal() {
    return isFinal;
  }
}
