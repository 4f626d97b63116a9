package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The node already has this exact transaction ("already known"). {@link EthRpcClient#sendRawTransaction} treats
 * it as a success: the transaction is in the pool.
 */
public class TransactionAlreadyKnownException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public TransactionAlreadyKnownException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
