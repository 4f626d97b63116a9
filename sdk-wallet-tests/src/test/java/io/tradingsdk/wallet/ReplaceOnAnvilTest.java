package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.ETHER;
import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.randomAddress;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import java.math.BigInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A transaction left unmined (anvil's automine off) replaced by a faster one or a cancel, same nonce. */
@ExtendWith(AnvilExtension.class)
class ReplaceOnAnvilTest {
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(java.time.Duration.ofMillis(50)).build();
  private Anvil anvil;

  @AfterEach
  void automineBack() {
    if (anvil != null) {
      anvil.rpc().request("evm_setAutomine", true);
    }
  }

  private TransactionSender sender(LocalSigner signer) {
    return TransactionSender.builder(anvil.rpc(), signer).nonceManager(NonceManager.local()).receiptWait(FAST).build();
  }

  @Test
  void aStuckTransferIsSpedUpWithTheSameNonceAndHigherFees(Anvil node) {
    anvil = node;
    LocalSigner signer = fundedSigner(anvil);
    Address to = randomAddress();
    TransactionSender sender = sender(signer);
    anvil.rpc().request("evm_setAutomine", false);
    PendingTransaction stuck = sender.send(request(signer.address(), to, new byte[0], BigInteger.valueOf(777)));

    PendingTransaction faster = TransactionReplacer.of(anvil.rpc(), sender).speedUp(stuck.transaction());
    anvil.rpc().request("evm_mine");

    assertThat(faster.nonce()).isEqualTo(stuck.nonce());
    Eip1559Transaction before = (Eip1559Transaction) stuck.transaction().transaction();
    Eip1559Transaction after = (Eip1559Transaction) faster.transaction().transaction();
    assertThat(after.maxPriorityFeePerGas()).isGreaterThan(before.maxPriorityFeePerGas());
    assertThat(after.maxFeePerGas()).isGreaterThan(before.maxFeePerGas());
    assertThat(faster.awaitReceipt().success()).isTrue();
    assertThat(anvil.rpc().getTransactionReceipt(stuck.hash())).isEmpty(); // the original never mined
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(777)); // once
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST)).isEqualTo(stuck.nonce() + 1);
  }

  @Test
  void aSpeedUpOfATransactionMinedMeanwhileAnswersThatTransactionAndSendsNothingMore(Anvil node) {
    anvil = node;
    LocalSigner signer = fundedSigner(anvil);
    Address to = randomAddress();
    TransactionSender sender = sender(signer);
    anvil.rpc().request("evm_setAutomine", false);
    PendingTransaction stuck = sender.send(request(signer.address(), to, new byte[0], BigInteger.valueOf(777)));
    anvil.rpc().request("evm_mine"); // it was mined while the caller decided to speed it up

    // The node refuses the replacement ("nonce too low"): the call already ran, which is what a speed-up is for. An
    // exception saying "the nonce was used by another transaction: send again" would have it run twice.
    PendingTransaction faster = TransactionReplacer.of(anvil.rpc(), sender).speedUp(stuck.transaction());

    assertThat(faster.hash()).isEqualTo(stuck.hash());
    assertThat(faster.awaitReceipt().success()).isTrue();
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(777)); // once
  }

  @Test
  void aStuckTransferIsCancelledByAZeroValueSelfSend(Anvil node) {
    anvil = node;
    LocalSigner signer = fundedSigner(anvil);
    Address to = randomAddress();
    TransactionSender sender = sender(signer);
    anvil.rpc().request("evm_setAutomine", false);
    PendingTransaction stuck = sender.send(request(signer.address(), to, new byte[0], ETHER));

    PendingTransaction cancel = TransactionReplacer.of(anvil.rpc(), sender).cancel(stuck.transaction());
    anvil.rpc().request("evm_mine");

    TransactionReceipt receipt = cancel.awaitReceipt();
    assertThat(receipt.success()).isTrue();
    assertThat(receipt.to()).contains(signer.address());
    assertThat(cancel.nonce()).isEqualTo(stuck.nonce());
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isZero(); // the transfer never happened
  }
}
