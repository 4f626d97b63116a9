package io.tradingsdk.server.internal.chain.rpc;

import org.jspecify.annotations.Nullable;

/**
 * A JSON-RPC error answer, with the code and message a geth node sends for the same case (clients such as viem,
 * ethers and web3j, and the SDK's own {@code EthRpcClient}, recognise node errors by both).
 */
public final class RpcError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The body was not JSON. */
  public static final int PARSE_ERROR = -32700;
  /** Not a JSON-RPC request object, or an empty or oversized batch. */
  public static final int INVALID_REQUEST = -32600;
  public static final int METHOD_NOT_FOUND = -32601;
  public static final int INVALID_PARAMS = -32602;
  public static final int INTERNAL_ERROR = -32603;
  /** What a node refuses or fails at: geth's generic server error. */
  public static final int SERVER_ERROR = -32000;
  /** A state-changing method without the control token. */
  public static final int UNAUTHORIZED = -32001;
  /** A call reverted (geth's code for {@code execution reverted}, with the revert data). */
  public static final int EXECUTION_REVERTED = 3;

  private final int code;
  private final @Nullable String data;

  private RpcError(int code, String message, @Nullable String data) {
    super(message, null, false, false);
    this.code = code;
    this.data = data;
  }

  public static RpcError parseError() {
    return new RpcError(PARSE_ERROR, "parse error", null);
  }

  public static RpcError invalidRequest(String why) {
    return new RpcError(INVALID_REQUEST, why, null);
  }

  public static RpcError methodNotFound(String method) {
    return new RpcError(METHOD_NOT_FOUND, "the method " + method + " does not exist/is not available", null);
  }

  /** A bad parameter, geth's way: {@code invalid argument 0: hex string without 0x prefix}. */
  public static RpcError invalidArgument(int index, String reason) {
    return new RpcError(INVALID_PARAMS, "invalid argument " + index + ": " + reason, null);
  }

  /** The parameters as a whole are wrong (too many, not an array). */
  public static RpcError invalidParams(String message) {
    return new RpcError(INVALID_PARAMS, message, null);
  }

  /** What a node refuses or fails at (code -32000). */
  public static RpcError server(String message) {
    return new RpcError(SERVER_ERROR, message, null);
  }

  /**
   * A reverted call: {@code execution reverted} (with {@code ": reason"} when the revert data is an {@code
   * Error(string)}) and the revert data.
   */
  public static RpcError reverted(@Nullable String reason, String data) {
    String message = reason == null || reason.isEmpty() ? "execution reverted" : "execution reverted: " + reason;
    return new RpcError(EXECUTION_REVERTED, message, data);
  }

  /** A state-changing method refused by the server's guard (HTTP 401 when it is the only call of the body). */
  public static RpcError unauthorized(String message) {
    return new RpcError(UNAUTHORIZED, message, null);
  }

  /** A bug in the reference server, not in the request. */
  public static RpcError internal() {
    return new RpcError(INTERNAL_ERROR, "internal error", null);
  }

  public int code() {
    return code;
  }

  /** The error's {@code data} (revert data as hex), when it has one. */
  public @Nullable String data() {
    return data;
  }
}
