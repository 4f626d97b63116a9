package io.tradingsdk.core;

/**
 * A status the API does not document: 3xx (redirects are not followed, so the API key never goes to
 * another host), 403 (for example a proxy refusing the request), 409 (the wrong host), 1xx... Never
 * retried.
 */
public class UnexpectedStatusException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts
   * @param attempts attempts made, including this one
   */
  public UnexpectedStatusException(ErrorResponse response, int attempts) {
    super(response, attempts);
  }
}
