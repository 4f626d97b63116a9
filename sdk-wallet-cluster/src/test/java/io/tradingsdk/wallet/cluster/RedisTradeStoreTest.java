package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStatus;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.EthRpcClient;
import java.io.File;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Trades journaled in Redis (a redis-server on loopback): a trade stopped on one instance resumes on another with each
 * effect once; one owner holds a trade's lease at a time. redis-server is required under {@code CI=true}.
 */
class RedisTradeStoreTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  static final class Crash extends Error {
    private static final long serialVersionUID = 1L;

    Crash() {
      super("crash", null, false, false);
    }
  }

  @Test
  void aTradeStoppedOnOneInstanceResumesOnAnotherAndLeasesHaveOneOwner() throws Exception {
    File redisServer = onPath("redis-server");
    if (!"true".equals(System.getenv("CI"))) {
      assumeTrue(redisServer != null, "redis-server is not installed (apt-get install redis-server)");
    }
    assertThat(redisServer).as("redis-server must be on the PATH under CI=true").isNotNull();
    int port;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = probe.getLocalPort();
    }
    Process redis = new ProcessBuilder(redisServer.getPath(), "--port", String.valueOf(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    RedisClient client = RedisClient.create("redis://127.0.0.1:" + port);
    try {
      awaitListening(port);
      try (StatefulRedisConnection<String, String> a = client.connect();
          StatefulRedisConnection<String, String> b = client.connect();
          ReferenceServer server = ReferenceServer.startDefault();
          TradingClient api = TradingClient.builder().baseUrl(server.baseUrl().toString())
              .apiKey(ServerConfig.TEST_KEY).build();
          EthRpcClient rpc = EthRpcClient.builder(server.rpcUrl(1).toString()).build()) {
        String prefix = "test:" + UUID.randomUUID() + ":";
        TradeStore first = RedisTradeStore.of(a.sync(), prefix);
        TradeStore second = RedisTradeStore.of(b.sync(), prefix);

        Instant now = Instant.now();
        assertThat(first.acquire("t1", "a", Duration.ofMinutes(1), now)).isTrue();
        assertThat(second.acquire("t1", "b", Duration.ofMinutes(1), now)).isFalse();
        assertThat(first.acquire("t1", "a", Duration.ofMinutes(1), now)).isTrue();
        second.release("t1", "b");
        assertThat(second.acquire("t1", "b", Duration.ofMinutes(1), now)).isFalse();
        first.release("t1", "a");
        assertThat(second.acquire("t1", "b", Duration.ofMinutes(1), now)).isTrue();

        LocalSigner wallet = LocalSigner.of(PrivateKey.random());
        String swapper = wallet.address().toChecksumHex();
        BigInteger before = server.chain().tokenBalance(1, USDC, swapper);
        TradeEngine crashing = TradeEngine.builder(api, wallet).rpc(1, rpc).store(first).owner("instance-a")
            .lease(Duration.ofMillis(300)).journalObserver(step -> {
              if (step.equals("tx-sent:swap")) {
                throw new Crash(); // broadcast and journaled, its receipt never awaited
              }
            }).build();
        assertThatThrownBy(() -> crashing.execute(TradeIntent.builder().sell("USDC").buy("ETH")
            .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build())).isInstanceOf(Crash.class);
        List<String> ids = second.tradeIds();
        assertThat(ids).hasSize(1);
        Thread.sleep(400); // instance A's lease runs out
        TradeResult result = TradeEngine.builder(api, wallet).rpc(1, rpc).store(second).owner("instance-b")
            .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12))).build()
            .resumeAndWait(ids.get(0));

        assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
        assertThat(server.chain().tokenBalance(1, USDC, swapper))
            .isEqualTo(before.subtract(new BigInteger("1000000000")));
        assertThat(rpc.getTransactionCount(wallet.address(), BlockTag.LATEST)).isEqualTo(2);
      }
    } finally {
      client.shutdown();
      redis.destroy();
    }
  }

  private static File onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      File candidate = new File(dir, program);
      if (candidate.canExecute()) {
        return candidate;
      }
    }
    return null;
  }

  private static void awaitListening(int port) throws IOException, InterruptedException {
    long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (true) {
      try {
        new Socket(InetAddress.getLoopbackAddress(), port).close();
        return;
      } catch (IOException e) {
        if (System.nanoTime() > until) {
          throw new IOException("redis-server did not listen on port " + port, e);
        }
        Thread.sleep(50);
      }
    }
  }
}
