package io.tradingsdk.trade;

import org.jspecify.annotations.Nullable;

/** Thrown by a step to end the trade in a final status (a driver's early exit); carries the cause. */
final class TradeStop extends RuntimeException {
  private static final long serialVersionUID = 1L;
  final TradeStatus status;
  final transient @Nullable TradeFailure failure;
  final @Nullable String revertReason;

  private TradeStop(TradeStatus status, @Nullable TradeFailure failure, @Nullable String revertReason,
      String message) {
    super(message, null, false, false);
    this.status = status;
    this.failure = failure;
    this.revertReason = revertReason;
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
