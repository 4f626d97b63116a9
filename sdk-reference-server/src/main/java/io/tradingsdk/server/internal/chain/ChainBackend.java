package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * One chain as the API uses it, whichever kind runs it: the one chain interface (issue 33). The simulated ledger
 * ({@link LedgerBackend}) and a real node in the EVM mode (the EVM package's implementation) each implement it, and
 * the engine hands out one per chain ({@code Engine.backend(chainId)}): the endpoints, the engine and the control API
 * call it and never ask which kind it is. What it holds, by the lines {@link Ledger} is split along:
 *
 * <ul>
 *   <li>state the API reads ({@link ChainReads}: allowances, Permit2, delegations, balances) and what the control API
 *       sets ({@link #setAllowance}, {@link #setNativeBalance}, {@link #setTokenBalance});
 *   <li>time ({@link #nowSeconds}, {@link #advance}, {@link #reset});
 *   <li>prices and contracts ({@link #router}, {@link #universalRouter}, {@link #contracts});
 *   <li>transactions and receipts ({@link #submitImpersonated}, {@link #receipt});
 *   <li>order settlement ({@link #reactor}) and plan step settlement ({@link #steps});
 *   <li>what the control API tells of the chain ({@link #kind}, {@link #rpcUrl}, {@link #stillSimulated}).
 * </ul>
 */
public interface ChainBackend extends ChainReads {
  long chainId();

  // --- What GET /_sim/chains tells ------------------------------------------------------------------

  /** How {@code GET /_sim/chains} names the kind: {@code simulated} or {@code evm}. */
  String kind();

  /** The JSON-RPC URL wallets send to when it is not the server's own {@code /rpc/{chainId}} (a node's). */
  Optional<String> rpcUrl();

  /** What stays simulated on this chain although it runs elsewhere; empty where everything is simulated anyway. */
  List<String> stillSimulated();

  // --- Setting state (the control API, the facade) ------------------------------------------------

  /**
   * Sets an ERC-20 allowance, as a mined {@code approve} would.
   *
   * @throws IllegalArgumentException when the chain keeps its own state (the owner approves there)
   */
  void setAllowance(String owner, String token, String spender, BigInteger amount);

  /** Sets a wallet's native balance (a faucet). */
  void setNativeBalance(String wallet, BigInteger wei);

  /**
   * Sets a wallet's balance of a token (a faucet).
   *
   * @throws IllegalArgumentException when the chain keeps its own token balances
   */
  void setTokenBalance(Token token, String wallet, BigInteger amount);

  // --- Transactions and receipts ------------------------------------------------------------------

  /**
   * Mines a transaction sent as {@code from} without its signature ({@code POST /_sim/transactions}) and answers its
   * hash.
   *
   * @throws IllegalArgumentException when the chain takes only its wallets' own transactions (a node)
   */
  String submitImpersonated(String from, String to, String data, BigInteger value);

  /**
   * What the chain says of a transaction the ledger does not track as a swap: on a node, its receipt; on the simulated
   * chain, where the ledger is the whole chain, {@link Receipt#NOT_FOUND}.
   */
  Receipt receipt(String hash);

  /**
   * A transaction's state as {@code GET /swaps} reports it, whether it called a Universal Router, and, when it
   * deposited into a bridge the server relays between two nodes, that bridge's progress: then {@code status} is the
   * bridge's ({@code PENDING} until the fill on the destination chain, {@code SUCCESS} once filled, {@code FAILED}
   * once refunded).
   */
  record Receipt(String status, boolean toRouter, Optional<Bridge> bridge) {
    public static final Receipt NOT_FOUND = new Receipt("NOT_FOUND", false);

    /** A receipt of a transaction that deposited into no bridge. */
    public Receipt(String status, boolean toRouter) {
      this(status, toRouter, Optional.empty());
    }
  }

  /**
   * A bridge deposit's progress: its destination chain, the fill's transaction there once filled, the refund's on the
   * origin chain once refunded.
   */
  record Bridge(long destinationChainId, Optional<String> fillTxHash, Optional<String> refundTxHash) {}

  // --- Time ---------------------------------------------------------------------------------------

  /** The chain's time in unix seconds: the simulated clock, or a node's latest block. */
  long nowSeconds();

  /**
   * The number of the chain's latest block: the simulated chain's block at the clock's time, or a node's latest (a
   * Priority order's auction starts a few blocks after it).
   */
  long blockNumber();

  /** Moves the chain's own clock forward, when it keeps one (the simulated clock is moved by {@link ChainState}). */
  void advance(long seconds);

  /**
   * Refuses a reset to {@code newSeed} when this chain cannot follow it (a node's contracts were deployed for one
   * market).
   *
   * @throws IllegalArgumentException naming the seed to restart with
   */
  void checkReset(long newSeed);

  /** Forgets what the chain keeps itself; its time is {@code nowSeconds} again. */
  void reset(long nowSeconds);

  // --- Prices and contracts -----------------------------------------------------------------------

  /** The router that prices this chain's hops: the market's, or one priced from the pools a node holds. */
  Router router(Router market);

  /** The Universal Router of a version on this chain, lowercase hex; empty where that version is not deployed. */
  Optional<String> universalRouter(Chain chain, String version);

  /** Whether the server's simulated bridge reaches this chain (a node has no bridge contract). */
  boolean reachedBySimulatedBridge();

  /**
   * Whether bridges from and to this chain run on its node: a deposit into its SpokePool there, relayed by the server
   * to the destination chain's node. A {@code /swap} of a bridge between two such chains runs on the nodes.
   */
  default boolean relaysBridgesOnNode() {
    return false;
  }

  /**
   * The deployed contracts the LP endpoints build for and read, when the chain's state lives on a node; empty on the
   * simulated chain, whose positions the ledger keeps.
   */
  Optional<NodeContracts> contracts();

  // --- Settlement ---------------------------------------------------------------------------------

  /**
   * The reactor on which the server itself cosigns and fills the orders of {@code routing} on this chain; empty where
   * such orders are settled by the simulated order book.
   */
  Optional<OrderReactor> reactor(String routing);

  /**
   * How a plan's steps on this chain settle. {@code afterSimulatedBridge}: the step's input arrives by the simulated
   * bridge, so it settles as on a simulated chain wherever it runs.
   */
  StepSettlement steps(boolean afterSimulatedBridge);
}
