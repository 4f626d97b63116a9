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
   * POST /order is taken by the service but its answer is lost (the connection dropped), and /orders cannot be read
   * just then (503): whether the order is live is unknown. The trade must not end final FAILED (the order may be
   * filled): it stays resumable, and the resume follows the same signed order to its fill.
   */
  @Test
  void anOrderPostWhoseAnswerIsLostStaysResumableAndTheResumeFollowsTheSameOrder() {
    TradeStore store = TradeStore.inMemory();
    TradeEngine first = sim.engine().store(store).owner("first").journalObserver(step -> {
      if (step.equals("signed:order")) {
        SERVER.server().faults().next(1).on("POST", "/order").drop();
        SERVER.server().faults().always().on("GET", "/orders").status(503);
      }
    }).build();
    TradeResult lost;
    try {
      lost = first.execute(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
          .routing(RoutePreference.GASLESS).build());
    } finally {
      SERVER.server().faults().clear();
    }
    assertThat(postedOrders()).hasSize(1); // the service took it
    assertThat(TradeRecord.read(store, lost.tradeId()).orElseThrow().result())
        .as("not final while the posted order may fill: " + lost).isEmpty();

    TradeResult resumed = sim.engine().store(store).owner("second").build().resumeAndWait(lost.tradeId());

    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(postedOrders()).singleElement()
        .satisfies(o -> assertThat(o.orderId()).isEqualTo(resumed.orderId().orElseThrow()));
  }

  /**
   * POST /order answered 503 before the service took the order (a gateway shedding load; the client does not send an
   * order twice by itself): /orders does not list it, so the engine posts the same signed order again (one Permit2
   * nonce: it can never fill twice) and the trade settles in the same run, with one order and one signature.
   */
  @Test
  void anOrderPostRefusedWithA503BeforeTheServiceTookItIsPostedAgainAndSettles() {
    TradeEngine engine = sim.engine().journalObserver(step -> {
      if (step.equals("signed:order")) {
        SERVER.server().faults().next(1).on("POST", "/order").status(503);
      }
    }).build();
    TradeResult result;
    try {
      result = engine.execute(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
          .routing(RoutePreference.GASLESS).build());
    } finally {
      SERVER.server().faults().clear();
    }

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(postedOrders()).singleElement()
        .satisfies(o -> assertThat(o.orderId()).isEqualTo(result.orderId().orElseThrow()));
    assertThat(sim.events).filteredOn(e -> e.type().equals("order-post-unclear")).singleElement();
  }

  /**
   * {@code start} throws because the engine's executor refuses the trade (shut down): the caller is told it did not
   * start, so a later {@code resumeAll()} (another engine on the same store, after a restart) must not run it.
   */
  @Test
  void aTradeTheExecutorRefusedIsNotStartedLaterByResumeAll() {
    TradeStore store = FileTradeStore.in(dir);
    TradeEngine refusing = sim.engine().store(store).executor(task -> {
      throw new java.util.concurrent.RejectedExecutionException("executor shut down");
    }).build();
    assertThatThrownBy(() -> refusing.start(CLASSIC))
        .isInstanceOf(java.util.concurrent.RejectedExecutionException.class);

    List<Trade> resumed = sim.engine().store(FileTradeStore.in(dir)).owner("after-restart").build().resumeAll();
    resumed.forEach(t -> t.await(Duration.ofSeconds(60)));

    assertThat(resumed).isEmpty();
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isZero();
  }

  /**
   * A BEST intent is quoted DUTCH_V2 (a gasless order); the quote expires during the approval and the re-quote comes
   * back CLASSIC (the market chose another routing; here the request is narrowed on its way out). The re-quote is
   * within the user's terms, so the trade goes on by the re-quote's routing: the order driver must not sign the
   * classic quote's permit as if it were an order and then fail on it.
   */
  @Test
  void aRequoteThatComesBackWithAnotherRoutingIsDrivenByThatRouting() {
    java.util.concurrent.atomic.AtomicInteger quotes = new java.util.concurrent.atomic.AtomicInteger();
    io.tradingsdk.core.TradingClient switching = io.tradingsdk.core.TradingClient.builder()
        .baseUrl(SERVER.server().baseUrl().toString()).apiKey(io.tradingsdk.server.ServerConfig.TEST_KEY)
        .addInterceptor(call -> {
          okhttp3.Request request = call.request();
          if (!request.url().encodedPath().endsWith("/quote") || quotes.incrementAndGet() < 2) {
            return call.proceed(request);
          }
          okio.Buffer buffer = new okio.Buffer();
          request.body().writeTo(buffer);
          com.fasterxml.jackson.databind.node.ObjectNode body = (com.fasterxml.jackson.databind.node.ObjectNode)
              io.tradingsdk.models.json.TradingJson.mapper().readTree(buffer.readUtf8());
          body.remove("routingPreference");
          body.putArray("protocols").add("V2").add("V3").add("V4"); // the re-quote is a classic route
          return call.proceed(request.newBuilder().post(okhttp3.RequestBody.create(body.toString(),
              okhttp3.MediaType.get("application/json"))).build());
        }).build();
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    try {
      // The classic re-quote's floor is a little under the order's decayed end: without a limit of the user's own the
      // re-quote is refused (bounded by the first quote, TradeApiTrustTest); this limit allows re-pricing within it,
      // so the routing change itself is what is tested here.
      TradeResult result = TradeEngine.builder(switching, sim.wallet).rpc(sim::node).clock(clock).maxPolls(60)
          .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12))).listener(e -> {
            sim.events.add(e);
            if (e.type().equals("approval")) {
              clock.advance(Duration.ofMinutes(1)); // the first quote is stale once the approval is mined
            }
          }).build().execute(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
              .minAmountOut(BigInteger.ONE).build());

      assertThat(sim.events).filteredOn(e -> e.type().equals("quoted")).singleElement()
          .satisfies(e -> assertThat(e.details()).containsEntry("routing", "DUTCH_V2"));
      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(result.routing()).contains("CLASSIC");
      assertThat(postedOrders()).isEmpty();
      assertThat(sim.eventTypes()).doesNotContain("order-signed");
    } finally {
      switching.close();
    }
  }

  /**
   * {@code resumeAll()} (a periodic sweep, say) on the engine that is driving a trade right now: the running trade is
   * not started a second time beside itself (the same owner, so the lease does not stop it). Its handle is returned,
   * the caller of {@code start} gets the trade's result, and the swap is sent once.
   */
  @Test
  void resumeAllOnTheEngineThatRunsATradeReturnsItsHandleInsteadOfASecondRun() throws Exception {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    TradeEngine engine = sim.engine().store(FileTradeStore.in(dir)).journalObserver(step -> {
      if (step.equals("tx-mined:approval") && Thread.currentThread().getName().equals("first-run")) {
        held.countDown();
        try {
          release.await(60, TimeUnit.SECONDS); // the first run is busy here while the sweep runs
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }).executor(task -> {
      Thread thread = new Thread(task, held.getCount() > 0 ? "first-run" : "sweep-run");
      thread.setDaemon(true);
      thread.start();
    }).build();
    Trade started = engine.start(CLASSIC);
    assertThat(held.await(60, TimeUnit.SECONDS)).isTrue();

    List<Trade> swept = engine.resumeAll();
    release.countDown();

    assertThat(started.await(Duration.ofSeconds(60)).status()).isEqualTo(TradeStatus.SETTLED);
    assertThat(swept).singleElement().isSameAs(started);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
    assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper()))
        .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
  }

  /**
   * A DUTCH_V3 quote whose outputs state no {@code minAmount} (optional on the wire): the order's output decays along
   * its curve, so its start amount is not its worst case. With a limit set, the engine must not take the start amount
   * for the floor and sign: the worst case is unknown, the trade stops LIMIT_EXCEEDED with nothing signed.
   */
  @Test
  void aDutchV3QuoteWithoutAnOutputFloorIsNotTakenAsMeetingTheLimit() {
    io.tradingsdk.core.TradingClient stripping =
        sim.clientRewriting((method, path) -> path.endsWith("/quote"), (body, n) -> {
          for (com.fasterxml.jackson.databind.JsonNode output : body.path("quote").path("orderInfo").path("outputs")) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) output).remove("minAmount");
          }
        });
    TradeResult result = sim.engine(stripping).build()
        .execute(TradeIntent.builder().sell("USDC").buy("WETH").chain(42161).amount(new BigDecimal("2000"))
            .routing(RoutePreference.GASLESS).minAmountOut(BigInteger.ONE).build());

    assertThat(sim.events).filteredOn(e -> e.type().equals("quoted")).singleElement()
        .satisfies(e -> assertThat(e.details()).containsEntry("routing", "DUTCH_V3"));
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(sim.eventTypes()).doesNotContain("order-signed");
  }

  /**
   * The plan service answers the proof of a step with STEP_ERROR again and again (here its first step, 200 times,
   * then it takes it). The engine holds one proof per step (never a second transaction): re-sending it must be
   * paced and bounded by maxPolls (then FAILED, resumable), not a tight loop of PATCH /plan without a pause.
   */
  @Test
  void aPlanStepThatKeepsErringIsRetriedPacedAndBoundedNotInATightLoop() throws Exception {
    java.util.concurrent.atomic.AtomicInteger patches = new java.util.concurrent.atomic.AtomicInteger();
    AtomicReference<String> real = new AtomicReference<>();
    AtomicReference<String> erring = new AtomicReference<>();
    io.tradingsdk.core.TradingClient refusing = io.tradingsdk.core.TradingClient.builder()
        .baseUrl(SERVER.server().baseUrl().toString()).apiKey(io.tradingsdk.server.ServerConfig.TEST_KEY)
        .addInterceptor(call -> {
          okhttp3.Request request = call.request();
          if (!request.method().equals("PATCH") || real.get() != null && patches.get() > 200) {
            return call.proceed(request);
          }
          int n = patches.incrementAndGet();
          if (real.get() == null) {
            okhttp3.Response response = call.proceed(request);
            String body = response.body().string();
            real.set(body);
            com.fasterxml.jackson.databind.node.ObjectNode plan = (com.fasterxml.jackson.databind.node.ObjectNode)
                io.tradingsdk.models.json.TradingJson.mapper().readTree(body);
            int index = plan.path("steps").get(0).path("stepIndex").asInt();
            plan.put("status", "AWAITING_ACTION").put("currentStepIndex", index);
            ((com.fasterxml.jackson.databind.node.ObjectNode) plan.path("steps").get(0)).put("status", "STEP_ERROR");
            erring.set(plan.toString());
          }
          String answer = n <= 200 ? erring.get() : real.get(); // the 201st: the service took the first proof
          return new okhttp3.Response.Builder().request(request).protocol(okhttp3.Protocol.HTTP_1_1).code(200)
              .message("OK").body(okhttp3.ResponseBody.create(answer, okhttp3.MediaType.get("application/json")))
              .build();
        }).build();
    try {
      TradeResult result = TradeEngine.builder(refusing, sim.wallet).rpc(sim::node).maxPolls(20)
          .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12)))
          .store(TradeStore.inMemory()).build()
          .execute(TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453)
              .amount(new BigDecimal("500")).build());

      assertThat(patches.get()).as(result.toString()).isLessThanOrEqualTo(21);
      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    } finally {
      refusing.close();
    }
  }

  /**
   * A CLASSIC quote that states neither its output's {@code minimumAmount} nor its {@code slippage} (both optional on
   * the wire): the calldata /swap builds still allows some slippage, so the expected amount is not the worst case.
   * With a limit at the expected amount, the engine must not take the expected amount for the floor and send the swap.
   */
  @Test
  void aClassicQuoteWithoutAMinimumOrSlippageIsNotTakenAsMeetingTheLimit() {
    AtomicReference<BigInteger> expected = new AtomicReference<>();
    io.tradingsdk.core.TradingClient stripping =
        sim.clientRewriting((method, path) -> path.endsWith("/quote"), (body, n) -> {
          com.fasterxml.jackson.databind.node.ObjectNode quote =
              (com.fasterxml.jackson.databind.node.ObjectNode) body.get("quote");
          quote.remove("slippage");
          quote.remove("slippageTolerance"); // a CHAINED quote's
          ((com.fasterxml.jackson.databind.node.ObjectNode) quote.get("output")).remove("minimumAmount");
          expected.set(new BigInteger(quote.get("output").get("amount").asText()));
        });
    // What the pools pay for 1,000 USDC: the limit is that expected amount.
    sim.engine(stripping).build().execute(CLASSIC.toBuilder()
        .minAmountOut(new BigInteger("1000000000000000000000000")).build()); // unreachable: only quotes
    TradeResult result = sim.engine(stripping).build()
        .execute(CLASSIC.toBuilder().minAmountOut(expected.get()).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isZero();
  }

  /**
   * The mirror case for an exact output: a CLASSIC quote that states neither its input's {@code maximumAmount} nor its
   * {@code slippage}. The calldata /swap builds may still take more than the expected input, so the expected input is
   * not the ceiling. With a {@code maxAmountIn} at the expected input, the engine must not take the expected input for
   * the ceiling and send the swap: FAILED LIMIT_EXCEEDED, saying the quote gives no maximum input, nothing sent.
   */
  @Test
  void anExactOutputClassicQuoteWithoutAMaximumOrSlippageIsNotTakenAsMeetingTheLimit() {
    AtomicReference<BigInteger> expected = new AtomicReference<>();
    io.tradingsdk.core.TradingClient stripping =
        sim.clientRewriting((method, path) -> path.endsWith("/quote"), (body, n) -> {
          com.fasterxml.jackson.databind.node.ObjectNode quote =
              (com.fasterxml.jackson.databind.node.ObjectNode) body.get("quote");
          quote.remove("slippage");
          ((com.fasterxml.jackson.databind.node.ObjectNode) quote.get("input")).remove("maximumAmount");
          expected.set(new BigInteger(quote.get("input").get("amount").asText()));
        });
    TradeIntent exactOutput = TradeIntent.builder().sell("USDC").buy("ETH").amount(BigDecimal.ONE)
        .type(io.tradingsdk.models.TradeType.EXACT_OUTPUT).routing(RoutePreference.CLASSIC).build();
    // What the pools take for 1 ETH: the limit is that expected input.
    sim.engine(stripping).build().execute(exactOutput.toBuilder()
        .maxAmountIn(BigInteger.ONE).build()); // unreachable: only quotes
    TradeResult result = sim.engine(stripping).build()
        .execute(exactOutput.toBuilder().maxAmountIn(expected.get()).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(result.failure().orElseThrow().message()).contains("no maximum input");
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isZero();
  }

  /**
   * The same quote without a limit of the user's: nothing to compare the unknown maximum with, the trade runs as before
   * (approved for the expected input) and settles.
   */
  @Test
  void anExactOutputClassicQuoteWithoutAMaximumOrSlippageStillSettlesWithoutALimit() {
    io.tradingsdk.core.TradingClient stripping =
        sim.clientRewriting((method, path) -> path.endsWith("/quote"), (body, n) -> {
          com.fasterxml.jackson.databind.node.ObjectNode quote =
              (com.fasterxml.jackson.databind.node.ObjectNode) body.get("quote");
          quote.remove("slippage");
          ((com.fasterxml.jackson.databind.node.ObjectNode) quote.get("input")).remove("maximumAmount");
        });
    TradeResult result = sim.engine(stripping).build()
        .execute(TradeIntent.builder().sell("USDC").buy("ETH").amount(BigDecimal.ONE)
            .type(io.tradingsdk.models.TradeType.EXACT_OUTPUT).routing(RoutePreference.CLASSIC).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
  }

  /** The same for a CHAINED quote (a plan across chains) stating neither a minimum nor its slippage tolerance. */
  @Test
  void aChainedQuoteWithoutAMinimumOrSlippageIsNotTakenAsMeetingTheLimit() {
    AtomicReference<BigInteger> expected = new AtomicReference<>();
    io.tradingsdk.core.TradingClient stripping =
        sim.clientRewriting((method, path) -> path.endsWith("/quote"), (body, n) -> {
          com.fasterxml.jackson.databind.node.ObjectNode quote =
              (com.fasterxml.jackson.databind.node.ObjectNode) body.get("quote");
          quote.remove("slippageTolerance");
          quote.remove("slippage");
          ((com.fasterxml.jackson.databind.node.ObjectNode) quote.get("output")).remove("minimumAmount");
          expected.set(new BigInteger(quote.get("output").get("amount").asText()));
        });
    TradeIntent chained = TradeIntent.builder().sell("DAI").buy("USDC").chain(1).toChain(8453)
        .amount(new BigDecimal("500")).build();
    sim.engine(stripping).build().execute(chained.toBuilder()
        .minAmountOut(new BigInteger("1000000000000000000000000")).build()); // unreachable: only quotes
    TradeResult result = sim.engine(stripping).build()
        .execute(chained.toBuilder().minAmountOut(expected.get()).build());

    assertThat(result.routing()).contains("CHAINED");
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.LIMIT_EXCEEDED);
    assertThat(result.planId()).isEmpty();
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
   * The thread driving a trade is interrupted (an executor shut down) while the swap's broadcast is in flight: the
   * node already has the swap, its answer has not come back. Nothing says the swap was not taken, so the run must
   * not journal it abandoned nor end the trade final: a resume settles it from its journaled bytes and the trade
   * settles with the swap sent once (not FAILED over an executed swap).
   */
  @Test
  void aTradeInterruptedWhileItsSwapIsBroadcastResumesAndSettlesWithTheSwapOnce() throws Exception {
    BigInteger usdcBefore = chain.tokenBalance(1, Sim.USDC, sim.swapper());
    java.util.concurrent.atomic.AtomicBoolean holdNextBroadcast = new java.util.concurrent.atomic.AtomicBoolean();
    CountDownLatch landed = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    java.net.URL node = SERVER.server().rpcUrl(1).toURL();
    com.sun.net.httpserver.HttpServer proxy = com.sun.net.httpserver.HttpServer.create(
        new java.net.InetSocketAddress("127.0.0.1", 0), 0);
    proxy.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
    proxy.createContext("/", exchange -> {
      byte[] body = exchange.getRequestBody().readAllBytes();
      java.net.HttpURLConnection forward = (java.net.HttpURLConnection) node.openConnection();
      forward.setRequestMethod("POST");
      forward.setDoOutput(true);
      forward.setRequestProperty("Content-Type", "application/json");
      forward.getOutputStream().write(body);
      byte[] answer = forward.getInputStream().readAllBytes();
      if (new String(body, StandardCharsets.UTF_8).contains("eth_sendRawTransaction")
          && holdNextBroadcast.compareAndSet(true, false)) {
        landed.countDown(); // the node has the swap; its answer is held back
        try {
          release.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      exchange.getResponseHeaders().add("Content-Type", "application/json");
      exchange.sendResponseHeaders(200, answer.length);
      try (java.io.OutputStream out = exchange.getResponseBody()) {
        out.write(answer);
      } catch (IOException gone) {
        // the interrupted client closed its connection
      }
    });
    proxy.start();
    TradeStore store = TradeStore.inMemory();
    AtomicReference<Thread> driver = new AtomicReference<>();
    try (io.tradingsdk.wallet.EthRpcClient viaProxy = io.tradingsdk.wallet.EthRpcClient.builder(
        "http://127.0.0.1:" + proxy.getAddress().getPort() + "/").build()) {
      TradeEngine first = sim.engine().rpc(1, viaProxy).store(store).owner("first").executor(task -> {
        Thread thread = new Thread(task, "trade");
        driver.set(thread);
        thread.start();
      }).journalObserver(step -> {
        if (step.equals("tx-intent:swap")) {
          holdNextBroadcast.set(true);
        }
      }).build();
      Trade trade = first.start(CLASSIC);
      assertThat(landed.await(60, TimeUnit.SECONDS)).isTrue();
      driver.get().interrupt();
      driver.get().join(60_000);
      assertThat(driver.get().isAlive()).isFalse();
      release.countDown();
      assertThat(trade.future()).isDone();

      TradeResult resumed = sim.engine().store(store).owner("second").build().resumeAndWait(trade.id());

      assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(chain.tokenBalance(1, Sim.USDC, sim.swapper()))
          .isEqualTo(usdcBefore.subtract(new BigInteger("1000000000")));
      assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(2);
    } finally {
      release.countDown();
      proxy.stop(0);
    }
  }

  /**
   * The other side of the interrupted broadcast: the {@code beforeBroadcast} hook itself fails after journaling the
   * swap (here the journal observer throws), so the sender broadcasts nothing. That is certain: the step is journaled
   * abandoned and the trade ends final FAILED with the swap never sent, not left to be sent by a later resume.
   */
  @Test
  void aSwapWhoseBroadcastHookFailedEndsFinalWithNothingSent() {
    TradeStore store = TradeStore.inMemory();
    TradeResult result = sim.engine().store(store).journalObserver(step -> {
      if (step.equals("tx-intent:swap")) {
        throw new IllegalStateException("observer refused " + step);
      }
    }).build().execute(CLASSIC);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(TradeRecord.read(store, result.tradeId()).orElseThrow().result()).isPresent();
    assertThat(TradeRecord.read(store, result.tradeId()).orElseThrow().journal())
        .anySatisfy(e -> assertThat(e.kind()).isEqualTo("tx-abandoned"));
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.PENDING)).isEqualTo(1); // approval
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
