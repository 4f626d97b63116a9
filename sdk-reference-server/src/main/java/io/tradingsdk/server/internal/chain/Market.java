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

  private static final String V3_FACTORY = "0x1F98431c8aD98523631AE4a59f267346ea31F984";
  private static final String V3_FACTORY_BASE = "0x33128a8fC17869897dcE68Ed026d694621f6FDfD";
  private static final String V3_INIT_CODE_HASH =
      "0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54";
  private static final String V2_FACTORY = "0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f";
  private static final String V2_INIT_CODE_HASH =
      "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";

  private final long seed;
  private final Map<Long, Chain> chains = new LinkedHashMap<>();
  private final Map<String, Token> tokens = new LinkedHashMap<>();
  private final Map<Long, List<Pool>> pools = new LinkedHashMap<>();
  private final Map<Long, java.util.Set<String>> contracts = new LinkedHashMap<>();

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

  /** The wrapped native token of a chain. */
  public Token wrappedNative(long chainId) {
    return tokenBySymbol(chainId, "WETH").orElseThrow();
  }

  /** The native currency of a chain (ETH, at the zero address). */
  public Token nativeCurrency(long chainId) {
    return token(chainId, Addresses.ZERO_ADDRESS).orElseThrow();
  }

  /** The tokens of the same asset on other chains: the bridge destinations of a token. */
  public List<Token> bridgeDestinations(Token token) {
    List<Token> out = new ArrayList<>();
    for (Token candidate : tokens.values()) {
      if (candidate.asset().equals(token.asset()) && candidate.chainId() != token.chainId()) {
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
          chain.poolManager()).forEach(address -> code.add(Addresses.normalize(address)));
      ROUTER_VERSIONS.forEach(version -> chain.universalRouter(version).ifPresent(r -> code.add(Addresses.normalize(r))));
      List.of("V2", "V3", "V4").forEach(p -> chain.positionManager(p).ifPresent(m -> code.add(Addresses.normalize(m))));
      chain.reactor().ifPresent(reactor -> code.add(Addresses.normalize(reactor)));
      pools(chain.id()).stream().filter(pool -> !pool.protocol().equals("V4"))
          .forEach(pool -> code.add(Addresses.normalize(pool.address())));
      contracts.put(chain.id(), java.util.Set.copyOf(code));
    }
  }

  // ---------------------------------------------------------------------------------------------

  private void defineChains() {
    addChain(
        1, "Ethereum",
        Map.of(
            "1.2", "0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad",
            "2.0", "0x66a9893cc07d91d95644aedd05d03f95e1dba8af"),
        "1328256843", "2000000000", 12_000, 24_140_000L,
        "0x5c7BCd6E7De5423a257D81B442095A1a6ced35C5",
        Map.of(
            "V2", "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D",
            "V3", "0xC36442b4a4522E871399CD717aBDD847Ab11FE88",
            "V4", "0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e"),
        "0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4",
        "0x000000000004444c5dc75cB358380D2e3dE08A90");
    addChain(
        10, "OP Mainnet",
        Map.of(
            "1.2", "0xcb1355ff08ab38bbce60111f1bb2b784be25d7e8",
            "2.0", "0x851116d9223fabed8e56c0e6b8ad0c31d98b3507"),
        "1000000", "1000", 2_000, 146_000_000L,
        "0x6f26Bf09B1C792e3228e5467807a900A503c0281", Map.of(), null,
        "0x9a13F98Cb987694C9F086b1F5eB990EeA8264Ec3");
    addChain(
        324, "zkSync Era",
        Map.of("1.2", "0x28731bcc616b5f51dd52cf2e4df0e78dd1136c06"),
        "45250000", "0", 1_000, 62_000_000L,
        "0xE0B015E54d54fc84a6cB9B666099c46adE9335FF", Map.of(), null, null);
    addChain(
        8453, "Base",
        Map.of(
            "1.2", "0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad",
            "2.0", "0x6ff5693b99212da76ad316178a184ab56d299b43"),
        "3000000", "1000000", 2_000, 40_500_000L,
        "0x09aea4b2242abC8bb4BB78D537A67a245A7bEC64",
        Map.of(
            "V3", "0x03a520b32C04BF3bEEf7BEb72E919cf822Ed34f1",
            "V4", "0x7C5f5A4bBd8fD63184577525326123B519429bDc"),
        null,
        "0x498581fF718922c3f8e6A244956aF099B2652b2b");
    addChain(
        42161, "Arbitrum One",
        Map.of(
            "1.2", "0x5e325eda8064b456f4781070c0738d849c824258",
            "2.0", "0xa51afafe0263b40edaef0df8781ea9aa03e381a3"),
        "10000000", "0", 250, 410_000_000L,
        "0xe35e9842fceaca96570b734083f4a58e8f7c5f2a", Map.of(), null,
        "0x360E68faCcca8cA495c1B759Fd9EEe466db9FB32");
  }

  private void addChain(
      long id,
      String name,
      Map<String, String> routers,
      String baseFee,
      String priorityFee,
      long blockTimeMillis,
      long referenceBlock,
      String spokePool,
      Map<String, String> positionManagers,
      String reactor,
      String poolManager) {
    Map<String, String> normalizedRouters = new LinkedHashMap<>();
    routers.forEach((version, address) -> normalizedRouters.put(version, Addresses.normalize(address)));
    Map<String, String> managers = new LinkedHashMap<>();
    positionManagers.forEach((protocol, address) -> managers.put(protocol, Addresses.checksum(address)));
    chains.put(
        id,
        new Chain(
            id,
            name,
            normalizedRouters,
            new BigInteger(baseFee),
            new BigInteger(priorityFee),
            blockTimeMillis,
            referenceBlock,
            Addresses.checksum(spokePool),
            managers,
            reactor == null ? null : Addresses.checksum(reactor),
            poolManager != null ? Addresses.checksum(poolManager) : standInPoolManager(id)));
  }

  /**
   * Where Uniswap v4 is not deployed (zkSync Era) but its pools are simulated, a stable stand-in address for the
   * PoolManager, derived the way the zkSync pool addresses are.
   */
  private static String standInPoolManager(long chainId) {
    return Addresses.fromHash(Keccak.hash(("zksync-v4-pool-manager:" + chainId).getBytes(
        java.nio.charset.StandardCharsets.US_ASCII)));
  }

  private static final BigDecimal ETH_USD = new BigDecimal("3000");

  private void defineTokens() {
    token(1, "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", "WETH", "Wrapped Ether", 18, ETH_USD);
    token(1, "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USDC", "USD Coin", 6, "1");
    token(1, "0xdAC17F958D2ee523a2206206994597C13D831ec7", "USDT", "Tether USD", 6, "0.9998");
    token(1, "0x6B175474E89094C44Da98b954EedeAC495271d0F", "DAI", "Dai Stablecoin", 18, "1.0001");
    token(1, "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599", "WBTC", "Wrapped BTC", 8, "60000");

    token(10, "0x4200000000000000000000000000000000000006", "WETH", "Wrapped Ether", 18, ETH_USD);
    token(10, "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", "USDC", "USD Coin", 6, "1");
    token(10, "0x94b008aA00579c1307B0EF2c499aD98a8ce58e58", "USDT", "Tether USD", 6, "0.9998");
    token(10, "0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1", "DAI", "Dai Stablecoin", 18, "1.0001");

    token(324, "0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91", "WETH", "Wrapped Ether", 18, ETH_USD);
    token(324, "0x1d17CBcF0D6D143135aE902365D2E5e2A16538D4", "USDC", "USD Coin", 6, "1");
    token(324, "0x493257fD37EDB34451f62EDf8D2a0C418852bA4C", "USDT", "Tether USD", 6, "0.9998");

    token(8453, "0x4200000000000000000000000000000000000006", "WETH", "Wrapped Ether", 18, ETH_USD);
    token(8453, "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", "USDC", "USD Coin", 6, "1");
    token(8453, "0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2", "USDT", "Tether USD", 6, "0.9998");
    token(8453, "0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb", "DAI", "Dai Stablecoin", 18, "1.0001");

    token(42161, "0x82aF49447D8a07e3bd95BD0d56f35241523fBab1", "WETH", "Wrapped Ether", 18, ETH_USD);
    token(42161, "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", "USDC", "USD Coin", 6, "1");
    token(42161, "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9", "USDT", "Tether USD", 6, "0.9998");
    token(42161, "0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1", "DAI", "Dai Stablecoin", 18, "1.0001");

    for (long chainId : chains.keySet()) {
      put(new Token(chainId, Addresses.ZERO_ADDRESS, "ETH", "Ether", 18, "ETH", false, ETH_USD));
    }
  }

  private void token(long chainId, String address, String symbol, String name, int decimals, Object usd) {
    BigDecimal price = usd instanceof BigDecimal ? (BigDecimal) usd : new BigDecimal((String) usd);
    put(new Token(chainId, address, symbol, name, decimals, symbol, "USDT".equals(symbol), price));
  }

  private void put(Token token) {
    tokens.put(token.chainId() + ":" + token.key(), token);
  }

  private void definePools() {
    for (Chain chain : chains.values()) {
      long id = chain.id();
      // Depth scales with the chain: deep on Ethereum, shallower on rollups.
      BigDecimal scale = id == 1 ? BigDecimal.ONE : id == 324 ? new BigDecimal("0.05") : new BigDecimal("0.25");
      pool(id, "V4", "WETH", "USDC", 500, 10, "80000000", scale);
      pool(id, "V3", "WETH", "USDT", 500, 10, "40000000", scale);
      pool(id, "V3", "USDC", "USDT", 100, 1, "60000000", scale);
      pool(id, "V3", "WETH", "DAI", 3000, 60, "10000000", scale);
      pool(id, "V4", "USDC", "DAI", 100, 1, "20000000", scale);
      if (id == 1) {
        pool(id, "V3", "WBTC", "WETH", 3000, 60, "30000000", scale);
        pool(id, "V2", "WETH", "USDC", 3000, 0, "20000000", scale);
      }
      if (chain.positionManager("V4").isPresent()) {
        // V4 pools can hold native ETH itself (currency0 is the zero address), apart from the WETH
        // pool. It serves LP positions paid in ETH; quotes never cross it, as the router prices ETH
        // through WETH pools (see Leg.poolToken).
        pool(id, "V4", "ETH", "USDC", 500, 10, "40000000", scale);
      }
    }
  }

  private void pool(
      long chainId, String protocol, String symbolA, String symbolB, int fee, int tickSpacing,
      String depthUsd, BigDecimal scale) {
    Optional<Token> a = tokenBySymbol(chainId, symbolA);
    Optional<Token> b = tokenBySymbol(chainId, symbolB);
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
    String address = poolAddress(chainId, protocol, token0, token1, fee, tickSpacing);
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
      long chainId, String protocol, Token token0, Token token1, int fee, int tickSpacing) {
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
        String factory = chainId == 8453 ? V3_FACTORY_BASE : V3_FACTORY;
        byte[] salt =
            Keccak.hash(
                Abi.encode("(address,address,uint24)", Addresses.of(token0.address()), Addresses.of(token1.address()),
                    fee));
        return create2(factory, salt, V3_INIT_CODE_HASH, chainId == 324);
      default:
        byte[] pairSalt =
            Keccak.hash(
                concat(Addresses.of(token0.address()).toBytes(), Addresses.of(token1.address()).toBytes()));
        return create2(V2_FACTORY, pairSalt, V2_INIT_CODE_HASH, false);
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
