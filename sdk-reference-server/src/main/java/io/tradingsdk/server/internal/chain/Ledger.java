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
 * The simulated on-chain state the API reads and the simulated broadcasts change. It is split along the lines of the
 * one chain interface ({@link ChainBackend}): {@link #approvals()} (ERC-20 allowances, Permit2 allowances and nonces,
 * EIP-7702 delegations), {@link #balances()} (native and token balances), {@link #positionBook()} (liquidity
 * positions and their fees) and {@link #swapRecords()} (the swaps {@code GET /swaps} reports); the ledger itself keeps
 * transactions: {@link #mine}, the one way a transaction lands, with its nonce, gas, logs and block, and what the API
 * built ({@link #registerBuilt}). Every map is bounded, so a soak cannot grow it without limit. Thread-safe: every
 * method of the ledger and of its parts locks the ledger (the work under the lock is a few map operations).
 */
public final class Ledger {
  /** {@code approve(address,uint256)}. */
  public static final String APPROVE = Hex.encode(Abi.selector("approve(address,uint256)"));
  /** Permit2's {@code approve(address,address,uint160,uint48)}. */
  public static final String PERMIT2_APPROVE =
      Hex.encode(Abi.selector("approve(address,address,uint160,uint48)"));
  /** {@code balances.transfer(address,uint256)}. */
  public static final String TRANSFER = Hex.encode(Abi.selector("transfer(address,uint256)"));
  /** WETH9's {@code deposit()}. */
  public static final String DEPOSIT = Hex.encode(Abi.selector("deposit()"));
  /** WETH9's {@code withdraw(uint256)}. */
  public static final String WITHDRAW = Hex.encode(Abi.selector("withdraw(uint256)"));

  /** A Permit2 allowance: amount, expiry (unix seconds) and the next permit nonce. */
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

    /** Who broadcast it, once known (see {@link SwapRecords#noteBroadcast}). */
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
  // The parts, along the lines of the one chain interface; each locks this ledger.
  private final Approvals approvals;
  private final Balances balances;
  private final PositionBook positionBook;
  private final SwapRecords swapRecords;
  private final Map<String, BuiltTransaction> built;
  private final Map<String, Boolean> reverted;
  private final Map<String, Long> senderNonces;
  private final Map<String, MinedTransaction> minedTransactions;
  private final Map<String, Block> blocks;
  // The simulated clock: LP fees accrue with it, a mined transaction lands in the block it tells.
  private java.util.function.LongSupplier clockMillis = () -> 0L;

  /**
   * @param capacity the most entries each map keeps (least recently used ones go first)
   * @param confirmations how many status reads a transaction stays PENDING before it settles
   */
  public Ledger(int capacity, int confirmations) {
    this.confirmations = confirmations;
    this.approvals = new Approvals(this, capacity);
    this.balances = new Balances(this, capacity);
    this.positionBook = new PositionBook(this, capacity);
    this.swapRecords = new SwapRecords(this, capacity);
    this.built = new BoundedMap<>(capacity);
    this.reverted = new BoundedMap<>(capacity);
    this.senderNonces = new BoundedMap<>(capacity);
    this.minedTransactions = new BoundedMap<>(capacity);
    this.blocks = new BoundedMap<>(capacity);
  }

  static String key(long chainId, String... parts) {
    StringBuilder out = new StringBuilder(20 + 43 * parts.length).append(chainId);
    for (String part : parts) {
      Addresses.appendNormalized(out.append('|'), part);
    }
    return out.toString();
  }

  // --- What the balances start at (Balances) ---------------------------------------------------

  /**
   * What a wallet holds on a chain before anything sets or moves its balance: 10,000 ETH, as local
   * development chains (Anvil, Hardhat) fund their accounts, so an LP flow paying ETH works without
   * setup. Tests that check balances set them first.
   */
  public static final BigInteger DEFAULT_NATIVE_BALANCE = new BigInteger("10000000000000000000000");

  /** What an account holds of each token before anything sets or moves it: a million whole tokens. */
  public static final BigInteger DEFAULT_TOKEN_UNITS = BigInteger.valueOf(1_000_000);

  // --- Logs ------------------------------------------------------------------------------------

  /** The logs of the transaction being mined; null between transactions (state set directly emits nothing). */
  private List<ReceiptLog> logs;

  /** Adds a log to the transaction being mined, if one is. */
  public synchronized void emit(ReceiptLog log) {
    if (logs != null) {
      logs.add(log);
    }
  }

  // --- Clock -----------------------------------------------------------------------------------

  /**
   * The simulated clock (unix milliseconds): LP fees accrue with it, and a mined transaction lands in the block it
   * tells.
   */
  public synchronized void attachClock(java.util.function.LongSupplier nowMillis) {
    this.clockMillis = nowMillis;
  }

  long nowSeconds() {
    return Math.floorDiv(clockMillis.getAsLong(), 1000);
  }

  // --- Transactions ----------------------------------------------------------------------------

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
      balances.setNativeBalance(chainId, sender, balances.nativeBalance(chainId, sender).subtract(fee));
    }
    List<ReceiptLog> kept = isReverted(hash) ? List.of() : emitted;
    long number = chain.blockAt(clockMillis.getAsLong());
    Block block = blocks.computeIfAbsent(chainId + "|" + number, k -> new Block());
    MinedTransaction mined = new MinedTransaction(hash, tx, nonce, number, block.hashes.size(), gasUsed,
        block.gasUsed + gasUsed, kept, block.logCount);
    block.add(hash, gasUsed, kept.size());
    minedTransactions.put(hash, mined);
    swapRecords.noteBroadcast(hash, sender, nowSeconds());
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
    approvals.setDelegation(chainId, authority, clears ? null : Addresses.normalize(authorization.delegate()));
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
        swapRecords.recordMined(hash, chainId, transaction.swapType); // a wrap or unwrap the swap endpoints built
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
      approvals.setPermit2Allowance(chainId, sender, token, spender, amount, expiration);
    } else if (selector.equals(TRANSFER) && data.length() == 10 + 128) {
      Optional<Token> token = knownToken(chainId, to);
      String recipient = "0x" + data.substring(10 + 24, 10 + 64);
      BigInteger amount = new BigInteger(data.substring(10 + 64), 16);
      if (token.isEmpty() || !balances.holds(chainId, token.get(), sender, amount)) {
        reverted.put(hash, Boolean.TRUE);
      } else {
        balances.transfer(chainId, token.get(), sender, recipient, amount);
      }
    }
  }

  private void executeBuilt(long chainId, String sender, BigInteger value, String hash, BuiltTransaction transaction) {
    if (!(paysNative(chainId, sender, value, transaction.nativeIn) && transaction.succeeds.test(this))) {
      reverted.put(hash, Boolean.TRUE);
      return;
    }
    if (transaction.nativeIn.signum() > 0) {
      balances.setNativeBalance(chainId, sender, balances.nativeBalance(chainId, sender).subtract(transaction.nativeIn));
    }
    transaction.effects.forEach(effect -> effect.accept(this));
    transaction.minedEffect.accept(this, hash);
    if (transaction.swapType != null) {
      swapRecords.recordMined(hash, chainId, transaction.swapType);
    }
  }

  /**
   * Native value sent outside a transaction the API built: to an account it moves there; a contract with no payable
   * function reverts. False when it reverts (or the sender lacks the value).
   */
  private boolean sendValue(long chainId, String sender, String to, BigInteger value) {
    if (market.isContract(chainId, to) || balances.nativeBalance(chainId, sender).compareTo(value) < 0) {
      return false;
    }
    balances.setNativeBalance(chainId, sender, balances.nativeBalance(chainId, sender).subtract(value));
    balances.creditNative(chainId, to, value);
    return true;
  }

  /** WETH9: {@code deposit()} (or plain ETH sent to it) wraps the value, {@code withdraw(uint256)} unwraps. */
  private boolean wethCall(long chainId, String sender, String weth, String data, BigInteger value) {
    if (!selector(data).equals(WITHDRAW)) {
      if (balances.nativeBalance(chainId, sender).compareTo(value) < 0) {
        return false;
      }
      wrap(chainId, sender, value);
      return true;
    }
    if (data.length() != 10 + 64 || value.signum() > 0) {
      return false;
    }
    BigInteger amount = new BigInteger(data.substring(10), 16);
    if (!balances.holds(chainId, market.wrappedNative(chainId), sender, amount)) {
      return false;
    }
    unwrap(chainId, sender, amount);
    return true;
  }

  /** Wraps an account's ETH into WETH and emits {@code Deposit}; the caller checked that it holds the ETH. */
  public synchronized void wrap(long chainId, String account, BigInteger amount) {
    Token weth = market.wrappedNative(chainId);
    balances.setNativeBalance(chainId, account, balances.nativeBalance(chainId, account).subtract(amount));
    balances.setTokenBalance(chainId, weth, account, balances.tokenBalance(chainId, weth, account).add(amount));
    emit(Events.wethDeposit(weth.address(), account, amount));
  }

  /** Unwraps an account's WETH into ETH and emits {@code Withdrawal}; the caller checked that it holds the WETH. */
  public synchronized void unwrap(long chainId, String account, BigInteger amount) {
    Token weth = market.wrappedNative(chainId);
    balances.setTokenBalance(chainId, weth, account, balances.tokenBalance(chainId, weth, account).subtract(amount));
    balances.creditNative(chainId, account, amount);
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
      return balances.nativeBalance(chainId, sender).compareTo(value) >= 0 ? Optional.empty() : Optional.of("");
    }
    if (isWeth(chainId, to) && selector.equals(WITHDRAW)) {
      boolean ok = data.length() == 10 + 64 && value.signum() == 0
          && balances.holds(chainId, market.wrappedNative(chainId), sender, new BigInteger(data.substring(10), 16));
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
      BigInteger current = approvals.allowance(chainId, sender, to, "0x" + data.substring(10 + 24, 10 + 64));
      boolean blocked = resetsAllowance(chainId, to) && current.signum() > 0
          && new BigInteger(data.substring(10 + 64), 16).signum() > 0;
      return blocked ? Optional.of("") : Optional.empty();
    }
    if (selector.equals(TRANSFER) && data.length() == 10 + 128) {
      Optional<Token> token = knownToken(chainId, to);
      boolean ok = token.isPresent() && balances.holds(chainId, token.get(), sender, new BigInteger(data.substring(10 + 64), 16));
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
        || (value.compareTo(needed) >= 0 && balances.nativeBalance(chainId, sender).compareTo(value) >= 0);
  }

  /** An ERC-20 approval; USDT-style tokens revert a change between two non-zero allowances. */
  void applyApproval(long chainId, String owner, String token, String spender, BigInteger amount,
      String hash) {
    BigInteger current = approvals.allowance(chainId, owner, token, spender);
    if (resetsAllowance(chainId, token) && current.signum() > 0 && amount.signum() > 0) {
      reverted.put(hash, Boolean.TRUE);
      return;
    }
    approvals.setAllowance(chainId, owner, token, spender, amount);
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

  /** Marks a transaction hash as reverted: its swap and any plan step carrying it fail. */
  public synchronized void markReverted(String hash) {
    reverted.put(Addresses.normalize(hash), Boolean.TRUE);
  }

  public synchronized boolean isReverted(String hash) {
    return reverted.containsKey(Addresses.normalize(hash));
  }

  /** Simulated seconds per block: a pending swap settles once its confirmations' blocks have passed. */
  public static final long BLOCK_SECONDS = 12;

  // --- Snapshots for state dumps ---------------------------------------------------------------

  /** An ERC-20 allowance as stored. */
  public record AllowanceEntry(long chainId, String owner, String token, String spender, BigInteger amount) {}

  /** A Permit2 allowance as stored. */
  public record Permit2Entry(long chainId, String owner, String token, String spender, Permit2Allowance allowance) {}

  /** A delegation as stored. */
  public record DelegationEntry(long chainId, String wallet, String delegate) {}

  /** A native ETH balance that was set or moved (the others are {@link #DEFAULT_NATIVE_BALANCE}). */
  public record NativeBalanceEntry(long chainId, String wallet, BigInteger wei) {}

  /** Every entry of a map keyed by {@link #key}, with the key split back into its parts. */
  static <V, E> List<E> snapshot(Map<String, V> map, java.util.function.BiFunction<String[], V, E> entry) {
    List<E> out = new ArrayList<>();
    map.forEach((k, value) -> out.add(entry.apply(k.split("\\|"), value)));
    return out;
  }

  /** How many status reads a transaction stays pending. */
  public int confirmations() {
    return confirmations;
  }

  /** ERC-20 allowances, Permit2's allowances and nonces, EIP-7702 delegations. */
  public Approvals approvals() {
    return approvals;
  }

  /** Native and token balances, and the transfers that move them. */
  public Balances balances() {
    return balances;
  }

  /** The LP positions and the fees they earn. */
  public PositionBook positionBook() {
    return positionBook;
  }

  /** The swaps {@code GET /swaps} reports, and their status. */
  public SwapRecords swapRecords() {
    return swapRecords;
  }

  /** The market this ledger's chains trade on; null before {@link #attach}. */
  Market market() {
    return market;
  }

}
