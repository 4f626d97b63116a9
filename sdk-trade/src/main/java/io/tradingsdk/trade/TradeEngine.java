package io.tradingsdk.trade;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.Routing;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.NonceManager;
import java.math.BigInteger;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.jspecify.annotations.Nullable;

/**
 * Drives a {@link TradeIntent} to a final state: quote, approvals, permit or order signature, {@code /swap}, {@code
 * /order} or {@code /plan}, the transactions sent and mined, {@code /swaps} or {@code /orders} followed, whatever the
 * routing the API returns (CLASSIC, WRAP, UNWRAP, BRIDGE, DUTCH_V2, DUTCH_V3, PRIORITY, LIMIT_ORDER, CHAINED). Never worse than
 * the intent's limit: a quote or re-quote beyond it stops the trade FAILED ({@link TradeFailure.Reason#LIMIT_EXCEEDED})
 * before anything is sent.
 *
 * <pre>{@code
 * TradeEngine engine = TradeEngine.builder(client, signer)
 *     .rpc(1, EthRpcClient.builder("https://eth.example").build())
 *     .store(FileTradeStore.in(Path.of("trades")))
 *     .build();
 * TradeResult result = engine.execute(TradeIntent.builder().sell("USDC").buy("ETH").amount(new BigDecimal("1000"))
 *     .minAmountOut(new BigInteger("300000000000000000")).build());
 * }</pre>
 *
 * <p><b>Resumable.</b> Every step is journaled in the {@link TradeStore} before its side effect. {@link
 * #resume(String)} (and {@link #resumeAll()}) continue a trade another process left: a transaction the journal
 * announced is looked up by its nonce before anything is sent (found: followed; nonce free: sent now; taken by
 * another: FAILED, TRANSACTION_REPLACED), a signed order is posted again as the same order (never signed twice), a
 * plan continues at its current step. One engine instance owns a trade at a time (the store's lease).
 *
 * <p>Thread-safe; trades run on the engine's executor (a thread per trade by default).
 */
public final class TradeEngine {
  private static final Set<String> SIDE_EFFECTS =
      Set.of(TxStep.INTENT, OrderDriver.SIGNED, OrderDriver.ORDER, PlanDriver.PLAN, SwapDriver.SWAP_TXS);

  private final Services services;
  private final Executor executor;
  private final Map<Routing, RoutingDriver> drivers;
  /**
   * The trades this instance is driving now, by id: a resume of one of them returns its handle instead of starting
   * a second run beside it (the same owner renews its own lease, so the lease does not keep the two apart).
   */
  private final java.util.concurrent.ConcurrentMap<String, Trade> running =
      new java.util.concurrent.ConcurrentHashMap<>();

  private TradeEngine(Builder b) {
    this.services = new Services(b.client, b.signer, new Chains(b.nodes, b.signer, b.nonces), b.store, b.clock,
        b.pacer, b.listener, b.tokens, b.owner, b.lease, b.quoteLifetime, b.maxRequotes, b.maxPolls,
        b.journalObserver, b.stuckAfter, b.maxReplacements);
    this.executor = b.executor;
    Map<Routing, RoutingDriver> map = new HashMap<>();
    RoutingDriver swap = new SwapDriver();
    RoutingDriver order = new OrderDriver();
    for (Routing r : Quoter.CLASSIC_FAMILY) {
      map.put(r, swap);
    }
    for (Routing r : Quoter.GASLESS_FAMILY) {
      map.put(r, order);
    }
    map.put(Routing.CHAINED, new PlanDriver());
    this.drivers = Map.copyOf(map);
  }

  /** A builder for trades through {@code client}, signed by {@code signer} (the swapper). */
  public static Builder builder(TradingClient client, Signer signer) {
    return new Builder(client, signer);
  }

  /** The store the trades are journaled in. */
  public TradeStore store() {
    return services.store;
  }

