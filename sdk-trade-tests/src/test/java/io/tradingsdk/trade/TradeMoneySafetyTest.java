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
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Money-safety audit cases against the reference server's simulated chains: a cancel between an order's signature
 * and its post, a journal torn by a crash and then resumed, and two engines on one store when the first outlived its
 * lease.
 */
class TradeMoneySafetyTest {
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

  private static final TradeIntent CLASSIC = TradeIntent.builder().sell("USDC").buy("ETH")
      .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build();

  private List<UniswapXOrder> postedOrders() {
    List<UniswapXOrder> orders = new ArrayList<>();
    sim.client.ordersIterable(OrdersQuery.ofSwapper(sim.swapper())).forEach(orders::add);
    return orders;
  }

  /**
   * The user cancels once the order is signed but before it is posted: the signed order never left the process, so
   * the trade must end CANCELLED with nothing posted (not posted anyway and filled).
   */
  @Test
  void aGaslessOrderCancelledAfterItsSignatureButBeforeItsPostIsNeverPosted() {
    AtomicReference<Trade> handle = new AtomicReference<>();
    AtomicReference<Runnable> run = new AtomicReference<>();
    TradeEngine engine = sim.engine().executor(run::set).listener(event -> {
      if (event.type().equals("order-signed")) {
        handle.get().cancel(); // on the trade's thread, between the journaled signature and POST /order
      }
    }).build();
    Trade trade = engine.start(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
        .routing(RoutePreference.GASLESS).build());
    handle.set(trade);
    run.get().run();

    TradeResult result = trade.await(Duration.ZERO);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.CANCELLED);
    assertThat(postedOrders()).isEmpty();
  }

  /**
   * A crash tears the journal's last line; the resumed engine appends after it. The journal must stay readable: a
   * later read (a listing, another resume) sees the trade and its result instead of failing on a merged line.
   */
  @Test
  void aJournalTornByACrashStaysReadableAfterTheResumeAppendsToIt() throws IOException {
    TradeEngine first = sim.engine().store(FileTradeStore.in(dir)).owner("first").journalObserver(step -> {
      if (step.equals("tx-intent:swap")) {
        throw new TradeResumeTest.Crash(step);
      }
    }).build();
    assertThatThrownBy(() -> first.execute(CLASSIC)).isInstanceOf(TradeResumeTest.Crash.class);
    String id = FileTradeStore.in(dir).tradeIds().get(0);
    Files.write(dir.resolve(id + ".jsonl"), "{\"seq\":99,\"kind\":\"tx-se".getBytes(StandardCharsets.UTF_8),
        StandardOpenOption.APPEND);
    TradeResult resumed = sim.engine().store(FileTradeStore.in(dir)).owner("second").build().resumeAndWait(id);
    assertThat(resumed.status()).isEqualTo(TradeStatus.SETTLED);

    TradeRecord record = TradeRecord.read(FileTradeStore.in(dir), id).orElseThrow();

    assertThat(record.result()).hasValueSatisfying(r -> assertThat(r.status()).isEqualTo(TradeStatus.SETTLED));
    assertThat(sim.engine().store(FileTradeStore.in(dir)).owner("third").build().resumeAndWait(id).txHashes())
        .isEqualTo(resumed.txHashes());
  }

  /**
   * Engine A drives a trade past its lease (here: held after its approval is mined, as a long receipt wait or a
   * paused process would); engine B on the same store takes the expired lease and finishes the trade. When A goes
   * on it must not send the swap a second time: one approval and one swap on chain, the USDC debited once.
   */
  @Test
  void anEngineThatOutlivedItsLeaseDoesNotSendAfterAnotherEngineTookTheTradeOver() throws Exception {
    TradeStore store = FileTradeStore.in(dir); // one store object: its leases fence both engines
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicReference<Runnable> run = new AtomicReference<>();
    TradeEngine a = sim.engine().store(store).clock(clock).lease(Duration.ofMinutes(1)).owner("a").executor(run::set)
        .journalObserver(step -> {
          if (step.equals("tx-mined:approval")) {
            held.countDown();
            try {
              release.await(); // A is slow here: longer than its lease
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
        }).build();
    Trade tradeA = a.start(CLASSIC);
    Thread thread = new Thread(run.get(), "engine-a");
    thread.start();
    assertThat(held.await(60, TimeUnit.SECONDS)).isTrue();
    clock.advance(Duration.ofMinutes(2)); // A's lease has expired

    TradeEngine b = sim.engine().store(store).clock(clock).lease(Duration.ofMinutes(1)).owner("b").build();
    TradeResult byB = b.resumeAndWait(tradeA.id());
    assertThat(byB.status()).as(byB.toString()).isEqualTo(TradeStatus.SETTLED);

    release.countDown();
    thread.join(60_000);
    assertThat(thread.isAlive()).isFalse();

    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper()))
        .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
    assertThat(tradeA.future()).isCompletedExceptionally(); // A stepped back: B's result is the trade's
    assertThat(TradeRecord.read(store, tradeA.id()).orElseThrow().result())
        .hasValueSatisfying(r -> assertThat(r.txHashes()).isEqualTo(byB.txHashes()));
  }
}
