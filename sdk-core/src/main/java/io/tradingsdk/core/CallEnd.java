package io.tradingsdk.core;

import java.time.Duration;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A call that ended, as told once to {@link CallObserver#onCallEnd}: its outcome, the last status, the failure the
 * caller got, how many attempts it made, how long it took in all and how much of that was spent waiting for the rate
 * limiter, and the last request id.
 */
public final class CallEnd extends CallReport {
  private final int attempts;

  CallEnd(CallStart call, CallOutcome outcome, int status, @Nullable Throwable failure, int attempts,
      long durationNanos, long rateLimitWaitNanos, Supplier<@Nullable String> requestId) {
    super(call, outcome, status, failure, durationNanos, rateLimitWaitNanos, requestId);
    this.attempts = attempts;
  }

  /** A builder for the end of {@code call}, for modules that report their own calls. */
  public static Builder builder(CallStart call) {
    return new Builder(call);
  }

  /** How many attempts were sent (0 when it gave up before the first, waiting for the rate limiter). */
  public int attempts() {
    return attempts;
  }

  @Override
  public String toString() {
    return "CallEnd{" + call.operation() + ": " + outcome + (status < 0 ? "" : " " + status)
        + (failure == null ? "" : " " + failure.getClass().getSimpleName()) + " after " + attempts + " attempt(s), "
        + Duration.ofNanos(durationNanos).toMillis() + " ms}";
  }

  /** Builds a {@link CallEnd}: the settings of {@link CallReport.Builder}, plus the number of attempts. */
  public static final class Builder extends CallReport.Builder<Builder> {
    private int attempts = 1;

    private Builder(CallStart call) {
      super(call);
    }

    /** How many attempts were sent, 0 or more (default 1). */
    public Builder attempts(int attempts) {
      if (attempts < 0) {
        throw new IllegalArgumentException("attempts: must be >= 0, was " + attempts);
      }
      this.attempts = attempts;
      return this;
    }

    /** The event. */
    public CallEnd build() {
      return new CallEnd(call, outcomeOrDerived(), status, failure, attempts, duration.toNanos(),
          rateLimitWait.toNanos(), requestIdSource());
    }
  }
}
