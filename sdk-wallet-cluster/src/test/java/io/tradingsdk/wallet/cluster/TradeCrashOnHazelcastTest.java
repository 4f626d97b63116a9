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
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An application instance (a separate JVM, a Hazelcast client of the test's member) runs a classic trade, a gasless
 * order or a chained plan and is killed with SIGKILL at a step boundary, right after the step's journal entry is in
 * Hazelcast and before its side effect; a new instance (another JVM) resumes the trade from Hazelcast once the dead one's lease ran out. The chain
 * shows each intended effect exactly once and no nonce gap.
 *
 * <p>The cases run at the same time (each mostly starts JVMs or waits for a lease to run out), each with its own
 * server and its own trade map on the one member, so one case never sees another's trades or clock.
 */
@Execution(ExecutionMode.CONCURRENT)
class TradeCrashOnHazelcastTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

  private static HazelcastMembers cluster;

  @BeforeAll
  static void member() throws IOException {
    cluster = HazelcastMembers.start(1);
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  private ReferenceServer server;
  private final String tradeMap = "trades-" + UUID.randomUUID();

  @BeforeEach
  void startServer() {
    server = ReferenceServer.builder().build().start();
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  @ParameterizedTest
  @ValueSource(strings = {"tx-intent:approval", "tx-sent:approval", "tx-intent:swap", "tx-sent:swap",
      "tx-mined:swap"})
  void aClassicTradeKilledAtABoundaryIsResumedByAnotherInstanceWithEachEffectOnce(String boundary) throws Exception {
    String keyHex = newKey();
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(keyHex));
    BigInteger usdcBefore = server.chain().tokenBalance(1, USDC, wallet.address().toChecksumHex());

    String[] words = killedThenResumed(keyHex, "CLASSIC", boundary);

    assertThat(words[2].split(",")).hasSize(2).doesNotHaveDuplicates();
    assertThat(server.chain().tokenBalance(1, USDC, wallet.address().toChecksumHex()))
        .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
    // Exactly the approval and the swap, at nonces 0 and 1: no gap, nothing twice.
    assertThat(nonces(wallet, 1)).containsExactly(2L, 2L);
  }

  @ParameterizedTest
  @ValueSource(strings = {"tx-mined:approval", "signed:order", "order"})
  void aGaslessOrderKilledAtABoundaryIsSignedAndPostedOnce(String boundary) throws Exception {
    String keyHex = newKey();
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(keyHex));

    String[] words = killedThenResumed(keyHex, "GASLESS", boundary);

    List<UniswapXOrder> orders = new ArrayList<>();
    try (TradingClient client = TradingClient.builder().baseUrl(server.baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).build()) {
      client.ordersIterable(OrdersQuery.ofSwapper(wallet.address().toChecksumHex())).forEach(orders::add);
    }
    assertThat(orders).as("one order signed and posted, whatever the crash").hasSize(1);
    assertThat(words[2]).isNotNull();
    assertThat(nonces(wallet, 1)).as("the Permit2 approval only").containsExactly(1L, 1L);
  }

  @ParameterizedTest
  @ValueSource(strings = {"plan", "tx-intent:plan-0", "tx-mined:plan-0"})
  void aChainedPlanKilledAtABoundaryCompletesWithEachStepOnce(String boundary) throws Exception {
    String keyHex = newKey();
    LocalSigner wallet = LocalSigner.of(PrivateKey.fromHex(keyHex));

    String[] words = killedThenResumed(keyHex, "CHAINED", boundary);

    List<Long> mainnet = nonces(wallet, 1);
    List<Long> base = nonces(wallet, 8453);
    assertThat(mainnet.get(0)).as("no gap on chain 1").isEqualTo(mainnet.get(1));
    assertThat(base.get(0)).as("no gap on chain 8453").isEqualTo(base.get(1));
    assertThat(words[2].split(",")).hasSize((int) (mainnet.get(0) + base.get(0))).doesNotHaveDuplicates();
  }

  /** Kills an instance at {@code boundary} of {@code journey}, resumes it in another; the RESULT line's words. */
  private String[] killedThenResumed(String keyHex, String journey, String boundary) throws Exception {
    TradeStore store = HazelcastTradeStore.of(cluster.member(0).<String, String>getMap(tradeMap));
    Set<String> before = new HashSet<>(store.tradeIds());

    Process first = child("start", keyHex, boundary, journey);
    try (BufferedReader out = reader(first)) {
      String line;
      while ((line = out.readLine()) != null && !line.startsWith("AT ")) {
        assertThat(line).as("the instance finished before the boundary").doesNotStartWith("RESULT");
      }
      assertThat(line).as("the instance never reached " + boundary).isNotNull();
      first.destroyForcibly(); // SIGKILL: no shutdown hook, no finally, its lease left to run out
      assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      first.destroyForcibly();
    }
    Set<String> started = new HashSet<>(store.tradeIds());
    started.removeAll(before);
    assertThat(started).hasSize(1);
    String id = started.iterator().next();

    Process second = child("resume", keyHex, id, "");
    String result = null;
    try (BufferedReader out = reader(second)) {
      String line;
      while ((line = out.readLine()) != null) {
        if (line.startsWith("RESULT ")) {
          result = line;
        }
      }
    }
    assertThat(second.waitFor(120, TimeUnit.SECONDS)).isTrue();
    assertThat(result).as("the resuming instance's result").isNotNull();
    String[] words = (result + " ").split(" ", -1);
    assertThat(words[1]).as(result).isEqualTo("SETTLED");
    assertThat(store.load(id)).last().satisfies(e -> assertThat(e.owner()).isEqualTo("instance-b"));
    return words;
  }

  /** The wallet's mined and pending nonces on {@code chainId}: equal when nothing is stuck or missing. */
  private List<Long> nonces(LocalSigner wallet, long chainId) {
    try (EthRpcClient node = EthRpcClient.builder(server.rpcUrl(chainId).toString()).build()) {
      return List.of(node.getTransactionCount(wallet.address(), BlockTag.LATEST),
          node.getTransactionCount(wallet.address(), BlockTag.PENDING));
    }
  }

  private static String newKey() {
    byte[] secret = new byte[32];
    new SecureRandom().nextBytes(secret);
    secret[0] = (byte) (1 + (secret[0] & 0x3f)); // below the curve order, never zero
    return Hex.encode(secret);
  }

  private Process child(String mode, String keyHex, String last, String journey) throws IOException {
    HazelcastInstance member = cluster.member(0);
    InetSocketAddress address = (InetSocketAddress) member.getLocalEndpoint().getSocketAddress();
    return ChildJvm.start(HazelcastCrashChild.class, List.of(mode, server.baseUrl().toString(),
        member.getConfig().getClusterName(), "127.0.0.1:" + address.getPort(), keyHex, last, journey, tradeMap),
        mode.equals("resume"), b -> b.redirectError(ProcessBuilder.Redirect.INHERIT));
  }

  private static BufferedReader reader(Process process) {
    return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }
}
