package io.tradingsdk.server.internal.http;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Per-key token buckets: a key may send {@code burst} requests at once, refilled at its rate. Keyed
 * by configured keys only, so unknown keys cannot grow it.
 */
public final class KeyRateLimiter {
  private static final class Bucket {
    double tokens;
    long lastNanos;

    Bucket(double tokens, long lastNanos) {
      this.tokens = tokens;
      this.lastNanos = lastNanos;
    }
  }

  private final LongSupplier nanoTime;
  private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

  public KeyRateLimiter(LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
  }

  /**
   * Takes one request from the key's bucket.
   *
   * @return false when the key is over its limit
   */
  public boolean tryAcquire(String key, double perSecond, int burst) {
    if (perSecond <= 0) {
      return true;
    }
    long now = nanoTime.getAsLong();
    Bucket bucket = buckets.computeIfAbsent(key, k -> new Bucket(burst, now));
    synchronized (bucket) {
      double refill = (now - bucket.lastNanos) / 1e9 * perSecond;
      bucket.tokens = Math.min(burst, bucket.tokens + Math.max(0, refill));
      bucket.lastNanos = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return true;
      }
      return false;
    }
  }

  /** Forgets every bucket. */
  public void reset() {
    buckets.clear();
  }
}
