package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.ETHER;
import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.randomAddress;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.TransactionRequest5792;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.TransactionType;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Transactions signed by the SDK, sent through the sender to a real node (anvil), and mined. */
@ExtendWith(AnvilExtension.class)
class SendOnAnvilTest {
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(java.time.Duration.ofMillis(50)).build();

  private static TransactionSender sender(Anvil anvil, LocalSigner signer) {
    return TransactionSender.builder(anvil.rpc(), signer).nonceManager(NonceManager.local()).receiptWait(FAST)
        .build();
  }

  @Test
  void aLegacyTransactionWithTheApisGasPriceIsMinedAsTypeZero(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    Address to = randomAddress();
    BigInteger gasPrice = anvil.rpc().gasPrice().multiply(BigInteger.TWO);
    TransactionRequest api = ImmutableTransactionRequest.copyOf(
        request(signer.address(), to, new byte[0], BigInteger.valueOf(12345))).withGasPrice(gasPrice);

    PendingTransaction pending = sender(anvil, signer).send(api);
    TransactionReceipt receipt = pending.awaitReceipt();

    assertThat(pending.transaction().type()).isEqualTo(TransactionType.LEGACY);
    assertThat(receipt.success()).isTrue();
    assertThat(receipt.type()).isZero();
    assertThat(receipt.effectiveGasPrice()).isEqualTo(gasPrice);
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(12345));
    RpcTransaction mined = anvil.rpc().getTransactionByHash(pending.hash()).orElseThrow();
    assertThat(mined.chainId()).contains(Anvil.CHAIN_ID);
    assertThat(mined.isMined()).isTrue();
  }

  @Test
  void anEip1559TransactionGetsItsFeesGasAndNonceFilledAndIsMinedAsTypeTwo(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    Address to = randomAddress();

    PendingTransaction pending = sender(anvil, signer).send(request(signer.address(), to, new byte[0], ETHER));
    TransactionReceipt receipt = pending.awaitReceipt();

    assertThat(pending.transaction().type()).isEqualTo(TransactionType.EIP1559);
    assertThat(pending.nonce()).isZero();
    assertThat(receipt.success()).isTrue();
    assertThat(receipt.type()).isEqualTo(2);
    assertThat(receipt.gasUsed()).isEqualTo(BigInteger.valueOf(21000));
    assertThat(receipt.transactionHash()).isEqualTo(pending.hash());
    assertThat(receipt.from()).isEqualTo(signer.address());
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(ETHER);
    // The raw bytes the node mined are the SDK's: it reports the same hash and sender.
    assertThat(SignedTransaction.decode(pending.transaction().raw()).from()).isEqualTo(signer.address());
  }

  @Test
  void anEip7702DelegationSetsTheAccountsCodeToTheDelegationDesignator(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    Address delegate = Contracts.deployErc20(anvil, ETHER);
    // /swap_7702's shape: the wallet calls itself, through the code it delegates to (here a view of the ERC-20).
    TransactionRequest api = request(signer.address(), signer.address(), Abi.encodeCall("totalSupply()"),
        BigInteger.ZERO);

    PendingTransaction pending = sender(anvil, signer).send(api, SendOptions.builder().delegateTo(delegate).build());
    TransactionReceipt receipt = pending.awaitReceipt();

    assertThat(pending.transaction().type()).isEqualTo(TransactionType.EIP7702);
    assertThat(receipt.success()).isTrue();
    assertThat(receipt.type()).isEqualTo(4);
    assertThat(Hex.encode(anvil.rpc().getCode(signer.address(), BlockTag.LATEST)))
        .isEqualTo("0xef0100" + delegate.toLowerHex().substring(2));
    // The self-sponsored authorization took nonce + 1, so the account's next nonce is 2.
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST)).isEqualTo(2);
  }

  @Test
  void aSwap5792BatchIsSentCallByCallWithConsecutiveNonces(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    Address token = Contracts.deployErc20(anvil, ETHER);
    anvil.sendAsDeployer(token, Abi.encodeCall("transfer(address,uint256)", signer.address(), BigInteger.TEN));
    Address spender = randomAddress();
    Swap5792Response batch = Swap5792Response.builder().requestId("r").from(signer.address().toChecksumHex())
        .chainId(ChainId.of(Anvil.CHAIN_ID))
        .addCalls(TransactionRequest5792.builder().to(token.toChecksumHex()).value("0")
            .data(Hex.encode(Abi.encodeCall("approve(address,uint256)", spender, BigInteger.TEN))).build())
        .addCalls(TransactionRequest5792.builder().to(token.toChecksumHex()).value("0x0")
            .data(Hex.encode(Abi.encodeCall("transfer(address,uint256)", spender, BigInteger.ONE))).build())
        .build();

    List<PendingTransaction> sent = sender(anvil, signer).sendCalls(batch);

    assertThat(sent).extracting(PendingTransaction::nonce).containsExactly(0L, 1L);
    assertThat(sent).allSatisfy(p -> assertThat(p.awaitReceipt().success()).isTrue());
  }

  @Test
  void fiftyConcurrentSendsFromOneKeyLandWithConsecutiveNonces(Anvil anvil) throws Exception {
    LocalSigner signer = fundedSigner(anvil);
    TransactionSender sender = sender(anvil, signer);
    Address to = randomAddress();
    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Future<TransactionReceipt>> sends = new ArrayList<>();
    try {
      for (int i = 0; i < 50; i++) {
        sends.add(pool.submit(() -> sender.send(request(signer.address(), to, new byte[0], BigInteger.ONE))
            .awaitReceipt()));
      }
      Set<Long> nonces = new TreeSet<>();
      for (Future<TransactionReceipt> send : sends) {
        TransactionReceipt receipt = send.get();
        assertThat(receipt.success()).isTrue();
        nonces.add(anvil.rpc().getTransactionByHash(receipt.transactionHash()).orElseThrow().nonce().longValueExact());
      }
      assertThat(nonces).hasSize(50).first().isEqualTo(0L);
      assertThat(nonces).last().isEqualTo(49L);
    } finally {
      pool.shutdownNow();
    }
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST)).isEqualTo(50);
    assertThat(anvil.rpc().getBalance(to, BlockTag.LATEST)).isEqualTo(BigInteger.valueOf(50));
  }

  @Test
  void aNonceTooLowFromAnotherWalletIsRecoveredWithTheNodesPendingCount(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    TransactionSender ours = sender(anvil, signer);
    TransactionSender otherWallet = sender(anvil, signer); // its own nonce manager: it knows nothing of ours
    Address to = randomAddress();

    assertThat(ours.send(request(signer.address(), to, new byte[0], BigInteger.ONE)).nonce()).isZero();
    assertThat(otherWallet.send(request(signer.address(), to, new byte[0], BigInteger.ONE)).nonce()).isEqualTo(1);
    // Another value: the same request at nonce 1 could be byte-identical to the other wallet's (same fees once the
    // base fee sits at its floor), which the node holds, so the sender would rightly count it as sent.
    PendingTransaction recovered = ours.send(request(signer.address(), to, new byte[0], BigInteger.TWO));

    assertThat(recovered.nonce()).isEqualTo(2); // ours tried 1, heard "nonce too low", re-read the pending count
    assertThat(recovered.awaitReceipt().success()).isTrue();
  }

  @Test
  void anExplicitNonceThatIsTooLowIsATypedFailureAndNotRetried(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    TransactionSender sender = sender(anvil, signer);
    Address to = randomAddress();
    sender.send(request(signer.address(), to, new byte[0], BigInteger.ONE)).awaitReceipt();

    // Another transaction on the spent nonce. (The same one would be a success: the node holds it. It would be the
    // same bytes once the base fee stops moving, as it does after many blocks: anvil's evm_revert keeps the next
    // block's base fee where the reverted blocks left it.)
    assertThatThrownBy(() -> sender.send(request(signer.address(), to, new byte[0], BigInteger.TWO),
        SendOptions.builder().nonce(0).build()))
        .isInstanceOf(NonceTooLowException.class)
        .hasMessageContaining("eth_sendRawTransaction");
  }

  @Test
  void aSecondBroadcastOfTheSameTransactionIsASuccessNotAFailure(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    PendingTransaction pending = sender(anvil, signer).send(request(signer.address(), randomAddress(), new byte[0],
        BigInteger.ONE));
    pending.awaitReceipt();

    // Mined already: the node answers "nonce too low" (or "already known"), and the client finds its own hash.
    assertThat(anvil.rpc().sendRawTransaction(pending.transaction())).isEqualTo(pending.hash());
  }

  @Test
  void aTransactionForAnotherChainIsRefusedBeforeSigning(Anvil anvil) {
    LocalSigner signer = fundedSigner(anvil);
    TransactionRequest mainnet = ImmutableTransactionRequest.copyOf(
        request(signer.address(), randomAddress(), new byte[0], BigInteger.ONE)).withChainId(ChainId.MAINNET);

    assertThatThrownBy(() -> sender(anvil, signer).send(mainnet))
        .isInstanceOf(ChainMismatchException.class)
        .hasMessageContaining("chain 1").hasMessageContaining("chain 31337");
    assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.PENDING)).isZero();
  }

  @Test
  void anUnfundedSenderGetsInsufficientFundsAndItsNonceBack(Anvil anvil) {
    LocalSigner poor = LocalSigner.of(io.tradingsdk.signing.PrivateKey.random());
    NonceManager nonces = NonceManager.local();
    TransactionSender sender = TransactionSender.builder(anvil.rpc(), poor).nonceManager(nonces).build();

    assertThatThrownBy(() -> sender.send(request(poor.address(), randomAddress(), new byte[0], ETHER),
        SendOptions.builder().gasLimit(BigInteger.valueOf(21000)).build()))
        .isInstanceOf(InsufficientFundsException.class);
    anvil.fund(poor.address(), ETHER.multiply(BigInteger.TWO));
    assertThat(sender.send(request(poor.address(), randomAddress(), new byte[0], ETHER)).nonce()).isZero();
  }
}
