package io.tradingsdk.core;

/** Status 400: the service rejected the request's content ({@code RequestValidationError}). Never retried. */
public class BadRequestException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public BadRequestException(
      String errorCode, String detail, String requestId, String rawBody, ResponseHeaders headers, int attempts) {
    super(400, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
