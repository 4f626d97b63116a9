package io.tradingsdk.core;

/** Status 401: bad or missing API key, blocked account, or a fee not enabled on the key. Never retried. */
public class UnauthorizedException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of status 401
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is another
   */
  public UnauthorizedException(ErrorResponse response, int attempts) {
    super(response.requireStatus(401), attempts);
  }
}
