package io.tradingsdk.examples;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.Log;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionRevertedException;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * How the examples broadcast to a real node: when {@value #RPC_URL_VARIABLE} is set, each transaction the service
 * returned goes through {@code sdk-wallet}'s {@link TransactionSender} (chain id checked, nonce, fees and gas filled
 * where the API left them out, signed, sent) and its receipt is awaited. Without the variable the examples keep
 * their behaviour: the embedded server's simulated chain, or the transaction printed for your wallet.
 */
final class NodeSender implements AutoCloseable {
  /** The node's JSON-RPC URL: {@code https://}, or {@code http://} to this machine (anvil, a local node). */
  static final String RPC_URL_VARIABLE = "TRADING_RPC_URL";

  private static final Bytes32 TRANSFER = Bytes32.of(
      Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  private static final Bytes32 ZERO = Bytes32.of(new byte[32]);

  private final EthRpcClient rpc;
  private final TransactionSender sender;

  private NodeSender(EthRpcClient rpc, Signer signer) {
    this.rpc = rpc;
    this.sender = TransactionSender.builder(rpc, signer).build();
  }

  /** A sender for {@code signer} when {@value #RPC_URL_VARIABLE} is set; null otherwise (usable in try-with-resources). */
  static NodeSender fromEnvironment(Signer signer) {
    String url = System.getenv(RPC_URL_VARIABLE);
    if (url == null || url.isBlank()) {
      return null;
    }
    NodeSender node = new NodeSender(EthRpcClient.builder(url.strip()).build(), signer);
    System.out.println("Broadcasting through " + node.rpc + " as " + signer.address().toChecksumHex());
    return node;
  }

  /** Whether an RPC URL is configured. */
  static boolean configured() {
    String url = System.getenv(RPC_URL_VARIABLE);
    return url != null && !url.isBlank();
  }

  /**
   * Sends {@code tx}, waits for its receipt and prints it.
   *
   * @throws IllegalStateException when it reverted, with the revert decoded ("Permit2: signature expired ...")
   */
  TransactionReceipt send(String label, TransactionRequest tx) {
    try {
      TransactionReceipt receipt = sender.send(tx).awaitReceipt();
      System.out.println(label + ": " + receipt.transactionHash().toHex() + " mined in block " + receipt.blockNumber()
          + ", gas used " + receipt.gasUsed());
      return receipt;
    } catch (TransactionRevertedException e) {
      throw new IllegalStateException(label + " " + e.hash().toHex() + " reverted: " + e.reason().describe(), e);
    }
  }

  /**
   * The id of the ERC-721 token (an LP position) a transaction minted: its {@code Transfer(0x0, owner, id)} log.
   * Empty when it minted none or has no receipt.
   */
  Optional<String> mintedToken(String hash) {
    Optional<TransactionReceipt> receipt = rpc.getTransactionReceipt(Bytes32.fromHex(hash));
    if (receipt.isEmpty()) {
      return Optional.empty();
    }
    for (Log log : receipt.get().logs()) {
      List<Bytes32> topics = log.topics();
      // ERC-721's Transfer indexes the token id too (four topics); ERC-20's does not (three).
      if (topics.size() == 4 && topics.get(0).equals(TRANSFER) && topics.get(1).equals(ZERO)) {
        return Optional.of(new BigInteger(1, topics.get(3).toBytes()).toString());
      }
    }
    return Optional.empty();
  }

  /** {@link #send(String, TransactionRequest)} returning the hash, for a plan step's proof. */
  String broadcast(TransactionRequest tx) {
    return send("transaction", tx).transactionHash().toHex();
  }

  @Override
  public void close() {
    rpc.close();
  }
}
