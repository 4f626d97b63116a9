package io.tradingsdk.core;

/** Status 401: bad or missing API key, blocked account, or a fee not enabled on the key. Never retried. */
public class UnauthorizedException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public UnauthorizedException(
      String errorCode, String detail, String requestId, String rawBody, ResponseHeaders headers, int attempts) {
    super(401, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
