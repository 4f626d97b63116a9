package io.tradingsdk.core;

import java.time.Duration;
import java.util.Objects;

/**
 * A client-side request rate per API key: at most {@code permits} requests per {@code period},
 * with bursts of up to {@code burst} requests after a quiet spell. Every attempt, retries included,
 * takes a permit; a call waits for its permit (the wait counts against its deadline) instead of
 * earning a 429. After a 429 the limiter also holds back every call on the same key for the retry
 * delay, as the service asks ("pause all requests from your API key").
 *
 * <p>The service's own limit is per key and not published exactly: its documentation says 3 requests
 * per second for most keys, other sources 6 or 10. {@code RateLimit.perSecond(3)} is the safe start.
 *
 * @param permits requests allowed per {@link #period()}
 * @param period the period of {@link #permits()}
 * @param burst requests allowed back to back after a quiet spell
 */
public record RateLimit(int permits, Duration period, int burst) {
  /**
   * {@code permits} requests per {@code period}, bursts of {@code burst}: the same as {@link #of(int, Duration, int)}.
   *
   * @param permits requests allowed per {@code period}
   * @param period the period of {@code permits}
   * @param burst requests allowed back to back after a quiet spell
   * @throws IllegalArgumentException when {@code permits < 1}, {@code burst < 1} or {@code period}
   *     is not positive
   */
  public RateLimit {
    Objects.requireNonNull(period, "period");
    if (permits < 1) {
      throw new IllegalArgumentException("rateLimit.permits: must be >= 1, was " + permits);
    }
    if (period.isNegative() || period.isZero()) {
      throw new IllegalArgumentException("rateLimit.period: must be > 0, was " + period);
    }
    if (burst < 1) {
      throw new IllegalArgumentException("rateLimit.burst: must be >= 1, was " + burst);
    }
  }

  /** {@code permits} requests per second, bursts of {@code permits}. */
  public static RateLimit perSecond(int permits) {
    return of(permits, Duration.ofSeconds(1));
  }

  /**
   * {@code permits} requests per {@code period}, bursts of {@code permits}.
   *
   * @throws IllegalArgumentException when {@code permits < 1} or {@code period} is not positive
   */
  public static RateLimit of(int permits, Duration period) {
    return of(permits, period, permits);
  }

  /**
   * {@code permits} requests per {@code period}, bursts of {@code burst}.
   *
   * @throws IllegalArgumentException when {@code permits < 1}, {@code burst < 1} or {@code period}
   *     is not positive
   */
  public static RateLimit of(int permits, Duration period, int burst) {
    return new RateLimit(permits, period, burst);
  }

  @Override
  public String toString() {
    return "RateLimit{" + permits + " per " + period + ", burst " + burst + "}";
  }
}
