package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.wallet.TransactionSender;
import java.util.List;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.CallRequest;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.EvmTools;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The engine in the reference server's EVM mode: chain 1 is anvil with the real Permit2, Universal Router, pools and
 * UniswapX reactor, and Base (8453) another anvil, which a bridge from chain 1 reaches through the server's relayer;
 * every amount is read back from the chains.
 */
@ExtendWith(AnvilExtension.class) // only its condition: skip without anvil, fail under CI=true
class TradeEngineEvmModeTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> b.configure(c -> c
      .evmToolsDirectory(EvmTools.dir())
      .evmCacheDirectory(Path.of(System.getProperty("evm.cache.dir", "target/evm-cache")))))
      .evm(1, 8453).resetBeforeEach();

  /** The second account of the standard test mnemonic: a development wallet the EVM mode funds. */
  private static final PrivateKey KEY =
      PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
  private static final Address USDC = Address.of("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
  private static final Address WETH = Address.of("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");

  private final LocalSigner user = LocalSigner.of(KEY);
  private TradingClient client;
  private EthRpcClient rpc;

  @BeforeEach
  void connect() {
    client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(SERVER.baseUrl().toString()).build();
    rpc = EthRpcClient.builder(SERVER.rpcUrl(1).toString()).build();
  }

  @AfterEach
  void close() {
    client.close();
    rpc.close();
  }

  private TradeEngine engine() {
    return TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(60)
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12))).build();
  }

  private BigInteger balance(Address token) {
    byte[] out = rpc.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", user.address())),
        BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }

  @Test
  void aClassicTradeSettlesOnTheRealRouterWithTheAmountsTheChainMoved() {
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    TradeResult result = engine().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("1000000000"));
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(result.amountOut().orElseThrow()).isPositive();
    assertThat(result.gasUsed()).isPositive();
  }

  @Test
  void aBridgeFromEthereumToBaseSettlesWhenTheServersRelayerFillsItOnBasesAnvil() {
    Address baseUsdc = Address.of("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
    // Bridges between nodes deposit through the Universal Router 2.1.1, the version with Across' command.
    TradingClient bridging = TradingClient.builder().apiKey(ServerConfig.TEST_KEY)
        .baseUrl(SERVER.baseUrl().toString()).routerVersion(io.tradingsdk.core.RouterVersion.V2_1_1).build();
    try (EthRpcClient base = EthRpcClient.builder(SERVER.rpcUrl(8453).toString()).build()) {
      BigInteger usdcBefore = balance(USDC);
      BigInteger baseBefore = balance(base, baseUsdc);

      TradeResult result = TradeEngine.builder(bridging, user).rpc(1, rpc).rpc(8453, base).maxPolls(60)
          .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12))).build()
          .execute(TradeIntent.builder().sell("USDC").buy("USDC").chain(1).toChain(8453)
              .amount(new BigDecimal("500")).routing(RoutePreference.CLASSIC).build());

      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(result.routing()).contains("BRIDGE");
      assertThat(usdcBefore.subtract(balance(USDC))).as("deposited on chain 1's anvil")
          .isEqualTo(new BigInteger("500000000"));
      assertThat(balance(base, baseUsdc).subtract(baseBefore)).as("filled on Base's anvil by the server's relayer")
          .isEqualTo(result.amountOut().orElseThrow()).isPositive();
    } finally {
      bridging.close();
    }
  }

  private BigInteger balance(EthRpcClient node, Address token) {
    byte[] out = node.call(CallRequest.of(token, Abi.encodeCall("balanceOf(address)", user.address())),
        BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }

  @Test
  void aDutchV2OrderIsFilledOnTheRealReactor() {
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);

    TradeResult result = engine().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("2000")).routing(RoutePreference.GASLESS).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("DUTCH_V2");
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("2000000000"));
    assertThat(balance(WETH).subtract(wethBefore)).isEqualTo(result.amountOut().orElseThrow()).isPositive();
  }

  @Test
  void a7702TradeDelegatesTheWalletAndSettles() {
    BigInteger usdcBefore = balance(USDC);
    TradeResult result = engine().execute(TradeIntent.builder().sell("USDC").buy("WETH")
        .amount(new BigDecimal("100")).routing(RoutePreference.CLASSIC).wallet(WalletMode.EIP_7702).build());
    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("100000000"));
    assertThat(rpc.getCode(user.address(), BlockTag.LATEST)).isNotEmpty(); // the EIP-7702 delegation designator
  }

  @Test
  void aV4PositionIsCreatedOnTheRealPositionManagerWithTheBatchPermitSigned() {
    BigInteger usdcBefore = balance(USDC);
    BigInteger wethBefore = balance(WETH);
    TradeStore store = TradeStore.inMemory();

    TradeResult result = TradeEngine.builder(client, user).rpc(1, rpc).store(store).build().execute(
        LpIntent.create(1, "V4", "USDC", "WETH").deposit("USDC", new BigInteger("1000000000")).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
    // USDC sorts before WETH: amount0 is the USDC the pool took, amount1 the WETH.
    assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(result.amount0().orElseThrow())
        .isEqualTo(new BigInteger("1000000000"));
    assertThat(wethBefore.subtract(balance(WETH))).isEqualTo(result.amount1().orElseThrow()).isPositive();
    Address manager = Address.of(TradeRecord.read(store, result.tradeId()).orElseThrow().journal().stream()
        .filter(e -> e.kind().equals(LpDriver.REQUEST)).findFirst().orElseThrow().fields().get("to"));
    BigInteger positionId = new BigInteger(result.positionId().orElseThrow());
    byte[] owner = rpc.call(CallRequest.of(manager, Abi.encodeCall("ownerOf(uint256)", positionId)), BlockTag.LATEST);
    assertThat(Abi.decode("(address)", owner).get(0)).isEqualTo(user.address());
  }

  /** The third account of the standard test mnemonic: another funded wallet, trading in the same pools. */
  private static final PrivateKey OTHER_KEY =
      PrivateKey.fromHex("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
  private static final Address PERMIT2 = Address.of("0x000000000022D473030F116dDEE9F6B43aC78BA3");

  /**
   * An open Dutch V2 order cancelled through the engine: the market is moved below the order's worst output between
   * its signature and its post, so the real reactor cannot fill it; {@code trade.cancel()} then spends its nonce on
   * the real Permit2 ({@code invalidateUnorderedNonces}) and the server's filler sees the nonce spent: CANCELLED.
   */
  @Test
  void anOpenDutchV2OrderIsCancelledOnPermit2ThroughTheEngine() throws Exception {
    LocalSigner other = LocalSigner.of(OTHER_KEY);
    BigInteger lent = new BigInteger("900000000000"); // 900,000 USDC for the other wallet to move the market with
    TransactionSender lend = TransactionSender.builder(rpc, user).build();
    {
      assertThat(lend.send(TransactionRequest.builder().from(user.address().toChecksumHex()).to(USDC.toChecksumHex())
          .data(Hex.encode(Abi.encodeCall("transfer(address,uint256)", other.address(), lent))).value("0x0")
          .chainId(ChainId.MAINNET).build()).awaitReceipt().success()).isTrue();
    }
    TradeEngine mover = TradeEngine.builder(client, other).rpc(1, rpc).build();
    BigInteger[] worstOut = {null};
    List<String> notes = new java.util.concurrent.CopyOnWriteArrayList<>();
    Trade[] trade = {null};
    java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
    TradeEngine engine = TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(30)
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(2)))
        .listener(event -> {
          try {
            moveTheMarketAndCancel(event, mover, worstOut, trade, started, notes);
          } catch (RuntimeException | AssertionError e) {
            notes.add(event.type() + ": " + e);
            throw e;
          }
        }).executor(task -> new Thread(task, "trade").start()).build();

    trade[0] = engine.start(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("2000"))
        .routing(RoutePreference.GASLESS).build());
    started.countDown();
    TradeResult result = trade[0].await(Duration.ofMinutes(3));

    assertThat(result.status()).as(result + " " + notes + " " + trade[0].events()).isEqualTo(TradeStatus.CANCELLED);
    assertThat(result.routing()).contains("DUTCH_V2");
    assertThat(trade[0].events()).extracting(TradeEvent::type).containsSubsequence("order-posted", "cancelling",
        "transaction-mined", "order-status", "final");
    UniswapXOrder order = client.getOrders(OrdersQuery.builder().orderId(result.orderId().orElseThrow()).build())
        .orders().get(0);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.CANCELLED);
    // The nonce is spent on the real Permit2: word nonce >> 8, bit nonce & 0xff.
    BigInteger nonce = order.nonce().orElseThrow();
    BigInteger bitmap = (BigInteger) Abi.decode("(uint256)", rpc.call(CallRequest.of(PERMIT2, Abi.encodeCall(
        "nonceBitmap(address,uint256)", user.address(), nonce.shiftRight(8))), BlockTag.LATEST)).get(0);
    assertThat(bitmap.testBit(nonce.intValue() & 0xff)).isTrue();
  }

  /**
   * On the order's events: remembers its worst output when quoted; once it is signed (not yet posted) has the other
   * wallet sell USDC for WETH until the pools pay less than that for the order's 2,000 USDC; once it is posted, asks
   * the trade to cancel.
   */
  private void moveTheMarketAndCancel(TradeEvent event, TradeEngine mover, BigInteger[] worstOut, Trade[] trade,
      java.util.concurrent.CountDownLatch started, List<String> notes) {
    BigInteger orderUsdc = new BigInteger("2000000000");
    if (event.type().equals("quoted")) {
      worstOut[0] = new BigInteger(event.details().get("worstOut"));
    } else if (event.type().equals("order-signed")) {
      notes.add("market " + marketPays(orderUsdc) + " worst " + worstOut[0]);
      for (int step = 0; step < 19 && marketPays(orderUsdc).compareTo(worstOut[0]) >= 0; step++) {
        TradeResult sale = mover.execute(TradeIntent.builder().sell("USDC").buy("WETH")
            .amountInBaseUnits(new BigInteger("100000000000")).routing(RoutePreference.CLASSIC).build());
        assertThat(sale.status()).as(sale.toString()).isEqualTo(TradeStatus.SETTLED);
      }
      notes.add("moved to " + marketPays(orderUsdc));
      assertThat(marketPays(orderUsdc)).isLessThan(worstOut[0]);
    } else if (event.type().equals("order-posted")) {
      try {
        started.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      trade[0].cancel();
    }
  }

  /**
   * A limit order above the market stays open until the market reaches its price: here another wallet sells WETH
   * through the real pools once the order is posted, until 1,000 USDC buy the limit's WETH; the next look at the
   * orders fills it.
   */
  @Test
  void aLimitOrderAboveTheMarketIsFilledOnceSwapsOnTheRealPoolsReachItsPrice() {
    LocalSigner other = LocalSigner.of(OTHER_KEY);
    TradeEngine mover = TradeEngine.builder(client, other).rpc(1, rpc).build();
    BigInteger orderUsdc = new BigInteger("1000000000");
    BigDecimal market = new BigDecimal(marketPays(orderUsdc)).movePointLeft(18).divide(new BigDecimal("1000"), 18,
        java.math.RoundingMode.DOWN);
    BigDecimal limit = market.multiply(new BigDecimal("1.01")); // 1 % better than the market pays now
    BigInteger wanted = limit.multiply(new BigDecimal("1000")).movePointRight(18).toBigInteger();
    List<String> moves = new java.util.concurrent.CopyOnWriteArrayList<>();
    TradeEngine engine = TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(30)
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(12)))
        .listener(event -> {
          if (event.type().equals("order-status") && "open".equals(event.details().get("status"))) {
            for (int step = 0; step < 20 && marketPays(orderUsdc).compareTo(wanted) < 0; step++) {
              TradeResult sale = mover.execute(TradeIntent.builder().sell("WETH").buy("USDC")
                  .amount(new BigDecimal("25")).routing(RoutePreference.CLASSIC).build());
              moves.add(sale.status() + " " + marketPays(orderUsdc));
            }
          }
        }).build();

    TradeResult result = engine.execute(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("1000"))
        .limitPrice(limit).build());

    assertThat(result.status()).as(result + " wanted " + wanted + " moves " + moves).isEqualTo(TradeStatus.SETTLED);
    assertThat(result.routing()).contains("LIMIT_ORDER");
    assertThat(moves).isNotEmpty().allSatisfy(m -> assertThat(m).startsWith("SETTLED"));
    assertThat(result.amountOut().orElseThrow()).isGreaterThanOrEqualTo(wanted.multiply(BigInteger.valueOf(99))
        .divide(BigInteger.valueOf(100))); // the limit's amount (less the rounding of the price to 18 places)
  }

  /** A classic trade on anvil whose swap is left unmined (automine off once the swap is planned). */
  private TradeEngine.Builder stuckSwapEngine(TradeEngineFailuresTest.MutableClock clock, List<TradeEvent> events,
      Path store) {
    return TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(20).clock(clock).store(FileTradeStore.in(store))
        .stuckAfter(Duration.ofMinutes(3)).listener(events::add)
        .pacer((what, attempt) -> {
          clock.advance(Duration.ofMinutes(1)); // the engine's clock only: the chain mines nothing by itself
          if (events.stream().anyMatch(e -> e.type().equals("transaction-sped-up")
              || e.type().equals("transaction-cancel-sent"))) {
            rpc.request("evm_mine"); // the replacement, which outbids the stuck swap in anvil's pool
          }
        });
  }

  private static final TradeIntent STUCK_SWAP = TradeIntent.builder().sell("USDC").buy("WETH")
      .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build();

  /**
   * The swap is stuck and sped up; the speed-up is the one mined. The trade must settle: {@code /swaps} is asked
   * about the mined transaction, not the one first sent (which never lands, so /swaps never settles it).
   */
  @Test
  void aSwapSpedUpSettlesByTheReplacementThatWasMined(@org.junit.jupiter.api.io.TempDir Path dir) {
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    List<TradeEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();
    BigInteger usdcBefore = balance(USDC);
    try {
      TradeResult result = stuckSwapEngine(clock, events, dir).journalObserver(step -> {
        if (step.equals("swap-txs")) {
          rpc.request("evm_setAutomine", false);
        }
      }).build().execute(STUCK_SWAP);

      assertThat(events).extracting(TradeEvent::type).contains("transaction-sped-up");
      assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("1000000000"));
    } finally {
      rpc.request("evm_setAutomine", true);
    }
  }

  /**
   * The user cancels while the swap is unmined; the process dies right after journaling the cancel (before it is
   * broadcast), and the swap is then mined. The resumed trade must settle: the swap it finds at its nonce is its own
   * journaled swap, not "another" transaction (not FAILED TRANSACTION_REPLACED over an executed swap).
   */
  @Test
  void aCrashBetweenACancelsJournalAndItsBroadcastResumesSettledWhenTheSwapWasMined(
      @org.junit.jupiter.api.io.TempDir Path dir) {
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    List<TradeEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();
    BigInteger usdcBefore = balance(USDC);
    java.util.concurrent.atomic.AtomicReference<Trade> handle = new java.util.concurrent.atomic.AtomicReference<>();
    java.util.concurrent.atomic.AtomicReference<Runnable> run = new java.util.concurrent.atomic.AtomicReference<>();
    java.util.concurrent.atomic.AtomicInteger swapIntents = new java.util.concurrent.atomic.AtomicInteger();
    try {
      TradeEngine first = stuckSwapEngine(clock, events, dir).owner("first").executor(run::set).listener(e -> {
        if (e.type().equals("transaction-sent") && "swap".equals(e.details().get("step"))) {
          handle.get().cancel();
        }
      }).journalObserver(step -> {
        if (step.equals("swap-txs")) {
          rpc.request("evm_setAutomine", false);
        }
        if (step.equals("tx-intent:swap") && swapIntents.incrementAndGet() == 2) {
          throw new TradeResumeTest.Crash(step); // the cancel's intent is durable, the cancel not sent
        }
      }).build();
      handle.set(first.start(STUCK_SWAP));
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> run.get().run())
          .isInstanceOf(TradeResumeTest.Crash.class);
      rpc.request("evm_mine"); // the swap lands
      rpc.request("evm_setAutomine", true);

      TradeResult resumed = TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(20).clock(clock)
          .store(FileTradeStore.in(dir)).owner("second").pacer((what, attempt) -> clock.advance(Duration.ofMinutes(1)))
          .build().resumeAndWait(handle.get().id());

      assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.SETTLED);
      assertThat(usdcBefore.subtract(balance(USDC))).isEqualTo(new BigInteger("1000000000"));
    } finally {
      rpc.request("evm_setAutomine", true);
    }
  }

  /**
   * The user cancels while the swap is unmined and the cancel is mined, but the process died before journaling that
   * it sent the cancel. The resumed trade finds the cancel at the swap's nonce: it must end CANCELLED (nothing
   * swapped), not take the cancel's receipt for the swap's and report SETTLED.
   */
  @Test
  void aCancelMinedButNotJournaledAsSentResumesCancelled(@org.junit.jupiter.api.io.TempDir Path dir)
      throws java.io.IOException {
    TradeEngineFailuresTest.MutableClock clock = new TradeEngineFailuresTest.MutableClock();
    List<TradeEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();
    BigInteger usdcBefore = balance(USDC);
    java.util.concurrent.atomic.AtomicReference<Trade> handle = new java.util.concurrent.atomic.AtomicReference<>();
    java.util.concurrent.atomic.AtomicReference<Runnable> run = new java.util.concurrent.atomic.AtomicReference<>();
    TradeResult cancelled;
    try {
      TradeEngine first = stuckSwapEngine(clock, events, dir).owner("first").executor(run::set).listener(e -> {
        if (e.type().equals("transaction-sent") && "swap".equals(e.details().get("step"))) {
          handle.get().cancel();
        }
      }).journalObserver(step -> {
        if (step.equals("swap-txs")) {
          rpc.request("evm_setAutomine", false);
        }
      }).build();
      handle.set(first.start(STUCK_SWAP));
      run.get().run();
      cancelled = handle.get().await(Duration.ZERO);
    } finally {
      rpc.request("evm_setAutomine", true);
    }
    assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(TradeStatus.CANCELLED);
    // The crash the window allows: the cancel reached the node, the process died before writing its tx-sent.
    Path file = dir.resolve(cancelled.tradeId() + ".jsonl");
    List<String> kept = new java.util.ArrayList<>();
    int swapIntents = 0;
    for (String line : java.nio.file.Files.readAllLines(file)) {
      kept.add(line);
      JournalEntry entry = JournalEntry.fromJson(line);
      if (entry.kind().equals("tx-intent") && entry.field("step").orElse("").equals("swap") && ++swapIntents == 2) {
        break;
      }
    }
    java.nio.file.Files.write(file, (String.join("\n", kept) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));

    TradeResult resumed = TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(20).clock(clock)
        .store(FileTradeStore.in(dir)).owner("second").pacer((what, attempt) -> clock.advance(Duration.ofMinutes(1)))
        .build().resumeAndWait(cancelled.tradeId());

    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.CANCELLED);
    assertThat(balance(USDC)).isEqualTo(usdcBefore);
  }

  /**
   * The user cancels an open limit order; the process dies once the cancel transaction (Permit2's
   * invalidateUnorderedNonces) is journaled, before it is broadcast. The resumed run has no cancel request of its
   * own, but the journal holds the user's: it must carry the cancel out (the nonce spent on Permit2, CANCELLED), not
   * forget it and leave the order fillable.
   */
  @Test
  void aCancelOfAnOpenOrderJournaledBeforeACrashIsCarriedOutByTheResume(@org.junit.jupiter.api.io.TempDir Path dir) {
    BigDecimal market = new BigDecimal(marketPays(new BigInteger("1000000000"))).movePointLeft(18)
        .divide(new BigDecimal("1000"), 18, java.math.RoundingMode.DOWN);
    java.util.concurrent.atomic.AtomicReference<Trade> handle = new java.util.concurrent.atomic.AtomicReference<>();
    java.util.concurrent.atomic.AtomicReference<Runnable> run = new java.util.concurrent.atomic.AtomicReference<>();
    TradeEngine first = TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(30).store(FileTradeStore.in(dir))
        .owner("first").executor(run::set)
        .pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(2)))
        .listener(e -> {
          if (e.type().equals("order-status") && "open".equals(e.details().get("status"))) {
            handle.get().cancel();
          }
        }).journalObserver(step -> {
          if (step.equals("tx-intent:order-cancel")) {
            throw new TradeResumeTest.Crash(step);
          }
        }).build();
    handle.set(first.start(TradeIntent.builder().sell("USDC").buy("WETH").amount(new BigDecimal("1000"))
        .limitPrice(market.multiply(BigDecimal.valueOf(2))).build())); // twice the market: it stays open
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> run.get().run())
        .isInstanceOf(TradeResumeTest.Crash.class);

    TradeResult resumed = TradeEngine.builder(client, user).rpc(1, rpc).maxPolls(30).store(FileTradeStore.in(dir))
        .owner("second").pacer((what, attempt) -> SERVER.server().chain().advanceTime(Duration.ofSeconds(2)))
        .build().resumeAndWait(handle.get().id());

    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(TradeStatus.CANCELLED);
    UniswapXOrder order = client.getOrders(OrdersQuery.builder().orderId(resumed.orderId().orElseThrow()).build())
        .orders().get(0);
    BigInteger nonce = order.nonce().orElseThrow();
    BigInteger bitmap = (BigInteger) Abi.decode("(uint256)", rpc.call(CallRequest.of(PERMIT2, Abi.encodeCall(
        "nonceBitmap(address,uint256)", user.address(), nonce.shiftRight(8))), BlockTag.LATEST)).get(0);
    assertThat(bitmap.testBit(nonce.intValue() & 0xff)).isTrue();
  }

  /** What the pools pay now for {@code usdc} in WETH: a classic quote's output. */
  private BigInteger marketPays(BigInteger usdc) {
    return client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(usdc)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(USDC.toChecksumHex())
        .tokenOut(WETH.toChecksumHex()).swapper(user.address().toChecksumHex())
        .slippageTolerance(new BigDecimal("0.5")).protocols(List.of(Protocol.of("V2"), Protocol.of("V3"), Protocol.of("V4"))).build())
        .classicQuote().orElseThrow().output().amount();
  }
}
