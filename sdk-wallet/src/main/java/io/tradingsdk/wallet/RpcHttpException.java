package io.tradingsdk.wallet;

import io.tradingsdk.core.TradingException;

/**
 * The RPC endpoint answered with an HTTP error status and no JSON-RPC error object: a gateway's 502, a provider's
 * 401 for a wrong key, a 429 without a body. Statuses 429 and 5xx were retried before this was thrown.
 */
public class RpcHttpException extends TradingException {
  private static final long serialVersionUID = 1L;
  private static final int MAX_DETAIL = 300;

  private final String method;
  private final int status;
  private final String body;

  /**
   * @param method the JSON-RPC method called
   * @param status the HTTP status
   * @param body the response body as text, secrets already masked
   * @param attempts HTTP attempts made
   */
  public RpcHttpException(String method, int status, String body, int attempts) {
    super(method + ": the RPC endpoint answered HTTP " + status + detail(body), null, attempts);
    this.method = method;
    this.status = status;
    this.body = body.length() <= MAX_RAW_BODY_CHARS ? body : body.substring(0, MAX_RAW_BODY_CHARS);
  }

  private static String detail(String body) {
    String oneLine = body.strip().replaceAll("\\s+", " ");
    if (oneLine.isEmpty()) {
      return "";
    }
    return ": " + (oneLine.length() > MAX_DETAIL ? oneLine.substring(0, MAX_DETAIL) + "..." : oneLine);
  }

  /** The JSON-RPC method called. */
  public String method() {
    return method;
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** The body (at most {@link TradingException#MAX_RAW_BODY_CHARS} characters), secrets masked. */
  public String body() {
    return body;
  }
}
