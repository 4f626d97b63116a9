package io.tradingsdk.tokenlist;

/**
 * The input is not JSON (or not one JSON value), so there is nothing to validate. The message
 * says what the parser expected and where ({@code line 3, column 7}).
 */
public final class MalformedJsonException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public MalformedJsonException(String message, Throwable cause) {
    super(message, cause);
  }
}
