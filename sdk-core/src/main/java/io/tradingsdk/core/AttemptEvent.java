package io.tradingsdk.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * One attempt of a call, as told to {@link CallObserver#onAttempt} when it ended: its number, the status or the
 * failure, how long it took, how long it first waited for the rate limiter, whether another attempt follows, and the
 * request id. Never the request's key or body.
 */
public final class AttemptEvent {
  private final CallStart call;
  private final int attempt;
  private final int status;
  private final CallOutcome outcome;
  private final @Nullable Throwable failure;
  private final long durationNanos;
  private final long rateLimitWaitNanos;
  private final boolean retried;
  private @Nullable Supplier<@Nullable String> requestIdSource;
  private @Nullable String requestId;

  AttemptEvent(CallStart call, int attempt, int status, CallOutcome outcome, @Nullable Throwable failure,
      long durationNanos, long rateLimitWaitNanos, boolean retried, Supplier<@Nullable String> requestId) {
    this.call = call;
    this.attempt = attempt;
    this.status = status;
    this.outcome = outcome;
    this.failure = failure;
    this.durationNanos = durationNanos;
    this.rateLimitWaitNanos = rateLimitWaitNanos;
    this.retried = retried;
    this.requestIdSource = requestId;
  }

  /** A builder for an attempt of {@code call}, for modules that report their own calls. */
  public static Builder builder(CallStart call) {
    return new Builder(call);
  }

  /** The call this attempt belongs to. */
  public CallStart call() {
    return call;
  }

  /** The attempt's number, 1-based. */
  public int attempt() {
    return attempt;
  }

  /** The HTTP status of the answer; empty when none arrived (a network failure, a timeout). */
  public OptionalInt status() {
    return status < 0 ? OptionalInt.empty() : OptionalInt.of(status);
  }

  /** How the attempt ended. */
  public CallOutcome outcome() {
    return outcome;
  }

  /** Why it failed, as it would be thrown; empty for a success. */
  public Optional<Throwable> failure() {
    return Optional.ofNullable(failure);
  }

  /** From sending the request to the end of the answer (or the failure). */
  public Duration duration() {
    return Duration.ofNanos(durationNanos);
  }

  /** How long the attempt waited for the client's rate limiter before it was sent; zero when it did not wait. */
  public Duration rateLimitWait() {
    return Duration.ofNanos(rateLimitWaitNanos);
  }

  /** Whether another attempt follows (then a {@link RetryEvent} says when, and {@link #outcome()} says why). */
  public boolean retried() {
    return retried;
  }

  /** The service's request id for this attempt, when it sent one (in the body or the {@code x-request-id} header). */
  public synchronized Optional<String> requestId() {
    if (requestIdSource != null) {
      requestId = requestIdSource.get();
      requestIdSource = null;
    }
    return Optional.ofNullable(requestId);
  }

  @Override
  public String toString() {
    return "AttemptEvent{" + call.operation() + " attempt " + attempt + "/" + call.maxAttempts() + ": " + outcome
        + (status < 0 ? "" : " " + status) + (failure == null ? "" : " " + failure.getClass().getSimpleName())
        + ", " + Duration.ofNanos(durationNanos).toMillis() + " ms" + (retried ? ", retried" : "") + "}";
  }

  /** Builds an {@link AttemptEvent}. */
  public static final class Builder {
    private final CallStart call;
    private int attempt = 1;
    private int status = -1;
    private @Nullable CallOutcome outcome;
    private @Nullable Throwable failure;
    private Duration duration = Duration.ZERO;
    private Duration rateLimitWait = Duration.ZERO;
    private boolean retried;
    private @Nullable String requestId;

    private Builder(CallStart call) {
      this.call = Objects.requireNonNull(call, "call");
    }

    /** The attempt's number, 1-based (default 1). */
    public Builder attempt(int attempt) {
      if (attempt < 1) {
        throw new IllegalArgumentException("attempt: must be >= 1, was " + attempt);
      }
      this.attempt = attempt;
      return this;
    }

    /** The HTTP status of the answer, 100 to 599. */
    public Builder status(int status) {
      if (status < 100 || status > 599) {
        throw new IllegalArgumentException("status: must be 100 to 599, was " + status);
      }
      this.status = status;
      return this;
    }

    /** The outcome; by default derived from the failure, else from the status, else {@link CallOutcome#SUCCESS}. */
    public Builder outcome(CallOutcome outcome) {
      this.outcome = Objects.requireNonNull(outcome, "outcome");
      return this;
    }

    /** The failure, as it would be thrown. */
    public Builder failure(Throwable failure) {
      this.failure = Objects.requireNonNull(failure, "failure");
      return this;
    }

    /** How long the attempt took. */
    public Builder duration(Duration duration) {
      this.duration = nonNegative(duration, "duration");
      return this;
    }

    /** How long it waited for a rate limiter before it was sent. */
    public Builder rateLimitWait(Duration rateLimitWait) {
      this.rateLimitWait = nonNegative(rateLimitWait, "rateLimitWait");
      return this;
    }

    /** Whether another attempt follows. */
    public Builder retried(boolean retried) {
      this.retried = retried;
      return this;
    }

    /** The service's request id. */
    public Builder requestId(@Nullable String requestId) {
      this.requestId = requestId;
      return this;
    }

    /** The event. */
    public AttemptEvent build() {
      String id = requestId;
      return new AttemptEvent(call, attempt, status, outcome != null ? outcome : derive(failure, status), failure,
          duration.toNanos(), rateLimitWait.toNanos(), retried, () -> id);
    }
  }

  static CallOutcome derive(@Nullable Throwable failure, int status) {
    if (failure != null) {
      return CallOutcome.ofFailure(failure);
    }
    return status < 0 ? CallOutcome.SUCCESS : CallOutcome.ofStatus(status);
  }

  static Duration nonNegative(Duration d, String name) {
    Objects.requireNonNull(d, name);
    if (d.isNegative()) {
      throw new IllegalArgumentException(name + ": must not be negative, was " + d);
    }
    return d;
  }
}