  /**
   * Starts {@code intent} (a {@link TradeIntent} or an {@link LpIntent}) on the engine's executor; returns its handle
   * at once (its journal holds the intent).
   */
  public Trade start(Intent intent) {
    Objects.requireNonNull(intent, "intent");
    Trade trade = new Trade(newId(), intent);
    Journey j = new Journey(services, trade, List.of());
    j.write(IntentCodec.KIND, IntentCodec.fields(intent));
    j.emit("created", TradeStatus.CREATED, "intent", intent.toString());
    running.put(trade.id(), trade);
    try {
      executor.execute(() -> run(j));
    } catch (RuntimeException refused) {
      running.remove(trade.id(), trade);
      // The caller is told the trade did not start: it must not start later either. Without a final entry its
      // journal (the intent alone) would be taken up by resumeAll() and the swap made after all.
      TradeResult notStarted = TradeResult.builder(j.id(), TradeStatus.FAILED).failure(TradeFailure.of(
          TradeFailure.Reason.UNEXPECTED, "not started: the engine's executor refused the trade (" + refused
              + ")")).build();
      try {
        j.write(ResultCodec.KIND, ResultCodec.fields(notStarted));
      } catch (RuntimeException storeRefused) {
        refused.addSuppressed(storeRefused);
      }
      trade.complete(notStarted, services.clock.instant());
      throw refused;
    }
    return trade;
  }

  /** Runs {@code intent} (a {@link TradeIntent} or an {@link LpIntent}) on the calling thread to its final state. */
  public TradeResult execute(Intent intent) {
    Objects.requireNonNull(intent, "intent");
    Trade trade = new Trade(newId(), intent);
    Journey j = new Journey(services, trade, List.of());
    j.write(IntentCodec.KIND, IntentCodec.fields(intent));
    j.emit("created", TradeStatus.CREATED, "intent", intent.toString());
    running.put(trade.id(), trade);
    run(j);
    return trade.await(Duration.ZERO);
  }

  /**
   * Continues trade {@code tradeId} from its journal on the engine's executor; a trade already final is returned as
   * it ended.
   *
   * @throws IllegalArgumentException when the store does not hold that trade
   */
  public Trade resume(String tradeId) {
    Journey j = load(tradeId);
    Trade already = running.putIfAbsent(tradeId, j.trade);
    if (already != null) {
      return already; // driven by this instance now: its handle, not a second run
    }
    try {
      executor.execute(() -> run(j));
    } catch (RuntimeException refused) {
      running.remove(tradeId, j.trade);
      throw refused;
    }
    return j.trade;
  }

  /** {@link #resume(String)} on the calling thread (or, when this instance is driving it now, waits for that run). */
  public TradeResult resumeAndWait(String tradeId) {
    Journey j = load(tradeId);
    Trade already = running.putIfAbsent(tradeId, j.trade);
    if (already != null) {
      try {
        return already.future().join();
      } catch (java.util.concurrent.CompletionException e) {
        throw new IllegalStateException("trade " + tradeId + " ended without a result", e.getCause());
      }
    }
    run(j);
    return j.trade.await(Duration.ZERO);
  }

  /** Resumes every trade of the store that has no final state yet; returns their handles. */
  public List<Trade> resumeAll() {
    List<Trade> resumed = new ArrayList<>();
    for (TradeRecord record : TradeRecord.list(services.store)) {
      if (record.result().isEmpty()) {
        resumed.add(resume(record.id()));
      }
    }
    return resumed;
  }

  private Journey load(String tradeId) {
    TradeRecord record = TradeRecord.read(services.store, tradeId).orElseThrow(
        () -> new IllegalArgumentException("tradeId: no trade " + tradeId + " in " + services.store));
    return new Journey(services, new Trade(tradeId, record.intent()), record.journal());
  }

  private static String newId() {
    return "t" + UUID.randomUUID().toString().replace("-", "");
  }

  // ------------------------------------------------------------------ one run of a trade

