package io.tradingsdk.server.internal.engine;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.internal.chain.BoundedMap;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.ChainState;
import io.tradingsdk.server.internal.chain.Ids;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.signing.Hex;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The state and helpers every endpoint shares: the simulated chains (market, ledger, clock), deterministic ids,
 * the UniswapX order book, gas pricing, and the JSON shapes that recur (transactions, tokens, permits).
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
  private final ChainState chains;
  private final Ids ids;
  private final Map<String, String> quoteRouterVersions;
  // --- UniswapX orders (POST /order, GET /orders) ---
  private final OrderStore orders;
  private final ChainOrderBook chainOrders;
  private final List<Runnable> resetHooks = new CopyOnWriteArrayList<>();
  // The chains some other kind runs (a real node in the EVM mode), between ReferenceServer.start and close; every
  // other chain is its ledger's.
  private final Map<Long, ChainBackend> attached = new java.util.concurrent.ConcurrentHashMap<>();

  public Engine(ServerConfig config) {
    this.config = config;
    this.chains = new ChainState(config.seed(), config.clock(), config.stateCapacity(), config.confirmations(),
        ServerConfig.DEV_WALLET);
    this.ids = new Ids(config.seed());
    this.quoteRouterVersions = java.util.Collections.synchronizedMap(new BoundedMap<>(config.stateCapacity()));
    this.orders = new OrderStore(config.stateCapacity());
    this.chainOrders = new ChainOrderBook(this);
  }

  /**
   * Forgets every state change (allowances, nonces, delegations, positions, swaps, orders, plans) and the clock's
   * advance, and rebuilds the market from {@code newSeed} (pools, prices: the quotes another server started with
   * that seed gives). Ids keep counting.
   */
  public synchronized void reset(long newSeed) {
    attached.values().forEach(chain -> chain.checkReset(newSeed));
    chains.reset(newSeed);
    attached.values().forEach(chain -> chain.reset(chains.nowSeconds()));
    quoteRouterVersions.clear();
    orders.clear();
    chainOrders.clear();
    resetHooks.forEach(Runnable::run);
  }

  /** Serves {@code chain.chainId()} from {@code chain} from now on (the facade attaches a real node it started). */
  public void attach(ChainBackend chain) {
    attached.put(chain.chainId(), chain);
  }

  /** Serves {@code chainId} from its ledger again; answers what was attached, if anything. */
  public Optional<ChainBackend> detach(long chainId) {
    return Optional.ofNullable(attached.remove(chainId));
  }

  /** A chain as the API uses it, whichever kind runs it (see {@link ChainBackend}). */
  public ChainBackend backend(long chainId) {
    ChainBackend chain = attached.get(chainId);
    return chain != null ? chain : ledgerBackend(chainId);
  }

  /**
   * The chain as its ledger keeps it, whatever else runs it: what the facade attaches a node over ({@link
   * ChainState#backend}).
   */
  public ChainBackend ledgerBackend(long chainId) {
    return chains.backend(chainId);
  }

  /**
   * What the chains say of a transaction the ledger does not track as a swap ({@link ChainBackend#receipt}): that
   * chain's, or when no chain is named the first chain that knows it.
   */
  public ChainBackend.Receipt receipt(Optional<Long> chainId, String hash) {
    if (chainId.isPresent()) {
      return backend(chainId.get()).receipt(hash);
    }
    return new java.util.TreeMap<>(attached).values().stream().map(chain -> chain.receipt(hash))
        .filter(receipt -> !receipt.equals(ChainBackend.Receipt.NOT_FOUND)).findFirst()
        .orElse(ChainBackend.Receipt.NOT_FOUND);
  }

  /**
   * An ERC-20 allowance, as the chain holds it. The native currency (the zero address) needs none, and always answers
   * from the ledger.
   */
  public BigInteger allowance(long chainId, String owner, String token, String spender) {
    return isNative(token) ? ledger().approvals().allowance(chainId, owner, token, spender)
        : backend(chainId).allowance(owner, token, spender);
  }

  /** Permit2's allowance of {@code spender}, as the chain holds it. */
  public Ledger.Permit2Allowance permit2Allowance(long chainId, String owner, String token, String spender) {
    return isNative(token) ? ledger().approvals().permit2Allowance(chainId, owner, token, spender)
        : backend(chainId).permit2Allowance(owner, token, spender);
  }

  /** The contract a wallet delegates to by EIP-7702, as the chain holds it (on a node: the wallet's code). */
  public Optional<String> delegation(long chainId, String wallet) {
    return backend(chainId).delegation(wallet);
  }

  private static boolean isNative(String token) {
    return Addresses.ZERO_ADDRESS.equals(Addresses.normalize(token));
  }

  /** Runs {@code forget} on every reset: how state an endpoint keeps (plans) is forgotten with the rest. */
  public void onReset(Runnable forget) {
    resetHooks.add(forget);
  }

  public ServerConfig config() {
    return config;
  }

  /** The simulated chains: market, ledger and clock. */
  public ChainState chains() {
    return chains;
  }

  /** The seed of the current market: the configured one, or the last one a reset took. */
  public long seed() {
    return chains.seed();
  }

  public Market market() {
    return chains.market();
  }

  /**
   * The router of a chain's pools, as the chain prices its hops ({@link ChainBackend#router}): on a node from its
   * pools, so quotes follow the swaps mined there; on a simulated chain from the market.
   */
  public Router router(long chainId) {
    return backend(chainId).router(chains.router());
  }

  public Ledger ledger() {
    return chains.ledger();
  }

  public Ids ids() {
    return ids;
  }

  /** The UniswapX orders quoted and submitted. */
  public OrderStore orders() {
    return orders;
  }

  /** The orders a chain's real reactor fills ({@link ChainBackend#reactor}), and the server's filler of them. */
  public ChainOrderBook chainOrders() {
    return chainOrders;
  }

  /** The simulated time (see {@link ChainState#now()}). */
  public Instant now() {
    return chains.now();
  }

  public long nowSeconds() {
    return chains.nowSeconds();
  }

  /**
   * Moves time forward on every chain: the simulated clock, and each attached chain's by the whole seconds (on a node
   * a block is mined there). The server's filler looks at its open orders before and after: before, as a filler
   * watching every block would have, so what the chain already shows (a cancelled nonce, a market that covers an
   * order) counts before the jump can pass a deadline; after, one the market now covers fills, one past its
   * deadline expires.
   *
   * @throws IllegalArgumentException when {@code duration} is negative
   */
  public void advanceTime(java.time.Duration duration) {
    if (!duration.isNegative()) {
      chainOrders.settle();
    }
    chains.advanceTime(duration);
    attached.values().forEach(chain -> chain.advance(duration.toSeconds()));
    chainOrders.settle();
  }

  public static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  public static ArrayNode array() {
    return JsonNodeFactory.instance.arrayNode();
  }

  /** The chain, or 404 "No quotes available" when the server does not simulate it. */
  public Chain servedChain(long chainId) {
    return market().chain(chainId).orElseThrow(ApiError::noQuotes);
  }

  /** A token the server trades, or 404 "No quotes available". */
  public Token tradedToken(long chainId, String address) {
    return market().token(chainId, address).orElseThrow(ApiError::noQuotes);
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
    return backend(chain.id()).universalRouter(chain, version).orElseThrow(ApiError::noQuotes);
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

  /**
   * A chain's gas amount in wei of its native currency, in USD (USDC-denominated), as the service writes {@code
   * gasFeeUSD}. On a chain without a native currency (Tempo, whose fees are paid in stablecoins) a unit is a dollar.
   */
  public String usd(long chainId, BigInteger wei) {
    BigDecimal eth = new BigDecimal(wei).movePointLeft(18);
    return eth.multiply(nativeUsd(chainId))
        .setScale(18, RoundingMode.DOWN)
        .stripTrailingZeros()
        .toPlainString();
  }

  private BigDecimal nativeUsd(long chainId) {
    return market().token(chainId, Addresses.ZERO_ADDRESS).map(Token::usdPrice).orElse(BigDecimal.ONE);
  }

  /** A wei amount of the token's chain converted into the token's base units at the reference prices. */
  public BigInteger weiIn(Token token, BigInteger wei) {
    boolean nativeOrWrapped = token.isNative()
        || market().wrappedNativeToken(token.chainId()).map(w -> w.key().equals(token.key())).orElse(false);
    if (nativeOrWrapped && market().token(token.chainId(), Addresses.ZERO_ADDRESS).isPresent()) {
      return wei;
    }
    BigDecimal usd = new BigDecimal(wei).multiply(nativeUsd(token.chainId()));
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
      RequestedUrgency.Fees fees) {
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
    permit.set("domain", Permit2TypedData.permit2Domain(chain.id(), chain.permit2()));
    ObjectNode types = permit.putObject("types");
    Permit2TypedData.type(types, "PermitSingle", "details", "PermitDetails", "spender", "address", "sigDeadline", "uint256");
    Permit2TypedData.type(types, "PermitDetails", "token", "address", "amount", "uint160", "expiration", "uint48",
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
