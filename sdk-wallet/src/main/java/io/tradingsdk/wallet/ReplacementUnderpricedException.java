package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * A transaction with the same nonce is pending, and this one does not raise its fees enough to replace it
 * ("replacement transaction underpriced"; geth wants 10 % more on both fee fields).
 */
public class ReplacementUnderpricedException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public ReplacementUnderpricedException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
