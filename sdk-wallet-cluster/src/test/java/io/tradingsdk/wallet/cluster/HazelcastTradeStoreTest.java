package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Trades journaled in Hazelcast: a trade stopped on one member's instance at a step boundary is resumed by another
 * member's instance with each effect once; one owner holds a trade's lease at a time.
 */
class HazelcastTradeStoreTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  /** What the test throws to stop an instance right after a step's entry is in the store. */
  static final class Crash extends Error {
    private static final long serialVersionUID = 1L;

    Crash() {
      super("crash", null, false, false);
    }
  }

  @Test
  void aTradeStoppedOnOneMemberIsResumedOnAnotherWithEachEffectOnce() throws Exception {
    try (HazelcastMembers cluster = HazelcastMembers.start(2);
        ReferenceServer server = ReferenceServer.startDefault();
        TradingClient client = TradingClient.builder().baseUrl(server.baseUrl().toString())
            .apiKey(ServerConfig.TEST_KEY).build();
        EthRpcClient rpc = EthRpcClient.builder(server.rpcUrl(1).toString()).build()) {
      LocalSigner wallet = LocalSigner.of(PrivateKey.random());
      String swapper = wallet.address().toChecksumHex();
      BigInteger before = server.chain().tokenBalance(1, USDC, swapper);
      TradeStore first = HazelcastTradeStore.of(cluster.member(0));
      TradeEngine crashing = TradeEngine.builder(client, wallet).rpc(1, rpc).store(first).owner("instance-a")
          .lease(Duration.ofMillis(500))
          .journalObserver(step -> {
            if (step.equals("tx-intent:swap")) {
              throw new Crash(); // signed and journaled, never broadcast
            }
          }).build();
      assertThatThrownBy(() -> crashing.execute(TradeIntent.builder().sell("USDC").buy("ETH")
          .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build())).isInstanceOf(Crash.class);

      TradeStore second = HazelcastTradeStore.of(cluster.member(1));
      List<String> ids = second.tradeIds();
      assertThat(ids).hasSize(1);
      Thread.sleep(600); // instance A's lease runs out
      TradeResult result = TradeEngine.builder(client, wallet).rpc(1, rpc).store(second).owner("instance-b")
          .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12))).build()
          .resumeAndWait(ids.get(0));

      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(server.chain().tokenBalance(1, USDC, swapper)).isEqualTo(before.subtract(new BigInteger("1000000000")));
      assertThat(rpc.getTransactionCount(wallet.address(), BlockTag.LATEST)).isEqualTo(2); // approval, swap: once
      assertThat(first.load(ids.get(0))).extracting(e -> e.owner()).contains("instance-a", "instance-b");
    }
  }

  @Test
  void oneOwnerHoldsATradesLeaseAtATime() throws Exception {
    try (HazelcastMembers cluster = HazelcastMembers.start(2)) {
      TradeStore a = HazelcastTradeStore.of(cluster.member(0));
      TradeStore b = HazelcastTradeStore.of(cluster.member(1));
      Instant now = Instant.now();
      assertThat(a.acquire("t1", "a", Duration.ofMinutes(1), now)).isTrue();
      assertThat(b.acquire("t1", "b", Duration.ofMinutes(1), now)).isFalse();
      assertThat(a.acquire("t1", "a", Duration.ofMinutes(1), now)).isTrue(); // renewed by its owner
      b.release("t1", "b"); // not b's: nothing happens
      assertThat(b.acquire("t1", "b", Duration.ofMinutes(1), now)).isFalse();
      a.release("t1", "a");
      assertThat(b.acquire("t1", "b", Duration.ofMinutes(1), now)).isTrue();
    }
  }
}
