package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The simulated on-chain state the API reads and the simulated broadcasts change: ERC-20 allowances,
 * Permit2 allowances and nonces, EIP-7702 delegations, liquidity positions, the native ETH balances
 * LP transactions move, submitted transactions and their swap status. Every map is bounded, so a soak
 * cannot grow it without limit. Thread-safe: every method locks the ledger (the work under the lock
 * is a few map operations).
 */
public final class Ledger {
  /** {@code approve(address,uint256)}. */
  public static final String APPROVE = Hex.encode(Abi.selector("approve(address,uint256)"));
  /** Permit2's {@code approve(address,address,uint160,uint48)}. */
  public static final String PERMIT2_APPROVE =
      Hex.encode(Abi.selector("approve(address,address,uint160,uint48)"));
  /** {@code transfer(address,uint256)}. */
  public static final String TRANSFER = Hex.encode(Abi.selector("transfer(address,uint256)"));
  /** WETH9's {@code deposit()}. */
  public static final String DEPOSIT = Hex.encode(Abi.selector("deposit()"));
  /** WETH9's {@code withdraw(uint256)}. */
  public static final String WITHDRAW = Hex.encode(Abi.selector("withdraw(uint256)"));

  /** A Permit2 allowance: amount, expiry (unix seconds) and the next permit nonce. */
  /** One chain of this ledger as the API reads it (the simulated implementation of {@link ChainReads}). */
  public ChainReads reads(long chainId) {
    Ledger ledger = this;
    return new ChainReads() {
      @Override
      public BigInteger allowance(String owner, String token, String spender) {
        return ledger.allowance(chainId, owner, token, spender);
      }

      @Override
      public Permit2Allowance permit2Allowance(String owner, String token, String spender) {
        return ledger.permit2Allowance(chainId, owner, token, spender);
      }

      @Override
      public Optional<String> delegation(String wallet) {
        return ledger.delegation(chainId, wallet);
      }
    };
  }

  public static final class Permit2Allowance {
    public final BigInteger amount;
    public final long expiration;
    public final long nonce;

    public Permit2Allowance(BigInteger amount, long expiration, long nonce) {
      this.amount = amount;
      this.expiration = expiration;
      this.nonce = nonce;
    }
  }

  /** A liquidity position. */
  public static final class Position {
    public final String id;
    public final long chainId;
    public final String protocol;
    public final String owner;
    public final Token token0;
    public final Token token1;
    public BigInteger amount0;
    public BigInteger amount1;
    // LP lifecycle: the range (full range unless created with bounds) and fee accounting. Fees earned
    // before the last change of the amounts wait in uncollected*; the rest accrue from the checkpoint.
    public long tickLower = Pool.MIN_TICK;
    public long tickUpper = Pool.MAX_TICK;
    BigInteger uncollected0 = BigInteger.ZERO;
    BigInteger uncollected1 = BigInteger.ZERO;
    long checkpointSeconds;
    long checkpointSwaps;

    Position(String id, long chainId, String protocol, String owner, Token token0, Token token1,
        BigInteger amount0, BigInteger amount1) {
      this.id = id;
      this.chainId = chainId;
      this.protocol = protocol;
      this.owner = Addresses.normalize(owner);
      this.token0 = token0;
      this.token1 = token1;
      this.amount0 = amount0;
      this.amount1 = amount1;
    }
  }

  /** A submitted transaction the swap-status endpoint reports. */
  public static final class SwapRecord {
    public final String hash;
    public final long chainId;
    public final String swapType;
    public final boolean userOp;
    int reads;
    // Who broadcast it and when (simulated unix seconds), once known: see noteBroadcast.
    String wallet;
    long submittedAt;

    SwapRecord(String hash, long chainId, String swapType, boolean userOp) {
      this.hash = hash;
      this.chainId = chainId;
      this.swapType = swapType;
      this.userOp = userOp;
    }

    /** Who broadcast it, once known (see {@link Ledger#noteBroadcast}). */
    public Optional<String> wallet() {
      return Optional.ofNullable(wallet);
    }

    /** When it was broadcast, in simulated unix seconds (0 while {@link #wallet()} is unknown). */
    public long submittedAt() {
      return submittedAt;
    }
  }

  /** What a transaction the API built does when it is submitted. */
  public static final class BuiltTransaction {
    final String swapType;
    final List<Consumer<Ledger>> effects;
    // LP lifecycle and wallet batches: whether the transaction succeeds when mined (checked then,
    // like a contract's require), and an effect that needs the transaction's hash.
    final java.util.function.Predicate<Ledger> succeeds;
    final java.util.function.BiConsumer<Ledger, String> minedEffect;
    // Transactions paying native ETH: what the contracts keep of the transaction's value (they
    // refund the rest); zero for every other transaction.
    final BigInteger nativeIn;
    // The gas the API quoted for it: what it uses when mined (0: its intrinsic gas).
    final long gas;

    public BuiltTransaction(String swapType, List<Consumer<Ledger>> effects) {
      this(swapType, List.copyOf(effects), ledger -> true, (ledger, hash) -> { }, BigInteger.ZERO, 0);
    }

    private BuiltTransaction(String swapType, List<Consumer<Ledger>> effects,
        java.util.function.Predicate<Ledger> succeeds, java.util.function.BiConsumer<Ledger, String> minedEffect,
        BigInteger nativeIn, long gas) {
      this.swapType = swapType;
      this.effects = effects;
      this.succeeds = succeeds;
      this.minedEffect = minedEffect;
      this.nativeIn = nativeIn;
      this.gas = gas;
    }

