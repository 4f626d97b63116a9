package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The node does not offer the method (JSON-RPC error -32601), such as {@code eth_maxPriorityFeePerGas} on an old
 * node.
 */
public class MethodNotFoundException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public MethodNotFoundException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
