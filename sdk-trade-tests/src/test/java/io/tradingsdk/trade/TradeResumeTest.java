package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.wallet.BlockTag;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A trade stopped at each step boundary (an {@link Error} thrown right after the step's journal entry is durable,
 * before its side effect, as a crash would) and resumed by a new engine over the same file store: the chain shows
 * each intended effect exactly once and no nonce gap.
 */
class TradeResumeTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  @TempDir
  Path dir;

  private Sim sim;
  private SimulatedChain chain;

  @BeforeEach
  void start() {
    sim = new Sim(SERVER.server());
    chain = SERVER.server().chain();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  /** What the test throws to stop a process at a step boundary. */
  static final class Crash extends Error {
    private static final long serialVersionUID = 1L;

    Crash(String at) {
      super("crash at " + at, null, false, false);
    }
  }

  private TradeEngine crashingAt(String boundary) {
    return sim.engine().store(FileTradeStore.in(dir)).owner("first").journalObserver(step -> {
      if (step.equals(boundary)) {
        throw new Crash(step);
      }
    }).build();
  }

  private TradeEngine restarted() {
    return sim.engine().store(FileTradeStore.in(dir)).owner("second").build(); // a new store: a new process
  }

  private static final TradeIntent CLASSIC = TradeIntent.builder().sell("USDC").buy("ETH")
      .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build();

  @ParameterizedTest
  @ValueSource(strings = {"quote", "tx-intent:approval", "tx-sent:approval", "tx-mined:approval", "swap-txs",
      "tx-intent:swap", "tx-sent:swap", "tx-mined:swap", "swap-settled:"})
  void aClassicTradeStoppedAtEachBoundaryResumesWithEachEffectOnce(String boundary) {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    String crashAt = boundary.endsWith(":") ? boundary.substring(0, boundary.length() - 1) : boundary;
    TradeEngine first = sim.engine().store(FileTradeStore.in(dir)).owner("first").journalObserver(step -> {
      if (step.equals(crashAt) || step.startsWith(crashAt + ":") && boundary.endsWith(":")) {
        throw new Crash(step);
      }
    }).build();
    assertThatThrownBy(() -> first.execute(CLASSIC)).isInstanceOf(Crash.class);
    List<String> ids = FileTradeStore.in(dir).tradeIds();
    assertThat(ids).hasSize(1);
    assertThat(TradeRecord.read(FileTradeStore.in(dir), ids.get(0)).orElseThrow().result()).isEmpty();

    TradeResult result = restarted().resumeAndWait(ids.get(0));

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertOnceEach(result, usdcBefore);
  }

  @Test
  void aSwapBroadcastButNotJournaledIsFoundByItsNonceAndNotSentAgain() throws IOException {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    TradeResult done = sim.engine().store(FileTradeStore.in(dir)).build().execute(CLASSIC);
    assertThat(done.status()).isEqualTo(TradeStatus.SETTLED);
    // The crash the sender's window allows: the swap reached the node, the process died before writing tx-sent.
    Path file = dir.resolve(done.tradeId() + ".jsonl");
    List<String> kept = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      kept.add(line);
      if (JournalEntry.fromJson(line).kind().equals("tx-intent")
          && JournalEntry.fromJson(line).field("step").orElse("").equals("swap")) {
        break;
      }
    }
    Files.write(file, (String.join("\n", kept) + "\n").getBytes(StandardCharsets.UTF_8));

    TradeResult resumed = restarted().resumeAndWait(done.tradeId());

    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(resumed.txHashes()).isEqualTo(done.txHashes());
    assertOnceEach(resumed, usdcBefore);
    assertThat(TradeRecord.read(FileTradeStore.in(dir), done.tradeId()).orElseThrow().journal())
        .anySatisfy(e -> assertThat(e.fields()).containsEntry("resumed", "true"));
  }

  @Test
  void aTornLastLineIsIgnoredAndTheStepItAnnouncedIsTakenOnce() throws IOException {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    assertThatThrownBy(() -> crashingAt("tx-intent:swap").execute(CLASSIC)).isInstanceOf(Crash.class);
    String id = FileTradeStore.in(dir).tradeIds().get(0);
    Files.write(dir.resolve(id + ".jsonl"), "{\"seq\":99,\"kind\":\"tx-se".getBytes(StandardCharsets.UTF_8),
        java.nio.file.StandardOpenOption.APPEND);
    TradeResult result = restarted().resumeAndWait(id);
    assertThat(result.status()).isEqualTo(TradeStatus.SETTLED);
    assertOnceEach(result, usdcBefore);
  }

  @ParameterizedTest
  @ValueSource(strings = {"tx-intent:approval", "signed:order", "order"})
  void aGaslessOrderStoppedAtEachBoundaryIsPostedOnceAndFilled(String boundary) {
    TradeIntent gasless = TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
        .routing(RoutePreference.GASLESS).build();
    assertThatThrownBy(() -> crashingAt(boundary).execute(gasless)).isInstanceOf(Crash.class);
    String id = FileTradeStore.in(dir).tradeIds().get(0);

    TradeResult result = restarted().resumeAndWait(id);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    List<UniswapXOrder> orders = new ArrayList<>();
    sim.client.ordersIterable(OrdersQuery.ofSwapper(sim.swapper())).forEach(orders::add);
    assertThat(orders).hasSize(1); // one order signed and posted, whatever the crash
    assertThat(orders.get(0).orderId()).isEqualTo(result.orderId().orElseThrow());
    long signed = TradeRecord.read(FileTradeStore.in(dir), id).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count();
    assertThat(signed).isEqualTo(1);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"plan", "tx-intent:plan-0", "tx-sent:plan-0", "tx-mined:plan-0"})
  void aChainedPlanStoppedAtEachBoundaryCompletesWithEachStepOnce(String boundary) {
    TradeIntent chained = TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453)
        .amount(new BigDecimal("500")).build();
    assertThatThrownBy(() -> crashingAt(boundary).execute(chained)).isInstanceOf(Crash.class);
    String id = FileTradeStore.in(dir).tradeIds().get(0);

    TradeResult result = restarted().resumeAndWait(id);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("CHAINED");
    long plans = TradeRecord.read(FileTradeStore.in(dir), id).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("plan")).count();
    assertThat(plans).isEqualTo(1);
    long sentOnMainnet = sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST);
    long sentOnBase = sim.node(8453).getTransactionCount(sim.wallet.address(), BlockTag.LATEST);
    assertThat(sentOnMainnet + sentOnBase).isEqualTo(result.txHashes().size());
  }

  @Test
  void resumeAllContinuesEveryUnfinishedTradeAndListsThem() {
    assertThatThrownBy(() -> crashingAt("swap-txs").execute(CLASSIC)).isInstanceOf(Crash.class);
    TradeEngine second = restarted();
    List<Trade> resumed = second.resumeAll();
    assertThat(resumed).hasSize(1);
    assertThat(resumed.get(0).await(java.time.Duration.ofSeconds(60)).status()).isEqualTo(TradeStatus.SETTLED);
    assertThat(second.resumeAll()).isEmpty();
    assertThat(TradeRecord.list(FileTradeStore.in(dir))).singleElement()
        .satisfies(r -> assertThat(r.result().orElseThrow().status()).isEqualTo(TradeStatus.SETTLED));
  }

  /** One approval and one swap on chain, consecutive nonces, the USDC debited once. */
  private void assertOnceEach(TradeResult result, BigInteger usdcBefore) {
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.PENDING)).isEqualTo(2);
    Set<String> hashes = new LinkedHashSet<>(result.txHashes());
    assertThat(hashes).hasSize(2);
  }
}
