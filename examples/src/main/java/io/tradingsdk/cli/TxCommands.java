package io.tradingsdk.cli;

import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionReceipt;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code trading tx sign|send|receipt}: sign a transaction offline, send one and wait for its receipt, read a
 * receipt. The transaction file is read by {@link TransactionFile}.
 */
@Command(name = "tx", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
    description = {TxCommands.SUMMARY,
        "FILE is JSON: the API's TransactionRequest fields (to, from, data, value, chainId, gasLimit, gasPrice,"
            + " maxFeePerGas, maxPriorityFeePerGas), plus type (0, 2, 4), nonce and, for type 4, authorizationList"
            + " entries {chainId, address, nonce} signed with the same key. from defaults to the key's address."})
final class TxCommands implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY = "Sign, send and confirm transactions (types 0, 2 and 4) with a key file, a keystore or a PKCS#11 token.";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "tx: expected a subcommand: sign, send or receipt");
  }

  /** {@code trading tx sign}: sign offline, print {@code {raw, hash, from}}. */
  @Command(name = "sign", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Sign.SUMMARY,
          "Offline: the file (or --nonce) gives the nonce, and the file the gas limit and the fees.",
          "Exit 0 when signed, 2 when the file, a field or the key is wrong (the message names the field).",
          "Example: trading tx sign --key-file wallet.key --nonce 7 tx.json | jq -r .raw | cast publish"})
  static final class Sign implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Sign the transaction of FILE and print one JSON line: {\"raw\", \"hash\", \"from\"}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Mixin KeyOptions key;

    @Option(names = "--nonce", paramLabel = "N", description = "The nonce, when the file has none.")
    String nonce;

    @Parameters(arity = "1", paramLabel = "FILE", description = "The transaction, as JSON.")
    Path file;

    @Override
    public Integer call() {
      key.check("to sign"); // a wrong command line is reported before the file is read
      TransactionFile tx = TransactionFile.read(file);
      BigInteger chosenNonce = tx.required("nonce (or --nonce)", nonce(tx, nonce));
      tx.required("gasLimit", tx.gasLimit);
      if (tx.legacy()) {
        tx.required("gasPrice", tx.gasPrice);
      } else {
        tx.required("maxFeePerGas", tx.maxFeePerGas);
        tx.required("maxPriorityFeePerGas", tx.maxPriorityFeePerGas);
      }
      Signer signer = key.signer("to sign");
      TransactionFill.Builder fill = TransactionFill.builder().nonce(chosenNonce);
      for (TransactionFile.AuthorizationEntry entry : tx.authorizationEntries()) {
        fill.addAuthorization(entry.sign(signer));
      }
      SignedTransaction signed = TransactionRequests.toUnsigned(tx.request(signer.address()), fill.build())
          .sign(signer);
      spec.commandLine().getOut().println(new JsonLine()
          .put("raw", signed.rawHex())
          .put("hash", signed.hash().toHex())
          .put("from", signed.from().toChecksumHex()));
      spec.commandLine().getOut().flush();
      return ExitCodes.OK;
    }
  }

  /** {@code trading tx send}: fill what is missing from the node, sign, send, wait, print the outcome. */
  @Command(name = "send", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Send.SUMMARY,
          "What the file leaves out is filled from the node: the nonce (pending count), the fees (EIP-1559 from"
              + " eth_feeHistory; a type 0 file takes eth_gasPrice) and the gas limit (eth_estimateGas).",
          "Exit 0 when it succeeded, 1 when it reverted or the node refused it, 2 when the command line, the file or"
              + " the key is wrong.",
          "Example: trading tx send --rpc-url http://127.0.0.1:8545 --key-file wallet.key tx.json"})
  static final class Send implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "Sign and send the transaction of FILE, wait for its receipt, print "
        + "{\"hash\", \"block\", \"gasUsed\", \"status\"[, \"revert\"]}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--rpc-url", paramLabel = "URL",
        description = "The node's JSON-RPC endpoint (https, or http to loopback). Default: TRADING_RPC_URL.")
    String rpcUrl;

    @Mixin KeyOptions key;

    @Option(names = "--nonce", paramLabel = "N", description = "The nonce, when the file has none (default: the"
        + " node's pending count).")
    String nonce;

    @Parameters(arity = "1", paramLabel = "FILE", description = "The transaction, as JSON.")
    Path file;

    @Override
    public Integer call() {
      key.check("to sign");
      TransactionFile tx = TransactionFile.read(file);
      BigInteger chosenNonce = nonce(tx, nonce);
      String url = Broadcaster.rpcUrl(rpcUrl, "to send");
      Signer signer = key.signer("to sign");
      try (Broadcaster broadcaster = Broadcaster.open(url, signer, spec.commandLine().getErr())) {
        SendOptions.Builder options = SendOptions.builder();
        if (chosenNonce != null) {
          options.nonce(chosenNonce.longValueExact());
        }
        if (tx.legacy() && tx.gasPrice == null) {
          options.fees(Fees.legacy(broadcaster.gasPrice()));
        }
        for (TransactionFile.AuthorizationEntry entry : tx.authorizationEntries()) {
          options.addAuthorization(entry.sign(signer));
        }
        broadcaster.send("transaction", tx.request(signer.address()), options.build(),
            Broadcaster.json(spec.commandLine().getOut()));
      }
      return ExitCodes.OK;
    }
  }

  /** {@code trading tx receipt}: one receipt, as a JSON line. */
  @Command(name = "receipt", mixinStandardHelpOptions = true, versionProvider = SdkVersion.class,
      description = {Receipt.SUMMARY,
          "Exit 0 when the transaction succeeded, 1 when it reverted or has no receipt (pending, or unknown to"
              + " the node), 2 when the command line is wrong."})
  static final class Receipt implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Print a transaction's receipt: {\"hash\", \"block\", \"gasUsed\", \"status\"}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--rpc-url", paramLabel = "URL",
        description = "The node's JSON-RPC endpoint (https, or http to loopback). Default: TRADING_RPC_URL.")
    String rpcUrl;

    @Parameters(arity = "1", paramLabel = "HASH", description = "The transaction hash, 0x and 64 hex digits.")
    String hash;

    @Override
    public Integer call() {
      Bytes32 txHash;
      try {
        txHash = Bytes32.fromHex(hash);
      } catch (IllegalArgumentException e) {
        throw new CliException(ExitCodes.UNREADABLE, "HASH: expected 0x and 64 hex digits, was \"" + hash + "\"");
      }
      try (EthRpcClient rpc = Broadcaster.client(Broadcaster.rpcUrl(rpcUrl, "to read a receipt"))) {
        Optional<TransactionReceipt> receipt = rpc.getTransactionReceipt(txHash);
        if (receipt.isEmpty()) {
          throw new CliException(ExitCodes.FAILED, "no receipt for " + txHash.toHex()
              + ": the transaction is pending, or unknown to this node");
        }
        spec.commandLine().getOut().println(Broadcaster.line(receipt.get(), Optional.empty()));
        spec.commandLine().getOut().flush();
        return receipt.get().success() ? ExitCodes.OK : ExitCodes.FAILED;
      }
    }
  }

  /** The nonce of the file or of {@code --nonce}; both may be given only when they agree. */
  static BigInteger nonce(TransactionFile tx, String option) {
    if (option == null) {
      return tx.nonce;
    }
    BigInteger given;
    try {
      given = option.startsWith("0x") ? new BigInteger(option.substring(2), 16) : new BigInteger(option);
    } catch (NumberFormatException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--nonce: expected a non-negative integer, was \"" + option
          + "\"");
    }
    if (given.signum() < 0 || given.bitLength() > 64) {
      throw new CliException(ExitCodes.UNREADABLE, "--nonce: expected a uint64, was " + given);
    }
    if (tx.nonce != null && !tx.nonce.equals(given)) {
      throw tx.refuse("nonce", "the file has " + tx.nonce + " and --nonce " + given + ": give one");
    }
    return given;
  }
}
