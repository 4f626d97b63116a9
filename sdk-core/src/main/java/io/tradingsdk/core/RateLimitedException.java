package io.tradingsdk.core;

/**
 * Status 429: the API key exceeded its request rate. Retried with backoff (honouring a capped {@code
 * Retry-After}); thrown once the retries or the deadline run out. The optional client-side limiter
 * ({@link ClientOptions.Builder#rateLimit(RateLimit)}) avoids most of these.
 */
public class RateLimitedException extends TradingApiException {
  private static final long serialVersionUID = 1L;

  /** See {@link TradingApiException#TradingApiException(int, String, String, String, String, ResponseHeaders, int)}. */
  public RateLimitedException(
      String errorCode, String detail, String requestId, String rawBody, ResponseHeaders headers, int attempts) {
    super(429, errorCode, detail, requestId, rawBody, headers, attempts);
  }
}
