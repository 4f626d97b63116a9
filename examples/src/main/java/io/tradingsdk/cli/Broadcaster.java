package io.tradingsdk.cli;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.wallet.ChainMismatchException;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.ReceiptTimeoutException;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionRevertedException;
import io.tradingsdk.wallet.TransactionSender;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.Optional;

/**
 * Sends transactions for the CLI ({@code trading tx send}, the {@code --execute} of {@code swap}, {@code approval}
 * and the {@code lp} commands) through the SDK's {@link TransactionSender}: each one sent,
 * its receipt awaited, and the outcome printed: hash, block, gas used, status, and a revert decoded. Made in a
 * command's {@code call()} only, so the JSON-RPC stack is loaded by the commands that broadcast and by no other.
 *
 * <p>Exit codes: a reverted transaction, or a node that refuses one (a revert in the gas estimate, insufficient
 * funds...), is 1; an unreachable node is 1 like an unreachable
 * service. A node of another chain than the transaction's is 2: {@code --rpc-url} (or the file's {@code chainId})
 * is wrong, and the message says so before anything is signed; so is a transaction the SDK refuses to sign (the
 * message names the field, as {@code tx sign}'s does).
 */
final class Broadcaster implements AutoCloseable {
  /** Where the RPC URL comes from when {@code --rpc-url} is not given. */
  static final String RPC_URL_VARIABLE = "TRADING_RPC_URL";

  private final EthRpcClient rpc;
  private final TransactionSender sender;

  private Broadcaster(EthRpcClient rpc, Signer signer) {
    this.rpc = rpc;
    this.sender = TransactionSender.builder(rpc, signer).build();
  }

  /** A broadcaster to the node at {@code rpcUrl} (https, or http to loopback), signing with {@code signer}. */
  static Broadcaster open(String rpcUrl, Signer signer, PrintWriter err) {
    EthRpcClient rpc = client(rpcUrl);
    err.println("node: " + rpc);
    err.flush();
    return new Broadcaster(rpc, signer);
  }

  /** A JSON-RPC client for {@code rpcUrl}; a malformed URL is a usage error naming {@code --rpc-url}. */
  static EthRpcClient client(String rpcUrl) {
    try {
      return EthRpcClient.builder(rpcUrl).build();
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--rpc-url: " + e.getMessage());
    }
  }

  /** {@code --rpc-url}, else {@value #RPC_URL_VARIABLE}; missing is a usage error. */
  static String rpcUrl(String option, String why) {
    String url = option != null ? option : System.getenv(RPC_URL_VARIABLE);
    if (url == null || url.isBlank()) {
      throw new CliException(ExitCodes.UNREADABLE, "--rpc-url: required " + why + " (or set " + RPC_URL_VARIABLE
          + ")");
    }
    return url.strip();
  }

  /** The node's legacy gas price, for a type 0 transaction without one. */
  BigInteger gasPrice() {
    return rpc.gasPrice();
  }

  /**
   * Sends {@code request}, waits for its receipt and prints the outcome under {@code label}.
   *
   * @return the receipt of a successful transaction
   * @throws CliException exit 1 when it reverted or the node refused it
   */
  TransactionReceipt send(String label, TransactionRequest request, SendOptions options, Report report) {
    PendingTransaction pending;
    try {
      pending = sender.send(request, options);
    } catch (ChainMismatchException e) {
      throw new CliException(ExitCodes.UNREADABLE, label + ": not sent: " + e.getMessage());
    } catch (InvalidTransactionException e) {
      // Names the field, as tx sign does: the same refusal, whether the file or the service wrote it.
      throw new CliException(ExitCodes.UNREADABLE, label + ": not sent: " + e.getMessage());
    } catch (TradingException e) {
      throw new CliException(ExitCodes.FAILED, label + ": not sent: " + Failures.describe(e));
    }
    try {
      TransactionReceipt receipt = pending.awaitReceipt();
      report.receipt(label, receipt, Optional.empty());
      return receipt;
    } catch (TransactionRevertedException e) {
      report.receipt(label, e.receipt(), Optional.of(e.reason().describe()));
      throw new CliException(ExitCodes.FAILED, label + " " + pending.hash() + " reverted: " + e.reason().describe());
    } catch (ReceiptTimeoutException e) {
      throw new CliException(ExitCodes.FAILED, label + " " + pending.hash() + ": " + e.getMessage()
          + " (follow it with trading tx receipt)");
    } catch (TradingException e) {
      throw new CliException(ExitCodes.FAILED, label + " " + pending.hash() + ": " + Failures.describe(e));
    }
  }

