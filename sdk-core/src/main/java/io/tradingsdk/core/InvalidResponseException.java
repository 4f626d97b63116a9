package io.tradingsdk.core;

import java.util.Optional;

/**
 * A 2xx response whose body does not fit the response model: not JSON, a required field missing, a
 * value of the wrong type. Not retried (the service would send the same). The message names the
 * JSON path that failed; {@link #rawBody()} holds the body as received.
 */
public class InvalidResponseException extends TradingException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String requestId;
  private final String rawBody;

  /**
   * @param message what did not fit, with its JSON path
   * @param status the HTTP status
   * @param requestId the request id, or null
   * @param rawBody the body as received
   * @param cause the parse failure
   * @param attempts attempts made
   */
  public InvalidResponseException(
      String message, int status, String requestId, String rawBody, Throwable cause, int attempts) {
    super(message, cause, attempts);
    this.status = status;
    this.requestId = requestId;
    this.rawBody = rawBody == null ? "" : rawBody;
  }

  /** The HTTP status (2xx). */
  public int status() {
    return status;
  }

  /** The request id from the {@code x-request-id} header or the body, if any. */
  public Optional<String> requestId() {
    return Optional.ofNullable(requestId);
  }

  /** The body exactly as received. */
  public String rawBody() {
    return rawBody;
  }
}
