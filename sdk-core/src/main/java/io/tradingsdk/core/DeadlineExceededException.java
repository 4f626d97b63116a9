package io.tradingsdk.core;

/**
 * The call's overall deadline ({@link ClientOptions#deadline()}, across every attempt and backoff)
 * ran out while an attempt was in flight or while waiting for the rate limiter. When the deadline
 * merely leaves no room for another retry, the last failure itself is thrown instead, so a 503 stays
 * a {@link ServerException}. {@link #getCause()} is the last failure, if any.
 */
public class DeadlineExceededException extends TradingIoException {
  private static final long serialVersionUID = 1L;

  /**
   * @param message what ran out
   * @param cause the last failure, or null
   * @param attempts attempts made
   */
  public DeadlineExceededException(String message, Throwable cause, int attempts) {
    super(message, cause, attempts);
  }
}
