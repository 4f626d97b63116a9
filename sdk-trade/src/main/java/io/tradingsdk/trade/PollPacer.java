package io.tradingsdk.trade;

import java.time.Duration;
import java.util.Objects;

/**
 * How the engine waits between two reads of something that settles later (a receipt, {@code /swaps}, {@code
 * /orders}, a plan). {@link #every(Duration)} sleeps; a test against a simulated chain moves the chain's clock instead.
 */
@FunctionalInterface
public interface PollPacer {
  /**
   * Waits before read number {@code attempt} (from 1) of {@code waitingFor} (e.g. {@code "receipt"}, {@code
   * "orders"}).
   *
   * @throws InterruptedException when the thread is interrupted: the trade stops where it is (resumable)
   */
  void pause(String waitingFor, int attempt) throws InterruptedException;

  /** Sleeps {@code interval} between reads. */
  static PollPacer every(Duration interval) {
    Objects.requireNonNull(interval, "interval");
    if (interval.isNegative()) {
      throw new IllegalArgumentException("interval: expected zero or more, got " + interval);
    }
    return (waitingFor, attempt) -> Thread.sleep(interval.toMillis());
  }
}
