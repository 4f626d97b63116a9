package io.tradingsdk.core.internal;

import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimiter;
import java.util.Objects;

/** {@link RateLimiter.Factory#local}: one in-process token bucket per key; equal factories for equal limits. */
public record LocalRateLimiters(RateLimit limit) implements RateLimiter.Factory {
  public LocalRateLimiters {
    Objects.requireNonNull(limit, "limit");
  }

  @Override
  public RateLimiter create(String keyFingerprint) {
    return RateLimiter.local(limit);
  }
}
