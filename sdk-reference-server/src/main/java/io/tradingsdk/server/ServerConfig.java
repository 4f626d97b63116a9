package io.tradingsdk.server;

import io.tradingsdk.server.internal.codec.Addresses;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongSupplier;

/**
 * Everything that decides how the reference server answers: the seed of its market, its clocks, the
 * API keys it accepts, blocked wallets, and how state is kept. Immutable; build with {@link
 * #builder()}.
 */
public final class ServerConfig {
  /** A plain key: no fee, no rate limit. */
  public static final String TEST_KEY = "test-key";
  /** A key with a 25-bip integrator fee paid to {@link #FEE_RECIPIENT}. */
  public static final String FEE_KEY = "fee-key";
  /** A key limited to 3 requests per second (burst 3), the service's documented default. */
  public static final String LIMITED_KEY = "limited-key";
  /** A key whose account is blocked: every call answers 401. */
  public static final String BLOCKED_KEY = "blocked-key";
  /** Receives the fee of {@link #FEE_KEY}. */
  public static final String FEE_RECIPIENT = Addresses.checksum("0x00000000000000000000000000000000000fee01");
  /**
   * The well-known development wallet (the first account of the standard test mnemonic), which owns
   * the seeded liquidity positions. Never use its key for anything of value.
   */
  public static final String DEV_WALLET = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

  private final long seed;
  private final Clock clock;
  private final LongSupplier nanoTime;
  private final Map<String, ApiKey> apiKeys;
  private final Set<String> blockedWallets;
  private final int confirmations;
  private final int stateCapacity;
  private final SignerRecovery signerRecovery;
  private final boolean controlApi;
  private final int journalCapacity;
  // The bearer token that guards /_sim and eth_sendRawTransaction; never returned, logged or printed.
  private final byte[] controlToken;
  private final boolean devKeysAnywhere;
  private final Set<Long> evmChains;
  private final Path anvilBinary;
  private final Path evmToolsDirectory;
  private final Path evmCacheDirectory;

