package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.JournalEntry;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStatus;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.trade.TradeStoreException;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The trade engine's cluster stores, each as two application instances see it (two Hazelcast members; two Redis
 * connections): a journal written by one is read by the other in order, one owner per trade by lease, appends fenced
 * by the lease and the sequence, and a classic trade whose instance died at its swap's broadcast finished by the
 * other instance with each effect once.
 */
class TradeStoresTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  /** The two instances' views of one store. */
  private record Pair(TradeStore first, TradeStore second) {}

  @Test
  void hazelcast() throws Exception {
    try (HazelcastMembers cluster = HazelcastMembers.start(2)) {
      Pair pair = new Pair(HazelcastTradeStore.of(cluster.member(0)), HazelcastTradeStore.of(cluster.member(1)));
      contract(pair);
      aTradeWhoseInstanceDiedIsFinishedByTheOther(pair);
      // The journals outlive the member that wrote them (the map's backup).
      String id = "survives-" + UUID.randomUUID();
      pair.first().append(id, entry(0, "intent", "first"));
      cluster.kill(0);
      assertThat(pair.second().load(id)).extracting(JournalEntry::kind).containsExactly("intent");
    }
  }

  @Test
  void redis() throws Exception {
    try (RedisServer server = RedisServer.start()) {
      RedisClient client = RedisClient.create(server.uri());
      try (StatefulRedisConnection<String, String> a = client.connect();
           StatefulRedisConnection<String, String> b = client.connect()) {
        Pair pair = new Pair(RedisTradeStore.of(a.async()), RedisTradeStore.of(b.async()));
        contract(pair);
        aTradeWhoseInstanceDiedIsFinishedByTheOther(pair);
        assertThatThrownBy(() -> pair.first().load("a{b}")).isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("tradeId");
      } finally {
        client.shutdown();
      }
    }
  }

  private static void contract(Pair pair) throws InterruptedException {
    TradeStore a = pair.first();
    TradeStore b = pair.second();
    String id = "t-" + UUID.randomUUID();
    assertThat(a.load(id)).isEmpty();

    // Long enough for the checks below on a busy machine (0.8 s was not, beside other test JVMs); the renewal to
    // 300 ms further down is what runs out.
    assertThat(a.acquire(id, "a", Duration.ofSeconds(5), Instant.now())).isTrue();
    a.append(id, entry(0, "intent", "a"));
    a.append(id, entry(1, "quote", "a"));
    assertThat(b.load(id)).extracting(JournalEntry::seq, JournalEntry::kind)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(0L, "intent"), org.assertj.core.groups.Tuple.tuple(1L,
            "quote"));
    assertThat(b.load(id).get(1).fields()).containsEntry("step", "quote");

    assertThat(b.acquire(id, "b", Duration.ofSeconds(5), Instant.now())).as("a's lease runs").isFalse();
    assertThatThrownBy(() -> b.append(id, entry(2, "tx-intent", "b"))).isInstanceOf(TradeStoreException.class)
        .hasMessageContaining("lease is held by a");
    assertThatThrownBy(() -> a.append(id, entry(1, "tx-intent", "a"))).isInstanceOf(TradeStoreException.class)
        .hasMessageContaining("expected entry 2");
    assertThat(a.acquire(id, "a", Duration.ofMillis(300), Instant.now())).as("the owner renews").isTrue();

    Thread.sleep(450); // a's lease runs out: b takes the trade over, and a is fenced off
    assertThat(b.acquire(id, "b", Duration.ofSeconds(5), Instant.now())).isTrue();
    assertThatThrownBy(() -> a.append(id, entry(2, "tx-intent", "a"))).isInstanceOf(TradeStoreException.class);
    b.append(id, entry(2, "tx-intent", "b"));
    b.release(id, "b");
    a.release(id, "a"); // not a's: changes nothing
    assertThat(a.acquire(id, "a", Duration.ofSeconds(5), Instant.now())).as("released").isTrue();
    a.release(id, "a");

    assertThat(b.tradeIds()).contains(id);
  }

  /** Instance A dies right after journaling its swap's broadcast; instance B resumes it from the shared store. */
  private static void aTradeWhoseInstanceDiedIsFinishedByTheOther(Pair pair) throws InterruptedException {
    LocalSigner wallet = LocalSigner.of(PrivateKey.random());
    Map<Long, EthRpcClient> nodes = new HashMap<>();
    try (TradingClient client = TradingClient.builder().baseUrl(SERVER.server().baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).build()) {
      BigInteger usdcBefore = SERVER.server().chain().tokenBalance(1, USDC, wallet.address().toChecksumHex());
      TradeIntent intent = TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
          .routing(RoutePreference.CLASSIC).build();
      TradeEngine first = engine(client, wallet, nodes, pair.first(), "instance-a").journalObserver(step -> {
        if (step.equals("tx-sent:swap")) {
          throw new Died(); // the process dies after the node took the swap, before it knew the receipt
        }
      }).build();
      Set<String> before = new HashSet<>(pair.second().tradeIds());
      assertThatThrownBy(() -> first.execute(intent)).isInstanceOf(Died.class);
      Set<String> started = new HashSet<>(pair.second().tradeIds());
      started.removeAll(before);
      assertThat(started).hasSize(1);
      String id = started.iterator().next();

      Thread.sleep(1_100); // instance A's lease (1 s) runs out: nobody renews it
      TradeResult result = engine(client, wallet, nodes, pair.second(), "instance-b").build().resumeAndWait(id);

      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(SERVER.server().chain().tokenBalance(1, USDC, wallet.address().toChecksumHex()))
          .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
      EthRpcClient node = nodes.get(1L);
      assertThat(node.getTransactionCount(wallet.address(), BlockTag.LATEST)).as("approval and swap, once each")
          .isEqualTo(2);
      assertThat(node.getTransactionCount(wallet.address(), BlockTag.PENDING)).isEqualTo(2);
      assertThat(pair.first().load(id)).last().extracting(JournalEntry::owner).isEqualTo("instance-b");
    } finally {
      nodes.values().forEach(EthRpcClient::close);
    }
  }

  private static TradeEngine.Builder engine(TradingClient client, LocalSigner wallet, Map<Long, EthRpcClient> nodes,
      TradeStore store, String owner) {
    return TradeEngine.builder(client, wallet).store(store).owner(owner).lease(Duration.ofSeconds(1))
        .rpc(id -> nodes.computeIfAbsent(id, c -> EthRpcClient.builder(SERVER.server().rpcUrl(c).toString()).build()))
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12))).maxPolls(60);
  }

  /** What a test throws to stop an instance at a step boundary, as a crash would. */
  private static final class Died extends Error {
    private static final long serialVersionUID = 1L;

    Died() {
      super("the instance died", null, false, false);
    }
  }

  private static JournalEntry entry(long seq, String kind, String owner) {
    return new JournalEntry(seq, kind, Map.of("step", kind), Instant.now(), owner);
  }
}
