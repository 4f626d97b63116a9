package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The node does not take this transaction type (a type-4 transaction before Prague, for one).
 */
public class TransactionTypeNotSupportedException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public TransactionTypeNotSupportedException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
