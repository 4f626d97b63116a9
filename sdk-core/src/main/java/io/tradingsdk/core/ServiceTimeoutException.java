package io.tradingsdk.core;

/**
 * Status 504: the service hit its own request duration limit ({@code Timeout}). Retried like other
 * 5xx. A client-side timeout is an {@link AttemptTimeoutException} instead.
 */
public class ServiceTimeoutException extends ServerException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of status 504
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is another
   */
  public ServiceTimeoutException(ErrorResponse response, int attempts) {
    this(response, attempts, "");
  }

  /** With {@code note} after the usual message. */
  ServiceTimeoutException(ErrorResponse response, int attempts, String note) {
    super(response.requireStatus(504), attempts, note);
  }
}
