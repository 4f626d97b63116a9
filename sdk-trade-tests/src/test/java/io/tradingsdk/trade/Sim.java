package io.tradingsdk.trade;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.EthRpcClient;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/** One engine over a reference server's simulated chains, for a fresh wallet; its pacer moves the chains' clock. */
final class Sim implements AutoCloseable {
  static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  static final String DAI = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
  static final String ETH = TokenDirectory.NATIVE;

  final ReferenceServer server;
  final LocalSigner wallet;
  final TradingClient client;
  final List<TradeEvent> events = new CopyOnWriteArrayList<>();
  private final Map<Long, EthRpcClient> nodes = new HashMap<>();

  Sim(ReferenceServer server) {
    this(server, LocalSigner.of(PrivateKey.random()));
  }

  Sim(ReferenceServer server, LocalSigner wallet) {
    this.server = server;
    this.wallet = wallet;
    this.client = TradingClient.builder().baseUrl(server.baseUrl().toString()).apiKey(ServerConfig.TEST_KEY).build();
  }

  String swapper() {
    return wallet.address().toChecksumHex();
  }

  synchronized EthRpcClient node(long chainId) {
    return nodes.computeIfAbsent(chainId, id -> EthRpcClient.builder(server.rpcUrl(id).toString()).build());
  }

  /** An engine whose waits advance the simulated chains a block (12 s) instead of sleeping. */
  TradeEngine.Builder engine() {
    return TradeEngine.builder(client, wallet).rpc(this::node).listener(events::add)
        .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12))).maxPolls(60);
  }

  List<String> eventTypes() {
    return events.stream().map(TradeEvent::type).toList();
  }

  @Override
  public void close() {
    nodes.values().forEach(EthRpcClient::close);
    client.close();
  }
}
