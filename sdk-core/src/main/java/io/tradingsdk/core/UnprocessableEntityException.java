package io.tradingsdk.core;

/** Status 422: the request is valid but the resource's state forbids it (a completed plan cannot be updated). Never retried. */
public class UnprocessableEntityException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public UnprocessableEntityException(
      String errorCode, String detail, String requestId, String rawBody, ResponseHeaders headers, int attempts) {
    super(422, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
