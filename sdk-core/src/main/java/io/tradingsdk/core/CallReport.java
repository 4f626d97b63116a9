package io.tradingsdk.core;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What one attempt ({@link AttemptEvent}) or a whole call ({@link CallEnd}) came to: the call, how it ended, the
 * status, the failure, how long it took and waited for the rate limiter, and the request id. Immutable; not for
 * subclassing outside the SDK.
 */
public abstract class CallReport {
  final CallStart call;
  final CallOutcome outcome;
  final int status;
  final @Nullable Throwable failure;
  final long durationNanos;
  final long rateLimitWaitNanos;
  private @Nullable Supplier<@Nullable String> requestIdSource;
  private @Nullable String requestId;

  CallReport(CallStart call, CallOutcome outcome, int status, @Nullable Throwable failure, long durationNanos,
      long rateLimitWaitNanos, Supplier<@Nullable String> requestId) {
    this.call = call;
    this.outcome = outcome;
    this.status = status;
    this.failure = failure;
    this.durationNanos = durationNanos;
    this.rateLimitWaitNanos = rateLimitWaitNanos;
    this.requestIdSource = requestId;
  }

  /** The call this reports on. */
  public CallStart call() {
    return call;
  }

  /** How it ended. */
  public CallOutcome outcome() {
    return outcome;
  }

  /** The HTTP status of the (last) answer; empty when none arrived (a network failure, a timeout). */
  public OptionalInt status() {
    return status < 0 ? OptionalInt.empty() : OptionalInt.of(status);
  }

  /** Why it failed, as it was (or would be) thrown to the caller; empty for a success. */
  public Optional<Throwable> failure() {
    return Optional.ofNullable(failure);
  }

  /**
   * How long it took: an attempt, from sending the request to the end of the answer (or the failure); a call, from
   * its start to its end, attempts, backoffs and rate-limiter waits included.
   */
  public Duration duration() {
    return Duration.ofNanos(durationNanos);
  }

  /** How much of it was spent waiting for the client's rate limiter; zero when it did not wait. */
  public Duration rateLimitWait() {
    return Duration.ofNanos(rateLimitWaitNanos);
  }

  /** The service's request id of the (last) answer, when it sent one (in the body or the {@code x-request-id} header). */
  public synchronized Optional<String> requestId() {
    if (requestIdSource != null) {
      requestId = requestIdSource.get();
      requestIdSource = null;
    }
    return Optional.ofNullable(requestId);
  }

  /**
   * The settings an {@link AttemptEvent.Builder} and a {@link CallEnd.Builder} share, for modules that report their
   * own calls.
   *
   * @param <B> the builder's own type, which the setters return
   */
  public abstract static class Builder<B extends Builder<B>> {
    final CallStart call;
    int status = -1;
    @Nullable CallOutcome outcome;
    @Nullable Throwable failure;
    Duration duration = Duration.ZERO;
    Duration rateLimitWait = Duration.ZERO;
    @Nullable String requestId;

    Builder(CallStart call) {
      this.call = Objects.requireNonNull(call, "call");
    }

    @SuppressWarnings("unchecked")
    private B self() {
      return (B) this;
    }

    /** The HTTP status of the (last) answer, 100 to 599. */
    public B status(int status) {
      if (status < 100 || status > 599) {
        throw new IllegalArgumentException("status: must be 100 to 599, was " + status);
      }
      this.status = status;
      return self();
    }

    /** The outcome; by default derived from the failure, else from the status, else {@link CallOutcome#SUCCESS}. */
    public B outcome(CallOutcome outcome) {
      this.outcome = Objects.requireNonNull(outcome, "outcome");
      return self();
    }

    /** The failure, as it would be thrown. */
    public B failure(Throwable failure) {
      this.failure = Objects.requireNonNull(failure, "failure");
      return self();
    }

    /** How long it took. */
    public B duration(Duration duration) {
      this.duration = nonNegative(duration, "duration");
      return self();
    }

    /** How long it waited for a rate limiter. */
    public B rateLimitWait(Duration rateLimitWait) {
      this.rateLimitWait = nonNegative(rateLimitWait, "rateLimitWait");
      return self();
    }

    /** The service's request id. */
    public B requestId(@Nullable String requestId) {
      this.requestId = requestId;
      return self();
    }

    /** The outcome set, else the one the failure and status say. */
    final CallOutcome outcomeOrDerived() {
      return outcome != null ? outcome : derive(failure, status);
    }

    /** The request id, as a call's lazily read one. */
    final Supplier<@Nullable String> requestIdSource() {
      String id = requestId;
      return () -> id;
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
