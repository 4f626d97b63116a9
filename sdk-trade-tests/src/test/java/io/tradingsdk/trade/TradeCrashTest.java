package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.ChildJvm;
import io.tradingsdk.wallet.ScenarioLines;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A separate JVM runs a trade and is killed with SIGKILL ({@link Process#destroyForcibly()}) at a step boundary,
 * right after the step's journal entry is on disk and before its side effect; a new JVM resumes the trade from the
 * file store. The chain (the reference server, over HTTP and JSON-RPC) shows each intended effect exactly once and
 * no nonce gap.
 *
 * <p>Every case has a server, store and wallet of its own, so one case never sees another's trades or clock; their
 * trades run in one JVM (a thread each), which is killed once each trade stopped at its own boundary, and are resumed
 * together in one new JVM ({@link ScenarioLines}): two JVM starts for the class instead of two per case. Each case
 * then checks its own trade's outcome.
 */
class TradeCrashTest {
  static final List<String> CLASSIC = List.of("quote", "tx-intent:approval", "tx-sent:approval", "tx-mined:approval",
      "swap-txs", "tx-intent:swap", "tx-sent:swap", "tx-mined:swap", "swap-settled:");
  static final List<String> GASLESS = List.of("tx-mined:approval", "signed:order", "order");
  static final List<String> CHAINED = List.of("plan", "tx-intent:plan-0", "tx-mined:plan-0");
  /** A guard against a hung child, not a measure: the trades take seconds. */
  private static final Duration GUARD = Duration.ofMinutes(5);

  @TempDir
  static Path stores;

  /** One case: its routing and boundary, its own server, store and wallet, and what the two JVMs printed of it. */
  static final class Case {
    final String tag;
    final String routing;
    final String boundary;
    final ReferenceServer server;
    final Path store;
    final String keyHex;
    final Sim sim;
    BigInteger usdcBefore;
    List<String> tradeIds = List.of();

    Case(String routing, String boundary, Path store) {
      this.tag = routing + "/" + boundary;
      this.routing = routing;
      this.boundary = boundary;
      this.store = store;
      this.server = ReferenceServer.builder().build().start();
      byte[] secret = new byte[32];
      new SecureRandom().nextBytes(secret);
      secret[0] = (byte) (1 + (secret[0] & 0x3f)); // below the curve order, never zero
      this.keyHex = Hex.encode(secret);
      this.sim = new Sim(server, LocalSigner.of(PrivateKey.fromHex(keyHex)));
    }
  }

  private static final Map<String, Case> CASES = new LinkedHashMap<>();
  private static ScenarioLines killed;
  private static ScenarioLines resumed;
  private static int resumedExit;

  /** Starts every case's trade in one child JVM, kills it once each is at its boundary, resumes them in another. */
  @BeforeAll
  static void killEachAtItsBoundaryThenResume() throws Exception {
    int n = 0;
    for (Map.Entry<String, List<String>> family : Map.of("CLASSIC", CLASSIC, "GASLESS", GASLESS, "CHAINED", CHAINED)
        .entrySet()) {
      for (String boundary : family.getValue()) {
        Case c = new Case(family.getKey(), boundary, Files.createDirectories(stores.resolve(Integer.toString(n++))));
        c.usdcBefore = c.server.chain().tokenBalance(1, Sim.USDC, c.sim.swapper());
        CASES.put(c.tag, c);
      }
    }
    List<String> starts = new ArrayList<>();
    for (Case c : CASES.values()) {
      starts.add(String.join(";", c.tag, c.server.baseUrl().toString(), c.store.toString(), c.keyHex, c.routing,
          c.boundary));
    }
    Process first = child("start", starts);
    killed = ScenarioLines.killWhenEach(first, CASES.keySet(), Set.of("AT", "RESULT", "ERROR"), GUARD);
    assertThat(first.waitFor(30, TimeUnit.SECONDS)).as("the killed JVM is gone").isTrue();

    List<String> resumes = new ArrayList<>();
    for (Case c : CASES.values()) {
      c.tradeIds = FileTradeStore.in(c.store).tradeIds();
      if (c.tradeIds.size() == 1) {
        resumes.add(String.join(";", c.tag, c.server.baseUrl().toString(), c.store.toString(), c.keyHex,
            c.tradeIds.get(0)));
      }
    }
    Process second = child("resume", resumes);
    resumed = ScenarioLines.readToEnd(second, GUARD);
    assertThat(second.waitFor(120, TimeUnit.SECONDS)).isTrue();
    resumedExit = second.exitValue();
  }

  @AfterAll
  static void close() {
    for (Case c : CASES.values()) {
      c.sim.close();
      c.server.close();
    }
    CASES.clear();
  }

  /** A child JVM running {@link CrashChild} in {@code mode} ("start" or "resume") on {@code trades}. */
  private static Process child(String mode, List<String> trades) throws IOException {
    List<String> args = new ArrayList<>(List.of(mode));
    args.addAll(trades);
    return ChildJvm.start(CrashChild.class, args, b -> b.redirectError(ProcessBuilder.Redirect.INHERIT));
  }

  /** The case's trade, checked killed at its boundary and resumed in the new JVM; its RESULT line's words. */
  private static String[] killedAndResumed(String routing, String boundary) {
    Case c = CASES.get(routing + "/" + boundary);
    assertThat(killed.first(c.tag, "RESULT")).as("the child finished before the boundary; " + killed.describe(c.tag))
        .isNull();
    assertThat(killed.first(c.tag, "ERROR")).as(killed.describe(c.tag)).isNull();
    assertThat(killed.first(c.tag, "AT")).as("the child never reached " + boundary + "; " + killed.describe(c.tag))
        .isNotNull();
    assertThat(c.tradeIds).hasSize(1);
    assertThat(resumed.first(c.tag, "ERROR")).as(resumed.describe(c.tag)).isNull();
    String result = resumed.first(c.tag, "RESULT");
    assertThat(result).as(resumed.describe(c.tag)).isNotNull();
    assertThat(resumedExit).isZero();
    return ("RESULT " + result + " ").split(" ", -1);
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
  void aClassicTradeKilledAtEachBoundaryResumesInANewJvmWithEachEffectOnce(String boundary) {
    Case c = CASES.get("CLASSIC/" + boundary);
    String[] result = killedAndResumed("CLASSIC", boundary);

    assertThat(result[1]).isEqualTo("SETTLED");
    assertThat(result[2].split(",")).hasSize(2).doesNotHaveDuplicates();
    assertThat(c.server.chain().tokenBalance(1, Sim.USDC, c.sim.swapper()))
        .isEqualTo(c.usdcBefore.subtract(new BigInteger("1000000000")));
    // Exactly the approval and the swap, at nonces 0 and 1: no gap, nothing twice.
    assertThat(c.sim.node(1).getTransactionCount(c.sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
    assertThat(c.sim.node(1).getTransactionCount(c.sim.wallet.address(), BlockTag.PENDING)).isEqualTo(2);
  }

  @ParameterizedTest
  @MethodSource("gasless")
  void aGaslessOrderKilledAtEachBoundaryIsSignedAndPostedOnce(String boundary) {
    Case c = CASES.get("GASLESS/" + boundary);
    String[] result = killedAndResumed("GASLESS", boundary);

    assertThat(result[1]).isEqualTo("SETTLED");
    List<UniswapXOrder> orders = new ArrayList<>();
    c.sim.client.ordersIterable(OrdersQuery.ofSwapper(c.sim.swapper())).forEach(orders::add);
    assertThat(orders).hasSize(1);
    assertThat(TradeRecord.read(FileTradeStore.in(c.store), c.tradeIds.get(0)).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count()).isEqualTo(1);
    assertThat(c.sim.node(1).getTransactionCount(c.sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @ParameterizedTest
  @MethodSource("chained")
  void aChainedPlanKilledAtEachBoundaryCompletesWithEachStepOnce(String boundary) {
    Case c = CASES.get("CHAINED/" + boundary);
    String[] result = killedAndResumed("CHAINED", boundary);

    assertThat(result[1]).isEqualTo("SETTLED");
    long sent = c.sim.node(1).getTransactionCount(c.sim.wallet.address(), BlockTag.LATEST)
        + c.sim.node(8453).getTransactionCount(c.sim.wallet.address(), BlockTag.LATEST);
    assertThat(result[2].split(",")).hasSize((int) sent).doesNotHaveDuplicates();
    assertThat(TradeRecord.read(FileTradeStore.in(c.store), c.tradeIds.get(0)).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("plan")).count()).isEqualTo(1);
  }
}
