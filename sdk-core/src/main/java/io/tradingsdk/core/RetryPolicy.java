package io.tradingsdk.core;

import io.tradingsdk.core.internal.Nanos;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;

/**
 * When and how long to wait before retrying a failed attempt. Immutable.
 *
 * <p>Retried: statuses 429, 500, 502, 503, 504 and I/O failures (connection refused or reset,
 * truncated response, per-attempt timeout). Never retried: 400, 401, 404, 422, any other status,
 * certificate failures, and a 2xx body that does not fit its model. {@code order} (a signed order the service
 * may have taken) is retried only after a 429 or a failure before a byte of the request was written: after a 5xx,
 * a lost connection or a timeout the failure is thrown at once and its message says the outcome is unknown.
 *
 * <p>The wait before retry {@code n} (1-based) is {@code min(maxBackoff, initialBackoff * 2^(n-1))}
 * reduced by a random fraction of up to {@code jitter} (so many clients do not retry in step). When
 * the response carries {@code Retry-After} (seconds or an HTTP date), that is used instead, but never
 * more than {@code maxRetryAfter}. No retry starts after the call's deadline.
 */
public final class RetryPolicy {
  private static final RetryPolicy DEFAULTS = new Builder().build();

  private final int maxRetries;
  private final Duration initialBackoff;
  private final Duration maxBackoff;
  private final double jitter;
  private final Duration maxRetryAfter;

  private RetryPolicy(Builder b) {
    this.maxRetries = b.maxRetries;
    this.initialBackoff = b.initialBackoff;
    this.maxBackoff = b.maxBackoff;
    this.jitter = b.jitter;
    this.maxRetryAfter = b.maxRetryAfter;
  }

  /**
   * The defaults: 2 retries (3 attempts), backoff from 500 ms doubling up to 8 s, jitter 0.5,
   * {@code Retry-After} capped at 30 s.
   */
  public static RetryPolicy defaults() {
    return DEFAULTS;
  }