  private void run(Journey j) {
    try {
      runOnce(j);
    } finally {
      running.remove(j.id(), j.trade);
    }
  }

  private void runOnce(Journey j) {
    Optional<JournalEntry> done = j.last(ResultCodec.KIND);
    if (done.isPresent()) {
      j.trade.complete(ResultCodec.result(j.id(), done.get().fields()), done.get().at());
      return;
    }
    if (!services.store.acquire(j.id(), services.owner, services.lease, services.clock.instant())) {
      j.trade.complete(TradeResult.builder(j.id(), TradeStatus.FAILED).failure(TradeFailure.of(
          TradeFailure.Reason.RESUME_CONFLICT, "another engine instance holds the lease of trade " + j.id())).build(),
          services.clock.instant());
      return;
    }
    TradeResult.Builder result;
    boolean unsettled = false;
    try {
      if (j.resumed()) {
        j.emit("resumed", j.trade.status(), "entries", Integer.toString(j.all(IntentCodec.KIND).size()));
      }
      if (j.trade.intent() instanceof LpIntent) {
        result = LpDriver.drive(j);
      } else {
        result = driveTrade(j);
      }
    } catch (Journey.Interrupted e) {
      services.store.release(j.id(), services.owner);
      j.trade.fail(new IllegalStateException("trade " + j.id() + " interrupted; resume it with resume(id)"));
      return;
    } catch (Journey.Superseded e) {
      services.store.release(j.id(), services.owner); // only if this run took it back on the way out
      j.trade.fail(new IllegalStateException("trade " + j.id() + ": " + e.getMessage()
          + "; this run stopped without sending more", e));
      return;
    } catch (Error e) {
      // Not a trade's failure (out of memory, a test's simulated crash): the trade stays resumable.
      j.trade.fail(e);
      throw e;
    } catch (Exception e) {
      TradeStop stop = Failures.of(e, j.trade.intent());
      result = TradeResult.builder(j.id(), stop.status).failure(stop.failure).revertReason(stop.revertReason);
      unsettled = stop.unsettled;
    }
    try {
      TradeResult finished = complete(j, result);
      if (!unsettled) {
        j.write(ResultCodec.KIND, ResultCodec.fields(finished));
      } // else this run's answer only: the journal stays unfinished, resume() goes on waiting
      j.emit("final", finished.status(), ResultCodec.fields(finished));
      j.trade.complete(finished, services.clock.instant());
    } catch (RuntimeException e) {
      j.trade.fail(e); // the store refused the final entry: the trade stays resumable
    } finally {
      services.store.release(j.id(), services.owner);
    }
  }

  /** A swap, bridge, order or plan: quoted (or its journaled quote read back), then its routing's driver. */
  private TradeResult.Builder driveTrade(Journey j) {
    Quoter.Quoted quoted = j.any(SIDE_EFFECTS) && j.last(Quoter.KIND).isPresent()
        ? Quoter.journaled(j) : Quoter.quote(j, "quoted");
    for (;;) {
      RoutingDriver driver = drivers.get(quoted.routing());
      if (driver == null) {
        throw TradeStop.failed(TradeFailure.Reason.UNSUPPORTED, "routing " + quoted.routing()
            + " is not driven by the engine");
      }
      try {
        return driver.drive(j, quoted);
      } catch (Quoter.RoutingChanged changed) {
        // A re-quote (journaled, within the limit, nothing of it signed) with another routing: its own driver goes
        // on from here (approvals already mined are not asked for again). Bounded by maxRequotes.
        j.emit("routing-changed", TradeStatus.QUOTING, "from", quoted.routing().toString(), "to",
            changed.quoted.routing().toString());
        quoted = changed.quoted;
      }
    }
  }