  private ServerConfig(Builder builder) {
    this.seed = builder.seed;
    this.clock = builder.clock;
    this.nanoTime = builder.nanoTime;
    this.apiKeys = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(builder.apiKeys));
    this.blockedWallets = Set.copyOf(builder.blockedWallets);
    this.confirmations = builder.confirmations;
    this.stateCapacity = builder.stateCapacity;
    this.signerRecovery = builder.signerRecovery;
    this.controlApi = builder.controlApi;
    this.journalCapacity = builder.journalCapacity;
    this.controlToken = builder.controlToken;
    this.devKeysAnywhere = builder.devKeysAnywhere;
    this.evmChains = java.util.Collections.unmodifiableSet(new java.util.TreeSet<>(builder.evmChains));
    this.anvilBinary = builder.anvilBinary;
    this.evmToolsDirectory = builder.evmToolsDirectory;
    this.evmCacheDirectory = builder.evmCacheDirectory;
  }

  /** The defaults: seed 1, the system clock, the four development keys. */
  public static ServerConfig defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The development keys every server accepts unless {@link Builder#clearApiKeys()} is called. */
  public static List<ApiKey> developmentKeys() {
    return List.of(
        ApiKey.of(TEST_KEY),
        ApiKey.builder(FEE_KEY).fee(25, FEE_RECIPIENT).build(),
        ApiKey.builder(LIMITED_KEY).rateLimit(3, 3).build(),
        ApiKey.builder(BLOCKED_KEY).blocked(true).build());
  }

  /** The market's seed: the same seed gives the same pools and the same quotes. */
  public long seed() {
    return seed;
  }

  /** The wall clock for timestamps, deadlines and block numbers. */
  public Clock clock() {
    return clock;
  }

  /** The monotonic clock (nanoseconds) rate limits are measured with. */
  public LongSupplier nanoTime() {
    return nanoTime;
  }

  /** Accepted keys by value, in the order they were added. */
  public Map<String, ApiKey> apiKeys() {
    return apiKeys;
  }

  /** Wallets (lower case) whose requests answer 401. */
  public Set<String> blockedWallets() {
    return blockedWallets;
  }

  /** How many status reads a submitted transaction stays PENDING before it settles. */
  public int confirmations() {
    return confirmations;
  }

  /** The most entries each piece of state keeps (least recently used go first). */
  public int stateCapacity() {
    return stateCapacity;
  }

  /** How signatures are checked. */
  public SignerRecovery signerRecovery() {
    return signerRecovery;
  }

  /** Whether the control API answers under {@code /_sim} (on by default). */
  public boolean controlApi() {
    return controlApi;
  }

  /** How many requests the {@link RequestJournal} keeps. */
  public int journalCapacity() {
    return journalCapacity;
  }

  /**
   * Whether a control token guards the chain: then the control API and {@code eth_sendRawTransaction} answer only
   * requests carrying {@code Authorization: Bearer <token>}, from any address.
   */
  public boolean hasControlToken() {
    return controlToken != null;
  }

  /** Whether {@code header} (an {@code Authorization} value) carries the control token; compared in constant time. */
  boolean isControlToken(String header) {
    if (controlToken == null || header.length() < 7 || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
      return false;
    }
    byte[] presented = header.substring(7).trim().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return java.security.MessageDigest.isEqual(presented, controlToken);
  }

  /**
   * Whether the development keys ({@link #developmentKeys()}) are accepted from any address; by default only from
   * loopback clients, since everyone knows them.
   */
  public boolean devKeysAnywhere() {
    return devKeysAnywhere;
  }

  /**
   * Whether some chain runs on a real EVM ({@link #evmChains()} is not empty): a {@link ReferenceServer} then starts
   * one anvil per such chain with the real Permit2, Universal Routers, UniswapX reactors, V2/V3/V4 pools and tokens
   * deployed, and the other chains stay simulated (see {@link Builder#evmChains(java.util.Collection)}).
   */
  public boolean evm() {
    return !evmChains.isEmpty();
  }

  /** The chains that run on a real EVM, one anvil each, in ascending order; empty by default (all simulated). */
  public Set<Long> evmChains() {
    return evmChains;
  }

  /** The anvil executable of the EVM mode, when configured (else {@code TRADING_ANVIL}, else the npm install's). */
  public Optional<Path> anvilBinary() {
    return Optional.ofNullable(anvilBinary);
  }

  /**
   * A folder where {@code npm ci} already ran on the server's EVM package.json (build-tools/evm), when configured;
   * else the EVM mode installs one in {@link #evmCacheDirectory()}.
   */
  public Optional<Path> evmToolsDirectory() {
    return Optional.ofNullable(evmToolsDirectory);
  }

  /**
   * Where the EVM mode keeps its npm install, its dumped deployed state and anvil's logs: by default {@code
   * $XDG_CACHE_HOME/trading-sdk/evm}, or {@code ~/.cache/trading-sdk/evm}.
   */
  public Path evmCacheDirectory() {
    return evmCacheDirectory;
  }

  /** A builder holding this configuration, to change a part of it. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.seed = seed;
    builder.clock = clock;
    builder.nanoTime = nanoTime;
    builder.apiKeys.clear();
    builder.apiKeys.putAll(apiKeys);
    builder.blockedWallets.addAll(blockedWallets);
    builder.confirmations = confirmations;
    builder.stateCapacity = stateCapacity;
    builder.signerRecovery = signerRecovery;
    builder.controlApi = controlApi;
    builder.journalCapacity = journalCapacity;
    builder.controlToken = controlToken;
    builder.devKeysAnywhere = devKeysAnywhere;
    builder.evmChains.addAll(evmChains);
    builder.anvilBinary = anvilBinary;
    builder.evmToolsDirectory = evmToolsDirectory;
    builder.evmCacheDirectory = evmCacheDirectory;
    return builder;
  }

  /** Builds a {@link ServerConfig}. */
  public static final class Builder {
    private long seed = 1;
    private Clock clock = Clock.systemUTC();
    private LongSupplier nanoTime = System::nanoTime;
    private final Map<String, ApiKey> apiKeys = new LinkedHashMap<>();
    private final Set<String> blockedWallets = new TreeSet<>();
    private int confirmations = 1;
    private int stateCapacity = 10_000;
    private SignerRecovery signerRecovery = Signatures.defaultRecovery();
    private boolean controlApi = true;
    private int journalCapacity = 200;
    private byte[] controlToken;
    private boolean devKeysAnywhere;
    private final Set<Long> evmChains = new TreeSet<>();
    private Path anvilBinary;
    private Path evmToolsDirectory;
    private Path evmCacheDirectory = defaultEvmCache();

    private Builder() {
      developmentKeys().forEach(this::apiKey);
    }

    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /** The wall clock; pass a fixed clock for byte-identical responses across runs. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /** The monotonic clock rate limits use; tests pass a controllable one instead of sleeping. */
    public Builder nanoTime(LongSupplier nanoTime) {
      this.nanoTime = Objects.requireNonNull(nanoTime, "nanoTime");
      return this;
    }

    /** Accepts a key (replacing one of the same value). */
    public Builder apiKey(ApiKey key) {
      apiKeys.put(key.value(), key);
      return this;
    }

    /** Forgets every key, the development keys included. */
    public Builder clearApiKeys() {
      apiKeys.clear();
      return this;
    }

    /** Blocks a wallet address: requests naming it as swapper, sender or wallet answer 401. */
    public Builder blockWallet(String address) {
      blockedWallets.add(Addresses.normalize(address));
      return this;
    }

    /** How many status reads a submitted transaction stays PENDING (0 settles at once). */
    public Builder confirmations(int confirmations) {
      if (confirmations < 0) {
        throw new IllegalArgumentException("confirmations: must be >= 0, was " + confirmations);
      }
      this.confirmations = confirmations;
      return this;
    }

    /** The most entries each piece of state keeps; at least 16. */
    public Builder stateCapacity(int capacity) {
      if (capacity < 16) {
        throw new IllegalArgumentException("stateCapacity: must be >= 16, was " + capacity);
      }
      this.stateCapacity = capacity;
      return this;
    }

    public Builder signerRecovery(SignerRecovery recovery) {
      this.signerRecovery = Objects.requireNonNull(recovery, "signerRecovery");
      return this;
    }

    /**
     * Serves the control API under {@code /_sim} (broadcast, clock, reset, journal, faults, state):
     * on by default; off, {@code /_sim} answers 404 like any unknown route.
     */
    public Builder controlApi(boolean enabled) {
      this.controlApi = enabled;
      return this;
    }

    /** How many requests the journal keeps (default 200); at least 1. */
    public Builder journalCapacity(int capacity) {
      if (capacity < 1) {
        throw new IllegalArgumentException("journalCapacity: must be >= 1, was " + capacity);
      }
      this.journalCapacity = capacity;
      return this;
    }

    /** The shortest control token accepted: long enough that guessing it over the network is hopeless. */
    public static final int MIN_CONTROL_TOKEN_LENGTH = 16;

    /**
     * Guards the chain with a bearer token: the control API ({@code /_sim}) and {@code eth_sendRawTransaction}
     * then answer only requests carrying {@code Authorization: Bearer <token>} (others get 401), whatever address
     * the server is bound to. A server bound beyond loopback with the control API on refuses to start without one.
     *
     * @throws IllegalArgumentException when the token is shorter than {@value #MIN_CONTROL_TOKEN_LENGTH}
     *     characters or holds whitespace (the message never shows it)
     */
    public Builder controlToken(String token) {
      Objects.requireNonNull(token, "token");
      if (token.length() < MIN_CONTROL_TOKEN_LENGTH || token.chars().anyMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("controlToken: expected at least " + MIN_CONTROL_TOKEN_LENGTH
            + " characters without whitespace, got " + token.length() + " characters");
      }
      this.controlToken = token.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      return this;
    }

    /**
     * Accepts the development keys from any client (default: loopback clients only; from elsewhere they answer
     * 401, since everyone knows them).
     */
    public Builder devKeysAnywhere(boolean anywhere) {
      this.devKeysAnywhere = anywhere;
      return this;
    }

    /**
     * Runs Ethereum (chain 1) on a real EVM (off by default): anvil on loopback with the real Permit2 (at its
     * canonical address), WETH, USDC, USDT, DAI and WBTC at their mainnet addresses with their real decimals, the V2,
     * V3 and V4 pools of the simulated market with full-range liquidity, and the Universal Routers 1.2.2, 2.0.0 and
     * 2.1.0. V3 LP positions are minted, increased, decreased and collected by the real NonfungiblePositionManager, V4
     * ones by the real V4 PositionManager.
     * The first start installs the contracts with npm (lockfile-pinned, into {@link #evmCacheDirectory}),
     * deploys them and dumps the state; later starts load it. A plan's steps on chain 1 up to its first bridge run
     * on the real contracts, limit orders fill on the real limit-order reactor and V2 positions on the real V2 router and
     * pairs. The other chains and cross-chain plans' bridges stay simulated. A {@link ReferenceServer} starts and stops the node.
     */
    public Builder evm(boolean enabled) {
      evmChains.clear();
      if (enabled) {
        evmChains.add(1L);
      }
      return this;
    }

    /**
     * Runs each of {@code chainIds} on its own real EVM (none by default), started in parallel: an anvil with that
     * chain id, the real Permit2 at its canonical address, the chain's tokens and wrapped native token at their real
     * addresses, its Universal Routers and UniswapX reactors (Dutch V2 on Ethereum, Dutch V3 on Arbitrum, Priority
     * on Base...) at the addresses of the chain's row in the deployment table (docs/chains.md), V2/V3/V4 pools
     * seeded like the simulated market's, and the position managers. Each chain's deployment is dumped once per
     * lockfile, seed and chain, and loaded by later starts. {@code evm(true)} is {@code evmChains(List.of(1L))}; an
     * empty collection turns the EVM mode off. The chains must be ones the server serves with a wrapped native
     * token (the pools quote against it); the server's start names one that is not.
     */
    public Builder evmChains(java.util.Collection<Long> chainIds) {
      Objects.requireNonNull(chainIds, "chainIds");
      evmChains.clear();
      for (Long chainId : chainIds) {
        evmChains.add(Objects.requireNonNull(chainId, "chainIds: an element is null"));
      }
      return this;
    }

    /** The anvil executable the EVM mode runs (default: {@code TRADING_ANVIL}, else the npm-installed one). */
    public Builder anvilBinary(Path binary) {
      this.anvilBinary = Objects.requireNonNull(binary, "binary");
      return this;
    }

    /** A folder where {@code npm ci} already ran on build-tools/evm's lockfile: the EVM mode installs nothing. */
    public Builder evmToolsDirectory(Path directory) {
      this.evmToolsDirectory = Objects.requireNonNull(directory, "directory");
      return this;
    }

    /** Where the EVM mode keeps its npm install, dumped states and logs. */
    public Builder evmCacheDirectory(Path directory) {
      this.evmCacheDirectory = Objects.requireNonNull(directory, "directory");
      return this;
    }

    private static Path defaultEvmCache() {
      String xdg = System.getenv("XDG_CACHE_HOME");
      Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
      return base.resolve("trading-sdk").resolve("evm");
    }

    public ServerConfig build() {
      return new ServerConfig(this);
    }
  }
}
