package io.tradingsdk.server.internal.engine;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.internal.chain.BoundedMap;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.ChainReads;
import io.tradingsdk.server.internal.chain.ChainState;
import io.tradingsdk.server.internal.chain.Ids;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.evm.EvmChain;
import io.tradingsdk.server.internal.evm.EvmContracts;
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
  // Chain 1 on a real node in the EVM mode, between ReferenceServer.start and close.
  private volatile EvmChain evm;
  private final Map<Long, ChainReads> nodeReads = new java.util.concurrent.ConcurrentHashMap<>();

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
    EvmChain running = evm;
    if (running != null && newSeed != running.seed()) {
      throw new IllegalArgumentException("seed: the EVM chain was deployed for seed " + running.seed() + "; restart the server"
          + " with --seed " + newSeed + " to trade on another market");
    }
    chains.reset(newSeed);
    if (running != null) {
      running.reset(chains.nowSeconds()); // the chain's time is the simulated clock's again
    }
    quoteRouterVersions.clear();
    orders.clear();
    chainOrders.clear();
    resetHooks.forEach(Runnable::run);
  }

  /** Serves chain {@link EvmContracts#CHAIN_ID} from a real node from now on (null: simulated again). */
  public void evm(EvmChain chain) {
    this.evm = chain;
  }

  /** The real node behind a chain in the EVM mode; empty for a simulated chain. */
  public Optional<EvmChain> evm(long chainId) {
    EvmChain running = evm;
    return running != null && chainId == EvmContracts.CHAIN_ID ? Optional.of(running) : Optional.empty();
  }

  /**
   * Reads {@code chainId} from {@code reads} from now on (a real node, in the EVM mode; the facade registers it when
   * it starts one), or from the ledger again when {@code reads} is null.
   */
  public void readFrom(long chainId, ChainReads reads) {
    if (reads == null) {
      nodeReads.remove(chainId);
    } else {
      nodeReads.put(chainId, reads);
    }
  }

  /** A chain's state as the API reads it, whichever kind of chain runs it. */
  public ChainReads reads(long chainId) {
    ChainReads node = nodeReads.get(chainId);
    return node != null ? node : ledger().reads(chainId);
  }

  /**
   * An ERC-20 allowance, as the chain holds it. The native currency (the zero address) needs none, and always answers
   * from the ledger.
   */
  public BigInteger allowance(long chainId, String owner, String token, String spender) {
    return isNative(token) ? ledger().allowance(chainId, owner, token, spender)
        : reads(chainId).allowance(owner, token, spender);
  }

  /** Permit2's allowance of {@code spender}, as the chain holds it. */
  public Ledger.Permit2Allowance permit2Allowance(long chainId, String owner, String token, String spender) {
    return isNative(token) ? ledger().permit2Allowance(chainId, owner, token, spender)
        : reads(chainId).permit2Allowance(owner, token, spender);
  }

  /** The contract a wallet delegates to by EIP-7702, as the chain holds it (on a node: the wallet's code). */
  public Optional<String> delegation(long chainId, String wallet) {
    return reads(chainId).delegation(wallet);
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
   * The router of a chain's pools. In the EVM mode chain 1's hops are priced from the pools on the node, so quotes
   * follow the swaps mined there; the simulated chains price from the market.
   */
  public Router router(long chainId) {
    Router simulated = chains.router();
    return evm(chainId).map(chain -> simulated.pricedBy(chain.pricing())).orElse(simulated);
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

  /** The {@code DUTCH_V2} orders the EVM mode's real reactor fills, and the server's filler of them. */
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
   * Moves time forward on every chain: the simulated clock, and in the EVM mode chain 1's by the whole seconds (a
   * block is mined there). The server's filler looks at its open orders before and after: before, as a filler
   * watching every block would have, so what the chain already shows (a cancelled nonce, a market that covers an
   * order) counts before the jump can pass a deadline; after, one the market now covers fills, one past its
   * deadline expires.
   *
   * @throws IllegalArgumentException when {@code duration} is negative
   */
  public void advanceTime(java.time.Duration duration) {
    EvmChain running = evm;
    if (running != null && !duration.isNegative()) {
      chainOrders.settle();
    }
    chains.advanceTime(duration);
    if (running != null) {
      running.advance(duration.toSeconds());
      chainOrders.settle();
    }
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
    Optional<EvmChain> real = evm(chain.id());
    if (real.isPresent()) {
      return real.get().contracts().universalRouter(version).map(a -> a.toLowerHex())
          .orElseThrow(ApiError::noQuotes);
    }
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
