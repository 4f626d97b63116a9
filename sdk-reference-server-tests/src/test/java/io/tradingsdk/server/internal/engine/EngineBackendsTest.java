package io.tradingsdk.server.internal.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.ChainBackend;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.NodeContracts;
import io.tradingsdk.server.internal.chain.OrderReactor;
import io.tradingsdk.server.internal.chain.PositionKeeper;
import io.tradingsdk.server.internal.chain.Router;
import io.tradingsdk.server.internal.chain.StepSettlement;
import io.tradingsdk.server.internal.chain.Token;
import java.math.BigInteger;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The engine serves every chain through the one chain interface: the ledger's ({@code LedgerBackend}) until another
 * kind is attached, then the attached one, for reads, time and resets alike; and the ledger's again once detached.
 * No check of the kind: a stand-in chain attached here is used exactly like the EVM mode's node.
 */
class EngineBackendsTest {
  private static final String WALLET = "0x1111111111111111111111111111111111111111";
  private static final String TOKEN = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
  private static final String SPENDER = "0x2222222222222222222222222222222222222222";
  private static final ServerConfig CONFIG =
      ServerConfig.builder().clock(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC))
          .confirmations(2).build();

  @Test
  void aChainIsItsLedgersUntilAnotherKindIsAttachedAndAgainOnceDetached() {
    Engine engine = new Engine(CONFIG);
    engine.ledger().approvals().setAllowance(8453, WALLET, TOKEN, SPENDER, BigInteger.TEN);
    assertThat(engine.backend(8453).kind()).isEqualTo("simulated");
    assertThat(engine.allowance(8453, WALLET, TOKEN, SPENDER)).isEqualTo(BigInteger.TEN);

    StandIn standIn = new StandIn(8453, engine.ledgerBackend(8453));
    engine.attach(standIn);
    assertThat(engine.backend(8453)).isSameAs(standIn);
    assertThat(engine.allowance(8453, WALLET, TOKEN, SPENDER)).isEqualTo(BigInteger.valueOf(42));
    assertThat(engine.backend(1).kind()).isEqualTo("simulated"); // the other chains stay the ledger's

    assertThat(engine.detach(8453)).containsSame(standIn);
    assertThat(engine.allowance(8453, WALLET, TOKEN, SPENDER)).isEqualTo(BigInteger.TEN);
  }

  @Test
  void theLedgersChainFollowsTheLedgerAcrossAReset() {
    Engine engine = new Engine(CONFIG);
    ChainBackend chain = engine.backend(1);
    chain.setNativeBalance(WALLET, BigInteger.ONE);
    assertThat(chain.nativeBalance(WALLET)).isEqualTo(BigInteger.ONE);
    engine.reset(engine.seed());
    assertThat(chain.nativeBalance(WALLET)).isEqualTo(Ledger.DEFAULT_NATIVE_BALANCE);
  }

  @Test
  void timeAndResetsReachTheAttachedChainAndARefusedResetChangesNothing() {
    Engine engine = new Engine(CONFIG);
    StandIn standIn = new StandIn(8453, engine.ledgerBackend(8453));
    engine.attach(standIn);
    long start = engine.nowSeconds();

    engine.advanceTime(Duration.ofSeconds(90));
    assertThat(standIn.calls).containsExactly("advance 90");

    engine.reset(engine.seed());
    assertThat(standIn.calls).containsExactly("advance 90", "checkReset", "reset " + start);

    standIn.refuseResets = true;
    engine.advanceTime(Duration.ofSeconds(30));
    assertThatThrownBy(() -> engine.reset(engine.seed() + 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("stand-in");
    // refused before anything was reset: the simulated clock keeps its advance, the chain was not told to reset
    assertThat(engine.nowSeconds()).isEqualTo(start + 30);
    assertThat(standIn.calls).containsExactly("advance 90", "checkReset", "reset " + start, "advance 30");
  }

  @Test
  void aPlanStepOnTheLedgerSettlesAfterItsConfirmationsAsTheLedgerSays() {
    Engine engine = new Engine(CONFIG);
    StepSettlement steps = engine.backend(1).steps(false);
    String hash = "0x" + "ab".repeat(32);
    assertThat(steps.observe(hash, 1)).isEqualTo(StepSettlement.Outcome.PENDING);
    assertThat(steps.observe(hash, 2)).isEqualTo(StepSettlement.Outcome.COMPLETE);
    engine.ledger().markReverted(hash);
    assertThat(steps.observe(hash, 2)).isEqualTo(StepSettlement.Outcome.FAILED);
    Runnable effect = () -> { };
    assertThat(steps.onComplete(effect)).isSameAs(effect); // the plan applies a step's effect to the ledger
    assertThat(steps.permitTravelsInSwap()).isFalse();
    assertThat(engine.backend(1).receipt(hash)).isEqualTo(ChainBackend.Receipt.NOT_FOUND);
  }

  /** A chain of another kind: reads 42 for every allowance, records what the engine asks of its time. */
  private static final class StandIn implements ChainBackend {
    final long chainId;
    final ChainBackend ledger;
    final List<String> calls = new ArrayList<>();
    boolean refuseResets;

    StandIn(long chainId, ChainBackend ledger) {
      this.chainId = chainId;
      this.ledger = ledger;
    }

    @Override
    public long chainId() {
      return chainId;
    }

    @Override
    public String kind() {
      return "stand-in";
    }

    @Override
    public Optional<String> rpcUrl() {
      return Optional.of("http://127.0.0.1:1");
    }

    @Override
    public List<String> stillSimulated() {
      return List.of();
    }

    @Override
    public BigInteger allowance(String owner, String token, String spender) {
      return BigInteger.valueOf(42);
    }

    @Override
    public Ledger.Permit2Allowance permit2Allowance(String owner, String token, String spender) {
      return ledger.permit2Allowance(owner, token, spender);
    }

    @Override
    public Optional<String> delegation(String wallet) {
      return Optional.empty();
    }

    @Override
    public BigInteger nativeBalance(String wallet) {
      return BigInteger.ZERO;
    }

    @Override
    public BigInteger tokenBalance(Token token, String wallet) {
      return BigInteger.ZERO;
    }

    @Override
    public void setAllowance(String owner, String token, String spender, BigInteger amount) {
      throw new IllegalArgumentException("stand-in");
    }

    @Override
    public void setNativeBalance(String wallet, BigInteger wei) {
      throw new IllegalArgumentException("stand-in");
    }

    @Override
    public void setTokenBalance(Token token, String wallet, BigInteger amount) {
      throw new IllegalArgumentException("stand-in");
    }

    @Override
    public String submitImpersonated(String from, String to, String data, BigInteger value) {
      throw new IllegalArgumentException("stand-in");
    }

    @Override
    public Receipt receipt(String hash) {
      return Receipt.NOT_FOUND;
    }

    @Override
    public long nowSeconds() {
      return 0;
    }

    @Override
    public void advance(long seconds) {
      calls.add("advance " + seconds);
    }

    @Override
    public void checkReset(long newSeed) {
      if (refuseResets) {
        throw new IllegalArgumentException("seed: the stand-in follows no other seed");
      }
      calls.add("checkReset");
    }

    @Override
    public void reset(long nowSeconds) {
      calls.add("reset " + nowSeconds);
    }

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
      return false;
    }

    @Override
    public PositionKeeper positionKeeper(String protocol) {
      return PositionKeeper.LEDGER;
    }

    @Override
    public Optional<NodeContracts> contracts() {
      return Optional.empty();
    }

    @Override
    public Optional<OrderReactor> reactor(String routing) {
      return Optional.empty();
    }

    @Override
    public StepSettlement steps(boolean afterSimulatedBridge) {
      return ledger.steps(afterSimulatedBridge);
    }

    // No @Override: multi-evm's branch adds ChainBackend.blockNumber(), this stand-in compiles with and without it.
    public long blockNumber() {
      return 0;
    }
  }
}
