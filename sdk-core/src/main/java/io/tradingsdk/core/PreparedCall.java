package io.tradingsdk.core;

import java.util.List;
import java.util.function.Consumer;
import okhttp3.Request;

/**
 * One call, ready to send: the HTTP request (repeatable, so every attempt reuses it) and the
 * settings that govern its attempts.
 */
final class PreparedCall<T> {
  final String operation;
  /** The path with its parameters as names ({@code /plan/{planId}}), for listeners. */
  final String pathTemplate;
  final Request request;
  final byte[] body;
  final Operation.BodyReader<T> reader;
  final String responseName;
  final RouterVersion routerVersion;
  final RetryPolicy policy;
  final int maxRetries;
  final long timeoutNanos;
  final long deadlineNanos;
  final RateLimiter limiter;
  final List<CallListener> listeners;
  /** Carries the caller's context onto the SDK's threads for async calls; null for none. */
  final ContextPropagator propagator;
  final CallLogger log;
  final Redactor redactor;
  final Consumer<RawResponse<T>> onSuccess;
  /** The most body bytes read from one response; a larger body fails the call. */
  final long maxResponseBytes;

  PreparedCall(
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
      long maxResponseBytes) {
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
  }

  int maxAttempts() {
    return maxRetries + 1;
  }

  String path() {
    return request.url().encodedPath();
  }
}
