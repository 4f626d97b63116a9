package io.tradingsdk.core.internal;

import io.tradingsdk.core.CallKind;
import io.tradingsdk.core.CallListener;
import io.tradingsdk.core.ContextPropagator;
import io.tradingsdk.core.HttpTransport;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingException;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import okhttp3.Request;

/**
 * One call, ready to send: the HTTP request (repeatable, so every attempt reuses it) and the
 * settings that govern its attempts.
 */
public final class PreparedCall<T> {
  public final String operation;
  /** The path with its parameters as names ({@code /plan/{planId}}), for listeners. */
  public final String pathTemplate;
  public final Request request;
  public final byte[] body;
  public final Operation.BodyReader<T> reader;
  public final String responseName;
  public final RouterVersion routerVersion;
  public final RetryPolicy policy;
  public final int maxRetries;
  public final long timeoutNanos;
  public final long deadlineNanos;
  public final RateLimiter limiter;
  public final List<CallListener> listeners;
  /** What kind of call listeners are told this is: the Trading API, or another JSON endpoint (JSON-RPC). */
  public final CallKind kind;
  /** Carries the caller's context onto the SDK's threads for async calls; null for none. */
  public final ContextPropagator propagator;
  public final CallLogger log;
  public final Redactor redactor;
  public final Consumer<RawResponse<T>> onSuccess;
  /** The most body bytes read from one response; a larger body fails the call. */
  public final long maxResponseBytes;
  /**
   * Whether an attempt may be repeated after a failure that may have reached the server (a 5xx, a
   * connection lost after the request was written). When false, such a failure is repeated only once
   * {@link #replayCheck} has said the first attempt took no effect; without a check, it is not repeated.
   * A failure before the request was written, and a 429, are repeated either way.
   */
  public final boolean replayable;
  /** For a call that is not {@link #replayable}: whether an attempt that may have reached the server took effect. */
  public final HttpTransport.ReplayCheck<T> replayCheck;
  /** Turns a non-2xx response into the call's failure; null for the Trading API's mapping by status. */
  public final HttpTransport.ErrorReader errorReader;
  /**
   * Which failures read from an answer (a typed failure of a 2xx body, a malformed 2xx body, a non-2xx answer's
   * failure) are transient, retried as a 5xx is; null when only the status decides.
   */
  public final Predicate<TradingException> transientAnswer;

  public PreparedCall(
      CallKind kind,
      String operation,
      String pathTemplate,
      Request request,
      byte[] body,
      Operation.BodyReader<T> reader,
      String responseName,
      RouterVersion routerVersion,
      RetryPolicy policy,
      int maxRetries,
      long timeoutNanos,
      long deadlineNanos,
      RateLimiter limiter,
      List<CallListener> listeners,
      ContextPropagator propagator,
      CallLogger log,
      Redactor redactor,
      Consumer<RawResponse<T>> onSuccess,
      long maxResponseBytes,
      boolean replayable,
      HttpTransport.ReplayCheck<T> replayCheck,
      HttpTransport.ErrorReader errorReader,
      Predicate<TradingException> transientAnswer) {
    this.kind = kind;
    this.operation = operation;
    this.pathTemplate = pathTemplate;
    this.request = request;
    this.body = body;
    this.reader = reader;
    this.responseName = responseName;
    this.routerVersion = routerVersion;
    this.policy = policy;
    this.maxRetries = maxRetries;
    this.timeoutNanos = timeoutNanos;
    this.deadlineNanos = deadlineNanos;
    this.limiter = limiter;
    this.listeners = listeners;
    this.propagator = propagator;
    this.log = log;
    this.redactor = redactor;
    this.onSuccess = onSuccess;
    this.maxResponseBytes = maxResponseBytes;
    this.replayable = replayable;
    this.replayCheck = replayCheck;
    this.errorReader = errorReader;
    this.transientAnswer = transientAnswer;
  }

  /** Whether a failure read from an answer is transient by the call's own rule. */
  public boolean isTransientAnswer(TradingException failure) {
    return transientAnswer != null && transientAnswer.test(failure);
  }

  public int maxAttempts() {
    return maxRetries + 1;
  }

  /** The URL path as it may appear in a message or a log line (an RPC endpoint's path may hold its key). */
  public String path() {
    return redactor.text(request.url().encodedPath());
  }
}
