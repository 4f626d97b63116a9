package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.hazelcast.core.HazelcastInstance;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.ChildJvm;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.ScenarioLines;
import java.io.IOException;
import java.math.BigInteger;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An application instance (a separate JVM, a Hazelcast client of the test's member) runs a classic trade, a gasless
 * order or a chained plan and is killed with SIGKILL at a step boundary, right after the step's journal entry is in
 * Hazelcast and before its side effect; a new instance (another JVM) resumes the trade from Hazelcast once the dead
 * one's lease ran out. The chain shows each intended effect exactly once and no nonce gap.
 *
 * <p>Every case has its own server, wallet and trade map on the one member, so one case never sees another's trades
 * or clock; their trades run in one instance (a thread each), which is killed once each trade stopped at its own
 * boundary, and are resumed together by one new instance ({@link ScenarioLines}): two JVM starts for the class
 * instead of two per case. Each case then checks its own trade's outcome.
 */
class TradeCrashOnHazelcastTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final List<String> CLASSIC = List.of("tx-intent:approval", "tx-sent:approval", "tx-intent:swap",
      "tx-sent:swap", "tx-mined:swap");
  static final List<String> GASLESS = List.of("tx-mined:approval", "signed:order", "order");
  static final List<String> CHAINED = List.of("plan", "tx-intent:plan-0", "tx-mined:plan-0");
  /** A guard against a hung instance, not a measure: the trades take seconds. */
  private static final Duration GUARD = Duration.ofMinutes(5);

  /** One case: its journey and boundary, its own server, wallet and trade map, and its trade once started. */
  static final class Case {
    final String tag;
    final String journey;
    final String boundary;
    final ReferenceServer server = ReferenceServer.builder().build().start();
    final String tradeMap = "trades-" + UUID.randomUUID();
    final String keyHex = newKey();
    final LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(keyHex));
    BigInteger usdcBefore;
    List<String> tradeIds = List.of();

    Case(String journey, String boundary) {
      this.tag = journey + "/" + boundary;
      this.journey = journey;
      this.boundary = boundary;
    }

    TradeStore store() {
      return HazelcastTradeStore.of(cluster.member(0).<String, String>getMap(tradeMap));
    }
  }

  private static HazelcastMembers cluster;
  private static final Map<String, Case> CASES = new LinkedHashMap<>();
  private static ScenarioLines killed;
  private static ScenarioLines resumed;

  /** Starts every case's trade in one instance, kills it once each is at its boundary, resumes them in another. */
  @BeforeAll
  static void killEachAtItsBoundaryThenResume() throws Exception {
    cluster = HazelcastMembers.start(1);
    for (Map.Entry<String, List<String>> family : Map.of("CLASSIC", CLASSIC, "GASLESS", GASLESS, "CHAINED", CHAINED)
        .entrySet()) {
      for (String boundary : family.getValue()) {
        Case c = new Case(family.getKey(), boundary);
        c.usdcBefore = c.server.chain().tokenBalance(1, USDC, c.wallet.address().toChecksumHex());
        CASES.put(c.tag, c);
      }
    }
    List<String> starts = new ArrayList<>();
    for (Case c : CASES.values()) {
      starts.add(String.join(";", c.tag, c.server.baseUrl().toString(), c.keyHex, c.boundary, c.journey, c.tradeMap));
    }
    Process first = child("start", starts);
    killed = ScenarioLines.killWhenEach(first, CASES.keySet(), Set.of("AT", "RESULT", "ERROR"), GUARD);
    assertThat(first.waitFor(30, TimeUnit.SECONDS)).as("the killed instance is gone").isTrue();

    List<String> resumes = new ArrayList<>();
    for (Case c : CASES.values()) {
      c.tradeIds = List.copyOf(c.store().tradeIds());
      if (c.tradeIds.size() == 1) {
        resumes.add(String.join(";", c.tag, c.server.baseUrl().toString(), c.keyHex, c.tradeIds.get(0), "-",
            c.tradeMap));
      }
    }
    Process second = child("resume", resumes);
    resumed = ScenarioLines.readToEnd(second, GUARD);
    assertThat(second.waitFor(120, TimeUnit.SECONDS)).isTrue();
  }

  @AfterAll
  static void stop() {
    for (Case c : CASES.values()) {
      c.server.close();
    }
    CASES.clear();
    if (cluster != null) {
      cluster.close();
    }
  }

  static Stream<String> classic() {
    return CLASSIC.stream();
  }

  static Stream<String> gasless() {
    return GASLESS.stream();
  }

  static Stream<String> chained() {
    return CHAINED.stream();
  }

  @ParameterizedTest
  @MethodSource("classic")
  void aClassicTradeKilledAtABoundaryIsResumedByAnotherInstanceWithEachEffectOnce(String boundary) {
    Case c = CASES.get("CLASSIC/" + boundary);

    String[] words = killedThenResumed(c);

    assertThat(words[2].split(",")).hasSize(2).doesNotHaveDuplicates();
    assertThat(c.server.chain().tokenBalance(1, USDC, c.wallet.address().toChecksumHex()))
        .isEqualTo(c.usdcBefore.subtract(new BigInteger("1000000000")));
    // Exactly the approval and the swap, at nonces 0 and 1: no gap, nothing twice.
    assertThat(nonces(c, 1)).containsExactly(2L, 2L);
  }

  @ParameterizedTest
  @MethodSource("gasless")
  void aGaslessOrderKilledAtABoundaryIsSignedAndPostedOnce(String boundary) {
    Case c = CASES.get("GASLESS/" + boundary);

    String[] words = killedThenResumed(c);

    List<UniswapXOrder> orders = new ArrayList<>();
    try (TradingClient client = TradingClient.builder().baseUrl(c.server.baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).build()) {
      client.ordersIterable(OrdersQuery.ofSwapper(c.wallet.address().toChecksumHex())).forEach(orders::add);
    }
    assertThat(orders).as("one order signed and posted, whatever the crash").hasSize(1);
    assertThat(words[2]).isNotNull();
    assertThat(nonces(c, 1)).as("the Permit2 approval only").containsExactly(1L, 1L);
  }

  @ParameterizedTest
  @MethodSource("chained")
  void aChainedPlanKilledAtABoundaryCompletesWithEachStepOnce(String boundary) {
    Case c = CASES.get("CHAINED/" + boundary);

    String[] words = killedThenResumed(c);

    List<Long> mainnet = nonces(c, 1);
    List<Long> base = nonces(c, 8453);
    assertThat(mainnet.get(0)).as("no gap on chain 1").isEqualTo(mainnet.get(1));
    assertThat(base.get(0)).as("no gap on chain 8453").isEqualTo(base.get(1));
    assertThat(words[2].split(",")).hasSize((int) (mainnet.get(0) + base.get(0))).doesNotHaveDuplicates();
  }

  /** The case's trade, checked killed at its boundary and resumed by the other instance; its RESULT line's words. */
  private static String[] killedThenResumed(Case c) {
    assertThat(killed.first(c.tag, "RESULT")).as("the instance finished before the boundary; " + killed.describe(c.tag))
        .isNull();
    assertThat(killed.first(c.tag, "ERROR")).as(killed.describe(c.tag)).isNull();
    assertThat(killed.first(c.tag, "AT")).as("the instance never reached " + c.boundary + "; "
        + killed.describe(c.tag)).isNotNull();
    assertThat(c.tradeIds).hasSize(1);
    assertThat(resumed.first(c.tag, "ERROR")).as(resumed.describe(c.tag)).isNull();
    String result = resumed.first(c.tag, "RESULT");
    assertThat(result).as("the resuming instance's result; " + resumed.describe(c.tag)).isNotNull();
    String[] words = ("RESULT " + result + " ").split(" ", -1);
    assertThat(words[1]).as(result).isEqualTo("SETTLED");
    assertThat(c.store().load(c.tradeIds.get(0))).last().satisfies(e -> assertThat(e.owner()).isEqualTo("instance-b"));
    return words;
  }

  /** The wallet's mined and pending nonces on {@code chainId}: equal when nothing is stuck or missing. */
  private static List<Long> nonces(Case c, long chainId) {
    try (EthRpcClient node = EthRpcClient.builder(c.server.rpcUrl(chainId).toString()).build()) {
      return List.of(node.getTransactionCount(c.wallet.address(), BlockTag.LATEST),
          node.getTransactionCount(c.wallet.address(), BlockTag.PENDING));
    }
  }

  private static String newKey() {
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    secret[0] = (byte) (1 + (secret[0] & 0x3f)); // below the curve order, never zero
    return Hex.encode(secret);
  }

  private static Process child(String mode, List<String> trades) throws IOException {
    HazelcastInstance member = cluster.member(0);
    InetSocketAddress address = (InetSocketAddress) member.getLocalEndpoint().getSocketAddress();
    List<String> args = new ArrayList<>(List.of(mode, member.getConfig().getClusterName(),
        "127.0.0.1:" + address.getPort()));
    args.addAll(trades);
    return ChildJvm.start(HazelcastCrashChild.class, args, b -> b.redirectError(ProcessBuilder.Redirect.INHERIT));
  }
}