  /** No retries: every failure is reported at once. */
  public static RetryPolicy none() {
    return builder().maxRetries(0).build();
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder starting from this policy. */
  public Builder toBuilder() {
    return new Builder()
        .maxRetries(maxRetries)
        .initialBackoff(initialBackoff)
        .maxBackoff(maxBackoff)
        .jitter(jitter)
        .maxRetryAfter(maxRetryAfter);
  }

  /** Retries after the first attempt; 0 disables retrying. */
  public int maxRetries() {
    return maxRetries;
  }

  /** The wait before the first retry, before jitter. */
  public Duration initialBackoff() {
    return initialBackoff;
  }

  /** The longest computed backoff, before jitter. */
  public Duration maxBackoff() {
    return maxBackoff;
  }

  /** The largest fraction taken off a backoff at random, 0 to 1. */
  public double jitter() {
    return jitter;
  }

  /** The longest wait a server's {@code Retry-After} can impose. */
  public Duration maxRetryAfter() {
    return maxRetryAfter;
  }

  /** Whether a response with this status is retried. */
  public static boolean isRetryableStatus(int status) {
    return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
  }

  /**
   * The wait before retry number {@code retry}.
   *
   * @param retry 1 for the first retry
   * @param retryAfter the server's requested delay, if it sent one
   * @param random a uniform random number in [0, 1)
   */
  Duration delayBefore(int retry, Optional<Duration> retryAfter, double random) {
    if (retryAfter.isPresent()) {
      Duration asked = retryAfter.get();
      return asked.compareTo(maxRetryAfter) > 0 ? maxRetryAfter : asked;
    }
    double base = Nanos.of(initialBackoff) * Math.pow(2, Math.min(retry - 1, 62));
    base = Math.min(base, Nanos.of(maxBackoff));
    return Duration.ofNanos((long) (base * (1 - jitter * random)));
  }

  /**
   * Parses a {@code Retry-After} value: delay seconds (a decimal fraction is tolerated) or an HTTP
   * date, relative to {@code now}. A date in the past gives zero; an unreadable value gives empty.
   */
  static Optional<Duration> parseRetryAfter(String value, Instant now) {
    if (value == null || value.isBlank()) {
      return Optional.empty();
    }
    String v = value.trim();
    try {
      double seconds = Double.parseDouble(v);
      if (seconds < 0 || Double.isNaN(seconds) || Double.isInfinite(seconds)) {
        return Optional.empty();
      }
      return Optional.of(Duration.ofNanos((long) Math.min(seconds * 1e9, Long.MAX_VALUE / 2.0)));
    } catch (NumberFormatException notSeconds) {
      try {
        Instant at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
        Duration d = Duration.between(now, at);
        return Optional.of(d.isNegative() ? Duration.ZERO : d);
      } catch (DateTimeParseException notDate) {
        return Optional.empty();
      }
    }
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof RetryPolicy)) {
      return false;
    }
    RetryPolicy p = (RetryPolicy) o;
    return maxRetries == p.maxRetries
        && initialBackoff.equals(p.initialBackoff)
        && maxBackoff.equals(p.maxBackoff)
        && Double.compare(jitter, p.jitter) == 0
        && maxRetryAfter.equals(p.maxRetryAfter);
  }

  @Override
  public int hashCode() {
    return Objects.hash(maxRetries, initialBackoff, maxBackoff, jitter, maxRetryAfter);
  }

  @Override
  public String toString() {
    return "RetryPolicy{maxRetries=" + maxRetries + ", initialBackoff=" + initialBackoff + ", maxBackoff="
        + maxBackoff + ", jitter=" + jitter + ", maxRetryAfter=" + maxRetryAfter + "}";
  }

  /** Builds a {@link RetryPolicy}; every setter validates its argument. */
  public static final class Builder {
    private int maxRetries = 2;
    private Duration initialBackoff = Duration.ofMillis(500);
    private Duration maxBackoff = Duration.ofSeconds(8);
    private double jitter = 0.5;
    private Duration maxRetryAfter = Duration.ofSeconds(30);

    private Builder() {}

    /** Retries after the first attempt, 0 to 100. */
    public Builder maxRetries(int maxRetries) {
      if (maxRetries < 0 || maxRetries > 100) {
        throw new IllegalArgumentException("maxRetries: must be 0 to 100, was " + maxRetries);
      }
      this.maxRetries = maxRetries;
      return this;
    }

    /** The wait before the first retry; zero or more. */
    public Builder initialBackoff(Duration initialBackoff) {
      this.initialBackoff = nonNegative(initialBackoff, "initialBackoff");
      return this;
    }

    /** The cap on computed backoff; zero or more. */
    public Builder maxBackoff(Duration maxBackoff) {
      this.maxBackoff = nonNegative(maxBackoff, "maxBackoff");
      return this;
    }

    /** The largest random fraction taken off each backoff, 0 (none) to 1 (full jitter). */
    public Builder jitter(double jitter) {
      if (!(jitter >= 0 && jitter <= 1)) {
        throw new IllegalArgumentException("jitter: must be 0 to 1, was " + jitter);
      }
      this.jitter = jitter;
      return this;
    }

    /** The cap on a server's {@code Retry-After}; zero or more. */
    public Builder maxRetryAfter(Duration maxRetryAfter) {
      this.maxRetryAfter = nonNegative(maxRetryAfter, "maxRetryAfter");
      return this;
    }

    /** The policy. */
    public RetryPolicy build() {
      if (maxBackoff.compareTo(initialBackoff) < 0) {
        throw new IllegalArgumentException(
            "maxBackoff: must be >= initialBackoff (" + initialBackoff + "), was " + maxBackoff);
      }
      return new RetryPolicy(this);
    }

    private static Duration nonNegative(Duration d, String name) {
      Objects.requireNonNull(d, name);
      if (d.isNegative()) {
        throw new IllegalArgumentException(name + ": must be >= 0, was " + d);
      }
      return d;
    }
  }
}