    /**
     * A transaction that is not a swap ({@code GET /swaps} does not report it): when mined it reverts
     * unless {@code succeeds} holds, else applies {@code effect} with its hash.
     */
    public static BuiltTransaction checked(java.util.function.Predicate<Ledger> succeeds,
        java.util.function.BiConsumer<Ledger, String> effect) {
      return new BuiltTransaction(null, List.of(), succeeds, effect, BigInteger.ZERO, 0);
    }

    /**
     * This transaction paying {@code amount} of native ETH: when mined it reverts unless its {@code
     * value} covers the amount and the sender holds that value; else the sender's ETH balance loses
     * the amount (what the value carried beyond it is refunded, as {@code refundETH}, {@code SWEEP}
     * and the V2 router do).
     */
    public BuiltTransaction payingNative(BigInteger amount) {
      return new BuiltTransaction(swapType, effects, succeeds, minedEffect, amount, gas);
    }

    /** This transaction reverting when mined unless {@code condition} holds too (a balance, a deadline). */
    public BuiltTransaction requiring(java.util.function.Predicate<Ledger> condition) {
      return new BuiltTransaction(swapType, effects, succeeds.and(condition), minedEffect, nativeIn, gas);
    }

    /** This transaction using {@code quoted} gas when mined: the figure the API quoted for it. */
    public BuiltTransaction withGas(BigInteger quoted) {
      return new BuiltTransaction(swapType, effects, succeeds, minedEffect, nativeIn, quoted.longValueExact());
    }
  }

  private final int confirmations;
  private final Map<String, BigInteger> allowances;
  private final Map<String, Permit2Allowance> permit2;
  private final Map<String, String> delegations;
  private final Map<String, Position> positions;
  private final Map<String, SwapRecord> swaps;
  private final Map<String, BuiltTransaction> built;
  private final Map<String, Boolean> reverted;
  private final Map<String, Long> senderNonces;
  private final Map<String, BigInteger> nativeBalances;
  private final Map<String, BigInteger> tokenBalances;
  private final Map<String, MinedTransaction> minedTransactions;
  private final Map<String, Block> blocks;
  private long nextPositionId = 1001;
  // LP lifecycle: the clock fees accrue with, swaps mined per chain, and the position a mined tx minted.
  private java.util.function.LongSupplier clockMillis = () -> 0L;
  private final Map<Long, Long> minedSwaps = new java.util.HashMap<>();
  private final Map<String, String> mintedPositions;

  /**
   * @param capacity the most entries each map keeps (least recently used ones go first)
   * @param confirmations how many status reads a transaction stays PENDING before it settles
   */
  public Ledger(int capacity, int confirmations) {
    this.confirmations = confirmations;
    this.allowances = new BoundedMap<>(capacity);
    this.permit2 = new BoundedMap<>(capacity);
    this.delegations = new BoundedMap<>(capacity);
    this.positions = new BoundedMap<>(capacity);
    this.swaps = new BoundedMap<>(capacity);
    this.built = new BoundedMap<>(capacity);
    this.reverted = new BoundedMap<>(capacity);
    this.senderNonces = new BoundedMap<>(capacity);
    this.nativeBalances = new BoundedMap<>(capacity);
    this.tokenBalances = new BoundedMap<>(capacity);
    this.minedTransactions = new BoundedMap<>(capacity);
    this.blocks = new BoundedMap<>(capacity);
    this.mintedPositions = new BoundedMap<>(capacity);
  }

  private static String key(long chainId, String... parts) {
    StringBuilder out = new StringBuilder().append(chainId);
    for (String part : parts) {
      out.append('|').append(Addresses.normalize(part));
    }
    return out.toString();
  }

  // --- ERC-20 allowances -----------------------------------------------------------------------

  public synchronized BigInteger allowance(long chainId, String owner, String token, String spender) {
    return allowances.getOrDefault(key(chainId, owner, token, spender), BigInteger.ZERO);
  }

  /** Sets an ERC-20 allowance; mined, the token emits {@code Approval} (an NFT's approval for a position manager). */
  public synchronized void setAllowance(
      long chainId, String owner, String token, String spender, BigInteger amount) {
    allowances.put(key(chainId, owner, token, spender), amount);
    boolean positionManager = market != null && market.chain(chainId).map(chain -> List.of("V2", "V3", "V4").stream()
        .anyMatch(p -> chain.positionManager(p).map(m -> m.equalsIgnoreCase(token)).orElse(false))).orElse(false);
    emit(positionManager ? Events.erc721Approval(token, owner, spender, amount)
        : Events.erc20Approval(token, owner, spender, amount));
  }

  // --- Native ETH balances --------------------------------------------------------------------

  /**
   * What a wallet holds on a chain before anything sets or moves its balance: 10,000 ETH, as local
   * development chains (Anvil, Hardhat) fund their accounts, so an LP flow paying ETH works without
   * setup. Tests that check balances set them first.
   */
  public static final BigInteger DEFAULT_NATIVE_BALANCE = new BigInteger("10000000000000000000000");

  /** A wallet's native ETH balance on a chain, in wei. */
  public synchronized BigInteger nativeBalance(long chainId, String wallet) {
    return nativeBalances.getOrDefault(key(chainId, wallet), DEFAULT_NATIVE_BALANCE);
  }

  /** Sets a wallet's native ETH balance on a chain, in wei (a faucet, for tests). */
  public synchronized void setNativeBalance(long chainId, String wallet, BigInteger wei) {
    nativeBalances.put(key(chainId, wallet), wei);
  }

  /** Pays native ETH to a wallet (an LP withdrawal or fee claim in ETH, when mined). */
  public synchronized void creditNative(long chainId, String wallet, BigInteger wei) {
    setNativeBalance(chainId, wallet, nativeBalance(chainId, wallet).add(wei));
  }

