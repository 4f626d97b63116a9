package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The simulated market: chains, their tokens and contracts, and the pools between tokens. Built
 * from a seed: the same seed always gives the same reserves, so every quote is reproducible.
 *
 * <p>Token and contract addresses are the public mainnet deployments where known (Permit2, the
 * Universal Routers, USDC...), so payloads look like the real ones; pool addresses are derived with
 * the protocols' own CREATE2 / pool-id rules.
 */
public final class Market {
  /** Router versions the header accepts; other values get 404 "No quotes available". */
  public static final List<String> ROUTER_VERSIONS = List.of("1.2", "2.0", "2.1.1");
  /** The version used when the header is absent. */
  public static final String DEFAULT_ROUTER_VERSION = "2.0";

  private static final String V3_INIT_CODE_HASH =
      "0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54";
  private static final String V2_INIT_CODE_HASH =
      "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";

  private final long seed;
  private final Map<Long, Chain> chains = new LinkedHashMap<>();
  private final Map<String, Token> tokens = new LinkedHashMap<>();
  private final Map<Long, List<Pool>> pools = new LinkedHashMap<>();
  private final Map<Long, java.util.Set<String>> contracts = new LinkedHashMap<>();
  private final Map<Long, String> wrappedNatives = new LinkedHashMap<>();
  private final Map<String, String> roles = new LinkedHashMap<>();

  public Market(long seed) {
    this.seed = seed;
    defineChains();
    defineTokens();
    definePools();
    defineContracts();
  }

  public long seed() {
    return seed;
  }

  /** The chains served, in a fixed order. */
  public Collection<Chain> chains() {
    return Collections.unmodifiableCollection(chains.values());
  }

  public Optional<Chain> chain(long id) {
    return Optional.ofNullable(chains.get(id));
  }

  /** A known token by chain and address (any case), the native currency included. */
  public Optional<Token> token(long chainId, String address) {
    return Optional.ofNullable(tokens.get(chainId + ":" + Addresses.normalize(address)));
  }

  /** Every known token, all chains. */
  public Collection<Token> tokens() {
    return Collections.unmodifiableCollection(tokens.values());
  }

  /** A token by symbol on a chain (ETH is the native currency). */
  public Optional<Token> tokenBySymbol(long chainId, String symbol) {
    return tokens.values().stream()
        .filter(t -> t.chainId() == chainId && t.symbol().equals(symbol))
        .findFirst();
  }

  /** The wrapped native token of a chain (WETH, WBNB...), empty on a chain that has none (Celo, Tempo). */
  public Optional<Token> wrappedNativeToken(long chainId) {
    return Optional.ofNullable(wrappedNatives.get(chainId)).flatMap(address -> token(chainId, address));
  }

  /** The wrapped native token of a chain that has one. */
  public Token wrappedNative(long chainId) {
    return wrappedNativeToken(chainId).orElseThrow(
        () -> new IllegalStateException("chain " + chainId + " has no wrapped native token"));
  }

  /** The native currency of a chain (at the zero address), on a chain that has one. */
  public Token nativeCurrency(long chainId) {
    return token(chainId, Addresses.ZERO_ADDRESS).orElseThrow(
        () -> new IllegalStateException("chain " + chainId + " has no native currency"));
  }

  /**
   * Whether a bridge joins two chains: Across runs on both (each has a SpokePool) and both are mainnets or both
   * testnets.
   */
  public boolean bridged(long fromChainId, long toChainId) {
    Chain from = chains.get(fromChainId);
    Chain to = chains.get(toChainId);
    return from != null && to != null && fromChainId != toChainId && from.bridges() && to.bridges()
        && from.testnet() == to.testnet();
  }

  /** The tokens of the same asset on other chains: the bridge destinations of a token. */
  public List<Token> bridgeDestinations(Token token) {
    List<Token> out = new ArrayList<>();
    for (Token candidate : tokens.values()) {
      if (candidate.asset().equals(token.asset()) && bridged(token.chainId(), candidate.chainId())) {
        out.add(candidate);
      }
    }
    return out;
  }

  /** The pools of a chain. */
  public List<Pool> pools(long chainId) {
    return pools.getOrDefault(chainId, List.of());
  }

  /**
   * Whether an address holds code on a chain: a token, Permit2, a Universal Router or the proxy router, the
   * smart-wallet delegate, the bridge, a position manager, the limit-order reactor, the V4 PoolManager or a V2/V3
   * pool. Balances are kept for the other addresses (accounts) only.
   */
  public boolean isContract(long chainId, String address) {
    return contracts.getOrDefault(chainId, java.util.Set.of()).contains(Addresses.normalize(address));
  }

