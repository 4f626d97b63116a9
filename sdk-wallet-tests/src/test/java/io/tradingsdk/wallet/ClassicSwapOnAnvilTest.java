package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.ETHER;
import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.randomAddress;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitDetails;
import io.tradingsdk.signing.permit2.PermitSingle;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The chain side of a classic swap, on a real node with the real Permit2 (at its canonical address) and an ERC-20:
 * the approval {@code /check_approval} returns, sent through the sender; a {@code PermitSingle} signed with the
 * SDK's Permit2 builders and sent to {@code Permit2.permit}; receipts and the allowance read back; and reverts
 * decoded, from a mined transaction and from a gas estimate.
 */
@ExtendWith(AnvilExtension.class)
class ClassicSwapOnAnvilTest {
  private static final String PERMIT = "permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)";
  private static final String ALLOWANCE = "allowance(address,address,address)";
  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(50)).build();

  private Anvil anvil;
  private LocalSigner user;
  private TransactionSender sender;
  private Address token;
  private Address router;

  @BeforeEach
  void deploy(Anvil anvil) {
    this.anvil = anvil;
    Contracts.deployPermit2(anvil);
    user = fundedSigner(anvil);
    sender = TransactionSender.builder(anvil.rpc(), user).nonceManager(NonceManager.local()).receiptWait(FAST).build();
    token = Contracts.deployErc20(anvil, ETHER.multiply(BigInteger.valueOf(1_000_000)));
    anvil.sendAsDeployer(token, Abi.encodeCall("transfer(address,uint256)", user.address(),
        ETHER.multiply(BigInteger.valueOf(1000))));
    router = randomAddress(); // the spender the permit names (the Universal Router in a real swap)
  }

  @Test
  void permit2LandsAtItsCanonicalAddressWithThisChainsDomainSeparator() {
    byte[] separator = anvil.rpc().call(CallRequest.of(Contracts.PERMIT2, Abi.encodeCall("DOMAIN_SEPARATOR()")),
        BlockTag.LATEST);

    assertThat(Bytes32.of(separator)).isEqualTo(Permit2.domain(Anvil.CHAIN_ID, Contracts.PERMIT2).separator());
  }

  @Test
  void approvalThenPermitThroughTheSenderSetsPermit2sAllowance() {
    TransactionReceipt approval = sendApprovalAsCheckApprovalReturnsIt();
    assertThat(approval.success()).isTrue();
    assertThat(approval.logs()).hasSize(1); // Approval(owner, Permit2, amount)
    assertThat(erc20Allowance(user.address(), Contracts.PERMIT2)).isEqualTo(MAX_UINT256);

    long expiration = anvil.latestTimestamp() + 3600;
    PermitSingle permit = permit(BigInteger.valueOf(5_000), expiration, 0, anvil.latestTimestamp() + 600);
    TransactionReceipt permitted = sender.send(permitCall(permit, sign(permit))).awaitReceipt();

    assertThat(permitted.success()).isTrue();
    List<Object> allowance = permit2Allowance();
    assertThat(allowance.get(0)).isEqualTo(BigInteger.valueOf(5_000)); // amount
    assertThat(allowance.get(1)).isEqualTo(BigInteger.valueOf(expiration)); // expiration
    assertThat(allowance.get(2)).isEqualTo(BigInteger.ONE); // the next nonce
  }

  @Test
  void aReplayedPermitIsDecodedAsInvalidNonceFromTheMinedRevertAndFromTheGasEstimate() {
    sendApprovalAsCheckApprovalReturnsIt();
    PermitSingle permit = permit(BigInteger.valueOf(5_000), anvil.latestTimestamp() + 3600, 0,
        anvil.latestTimestamp() + 600);
    TransactionRequest call = permitCall(permit, sign(permit));
    sender.send(call).awaitReceipt();

    // With a gas limit set, no estimate runs first: the replay is mined, reverts, and the receipt wait says why.
    PendingTransaction replay = sender.send(call, SendOptions.builder().gasLimit(BigInteger.valueOf(120_000)).build());
    assertThatThrownBy(replay::awaitReceipt)
        .isInstanceOfSatisfying(TransactionRevertedException.class, e -> {
          assertThat(e.receipt().success()).isFalse();
          assertThat(e.reason()).isInstanceOfSatisfying(RevertReason.CustomError.class, c -> {
            assertThat(c.contract()).isEqualTo("Permit2");
            assertThat(c.signature()).isEqualTo("InvalidNonce()");
          });
        })
        .hasMessageContaining("Permit2: invalid nonce");
    // Without one, the estimate reverts first and nothing is sent.
    assertThatThrownBy(() -> sender.send(call))
        .isInstanceOfSatisfying(ExecutionRevertedException.class,
            e -> assertThat(e.reason().describe()).startsWith("Permit2: invalid nonce"))
        .hasMessageContaining("eth_estimateGas");
  }

  @Test
  void anExpiredPermitIsDecodedAsSignatureExpiredWithItsDeadline() {
    sendApprovalAsCheckApprovalReturnsIt();
    long deadline = anvil.latestTimestamp() - 1;
    PermitSingle permit = permit(BigInteger.valueOf(5_000), anvil.latestTimestamp() + 3600, 0, deadline);

    PendingTransaction pending = sender.send(permitCall(permit, sign(permit)),
        SendOptions.builder().gasLimit(BigInteger.valueOf(120_000)).build());

    assertThatThrownBy(pending::awaitReceipt)
        .isInstanceOf(TransactionRevertedException.class)
        .hasMessageContaining("Permit2: signature expired (deadline " + deadline + ")");
  }

  @Test
  void aTransferFromWithoutAllowanceIsDecodedAsTheTokensErrorString() {
    byte[] transferFrom = Abi.encodeCall("transferFrom(address,address,uint256)", Anvil.DEPLOYER, user.address(),
        BigInteger.ONE);

    PendingTransaction pending = sender.send(request(user.address(), token, transferFrom, BigInteger.ZERO),
        SendOptions.builder().gasLimit(BigInteger.valueOf(100_000)).build());

    assertThatThrownBy(pending::awaitReceipt)
        .isInstanceOfSatisfying(TransactionRevertedException.class, e -> assertThat(e.reason())
            .isInstanceOfSatisfying(RevertReason.ErrorString.class,
                s -> assertThat(s.message()).isEqualTo("ds-math-sub-underflow")))
        .hasMessageContaining("reverted: ds-math-sub-underflow");
  }

  @Test
  void sendApprovalsAsyncSendsTheResetThenTheApprovalWithConsecutiveNonces() throws Exception {
    byte[] reset = Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2, BigInteger.ZERO);
    byte[] approve = Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2, MAX_UINT256);
    CheckApprovalResponse response = CheckApprovalResponse.builder().requestId("test")
        .cancel(request(user.address(), token, reset, BigInteger.ZERO))
        .approval(request(user.address(), token, approve, BigInteger.ZERO)).build();

    List<PendingTransaction> sent = sender.sendApprovalsAsync(response).get(60, TimeUnit.SECONDS);

    assertThat(sent).extracting(PendingTransaction::nonce).containsExactly(0L, 1L);
    assertThat(sent.get(0).transaction().transaction().data()).isEqualTo(reset);
    for (PendingTransaction pending : sent) {
      assertThat(pending.receiptAsync().get(60, TimeUnit.SECONDS).success()).isTrue();
    }
    assertThat(erc20Allowance(user.address(), Contracts.PERMIT2)).isEqualTo(MAX_UINT256);

    LpApprovalResponse lp = LpApprovalResponse.builder().requestId("test").transactions(List.of(
        ApprovalTransactionRequest.builder().transaction(request(user.address(), token, reset, BigInteger.ZERO))
            .build())).build();
    List<PendingTransaction> lpSent = sender.sendApprovalsAsync(lp).get(60, TimeUnit.SECONDS);
    assertThat(lpSent).extracting(PendingTransaction::nonce).containsExactly(2L);
    assertThat(CheckApprovalResponse.builder().requestId("none").build()).satisfies(none -> assertThat(
        sender.sendApprovalsAsync(none).get(60, TimeUnit.SECONDS)).as("nothing to approve").isEmpty());
  }

  @Test
  void sendApprovalsAsyncStopsAtTheFirstFailureAndSendsNothingAfterIt() {
    TransactionRequest foreign = ImmutableTransactionRequest.copyOf(request(user.address(), token,
        Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2, BigInteger.ZERO), BigInteger.ZERO))
        .withFrom(randomAddress().toChecksumHex()); // another account's: the signer cannot send it
    CheckApprovalResponse response = CheckApprovalResponse.builder().requestId("test").cancel(foreign)
        .approval(request(user.address(), token, Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2,
            MAX_UINT256), BigInteger.ZERO)).build();

    assertThat(sender.sendApprovalsAsync(response)).failsWithin(Duration.ofSeconds(60))
        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
        .withCauseInstanceOf(io.tradingsdk.signing.tx.InvalidTransactionException.class);
    assertThat(anvil.rpc().getTransactionCount(user.address(), BlockTag.PENDING)).as("the approval not sent")
        .isZero();
  }

  /** /check_approval's answer, as the API shapes it: fees and a gas limit set, no nonce. */
  private TransactionReceipt sendApprovalAsCheckApprovalReturnsIt() {
    TransactionRequest approval = ImmutableTransactionRequest.copyOf(request(user.address(), token,
            Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2, MAX_UINT256), BigInteger.ZERO))
        .withMaxFeePerGas(BigInteger.valueOf(4_656_513_686L))
        .withMaxPriorityFeePerGas(BigInteger.valueOf(2_000_000_000L))
        .withGasLimit(BigInteger.valueOf(56_344));
    CheckApprovalResponse response = CheckApprovalResponse.builder().requestId("test").approval(approval)
        .cancel(null).build();
    List<PendingTransaction> sent = sender.sendApprovals(response);
    assertThat(sent).hasSize(1);
    assertThat(sent.get(0).transaction().transaction().gasLimit()).isEqualTo(BigInteger.valueOf(56_344));
    return sent.get(0).awaitReceipt();
  }

  private PermitSingle permit(BigInteger amount, long expiration, long nonce, long sigDeadline) {
    return PermitSingle.builder()
        .details(PermitDetails.builder().token(token).amount(amount).expiration(expiration).nonce(nonce).build())
        .spender(router)
        .sigDeadline(BigInteger.valueOf(sigDeadline))
        .build();
  }

  private byte[] sign(PermitSingle permit) {
    return user.sign(permit.toTypedData(Permit2.domain(Anvil.CHAIN_ID, Contracts.PERMIT2))).toBytes();
  }

  private TransactionRequest permitCall(PermitSingle permit, byte[] signature) {
    Object details = List.of(permit.details().token(), permit.details().amount(),
        BigInteger.valueOf(permit.details().expiration()), BigInteger.valueOf(permit.details().nonce()));
    byte[] data = Abi.encodeCall(PERMIT, user.address(), List.of(details, permit.spender(), permit.sigDeadline()),
        signature);
    return request(user.address(), Contracts.PERMIT2, data, BigInteger.ZERO);
  }

  private BigInteger erc20Allowance(Address owner, Address spender) {
    byte[] out = anvil.rpc().call(CallRequest.of(token, Abi.encodeCall("allowance(address,address)", owner,
        spender)), BlockTag.LATEST);
    return (BigInteger) Abi.decode("(uint256)", out).get(0);
  }

  private List<Object> permit2Allowance() {
    byte[] out = anvil.rpc().call(CallRequest.of(Contracts.PERMIT2, Abi.encodeCall(ALLOWANCE, user.address(), token,
        router)), BlockTag.LATEST);
    return Abi.decode("(uint160,uint48,uint48)", out);
  }
}
