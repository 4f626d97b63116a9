package io.tradingsdk.core;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A retry about to happen, as reported to a {@link RetryObserver}: which call, which attempt failed
 * and how, and how long the client will wait.
 */
public final class RetryEvent {
  private final String operation;
  private final String method;
  private final String path;
  private final int failedAttempt;
  private final int maxAttempts;
  private final Duration delay;
  private final Integer status;
  private final TradingException failure;

  RetryEvent(
      String operation,
      String method,
      String path,
      int failedAttempt,
      int maxAttempts,
      Duration delay,
      Integer status,
      TradingException failure) {
    this.operation = operation;
    this.method = method;
    this.path = path;
    this.failedAttempt = failedAttempt;
    this.maxAttempts = maxAttempts;
    this.delay = delay;
    this.status = status;
    this.failure = failure;
  }

  /** The operation, as the client method is named ({@code quote}, {@code swap7702}...). */
  public String operation() {
    return operation;
  }

  /** The HTTP method. */
  public String method() {
    return method;
  }

  /** The URL path, such as {@code /v1/quote}. */
  public String path() {
    return path;
  }

  /** The attempt that failed, 1-based. The next attempt is {@code failedAttempt() + 1}. */
  public int failedAttempt() {
    return failedAttempt;
  }

  /** The most attempts this call may make. */
  public int maxAttempts() {
    return maxAttempts;
  }

  /** How long the client waits before the next attempt. */
  public Duration delay() {
    return delay;
  }

  /** The failed attempt's HTTP status; empty for an I/O failure. */
  public OptionalInt status() {
    return status == null ? OptionalInt.empty() : OptionalInt.of(status);
  }

  /** The failed attempt's error, as it would have been thrown. */
  public TradingException failure() {
    return failure;
  }

  /** The failed attempt's request id, when the service sent one. */
  public Optional<String> requestId() {
    return failure instanceof TradingApiException ? ((TradingApiException) failure).requestId() : Optional.empty();
  }

  @Override
  public String toString() {
    return "RetryEvent{" + operation + " " + method + " " + path + ", attempt " + failedAttempt + "/" + maxAttempts
        + " failed" + (status == null ? "" : " with " + status) + ", retry in " + delay.toMillis() + " ms}";
  }
}
