package io.tradingsdk.core;

/**
 * Status 5xx: the service failed. 500, 502, 503 and 504 are retried with backoff; other 5xx codes
 * are not, and neither is {@code order} (the service may have taken the signed order): its message then
 * says the outcome is unknown. {@link ServiceTimeoutException} is the 504 case.
 */
public class ServerException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of a 5xx status
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is not 5xx
   */
  public ServerException(ErrorResponse response, int attempts) {
    this(response, attempts, "");
  }

  /** With {@code note} after the usual message. */
  ServerException(ErrorResponse response, int attempts, String note) {
    super(response, attempts, note);
    if (response.status() < 500 || response.status() > 599) {
      throw new IllegalArgumentException("status: expected 5xx, was " + response.status());
    }
  }
}