  /** {@link #send(String, TransactionRequest, SendOptions, Report)} with nothing added: the sender fills it all. */
  TransactionReceipt send(String label, TransactionRequest request, Report report) {
    return send(label, request, SendOptions.none(), report);
  }

  /** Sends the approvals of a {@code /check_approval} answer: the reset first, then the approval. */
  void sendApprovals(CheckApprovalResponse response, Report report) {
    if (response.cancel() != null) {
      send("reset", response.cancel(), report);
    }
    if (response.approval() != null) {
      send("approval", response.approval(), report);
    }
  }

  /** Sends the approvals of an {@code /lp/check_approval} answer, in its order (resets before their approvals). */
  void sendApprovals(LpApprovalResponse response, Report report) {
    int n = 0;
    for (ApprovalTransactionRequest approval : response.transactionsOrEmpty()) {
      send("approval " + ++n + (approval.cancelsApproval() ? " (reset)" : ""), approval.transaction(),
          report);
    }
  }

  /** Asks {@code /check_approval} whether Permit2 may move {@code amount} of {@code token}, and sends what it needs. */
  void approveForPermit2(TradingClient client, String token, BigInteger amount, ChainId chain, Report report) {
    CheckApprovalResponse response = client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(sender.address().toChecksumHex()).token(token).amount(amount).chainId(chain).build());
    sendApprovals(response, report);
  }

  /** Reads a receipt; empty while the transaction is pending or unknown to the node. */
  Optional<TransactionReceipt> receipt(Bytes32 hash) {
    return rpc.getTransactionReceipt(hash);
  }

  @Override
  public void close() {
    rpc.close();
  }

  /** How a command prints a transaction's outcome. */
  interface Report {
    void receipt(String label, TransactionReceipt receipt, Optional<String> revert);
  }

  /** How {@code command} reports: a JSON line per transaction with {@code --json}, else summary lines. */
  static Report report(ServiceCommand command) {
    return command.service.json ? new JsonReport(command.out()) : new Lines(command);
  }

  /** The outcome as one JSON line: {@code {hash, block, gasUsed, status[, revert]}}. */
  static Report json(PrintWriter out) {
    return new JsonReport(out);
  }

  /** One JSON line for a receipt. */
  static JsonLine line(TransactionReceipt receipt, Optional<String> revert) {
    JsonLine line = new JsonLine()
        .put("hash", receipt.transactionHash().toHex())
        .put("block", Long.toString(receipt.blockNumber()))
        .put("gasUsed", receipt.gasUsed().toString())
        .put("status", receipt.success() ? "success" : "reverted");
    revert.ifPresent(r -> line.put("revert", r));
    return line;
  }

  private static final class Lines implements Report {
    private final ServiceCommand command;

    Lines(ServiceCommand command) {
      this.command = command;
    }

    @Override
    public void receipt(String label, TransactionReceipt receipt, Optional<String> revert) {
      command.line(label, "sent " + receipt.transactionHash().toHex());
      command.line("  block", receipt.blockNumber());
      command.line("  gas used", receipt.gasUsed());
      command.line("  status", receipt.success() ? "success" : "reverted");
      revert.ifPresent(r -> command.line("  revert", r));
      command.out().flush();
    }
  }

  private static final class JsonReport implements Report {
    private final PrintWriter out;

    JsonReport(PrintWriter out) {
      this.out = out;
    }

    @Override
    public void receipt(String label, TransactionReceipt receipt, Optional<String> revert) {
      out.println(line(receipt, revert));
      out.flush();
    }
  }
}
