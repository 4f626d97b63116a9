package io.tradingsdk.trade;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.json.TradingJson;
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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import okhttp3.MediaType;
import okhttp3.Response;
import okhttp3.ResponseBody;

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
  private final List<TradingClient> rewritingClients = new CopyOnWriteArrayList<>();

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
    return engine(client);
  }

  /** {@link #engine()} over {@code api}, e.g. a {@link #clientRewriting} one. */
  TradeEngine.Builder engine(TradingClient api) {
    return TradeEngine.builder(api, wallet).rpc(this::node).listener(events::add)
        .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12))).maxPolls(60);
  }

  /** {@link #clientRewriting(String, BiPredicate, BiConsumer)} with the server's test key. */
  TradingClient clientRewriting(BiPredicate<String, String> which, BiConsumer<ObjectNode, Integer> rewrite) {
    return clientRewriting(ServerConfig.TEST_KEY, which, rewrite);
  }

  /**
   * A client of the server whose successful answers to the calls {@code which} accepts (method, path) are rewritten
   * by {@code rewrite}, given the body and the 1-based count of such answers so far: a wrong, lagging or hostile API.
   * Closed with this.
   */
  TradingClient clientRewriting(String apiKey, BiPredicate<String, String> which,
      BiConsumer<ObjectNode, Integer> rewrite) {
    AtomicInteger seen = new AtomicInteger();
    TradingClient rewriting = TradingClient.builder().baseUrl(server.baseUrl().toString()).apiKey(apiKey)
        .addInterceptor(call -> {
          Response response = call.proceed(call.request());
          if (!response.isSuccessful()
              || !which.test(call.request().method(), call.request().url().encodedPath())) {
            return response;
          }
          ObjectNode body = (ObjectNode) TradingJson.mapper().readTree(response.body().string());
          rewrite.accept(body, seen.incrementAndGet());
          return response.newBuilder().body(ResponseBody.create(body.toString(), MediaType.get("application/json")))
              .build();
        }).build();
    rewritingClients.add(rewriting);
    return rewriting;
  }

  List<String> eventTypes() {
    return events.stream().map(TradeEvent::type).toList();
  }

  @Override
  public void close() {
    nodes.values().forEach(EthRpcClient::close);
    rewritingClients.forEach(TradingClient::close);
    client.close();
  }
}
