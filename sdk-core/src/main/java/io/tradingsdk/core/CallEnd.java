package io.tradingsdk.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A call that ended, as told once to {@link CallObserver#onCallEnd}: its outcome, the last status, the failure the
 * caller got, how many attempts it made, how long it took in all and how much of that was spent waiting for the rate
 * limiter, and the last request id.
 */
public final class CallEnd {
  private final CallStart call;
  private final CallOutcome outcome;
  private final int status;
  private final @Nullable Throwable failure;
  private final int attempts;
  private final long durationNanos;
  private final long rateLimitWaitNanos;
  private @Nullable Supplier<@Nullable String> requestIdSource;
  private @Nullable String requestId;

  CallEnd(CallStart call, CallOutcome outcome, int status, @Nullable Throwable failure, int attempts,
      long durationNanos, long rateLimitWaitNanos, Supplier<@Nullable String> requestId) {
    this.call = call;
    this.outcome = outcome;
    this.status = status;
    this.failure = failure;
    this.attempts = attempts;
    this.durationNanos = durationNanos;
    this.rateLimitWaitNanos = rateLimitWaitNanos;
    this.requestIdSource = requestId;
  }

  /** A builder for the end of {@code call}, for modules that report their own calls. */
  public static Builder builder(CallStart call) {
    return new Builder(call);
  }

  /** The call that ended. */
  public CallStart call() {
    return call;
  }

  /** How it ended. */
  public CallOutcome outcome() {
    return outcome;
  }

  /** The last answer's HTTP status; empty when no answer arrived. */
  public OptionalInt status() {
    return status < 0 ? OptionalInt.empty() : OptionalInt.of(status);
  }

  /** What the caller got instead of a result; empty for a success. */
  public Optional<Throwable> failure() {
    return Optional.ofNullable(failure);
  }

  /** How many attempts were sent (0 when it gave up before the first, waiting for the rate limiter). */
  public int attempts() {
    return attempts;
  }

  /** From the start of the call to its end: attempts, backoffs and rate-limiter waits. */
  public Duration duration() {
    return Duration.ofNanos(durationNanos);
  }

  /** How much of it was spent waiting for the client's rate limiter. */
  public Duration rateLimitWait() {
    return Duration.ofNanos(rateLimitWaitNanos);
  }

  /** The last answer's request id, when the service sent one. */
  public synchronized Optional<String> requestId() {
    if (requestIdSource != null) {
      requestId = requestIdSource.get();
      requestIdSource = null;
    }
    return Optional.ofNullable(requestId);
  }

  @Override
  public String toString() {
    return "CallEnd{" + call.operation() + ": " + outcome + (status < 0 ? "" : " " + status)
        + (failure == null ? "" : " " + failure.getClass().getSimpleName()) + " after " + attempts + " attempt(s), "
        + Duration.ofNanos(durationNanos).toMillis() + " ms}";
  }

  /** Builds a {@link CallEnd}. */
  public static final class Builder {
    private final CallStart call;
    private @Nullable CallOutcome outcome;
    private int status = -1;
    private @Nullable Throwable failure;
    private int attempts = 1;
    private Duration duration = Duration.ZERO;
    private Duration rateLimitWait = Duration.ZERO;
    private @Nullable String requestId;

    private Builder(CallStart call) {
      this.call = Objects.requireNonNull(call, "call");
    }

    /** The outcome; by default derived from the failure, else from the status, else {@link CallOutcome#SUCCESS}. */
    public Builder outcome(CallOutcome outcome) {
      this.outcome = Objects.requireNonNull(outcome, "outcome");
      return this;
    }

    /** The last answer's HTTP status, 100 to 599. */
    public Builder status(int status) {
      if (status < 100 || status > 599) {
        throw new IllegalArgumentException("status: must be 100 to 599, was " + status);
      }
      this.status = status;
      return this;
    }

    /** What the caller got instead of a result. */
    public Builder failure(Throwable failure) {
      this.failure = Objects.requireNonNull(failure, "failure");
      return this;
    }

    /** How many attempts were sent, 0 or more (default 1). */
    public Builder attempts(int attempts) {
      if (attempts < 0) {
        throw new IllegalArgumentException("attempts: must be >= 0, was " + attempts);
      }
      this.attempts = attempts;
      return this;
    }

    /** How long the call took. */
    public Builder duration(Duration duration) {
      this.duration = AttemptEvent.nonNegative(duration, "duration");
      return this;
    }

    /** How much of it was spent waiting for a rate limiter. */
    public Builder rateLimitWait(Duration rateLimitWait) {
      this.rateLimitWait = AttemptEvent.nonNegative(rateLimitWait, "rateLimitWait");
      return this;
    }

    /** The last answer's request id. */
    public Builder requestId(@Nullable String requestId) {
      this.requestId = requestId;
      return this;
    }

    /** The event. */
    public CallEnd build() {
      String id = requestId;
      return new CallEnd(call, outcome != null ? outcome : AttemptEvent.derive(failure, status), status, failure,
          attempts, duration.toNanos(), rateLimitWait.toNanos(), () -> id);
    }
  }
}
