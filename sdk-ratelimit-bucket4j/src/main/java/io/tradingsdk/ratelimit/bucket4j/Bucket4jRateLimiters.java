package io.tradingsdk.ratelimit.bucket4j;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.internal.EngineFallback;
import java.time.Duration;
import java.util.Objects;

/**
 * Rate limiters whose budget lives in a Bucket4j distributed bucket, so every instance of a cluster that holds
 * the same API key draws on one budget, and a 429 seen by one instance pauses all of them.
 *
 * <pre>{@code
 * ProxyManager<String> buckets = ...;  // Bucket4j over the engine you run: Redis, Hazelcast, JCache, JDBC
 * TradingClient client = TradingClient.builder()
 *     .apiKey(apiKey)
 *     .rateLimiter(Bucket4jRateLimiters.builder(buckets).limit(RateLimit.of(3, Duration.ofSeconds(1), 2)).build())
 *     .build();
 * }</pre>
 *
 * <ul>
 *   <li><b>Keys.</b> A bucket is keyed by {@code keyPrefix} and the SHA-256 fingerprint of the API key, never the
 *       key itself. An engine with byte-array keys takes {@code proxyManager.withMapper(...)}.
 *   <li><b>429s.</b> {@link RateLimiter#pause} drains the shared bucket for the retry delay: every instance waits.
 *   <li><b>Engine failures.</b> When the engine fails, the limiter falls back to an in-process bucket of {@link
 *       Builder#fallback(RateLimit)} (the same limit by default), says so once in the log, keeps the calls going,
 *       and tries the engine again after {@link Builder#retryEngineAfter(Duration)}.
 * </ul>
 *
 * <p>Set the limit a little under the service's: a burst one permit smaller leaves room for network jitter
 * between the instance that took a permit and the service that counts the request. Two factories built alike
 * compare equal, so clients derived with {@code withOptions} share their limiters.
 */
public final class Bucket4jRateLimiters implements RateLimiter.Factory {
  /** The default prefix of bucket keys. */
  public static final String DEFAULT_KEY_PREFIX = "trading-sdk:rate-limit:";

  private final ProxyManager<String> proxyManager;
  private final RateLimit limit;
  private final RateLimit fallback;
  private final String keyPrefix;
  private final Duration retryEngineAfter;
  private final BucketConfiguration configuration;

  private Bucket4jRateLimiters(Builder b) {
    this.proxyManager = b.proxyManager;
    this.limit = Objects.requireNonNull(b.limit, "limit: required (the API key's budget)");
    this.fallback = b.fallback != null ? b.fallback : b.limit;
    this.keyPrefix = b.keyPrefix;
    this.retryEngineAfter = b.retryEngineAfter;
    this.configuration = configurationOf(limit);
  }

  /** A builder over the application's Bucket4j {@code ProxyManager} with string keys. */
  public static Builder builder(ProxyManager<String> proxyManager) {
    return new Builder(Objects.requireNonNull(proxyManager, "proxyManager"));
  }

  /** The bucket configuration of {@code limit}: capacity of its burst, refilled greedily at its rate. */
  static BucketConfiguration configurationOf(RateLimit limit) {
    return BucketConfiguration.builder()
        .addLimit(Bandwidth.builder().capacity(limit.burst()).refillGreedy(limit.permits(), limit.period()).build())
        .build();
  }

  /** The engine key of the bucket of an API key with this fingerprint. */
  public String bucketKey(String keyFingerprint) {
    return keyPrefix + keyFingerprint;
  }

  @Override
  public RateLimiter create(String keyFingerprint) {
    String key = bucketKey(keyFingerprint);
    return new DistributedRateLimiter(key, () -> proxyManager.builder().build(key, () -> configuration),
        RateLimiter.local(fallback), limit, retryEngineAfter, System::nanoTime);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Bucket4jRateLimiters other
        && other.proxyManager == proxyManager
        && other.limit.equals(limit)
        && other.fallback.equals(fallback)
        && other.keyPrefix.equals(keyPrefix)
        && other.retryEngineAfter.equals(retryEngineAfter);
  }

  @Override
  public int hashCode() {
    return Objects.hash(System.identityHashCode(proxyManager), limit, fallback, keyPrefix, retryEngineAfter);
  }

  @Override
  public String toString() {
    return "Bucket4jRateLimiters{limit=" + limit + ", fallback=" + fallback + ", keyPrefix=" + keyPrefix + "}";
  }

  /** Builds {@link Bucket4jRateLimiters}. */
  public static final class Builder {
    private final ProxyManager<String> proxyManager;
    private RateLimit limit;
    private RateLimit fallback;
    private String keyPrefix = DEFAULT_KEY_PREFIX;
    private Duration retryEngineAfter = Duration.ofSeconds(30);

    private Builder(ProxyManager<String> proxyManager) {
      this.proxyManager = proxyManager;
    }

    /** The API key's budget, shared by every instance (required). */
    public Builder limit(RateLimit limit) {
      this.limit = Objects.requireNonNull(limit, "limit");
      return this;
    }

    /**
     * The in-process limit while the engine is unreachable; by default the shared limit itself (each instance
     * then keeps the whole budget to itself, so divide it by the number of instances to stay strictly within).
     */
    public Builder fallback(RateLimit fallback) {
      this.fallback = Objects.requireNonNull(fallback, "fallback");
      return this;
    }

    /** The prefix of bucket keys in the engine; {@value #DEFAULT_KEY_PREFIX} by default. */
    public Builder keyPrefix(String keyPrefix) {
      this.keyPrefix = EngineFallback.checkKeyPrefix(keyPrefix);
      return this;
    }

    /** How long to use the fallback after an engine failure before trying the engine again; 30 s by default. */
    public Builder retryEngineAfter(Duration retryEngineAfter) {
      this.retryEngineAfter = EngineFallback.checkRetryEngineAfter(retryEngineAfter);
      return this;
    }

    /**
     * The factory to hand to {@code TradingClient.builder().rateLimiter(...)}.
     *
     * @throws NullPointerException when no {@link #limit(RateLimit)} was set
     */
    public Bucket4jRateLimiters build() {
      return new Bucket4jRateLimiters(this);
    }
  }
}
