package io.tradingsdk.core;

import java.util.function.Consumer;
import okhttp3.Request;

/**
 * One call, ready to send: the HTTP request (repeatable, so every attempt reuses it) and the
 * settings that govern its attempts.
 */
final class PreparedCall<T> {
  final String operation;
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
  final RetryObserver observer;
  final CallLogger log;
  final Redactor redactor;
  final Consumer<RawResponse<T>> onSuccess;
  /** The most body bytes read from one response; a larger body fails the call. */
  final long maxResponseBytes;

  PreparedCall(
      String operation,
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
      RetryObserver observer,
      CallLogger log,
      Redactor redactor,
      Consumer<RawResponse<T>> onSuccess,
      long maxResponseBytes) {
    this.operation = operation;
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
    this.observer = observer;
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