  // --- Token balances --------------------------------------------------------------------------

  /** What an account holds of each token before anything sets or moves it: a million whole tokens. */
  public static final BigInteger DEFAULT_TOKEN_UNITS = BigInteger.valueOf(1_000_000);

  /**
   * An account's balance of a token: native ETH for the native currency; for an account, what was set or moved, a
   * million whole tokens ({@link #DEFAULT_TOKEN_UNITS}) before that. Contracts hold no kept balances: a pool answers
   * its reserve (which never moves, so quotes stay reproducible), any other contract zero.
   */
  public synchronized BigInteger tokenBalance(long chainId, Token token, String account) {
    if (token.isNative()) {
      return nativeBalance(chainId, account);
    }
    if (market != null && market.isContract(chainId, account)) {
      return market.pools(chainId).stream().filter(pool -> pool.address().equalsIgnoreCase(account) && pool.has(token))
          .map(pool -> pool.reserveOf(token)).findFirst().orElse(BigInteger.ZERO);
    }
    return tokenBalances.getOrDefault(key(chainId, token.key(), account), token.unit().multiply(DEFAULT_TOKEN_UNITS));
  }

  /** Sets an account's balance of a token (a faucet, for tests); the native currency sets its ETH. */
  public synchronized void setTokenBalance(long chainId, Token token, String account, BigInteger amount) {
    if (token.isNative()) {
      setNativeBalance(chainId, account, amount);
    } else {
      tokenBalances.put(key(chainId, token.key(), account), amount);
    }
  }

  /** Whether an account holds at least {@code amount} of a token. */
  public synchronized boolean holds(long chainId, Token token, String account, BigInteger amount) {
    return tokenBalance(chainId, token, account).compareTo(amount) >= 0;
  }

  /**
   * Moves tokens between two addresses, as a mined transfer does, and emits the token's {@code Transfer} (native ETH
   * emits nothing). Accounts' balances move; contracts' are not kept. The caller checked that the sender holds the
   * amount.
   */
  public synchronized void transfer(long chainId, Token token, String from, String to, BigInteger amount) {
    if (!isContract(chainId, from)) {
      setTokenBalance(chainId, token, from, tokenBalance(chainId, token, from).subtract(amount));
    }
    if (!isContract(chainId, to)) {
      setTokenBalance(chainId, token, to, tokenBalance(chainId, token, to).add(amount));
    }
    if (!token.isNative()) {
      emit(Events.erc20Transfer(token.address(), from, to, amount));
    }
  }

  /** Credits an account with tokens arriving from elsewhere (a bridge's fill on its destination chain). */
  public synchronized void credit(long chainId, Token token, String account, BigInteger amount) {
    if (!isContract(chainId, account)) {
      setTokenBalance(chainId, token, account, tokenBalance(chainId, token, account).add(amount));
    }
  }

  private boolean isContract(long chainId, String address) {
    return market != null && market.isContract(chainId, address);
  }

  // --- Logs ------------------------------------------------------------------------------------

  /** The logs of the transaction being mined; null between transactions (state set directly emits nothing). */
  private List<ReceiptLog> logs;

  /** Adds a log to the transaction being mined, if one is. */
  public synchronized void emit(ReceiptLog log) {
    if (logs != null) {
      logs.add(log);
    }
  }

  // --- Permit2 ---------------------------------------------------------------------------------

  public synchronized Permit2Allowance permit2Allowance(
      long chainId, String owner, String token, String spender) {
    return permit2.getOrDefault(
        key(chainId, owner, token, spender), new Permit2Allowance(BigInteger.ZERO, 0, 0));
  }

  /** Sets a Permit2 allowance directly (an on-chain {@code Permit2.approve}); the nonce is kept. */
  public synchronized void setPermit2Allowance(
      long chainId, String owner, String token, String spender, BigInteger amount, long expiration) {
    String k = key(chainId, owner, token, spender);
    long nonce = permit2.getOrDefault(k, new Permit2Allowance(BigInteger.ZERO, 0, 0)).nonce;
    permit2.put(k, new Permit2Allowance(amount, expiration, nonce));
    permit2Address(chainId).ifPresent(p -> emit(Events.permit2Approval(p, owner, token, spender, amount, expiration)));
  }

  /** Applies a signed permit: sets the allowance and consumes the nonce. */
  public synchronized void usePermit(
      long chainId, String owner, String token, String spender, BigInteger amount, long expiration,
      long nonce) {
    permit2.put(key(chainId, owner, token, spender), new Permit2Allowance(amount, expiration, nonce + 1));
    permit2Address(chainId).ifPresent(p -> emit(Events.permit2Permit(p, owner, token, spender, amount, expiration,
        nonce)));
  }

  private Optional<String> permit2Address(long chainId) {
    return market == null ? Optional.empty() : market.chain(chainId).map(Chain::permit2);
  }

  // --- Delegation ------------------------------------------------------------------------------

  public synchronized Optional<String> delegation(long chainId, String wallet) {
    return Optional.ofNullable(delegations.get(key(chainId, wallet)));
  }

  public synchronized void setDelegation(long chainId, String wallet, String address) {
    if (address == null) {
      delegations.remove(key(chainId, wallet));
    } else {
      delegations.put(key(chainId, wallet), address);
    }
  }

  // --- Positions -------------------------------------------------------------------------------

  public synchronized Position openPosition(
      long chainId, String protocol, String owner, Token token0, Token token1, BigInteger amount0,
      BigInteger amount1) {
    String id = Long.toString(nextPositionId++);
    Position position = new Position(id, chainId, protocol, owner, token0, token1, amount0, amount1);
    position.checkpointSeconds = nowSeconds();
    position.checkpointSwaps = minedSwaps.getOrDefault(chainId, 0L);
    positions.put(id, position);
    return position;
  }

