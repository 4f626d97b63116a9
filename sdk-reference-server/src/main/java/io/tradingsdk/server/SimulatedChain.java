package io.tradingsdk.server;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.state.StateDump;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The reference server's simulated chains, the stand-in for a wallet broadcasting what the API
 * built. {@link #submit} "mines" a transaction: an approval changes the allowance {@code
 * /check_approval} reads, an LP transaction paying or paying out ETH moves the {@link
 * #nativeBalance}, a swap built by {@code /swap_7702} or {@code /swap_5792} becomes a hash {@code
 * GET /swaps} reports (PENDING, then SUCCESS), a signed permit consumes its Permit2 nonce, a 7702
 * batch delegates the wallet. Time is simulated too ({@link #advanceTime}): UniswapX orders
 * fill or expire as it passes, and a pending swap settles once its blocks have passed. Tests also set
 * state directly, and {@link #state()} dumps it. The control API ({@code /_sim}) is a JSON adapter
 * over these same methods.
 *
 * <p>Nothing here is part of the Trading API; it is how a test plays the wallet. Thread-safe.
 */
public final class SimulatedChain {
  private static final Pattern ADDRESS = Pattern.compile("^0x[0-9a-fA-F]{40}$");
  private static final Pattern HASH = Pattern.compile("^0x[0-9a-fA-F]{64}$");

  private final Engine engine;

  SimulatedChain(Engine engine) {
    this.engine = engine;
  }

  private Ledger ledger() {
    return engine.ledger();
  }

  /**
   * Broadcasts a transaction as the API returned it and returns its hash.
   *
   * @throws IllegalArgumentException when the chain is not simulated (in the EVM mode, chain 1 runs on a real node:
   *     the message gives its JSON-RPC URL, where wallets send) or a field is malformed
   */
  public String submit(TransactionRequest transaction) {
    long chainId = transaction.chainId().id();
    if (engine.market().chain(chainId).isEmpty()) {
      throw new IllegalArgumentException("chainId: " + chainId + " is not simulated");
    }
    address("from", transaction.from());
    address("to", transaction.to());
    String data = transaction.data();
    Hex.decode(data, "data"); // strict: 0x and ASCII hex digits, two per byte
    return engine.backend(chainId).submitImpersonated(transaction.from(), transaction.to(), data,
        transaction.valueWei());
  }

  /** The ids of the simulated chains, ascending: each answers JSON-RPC at {@code /rpc/{chainId}}. */
  public List<Long> chainIds() {
    return engine.market().chains().stream().map(c -> c.id()).sorted().collect(Collectors.toList());
  }

  /** Writes what {@code GET /_sim/chains} tells of a chain beyond its id, name and node. */
  void describe(long chainId, com.fasterxml.jackson.databind.node.ObjectNode into) {
    io.tradingsdk.server.internal.state.ChainDescription.describe(engine, chainId, into);
  }

  /**
   * A simulated chain's name, e.g. {@code Ethereum}.
   *
   * @throws IllegalArgumentException when the chain is not simulated
   */
  public String chainName(long chainId) {
    return engine.market().chain(chainId).orElseThrow(() -> notSimulated(chainId)).name();
  }

  /** The ERC-20 allowance {@code owner} gave {@code spender} for {@code token}; on a node, read from the token. */
  public BigInteger allowance(long chainId, String owner, String token, String spender) {
    String ownerAddress = address("owner", owner);
    String tokenAddress = address("token", token);
    String spenderAddress = address("spender", spender);
    return engine.backend(chainId).allowance(ownerAddress, tokenAddress, spenderAddress);
  }

  /**
   * Sets an ERC-20 allowance, as a mined {@code approve} would.
   *
   * @throws IllegalArgumentException when the chain runs on a node (the owner approves there)
   */
  public void setAllowance(long chainId, String owner, String token, String spender, BigInteger amount) {
    engine.backend(chainId).setAllowance(address("owner", owner), address("token", token), address("spender", spender),
        amount);
  }

  /**
   * A wallet's native ETH balance on a chain, in wei. Mined transactions move it: a swap or an LP
   * deposit paying ETH loses what the contracts kept, an unwrap, an LP withdrawal or a fee claim paid
   * in ETH gains it, ETH sent to an account moves there, and a transaction signed through JSON-RPC
   * pays its gas. A wallet nothing has set or moved holds 10,000 ETH, as development chains fund
   * their accounts. On a chain that runs on a node (the EVM mode's chain 1), the node's {@code eth_getBalance}.
   */
  public BigInteger nativeBalance(long chainId, String wallet) {
    simulated(chainId);
    String account = address("wallet", wallet);
    return engine.backend(chainId).nativeBalance(account);
  }

  /**
   * Sets a wallet's native ETH balance on a chain (a faucet): an LP transaction whose {@code value}
   * exceeds it reverts when mined. On a chain that runs on a node, anvil's {@code anvil_setBalance}.
   *
   * @throws IllegalArgumentException when {@code wei} is negative or the chain is not simulated
   */
  public void setNativeBalance(long chainId, String wallet, BigInteger wei) {
    simulated(chainId);
    if (wei == null || wei.signum() < 0) {
      throw new IllegalArgumentException("wei: expected a balance of 0 or more, was " + wei);
    }
    String account = address("wallet", wallet);
    engine.backend(chainId).setNativeBalance(account, wei);
  }

  /**
   * A wallet's balance of a token on a chain, in base units (the native currency's is {@link #nativeBalance}). What
   * mined swaps, LP deposits and withdrawals, transfers and WETH wraps moved; before anything sets or moves it, a
   * million whole tokens, so flows work without setup. On a chain that runs on a node, the token's {@code
   * balanceOf} there.
   *
   * @throws IllegalArgumentException when the chain is not simulated or the token is not known on it
   */
  public BigInteger tokenBalance(long chainId, String token, String wallet) {
    simulated(chainId);
    Token known = token(chainId, token);
    String account = address("wallet", wallet);
    return engine.backend(chainId).tokenBalance(known, account);
  }

  /**
   * Sets a wallet's balance of a token on a chain (a faucet): a swap or deposit needing more reverts when mined.
   *
   * @throws IllegalArgumentException when {@code amount} is negative, the chain is not simulated or the token is not
   *     known on it, or the chain runs on a node (a transfer from a development wallet moves tokens there)
   */
  public void setTokenBalance(long chainId, String token, String wallet, BigInteger amount) {
    if (amount == null || amount.signum() < 0) {
      throw new IllegalArgumentException("amount: expected a balance of 0 or more, was " + amount);
    }
    simulated(chainId);
    engine.backend(chainId).setTokenBalance(token(chainId, token), address("wallet", wallet), amount);
  }

  private void simulated(long chainId) {
    engine.market().chain(chainId).orElseThrow(() -> notSimulated(chainId));
  }

  /** The Permit2 contract of a chain (zkSync differs from the others). */
  public String permit2(long chainId) {
    return engine.market().chain(chainId).orElseThrow(() -> notSimulated(chainId)).permit2();
  }

  /** The Universal Router of a version on a chain, empty where that version is not deployed. */
  public Optional<String> universalRouter(long chainId, String version) {
    return engine.market().chain(chainId).orElseThrow(() -> notSimulated(chainId)).universalRouter(version);
  }

  /** The next Permit2 nonce for an owner, token and spender. */
  public long permit2Nonce(long chainId, String owner, String token, String spender) {
    return ledger().approvals().permit2Allowance(chainId, owner, token, spender).nonce;
  }

  /** The wallet's EIP-7702 delegation on a chain, empty when it has none. */
  public Optional<String> delegation(long chainId, String wallet) {
    return ledger().approvals().delegation(chainId, address("wallet", wallet));
  }

  /** Delegates a wallet (or removes its delegation with {@code null}). */
  public void setDelegation(long chainId, String wallet, String delegate) {
    ledger().approvals().setDelegation(chainId, address("wallet", wallet), delegate == null ? null : address("delegate", delegate));
  }

  /** Makes a transaction hash fail: its swap status becomes FAILED and a plan step proving it errs. */
  public void markReverted(String txHash) {
    if (!HASH.matcher(txHash).matches()) {
      throw new IllegalArgumentException("txHash: expected 0x + 64 hex digits, was " + txHash);
    }
    ledger().markReverted(txHash);
  }

  /**
   * Opens a liquidity position for {@code owner} in the pool of two known tokens.
   *
   * @return its nftTokenId (for V2 the position is addressed by pair)
   */
  public String openPosition(long chainId, String protocol, String owner, String tokenA, String tokenB,
      BigInteger amountA, BigInteger amountB) {
    if (!List.of("V2", "V3", "V4").contains(protocol)) {
      throw new IllegalArgumentException("protocol: must be V2, V3 or V4, was " + protocol);
    }
    if (engine.market().chain(chainId).orElseThrow(() -> notSimulated(chainId)).positionManager(protocol).isEmpty()) {
      throw new IllegalArgumentException("protocol: " + protocol + " positions are not simulated on chain " + chainId);
    }
    Token a = token(chainId, tokenA);
    Token b = token(chainId, tokenB);
    boolean aFirst = a.key().compareTo(b.key()) < 0;
    return ledger().positionBook().openPosition(chainId, protocol, address("owner", owner),
        aFirst ? a : b, aFirst ? b : a, aFirst ? amountA : amountB, aFirst ? amountB : amountA).id;
  }

  /** The ids of every open position, in creation order. */
  public List<String> positionIds() {
    return ledger().positionBook().all().stream().map(p -> p.id).collect(Collectors.toList());
  }

  // --- State dump ---------------------------------------------------------------------------------

  /**
   * Everything simulated, per wallet and chain: ERC-20 and Permit2 allowances, the 7702 delegation,
   * liquidity positions, UniswapX orders and broadcast swaps (what {@code GET /_sim/state} answers).
   */
  public com.fasterxml.jackson.databind.node.ObjectNode state() {
    return StateDump.of(engine, Optional.empty(), Optional.empty());
  }

  /**
   * The state of one wallet and/or one chain.
   *
   * @param wallet the wallet, or null for every wallet
   * @param chainId the chain, or null for every chain
   */
  public com.fasterxml.jackson.databind.node.ObjectNode state(String wallet, Long chainId) {
    return StateDump.of(engine, Optional.ofNullable(wallet).map(w -> address("wallet", w)), Optional.ofNullable(chainId));
  }

  // --- Simulated time and UniswapX orders ------------------------------------------------------

  /** The simulated time: the configured clock, moved forward by {@link #advanceTime}. */
  public java.time.Instant now() {
    return engine.now();
  }

  /**
   * Moves the simulated time forward for every chain: submitted UniswapX orders fill (a few seconds
   * after submission) or expire (after their deadline), quotes and permits age, pending swaps settle
   * ({@code confirmations} blocks of 12 s after their broadcast). In the EVM mode chain 1's time moves
   * too, by the whole seconds (a block is mined there), and the server's filler looks at its open
   * orders again. {@link TradingApiHandler#reset()} moves it back.
   *
   * @throws IllegalArgumentException when {@code duration} is negative
   */
  public void advanceTime(java.time.Duration duration) {
    engine.advanceTime(java.util.Objects.requireNonNull(duration, "duration"));
  }

  // --- LP lifecycle (the /lp/* endpoints) ---------------------------------------------------------

  /**
   * The position a mined {@code /lp/create} or {@code /lp/create_classic} transaction created (or, for
   * a V2 pair the wallet was already in, topped up): what the receipt's Transfer event tells a wallet.
   * Empty for any other hash, and for a create that reverted.
   */
  public Optional<String> mintedPosition(String txHash) {
    if (txHash == null || !HASH.matcher(txHash).matches()) {
      throw new IllegalArgumentException("txHash: expected 0x + 64 hex digits, was " + txHash);
    }
    return ledger().positionBook().mintedPosition(txHash);
  }

  /** A position's amounts, {@code [amount0, amount1]} in pool order. */
  public List<BigInteger> positionAmounts(String positionId) {
    Ledger.Position position = position(positionId);
    synchronized (ledger()) {
      return List.of(position.amount0, position.amount1);
    }
  }

  /** The fees a position has earned and not yet collected, {@code [fee0, fee1]} in pool order. */
  public List<BigInteger> feesOwed(String positionId) {
    return List.of(ledger().positionBook().feesOwed(position(positionId)));
  }

  /** Whether a transaction reverted when it was mined (a create without its approvals, for example). */
  public boolean isReverted(String txHash) {
    return ledger().isReverted(txHash);
  }

  private Ledger.Position position(String positionId) {
    return ledger().positionBook().position(positionId)
        .orElseThrow(() -> new IllegalArgumentException("positionId: no position " + positionId));
  }

  private Token token(long chainId, String address) {
    return engine.market().token(chainId, address("token", address))
        .orElseThrow(() -> new IllegalArgumentException("token: " + address + " is not known on chain " + chainId));
  }

  private static String address(String field, String value) {
    if (value == null || !ADDRESS.matcher(value).matches()) {
      throw new IllegalArgumentException(field + ": expected 0x + 40 hex digits, was " + value);
    }
    return Addresses.normalize(value);
  }

  private static IllegalArgumentException notSimulated(long chainId) {
    return new IllegalArgumentException("chainId: " + chainId + " is not simulated");
  }
}
