package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.TransactionSender;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two ends of a sent transaction the user did not plan: it is mined and reverts (REVERTED, with its reason), or
 * its nonce is taken by another transaction of the wallet before it reached the node (FAILED, TRANSACTION_REPLACED,
 * and the trade's own transaction is never sent).
 */
class TradeRevertAndReplaceTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

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

  private static final TradeIntent CLASSIC = TradeIntent.builder().sell("USDC").buy("ETH")
      .amount(new BigDecimal("1000")).routing(RoutePreference.CLASSIC).build();

  @Test
  void aSwapMinedAfterTheWalletSpentItsInputEndsRevertedWithTheReceiptsGas() {
    TradeEngine engine = sim.engine().journalObserver(step -> {
      if (step.equals("tx-intent:swap")) { // signed, not yet on the node: the USDC goes elsewhere meanwhile
        SERVER.server().chain().setTokenBalance(1, Sim.USDC, sim.swapper(), BigInteger.ZERO);
      }
    }).build();

    TradeResult result = engine.execute(CLASSIC);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.REVERTED);
    assertThat(result.revertReason()).isPresent();
    assertThat(result.amountOut()).isEmpty();
    assertThat(result.gasUsed()).isPositive(); // the approval's and the reverted swap's
    assertThat(sim.eventTypes()).containsSubsequence("transaction-sent", "transaction-mined", "final");
    assertThat(SERVER.server().chain().isReverted(result.txHashes().get(result.txHashes().size() - 1))).isTrue();
  }

  @Test
  void aNonceTakenByAnotherTransactionBeforeTheSwapReachedTheNodeEndsReplacedWithTheSwapNeverSent() {
    TradeEngine first = sim.engine().store(FileTradeStore.in(dir)).owner("first").journalObserver(step -> {
      if (step.equals("tx-intent:swap")) {
        throw new TradeResumeTest.Crash(step);
      }
    }).build();
    assertThatThrownBy(() -> first.execute(CLASSIC)).isInstanceOf(TradeResumeTest.Crash.class);
    String id = FileTradeStore.in(dir).tradeIds().get(0);
    long swapNonce = sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST); // after the approval
    // Meanwhile the wallet's other software sends a transaction: it takes the nonce the swap was signed with.
    TransactionSender other = TransactionSender.builder(sim.node(1), sim.wallet).build();
    assertThat(other.send(TransactionRequest.builder().from(sim.swapper()).to(sim.swapper()).data("0x").value("0x1")
        .chainId(ChainId.MAINNET).build()).awaitReceipt().success()).isTrue();
    BigInteger usdcBefore = SERVER.server().chain().tokenBalance(1, Sim.USDC, sim.swapper());

    TradeResult result = sim.engine().store(FileTradeStore.in(dir)).owner("second").build().resumeAndWait(id);

    assertThat(result.status()).as(result.toString()).isEqualTo(TradeStatus.FAILED);
    assertThat(result.failure().orElseThrow().reason()).isEqualTo(TradeFailure.Reason.TRANSACTION_REPLACED);
    assertThat(result.failure().orElseThrow().message()).contains("nonce " + swapNonce);
    // The swap was never sent: the other transaction was the last, the USDC is all there.
    assertThat(sim.node(1).getTransactionCount(sim.wallet.address(), BlockTag.LATEST)).isEqualTo(swapNonce + 1);
    assertThat(SERVER.server().chain().tokenBalance(1, Sim.USDC, sim.swapper())).isEqualTo(usdcBefore);
  }
}
