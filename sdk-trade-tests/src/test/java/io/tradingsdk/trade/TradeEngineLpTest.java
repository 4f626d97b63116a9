package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.wallet.BlockTag;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** LP actions ({@link LpIntent}) as one-shot intents through the engine, on the simulated chains. */
class TradeEngineLpTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  static final String USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";

  @TempDir
  Path dir;

  private Sim sim;

  @BeforeEach
  void start() {
    sim = new Sim(SERVER.server());
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private static LpIntent v3Create() {
    return LpIntent.create(1, "V3", "USDT", "WETH").deposit("USDT", new BigInteger("3000000000")).build();
  }

  private long nonce() {
    return sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST);
  }

  @Test
  void aV3PositionIsCreatedIncreasedDecreasedAndItsFeesClaimedEachToSettled() {
    TradeEngine engine = sim.engine().store(FileTradeStore.in(dir)).build();

    TradeResult created = engine.execute(v3Create());

    assertThat(created.status()).as(created.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(created.routing()).contains("LP_CREATE");
    String id = created.positionId().orElseThrow();
    // WETH (0xC02a...) sorts before USDT (0xdAC1...): amount1 is the USDT deposited.
    assertThat(created.amount1()).contains(new BigInteger("3000000000"));
    assertThat(SERVER.server().chain().positionAmounts(id))
        .containsExactly(created.amount0().orElseThrow(), created.amount1().orElseThrow());
    assertThat(sim.eventTypes()).containsSubsequence("created", "approval", "lp-prepared", "transaction-sent",
        "transaction-mined", "final");
    assertThat(created.gasUsed()).isPositive();

    TradeResult increased = engine.execute(LpIntent.increase(1, "V3", id, "WETH", "USDT")
        .deposit("USDT", new BigInteger("1500000000")).build());
    assertThat(increased.status()).as(increased.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(SERVER.server().chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("4500000000"));

    TradeResult decreased = engine.execute(LpIntent.decrease(1, "V3", id, "WETH", "USDT").percentage(50).build());
    assertThat(decreased.status()).as(decreased.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(decreased.amount1()).contains(new BigInteger("2250000000"));
    assertThat(SERVER.server().chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("2250000000"));

    SERVER.server().chain().advanceTime(Duration.ofDays(1));
    TradeResult claimed = engine.execute(LpIntent.claim(1, "V3", id, "WETH", "USDT").build());
    assertThat(claimed.status()).as(claimed.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(claimed.amount1().orElseThrow()).isPositive();
    // Collected: what is owed now is what accrued since (the engine's waits move the simulated clock), far less.
    List<BigInteger> owed = SERVER.server().chain().feesOwed(id);
    assertThat(owed.get(0)).isLessThan(claimed.amount0().orElseThrow());
    assertThat(owed.get(1)).isLessThan(claimed.amount1().orElseThrow());

    // Listed with trades, each with its intent and result.
    List<TradeRecord> records = TradeRecord.list(FileTradeStore.in(dir));
    assertThat(records).hasSize(4).allSatisfy(r -> assertThat(r.intent()).isInstanceOf(LpIntent.class));
    assertThat(records).extracting(r -> r.result().orElseThrow().status()).containsOnly(TradeStatus.SETTLED);
  }

  @Test
  void aV4PositionIsCreatedWithTheBatchPermitSigned() {
    TradeResult created = sim.engine().build().execute(LpIntent.create(1, "V4", "USDC", "WETH")
        .deposit("USDC", new BigInteger("3000000000")).build());

    assertThat(created.status()).as(created.toString()).isEqualTo(TradeStatus.SETTLED);
    assertThat(SERVER.server().chain().positionAmounts(created.positionId().orElseThrow()).get(0))
        .isEqualTo(new BigInteger("3000000000"));
    assertThat(sim.events.stream().filter(e -> e.type().equals("signing")).map(e -> e.details().get("what")))
        .containsExactly("lp-permit");
  }

  @Test
  void anLpActionStoppedAtEachBoundaryResumesWithOnePositionAndNoSecondTransaction() {
    for (String boundary : List.of("lp-request", "tx-intent:lp", "tx-sent:lp", "tx-mined:lp")) {
      Sim run = new Sim(SERVER.server());
      TradeEngine first = run.engine().store(FileTradeStore.in(dir.resolve(boundary.replace(':', '-'))))
          .owner("first").journalObserver(step -> {
            if (step.equals(boundary)) {
              throw new TradeResumeTest.Crash(step);
            }
          }).build();
      assertThatThrownBy(() -> first.execute(v3Create())).isInstanceOf(TradeResumeTest.Crash.class);
      TradeStore store = FileTradeStore.in(dir.resolve(boundary.replace(':', '-')));
      String id = store.tradeIds().get(0);
      assertThat(TradeRecord.read(store, id).orElseThrow().intent()).isEqualTo(v3Create());
      int positionsBefore = SERVER.server().chain().positionIds().size();

      TradeResult result = run.engine().store(store).owner("second").build().resumeAndWait(id);

      assertThat(result.status()).as(boundary + ": " + result).isEqualTo(TradeStatus.SETTLED);
      int minted = SERVER.server().chain().positionIds().size() - positionsBefore;
      // Crashed before the create reached the node: the resumed run mints it; after: the first run's is followed.
      assertThat(minted).as(boundary).isEqualTo(boundary.equals("lp-request") || boundary.equals("tx-intent:lp")
          ? 1 : 0);
      assertThat(result.positionId()).isPresent();
      // Two approvals (USDT, WETH to the position manager) and one create: no transaction twice.
      assertThat(run.node(1).getTransactionCount(run.wallet.address(), BlockTag.LATEST)).as(boundary).isEqualTo(3);
      run.close();
    }
  }

  @Test
  void aCreateMinedWithoutTheTokensEndsRevertedWithNothingDeposited() {
    TradeEngine engine = sim.engine().journalObserver(step -> {
      if (step.equals("lp-request")) { // the wallet spends its USDT elsewhere before the create is mined
        SERVER.server().chain().setTokenBalance(1, USDT, sim.swapper(), BigInteger.ZERO);
      }
    }).build();
    int positionsBefore = SERVER.server().chain().positionIds().size();

    TradeResult result = engine.execute(v3Create());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.REVERTED);
    assertThat(result.revertReason()).isPresent();
    assertThat(SERVER.server().chain().positionIds()).hasSize(positionsBefore);
  }

  @Test
  void anLpIntentNamesTheWrongField() {
    assertThatThrownBy(() -> LpIntent.create(1, "V2", "USDC", "WETH")).hasMessageContaining("protocol");
    assertThatThrownBy(() -> LpIntent.create(1, "V3", "USDC", "WETH").build()).hasMessageContaining("deposit");
    assertThatThrownBy(() -> LpIntent.create(1, "V3", "USDC", "WETH").deposit("DAI", BigInteger.ONE).build())
        .hasMessageContaining("deposit");
    assertThatThrownBy(() -> LpIntent.decrease(1, "V3", "12", "USDC", "WETH").build())
        .hasMessageContaining("percentage");
    assertThatThrownBy(() -> LpIntent.claim(1, "V3", "x1", "USDC", "WETH")).hasMessageContaining("positionId");
    assertThatThrownBy(() -> LpIntent.create(1, "V3", "USDC", "WETH").deposit("USDC", BigInteger.TEN).ticks(10, -10)
        .build()).hasMessageContaining("tickLower");
    LpIntent intent = LpIntent.create(1, "V3", "USDC", "WETH").deposit("USDC", BigInteger.TEN).ticks(-100, 100)
        .build();
    assertThat(IntentCodec.intent(IntentCodec.fields(intent))).isEqualTo(intent);
  }

  @Test
  void anLpActionOnAPositionTheWalletDoesNotOwnFailsTyped() {
    TradeResult result = sim.engine().build().execute(LpIntent.decrease(1, "V3", "1002", "WETH", "USDT")
        .percentage(50).build());

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.INVALID_REQUEST);
    assertThat(nonce()).isZero();
  }
}
