package io.tradingsdk.core;

/**
 * A status the API does not document: 3xx (redirects are not followed, so the API key never goes to
 * another host), 403 (for example a proxy refusing the request), 409 (the wrong host), 1xx... Never
 * retried.
 */
public class UnexpectedStatusException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public UnexpectedStatusException(
      int status,
      String errorCode,
      String detail,
      String requestId,
      String rawBody,
      ResponseHeaders headers,
      int attempts) {
    super(status, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
