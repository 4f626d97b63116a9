package io.tradingsdk.core;

/** Status 422: the request is valid but the resource's state forbids it (a completed plan cannot be updated). Never retried. */
public class UnprocessableEntityException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of status 422
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is another
   */
  public UnprocessableEntityException(ErrorResponse response, int attempts) {
    super(response.requireStatus(422), attempts);
  }
}
