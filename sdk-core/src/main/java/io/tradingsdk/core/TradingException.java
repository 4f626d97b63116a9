package io.tradingsdk.core;

/**
 * Base of every failure the client reports for a call that was attempted: the service answered with
 * an error status ({@link TradingApiException}), the network failed ({@link TradingIoException}),
 * or a 2xx body did not fit its model ({@link InvalidResponseException}).
 *
 * <p>Unchecked, so it passes through lambdas and futures. A request the client refuses before
 * sending is an {@link InvalidRequestException} (an {@code IllegalArgumentException}) instead.
 * Messages never contain the API key.
 */
public abstract class TradingException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int attempts;

  protected TradingException(String message, Throwable cause, int attempts) {
    super(message, cause);
    this.attempts = attempts;
  }

  /** How many HTTP attempts were made before this failure was reported (1 when not retried). */
  public int attempts() {
    return attempts;
  }
}
