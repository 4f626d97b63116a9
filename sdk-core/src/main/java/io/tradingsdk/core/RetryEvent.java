package io.tradingsdk.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jspecify.annotations.Nullable;

/**
 * A retry about to happen, as told to {@link CallObserver#onRetry} (and to a {@link RetryObserver}): which call,
 * which attempt failed and why, and how long the client will wait.
 */
public final class RetryEvent {
  private final CallStart call;
  private final String path;
  private final int failedAttempt;
  private final Duration delay;
  private final @Nullable Integer status;
  private final TradingException failure;
  private final CallOutcome reason;

  RetryEvent(CallStart call, String path, int failedAttempt, Duration delay, @Nullable Integer status,
      TradingException failure, CallOutcome reason) {
    this.call = call;
    this.path = path;
    this.failedAttempt = failedAttempt;
    this.delay = delay;
    this.status = status;
    this.failure = failure;
    this.reason = reason;
  }

  /**
   * The retry of {@code call} after {@code failedAttempt} failed with {@code failure}, for modules that report their
   * own calls; the reason is derived from the failure ({@link CallOutcome#ofFailure}), the path is the template.
   */
  public static RetryEvent of(CallStart call, int failedAttempt, Duration delay, TradingException failure) {
    Objects.requireNonNull(call, "call");
    Objects.requireNonNull(failure, "failure");
    if (failedAttempt < 1) {
      throw new IllegalArgumentException("failedAttempt: must be >= 1, was " + failedAttempt);
    }
    Integer status = failure instanceof TradingApiException ? ((TradingApiException) failure).status() : null;
    return new RetryEvent(call, call.pathTemplate(), failedAttempt, CallReport.nonNegative(delay, "delay"), status,
        failure, CallOutcome.ofFailure(failure));
  }

  /** The call being retried. */
  public CallStart call() {
    return call;
  }

  /** The operation, as the client method is named ({@code quote}, {@code swap7702}...). */
  public String operation() {
    return call.operation();
  }

  /** The HTTP method. */
  public String method() {
    return call.method();
  }

  /**
   * The URL path as sent, such as {@code /v1/plan/3f0c...}; it may hold ids, so tag metrics with {@link
   * CallStart#pathTemplate()} instead.
   */
  public String path() {
    return path;
  }

  /** The attempt that failed, 1-based. The next attempt is {@code failedAttempt() + 1}. */
  public int failedAttempt() {
    return failedAttempt;
  }

  /** The most attempts this call may make. */
  public int maxAttempts() {
    return call.maxAttempts();
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

  /**
   * Why the call is retried: {@link CallOutcome#RATE_LIMITED}, {@link CallOutcome#SERVER_ERROR}, {@link
   * CallOutcome#TIMEOUT} or {@link CallOutcome#IO_ERROR}.
   */
  public CallOutcome reason() {
    return reason;
  }

  /** The failed attempt's request id, when the service sent one. */
  public Optional<String> requestId() {
    return failure instanceof TradingApiException ? ((TradingApiException) failure).requestId() : Optional.empty();
  }

  @Override
  public String toString() {
    return "RetryEvent{" + operation() + " " + method() + " " + path + ", attempt " + failedAttempt + "/"
        + maxAttempts() + " failed" + (status == null ? "" : " with " + status) + " (" + reason.tagValue()
        + "), retry in " + delay.toMillis() + " ms}";
  }
}
