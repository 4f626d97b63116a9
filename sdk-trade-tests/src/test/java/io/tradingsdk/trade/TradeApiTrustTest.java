package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.SimulatedChain;
import io.tradingsdk.wallet.BlockTag;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Second money-safety audit: what the engine must not take on the API's word. The chain's receipt decides a mined
 * swap (never {@code /swaps}); a re-quote is bounded by the first quote the user saw; a {@code /swap} transaction is
 * checked against the intent before it is signed; an order {@code /orders} calls ERROR or INSUFFICIENT_FUNDS is not
 * reported final while its signed order can still be filled. Each case rewrites one of the reference server's answers
 * on its way into the client (an OkHttp interceptor), as a faulty or hostile API would send it.
 */
class TradeApiTrustTest {
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

  /**
   * A client whose answers to {@code method path} are rewritten by {@code rewrite} (given the body and the 1-based
   * count of such answers so far); the engine over it moves the simulated chains a block per pause.
   */
  private TradeEngine.Builder engineRewriting(String method, String path, BiConsumer<ObjectNode, Integer> rewrite) {
    return sim.engine(sim.clientRewriting((m, p) -> m.equals(method) && p.endsWith(path), rewrite));
  }

  private static final TradeIntent USDC_FOR_ETH = TradeIntent.builder().sell("USDC").buy("ETH")
      .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build();

  // --- 1. a mined receipt decides a classic swap --------------------------------------------------------------------

