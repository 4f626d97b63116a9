package io.tradingsdk.core;

/**
 * Status 5xx: the service failed. 500, 502, 503 and 504 are retried with backoff; other 5xx codes
 * are not. {@link ServiceTimeoutException} is the 504 case.
 */
public class ServerException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public ServerException(
      int status,
      String errorCode,
      String detail,
      String requestId,
      String rawBody,
      ResponseHeaders headers,
      int attempts) {
    super(status, errorCode, detail, requestId, rawBody, headers, attempts);
    if (status < 500 || status > 599) {
      throw new IllegalArgumentException("status: expected 5xx, was " + status);
    }
  }
}
