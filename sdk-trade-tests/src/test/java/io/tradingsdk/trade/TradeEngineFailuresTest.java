package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.MediaType;
import okhttp3.Response;
import okhttp3.ResponseBody;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.wallet.BlockTag;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The user's limit, expired quotes, explained failures, cancellation and deadlines. */
class TradeEngineFailuresTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

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

  private long sentTransactions() {
    return sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST);
  }

  @Test
  void aQuoteWorseThanTheLimitStopsTheTradeBeforeAnythingIsSent() {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("ETH")
        .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC)
        .minAmountOut(new BigInteger("100000000000000000000")) // 100 ETH for 1,000 USDC: never
        .build());

    assertThat(result.status()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(result.failure().orElseThrow().advice()).contains("Nothing was sent");
    assertThat(result.txHashes()).isEmpty();
    assertThat(sentTransactions()).isZero();
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore);
  }

  @Test
  void aRequoteBeyondTheLimitStopsTheTradeAfterTheApprovalButBeforeTheSwap() {
    // The market moves between two quotes: the second /quote answer pays out half (rewritten on its way in).
    AtomicInteger quotes = new AtomicInteger();
    TradingClient moving = TradingClient.builder().baseUrl(SERVER.server().baseUrl().toString())
        .apiKey(ServerConfig.TEST_KEY).addInterceptor(chain -> {
          Response response = chain.proceed(chain.request());
          if (!chain.request().url().encodedPath().endsWith("/quote") || quotes.incrementAndGet() < 2) {
            return response;
          }
          try {
            ObjectNode body = (ObjectNode) TradingJson.mapper().readTree(response.body().string());
            ObjectNode output = (ObjectNode) body.get("quote").get("output");
            output.put("amount", new BigInteger(output.get("amount").asText()).shiftRight(1).toString());
            if (output.has("minimumAmount")) {
              output.put("minimumAmount", new BigInteger(output.get("minimumAmount").asText()).shiftRight(1).toString());
            }
            return response.newBuilder().body(ResponseBody.create(body.toString(),
                MediaType.get("application/json"))).build();
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        }).build();
    MutableClock clock = new MutableClock();
    AtomicReference<BigInteger> firstWorst = new AtomicReference<>();
    TradeEngine engine = TradeEngine.builder(moving, sim.wallet).rpc(sim::node).clock(clock)
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12))).listener(event -> {
          sim.events.add(event);
          if (event.type().equals("quoted")) {
            firstWorst.set(new BigInteger(event.details().get("worstOut")));
          }
          if (event.type().equals("approval")) {
            clock.advance(Duration.ofMinutes(1)); // the first quote is stale when the swap is built
          }
        }).build();
    try {
      BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
      // The limit: 90 % of what the first quote guarantees, which the halved re-quote cannot meet.
      TradeIntent intent = TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
          .routing(RoutePreference.CLASSIC).minAmountOut(BigInteger.ONE).build();
      TradeEngine probe = sim.engine().listener(e -> {
        if (e.type().equals("quoted")) {
          firstWorst.set(new BigInteger(e.details().get("worstOut")));
        }
      }).build();
      // The probe only quotes: its limit is unreachable, so nothing is sent.
      probe.execute(intent.toBuilder().minAmountOut(new BigInteger("1000000000000000000000000")).build());
      BigInteger limit = firstWorst.get().multiply(BigInteger.valueOf(9)).divide(BigInteger.TEN);

      TradeResult result = engine.execute(intent.toBuilder().minAmountOut(limit).build());

      assertThat(quotes.get()).isEqualTo(2);
      assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "quote-expired");
      assertThat(result.status()).isEqualTo(TradeStatus.FAILED);
      assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
      assertThat(sentTransactions()).isEqualTo(1); // the approval only: the swap was never sent
      assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore);
    } finally {
      moving.close();
    }
  }

  @Test
  void anExpiredQuoteIsRequotedWithinTheLimitAndTheTradeSettles() {
    MutableClock clock = new MutableClock();
    TradeEngine engine = sim.engine().clock(clock).listener(event -> {
      sim.events.add(event);
      if (event.type().equals("approval")) {
        clock.advance(Duration.ofSeconds(45)); // the approval took longer than the quote lives
      }
    }).build();
    TradeResult result = engine.execute(TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
        .routing(RoutePreference.CLASSIC).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "quote-expired", "requoted",
        "permit-signed", "transaction-sent");
  }

  @Test
  void quotesThatKeepExpiringEndTheTradeQuoteExpiredWithNothingSent() {
    MutableClock clock = new MutableClock();
    TradeEngine engine = sim.engine().clock(clock).maxRequotes(2).listener(event -> {
      if (event.type().equals("quoted") || event.type().equals("requoted")) {
        clock.advance(Duration.ofMinutes(1)); // every quote is stale by the time it is used
      }
    }).build();
    TradeResult result = engine.execute(TradeIntent.builder().sell("ETH").buy("USDC").amount(BigDecimal.ONE)
        .routing(RoutePreference.CLASSIC).build());
    assertThat(result.status()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.QUOTE_EXPIRED);
    assertThat(sentTransactions()).isZero();
  }

  @Test
  void noQuotesAvailableForAGaslessOrderIsExplainedAsTheMinimum() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("5")).routing(RoutePreference.GASLESS).build());
    assertThat(result.status()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.BELOW_GASLESS_MINIMUM);
    assertThat(result.failure().orElseThrow().message()).contains("404");
  }

  @Test
  void anUnknownSymbolIsRefusedBeforeAnyCall() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("NOPE").buy("ETH")
        .amount(BigDecimal.ONE).build());
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.TOKEN_NOT_ON_CHAIN);
    assertThat(result.failure().orElseThrow().message()).contains("tokenIn").contains("NOPE");
  }

  @Test
  void aPassedDeadlineExpiresTheTradeBeforeAnythingIsSent() {
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("USDC").buy("ETH")
        .amount(new BigDecimal("10")).deadline(Instant.now().minusSeconds(1)).build());
    assertThat(result.status()).isEqualTo(TradeStatus.EXPIRED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.DEADLINE_PASSED);
    assertThat(sentTransactions()).isZero();
  }

  @Test
  void aTradeCancelledBeforeItsFirstTransactionEndsCancelledWithNothingSent() {
    java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch cancelled = new java.util.concurrent.CountDownLatch(1);
    TradeEngine engine = sim.engine().listener(event -> {
      if (event.type().equals("quoted")) {
        started.countDown();
        try {
          cancelled.await(); // holds the trade between its quote and its first transaction
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }).build();
    Trade trade = engine.start(TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("10"))
        .routing(RoutePreference.CLASSIC).build());
    try {
      started.await();
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
    trade.cancel();
    cancelled.countDown();
    TradeResult result = trade.await(Duration.ofSeconds(30));
    assertThat(result.status()).isEqualTo(TradeStatus.CANCELLED);
    assertThat(sentTransactions()).isZero();
  }

  @Test
  void anIntentNamesTheWrongField() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> TradeIntent.builder().sell("USDC").amount(BigDecimal.ONE)
        .build()).hasMessageStartingWith("tokenOut:");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> TradeIntent.builder().sell("USDC").buy("ETH")
        .amount(BigDecimal.ONE).maxAmountIn(BigInteger.TEN).build()).hasMessageStartingWith("maxAmountIn:");
  }

  /** A clock the test moves. */
  static final class MutableClock extends Clock {
    private volatile Instant now = Instant.now();

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public java.time.ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
