package io.tradingsdk.server.internal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.Hex;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * The state and helpers every endpoint shares: the market, the ledger, deterministic ids, the
 * clock, gas pricing, and the JSON shapes that recur (transactions, tokens, permits).
 */
public final class Engine {
  /** Permits are valid 30 days; their signatures 30 minutes. */
  public static final long PERMIT_EXPIRATION_SECONDS = 30L * 24 * 3600;

  public static final long SIG_DEADLINE_SECONDS = 30L * 60;
  /** 2^160 - 1: a FULL permit amount. */
  public static final BigInteger MAX_UINT160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);
  /** 2^256 - 1: an unlimited ERC-20 approval. */
  public static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);

  private static final BigInteger WEI_PER_ETH = BigInteger.TEN.pow(18);

  private final ServerConfig config;
  // Replaced together when a reset takes another seed.
  private volatile Market market;
  private volatile Router router;
  private volatile long seed;
  private final Ids ids;
  private final Map<String, String> quoteRouterVersions;
  private volatile Ledger ledger;
  private final Plans plans;
  // --- UniswapX orders and simulated time (POST /order, GET /orders) ---
  private final Orders orders;
  private final java.util.concurrent.atomic.AtomicLong timeOffsetMillis = new java.util.concurrent.atomic.AtomicLong();

  public Engine(ServerConfig config) {
    this.config = config;
    this.seed = config.seed();
    this.market = new Market(seed);
    this.router = new Router(market);
    this.ids = new Ids(config.seed());
    this.quoteRouterVersions = java.util.Collections.synchronizedMap(new BoundedMap<>(config.stateCapacity()));
    this.plans = new Plans(this);
    this.orders = new Orders(config.stateCapacity());
    this.ledger = newLedger();
  }

  private Ledger newLedger() {
    Ledger fresh = new Ledger(config.stateCapacity(), config.confirmations());
    fresh.attach(market);
    fresh.attachClock(this::nowSeconds); // LP fees accrue with the simulated clock
    seedPositions(fresh);
    return fresh;
  }

  /** Forgets every state change: allowances, nonces, delegations, positions, swaps, plans. */
  public void reset() {
    reset(config.seed());
  }

  /**
   * Forgets every state change and rebuilds the market from {@code newSeed} (pools, prices: the
   * quotes another server started with that seed gives). Ids keep counting.
   */
  public synchronized void reset(long newSeed) {
    if (newSeed != seed) {
      Market fresh = new Market(newSeed);
      router = new Router(fresh);
      market = fresh;
      seed = newSeed;
    }
    ledger = newLedger();
    plans.clear();
    quoteRouterVersions.clear();
    orders.clear();
    timeOffsetMillis.set(0);
  }

  /**
   * The development wallet's positions, so LP calls work out of the box: ids 1001 (Ethereum V4
   * WETH/USDC), 1002 (Ethereum V3 WETH/USDT), 1003 (Ethereum V2 WETH/USDC, addressed by pair), 1004
   * (Base V4 WETH/USDC), 1005 (Base V3 WETH/USDT). Each holds 1/10000 of its pool.
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
      target.openPosition(chainId, position[1], ServerConfig.DEV_WALLET, pool.token0(), pool.token1(),
          pool.reserve0().divide(BigInteger.valueOf(10_000)), pool.reserve1().divide(BigInteger.valueOf(10_000)));
    }
  }

  public ServerConfig config() {
    return config;
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

  public Ids ids() {
    return ids;
  }

  public Plans plans() {
    return plans;
  }

  /** The UniswapX orders quoted and submitted. */
  public Orders orders() {
    return orders;
  }

  /** The simulated time: the configured clock plus however far {@link #advanceTime} moved it. */
  public Instant now() {
    return config.clock().instant().plusMillis(timeOffsetMillis.get());
  }

  /** Moves the simulated time forward (orders fill or expire, deadlines pass). */
  public void advanceTime(java.time.Duration duration) {
    if (duration.isNegative()) {
      throw new IllegalArgumentException("duration: must not be negative, was " + duration);
    }
    timeOffsetMillis.addAndGet(duration.toMillis());
  }

  public long nowSeconds() {
    return now().getEpochSecond();
  }

  public static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  public static ArrayNode array() {
    return JsonNodeFactory.instance.arrayNode();
  }

  /** The chain, or 404 "No quotes available" when the server does not simulate it. */
  public Chain servedChain(long chainId) {
    return market.chain(chainId).orElseThrow(ApiError::noQuotes);
  }

  /** A token the server trades, or 404 "No quotes available". */
  public Token tradedToken(long chainId, String address) {
    return market.token(chainId, address).orElseThrow(ApiError::noQuotes);
  }

  /**
   * The router version of a swap journey: the header, default 2.0. A version the service does not
   * know, or one with no deployment on the chain, answers 404 "No quotes available" as the service
   * does.
   */
  public String routerVersion(Exchange exchange) {
    String version = exchange.request().header("x-universal-router-version").map(String::trim)
        .orElse(Market.DEFAULT_ROUTER_VERSION);
    if (!Market.ROUTER_VERSIONS.contains(version)) {
      throw ApiError.noQuotes();
    }
    return version;
  }

  /** The Universal Router of a version on a chain, or 404 when that version is not deployed there. */
  public String universalRouter(Chain chain, String version) {
    return chain.universalRouter(version).orElseThrow(ApiError::noQuotes);
  }

  /** Remembers which router version a quote was made for, to check the swap built from it. */
  public void rememberQuote(String quoteId, String version) {
    quoteRouterVersions.put(quoteId, version);
  }

  /** The router version a quote was made for, when this server made it. */
  public Optional<String> quoteRouterVersion(String quoteId) {
    return Optional.ofNullable(quoteRouterVersions.get(quoteId));
  }

  /** Refuses a wallet the configuration blocks. */
  public void checkWallet(String address) {
    if (config.blockedWallets().contains(Addresses.normalize(address))) {
      throw ApiError.unauthorized("Wallet address is blocked");
    }
  }

  // --- Money --------------------------------------------------------------------------------------

  /** A wei amount in USD (USDC-denominated), as the service writes {@code gasFeeUSD}. */
  public String usd(BigInteger wei) {
    BigDecimal eth = new BigDecimal(wei).movePointLeft(18);
    return eth.multiply(market.wrappedNative(1).usdPrice())
        .setScale(18, RoundingMode.DOWN)
        .stripTrailingZeros()
        .toPlainString();
  }

  /** A wei amount converted into a token's base units at the reference prices. */
  public BigInteger weiIn(Token token, BigInteger wei) {
    if (token.asset().equals("ETH") || token.asset().equals("WETH")) {
      return wei;
    }
    BigDecimal usd = new BigDecimal(wei).multiply(market.wrappedNative(1).usdPrice());
    return usd.divide(token.usdPrice(), 0, RoundingMode.DOWN)
        .multiply(new BigDecimal(token.unit()))
        .divide(new BigDecimal(WEI_PER_ETH), 0, RoundingMode.DOWN)
        .toBigInteger();
  }

  /** A USD amount in a token's base units at the reference price. */
  public BigInteger usdIn(Token token, BigDecimal usd) {
    return usd.divide(token.usdPrice(), 30, RoundingMode.DOWN)
        .movePointRight(token.decimals())
        .setScale(0, RoundingMode.DOWN)
        .toBigInteger();
  }

  // --- JSON shapes --------------------------------------------------------------------------------

  /** A transaction request as the API returns it ({@code value} in hex). */
  public static ObjectNode transaction(
      String to, String from, String data, BigInteger value, long chainId, BigInteger gasLimit,
      Urgency.Fees fees) {
    ObjectNode tx = object();
    tx.put("to", to);
    tx.put("from", from);
    tx.put("data", data);
    tx.put("value", Hex.encodeQuantity(value));
    tx.put("chainId", chainId);
    tx.put("gasLimit", gasLimit.toString());
    tx.put("maxFeePerGas", fees.maxFeePerGas.toString());
    tx.put("maxPriorityFeePerGas", fees.maxPriorityFeePerGas.toString());
    return tx;
  }

  /** A token as routes describe it ({@code decimals} as a string, as the service sends it). */
  public static ObjectNode routeToken(Token token) {
    ObjectNode node = object();
    node.put("address", token.address());
    node.put("chainId", token.chainId());
    node.put("symbol", token.symbol());
    node.put("decimals", Integer.toString(token.decimals()));
    return node;
  }

  /**
   * A Permit2 {@code PermitSingle} message: the Permit2 domain (no version), the two types, and the
   * values, every number a string.
   */
  public ObjectNode permitSingle(
      Chain chain, String token, BigInteger amount, long nonce, String spender) {
    long now = nowSeconds();
    ObjectNode permit = object();
    permit.set("domain", Eip712Json.permit2Domain(chain.id(), chain.permit2()));
    ObjectNode types = permit.putObject("types");
    Eip712Json.type(types, "PermitSingle", "details", "PermitDetails", "spender", "address", "sigDeadline", "uint256");
    Eip712Json.type(types, "PermitDetails", "token", "address", "amount", "uint160", "expiration", "uint48",
        "nonce", "uint48");
    ObjectNode values = permit.putObject("values");
    ObjectNode detailValues = values.putObject("details");
    detailValues.put("token", token);
    detailValues.put("amount", amount.toString());
    detailValues.put("expiration", Long.toString(now + PERMIT_EXPIRATION_SECONDS));
    detailValues.put("nonce", Long.toString(nonce));
    values.put("spender", spender);
    values.put("sigDeadline", Long.toString(now + SIG_DEADLINE_SECONDS));
    return permit;
  }

  /** The first gas-strategy entry the service attaches to chained quotes and plans. */
  public static ArrayNode gasStrategies() {
    ArrayNode strategies = array();
    ObjectNode strategy = strategies.addObject();
    strategy.put("limitInflationFactor", new BigDecimal("1.15"));
    strategy.put("priceInflationFactor", new BigDecimal("1.5"));
    strategy.put("percentileThresholdFor1559Fee", 75);
    strategy.put("thresholdToInflateLastBlockBaseFee", new BigDecimal("0.75"));
    strategy.put("baseFeeMultiplier", new BigDecimal("1.05"));
    strategy.put("baseFeeHistoryWindow", 20);
    strategy.put("minPriorityFeeRatioOfBaseFee", new BigDecimal("0.2"));
    strategy.put("minPriorityFeeGwei", 2);
    strategy.put("maxPriorityFeeGwei", 9);
    return strategies;
  }
}
