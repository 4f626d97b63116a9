package io.tradingsdk.wallet;

import io.tradingsdk.signing.Hex;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A call reverted: {@code eth_call} or {@code eth_estimateGas} ran the code and it reverted (JSON-RPC error 3 or
 * "execution reverted"), so a transaction built on it would fail too. {@link #reason()} is the revert decoded
 * (Permit2, Universal Router and UniswapX reactor errors by name), and the message says it in words.
 */
public class ExecutionRevertedException extends EthRpcException {
  private static final long serialVersionUID = 1L;

  private final transient RevertReason reason;
  private final byte @Nullable [] revertData;

  /**
   * @param reason the decoded revert ({@link RevertReason.Empty} when the node sent no data)
   * @param revertData the revert data the node sent, or null
   * @see EthRpcException#EthRpcException(String, long, String, String, int, int)
   */
  public ExecutionRevertedException(String method, long code, String nodeMessage, @Nullable String data,
      int httpStatus, int attempts, RevertReason reason, byte @Nullable [] revertData) {
    super(method + ": execution reverted: " + reason.describe(), method, code, nodeMessage, data, httpStatus,
        attempts);
    this.reason = reason;
    this.revertData = revertData == null ? null : revertData.clone();
  }

  /** The revert, decoded. */
  public RevertReason reason() {
    return reason;
  }

  /** The revert data as the node sent it; empty when it sent none (some nodes put only a message). */
  public Optional<byte[]> revertData() {
    return revertData == null ? Optional.empty() : Optional.of(revertData.clone());
  }

  /** The revert data as hex, when sent. */
  public Optional<String> revertDataHex() {
    return revertData == null ? Optional.empty() : Optional.of(Hex.encode(revertData));
  }
}
