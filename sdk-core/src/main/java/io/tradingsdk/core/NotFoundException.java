package io.tradingsdk.core;

/** Status 404: no quotes available, unknown plan or position, gas info not found... Never retried: the same request gives the same answer. */
public class NotFoundException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of status 404
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is another
   */
  public NotFoundException(ErrorResponse response, int attempts) {
    super(response.requireStatus(404), attempts);
  }
}