  /**
   * The swap is mined with status 1 and its logs pay the wallet, but {@code /swaps} answers FAILED: the swap
   * executed, so the trade is SETTLED (reporting it FAILED makes a user who trades again swap twice); the API's
   * disagreement is journaled and emitted, not lost.
   */
  @Test
  void aMinedSuccessfulSwapIsSettledEvenWhenSwapsAnswersFailed() {
    TradeStore store = TradeStore.inMemory();
    BigInteger ethBefore = chain.nativeBalance(1, sim.swapper());
    TradeResult result = engineRewriting("GET", "/swaps", (body, n) -> {
      for (JsonNode swap : body.withArray("swaps")) {
        ((ObjectNode) swap).put("status", "FAILED");
      }
    }).store(store).build().execute(USDC_FOR_ETH);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.amountOut().orElseThrow()).isPositive();
    assertThat(chain.nativeBalance(1, sim.swapper())).isGreaterThan(ethBefore); // the swap did execute
    assertThat(store.load(result.tradeId())).filteredOn(e -> e.kind().equals("swap-settled")).singleElement()
        .satisfies(e -> {
          assertThat(e.fields()).containsEntry("status", "SUCCESS").containsEntry("apiStatus", "FAILED");
        });
    assertThat(sim.events).filteredOn(e -> e.type().equals("swap-status-disagrees")).singleElement()
        .satisfies(e -> assertThat(e.details()).containsEntry("apiStatus", "FAILED"));
  }

  /**
   * {@code /swaps} never finds the mined swap (an indexer behind, a wrong chain): the receipt says it executed, so the
   * trade is SETTLED after a few reads, not FAILED after {@code maxPolls} reads.
   */
  @Test
  void aMinedSuccessfulSwapIsSettledEvenWhenSwapsNeverFindsIt() {
    AtomicInteger reads = new AtomicInteger();
    TradeResult result = engineRewriting("GET", "/swaps", (body, n) -> {
      body.putArray("swaps");
      reads.set(n);
    }).build().execute(USDC_FOR_ETH); // maxPolls(60)

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(sim.events).filteredOn(e -> e.type().equals("swap-status-disagrees")).singleElement()
        .satisfies(e -> assertThat(e.details()).containsEntry("apiStatus", "NOT_FOUND"));
    // A hint: a few paced reads, not the engine's whole bound of 60, before the receipt settles the trade.
    assertThat(reads).hasValue(SwapFollow.HINT_READS);
  }

  // --- 2. a re-quote is bounded by the first quote --------------------------------------------------------------------

  /** Halves the output of every {@code /quote} answer after the first: the market moved against the user. */
  private static void halveAfterTheFirst(ObjectNode body, int n) {
    if (n < 2) {
      return;
    }
    ObjectNode output = (ObjectNode) body.get("quote").get("output");
    output.put("amount", new BigInteger(output.get("amount").asText()).shiftRight(1).toString());
    if (output.has("minimumAmount")) {
      output.put("minimumAmount", new BigInteger(output.get("minimumAmount").asText()).shiftRight(1).toString());
    }
  }

  /**
   * The first quote expires during the approval and the re-quote pays half; the user set no limit. The engine must not
   * sign a price the user never saw: FAILED LIMIT_EXCEEDED naming both floors, the swap never sent.
   */
  @Test
  void aRequoteWorseThanTheFirstQuoteIsRefusedWhenTheUserSetNoLimit() {
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    TradeResult result = engineRewriting("POST", "/quote", TradeApiTrustTest::halveAfterTheFirst).clock(clock)
        .listener(event -> {
          sim.events.add(event);
          if (event.type().equals("approval")) {
            clock.advance(Duration.ofMinutes(1)); // the first quote is stale when the swap is built
          }
        }).build().execute(USDC_FOR_ETH);

    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "quote-expired", "requoted");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    String firstFloor = sim.events.stream().filter(e -> e.type().equals("quoted")).findFirst().orElseThrow()
        .details().get("worstOut");
    assertThat(result.failure().orElseThrow().message()).contains("first quote").contains(firstFloor);
    assertThat(sentTransactions()).isEqualTo(1); // the approval only
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore);
  }

  /**
   * An exact output whose first quote states its maximum input, and whose re-quote states neither a maximum input nor
   * its slippage; the user set no limit. The re-quote's expected input is not its worst case, so it cannot be shown
   * within the first quote's maximum: FAILED LIMIT_EXCEEDED, saying the re-quote gives no maximum input, no swap sent.
   */
  @Test
  void anExactOutputRequoteWithoutAMaximumInputIsRefusedWhenTheFirstQuoteHadOne() {
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    TradeResult result = engineRewriting("POST", "/quote", (body, n) -> {
      if (n >= 2) {
        ObjectNode quote = (ObjectNode) body.get("quote");
        quote.remove("slippage");
        ((ObjectNode) quote.get("input")).remove("maximumAmount");
      }
    }).clock(clock).listener(event -> {
      sim.events.add(event);
      if (event.type().equals("approval")) {
        clock.advance(Duration.ofMinutes(1)); // the first quote is stale when the swap is built
      }
    }).build().execute(TradeIntent.builder().sell("USDC").buy("ETH").amount(BigDecimal.ONE)
        .type(io.tradingsdk.models.TradeType.EXACT_OUTPUT).routing(RoutePreference.CLASSIC).build());

    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "quote-expired", "requoted");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(result.failure().orElseThrow().message()).contains("no maximum input").contains("first quote");
    assertThat(sentTransactions()).isEqualTo(1); // the approval only
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore);
  }

  /** The user's own limit is the explicit allowance to re-price within it: the same worse re-quote is then signed. */
  @Test
  void aRequoteWithinTheUsersOwnLimitIsAcceptedEvenWhenWorseThanTheFirstQuote() {
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    TradeResult result = engineRewriting("POST", "/quote", TradeApiTrustTest::halveAfterTheFirst).clock(clock)
        .listener(event -> {
          sim.events.add(event);
          if (event.type().equals("approval")) {
            clock.advance(Duration.ofMinutes(1));
          }
        }).build().execute(USDC_FOR_ETH.toBuilder().minAmountOut(BigInteger.ONE).build());

    assertThat(sim.eventTypes()).containsSubsequence("quoted", "approval", "quote-expired", "requoted");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
  }

  // --- 3. a /swap transaction is checked before it is signed ------------------------------------------------------

  private TradeResult swapRewritten(TradeIntent intent, BiConsumer<ObjectNode, BigInteger> tamper) {
    return engineRewriting("POST", "/swap", (body, n) -> {
      ObjectNode swap = (ObjectNode) body.get("swap");
      tamper.accept(swap, new BigInteger(swap.get("value").asText().substring(2), 16));
    }).build().execute(intent);
  }

  private void assertRefusedBeforeSigning(TradeResult result, String field, long sentBefore) {
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().message()).startsWith("/swap transaction " + field + ":");
    assertThat(sentTransactions()).isEqualTo(sentBefore); // the approval at most: the swap was never signed
    assertThat(result.txHashes()).hasSize((int) sentBefore);
  }

  @Test
  void aSwapTransactionForAnotherChainIsNotSigned() {
    assertRefusedBeforeSigning(swapRewritten(USDC_FOR_ETH, (swap, value) -> swap.put("chainId", 10)), "chainId", 1);
    assertThat(sim.node(10).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isZero();
  }

  @Test
  void aSwapTransactionFromAnotherAddressIsNotSigned() {
    assertRefusedBeforeSigning(swapRewritten(USDC_FOR_ETH,
        (swap, value) -> swap.put("from", "0x1111111111111111111111111111111111111111")), "from", 1);
  }

  @Test
  void aSwapTransactionWithoutATargetIsNotSigned() {
    assertRefusedBeforeSigning(swapRewritten(USDC_FOR_ETH, (swap, value) -> swap.put("to", "0x")), "to", 1);
  }

  @Test
  void aSwapTransactionCarryingEtherForATokenInputIsNotSigned() {
    assertRefusedBeforeSigning(swapRewritten(USDC_FOR_ETH,
        (swap, value) -> swap.put("value", "0xde0b6b3a7640000")), "value", 1); // 1 ETH with a USDC sale
  }

  @Test
  void aSwapTransactionCarryingMoreEtherThanTheQuoteIsNotSigned() {
    TradeIntent ethForUsdc = TradeIntent.builder().sell("ETH").buy("USDC").amount(BigDecimal.ONE)
        .routing(RoutePreference.CLASSIC).build();
    assertRefusedBeforeSigning(swapRewritten(ethForUsdc,
        (swap, value) -> swap.put("value", "0x" + value.shiftLeft(1).toString(16))), "value", 0);
  }

  @Test
  void aNativeExactOutputSwapMayCarryUpToTheQuotesMaximumInput() {
    // The reference server sends the quote's maximum input as the value of an exact-output swap paid in ETH.
    TradeResult result = sim.engine().build().execute(TradeIntent.builder().sell("ETH").buy("USDC")
        .amount(new BigDecimal("1000")).type(io.tradingsdk.models.TradeType.EXACT_OUTPUT)
        .routing(RoutePreference.CLASSIC).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
  }

  // --- 4. an order in ERROR may still be filled -------------------------------------------------------------------

  private static final TradeIntent GASLESS = TradeIntent.builder().sell("USDC").buy("WETH")
      .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build();

  private static void statusFor(ObjectNode body, String status) {
    ArrayNode orders = body.withArray("orders");
    for (JsonNode order : orders) {
      ((ObjectNode) order).put("orderStatus", status);
    }
  }

  /**
   * {@code /orders} first says ERROR (then INSUFFICIENT_FUNDS) although the order's Permit2 nonce is unspent; a filler
   * then fills it. Reported final FAILED at the first ERROR, the trade would hide a fill that took the user's tokens:
   * the engine keeps following it and the trade ends SETTLED.
   */
  @Test
  void anOrderInErrorIsFollowedOnAndItsLaterFillSettlesTheTrade() {
    TradeStore store = TradeStore.inMemory();
    TradeResult result = engineRewriting("GET", "/orders", (body, n) -> {
      if (n <= 2) {
        statusFor(body, n == 1 ? "error" : "insufficient-funds");
      }
    }).store(store).build().execute(GASLESS);

    assertThat(sim.events).filteredOn(e -> e.type().equals("order-status")).extracting(e -> e.details().get("status"))
        .containsSubsequence("error", "insufficient-funds", "filled");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
  }

  /** An order still in ERROR once its deadline passed can no longer be filled: then, and only then, final FAILED. */
  @Test
  void anOrderStillInErrorPastItsDeadlineEndsFinalFailed() {
    TradeStore store = TradeStore.inMemory();
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    TradeResult result = engineRewriting("GET", "/orders", (body, n) -> statusFor(body, "error")).store(store)
        .clock(clock).pacer((what, attempt) -> {
          chain.advanceTime(Duration.ofMinutes(10));
          clock.advance(Duration.ofMinutes(10));
        }).build().execute(GASLESS);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.ORDER_ERROR);
    assertThat(result.failure().orElseThrow().message()).contains("deadline");
    assertThat(TradeRecord.read(store, result.tradeId()).orElseThrow().result()).isPresent(); // final
  }

  /** Before its deadline, a run that gives up reading an order in ERROR leaves the trade resumable, not final. */
  @Test
  void anOrderInErrorBeforeItsDeadlineLeavesTheTradeResumable() {
    TradeStore store = TradeStore.inMemory();
    TradeResult result = engineRewriting("GET", "/orders", (body, n) -> statusFor(body, "error")).store(store)
        .maxPolls(3).build().execute(GASLESS);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(TradeRecord.read(store, result.tradeId()).orElseThrow().result()).as("not final").isEmpty();
    assertThat(sim.events).filteredOn(e -> e.type().equals("order-status"))
        .extracting(e -> e.details().get("status")).contains("error");
  }
}
