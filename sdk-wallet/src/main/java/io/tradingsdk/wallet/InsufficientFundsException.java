package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The sender cannot pay {@code gasLimit * maxFeePerGas + value} ("insufficient funds for gas * price + value").
 */
public class InsufficientFundsException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public InsufficientFundsException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }

  /** With a message of the sender's own, when it concluded the balance is short (the node said it otherwise). */
  InsufficientFundsException(String message, String method, long code, String nodeMessage, @Nullable String data,
      int httpStatus, int attempts) {
    super(message, method, code, nodeMessage, data, httpStatus, attempts);
  }
}
