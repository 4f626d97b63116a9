package io.tradingsdk.core;

/**
 * Status 504: the service hit its own request duration limit ({@code Timeout}). Retried like other
 * 5xx. A client-side timeout is an {@link AttemptTimeoutException} instead.
 */
public class ServiceTimeoutException extends ServerException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public ServiceTimeoutException(
      String errorCode, String detail, String requestId, String rawBody, ResponseHeaders headers, int attempts) {
    super(504, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
