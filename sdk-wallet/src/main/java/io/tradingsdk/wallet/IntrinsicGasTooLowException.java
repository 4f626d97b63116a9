package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The gas limit does not cover even the transaction's intrinsic cost ("intrinsic gas too low").
 */
public class IntrinsicGasTooLowException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public IntrinsicGasTooLowException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
