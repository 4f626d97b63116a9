package io.tradingsdk.trade.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStatus;
import io.tradingsdk.wallet.ChildJvm;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The README's first trade and docs/trading-engine.md's engine, run against the reference server.
 *
 * <p>The cases run at the same time, each against a server of its own.
 */
@Execution(ExecutionMode.CONCURRENT)
class TradeSnippetsTest {
  private ReferenceServer server;

  @BeforeEach
  void startServer() {
    // Transactions and swaps settle at their first read: the snippets keep the engine's default pacer (2 s between
    // reads, as documented), which a server one confirmation deep made them sleep three times a trade. The engine's
    // waits themselves are covered by TradeEngineRoutingsTest and TradeCrashTest, whose pacer moves the chain's clock.
    server = ReferenceServer.builder().configure(c -> c.confirmations(0)).build().start();
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  @Test
  void theReadmesFirstTradeSettlesWithOnlyTheEnvironmentItNames(@TempDir Path dir) throws Exception {
    byte[] key = new byte[32];
    new java.security.SecureRandom().nextBytes(key);
    key[0] = 0x01; // below the curve's order
    Process process = ChildJvm.start(FirstTrade.class, List.of(), child -> {
      child.directory(dir.toFile()).redirectError(dir.resolve("stderr.txt").toFile());
      child.environment().put("TRADING_API_BASE_URL", server.baseUrl().toString());
      child.environment().put("TRADING_API_KEY", ServerConfig.TEST_KEY);
      child.environment().put("TRADING_RPC_URL", server.rpcUrl(1).toString());
      child.environment().put("TRADING_PRIVATE_KEY", java.util.HexFormat.of().formatHex(key));
    });
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
    output += Files.readString(dir.resolve("stderr.txt")); // the message of a failed assertion: what went wrong
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output).as(output).startsWith("SETTLED: ");
    assertThat(Files.list(dir.resolve("trades"))).as("the journal the snippet keeps").isNotEmpty();
  }

  @Test
  void theGuidesEngineSettlesWithinTheLimit(@TempDir Path dir) {
    try (TradingClient client = TradingClient.builder().baseUrl(server.baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).build()) {
      TradeResult result = TradeSnippets.tradeEngine(client, LocalSigner.of(PrivateKey.random()),
          server.rpcUrl(1).toString(), dir);
      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(result.amountOut().orElseThrow()).isGreaterThanOrEqualTo(new java.math.BigInteger("300000000000000000"));
    }
  }

  @Test
  void theGuidesLimitOrderAndLpActionsSettle() {
    try (TradingClient client = TradingClient.builder().baseUrl(server.baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).build();
        io.tradingsdk.wallet.EthRpcClient rpc = io.tradingsdk.wallet.EthRpcClient.builder(
            server.rpcUrl(1).toString()).build()) {
      io.tradingsdk.trade.TradeEngine engine = io.tradingsdk.trade.TradeEngine.builder(client,
          LocalSigner.of(PrivateKey.random())).rpc(1, rpc)
          .pacer((what, attempt) -> server.chain().advanceTime(java.time.Duration.ofSeconds(12))).build();

      TradeResult order = TradeSnippets.limitOrder(engine);
      java.util.List<TradeResult> lp = TradeSnippets.lpActions(engine);

      assertThat(order.status()).as(order.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(lp).allSatisfy(r -> assertThat(r.status()).as(r.toString()).isEqualTo(TradeStatus.SETTLED));
      assertThat(lp.get(1).positionId()).isEqualTo(lp.get(0).positionId());
    }
  }
}