  public synchronized Optional<Position> position(String id) {
    return Optional.ofNullable(positions.get(id));
  }

  /** The V2 position of an owner in a pair (V2 positions are addressed by pair, not id). */
  public synchronized Optional<Position> v2Position(long chainId, String owner, Token token0, Token token1) {
    String normalizedOwner = Addresses.normalize(owner);
    return positions.values().stream()
        .filter(p -> p.protocol.equals("V2") && p.chainId == chainId && p.owner.equals(normalizedOwner)
            && p.token0.key().equals(token0.key()) && p.token1.key().equals(token1.key()))
        .findFirst();
  }

  public synchronized void addLiquidity(Position position, BigInteger amount0, BigInteger amount1) {
    settleFees(position);
    position.amount0 = position.amount0.add(amount0);
    position.amount1 = position.amount1.add(amount1);
  }

  // --- LP lifecycle: fees, withdrawals, mints --------------------------------------------------

  /**
   * The simulated clock (unix milliseconds): LP fees accrue with it, and a mined transaction lands in the block it
   * tells.
   */
  public synchronized void attachClock(java.util.function.LongSupplier nowMillis) {
    this.clockMillis = nowMillis;
  }

  private long nowSeconds() {
    return Math.floorDiv(clockMillis.getAsLong(), 1000);
  }

  /**
   * The fees a position has earned and not collected, {@code [fee0, fee1]}: what it earned before
   * its amounts last changed plus what its current amounts earned since (see {@link #feesEarned}).
   */
  public synchronized BigInteger[] feesOwed(Position position) {
    BigInteger[] earned = feesEarned(position, nowSeconds() - position.checkpointSeconds,
        minedSwaps.getOrDefault(position.chainId, 0L) - position.checkpointSwaps, feePips(position));
    return new BigInteger[] {position.uncollected0.add(earned[0]), position.uncollected1.add(earned[1])};
  }

  /** Seconds in which background trading turns a pool's depth over once (10% a day). */
  private static final long SECONDS_PER_TURNOVER = 10L * 86_400;
  /** Mined swaps that turn a pool's depth over once (each swap trades 1% of it). */
  private static final long SWAPS_PER_TURNOVER = 100;

  /**
   * What a position's amounts earned over {@code seconds} and {@code swaps}: {@code [fee0, fee1]}. The fee model: a
   * pool trades a tenth of its depth a day on the simulated clock, and each swap mined on the chain trades another
   * hundredth; a position earns its pool's fee on its own amounts of that turnover. So fees grow with time and with
   * swap activity, and are the same on every run.
   */
  private static BigInteger[] feesEarned(Position position, long seconds, long swaps, int feePips) {
    BigInteger turnover = BigInteger.valueOf(Math.max(0, seconds)).multiply(BigInteger.valueOf(SWAPS_PER_TURNOVER))
        .add(BigInteger.valueOf(Math.max(0, swaps)).multiply(BigInteger.valueOf(SECONDS_PER_TURNOVER)));
    BigInteger scale = Pool.PIPS.multiply(BigInteger.valueOf(SECONDS_PER_TURNOVER * SWAPS_PER_TURNOVER));
    BigInteger fee = BigInteger.valueOf(feePips);
    return new BigInteger[] {
      position.amount0.multiply(fee).multiply(turnover).divide(scale),
      position.amount1.multiply(fee).multiply(turnover).divide(scale)
    };
  }

  /** Collects up to the given fees (what a claim built earlier promised; more may have accrued since). */
  public synchronized void collectFees(Position position, BigInteger fee0, BigInteger fee1) {
    settleFees(position);
    position.uncollected0 = position.uncollected0.subtract(fee0.min(position.uncollected0));
    position.uncollected1 = position.uncollected1.subtract(fee1.min(position.uncollected1));
  }

  /** Withdraws principal; fees stay claimable (a V4 decrease collects them itself, see {@link #collectFees}). */
  public synchronized void removeLiquidity(Position position, BigInteger amount0, BigInteger amount1) {
    settleFees(position);
    position.amount0 = position.amount0.subtract(amount0.min(position.amount0));
    position.amount1 = position.amount1.subtract(amount1.min(position.amount1));
  }

  /** Moves what the current amounts earned into the uncollected fees and restarts accrual. */
  private void settleFees(Position position) {
    BigInteger[] owed = feesOwed(position);
    position.uncollected0 = owed[0];
    position.uncollected1 = owed[1];
    position.checkpointSeconds = nowSeconds();
    position.checkpointSwaps = minedSwaps.getOrDefault(position.chainId, 0L);
  }

  private int feePips(Position position) {
    return market == null ? 0 : market.pools(position.chainId).stream()
        .filter(pool -> pool.protocol().equals(position.protocol) && pool.has(position.token0) && pool.has(position.token1))
        .mapToInt(Pool::fee).findFirst().orElse(0);
  }

  /** Opens a position as a mined create does, and remembers that {@code txHash} minted it. */
  public synchronized Position mintPosition(String txHash, long chainId, String protocol, String owner,
      Token token0, Token token1, BigInteger amount0, BigInteger amount1, long tickLower, long tickUpper) {
    Position position = openPosition(chainId, protocol, owner, token0, token1, amount0, amount1);
    position.tickLower = tickLower;
    position.tickUpper = tickUpper;
    mintedPositions.put(Addresses.normalize(txHash), position.id);
    if (!protocol.equals("V2") && market != null) {
      market.chain(chainId).flatMap(chain -> chain.positionManager(protocol)).ifPresent(manager ->
          emit(Events.erc721Transfer(manager, Addresses.ZERO_ADDRESS, owner, new BigInteger(position.id))));
    }
    return position;
  }

