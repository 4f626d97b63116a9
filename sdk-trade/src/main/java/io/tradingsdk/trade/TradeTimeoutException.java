package io.tradingsdk.trade;

import java.time.Duration;

/** {@link Trade#await(Duration)} ran out of time; the trade goes on (await again, or cancel it). */
public final class TradeTimeoutException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient TradeStatus status;

  TradeTimeoutException(String tradeId, Duration timeout, TradeStatus status) {
    super("trade " + tradeId + " is still " + status + " after " + timeout);
    this.status = status;
  }

  /** The trade's status when the wait ended. */
  public TradeStatus status() {
    return status;
  }
}
