package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The fee cap ({@code maxFeePerGas}, or the gas price) is below what the node takes: under the next block's base
 * fee ("max fee per gas less than block base fee") or under its pool's minimum ("transaction underpriced").
 */
public class FeeCapTooLowException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public FeeCapTooLowException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
