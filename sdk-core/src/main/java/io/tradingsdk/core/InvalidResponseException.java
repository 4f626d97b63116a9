package io.tradingsdk.core;

import java.util.Optional;

/**
 * A 2xx response whose body does not fit the response model (not JSON, a required field missing, a
 * value of the wrong type), or a response of any status whose body is larger than {@link
 * ClientOptions#maxResponseBytes()}. Not retried (the service would send the same). The message
 * names the JSON path that failed, or the size limit; {@link #rawBody()} holds the body as received,
 * bounded and with the API key masked.
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
   * @param rawBody the body as received (the client passes it with its API key masked); kept up to
   *     {@link #MAX_RAW_BODY_CHARS} characters
   * @param cause the parse failure
   * @param attempts attempts made
   */
  public InvalidResponseException(
      String message, int status, String requestId, String rawBody, Throwable cause, int attempts) {
    super(message, cause, attempts);
    this.status = status;
    this.requestId = requestId;
    this.rawBody = boundedBody(rawBody);
  }

  /** The HTTP status (2xx, or any status when the body was over the size limit). */
  public int status() {
    return status;
  }

  /** The request id from the {@code x-request-id} header or the body, if any. */
  public Optional<String> requestId() {
    return Optional.ofNullable(requestId);
  }

  /**
   * The body as received with the client's API key masked: at most its first {@link
   * #MAX_RAW_BODY_CHARS} characters, and only the first kilobyte of a body over the size limit.
   */
  public String rawBody() {
    return rawBody;
  }
}
