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

  /**
   * The most characters an exception's {@code rawBody()} keeps: a body longer than this is cut to a
   * prefix of this length, so an exception never pins a large response in memory.
   */
  public static final int MAX_RAW_BODY_CHARS = 64 * 1024;

  private final int attempts;

  protected TradingException(String message, Throwable cause, int attempts) {
    super(message, cause);
    this.attempts = attempts;
  }

  /** A body as an exception keeps it: never null, at most {@link #MAX_RAW_BODY_CHARS} characters. */
  static String boundedBody(String body) {
    if (body == null) {
      return "";
    }
    return body.length() <= MAX_RAW_BODY_CHARS ? body : body.substring(0, MAX_RAW_BODY_CHARS);
  }

  /** How many HTTP attempts were made before this failure was reported (1 when not retried). */
  public int attempts() {
    return attempts;
  }
}
