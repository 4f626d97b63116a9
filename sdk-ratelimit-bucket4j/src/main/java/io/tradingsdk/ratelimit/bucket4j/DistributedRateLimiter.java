package io.tradingsdk.ratelimit.bucket4j;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.internal.EngineFallback;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The limiter of one API key on a distributed bucket, with an in-process fallback while the engine fails.
 *
 * <p>A permit costs one engine round trip when the bucket has a token; when it has none, a second round trip
 * reserves the next one (Bucket4j's {@code consumeIgnoringRateLimits} takes the balance below zero and answers
 * when the permit is due), so waiting instances are served in order and never poll.
 */
final class DistributedRateLimiter implements RateLimiter {
  private static final Logger LOG = System.getLogger(DistributedRateLimiter.class.getName());

  private final String bucketKey;
  private final Supplier<Bucket> bucketFactory;
  private final RateLimiter fallback;
  private final RateLimit limit;
  private final EngineFallback engineFallback;
  private volatile Bucket bucket;

  DistributedRateLimiter(String bucketKey, Supplier<Bucket> bucketFactory, RateLimiter fallback, RateLimit limit,
      Duration retryEngineAfter, LongSupplier clock) {
    this.bucketKey = bucketKey;
    this.bucketFactory = bucketFactory;
    this.fallback = fallback;
    this.limit = limit;
    this.engineFallback = new EngineFallback(retryEngineAfter, clock);
  }

  @Override
  public Optional<Duration> reserve(Duration maxWait) {
    if (onFallback()) {
      return fallback.reserve(maxWait);
    }
    try {
      Bucket b = bucket();
      ConsumptionProbe probe = b.tryConsumeAndReturnRemaining(1);
      if (probe.isConsumed()) {
        engineWorks();
        return Optional.of(Duration.ZERO);
      }
      if (probe.getNanosToWaitForRefill() > maxWait.toNanos()) {
        engineWorks();
        return Optional.empty();
      }
      long wait = b.consumeIgnoringRateLimits(1);
      engineWorks();
      return Optional.of(Duration.ofNanos(Math.max(0, wait)));
    } catch (RuntimeException e) {
      engineFailed(e);
      return fallback.reserve(maxWait);
    }
  }

  @Override
  public void pause(Duration delay) {
    fallback.pause(delay);
    if (onFallback()) {
      return;
    }
    try {
      // Drain the bucket to minus the delay's worth of tokens: every instance then waits that long. A bucket
      // another instance already paused needs nothing more, so concurrent 429s do not add up.
      Bucket b = bucket();
      long owed = tokensFor(delay) + b.getAvailableTokens();
      if (owed > 0) {
        b.consumeIgnoringRateLimits(owed);
      }
      engineWorks();
    } catch (RuntimeException e) {
      engineFailed(e);
    }
  }

  /** The tokens the bucket refills in {@code delay}, rounded up. */
  long tokensFor(Duration delay) {
    long periodNanos = limit.period().toNanos();
    return (delay.toNanos() * limit.permits() + periodNanos - 1) / periodNanos;
  }

  private Bucket bucket() {
    Bucket b = bucket;
    if (b == null) {
      b = bucketFactory.get();
      bucket = b;
    }
    return b;
  }

  private boolean onFallback() {
    return engineFallback.inUse();
  }

  private void engineWorks() {
    if (engineFallback.engineWorks()) {
      LOG.log(Level.INFO, "rate limiter {0}: the engine answers again; the budget is shared again", bucketKey);
    }
  }

  private void engineFailed(RuntimeException e) {
    bucket = null; // a proxy of a closed connection may stay broken: build a new one on the next try
    if (engineFallback.engineFailed()) {
      LOG.log(Level.WARNING, "rate limiter {0}: the engine failed ({1}); falling back to an in-process limit until"
          + " it answers again; the budget is no longer shared", bucketKey, e.toString());
    }
  }
}
