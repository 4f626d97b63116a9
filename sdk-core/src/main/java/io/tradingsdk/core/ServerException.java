package io.tradingsdk.core;

/**
 * Status 5xx: the service failed. 500, 502, 503 and 504 are retried with backoff; other 5xx codes
 * are not. {@link ServiceTimeoutException} is the 504 case.
 */
public class ServerException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of a 5xx status
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is not 5xx
   */
  public ServerException(ErrorResponse response, int attempts) {
    super(response, attempts);
    if (response.status() < 500 || response.status() > 599) {
      throw new IllegalArgumentException("status: expected 5xx, was " + response.status());
    }
  }
}