  /** The driver's result with what the journal knows: routing, the wallet's transactions, their gas, the order. */
  private static TradeResult complete(Journey j, TradeResult.Builder driver) {
    TradeResult partial = driver.build();
    Set<String> hashes = new LinkedHashSet<>();
    for (JournalEntry e : j.all(TxStep.SENT)) {
      hashes.add(e.fields().get("hash"));
    }
    hashes.addAll(partial.txHashes());
    BigInteger[] gas = TxStep.gas(j);
    @Nullable String orderId = partial.orderId().orElse(j.last(OrderDriver.ORDER)
        .map(e -> e.fields().get("orderId")).orElse(null));
    @Nullable String planId = partial.planId().orElse(j.last(PlanDriver.PLAN)
        .map(e -> e.fields().get("planId")).orElse(null));
    return TradeResult.builder(j.id(), partial.status()).routing(j.routing)
        .amountIn(partial.amountIn().orElse(null)).amountOut(partial.amountOut().orElse(null))
        .gas(gas[0], gas[1]).txHashes(new ArrayList<>(hashes)).orderId(orderId).planId(planId)
        .amount0(partial.amount0().orElse(null)).amount1(partial.amount1().orElse(null))
        .positionId(partial.positionId().orElse(null))
        .revertReason(partial.revertReason().orElse(null)).failure(partial.failure().orElse(null)).build();
  }

  /** Builds a {@link TradeEngine}. */
  public static final class Builder {
    private final TradingClient client;
    private final Signer signer;
    private LongFunction<@Nullable EthRpcClient> nodes = chainId -> null;
    private final Map<Long, EthRpcClient> byChain = new HashMap<>();
    private TradeStore store = TradeStore.inMemory();
    private Clock clock = Clock.systemUTC();
    private PollPacer pacer = PollPacer.every(Duration.ofSeconds(2));
    private TradeListener listener = event -> { };
    private TokenDirectory tokens = TokenDirectory.standard();
    private String owner = "engine-" + UUID.randomUUID();
    private Duration lease = Duration.ofMinutes(10);
    private Duration quoteLifetime = Duration.ofSeconds(30);
    private int maxRequotes = 3;
    private int maxPolls = 600;
    private NonceManager nonces = NonceManager.local();
    private Executor executor = task -> {
      Thread thread = new Thread(task, "trade");
      thread.setDaemon(true);
      thread.start();
    };
    private Consumer<String> journalObserver = step -> { };
    private Duration stuckAfter = Duration.ofMinutes(3);
    private int maxReplacements = 2;

    private Builder(TradingClient client, Signer signer) {
      this.client = Objects.requireNonNull(client, "client");
      this.signer = Objects.requireNonNull(signer, "signer");
    }

    /** The JSON-RPC node of {@code chainId}: where its transactions go and its receipts come from. */
    public Builder rpc(long chainId, EthRpcClient rpc) {
      byChain.put(chainId, Objects.requireNonNull(rpc, "rpc"));
      LongFunction<@Nullable EthRpcClient> fallback = nodes;
      Map<Long, EthRpcClient> known = byChain;
      this.nodes = id -> known.containsKey(id) ? known.get(id) : fallback.apply(id);
      return this;
    }

    /** The node of each chain, by a function (null: none for that chain); {@link #rpc(long, EthRpcClient)} wins. */
    public Builder rpc(LongFunction<@Nullable EthRpcClient> nodeOfChain) {
      Objects.requireNonNull(nodeOfChain, "nodeOfChain");
      Map<Long, EthRpcClient> known = byChain;
      this.nodes = id -> known.containsKey(id) ? known.get(id) : nodeOfChain.apply(id);
      return this;
    }

    /** Where the trades are journaled; {@link TradeStore#inMemory()} by default. */
    public Builder store(TradeStore store) {
      this.store = Objects.requireNonNull(store, "store");
      return this;
    }

    /** The clock of quote ages, deadlines and journal times; the system's UTC clock by default. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /** How to wait between reads of what settles later; every 2 seconds by default. */
    public Builder pacer(PollPacer pacer) {
      this.pacer = Objects.requireNonNull(pacer, "pacer");
      return this;
    }

