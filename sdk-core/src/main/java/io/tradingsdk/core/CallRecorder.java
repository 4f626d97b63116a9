package io.tradingsdk.core;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Tells one call to the {@link CallListener}s of a client: the observers each listener returned hear every event, a
 * listener's {@code RuntimeException} is dropped (its bug must not change the call's outcome), the end is told once,
 * and the caller's context can be restored on another thread. {@code TradingClient} reports through it; so can a
 * module with calls of its own (a JSON-RPC client, a receipt wait), which then reaches the same listeners the same
 * way.
 *
 * <pre>{@code
 * CallRecorder call = CallRecorder.start(CallStart.builder().kind(CallKind.JSON_RPC)
 *     .operation("eth_sendRawTransaction").method("POST").pathTemplate("/").build(), listeners, propagator);
 * ... on any thread:
 * try (ContextPropagator.Scope scope = call.restoreContext()) {
 *   call.attempt(AttemptEvent.builder(call.call()).status(200).duration(took).build());
 *   call.end(CallEnd.builder(call.call()).status(200).duration(total).build());
 * }
 * }</pre>
 */
public final class CallRecorder {
  /** Hears nothing: what a client with no listener and no propagator uses, at no cost. */
  static final CallRecorder NONE = new CallRecorder(null, new CallObserver[0], null, 0);

  private static final ContextPropagator.Scope NO_SCOPE = () -> {};

  private final @Nullable CallStart call;
  private final CallObserver[] observers;
  private final ContextPropagator.@Nullable Snapshot context;
  private final long startNanos;
  private final AtomicBoolean ended = new AtomicBoolean();
  // What the end reports, kept only when someone listens. The steps of one call never run concurrently and hand
  // over to each other through OkHttp's queue or the scheduler; volatile for an end told from another thread (a
  // caller cancelling).
  private volatile int attempts;
  private volatile int lastStatus = -1;
  private volatile long rateLimitWaitNanos;
  private volatile Supplier<@Nullable String> lastRequestId = () -> null;

  private CallRecorder(@Nullable CallStart call, CallObserver[] observers, ContextPropagator.@Nullable Snapshot context,
      long startNanos) {
    this.call = call;
    this.observers = observers;
    this.context = context;
    this.startNanos = startNanos;
  }

  /**
   * Starts reporting {@code call}: asks each listener for its observer, on this thread, and captures this thread's
   * context when a propagator is given.
   *
   * @param propagator null when every event is told on this thread (a blocking call)
   */
  public static CallRecorder start(CallStart call, List<CallListener> listeners,
      @Nullable ContextPropagator propagator) {
    Objects.requireNonNull(call, "call");
    CallObserver[] observers = new CallObserver[listeners.size()];
    int n = 0;
    for (CallListener listener : listeners) {
      CallObserver observer = null;
      try {
        observer = listener.onCallStart(call);
      } catch (RuntimeException listenerBug) {
        // dropped: the call goes on unheard by this listener
      }
      if (observer != null && observer != CallObserver.NONE) {
        observers[n++] = observer;
      }
    }
    CallObserver[] heard = n == observers.length ? observers : java.util.Arrays.copyOf(observers, n);
    return new CallRecorder(call, heard, propagator == null ? null : propagator.capture(), System.nanoTime());
  }

  /** The call; only a recorder with listeners or a propagator has one. */
  public CallStart call() {
    if (call == null) {
      throw new IllegalStateException("this recorder reports nothing");
    }
    return call;
  }

  /** Whether any observer hears the call (if not, building events for it is wasted). */
  public boolean isObserved() {
    return observers.length > 0;
  }

  /** Tells every observer that an attempt ended. */
  public void attempt(AttemptEvent attempt) {
    for (CallObserver observer : observers) {
      try {
        observer.onAttempt(attempt);
      } catch (RuntimeException listenerBug) {
        // dropped, see the class comment
      }
    }
  }

  /** Tells every observer that a retry will follow. */
  public void retry(RetryEvent retry) {
    for (CallObserver observer : observers) {
      try {
        observer.onRetry(retry);
      } catch (RuntimeException listenerBug) {
        // dropped
      }
    }
  }

  /** Tells every observer that the call ended; only the first end of a call is told. */
  public void end(CallEnd end) {
    if (!ended.compareAndSet(false, true)) {
      return;
    }
    for (CallObserver observer : observers) {
      try {
        observer.onCallEnd(end);
      } catch (RuntimeException listenerBug) {
        // dropped
      }
    }
  }

  /** Whether the end was told. */
  public boolean hasEnded() {
    return ended.get();
  }

  /**
   * Makes the caller's captured context current on this thread until the scope closes; a scope that does nothing
   * when no propagator was given.
   */
  public ContextPropagator.Scope restoreContext() {
    return context == null ? NO_SCOPE : context.restore();
  }

  // ---------------------------------------------------------------- the client's own bookkeeping

  /** Records that attempt {@code attempt} is being sent. */
  void sending(int attempt) {
    if (observers.length > 0) {
      attempts = attempt;
    }
  }

  /** Records an attempt the client made, and tells it when someone listens. */
  void attemptEnded(int attempt, int status, @Nullable Throwable failure, long attemptNanos, long waitNanos,
      boolean retried, Supplier<@Nullable String> requestId) {
    if (observers.length == 0) {
      return;
    }
    attempts = attempt;
    lastStatus = status;
    rateLimitWaitNanos += waitNanos;
    lastRequestId = requestId;
    attempt(new AttemptEvent(call, attempt, status, CallReport.derive(failure, status), failure, attemptNanos,
        waitNanos, retried, requestId));
  }

  /** Records a wait for the rate limiter that no attempt followed (the call gave up first). */
  void waitedWithoutAttempt(long waitNanos) {
    if (observers.length > 0) {
      rateLimitWaitNanos += waitNanos;
    }
  }

  /** Tells the end of a call the client made: a success when {@code failure} is null. */
  void ended(@Nullable Throwable failure) {
    if (observers.length == 0 || ended.get()) {
      return;
    }
    CallOutcome outcome = failure == null ? CallOutcome.SUCCESS : CallOutcome.ofFailure(failure);
    // A failure before any answer keeps no stale status; an answer's failure has its own.
    int status = failure instanceof TradingApiException ? ((TradingApiException) failure).status()
        : failure == null || failure instanceof InvalidResponseException ? lastStatus : -1;
    end(new CallEnd(call, outcome, status, failure, attempts, System.nanoTime() - startNanos, rateLimitWaitNanos,
        lastRequestId));
  }
}
