package io.tradingsdk.wallet;

import io.tradingsdk.core.TradingException;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The node answered a JSON-RPC call with an error object {@code {code, message, data}}. Subclasses type the errors
 * a sender acts on, read from the node's message as viem's {@code getNodeError} does ({@link
 * NonceTooLowException}, {@link InsufficientFundsException}, {@link ReplacementUnderpricedException}, {@link
 * FeeCapTooLowException}, {@link ExecutionRevertedException}...); any other error is this class.
 *
 * <p>Unchecked, a {@link TradingException} like every failure of the SDK's calls. Not retried, except when the
 * HTTP status was 429 or 5xx.
 */
public class EthRpcException extends TradingException {
  private static final long serialVersionUID = 1L;

  private final String method;
  private final long code;
  private final String nodeMessage;
  private final @Nullable String data;
  private final int httpStatus;

  /**
   * @param method the JSON-RPC method called
   * @param code the error's {@code code}
   * @param nodeMessage the error's {@code message}
   * @param data the error's {@code data} as JSON text (a hex string's quotes removed), or null
   * @param httpStatus the HTTP status of the answer (200 for most nodes)
   * @param attempts HTTP attempts made
   */
  public EthRpcException(String method, long code, String nodeMessage, @Nullable String data, int httpStatus,
      int attempts) {
    this(method + ": " + nodeMessage, method, code, nodeMessage, data, httpStatus, attempts);
  }

  /**
   * With a message of the subclass's own, to which the error code (and a status other than 200) is added.
   *
   * @param message what failed, without secrets
   */
  protected EthRpcException(String message, String method, long code, String nodeMessage, @Nullable String data,
      int httpStatus, int attempts) {
    super(message + " (JSON-RPC error " + code + (httpStatus == 200 ? "" : ", HTTP " + httpStatus) + ")", null,
        attempts);
    this.method = method;
    this.code = code;
    this.nodeMessage = nodeMessage;
    this.data = data;
    this.httpStatus = httpStatus;
  }

  /** The JSON-RPC method that failed, such as {@code eth_sendRawTransaction}. */
  public String method() {
    return method;
  }

  /** The error's {@code code}: -32000 for most execution errors of geth, 3 for a revert, -32601 for no such method. */
  public long code() {
    return code;
  }

  /** The error's {@code message} as the node wrote it. */
  public String nodeMessage() {
    return nodeMessage;
  }

  /** The error's {@code data}: a hex string without its quotes, or other JSON as text; empty when absent. */
  public Optional<String> data() {
    return Optional.ofNullable(data);
  }

  /** The HTTP status of the answer that carried the error. */
  public int httpStatus() {
    return httpStatus;
  }
}