  /** The id of the position a mined transaction created (or added to, for a V2 pair). */
  public synchronized Optional<String> mintedPosition(String txHash) {
    return Optional.ofNullable(mintedPositions.get(Addresses.normalize(txHash)));
  }

  /** Records that a mined transaction created or topped up a position. */
  public synchronized void recordMinted(String txHash, Position position) {
    mintedPositions.put(Addresses.normalize(txHash), position.id);
  }

  /** Swaps mined on a chain so far: LP fees accrue with them. */
  public synchronized long minedSwaps(long chainId) {
    return minedSwaps.getOrDefault(chainId, 0L);
  }

  // --- Transactions and swap status ------------------------------------------------------------

  /** Remembers what a transaction the API built does, keyed by its calldata. */
  public synchronized void registerBuilt(String data, BuiltTransaction transaction) {
    built.put(dataKey(data), transaction);
  }

  private static String dataKey(String data) {
    return Hex.encode(Keccak.hash(Addresses.normalize(data).getBytes(StandardCharsets.US_ASCII)));
  }

  /** The next nonce of an account on a chain: how many transactions it sent, plus the authorizations it signed. */
  public synchronized long nonce(long chainId, String account) {
    return senderNonces.getOrDefault(chainId + "|" + Addresses.normalize(account), 0L);
  }

  private long useNonce(long chainId, String account) {
    return senderNonces.merge(chainId + "|" + Addresses.normalize(account), 1L, Long::sum) - 1;
  }

  /**
   * Mines a transaction into the chain's current block, the one way both paths (signed through {@code
   * eth_sendRawTransaction}, impersonated through {@code /_sim/transactions}) change the chain: the sender's nonce
   * is used, EIP-7702 authorizations delegate their authorities, the call runs ({@link #execute}) unless the gas limit
   * is below what it uses, and a signed transaction pays its gas. A transaction that reverts keeps its nonce and gas
   * but changes nothing else and emits no logs. The caller checked everything a node checks first; the ledger's
   * lock is held throughout, so a caller holding it too checks and mines atomically.
   */
  public synchronized MinedTransaction mine(Submission tx) {
    long chainId = tx.chainId();
    Chain chain = market.chain(chainId).orElseThrow(() -> new IllegalArgumentException("chain " + chainId
        + " is not simulated"));
    String sender = Addresses.normalize(tx.from());
    long nonce = useNonce(chainId, sender);
    String hash = tx.signed() != null ? tx.signed().hash().toHex() : Hex.encode(Keccak.hash(Abi.encode(
        "(uint256,address,uint256,address,uint256,bytes)", chainId, Addresses.of(sender), nonce, Addresses.of(tx.to()),
        tx.value(), Hex.decode(tx.data(), "data"))));
    List<ReceiptLog> emitted = new ArrayList<>();
    logs = emitted;
    long gasUsed = gasUsed(tx);
    try {
      tx.authorizations().forEach(authorization -> authorize(chainId, authorization));
      if (tx.gasLimit() != null && tx.gasLimit().compareTo(BigInteger.valueOf(gasUsed)) < 0) {
        gasUsed = tx.gasLimit().longValueExact(); // out of gas: it used all it had
        reverted.put(hash, Boolean.TRUE);
      } else {
        execute(chainId, sender, tx.to(), tx.data(), tx.value(), hash);
      }
    } finally {
      logs = null;
    }
    if (tx.gasPrice().signum() > 0) {
      BigInteger fee = tx.gasPrice().multiply(BigInteger.valueOf(gasUsed));
      setNativeBalance(chainId, sender, nativeBalance(chainId, sender).subtract(fee));
    }
    List<ReceiptLog> kept = isReverted(hash) ? List.of() : emitted;
    long number = chain.blockAt(clockMillis.getAsLong());
    Block block = blocks.computeIfAbsent(chainId + "|" + number, k -> new Block());
    MinedTransaction mined = new MinedTransaction(hash, tx, nonce, number, block.hashes.size(), gasUsed,
        block.gasUsed + gasUsed, kept, block.logCount);
    block.add(hash, gasUsed, kept.size());
    minedTransactions.put(hash, mined);
    noteBroadcast(hash, sender, nowSeconds());
    return mined;
  }

  /**
   * EIP-7702: an authorization for this chain (or every chain) carrying its authority's next nonce delegates the
   * authority (the zero address clears its delegation) and uses that nonce; any other is skipped.
   */
  private void authorize(long chainId, Submission.Authorized authorization) {
    String authority = Addresses.normalize(authorization.authority());
    boolean forThisChain = authorization.chainId() == 0 || authorization.chainId() == chainId;
    if (!forThisChain || !authorization.nonce().equals(BigInteger.valueOf(nonce(chainId, authority)))) {
      return;
    }
    useNonce(chainId, authority);
    boolean clears = Addresses.normalize(authorization.delegate()).equals(Addresses.ZERO_ADDRESS);
    setDelegation(chainId, authority, clears ? null : Addresses.normalize(authorization.delegate()));
  }

