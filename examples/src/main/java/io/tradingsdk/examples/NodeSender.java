package io.tradingsdk.examples;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.Log;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionRevertedException;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * How the examples and {@code trading demo} send a transaction the service returned: through {@code sdk-wallet}'s
 * {@link TransactionSender} (chain id checked, nonce, fees and gas filled where the API left them out, signed, sent),
 * then its receipt awaited. To a real node when {@value #RPC_URL_VARIABLE} is set ({@link #fromEnvironment}); else to
 * the embedded reference server, whose chains answer JSON-RPC at {@code /rpc/{chainId}} ({@link #embedded}), one
 * client per chain, exactly as to any node.
 */
public final class NodeSender implements AutoCloseable {
  /** The node's JSON-RPC URL: {@code https://}, or {@code http://} to this machine (anvil, a local node). */
  static final String RPC_URL_VARIABLE = "TRADING_RPC_URL";

  private static final Bytes32 TRANSFER = Bytes32.of(
      Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  private static final Bytes32 ZERO = Bytes32.of(new byte[32]);

  private final LongFunction<String> urlOfChain;
  private final Signer signer;
  // The nonces of this sender's nodes, kept apart from other nodes (or embedded servers) this JVM talks to.
  private final NonceManager nonces = NonceManager.local();
  private final Map<String, EthRpcClient> clients = new LinkedHashMap<>();
  private final Map<String, TransactionSender> senders = new LinkedHashMap<>();

  private NodeSender(LongFunction<String> urlOfChain, Signer signer) {
    this.urlOfChain = urlOfChain;
    this.signer = signer;
  }

  /** A sender for {@code signer} when {@value #RPC_URL_VARIABLE} is set; null otherwise (usable in try-with-resources). */
  static NodeSender fromEnvironment(Signer signer) {
    String url = System.getenv(RPC_URL_VARIABLE);
    if (url == null || url.isBlank()) {
      return null;
    }
    String node = url.strip();
    NodeSender sender = new NodeSender(chainId -> node, signer); // the sender refuses a transaction of another chain
    System.out.println("Broadcasting through " + sender.client(node) + " as " + signer.address().toChecksumHex());
    return sender;
  }

  /** Whether an RPC URL is configured. */
  static boolean configured() {
    String url = System.getenv(RPC_URL_VARIABLE);
    return url != null && !url.isBlank();
  }

  /** A sender for {@code signer} to the JSON-RPC endpoints of a started reference server's chains. */
  public static NodeSender embedded(ReferenceServer server, Signer signer) {
    return new NodeSender(chainId -> server.rpcUrl(chainId).toString(), signer);
  }

  public Address address() {
    return signer.address();
  }

  /**
   * Sends {@code tx}, waits for its receipt and prints it.
   *
   * @throws IllegalStateException when it reverted, with the revert decoded ("Permit2: signature expired ...")
   */
  TransactionReceipt send(String label, TransactionRequest tx) {
    try {
      TransactionReceipt receipt = send(tx, SendOptions.none());
      System.out.println(label + ": " + receipt.transactionHash().toHex() + " mined in block " + receipt.blockNumber()
          + ", status " + receipt.status() + ", gas used " + receipt.gasUsed());
      return receipt;
    } catch (TransactionRevertedException e) {
      throw new IllegalStateException(label + " " + e.hash().toHex() + " reverted: " + e.reason().describe(), e);
    }
  }

  /**
   * Sends {@code tx} with {@code options} (an EIP-7702 delegation, a nonce, fees) to its chain's node and waits for
   * the receipt of a transaction that succeeded.
   *
   * @throws TransactionRevertedException when it reverted, its revert decoded
   * @throws io.tradingsdk.wallet.EthRpcException when the node refused it
   */
  public TransactionReceipt send(TransactionRequest tx, SendOptions options) {
    return sender(tx.chainId().id()).send(tx, options).awaitReceipt();
  }

  /** {@link #send(String, TransactionRequest)} returning the hash, for a plan step's proof. */
  String broadcast(TransactionRequest tx) {
    return send("transaction", tx).transactionHash().toHex();
  }

  /**
   * The id of the ERC-721 token (an LP position) a receipt shows minted: its {@code Transfer(0x0, owner, id)} log,
   * as a wallet learns a new position's id on any chain. Empty when it minted none.
   */
  public static Optional<String> mintedToken(TransactionReceipt receipt) {
    for (Log log : receipt.logs()) {
      List<Bytes32> topics = log.topics();
      // ERC-721's Transfer indexes the token id too (four topics); ERC-20's does not (three).
      if (topics.size() == 4 && topics.get(0).equals(TRANSFER) && topics.get(1).equals(ZERO)) {
        return Optional.of(new BigInteger(1, topics.get(3).toBytes()).toString());
      }
    }
    return Optional.empty();
  }

  private synchronized TransactionSender sender(long chainId) {
    String url = urlOfChain.apply(chainId);
    return senders.computeIfAbsent(url, u -> TransactionSender.builder(client(u), signer).nonceManager(nonces).build());
  }

  private synchronized EthRpcClient client(String url) {
    return clients.computeIfAbsent(url, u -> EthRpcClient.builder(u).build());
  }

  @Override
  public synchronized void close() {
    clients.values().forEach(EthRpcClient::close);
    clients.clear();
    senders.clear();
  }
}
