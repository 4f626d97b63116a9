package io.tradingsdk.core;

import java.util.Locale;
import java.util.concurrent.CancellationException;

/**
 * How a call or one of its attempts ended, in a few bounded classes fit for a metric tag; also the reason of a
 * retry ({@link RetryEvent#reason()}). Derived from the status when the service answered, else from the failure.
 */
public enum CallOutcome {
  /** A 2xx answer that fit its model. */
  SUCCESS,
  /** A 4xx answer other than 429: the request was wrong, or the key is refused. */
  CLIENT_ERROR,
  /** A 5xx answer, 504 included. */
  SERVER_ERROR,
  /** A 429: the API key's rate limit. */
  RATE_LIMITED,
  /** No complete answer within the per-attempt timeout, or the call's deadline passed. */
  TIMEOUT,
  /** Another network failure: refused or dropped connection, truncated body, TLS. */
  IO_ERROR,
  /** An answer the client cannot use: a body that does not fit its model or is over the size cap, a 1xx or 3xx. */
  INVALID_RESPONSE,
  /** Cancelled by the caller (an interrupt, a cancelled future) or ended by closing the client. */
  CANCELLED;

  private final String tagValue = name().toLowerCase(Locale.ROOT);

  /** The lower-case name, as a metric tag shows it ({@code rate_limited}). */
  public String tagValue() {
    return tagValue;
  }

  /** The outcome of an answer with this HTTP status. */
  public static CallOutcome ofStatus(int status) {
    if (status >= 200 && status <= 299) {
      return SUCCESS;
    }
    if (status == 429) {
      return RATE_LIMITED;
    }
    if (status >= 400 && status <= 499) {
      return CLIENT_ERROR;
    }
    if (status >= 500 && status <= 599) {
      return SERVER_ERROR;
    }
    return INVALID_RESPONSE;
  }

  /**
   * The outcome of a failure: by status for an answer the service gave ({@link TradingApiException}), else by the
   * kind of failure. A failure the SDK does not know (a bug in a listener, an {@link Error}) is {@link #IO_ERROR}.
   */
  public static CallOutcome ofFailure(Throwable failure) {
    if (failure instanceof TradingApiException) {
      return ofStatus(((TradingApiException) failure).status());
    }
    if (failure instanceof AttemptTimeoutException || failure instanceof DeadlineExceededException) {
      return TIMEOUT;
    }
    if (failure instanceof CallCancelledException || failure instanceof ClientClosedException
        || failure instanceof CancellationException) {
      return CANCELLED;
    }
    if (failure instanceof InvalidResponseException) {
      return INVALID_RESPONSE;
    }
    return IO_ERROR;
  }
}
