package io.tradingsdk.core;

/** Status 404: no quotes available, unknown plan or position, gas info not found... Never retried: the same request gives the same answer. */
public class NotFoundException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public NotFoundException(
      String errorCode, String detail, String requestId, String rawBody, ResponseHeaders headers, int attempts) {
    super(404, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
