package io.tradingsdk.core;

import java.time.Duration;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One attempt of a call, as told to {@link CallObserver#onAttempt} when it ended: its number, the status or the
 * failure, how long it took (from sending the request to the end of the answer or the failure), how long it first
 * waited for the rate limiter, whether another attempt follows, and the request id. Never the request's key or body.
 */
public final class AttemptEvent extends CallReport {
  private final int attempt;
  private final boolean retried;

  AttemptEvent(CallStart call, int attempt, int status, CallOutcome outcome, @Nullable Throwable failure,
      long durationNanos, long rateLimitWaitNanos, boolean retried, Supplier<@Nullable String> requestId) {
    super(call, outcome, status, failure, durationNanos, rateLimitWaitNanos, requestId);
    this.attempt = attempt;
    this.retried = retried;
  }

  /** A builder for an attempt of {@code call}, for modules that report their own calls. */
  public static Builder builder(CallStart call) {
    return new Builder(call);
  }

  /** The attempt's number, 1-based. */
  public int attempt() {
    return attempt;
  }

  /** Whether another attempt follows (then a {@link RetryEvent} says when, and {@link #outcome()} says why). */
  public boolean retried() {
    return retried;
  }

  @Override
  public String toString() {
    return "AttemptEvent{" + call.operation() + " attempt " + attempt + "/" + call.maxAttempts() + ": " + outcome
        + (status < 0 ? "" : " " + status) + (failure == null ? "" : " " + failure.getClass().getSimpleName())
        + ", " + Duration.ofNanos(durationNanos).toMillis() + " ms" + (retried ? ", retried" : "") + "}";
  }

  /** Builds an {@link AttemptEvent}: the settings of {@link CallReport.Builder}, plus the attempt's own. */
  public static final class Builder extends CallReport.Builder<Builder> {
    private int attempt = 1;
    private boolean retried;

    private Builder(CallStart call) {
      super(call);
    }

    /** The attempt's number, 1-based (default 1). */
    public Builder attempt(int attempt) {
      if (attempt < 1) {
        throw new IllegalArgumentException("attempt: must be >= 1, was " + attempt);
      }
      this.attempt = attempt;
      return this;
    }

    /** Whether another attempt follows. */
    public Builder retried(boolean retried) {
      this.retried = retried;
      return this;
    }

    /** The event. */
    public AttemptEvent build() {
      return new AttemptEvent(call, attempt, status, outcomeOrDerived(), failure, duration.toNanos(),
          rateLimitWait.toNanos(), retried, requestIdSource());
    }
  }
}