  private void defineContracts() {
    for (Chain chain : chains.values()) {
      java.util.Set<String> code = new java.util.HashSet<>();
      tokens.values().stream().filter(t -> t.chainId() == chain.id() && !t.isNative()).forEach(t -> code.add(t.key()));
      java.util.stream.Stream.of(chain.permit2(), Chain.PROXY_ROUTER, Chain.LATEST_DELEGATION, chain.spokePool(),
          chain.poolManager()).filter(java.util.Objects::nonNull).forEach(address -> code.add(Addresses.normalize(address)));
      ROUTER_VERSIONS.forEach(version -> chain.universalRouter(version).ifPresent(r -> code.add(Addresses.normalize(r))));
      List.of("V2", "V3", "V4").forEach(p -> chain.positionManager(p).ifPresent(m -> code.add(Addresses.normalize(m))));
      chain.reactor().ifPresent(reactor -> code.add(Addresses.normalize(reactor)));
      pools(chain.id()).stream().filter(pool -> !pool.protocol().equals("V4"))
          .forEach(pool -> code.add(Addresses.normalize(pool.address())));
      contracts.put(chain.id(), java.util.Set.copyOf(code));
    }
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * What the server simulates of each chain beyond its deployments: the gas market (base and priority fee in wei),
   * the block time, the block at the reference instant, and the UniswapX orders the service offers there (by routing,
   * newest last; their reactors come from the table). Fees and blocks are representative figures, not measurements.
   */
  private static final class Profile {
    final String baseFee;
    final String priorityFee;
    final long blockTimeMillis;
    final long referenceBlock;
    final List<String> orders;

    Profile(String baseFee, String priorityFee, long blockTimeMillis, long referenceBlock, String... orders) {
      this.baseFee = baseFee;
      this.priorityFee = priorityFee;
      this.blockTimeMillis = blockTimeMillis;
      this.referenceBlock = referenceBlock;
      this.orders = List.of(orders);
    }
  }

  /** Where the chain has a Dutch V3 reactor and nothing more particular is known, the service offers DUTCH_V3. */
  private static final String[] V3_WHERE_DEPLOYED = {"DUTCH_V3?"};

  private static final Map<Long, Profile> PROFILES = Map.ofEntries(
      Map.entry(1L, new Profile("1328256843", "2000000000", 12_000, 24_140_000L, "DUTCH_V2")),
      Map.entry(10L, new Profile("1000000", "1000", 2_000, 146_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(56L, new Profile("50000000", "50000000", 750, 73_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(130L, new Profile("1000000", "1000", 1_000, 36_000_000L, "PRIORITY")),
      Map.entry(137L, new Profile("30000000000", "30000000000", 2_000, 81_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(143L, new Profile("100000000000", "1000000000", 400, 40_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(196L, new Profile("20000000", "0", 1_000, 45_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(324L, new Profile("45250000", "0", 1_000, 62_000_000L)),
      Map.entry(480L, new Profile("1000000", "1000", 2_000, 23_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(1868L, new Profile("1000000", "1000", 2_000, 17_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(4217L, new Profile("10000000000", "0", 500, 5_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(8453L, new Profile("3000000", "1000000", 2_000, 40_500_000L, "PRIORITY")),
      Map.entry(10143L, new Profile("50000000000", "1000000000", 500, 45_000_000L)),
      Map.entry(42161L, new Profile("10000000", "0", 250, 410_000_000L, "DUTCH_V2", "DUTCH_V3")),
      Map.entry(42220L, new Profile("25000000000", "0", 1_000, 50_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(43114L, new Profile("1000000000", "0", 2_000, 74_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(59144L, new Profile("50000000", "10000000", 2_000, 27_000_000L)),
      Map.entry(81457L, new Profile("1000000", "1000", 2_000, 29_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(7777777L, new Profile("1000000", "1000", 2_000, 39_000_000L, V3_WHERE_DEPLOYED)),
      Map.entry(1301L, new Profile("1000000", "1000", 1_000, 40_000_000L)),
      Map.entry(84532L, new Profile("1000000", "1000", 2_000, 35_000_000L)),
      Map.entry(11155111L, new Profile("1000000000", "1000000000", 12_000, 9_900_000L, "DUTCH_V2")));

  private void defineChains() {
    for (ChainTable.Row row : ChainTable.rows()) {
      Profile profile = PROFILES.get(row.id);
      if (profile == null) {
        throw new IllegalStateException("chain " + row.id + " of the chain table has no simulation profile");
      }
      Map<String, String> routers = new LinkedHashMap<>();
      for (String version : ROUTER_VERSIONS) {
        String address = row.universalRouters.get(version);
        if (address != null) {
          routers.put(version, Addresses.normalize(address));
        }
      }
      Map<String, String> managers = new LinkedHashMap<>();
      if (row.id == 1) {
        // V2 pools are simulated on Ethereum only; the V2 router adds and removes their liquidity.
        row.v2Router.ifPresent(router -> managers.put("V2", Addresses.checksum(router)));
      }
      managers.put("V3", Addresses.checksum(row.v3PositionManager));
      row.v4PositionManager.ifPresent(manager -> managers.put("V4", Addresses.checksum(manager)));
      Map<String, String> orders = new LinkedHashMap<>();
      for (String routing : profile.orders) {
        boolean ifDeployed = routing.endsWith("?");
        String kind = ifDeployed ? routing.substring(0, routing.length() - 1) : routing;
        String reactor = row.reactors.get(kind);
        if (reactor == null && !ifDeployed) {
          throw new IllegalStateException("chain " + row.id + " offers " + kind + " but the chain table has no reactor");
        }
        if (reactor != null) {
          orders.put(kind, Addresses.checksum(reactor));
        }
      }
      chains.put(row.id, new Chain(row, routers, new BigInteger(profile.baseFee), new BigInteger(profile.priorityFee),
          profile.blockTimeMillis, profile.referenceBlock, managers, orders));
    }
  }

  private static final BigDecimal ETH_USD = new BigDecimal("3000");
  private static final Map<String, String> ROLE_USD =
      Map.of("USDC", "1", "USDT", "0.9998", "DAI", "1.0001", "WBTC", "60000");

  private void defineTokens() {
    for (ChainTable.Row row : ChainTable.rows()) {
      row.wrappedNative.ifPresent(w -> {
        String nativeSymbol = row.nativeCurrency.map(n -> n[0]).orElse("");
        BigDecimal price = row.nativeCurrency.map(n -> new BigDecimal(n[2])).orElse(ETH_USD);
        put(new Token(row.id, w[0], w[1], w[2], 18, nativeSymbol.equals("ETH") ? "WETH" : w[1], false, price));
        wrappedNatives.put(row.id, Addresses.normalize(w[0]));
      });
      for (ChainTable.TokenRow t : row.tokens) {
        BigDecimal price = new BigDecimal(ROLE_USD.get(t.role));
        put(new Token(row.id, t.address, t.symbol, t.name, t.decimals, t.asset, "USDT".equals(t.symbol), price));
        roles.put(row.id + ":" + t.role, Addresses.normalize(t.address));
      }
    }
    for (ChainTable.Row row : ChainTable.rows()) {
      row.nativeCurrency.ifPresent(n -> put(
          new Token(row.id, Addresses.ZERO_ADDRESS, n[0], n[1], 18, n[0], false, new BigDecimal(n[2]))));
    }
  }

  private void put(Token token) {
    tokens.put(token.chainId() + ":" + token.key(), token);
  }

  private void definePools() {
    for (Chain chain : chains.values()) {
      long id = chain.id();
      // Depth scales with the chain: deep on Ethereum, shallower on rollups, shallow on zkSync and the testnets.
      BigDecimal scale = id == 1 ? BigDecimal.ONE
          : id == 324 || chain.testnet() ? new BigDecimal("0.05") : new BigDecimal("0.25");
      boolean v4 = chain.poolManager() != null;
      Optional<Token> wrapped = wrappedNativeToken(id);
      Optional<Token> dollar = role(id, "USDC");
      Optional<Token> usdt = role(id, "USDT");
      Optional<Token> dai = role(id, "DAI");
      if (v4) {
        pool(id, "V4", wrapped, dollar, 500, 10, "80000000", scale);
      }
      pool(id, "V3", wrapped, usdt, 500, 10, "40000000", scale);
      pool(id, "V3", dollar, usdt, 100, 1, "60000000", scale);
      pool(id, "V3", wrapped, dai, 3000, 60, "10000000", scale);
      if (v4) {
        pool(id, "V4", dollar, dai, 100, 1, "20000000", scale);
      }
      if (id == 1) {
        pool(id, "V3", role(id, "WBTC"), wrapped, 3000, 60, "30000000", scale);
        pool(id, "V2", wrapped, dollar, 3000, 0, "20000000", scale);
      }
      if (chain.positionManager("V4").isPresent()) {
        // V4 pools can hold the native currency itself (currency0 is the zero address), apart from the wrapped
        // pool. It serves LP positions paid in the native currency; quotes never cross it, as the router prices the
        // native currency through the wrapped pools (see Leg.poolToken).
        pool(id, "V4", token(id, Addresses.ZERO_ADDRESS), dollar, 500, 10, "40000000", scale);
      }
    }
  }

  /** The token playing a part in the simulated pools ({@code USDC}: the chain's dollar, {@code USDT}, {@code DAI}, {@code WBTC}). */
  private Optional<Token> role(long chainId, String role) {
    return Optional.ofNullable(roles.get(chainId + ":" + role)).flatMap(address -> token(chainId, address));
  }

  private void pool(
      long chainId, String protocol, Optional<Token> a, Optional<Token> b, int fee, int tickSpacing,
      String depthUsd, BigDecimal scale) {
    if (a.isEmpty() || b.isEmpty()) {
      return; // the chain lacks one of the tokens
    }
    boolean aFirst = a.get().key().compareTo(b.get().key()) < 0;
    Token token0 = aFirst ? a.get() : b.get();
    Token token1 = aFirst ? b.get() : a.get();
    BigDecimal halfDepth = new BigDecimal(depthUsd).multiply(scale).divide(BigDecimal.valueOf(2));
    BigInteger reserve0 = reserve(halfDepth, token0);
    BigInteger reserve1 = reserve(halfDepth, token1);
    // The seed moves each pool's price by up to ±0.25%, the same way on every run.
    String key = chainId + ":" + protocol + ":" + token0.symbol() + ":" + token1.symbol();
    SplittableRandom random = new SplittableRandom(Ids.mix(seed) ^ key.hashCode());
    long shift = random.nextInt(501) - 250; // in 1/100000: -0.25%..+0.25%
    reserve1 = reserve1.multiply(BigInteger.valueOf(100_000 + shift)).divide(BigInteger.valueOf(100_000));
    String address = poolAddress(chains.get(chainId), protocol, token0, token1, fee, tickSpacing);
    pools.computeIfAbsent(chainId, k -> new ArrayList<>())
        .add(new Pool(chainId, protocol, token0, token1, fee, tickSpacing, reserve0, reserve1, address));
  }

  private static BigInteger reserve(BigDecimal usd, Token token) {
    return usd.divide(token.usdPrice(), 30, RoundingMode.DOWN)
        .movePointRight(token.decimals())
        .setScale(0, RoundingMode.DOWN)
        .toBigIntegerExact();
  }

  /** The pool's identifier the way each protocol derives it. */
  private static String poolAddress(
      Chain chain, String protocol, Token token0, Token token1, int fee, int tickSpacing) {
    long chainId = chain.id();
    switch (protocol) {
      case "V4":
        // PoolId = keccak256(abi.encode(currency0, currency1, fee, tickSpacing, hooks))
        return Hex.encode(
            Keccak.hash(
                Abi.encode(
                    Calldata.POOL_KEY,
                    Addresses.of(token0.address()),
                    Addresses.of(token1.address()),
                    fee,
                    tickSpacing,
                    Addresses.of(Addresses.ZERO_ADDRESS))));
      case "V3":
        String factory = chain.deployments().v3Factory;
        byte[] salt =
            Keccak.hash(
                Abi.encode("(address,address,uint24)", Addresses.of(token0.address()), Addresses.of(token1.address()),
                    fee));
        return create2(factory, salt, V3_INIT_CODE_HASH, chainId == 324);
      default:
        byte[] pairSalt =
            Keccak.hash(
                concat(Addresses.of(token0.address()).toBytes(), Addresses.of(token1.address()).toBytes()));
        return create2(chain.deployments().v2Factory.orElseThrow(), pairSalt, V2_INIT_CODE_HASH, false);
    }
  }

  private static String create2(String factory, byte[] salt, String initCodeHash, boolean synthetic) {
    byte[] data = concat(new byte[] {(byte) 0xff}, Addresses.of(factory).toBytes(), salt,
        Hex.decode(initCodeHash, "initCodeHash"));
    if (synthetic) {
      // zkSync derives contract addresses differently; a stable synthetic id stands in.
      data = concat("zksync".getBytes(java.nio.charset.StandardCharsets.US_ASCII), data);
    }
    return Addresses.fromHash(Keccak.hash(data));
  }

  private static byte[] concat(byte[]... parts) {
    int length = 0;
    for (byte[] part : parts) {
      length += part.length;
    }
    byte[] out = new byte[length];
    int at = 0;
    for (byte[] part : parts) {
      System.arraycopy(part, 0, out, at, part.length);
      at += part.length;
    }
    return out;
  }

  /** A symbol's display form for messages. */
  static String describe(Token token) {
    return token.symbol().toUpperCase(Locale.ROOT) + " on chain " + token.chainId();
  }
}
