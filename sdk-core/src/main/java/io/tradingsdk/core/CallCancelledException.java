package io.tradingsdk.core;

/**
 * The caller stopped the call: the thread running a blocking call was interrupted (for example by
 * {@code Future.cancel(true)} on the task that made it). The thread's interrupt flag is set again
 * before this is thrown. Never retried.
 *
 * <p>Cancelling an async call's future follows {@link java.util.concurrent.CompletableFuture}'s own
 * contract instead: the future reports a {@link java.util.concurrent.CancellationException} and
 * the HTTP call is cancelled.
 */
public class CallCancelledException extends TradingException {
  private static final long serialVersionUID = 1L;

  /**
   * @param message what was cancelled
   * @param cause the interruption
   * @param attempts attempts made
   */
  public CallCancelledException(String message, Throwable cause, int attempts) {
    super(message, cause, attempts);
  }
}