  /**
   * The gas a transaction uses ({@link GasModel}): at least its intrinsic gas and calldata floor; a transaction the
   * API built, what the API quoted; a token approval, transfer or WETH call, what such a call uses on mainnet.
   */
  public synchronized long gasUsed(Submission tx) {
    long least = Math.max(tx.intrinsicGas(), GasModel.floor(Hex.decode(tx.data(), "data")));
    BuiltTransaction transaction = built.get(dataKey(tx.data()));
    if (transaction != null && transaction.gas > 0) {
      return Math.max(least, transaction.gas);
    }
    String selector = selector(tx.data());
    boolean call = market.isContract(tx.chainId(), tx.to());
    if (call && (selector.equals(APPROVE) || selector.equals(PERMIT2_APPROVE) || selector.equals(DEPOSIT)
        || (selector.isEmpty() && isWeth(tx.chainId(), tx.to())))) {
      return Math.max(least, GasModel.SLOT_WRITE_CALL);
    }
    if (call && (selector.equals(TRANSFER) || selector.equals(WITHDRAW))) {
      return Math.max(least, GasModel.TRANSFER_CALL);
    }
    return least;
  }

  /**
   * What a call does on chain, as part of transaction {@code hash}: a transaction the API built applies its effects
   * (or reverts); an ERC-20 approval, transfer or Permit2 approval changes what it changes; WETH wraps and unwraps;
   * value sent to an account moves to it. A wallet batch runs each of its calls through here. Anything that fails
   * marks {@code hash} reverted.
   */
  public synchronized void execute(long chainId, String sender, String to, String data, BigInteger value, String hash) {
    String selector = selector(data);
    BuiltTransaction transaction = built.get(dataKey(data));
    if (isWeth(chainId, to) && (selector.isEmpty() || selector.equals(DEPOSIT) || selector.equals(WITHDRAW))) {
      if (!wethCall(chainId, sender, to, data, value)) {
        reverted.put(hash, Boolean.TRUE);
      } else if (transaction != null && transaction.swapType != null) {
        recordMinedSwap(hash, chainId, transaction.swapType); // a wrap or unwrap the swap endpoints built
      }
    } else if (transaction != null) {
      executeBuilt(chainId, sender, value, hash, transaction);
    } else if (!Addresses.normalize(to).equals(sender) && value.signum() > 0 && !sendValue(chainId, sender, to, value)) {
      reverted.put(hash, Boolean.TRUE);
    } else if (selector.equals(APPROVE) && data.length() == 10 + 128) {
      String spender = "0x" + data.substring(10 + 24, 10 + 64);
      BigInteger amount = new BigInteger(data.substring(10 + 64), 16);
      applyApproval(chainId, sender, to, spender, amount, hash);
    } else if (selector.equals(PERMIT2_APPROVE) && data.length() == 10 + 256) {
      String token = "0x" + data.substring(10 + 24, 10 + 64);
      String spender = "0x" + data.substring(10 + 64 + 24, 10 + 128);
      BigInteger amount = new BigInteger(data.substring(10 + 128, 10 + 192), 16);
      long expiration = new BigInteger(data.substring(10 + 192), 16).longValueExact();
      setPermit2Allowance(chainId, sender, token, spender, amount, expiration);
    } else if (selector.equals(TRANSFER) && data.length() == 10 + 128) {
      Optional<Token> token = knownToken(chainId, to);
      String recipient = "0x" + data.substring(10 + 24, 10 + 64);
      BigInteger amount = new BigInteger(data.substring(10 + 64), 16);
      if (token.isEmpty() || !holds(chainId, token.get(), sender, amount)) {
        reverted.put(hash, Boolean.TRUE);
      } else {
        transfer(chainId, token.get(), sender, recipient, amount);
      }
    }
  }

  private void executeBuilt(long chainId, String sender, BigInteger value, String hash, BuiltTransaction transaction) {
    if (!(paysNative(chainId, sender, value, transaction.nativeIn) && transaction.succeeds.test(this))) {
      reverted.put(hash, Boolean.TRUE);
      return;
    }
    if (transaction.nativeIn.signum() > 0) {
      setNativeBalance(chainId, sender, nativeBalance(chainId, sender).subtract(transaction.nativeIn));
    }
    transaction.effects.forEach(effect -> effect.accept(this));
    transaction.minedEffect.accept(this, hash);
    if (transaction.swapType != null) {
      recordMinedSwap(hash, chainId, transaction.swapType);
    }
  }

  private void recordMinedSwap(String hash, long chainId, String swapType) {
    swaps.put(hash, new SwapRecord(hash, chainId, swapType, false));
    minedSwaps.merge(chainId, 1L, Long::sum);
  }

  /**
   * Native value sent outside a transaction the API built: to an account it moves there; a contract with no payable
   * function reverts. False when it reverts (or the sender lacks the value).
   */
  private boolean sendValue(long chainId, String sender, String to, BigInteger value) {
    if (market.isContract(chainId, to) || nativeBalance(chainId, sender).compareTo(value) < 0) {
      return false;
    }
    setNativeBalance(chainId, sender, nativeBalance(chainId, sender).subtract(value));
    creditNative(chainId, to, value);
    return true;
  }

  /** WETH9: {@code deposit()} (or plain ETH sent to it) wraps the value, {@code withdraw(uint256)} unwraps. */
  private boolean wethCall(long chainId, String sender, String weth, String data, BigInteger value) {
    if (!selector(data).equals(WITHDRAW)) {
      if (nativeBalance(chainId, sender).compareTo(value) < 0) {
        return false;
      }
      wrap(chainId, sender, value);
      return true;
    }
    if (data.length() != 10 + 64 || value.signum() > 0) {
      return false;
    }
    BigInteger amount = new BigInteger(data.substring(10), 16);
    if (!holds(chainId, market.wrappedNative(chainId), sender, amount)) {
      return false;
    }
    unwrap(chainId, sender, amount);
    return true;
  }

