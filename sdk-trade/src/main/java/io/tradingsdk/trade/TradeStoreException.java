package io.tradingsdk.trade;

/** A {@link TradeStore} could not write or read a journal; the engine takes no step it could not journal. */
public final class TradeStoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** A failure with its cause. */
  public TradeStoreException(String message, Throwable cause) {
    super(message, cause);
  }

  /** A failure. */
  public TradeStoreException(String message) {
    super(message);
  }
}
