package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.node.AnvilNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One chain on a real node: anvil with the chain's id, started from a deployed state. The first start for a lockfile, seed and chain
 * deploys the contracts and seeds the pools ({@link Deployment}), then dumps the state and the addresses into the
 * cache; later starts load them ({@code --load-state}). {@link #reset()} reverts to the loaded state.
 */
public final class EvmChain implements AutoCloseable {
  /**
   * Bumped whenever {@link Deployment} changes what it deploys, so an old dumped state is not loaded. Part of the
   * state's cache key with the lockfile's hash and the seed.
   */
  static final int DEPLOYMENT_VERSION = 9;
  /** The environment variable naming the anvil binary when the configuration does not. */
  public static final String ANVIL_VARIABLE = "TRADING_ANVIL";

  private final long chainId;
  private final EvmNode node;
  private final EvmContracts contracts;
  private final ChainPricing pricing;
  private final UniswapXFiller filler;
  private final boolean deployed;
  private final long startNanos;
  private final long seed;
  private String snapshot;

  private EvmChain(long chainId, EvmNode node, EvmContracts contracts, boolean deployed, long startNanos, long seed,
      long now) {
    this.chainId = chainId;
    this.seed = seed;
    this.node = node;
    this.contracts = contracts;
    this.pricing = new ChainPricing(node, contracts);
    this.filler = new UniswapXFiller(node, contracts, chainId);
    this.deployed = deployed;
    this.startNanos = startNanos;
    node.catchUpClock(now); // a loaded state's latest block is as old as the dump
    this.snapshot = node.snapshot();
  }

  /** Where the EVM mode's tools are: the anvil binary and the npm install of the contracts' artifacts. */
  public static final class Tools {
    private final Path anvil;
    private final Path nodeModules;

    private Tools(Path anvil, Path nodeModules) {
      this.anvil = anvil;
      this.nodeModules = nodeModules;
    }

    @Override
    public String toString() {
      return "anvil " + anvil + ", artifacts in " + nodeModules;
    }
  }

  /**
   * Finds anvil and the contracts' artifacts, installing them with npm into the cache when the configuration names
   * no install. Done once before the chains start in parallel, so that no two starts install at once.
   *
   * @throws IllegalStateException when anvil or the contracts cannot be found or installed
   */
  public static Tools tools(ServerConfig config) {
    Optional<Path> chosen = chosenAnvil(config); // a wrong --anvil fails before anything is installed
    Path tools = config.evmToolsDirectory().orElseGet(() -> NpmTools.ensureInstalled(config.evmCacheDirectory()));
    Path nodeModules = tools.resolve("node_modules");
    Path anvil = chosen.orElseGet(() -> AnvilNode.installedBinary(nodeModules).orElseThrow(() ->
        new IllegalStateException("no anvil binary in " + nodeModules + " (@foundry-rs/anvil's platform package):"
            + " give --anvil PATH or set " + ANVIL_VARIABLE)));
    return new Tools(anvil, nodeModules);
  }

  /**
   * Refuses a chain the EVM mode cannot deploy: one the market does not serve, or one without a wrapped native token
   * (its pools quote against it).
   *
   * @throws IllegalArgumentException naming the chain and the ones that can run on a real EVM
   */
  public static void requireRunnable(Market market, long chainId) {
    boolean runnable = market.chain(chainId).map(chain -> chain.deployments().wrappedNative.isPresent())
        .orElse(false);
    if (!runnable) {
      java.util.List<Long> capable = new java.util.ArrayList<>();
      for (io.tradingsdk.server.internal.chain.ChainTable.Row row : io.tradingsdk.server.internal.chain.ChainTable.rows()) {
        if (row.wrappedNative.isPresent() && market.chain(row.id).isPresent()) {
          capable.add(row.id);
        }
      }
      throw new IllegalArgumentException("evmChains: " + chainId + " is not a chain the server can run on a real EVM;"
          + " expected one of " + capable);
    }
  }

  /** {@link #start(ServerConfig, Market, long, Tools)} of Ethereum (chain 1) with the configuration's tools. */
  public static EvmChain start(ServerConfig config, Market market) {
    return start(config, market, EvmContracts.CHAIN_ID, tools(config));
  }

  /**
   * Starts an anvil with chain id {@code chainId}: from the cached state of this lockfile, the market's seed and the
   * chain, or deploys and caches it first. The chain's time is then the configuration's clock (a block is mined
   * there when the loaded state is older). Safe to call for several chains at once (each has its own files).
   *
   * @throws IllegalStateException when the chain cannot be deployed or anvil does not start
   */
  public static EvmChain start(ServerConfig config, Market market, long chainId, Tools tools) {
    long begin = System.nanoTime();
    Path cache = config.evmCacheDirectory();
    String key = NpmTools.sha256(NpmTools.lockfile(), ("deployment " + DEPLOYMENT_VERSION + " seed " + market.seed()
        + " chain " + chainId).getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    Path state = cache.resolve("state-" + chainId + "-" + key + ".json");
    Path addresses = cache.resolve("contracts-" + chainId + "-" + key + ".json");
    try {
      Files.createDirectories(cache);
      AnvilNode.Builder anvilNode = AnvilNode.builder(tools.anvil).chainId(chainId)
          .logDirectory(cache.resolve("logs"));
      boolean cached = Files.isRegularFile(state) && Files.isRegularFile(addresses);
      long now = config.clock().instant().getEpochSecond();
      if (cached) {
        return new EvmChain(chainId, new EvmNode(anvilNode.loadState(state).start()), EvmContracts.read(addresses),
            false, begin, market.seed(), now);
      }
      EvmNode node = new EvmNode(anvilNode.start());
      try {
        EvmContracts contracts = Deployment.run(node, new Artifacts(tools.nodeModules), market, chainId);
        node.dumpState(state);
        contracts.write(addresses);
        return new EvmChain(chainId, node, contracts, true, begin, market.seed(), now);
      } catch (RuntimeException e) {
        node.close();
        throw e;
      }
    } catch (IOException e) {
      throw new IllegalStateException("anvil of chain " + chainId + " did not start: " + e.getMessage(), e);
    }
  }

  /** {@code --anvil} / the configuration, else {@value #ANVIL_VARIABLE}; empty: the npm-installed platform binary. */
  private static Optional<Path> chosenAnvil(ServerConfig config) {
    Optional<Path> configured = config.anvilBinary();
    if (configured.isPresent()) {
      return Optional.of(requireExecutable(configured.get(), "--anvil"));
    }
    String variable = System.getenv(ANVIL_VARIABLE);
    if (variable != null && !variable.isBlank()) {
      return Optional.of(requireExecutable(Path.of(variable), ANVIL_VARIABLE));
    }
    return Optional.empty();
  }

  private static Path requireExecutable(Path binary, String source) {
    if (!Files.isExecutable(binary)) {
      throw new IllegalStateException(source + ": " + binary + " is not an executable file");
    }
    return binary;
  }

  /** The chain's id, anvil's {@code eth_chainId}. */
  public long chainId() {
    return chainId;
  }

  /** anvil's JSON-RPC URL, where wallets send their transactions. */
  public String rpcUrl() {
    return node.url();
  }

  /** The seed of the market whose pools were deployed. */
  public long seed() {
    return seed;
  }

  /** Where each contract is. */
  public EvmContracts contracts() {
    return contracts;
  }

  /** Prices route hops from the pools' state on the node (V2 reserves, V3 QuoterV2, V4 V4Quoter). */
  public Router.HopPricing pricing() {
    return pricing;
  }

  /** The server as cosigner and filler of the UniswapX orders on the chain's real reactors. */
  public UniswapXFiller uniswapX() {
    return filler;
  }

  /** Calls a JSON-RPC method of the node and returns its result. */
  public com.fasterxml.jackson.databind.JsonNode request(String method, Object... params) {
    return node.rpc().request(method, params);
  }

  /** {@code eth_call} of {@code signature} on {@code to} at the latest block, decoded as {@code returns}. */
  public java.util.List<Object> call(io.tradingsdk.signing.Address to, String returns, String signature,
      Object... args) {
    return node.call(to, returns, signature, args);
  }

  /** {@link #call}, empty when the call reverts; a node that does not answer still throws. */
  public Optional<java.util.List<Object>> callUnlessReverted(io.tradingsdk.signing.Address to, String returns,
      String signature, Object... args) {
    try {
      return Optional.of(call(to, returns, signature, args));
    } catch (JsonRpc.JsonRpcException e) {
      if (!e.reverted()) {
        throw e;
      }
      return Optional.empty();
    }
  }

  /** {@code token.allowance(owner, spender)}. */
  public java.math.BigInteger allowance(String owner, String token, String spender) {
    return (java.math.BigInteger) call(io.tradingsdk.signing.Address.of(token), "(uint256)",
        "allowance(address,address)", io.tradingsdk.signing.Address.of(owner),
        io.tradingsdk.signing.Address.of(spender)).get(0);
  }

  /** Permit2's {@code allowance(owner, token, spender)}: amount, expiration and nonce. */
  public java.util.List<Object> permit2Allowance(String owner, String token, String spender) {
    return call(io.tradingsdk.signing.Address.of(io.tradingsdk.server.internal.chain.Chain.PERMIT2),
        "(uint160,uint48,uint48)", "allowance(address,address,address)", io.tradingsdk.signing.Address.of(owner),
        io.tradingsdk.signing.Address.of(token), io.tradingsdk.signing.Address.of(spender));
  }

  /** What the node knows of a transaction hash. */
  public ChainBackend.Receipt receipt(String hash) {
    com.fasterxml.jackson.databind.JsonNode receipt = request("eth_getTransactionReceipt", hash);
    com.fasterxml.jackson.databind.JsonNode tx = receipt.isNull() ? request("eth_getTransactionByHash", hash) : receipt;
    if (tx.isNull()) {
      return ChainBackend.Receipt.NOT_FOUND;
    }
    String to = tx.path("to").asText("");
    boolean toRouter = !to.isEmpty() && contracts.all().entrySet().stream()
        .anyMatch(e -> e.getKey().startsWith("router:") && e.getValue().toLowerHex().equalsIgnoreCase(to));
    String status = receipt.isNull() ? "PENDING" : "0x1".equals(receipt.path("status").asText()) ? "SUCCESS" : "FAILED";
    return new ChainBackend.Receipt(status, toRouter);
  }

  /**
   * This chain as the API uses it ({@link ChainBackend}): read from the node, its transactions sent there, its
   * UniswapX orders filled on the real reactors. {@code simulated} is the same chain's ledger, which keeps what
   * stays simulated here (a plan's steps past a simulated bridge).
   */
  public ChainBackend backend(ChainBackend simulated) {
    return backend(simulated, new BridgeRelayer());
  }

  /**
   * {@link #backend(ChainBackend)} whose bridges are relayed by {@code relayer}, which relays between the chains
   * {@link BridgeRelayer#add added} to it (this one included, by the caller).
   */
  public ChainBackend backend(ChainBackend simulated, BridgeRelayer relayer) {
    return new EvmBackend(this, simulated, relayer);
  }

  /** The node, for the relayer. */
  EvmNode node() {
    return node;
  }

  /** The code at an address. */
  public byte[] code(io.tradingsdk.signing.Address address) {
    return node.code(address);
  }

  /** Whether this start deployed the contracts (no cached state yet) rather than loading them. */
  public boolean deployed() {
    return deployed;
  }

  /** How long the start took, in milliseconds (installing and deploying included when they ran). */
  public long startMillis() {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  /**
   * Reverts every transaction since the start: the loaded (or freshly deployed) state again, its time at {@code
   * now} (unix seconds; a block is mined there), since a revert also takes the chain's time back to the snapshot's.
   */
  public synchronized void reset(long now) {
    node.revert(snapshot);
    node.catchUpClock(now);
    snapshot = node.snapshot();
  }

  /** Moves the chain's time forward by {@code seconds} and mines a block there. */
  public void advance(long seconds) {
    if (seconds < 0) {
      throw new IllegalArgumentException("seconds: the chain's clock does not go back, got " + seconds);
    }
    node.advance(seconds);
  }

  /** The latest block's number. */
  public long latestBlock() {
    return node.latestBlock();
  }

  /** The latest block's timestamp, in seconds. */
  public long latestTimestamp() {
    return node.latestTimestamp();
  }

  @Override
  public void close() {
    node.close();
  }

  @Override
  public String toString() {
    return "EVM chain " + chainId + " on " + node;
  }
}
