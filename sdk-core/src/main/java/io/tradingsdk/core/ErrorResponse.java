package io.tradingsdk.core;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The facts of a non-2xx response that a {@link TradingApiException} reports: what every status's exception is
 * built from, by the client's error reader or by a custom {@link HttpTransport.ErrorReader}.
 *
 * <pre>{@code
 * new UnexpectedStatusException(new ErrorResponse(status, null, "proxy refused", null, body, headers), attempt)
 * }</pre>
 *
 * @param status the HTTP status
 * @param errorCode the envelope's {@code errorCode}, or null
 * @param detail the envelope's {@code detail} (or {@code message}), or null
 * @param requestId from the body or the {@code x-request-id} header, or null
 * @param rawBody the body as received (the client passes it with its API key masked); null reads as empty
 * @param headers the response headers; null reads as none
 */
public record ErrorResponse(
    int status, @Nullable String errorCode, @Nullable String detail, @Nullable String requestId, String rawBody,
    ResponseHeaders headers) {

  /** Reads a null body as empty and null headers as none. */
  public ErrorResponse {
    rawBody = Objects.requireNonNullElse(rawBody, "");
    headers = Objects.requireNonNullElse(headers, ResponseHeaders.empty());
  }

  /**
   * This response, checked to have the status the calling exception's class stands for.
   *
   * @throws IllegalArgumentException naming {@code status} when it is another
   */
  ErrorResponse requireStatus(int expected) {
    if (status != expected) {
      throw new IllegalArgumentException("status: expected " + expected + ", was " + status);
    }
    return this;
  }
}
