package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The gas limit is above the block gas limit ("exceeds block gas limit").
 */
public class GasLimitTooHighException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public GasLimitTooHighException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
