package io.tradingsdk.core;

/**
 * The {@link TradingClient} was closed: a call was made after {@link TradingClient#close()}, or the
 * client was closed while the call was in flight or waiting to retry. Never retried.
 */
public class ClientClosedException extends TradingException {
  private static final long serialVersionUID = 1L;

  /**
   * @param message which call found the client closed
   * @param cause the failure closing caused, or null
   * @param attempts attempts made (0 when none was)
   */
  public ClientClosedException(String message, Throwable cause, int attempts) {
    super(message, cause, attempts);
  }
}