    /**
     * Adds a receiver of every event of every trade (in addition to {@link Trade#events()}); listeners are called in
     * the order they were added.
     */
    public Builder listener(TradeListener listener) {
      Objects.requireNonNull(listener, "listener");
      TradeListener before = this.listener;
      this.listener = event -> {
        try {
          before.onEvent(event);
        } finally {
          listener.onEvent(event);
        }
      };
      return this;
    }

    /** The tokens known by symbol; {@link TokenDirectory#standard()} by default. */
    public Builder tokens(TokenDirectory tokens) {
      this.tokens = Objects.requireNonNull(tokens, "tokens");
      return this;
    }

    /** This instance's name in the journal and the store's leases; a random one by default. */
    public Builder owner(String owner) {
      if (owner == null || owner.isBlank()) {
        throw new IllegalArgumentException("owner: expected a non-blank name");
      }
      this.owner = owner;
      return this;
    }

    /** How long this instance holds a trade's lease while driving it (renewed per run); 10 minutes by default. */
    public Builder lease(Duration lease) {
      this.lease = positive(lease, "lease");
      return this;
    }

    /** How old a quote may be before it is used; 30 seconds (the API's) by default. */
    public Builder quoteLifetime(Duration quoteLifetime) {
      this.quoteLifetime = positive(quoteLifetime, "quoteLifetime");
      return this;
    }

    /** How many times a trade re-quotes an expired quote before it fails QUOTE_EXPIRED; 3 by default. */
    public Builder maxRequotes(int maxRequotes) {
      if (maxRequotes < 0) {
        throw new IllegalArgumentException("maxRequotes: expected 0 or more, got " + maxRequotes);
      }
      this.maxRequotes = maxRequotes;
      return this;
    }

    /** How many reads of one thing (a receipt, an order) before giving up (the trade stays resumable); 600. */
    public Builder maxPolls(int maxPolls) {
      if (maxPolls < 1) {
        throw new IllegalArgumentException("maxPolls: expected 1 or more, got " + maxPolls);
      }
      this.maxPolls = maxPolls;
      return this;
    }

    /** The nonce manager of the engine's senders; a new {@link NonceManager#local()} by default. */
    public Builder nonceManager(NonceManager nonces) {
      this.nonces = Objects.requireNonNull(nonces, "nonces");
      return this;
    }

    /** Where {@link #start} and {@link #resume} run trades; a new daemon thread per trade by default. */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /**
     * How long a sent transaction may stay unmined before it is replaced with higher fees (same nonce, same call);
     * 3 minutes by default. {@link Trade#cancel()} on a trade waiting for a receipt replaces the transaction by a
     * zero-value send to the wallet itself instead.
     */
    public Builder stuckAfter(Duration stuckAfter) {
      this.stuckAfter = positive(stuckAfter, "stuckAfter");
      return this;
    }

    /** How many speed-ups a transaction gets before the engine only waits; 2 by default. */
    public Builder maxReplacements(int maxReplacements) {
      if (maxReplacements < 0) {
        throw new IllegalArgumentException("maxReplacements: expected 0 or more, got " + maxReplacements);
      }
      this.maxReplacements = maxReplacements;
      return this;
    }

    /**
     * Called after each journal entry is durable and before the side effect it announces, with the entry's kind and
     * step ({@code tx-intent:swap}): for tests that stop a process at a step boundary, and for tracing.
     */
    public Builder journalObserver(Consumer<String> observer) {
      this.journalObserver = Objects.requireNonNull(observer, "observer");
      return this;
    }

    private static Duration positive(Duration d, String field) {
      if (Objects.requireNonNull(d, field).isNegative() || d.isZero()) {
        throw new IllegalArgumentException(field + ": expected a positive duration, got " + d);
      }
      return d;
    }

    /** The engine. */
    public TradeEngine build() {
      return new TradeEngine(this);
    }
  }
}
