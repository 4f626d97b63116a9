package io.tradingsdk.core;

/**
 * Status 429: the API key exceeded its request rate. Retried with backoff (honouring a capped {@code
 * Retry-After}); thrown once the retries or the deadline run out. The optional client-side limiter
 * ({@link ClientOptions.Builder#rateLimit(RateLimit)}) avoids most of these.
 */
public class RateLimitedException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /**
   * @param response the response's facts, of status 429
   * @param attempts attempts made, including this one
   * @throws IllegalArgumentException when its status is another
   */
  public RateLimitedException(ErrorResponse response, int attempts) {
    super(response.requireStatus(429), attempts);
  }
}
