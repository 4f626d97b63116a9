package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The transaction's nonce is further ahead of the sender's pending count than the node accepts ("nonce too
 * high").
 */
public class NonceTooHighException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public NonceTooHighException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
