package io.tradingsdk.examples;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.Log;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.SendOptions;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A wallet on the embedded reference server's chains, as the examples and {@code trading demo} use it: it signs each
 * transaction the API built with its key and sends it through {@code sdk-wallet}'s {@link TransactionSender} to the
 * chain's JSON-RPC endpoint ({@code /rpc/{chainId}}), exactly as it would to any node, then waits for the receipt.
 * One {@link EthRpcClient} per chain, opened on first use.
 *
 * <pre>{@code
 * try (ChainWallet wallet = ChainWallet.on(server, signer)) {
 *   TransactionReceipt receipt = wallet.send(swap.swap());   // signed, sent, mined: status 1
 * }
 * }</pre>
 *
 * <p>Against a real service, build the same {@link TransactionSender} on your node's URL.
 */
public final class ChainWallet implements AutoCloseable {
  /** {@code Transfer(address,address,uint256)}, which ERC-20 and ERC-721 tokens both emit. */
  private static final Bytes32 TRANSFER =
      Bytes32.of(Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));
  private static final Bytes32 NONE = Bytes32.of(new byte[32]);

  private final ReferenceServer server;
  private final Signer signer;
  // One server, one set of nonces: kept apart from other servers this JVM may run.
  private final NonceManager nonces = NonceManager.local();
  private final Map<Long, EthRpcClient> clients = new LinkedHashMap<>();
  private final Map<Long, TransactionSender> senders = new LinkedHashMap<>();

  private ChainWallet(ReferenceServer server, Signer signer) {
    this.server = server;
    this.signer = signer;
  }

  /** A wallet of {@code signer} on the chains of a started server. */
  public static ChainWallet on(ReferenceServer server, Signer signer) {
    return new ChainWallet(server, signer);
  }

  public Address address() {
    return signer.address();
  }

  /**
   * Signs, sends and waits: the receipt of a mined transaction that succeeded.
   *
   * @throws io.tradingsdk.wallet.TransactionRevertedException when it reverted (its revert decoded)
   * @throws io.tradingsdk.wallet.EthRpcException when the node refused it
   */
  public TransactionReceipt send(TransactionRequest transaction) {
    return send(transaction, SendOptions.none());
  }

  /** As {@link #send(TransactionRequest)}, with options: an EIP-7702 delegation, a nonce, fees. */
  public TransactionReceipt send(TransactionRequest transaction, SendOptions options) {
    return sender(transaction.chainId().id()).send(transaction, options).awaitReceipt();
  }

  private synchronized TransactionSender sender(long chainId) {
    return senders.computeIfAbsent(chainId, id -> {
      EthRpcClient rpc = EthRpcClient.builder(server.rpcUrl(id).toString()).build();
      clients.put(id, rpc);
      return TransactionSender.builder(rpc, signer).nonceManager(nonces).build();
    });
  }

  /**
   * The id of the position NFT a receipt shows minted by {@code manager} (the V3 NonfungiblePositionManager or the
   * V4 PositionManager): topic 3 of its ERC-721 {@code Transfer} from the zero address. This is how a wallet learns
   * a new position's id on any chain.
   */
  public static Optional<String> mintedPosition(TransactionReceipt receipt, String manager) {
    for (Log log : receipt.logs()) {
      if (log.address().equals(Address.of(manager.toLowerCase(java.util.Locale.ROOT))) && log.topics().size() == 4
          && log.topics().get(0).equals(TRANSFER) && log.topics().get(1).equals(NONE)) {
        return Optional.of(new BigInteger(1, log.topics().get(3).toBytes()).toString());
      }
    }
    return Optional.empty();
  }

  /** A hash as {@code 0x} hex. */
  static String hex(Bytes32 hash) {
    return Hex.encode(hash.toBytes());
  }

  @Override
  public synchronized void close() {
    clients.values().forEach(EthRpcClient::close);
    clients.clear();
    senders.clear();
  }
}
