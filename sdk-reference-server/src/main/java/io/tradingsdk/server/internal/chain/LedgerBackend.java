package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * One simulated chain as the API uses it: the {@link ChainBackend} the ledger and the simulated clock of {@link
 * ChainState} implement. It reads the state's current ledger at every call (a reset replaces the ledger).
 */
public final class LedgerBackend implements ChainBackend {
  private final ChainState state;
  private final long chainId;
  private final StepSettlement steps = new LedgerSteps();

  LedgerBackend(ChainState state, long chainId) {
    this.state = state;
    this.chainId = chainId;
  }

  private Ledger ledger() {
    return state.ledger();
  }

  @Override
  public long chainId() {
    return chainId;
  }

  @Override
  public String kind() {
    return "simulated";
  }

  @Override
  public Optional<String> rpcUrl() {
    return Optional.empty();
  }

  @Override
  public List<String> stillSimulated() {
    return List.of();
  }

  // --- Reads --------------------------------------------------------------------------------------

  @Override
  public BigInteger allowance(String owner, String token, String spender) {
    return ledger().approvals().allowance(chainId, owner, token, spender);
  }

  @Override
  public Ledger.Permit2Allowance permit2Allowance(String owner, String token, String spender) {
    return ledger().approvals().permit2Allowance(chainId, owner, token, spender);
  }

  @Override
  public Optional<String> delegation(String wallet) {
    return ledger().approvals().delegation(chainId, wallet);
  }

  @Override
  public BigInteger nativeBalance(String wallet) {
    return ledger().balances().nativeBalance(chainId, wallet);
  }

  @Override
  public BigInteger tokenBalance(Token token, String wallet) {
    return ledger().balances().tokenBalance(chainId, token, wallet);
  }

  // --- Setting state ------------------------------------------------------------------------------

  @Override
  public void setAllowance(String owner, String token, String spender, BigInteger amount) {
    ledger().approvals().setAllowance(chainId, owner, token, spender, amount);
  }

  @Override
  public void setNativeBalance(String wallet, BigInteger wei) {
    ledger().balances().setNativeBalance(chainId, wallet, wei);
  }

  @Override
  public void setTokenBalance(Token token, String wallet, BigInteger amount) {
    ledger().balances().setTokenBalance(chainId, token, wallet, amount);
  }

  // --- Transactions -------------------------------------------------------------------------------

  @Override
  public String submitImpersonated(String from, String to, String data, BigInteger value) {
    return ledger().mine(Submission.impersonated(chainId, from, to, data, value)).hash();
  }

  @Override
  public Receipt receipt(String hash) {
    return Receipt.NOT_FOUND; // what the ledger mined it tracks itself (Ledger.readSwapStatus)
  }

  // --- Time ---------------------------------------------------------------------------------------

  @Override
  public long nowSeconds() {
    return state.nowSeconds();
  }

  @Override
  public long blockNumber() {
    return state.market().chain(chainId).map(chain -> chain.blockAt(state.now().toEpochMilli())).orElse(0L);
  }

  @Override
  public void advance(long seconds) {
    // the simulated clock is the state's, moved once for every simulated chain
  }

  @Override
  public void checkReset(long newSeed) {
    // a simulated chain follows any seed
  }

  @Override
  public void reset(long nowSeconds) {
    // ChainState.reset forgets the ledger
  }

  // --- Prices and contracts -----------------------------------------------------------------------

  @Override
  public Router router(Router market) {
    return market;
  }

  @Override
  public Optional<String> universalRouter(Chain chain, String version) {
    return chain.universalRouter(version);
  }

  @Override
  public boolean reachedBySimulatedBridge() {
    return true;
  }

  @Override
  public PositionKeeper positionKeeper(String protocol) {
    return PositionKeeper.LEDGER;
  }

  @Override
  public Optional<NodeContracts> contracts() {
    return Optional.empty();
  }

  // --- Settlement ---------------------------------------------------------------------------------

  @Override
  public Optional<OrderReactor> reactor(String routing) {
    return Optional.empty();
  }

  @Override
  public StepSettlement steps(boolean afterSimulatedBridge) {
    return steps;
  }

  /** A plan's steps on the ledger: the plan applies their effects; a proof settles after the confirmations. */
  private final class LedgerSteps implements StepSettlement {
    @Override
    public Runnable onComplete(Runnable ledgerEffect) {
      return ledgerEffect;
    }

    @Override
    public boolean permitTravelsInSwap() {
      return false;
    }

    @Override
    public void expect(String data, BigInteger gas) {
      // The step's proof (its hash) is what moves the plan; its token movements are not simulated.
      ledger().registerBuilt(data, Ledger.BuiltTransaction.checked(ledger -> true, (ledger, hash) -> { })
          .withGas(gas));
    }

    @Override
    public void checkProof(String field, int stepIndex, String hash, String swapper, String to, String data,
      String valueHex) {
      // any hash: the wallet's broadcast is simulated
    }

    @Override
    public void recordSwap(String hash, String swapType, String swapper, long nowSeconds) {
      ledger().swapRecords().recordSwap(hash, chainId, swapType);
      ledger().swapRecords().noteBroadcast(hash, swapper, nowSeconds);
    }

    @Override
    public Outcome observe(String hash, int reads) {
      if (reads < ledger().confirmations()) {
        return Outcome.PENDING;
      }
      return ledger().isReverted(hash) ? Outcome.FAILED : Outcome.COMPLETE;
    }
  }
}
