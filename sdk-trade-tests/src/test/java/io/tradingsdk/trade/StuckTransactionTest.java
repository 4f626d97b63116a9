package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A trade's transaction left unmined (anvil's automine off): after {@code stuckAfter} the engine replaces it with
 * higher fees, same nonce, and the replacement is the one mined; a trade cancelled while it waits has the transaction
 * replaced by a zero-value send to the wallet itself and ends CANCELLED.
 */
@ExtendWith(AnvilExtension.class)
class StuckTransactionTest {
  private Anvil anvil;
  private TradingClient unused;

  @AfterEach
  void after() {
    if (anvil != null) {
      anvil.rpc().request("evm_setAutomine", true);
    }
    if (unused != null) {
      unused.close();
    }
  }

  private Journey journey(LocalSigner signer, TradeEngineFailuresTest.MutableClock clock, List<TradeEvent> events) {
    return journey(signer, clock, events, 2, false);
  }

  private Journey journey(LocalSigner signer, TradeEngineFailuresTest.MutableClock clock, List<TradeEvent> events,
      int maxReplacements, boolean mineEveryPause) {
    unused = TradingClient.builder().baseUrl("http://127.0.0.1:9/v1").apiKey("unused").build();
    Services services = new Services(unused, signer, new Chains(id -> anvil.rpc(), signer, NonceManager.local()),
        TradeStore.inMemory(), clock, (what, attempt) -> {
          clock.advance(Duration.ofMinutes(1));
          if (mineEveryPause || events.stream().anyMatch(e -> e.type().startsWith("transaction-sped-up")
              || e.type().equals("transaction-cancel-sent"))) {
            anvil.rpc().request("evm_mine");
          }
        }, events::add, TokenDirectory.standard(), "test", Duration.ofMinutes(5), Duration.ofSeconds(30), 3, 20,
        step -> { }, Duration.ofMinutes(3), maxReplacements);
    Trade trade = new Trade("tstuck" + System.nanoTime(), TradeIntent.builder().sell("ETH").buy("USDC")
        .amount(BigDecimal.ONE).build());
    return new Journey(services, trade, List.of());
  }

  private static TransactionRequest transfer(Address from, Address to, BigInteger value) {
    return TransactionRequest.builder().from(from.toChecksumHex()).to(to.toChecksumHex()).data("0x")
        .value("0x" + value.toString(16)).chainId(ChainId.of(Anvil.CHAIN_ID)).build();
  }

  @Test
  void aTransactionUnminedPastStuckAfterIsSpedUpAndTheReplacementIsMinedOnce(Anvil node) {
    anvil = node;
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    anvil.fund(signer.address(), BigInteger.TEN.pow(20));
    Address to = LocalSigner.of(PrivateKey.random()).address();
    List<TradeEvent> events = new CopyOnWriteArrayList<>();
    Journey j = journey(signer, new TradeEngineFailuresTest.MutableClock(), events);
    anvil.rpc().request("evm_setAutomine", false);

    String original = TxStep.send(j, "swap", transfer(signer.address(), to, BigInteger.valueOf(4242)), null);
    TransactionReceipt receipt = TxStep.await(j, "swap");

    assertThat(events).extracting(TradeEvent::type).contains("transaction-sped-up");
    assertThat(receipt.success()).isTrue();
    assertThat(receipt.transactionHash().toHex()).isNotEqualTo(original);
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(4242)); // once
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  /**
   * The node drops the trade's transaction from its pool (evicted, or the node restarted) and no speed-up is left
   * (maxReplacements 0): the nonce is free and the node no longer has the bytes, so waiting alone never ends. The
   * journaled bytes are broadcast again (the same hash: never a second transaction) and mined.
   */
  @Test
  void aTransactionDroppedFromTheNodesPoolIsBroadcastAgainFromTheJournal(Anvil node) {
    anvil = node;
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    anvil.fund(signer.address(), BigInteger.TEN.pow(20));
    Address to = LocalSigner.of(PrivateKey.random()).address();
    List<TradeEvent> events = new CopyOnWriteArrayList<>();
    Journey j = journey(signer, new TradeEngineFailuresTest.MutableClock(), events, 0, true);
    anvil.rpc().request("evm_setAutomine", false);

    String sent = TxStep.send(j, "swap", transfer(signer.address(), to, BigInteger.valueOf(4242)), null);
    anvil.rpc().request("anvil_dropAllTransactions");
    TransactionReceipt receipt = TxStep.await(j, "swap");

    assertThat(receipt.success()).isTrue();
    assertThat(receipt.transactionHash().toHex()).isEqualTo(sent); // the same bytes, not a new transaction
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(4242));
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST)).isEqualTo(1);
  }

  @Test
  void aTradeCancelledWhileItsTransactionIsUnminedSendsTheCancelAndEndsCancelled(Anvil node) {
    anvil = node;
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    anvil.fund(signer.address(), BigInteger.TEN.pow(20));
    Address to = LocalSigner.of(PrivateKey.random()).address();
    List<TradeEvent> events = new CopyOnWriteArrayList<>();
    Journey j = journey(signer, new TradeEngineFailuresTest.MutableClock(), events);
    anvil.rpc().request("evm_setAutomine", false);

    TxStep.send(j, "swap", transfer(signer.address(), to, BigInteger.TEN.pow(18)), null);
    j.trade.cancel();
    TradeStop stop = catchThrowableOfType(TradeStop.class, () -> TxStep.await(j, "swap"));

    assertThat(stop.status).isEqualTo(TradeStatus.CANCELLED);
    assertThat(events).extracting(TradeEvent::type).contains("transaction-cancel-sent");
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isZero(); // the transfer never ran
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST)).isEqualTo(1);
  }
}
