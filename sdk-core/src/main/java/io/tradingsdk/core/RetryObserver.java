package io.tradingsdk.core;

/**
 * Told before each retry, for metrics or alerts. Called on the thread that runs the call (the
 * caller's for blocking calls, the client's for async ones); it must be quick and must not throw (a
 * throw is ignored).
 */
@FunctionalInterface
public interface RetryObserver {
  /** A retry of {@code event.operation()} will start after {@code event.delay()}. */
  void onRetry(RetryEvent event);
}
