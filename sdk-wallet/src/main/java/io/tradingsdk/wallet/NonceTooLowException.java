package io.tradingsdk.wallet;

import org.jspecify.annotations.Nullable;

/**
 * The transaction's nonce is already used by a mined transaction of the sender ("nonce too low"). A sender
 * that filled the nonce itself resynchronises its {@link NonceManager} and tries once more with a fresh one.
 */
public class NonceTooLowException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  /** See {@link EthRpcException#EthRpcException(String, long, String, String, int, int)}. */
  public NonceTooLowException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus, int attempts) {
    super(method, code, nodeMessage, data, httpStatus, attempts);
  }
}
