package io.tradingsdk.core;

import java.io.IOException;

/**
 * The network failed: connection refused or reset, a truncated response, or (as its subclass {@link
 * AttemptTimeoutException}) a per-attempt timeout. Such failures are retried; this is thrown once the retries or the deadline run out. {@link
 * #getCause()} is the last {@link IOException}.
 */
public class TradingIoException extends TradingException {
  private static final long serialVersionUID = 1L;

  /**
   * @param message what failed, without secrets
   * @param cause the underlying I/O failure
   * @param attempts attempts made
   */
  public TradingIoException(String message, Throwable cause, int attempts) {
    super(message, cause, attempts);
  }
}
