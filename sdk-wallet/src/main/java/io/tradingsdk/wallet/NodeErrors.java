package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.InvalidResponseException;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.signing.Hex;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Turns a JSON-RPC error object into its typed exception, by code and by the node's message (what viem's {@code
 * getNodeError} and ethers' {@code getRpcError} read: geth, Nethermind, Erigon, Besu, reth and anvil word these
 * alike).
 */
final class NodeErrors {
  private static final Pattern ALREADY_KNOWN = Pattern.compile(
      "already known|known transaction|transaction already imported|already imported|already exists"
          + "|alreadyknown|already in (the )?(mem)?pool");
  private static final Pattern NONCE_TOO_LOW = Pattern.compile(
      "nonce too low|nonce is too low|nonce has already been used|oldnonce|invalid transaction nonce.*(expected|lower)");
  private static final Pattern NONCE_TOO_HIGH = Pattern.compile("nonce too high|nonce is too high");
  private static final Pattern INSUFFICIENT_FUNDS = Pattern.compile(
      "insufficient funds|exceeds transaction sender account balance|insufficient balance for transfer"
          + "|lack of funds");
  private static final Pattern REPLACEMENT_UNDERPRICED = Pattern.compile(
      "replacement transaction underpriced|replacement fee too low|could not replace existing tx"
          + "|replacement.*underpriced");
  private static final Pattern TIP_ABOVE_FEE_CAP = Pattern.compile(
      "max priority fee per gas higher than max fee per gas|tip higher than fee cap|tip above fee cap"
          + "|priority fee.*(greater|higher) than.*max fee");
  private static final Pattern FEE_CAP_TOO_LOW = Pattern.compile(
      "max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated"
          + "|transaction underpriced|feetoolow|fee cap too low|gas price too low|gas price below");
  private static final Pattern INTRINSIC_GAS_TOO_LOW = Pattern.compile("intrinsic gas too low|gas too low");
  private static final Pattern GAS_LIMIT_TOO_HIGH = Pattern.compile(
      "exceeds block gas limit|gas limit reached|intrinsic gas too high|gas limit too high");
  private static final Pattern TYPE_NOT_SUPPORTED = Pattern.compile(
      "transaction type not (valid|supported)|tx type not supported|unsupported transaction type");
  private static final Pattern REVERTED = Pattern.compile("execution reverted|^reverted|vm execution error.*revert");
  /** What a node (or the gateway before it) says when another try may succeed: its state, not the request, failed. */
  private static final Pattern TRANSIENT = Pattern.compile(
      "header not found|unknown block|block not found|not yet synced|syncing|internal error|timed? ?out|timeout"
          + "|too many requests|rate limit|capacity|busy|overloaded|unavailable|try again|temporarily|upstream"
          + "|backend|gateway|connection (reset|refused|closed)");

  private NodeErrors() {}

