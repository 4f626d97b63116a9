package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.wallet.BlockTag;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** LIMIT_ORDER intents ({@link TradeIntent.Builder#limitPrice}) to their final states on the simulated chains. */
class TradeEngineLimitOrderTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  @TempDir
  Path dir;

  private Sim sim;

  @BeforeEach
  void start() {
    sim = new Sim(SERVER.server());
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private static TradeIntent.Builder limit() {
    // 1,000 USDC for at least 0.0002 WETH each: 0.2 WETH.
    return TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("1000"))
        .limitPrice(new BigDecimal("0.0002"));
  }

  /** A clock reading the simulated chains' time, so that intent deadlines and order deadlines agree. */
  private Clock simClock() {
    return new Clock() {
      @Override
      public ZoneId getZone() {
        return ZoneOffset.UTC;
      }

      @Override
      public Clock withZone(ZoneId zone) {
        return this;
      }

      @Override
      public Instant instant() {
        return SERVER.server().chain().now();
      }
    };
  }

  /** What the market pays now, in whole WETH per whole USDC, for 1,000 USDC (a limit-order quote without a price). */
  private BigDecimal marketPrice() {
    LimitOrderQuoteResponse market = sim.client.limitOrderQuote(LimitOrderQuoteRequest.builder().swapper(sim.swapper())
        .type(TradeType.EXACT_INPUT).amount(new BigInteger("1000000000")).tokenIn(Sim.USDC).tokenOut(Sim.WETH)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).build());
    BigInteger out = market.quote().orderInfo().outputs().get(0).startAmount();
    return new BigDecimal(out).movePointLeft(18).divide(new BigDecimal("1000"), 18, RoundingMode.DOWN);
  }

  @Test
  void aLimitOrderTheMarketAlreadyPaysIsSignedOncePostedAndFilled() {
    TradeResult result = sim.engine().store(FileTradeStore.in(dir)).build().execute(limit().build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("LIMIT_ORDER");
    // Filled at the limit, amounts that do not decay: 1,000 USDC for 0.2 WETH.
    assertThat(result.amountIn()).contains(new BigInteger("1000000000"));
    assertThat(result.amountOut()).contains(new BigInteger("200000000000000000"));
    TradeEvent quoted = sim.events.stream().filter(e -> e.type().equals("quoted")).findFirst().orElseThrow();
    assertThat(quoted.details()).containsEntry("routing", "LIMIT_ORDER").containsEntry("worstOut",
        "200000000000000000");
    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "order-signed", "order-posted",
        "order-status", "final");
    long signed = TradeRecord.read(FileTradeStore.in(dir), result.tradeId()).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count();
    assertThat(signed).isEqualTo(1);
    UniswapXOrder order = sim.client.getOrders(OrdersQuery.builder().orderId(result.orderId().orElseThrow()).build())
        .orders().get(0);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.FILLED);
    assertThat(order.type()).hasToString("Limit");
    // Gasless: the wallet's one transaction is the Permit2 approval.
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @Test
  void aLimitOrderAboveTheMarketStaysOpenAndExpiresAtItsDeadline() {
    BigDecimal twiceTheMarket = marketPrice().multiply(BigDecimal.valueOf(2));
    Instant deadline = SERVER.server().chain().now().plusSeconds(120);

    TradeResult result = sim.engine().clock(simClock()).build().execute(limit().limitPrice(twiceTheMarket)
        .deadline(deadline).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.EXPIRED);
    assertThat(result.routing()).contains("LIMIT_ORDER");
    assertThat(result.amountOut()).isEmpty();
    UniswapXOrder order = sim.client.getOrders(OrdersQuery.builder().orderId(result.orderId().orElseThrow()).build())
        .orders().get(0);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.EXPIRED);
    assertThat(sim.events.stream().filter(e -> e.type().equals("order-status")).map(e -> e.details().get("status")))
        .containsExactly("open", "expired");
  }

  /**
   * An open order followed past the engine's poll bound: the run reports FAILED, but the order is still live (a
   * filler may fill it), so the trade must stay unfinished in the store and a resume must go on following the same
   * order to its real end (here its deadline) instead of returning the first run's FAILED.
   */
  @Test
  void anOrderStillOpenAtThePollBoundStaysResumableAndTheResumeFollowsItToItsEnd() {
    BigDecimal twiceTheMarket = marketPrice().multiply(BigDecimal.valueOf(2));
    Instant deadline = SERVER.server().chain().now().plusSeconds(120);
    TradeResult first = sim.engine().store(FileTradeStore.in(dir)).owner("first").clock(simClock()).maxPolls(2)
        .build().execute(limit().limitPrice(twiceTheMarket).deadline(deadline).build());
    assertThat(first.status()).as(first.toString()).isEqualTo(TradeStatus.FAILED);

    assertThat(TradeRecord.read(FileTradeStore.in(dir), first.tradeId()).orElseThrow().result())
        .as("the order is still open: the trade is not final").isEmpty();
    TradeResult resumed = sim.engine().store(FileTradeStore.in(dir)).owner("second").clock(simClock()).build()
        .resumeAndWait(first.tradeId());

    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.EXPIRED);
    assertThat(resumed.orderId()).isEqualTo(first.orderId());
    long signed = TradeRecord.read(FileTradeStore.in(dir), first.tradeId()).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count();
    assertThat(signed).isEqualTo(1);
  }

  @Test
  void aLimitPriceBelowTheUsersMinimumOutIsRefusedBeforeAnythingIsSigned() {
    TradeResult result = sim.engine().build().execute(limit().minAmountOut(new BigInteger("300000000000000000"))
        .build());

    assertThat(result.status()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(sim.client.getOrders(OrdersQuery.ofSwapper(sim.swapper())).orders()).isEmpty();
  }

  @Test
  void aLimitOrderStoppedAfterItsSignatureIsPostedAgainAsTheSameOrderNeverSignedTwice() {
    TradeEngine first = sim.engine().store(FileTradeStore.in(dir)).owner("first").journalObserver(step -> {
      if (step.equals("signed:order")) {
        throw new TradeResumeTest.Crash(step);
      }
    }).build();
    assertThatThrownBy(() -> first.execute(limit().build())).isInstanceOf(TradeResumeTest.Crash.class);
    String id = FileTradeStore.in(dir).tradeIds().get(0);

    TradeResult result = sim.engine().store(FileTradeStore.in(dir)).owner("second").build().resumeAndWait(id);

    // The journaled LIMIT_ORDER quote is read back, its order posted and followed to its fill.
    assertThat(result.routing()).contains("LIMIT_ORDER");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    long signed = TradeRecord.read(FileTradeStore.in(dir), id).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count();
    assertThat(signed).isEqualTo(1);
    // One signature, by the first run (its "signing" event; the crash came before "order-signed"), none on resume.
    assertThat(sim.events.stream().filter(e -> e.type().equals("signing")).count()).isEqualTo(1);
    assertThat(sim.events.stream().filter(e -> e.type().equals("posting")).count()).isEqualTo(1);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @Test
  void aLimitPriceIsCheckedWhereItIsSet() {
    assertThatThrownBy(() -> TradeIntent.builder().limitPrice(BigDecimal.ZERO))
        .hasMessageContaining("limitPrice");
    assertThatThrownBy(() -> limit().chain(1).toChain(8453).build()).hasMessageContaining("limitPrice");
    TradeIntent intent = limit().build();
    assertThat(IntentCodec.intent(IntentCodec.fields(intent))).isEqualTo(intent);
  }
}
