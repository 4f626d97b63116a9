package io.tradingsdk.trade;

import org.jspecify.annotations.Nullable;

/** Thrown by a step to end the trade in a final status (a driver's early exit); carries the cause. */
final class TradeStop extends RuntimeException {
  private static final long serialVersionUID = 1L;
  final TradeStatus status;
  final transient @Nullable TradeFailure failure;
  final @Nullable String revertReason;
  /**
   * True when what the trade waits for is still live (an open order, a transaction in the node's pool): the run ends
   * with this status but the journal gets no final entry, so {@link TradeEngine#resume(String)} goes on with it.
   */
  final boolean unsettled;

  private TradeStop(TradeStatus status, @Nullable TradeFailure failure, @Nullable String revertReason,
      String message) {
    this(status, failure, revertReason, message, false);
  }

  private TradeStop(TradeStatus status, @Nullable TradeFailure failure, @Nullable String revertReason,
      String message, boolean unsettled) {
    super(message, null, false, false);
    this.status = status;
    this.failure = failure;
    this.revertReason = revertReason;
    this.unsettled = unsettled;
  }

  /** The run gave up waiting (its poll bound) on something still live: FAILED for this run, resumable. */
  static TradeStop unsettled(String message) {
    return new TradeStop(TradeStatus.FAILED, TradeFailure.of(TradeFailure.Reason.UNEXPECTED, message), null, message,
        true);
  }

  static TradeStop failed(TradeFailure.Reason reason, String message) {
    return new TradeStop(TradeStatus.FAILED, TradeFailure.of(reason, message), null, message);
  }

  static TradeStop reverted(String reason) {
    return new TradeStop(TradeStatus.REVERTED, null, reason, reason);
  }

  static TradeStop expired(String message) {
    return new TradeStop(TradeStatus.EXPIRED, TradeFailure.of(TradeFailure.Reason.DEADLINE_PASSED, message), null,
        message);
  }

  static TradeStop expiredUnfilled(String message) {
    return new TradeStop(TradeStatus.EXPIRED, null, null, message);
  }

  static TradeStop cancelled(String message) {
    return new TradeStop(TradeStatus.CANCELLED, null, null, message);
  }
}
