package io.tradingsdk.core;

/** Status 400: the service rejected the request's content ({@code RequestValidationError}). Never retried. */
public class BadRequestException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of status 400
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is another
   */
  public BadRequestException(ErrorResponse response, int attempts) {
    super(response.requireStatus(400), attempts);
  }
}
