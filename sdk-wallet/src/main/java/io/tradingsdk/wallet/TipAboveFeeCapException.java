package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The priority fee is above the fee cap ("max priority fee per gas higher than max fee per gas").
 */
public class TipAboveFeeCapException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public TipAboveFeeCapException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
