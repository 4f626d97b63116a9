package io.tradingsdk.core;

/**
 * One attempt ran past its per-attempt {@link ClientOptions#timeout() timeout}: the server accepted
 * the request but did not answer (or finish answering) in time. Retried like any network failure;
 * thrown once the retries run out. When the call's overall deadline cut the attempt short, the
 * failure is a {@link DeadlineExceededException} instead.
 */
public class AttemptTimeoutException extends TradingIoException {
  private static final long serialVersionUID = 1L;

  /**
   * @param message what timed out, without secrets
   * @param cause the underlying timeout
   * @param attempts attempts made
   */
  public AttemptTimeoutException(String message, Throwable cause, int attempts) {
    super(message, cause, attempts);
  }
}
