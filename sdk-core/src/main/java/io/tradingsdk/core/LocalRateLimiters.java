package io.tradingsdk.core;

import java.util.Objects;

/** {@link RateLimiter.Factory#local}: one in-process token bucket per key; equal factories for equal limits. */
record LocalRateLimiters(RateLimit limit) implements RateLimiter.Factory {
  LocalRateLimiters {
    Objects.requireNonNull(limit, "limit");
  }

  @Override
  public RateLimiter create(String keyFingerprint) {
    return RateLimiter.local(limit);
  }
}