  /**
   * The exception of a JSON-RPC {@code error} object.
   *
   * @param error the {@code error} member of the answer
   */
  static EthRpcException map(String method, JsonNode error, int httpStatus, int attempts, RevertDecoder decoder) {
    long code = error.path("code").asLong(0);
    String message = error.path("message").asText("");
    JsonNode dataNode = error.get("data");
    String data = dataNode == null || dataNode.isNull() ? null
        : dataNode.isTextual() ? dataNode.textValue() : dataNode.toString();
    String m = message.toLowerCase(Locale.ROOT);
    if (code == -32601 || m.contains("method not found") || m.contains("does not exist/is not available")) {
      return new MethodNotFoundException(method, code, message, data, httpStatus, attempts);
    }
    byte[] revertData = revertData(dataNode);
    if (code == 3 || revertData != null || REVERTED.matcher(m).find()) {
      RevertReason reason = revertData != null ? decoder.decode(revertData) : reasonFromMessage(message);
      return new ExecutionRevertedException(method, code, message, data, httpStatus, attempts, reason, revertData);
    }
    if (ALREADY_KNOWN.matcher(m).find()) {
      return new TransactionAlreadyKnownException(method, code, message, data, httpStatus, attempts);
    }
    if (NONCE_TOO_LOW.matcher(m).find()) {
      return new NonceTooLowException(method, code, message, data, httpStatus, attempts);
    }
    if (NONCE_TOO_HIGH.matcher(m).find()) {
      return new NonceTooHighException(method, code, message, data, httpStatus, attempts);
    }
    if (INSUFFICIENT_FUNDS.matcher(m).find()) {
      return new InsufficientFundsException(method, code, message, data, httpStatus, attempts);
    }
    if (REPLACEMENT_UNDERPRICED.matcher(m).find()) {
      return new ReplacementUnderpricedException(method, code, message, data, httpStatus, attempts);
    }
    if (TIP_ABOVE_FEE_CAP.matcher(m).find()) {
      return new TipAboveFeeCapException(method, code, message, data, httpStatus, attempts);
    }
    if (FEE_CAP_TOO_LOW.matcher(m).find()) {
      return new FeeCapTooLowException(method, code, message, data, httpStatus, attempts);
    }
    if (INTRINSIC_GAS_TOO_LOW.matcher(m).find()) {
      return new IntrinsicGasTooLowException(method, code, message, data, httpStatus, attempts);
    }
    if (GAS_LIMIT_TOO_HIGH.matcher(m).find()) {
      return new GasLimitTooHighException(method, code, message, data, httpStatus, attempts);
    }
    if (TYPE_NOT_SUPPORTED.matcher(m).find()) {
      return new TransactionTypeNotSupportedException(method, code, message, data, httpStatus, attempts);
    }
    return new EthRpcException(method, code, message, data, httpStatus, attempts);
  }

  /**
   * Whether a failure read from a node's answer may heal on another try, so an idempotent read is retried (and a
   * broadcast is looked up first): a malformed or truncated answer, an internal error (-32603), a server error
   * (-32000 to -32099) whose message says the node's state or capacity failed ("header not found" from a node
   * behind a load balancer that has not seen the block yet, "request timed out"), or a limit (-32005). A typed
   * refusal (a revert, "nonce too low", "insufficient funds"...) and a malformed request (-32600, -32602) are not.
   */
  static boolean isTransient(TradingException failure) {
    if (failure instanceof InvalidResponseException) {
      return true;
    }
    if (!(failure instanceof EthRpcException) || failure.getClass() != EthRpcException.class) {
      return false; // the typed refusals are answers, not blips
    }
    EthRpcException error = (EthRpcException) failure;
    long code = error.code();
    if (code == -32603 || code == -32005 || code == -32002) {
      return true;
    }
    if (code == -32600 || code == -32601 || code == -32602 || code == -32700) {
      return false;
    }
    return TRANSIENT.matcher(error.nodeMessage().toLowerCase(Locale.ROOT)).find();
  }

  /**
   * The revert data an error carries: {@code data} as hex (geth, anvil), or inside an object ({@code data.data},
   * {@code data.originalError.data}, as some providers nest it); null when there is none.
   */
  static byte @Nullable [] revertData(@Nullable JsonNode data) {
    for (int depth = 0; data != null && depth < 4; depth++) {
      if (data.isTextual()) {
        String text = data.textValue();
        if (text.startsWith("0x") && (text.length() & 1) == 0 && text.length() > 2) {
          try {
            return Hex.decode(text, "error.data");
          } catch (IllegalArgumentException notHex) {
            return null;
          }
        }
        return null;
      }
      data = data.has("data") ? data.get("data") : data.path("originalError").get("data");
    }
    return null;
  }

  /**
   * A node that sent no data but a message such as "execution reverted: STF" still says why: geth words only an
   * {@code Error(string)} so, hence an {@link RevertReason.ErrorString} without data.
   */
  private static RevertReason reasonFromMessage(String message) {
    int colon = message.indexOf("reverted:");
    if (colon >= 0) {
      String reason = message.substring(colon + "reverted:".length()).trim();
      if (!reason.isEmpty()) {
        return new RevertReason.ErrorString(new byte[0], reason);
      }
    }
    return new RevertReason.Empty();
  }
}
