package io.tradingsdk.core.internal;

import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimiter;
import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The rate limiter of one API key, as a generic cell rate algorithm: each permit is reserved at a
 * theoretical arrival time spaced {@code interval} apart, with {@code burst - 1} permits of credit.
 * A caller reserves a permit and is told how long to wait for it, so waiting never holds a lock and
 * async calls can schedule instead of block.
 */
public final class TokenBucket implements RateLimiter {
  private final long intervalNanos;
  private final long burstCreditNanos;
  private final LongSupplier clock;
  private long theoreticalArrival;
  /** The earliest {@link #theoreticalArrival} a given-back permit may leave: a 429's pause is not shortened. */
  private long pauseFloor = Long.MIN_VALUE;

  public TokenBucket(RateLimit limit, LongSupplier clock) {
    this.intervalNanos = Math.max(1, limit.period().dividedBy(limit.permits()).toNanos());
    this.burstCreditNanos = (limit.burst() - 1) * intervalNanos;
    this.clock = clock;
    this.theoreticalArrival = clock.getAsLong();
  }

  @Override
  public Optional<Duration> reserve(Duration maxWait) {
    long wait = reserve(Nanos.of(maxWait));
    return wait < 0 ? Optional.empty() : Optional.of(Duration.ofNanos(wait));
  }

  @Override
  public void pause(Duration delay) {
    pauseFor(Nanos.of(delay));
  }

  /** Reserves one permit; returns the nanoseconds to wait before using it (0 for now). */
  public long reserve() {
    return reserve(Long.MAX_VALUE);
  }

  /**
   * Reserves one permit if it comes within {@code maxWaitNanos}; returns the nanoseconds to wait before using it
   * (0 for now), or -1 without reserving anything when it would come later.
   */
  public synchronized long reserve(long maxWaitNanos) {
    long now = clock.getAsLong();
    long tat = Math.max(theoreticalArrival, now);
    long wait = Math.max(0, tat - burstCreditNanos - now);
    if (wait > maxWaitNanos) {
      return -1;
    }
    theoreticalArrival = tat + intervalNanos;
    return wait;
  }

  /** Holds back every permit for {@code nanos} from now: the service asked this key to pause (429). */
  public synchronized void pauseFor(long nanos) {
    long until = clock.getAsLong() + nanos;
    pauseFloor = until + burstCreditNanos;
    theoreticalArrival = Math.max(theoreticalArrival, pauseFloor);
  }

  /**
   * Gives back one reserved, unused permit: the schedule moves one interval earlier. Permits are interchangeable, so
   * whichever was given back, the calls already told to wait keep their times and the next reservation comes sooner;
   * below the current time the schedule means "now" anyway ({@link #reserve(long)} takes the later of the two).
   */
  @Override
  public synchronized void cancelReservation() {
    theoreticalArrival = Math.max(theoreticalArrival - intervalNanos, pauseFloor);
  }
}
