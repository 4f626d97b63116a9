package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The simulated chains as one piece of state: the market a seed builds (chains, tokens, pools) and its router, the
 * ledger of everything mined, and the simulated clock. A reset forgets the ledger and the clock's advance, and
 * rebuilds the market when the seed changes. The API's endpoints read it through the engine; the wallet's side (the
 * control API, {@code SimulatedChain}) writes to it. Thread-safe.
 */
public final class ChainState {
  private final Clock clock;
  private final int stateCapacity;
  private final int confirmations;
  private final String seededPositionsOwner;
  // Replaced together when a reset takes another seed.
  private volatile Market market;
  private volatile Router router;
  private volatile long seed;
  private volatile Ledger ledger;
  private final AtomicLong timeOffsetMillis = new AtomicLong();
  // One view per chain the market knows (a fixed set); a view reads the current ledger and market at every call.
  private final java.util.Map<Long, ChainBackend> backends = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * @param seed the market's seed
   * @param clock the wall clock the simulated time starts from
   * @param stateCapacity the most entries each of the ledger's maps keeps
   * @param confirmations how many status reads a transaction stays PENDING before it settles
   * @param seededPositionsOwner the wallet that owns the liquidity positions every chain starts with
   */
  public ChainState(long seed, Clock clock, int stateCapacity, int confirmations, String seededPositionsOwner) {
    this.clock = clock;
    this.stateCapacity = stateCapacity;
    this.confirmations = confirmations;
    this.seededPositionsOwner = seededPositionsOwner;
    this.seed = seed;
    this.market = new Market(seed);
    this.router = new Router(market);
    this.ledger = newLedger();
  }

  /**
   * One simulated chain as the API uses it ({@link ChainBackend}): kept for a chain the market knows, made per call
   * for any other id (a request may name any), so that nothing grows with what requests name.
   */
  public ChainBackend backend(long chainId) {
    ChainBackend known = backends.get(chainId);
    if (known != null) {
      return known;
    }
    ChainBackend made = new LedgerBackend(this, chainId);
    return market.chain(chainId).isPresent() ? backends.computeIfAbsent(chainId, id -> made) : made;
  }

  private Ledger newLedger() {
    Ledger fresh = new Ledger(stateCapacity, confirmations);
    fresh.attach(market);
    fresh.attachClock(() -> now().toEpochMilli()); // fees accrue, blocks pass with the simulated clock
    seedPositions(fresh);
    return fresh;
  }

  /**
   * Forgets every state change and the clock's advance, and rebuilds the market from {@code newSeed} (pools,
   * prices: those of another server started with that seed).
   */
  public synchronized void reset(long newSeed) {
    if (newSeed != seed) {
      Market fresh = new Market(newSeed);
      router = new Router(fresh);
      market = fresh;
      seed = newSeed;
    }
    ledger = newLedger();
    timeOffsetMillis.set(0);
  }

  /**
   * The seeded positions, so LP calls work out of the box: ids 1001 (Ethereum V4 WETH/USDC), 1002 (Ethereum V3
   * WETH/USDT), 1003 (Ethereum V2 WETH/USDC, addressed by pair), 1004 (Base V4 WETH/USDC), 1005 (Base V3
   * WETH/USDT). Each holds 1/10000 of its pool.
   */
  private void seedPositions(Ledger target) {
    String[][] seeded = {
      {"1", "V4", "USDC"}, {"1", "V3", "USDT"}, {"1", "V2", "USDC"}, {"8453", "V4", "USDC"}, {"8453", "V3", "USDT"}
    };
    for (String[] position : seeded) {
      long chainId = Long.parseLong(position[0]);
      Token weth = market.wrappedNative(chainId);
      Token other = market.tokenBySymbol(chainId, position[2]).orElseThrow();
      Pool pool = market.pools(chainId).stream()
          .filter(p -> p.protocol().equals(position[1]) && p.has(weth) && p.has(other))
          .findFirst().orElseThrow();
      target.positionBook().openPosition(chainId, position[1], seededPositionsOwner, pool.token0(), pool.token1(),
          pool.reserve0().divide(BigInteger.valueOf(10_000)), pool.reserve1().divide(BigInteger.valueOf(10_000)));
    }
  }

  /** The seed of the current market: the configured one, or the last one a reset took. */
  public long seed() {
    return seed;
  }

  public Market market() {
    return market;
  }

  public Router router() {
    return router;
  }

  public Ledger ledger() {
    return ledger;
  }

  /** The simulated time: the configured clock plus however far {@link #advanceTime} moved it. */
  public Instant now() {
    return clock.instant().plusMillis(timeOffsetMillis.get());
  }

  public long nowSeconds() {
    return now().getEpochSecond();
  }

  /** Moves the simulated time forward (orders fill or expire, deadlines pass, fees accrue, swaps settle). */
  public void advanceTime(Duration duration) {
    if (duration.isNegative()) {
      throw new IllegalArgumentException("duration: must not be negative, was " + duration);
    }
    timeOffsetMillis.addAndGet(duration.toMillis());
  }
}
