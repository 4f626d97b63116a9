package io.tradingsdk.core;

import io.tradingsdk.core.internal.LocalRateLimiters;
import io.tradingsdk.core.internal.TokenBucket;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The rate limiter the client asks before each attempt of a call, retries included, for one API key.
 *
 * <p>The service limits each key, not each process. {@link #local(RateLimit)} (what {@link
 * ClientOptions.Builder#rateLimit(RateLimit)} installs) keeps the budget in this JVM; a distributed
 * implementation, such as the Bucket4j one of module {@code sdk-ratelimit-bucket4j}, shares it between every
 * instance that holds the key, so N instances together stay within the key's budget.
 *
 * <p>Implementations are thread-safe. A call never waits for a permit past its deadline: it passes the time it
 * has left as {@code maxWait}, and fails with {@link DeadlineExceededException} when the limiter cannot grant a
 * permit within it.
 */
public interface RateLimiter {
  /**
   * Reserves one permit.
   *
   * @param maxWait the longest the caller can wait for the permit (the call's remaining deadline)
   * @return how long to wait before sending ({@link Duration#ZERO} to send now), the permit being reserved; or
   *     empty when no permit can be had within {@code maxWait}, in which case nothing is reserved
   */
  Optional<Duration> reserve(Duration maxWait);

  /**
   * Gives back one permit {@link #reserve reserved} and never used: the call was cancelled while it waited for it,
   * so nothing was sent. Without it, every cancelled wait would hold back the calls after it by one permit more.
   * The default keeps the permit (a limiter that cannot give one back stays within the budget, only slower).
   */
  default void cancelReservation() {}

  /**
   * The service answered 429 and asked for {@code delay}: hold back every holder of this key (every call of
   * this process, or every instance of the cluster) for that long.
   */
  void pause(Duration delay);

  /** The in-process limiter: a token bucket of {@code limit} in this JVM, paused by this JVM's 429s. */
  static RateLimiter local(RateLimit limit) {
    Objects.requireNonNull(limit, "limit");
    return new TokenBucket(limit, System::nanoTime);
  }

  /**
   * Makes the limiter of one API key. The client asks once per key and shares the limiter between the
   * clients derived with {@link TradingClient#withOptions}; a factory that compares equal to another shares its
   * limiters with it.
   */
  @FunctionalInterface
  interface Factory {
    /**
     * The limiter of the key whose {@linkplain #fingerprint(String) fingerprint} this is. The key itself is never
     * handed out, so a limiter's storage (a Redis key, a map entry) can never leak it.
     */
    RateLimiter create(String keyFingerprint);

    /** In-process limiters of {@code limit}: equal for equal limits, so derived clients share one bucket. */
    static Factory local(RateLimit limit) {
      return new LocalRateLimiters(limit);
    }
  }

  /**
   * The fingerprint of an API key: the lowercase hex SHA-256 of its UTF-8 bytes. It identifies the key's budget
   * and cannot be turned back into the key.
   */
  static String fingerprint(String apiKey) {
    Objects.requireNonNull(apiKey, "apiKey");
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(apiKey.getBytes(StandardCharsets.UTF_8));
      StringBuilder hex = new StringBuilder(64);
      for (byte b : digest) {
        hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is required of every Java platform", e);
    }
  }
}