  /** Wraps an account's ETH into WETH and emits {@code Deposit}; the caller checked that it holds the ETH. */
  public synchronized void wrap(long chainId, String account, BigInteger amount) {
    Token weth = market.wrappedNative(chainId);
    setNativeBalance(chainId, account, nativeBalance(chainId, account).subtract(amount));
    setTokenBalance(chainId, weth, account, tokenBalance(chainId, weth, account).add(amount));
    emit(Events.wethDeposit(weth.address(), account, amount));
  }

  /** Unwraps an account's WETH into ETH and emits {@code Withdrawal}; the caller checked that it holds the WETH. */
  public synchronized void unwrap(long chainId, String account, BigInteger amount) {
    Token weth = market.wrappedNative(chainId);
    setTokenBalance(chainId, weth, account, tokenBalance(chainId, weth, account).subtract(amount));
    creditNative(chainId, account, amount);
    emit(Events.wethWithdrawal(weth.address(), account, amount));
  }

  /**
   * Whether a call would succeed if mined now, without changing anything: what {@code eth_call} and {@code
   * eth_estimateGas} answer for a call that is not a view. Empty when it succeeds, else why it reverts (the empty
   * string when the contract gives no reason).
   */
  public synchronized Optional<String> wouldRevert(long chainId, String sender, String to, String data,
      BigInteger value) {
    String selector = selector(data);
    BuiltTransaction transaction = built.get(dataKey(data));
    if (isWeth(chainId, to) && (selector.isEmpty() || selector.equals(DEPOSIT))) {
      return nativeBalance(chainId, sender).compareTo(value) >= 0 ? Optional.empty() : Optional.of("");
    }
    if (isWeth(chainId, to) && selector.equals(WITHDRAW)) {
      boolean ok = data.length() == 10 + 64 && value.signum() == 0
          && holds(chainId, market.wrappedNative(chainId), sender, new BigInteger(data.substring(10), 16));
      return ok ? Optional.empty() : Optional.of("");
    }
    if (transaction != null) {
      boolean ok = paysNative(chainId, sender, value, transaction.nativeIn) && transaction.succeeds.test(this);
      return ok ? Optional.empty() : Optional.of("");
    }
    if (!Addresses.normalize(to).equals(Addresses.normalize(sender)) && value.signum() > 0 && market.isContract(chainId, to)) {
      return Optional.of(""); // no payable function
    }
    if (selector.equals(APPROVE) && data.length() == 10 + 128) {
      BigInteger current = allowance(chainId, sender, to, "0x" + data.substring(10 + 24, 10 + 64));
      boolean blocked = resetsAllowance(chainId, to) && current.signum() > 0
          && new BigInteger(data.substring(10 + 64), 16).signum() > 0;
      return blocked ? Optional.of("") : Optional.empty();
    }
    if (selector.equals(TRANSFER) && data.length() == 10 + 128) {
      Optional<Token> token = knownToken(chainId, to);
      boolean ok = token.isPresent() && holds(chainId, token.get(), sender, new BigInteger(data.substring(10 + 64), 16));
      return ok ? Optional.empty() : Optional.of("ERC20: transfer amount exceeds balance");
    }
    return Optional.empty();
  }

  /**
   * Whether a call is one the simulated contracts run: a transaction the API built, an ERC-20 {@code approve} or
   * {@code transfer}, a {@code Permit2.approve}, or a WETH deposit or withdrawal. A contract given anything else has
   * no such function and reverts.
   */
  public synchronized boolean understands(long chainId, String to, String data) {
    String selector = selector(data);
    return built.containsKey(dataKey(data)) || selector.equals(APPROVE) || selector.equals(PERMIT2_APPROVE)
        || (knownToken(chainId, to).isPresent() && selector.equals(TRANSFER))
        || (isWeth(chainId, to) && (selector.isEmpty() || selector.equals(DEPOSIT) || selector.equals(WITHDRAW)));
  }

  private Optional<Token> knownToken(long chainId, String address) {
    return market.token(chainId, address).filter(token -> !token.isNative());
  }

  private boolean isWeth(long chainId, String address) {
    return market.wrappedNativeToken(chainId).map(w -> w.key().equals(Addresses.normalize(address))).orElse(false);
  }

  private static String selector(String data) {
    return data.length() >= 10 ? data.substring(0, 10).toLowerCase(java.util.Locale.ROOT) : "";
  }

  /**
   * Whether a transaction can pay the native ETH it needs: its value covers the amount (else the
   * contract reverts) and the sender holds that value (else no node would include it).
   */
  private boolean paysNative(long chainId, String sender, BigInteger value, BigInteger needed) {
    return needed.signum() == 0
        || (value.compareTo(needed) >= 0 && nativeBalance(chainId, sender).compareTo(value) >= 0);
  }

  /** An ERC-20 approval; USDT-style tokens revert a change between two non-zero allowances. */
  void applyApproval(long chainId, String owner, String token, String spender, BigInteger amount,
      String hash) {
    BigInteger current = allowance(chainId, owner, token, spender);
    if (resetsAllowance(chainId, token) && current.signum() > 0 && amount.signum() > 0) {
      reverted.put(hash, Boolean.TRUE);
      return;
    }
    setAllowance(chainId, owner, token, spender, amount);
  }

  // --- Mined transactions and blocks -----------------------------------------------------------

  /** A mined transaction by hash (any case), empty when unknown or forgotten. */
  public synchronized Optional<MinedTransaction> mined(String hash) {
    return Optional.ofNullable(minedTransactions.get(Addresses.normalize(hash)));
  }

  /** The hashes of the transactions a block holds, in order (empty for a block nothing was mined in). */
  public synchronized List<String> blockTransactions(long chainId, long number) {
    Block block = blocks.get(chainId + "|" + number);
    return block == null ? List.of() : List.copyOf(block.hashes);
  }

