package io.tradingsdk.core;

/**
 * Hears one call, from the {@link CallListener} it started with: every attempt as it ends, every retry before it
 * waits, and the call's end exactly once, in that order. Each method does nothing unless overridden.
 */
public interface CallObserver {
  /** Hears nothing. */
  CallObserver NONE = new CallObserver() {};

  /** An attempt ended (before the {@link #onRetry} that may follow it). */
  default void onAttempt(AttemptEvent attempt) {}

  /** The call will be retried after {@code retry.delay()}. */
  default void onRetry(RetryEvent retry) {}

  /** The call ended; nothing follows. */
  default void onCallEnd(CallEnd end) {}
}
