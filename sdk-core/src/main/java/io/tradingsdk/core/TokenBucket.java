package io.tradingsdk.core;

import java.util.function.LongSupplier;

/**
 * The rate limiter of one API key, as a generic cell rate algorithm: each permit is reserved at a
 * theoretical arrival time spaced {@code interval} apart, with {@code burst - 1} permits of credit.
 * A caller reserves a permit and is told how long to wait for it, so waiting never holds a lock and
 * async calls can schedule instead of block.
 */
final class TokenBucket {
  private final long intervalNanos;
  private final long burstCreditNanos;
  private final LongSupplier clock;
  private long theoreticalArrival;

  TokenBucket(RateLimit limit, LongSupplier clock) {
    this.intervalNanos = Math.max(1, limit.interval().toNanos());
    this.burstCreditNanos = (limit.burst() - 1) * intervalNanos;
    this.clock = clock;
    this.theoreticalArrival = clock.getAsLong();
  }

  /** Reserves one permit; returns the nanoseconds to wait before using it (0 for now). */
  synchronized long reserve() {
    long now = clock.getAsLong();
    long tat = Math.max(theoreticalArrival, now);
    long wait = tat - burstCreditNanos - now;
    theoreticalArrival = tat + intervalNanos;
    return Math.max(0, wait);
  }

  /** Holds back every permit for {@code nanos} from now: the service asked this key to pause (429). */
  synchronized void pauseFor(long nanos) {
    long until = clock.getAsLong() + nanos;
    theoreticalArrival = Math.max(theoreticalArrival, until + burstCreditNanos);
  }
}