  /** The transactions of one block: their hashes, the gas they used and how many logs they emitted. */
  private static final class Block {
    final List<String> hashes = new ArrayList<>();
    long gasUsed;
    int logCount;

    void add(String hash, long gas, int logs) {
      hashes.add(hash);
      gasUsed += gas;
      logCount += logs;
    }
  }

  private Market market;

  /** The market, to know which tokens need an allowance reset. */
  public synchronized void attach(Market market) {
    this.market = market;
  }

  private boolean resetsAllowance(long chainId, String token) {
    return market != null && market.token(chainId, token).map(Token::resetsAllowance).orElse(false);
  }

  /** Records a transaction hash the client reports (a plan proof) as a swap of the given type. */
  public synchronized void recordSwap(String hash, long chainId, String swapType) {
    swaps.putIfAbsent(Addresses.normalize(hash), new SwapRecord(Addresses.normalize(hash), chainId, swapType, false));
  }

  /** Marks a transaction hash as reverted: its swap and any plan step carrying it fail. */
  public synchronized void markReverted(String hash) {
    reverted.put(Addresses.normalize(hash), Boolean.TRUE);
  }

  public synchronized boolean isReverted(String hash) {
    return reverted.containsKey(Addresses.normalize(hash));
  }

  /**
   * Status of a hash: NOT_FOUND, PENDING, SUCCESS or FAILED. Each read moves PENDING forward, and so
   * does simulated time: a broadcast swap settles once its confirmations' blocks have passed.
   */
  public synchronized String readSwapStatus(String hash, Optional<Long> chainId, long nowSeconds) {
    SwapRecord record = swaps.get(Addresses.normalize(hash));
    if (record == null || (chainId.isPresent() && chainId.get() != record.chainId)) {
      return "NOT_FOUND";
    }
    if (record.reads++ < confirmations && !blocksPassed(record, nowSeconds)) {
      return "PENDING";
    }
    return isReverted(hash) ? "FAILED" : "SUCCESS";
  }

  /** The status a read would see now, without counting as a read (for state dumps). */
  public synchronized String peekSwapStatus(SwapRecord record, long nowSeconds) {
    if (record.reads < confirmations && !blocksPassed(record, nowSeconds)) {
      return "PENDING";
    }
    return isReverted(record.hash) ? "FAILED" : "SUCCESS";
  }

  /** Simulated seconds per block: a pending swap settles once its confirmations' blocks have passed. */
  public static final long BLOCK_SECONDS = 12;

  private boolean blocksPassed(SwapRecord record, long nowSeconds) {
    return record.wallet != null && nowSeconds >= record.submittedAt + confirmations * BLOCK_SECONDS;
  }

  /**
   * Notes who broadcast a swap hash and when (the first note wins), for state dumps and to settle it
   * with simulated time. Does nothing for a hash that is not a swap.
   */
  public synchronized void noteBroadcast(String hash, String wallet, long nowSeconds) {
    SwapRecord record = swaps.get(Addresses.normalize(hash));
    if (record != null && record.wallet == null) {
      record.wallet = Addresses.normalize(wallet);
      record.submittedAt = nowSeconds;
    }
  }

  // --- Snapshots for state dumps ---------------------------------------------------------------

  /** An ERC-20 allowance as stored. */
  public record AllowanceEntry(long chainId, String owner, String token, String spender, BigInteger amount) {}

  /** A Permit2 allowance as stored. */
  public record Permit2Entry(long chainId, String owner, String token, String spender, Permit2Allowance allowance) {}

  /** A delegation as stored. */
  public record DelegationEntry(long chainId, String wallet, String delegate) {}

  /** A native ETH balance that was set or moved (the others are {@link #DEFAULT_NATIVE_BALANCE}). */
  public record NativeBalanceEntry(long chainId, String wallet, BigInteger wei) {}

  public synchronized List<AllowanceEntry> allowances() {
    return snapshot(allowances, (k, amount) -> new AllowanceEntry(Long.parseLong(k[0]), k[1], k[2], k[3], amount));
  }

  public synchronized List<Permit2Entry> permit2Allowances() {
    return snapshot(permit2, (k, allowance) -> new Permit2Entry(Long.parseLong(k[0]), k[1], k[2], k[3], allowance));
  }

  public synchronized List<DelegationEntry> delegations() {
    return snapshot(delegations, (k, delegate) -> new DelegationEntry(Long.parseLong(k[0]), k[1], delegate));
  }

  public synchronized List<NativeBalanceEntry> nativeBalances() {
    return snapshot(nativeBalances, (k, wei) -> new NativeBalanceEntry(Long.parseLong(k[0]), k[1], wei));
  }

  /** Every entry of a map keyed by {@link #key}, with the key split back into its parts. */
  private static <V, E> List<E> snapshot(Map<String, V> map, java.util.function.BiFunction<String[], V, E> entry) {
    List<E> out = new ArrayList<>();
    map.forEach((k, value) -> out.add(entry.apply(k.split("\\|"), value)));
    return out;
  }

  /** Every swap hash known, oldest first. */
  public synchronized List<SwapRecord> swaps() {
    return new ArrayList<>(swaps.values());
  }

  public synchronized Optional<SwapRecord> swap(String hash) {
    return Optional.ofNullable(swaps.get(Addresses.normalize(hash)));
  }

  /** How many status reads a transaction stays pending. */
  public int confirmations() {
    return confirmations;
  }

  /** A snapshot of every position (for tests and the CLI). */
  public synchronized List<Position> positions() {
    return new ArrayList<>(positions.values());
  }
}
