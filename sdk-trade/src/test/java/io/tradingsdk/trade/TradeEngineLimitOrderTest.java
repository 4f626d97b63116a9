package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.wallet.BlockTag;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
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

  /**
   * The reference server quotes limit orders but its {@code POST /order} does not take them yet (its order book
   * knows DUTCH_V2, DUTCH_V3 and PRIORITY only): the engine quotes at the limit price, approves Permit2, signs the
   * order once, posts it, and reports the refusal typed, with the server's words. When the server takes limit
   * orders this test is to assert FILLED and EXPIRED as {@code dutchV2OrderIsSignedPostedAndFilled} does.
   */
  @Test
  void aLimitOrderIsQuotedAtItsPriceSignedOncePostedAndARefusalIsTyped() {
    TradeResult result = sim.engine().store(FileTradeStore.in(dir)).build().execute(limit().build());

    assertThat(result.routing()).contains("LIMIT_ORDER");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.INVALID_REQUEST);
    assertThat(result.failure().orElseThrow().message()).contains("quote").doesNotContain("Order not found");
    // Quoted at the limit: 1,000 USDC at 0.0002 WETH each, amounts that do not decay.
    TradeEvent quoted = sim.events.stream().filter(e -> e.type().equals("quoted")).findFirst().orElseThrow();
    assertThat(quoted.details()).containsEntry("routing", "LIMIT_ORDER").containsEntry("amountIn", "1000000000")
        .containsEntry("worstOut", "200000000000000000");
    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "order-signed", "posting", "final");
    long signed = TradeRecord.read(FileTradeStore.in(dir), result.tradeId()).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals("signed")).count();
    assertThat(signed).isEqualTo(1);
    // Gasless: the wallet's one transaction is the Permit2 approval.
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(1);
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

    // The journaled LIMIT_ORDER quote is read back and its order posted (the server's refusal, as above, is final).
    assertThat(result.routing()).contains("LIMIT_ORDER");
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.INVALID_REQUEST);
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
