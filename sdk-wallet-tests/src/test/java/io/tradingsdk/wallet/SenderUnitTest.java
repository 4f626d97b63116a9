package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.ImmutableTransactionRequest;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The sender and the receipt wait against a scripted node: what is filled, what is asked, how failures end. */
class SenderUnitTest {
  private static final LocalSigner SIGNER =
      LocalSigner.of(PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"));
  private static final Address ROUTER = Address.of("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  private static final ReceiptWait QUICK_WAIT = ReceiptWait.builder().pollInterval(Duration.ofMillis(5))
      .timeout(Duration.ofSeconds(5)).build();

  private final ScriptedNode node = new ScriptedNode();
  private MockWebServer server;
  private EthRpcClient rpc;
  private TransactionSender sender;

  @BeforeEach
  void start() throws IOException {
    server = new MockWebServer();
    server.setDispatcher(node);
    server.start();
    rpc = EthRpcClient.builder(server.url("/").toString()).retryPolicy(RetryPolicy.builder().maxRetries(2)
        .initialBackoff(Duration.ofMillis(1)).maxBackoff(Duration.ofMillis(2)).build()).build();
    sender = TransactionSender.builder(rpc, SIGNER).nonceManager(NonceManager.local()).receiptWait(QUICK_WAIT).build();
  }

  @AfterEach
  void stop() throws IOException {
    rpc.close();
    server.shutdown();
  }

  private static ImmutableTransactionRequest.Builder swap() {
    return TransactionRequest.builder().from(SIGNER.address().toChecksumHex()).to(ROUTER.toChecksumHex())
        .data("0x3593564c").value("0x00").chainId(ChainId.MAINNET);
  }

  @Test
  void whatTheApiSetIsSignedAsSetAndNothingIsEstimated() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x4\"")
        .acceptRaw();

    PendingTransaction sent = sender.send(swap().gasLimit(BigInteger.valueOf(250_000))
        .maxFeePerGas(BigInteger.valueOf(40_000_000_000L)).maxPriorityFeePerGas(BigInteger.valueOf(1_500_000_000))
        .build());

    Eip1559Transaction tx = (Eip1559Transaction) sent.transaction().transaction();
    assertThat(tx.gasLimit()).isEqualTo(250_000);
    assertThat(tx.maxFeePerGas()).isEqualTo(40_000_000_000L);
    assertThat(tx.maxPriorityFeePerGas()).isEqualTo(1_500_000_000);
    assertThat(tx.nonce()).isEqualTo(4);
    assertThat(node.methods()).containsExactly("eth_chainId", "eth_getTransactionCount", "eth_sendRawTransaction");
  }

  @Test
  void missingFeesAreTwiceTheNextBaseFeePlusTheTipAndAMissingGasLimitIsEstimated() throws IOException {
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_feeHistory", "{\"oldestBlock\":\"0x10\",\"baseFeePerGas\":[\"0x64\",\"0xc8\"],"
            + "\"gasUsedRatio\":[0.5],\"reward\":[]}")
        .result("eth_maxPriorityFeePerGas", "\"0xa\"")
        .result("eth_estimateGas", "\"0x30d40\"")
        .result("eth_getTransactionCount", "\"0x0\"")
        .acceptRaw();

    Eip1559Transaction tx = (Eip1559Transaction) sender.send(swap().build()).transaction().transaction();

    assertThat(tx.maxFeePerGas()).isEqualTo(2 * 200 + 10); // the next block's base fee is the last entry
    assertThat(tx.maxPriorityFeePerGas()).isEqualTo(10);
    assertThat(tx.gasLimit()).isEqualTo(200_000);
    // The estimate ran with the fees the transaction pays, not at gas price 0.
    String body = node.bodies().stream().filter(b -> b.contains("\"eth_estimateGas\"")).findFirst().orElseThrow();
    JsonNode estimate = TradingJson.mapper().readTree(body).get("params").get(0);
    assertThat(estimate.get("maxFeePerGas").asText()).isEqualTo("0x19a");
    assertThat(estimate.get("maxPriorityFeePerGas").asText()).isEqualTo("0xa");
    assertThat(estimate.has("gasPrice")).isFalse();
  }

  @Test
  void aSuggestedTipAboveTheApisFeeCapIsCappedAtIt() {
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_feeHistory", "{\"oldestBlock\":\"0x10\",\"baseFeePerGas\":[\"0x1\",\"0x1\"],"
            + "\"gasUsedRatio\":[0.5],\"reward\":[]}")
        .result("eth_maxPriorityFeePerGas", "\"0x3b9aca00\"")
        .result("eth_getTransactionCount", "\"0x0\"")
        .acceptRaw();

    Eip1559Transaction tx = (Eip1559Transaction) sender.send(swap().gasLimit(BigInteger.valueOf(21_000))
        .maxFeePerGas(BigInteger.valueOf(500_000_000)).build()).transaction().transaction();

    assertThat(tx.maxFeePerGas()).isEqualTo(500_000_000);
    assertThat(tx.maxPriorityFeePerGas()).isEqualTo(500_000_000);
  }

  @Test
  void aRevertingEstimateIsDecodedAndReservesNoNonce() {
    String expired = "\"" + io.tradingsdk.signing.Hex.encode(Abi.encodeCall("SignatureExpired(uint256)",
        BigInteger.valueOf(77))) + "\"";
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_feeHistory", "{\"oldestBlock\":\"0x1\",\"baseFeePerGas\":[\"0x1\",\"0x1\"],\"gasUsedRatio\":[0],"
            + "\"reward\":[]}")
        .result("eth_maxPriorityFeePerGas", "\"0x1\"")
        .error("eth_estimateGas", 3, "execution reverted", expired);

    assertThatThrownBy(() -> sender.send(swap().build()))
        .isInstanceOfSatisfying(ExecutionRevertedException.class, e ->
            assertThat(e.reason().describe()).isEqualTo("Permit2: signature expired (deadline 77)"))
        .hasMessage("eth_estimateGas: execution reverted: Permit2: signature expired (deadline 77) (JSON-RPC error 3)");
    assertThat(node.methods()).doesNotContain("eth_getTransactionCount");
  }

  @Test
  void anEstimateCappedByTheBalanceAtTheFeeCapIsInsufficientFundsAndReservesNoNonce() {
    // geth, given the fees, caps the gas at balance / maxFeePerGas; without them the call needs 21,000.
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_feeHistory", "{\"oldestBlock\":\"0x1\",\"baseFeePerGas\":[\"0x64\",\"0x64\"],"
            + "\"gasUsedRatio\":[0],\"reward\":[]}")
        .result("eth_maxPriorityFeePerGas", "\"0xa\"")
        .error("eth_estimateGas", -32000, "gas required exceeds allowance (9000)", null)
        .result("eth_estimateGas", "\"0x5208\"");

    assertThatThrownBy(() -> sender.send(swap().build()))
        .isInstanceOfSatisfying(InsufficientFundsException.class, e -> {
          assertThat(e.nodeMessage()).isEqualTo("gas required exceeds allowance (9000)");
          assertThat(e.method()).isEqualTo("eth_estimateGas");
        })
        .hasMessageContaining("does not pay the 21000 gas the call needs at 210 wei per gas");
    assertThat(node.methods()).containsExactly("eth_chainId", "eth_feeHistory", "eth_maxPriorityFeePerGas",
        "eth_estimateGas", "eth_estimateGas");
  }

  @Test
  void anEstimateThatExceedsTheAllowanceAtAnyPriceKeepsTheNodesError() {
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_feeHistory", "{\"oldestBlock\":\"0x1\",\"baseFeePerGas\":[\"0x64\",\"0x64\"],"
            + "\"gasUsedRatio\":[0],\"reward\":[]}")
        .result("eth_maxPriorityFeePerGas", "\"0xa\"")
        .error("eth_estimateGas", -32000, "gas required exceeds allowance (30000000)", null)
        .error("eth_estimateGas", -32000, "gas required exceeds allowance (30000000)", null);

    assertThatThrownBy(() -> sender.send(swap().build()))
        .isExactlyInstanceOf(EthRpcException.class)
        .hasMessageContaining("eth_estimateGas: gas required exceeds allowance (30000000)");
    assertThat(node.methods()).doesNotContain("eth_getTransactionCount");
  }

  @Test
  void aSignerThatIsNotTheRequestsFromIsRefusedBeforeAnyCall() {
    TransactionRequest someoneElses = swap().from("0x90F79bf6EB2c4f870365E785982E1f101E93b906").build();

    assertThatThrownBy(() -> sender.send(someoneElses)).isInstanceOf(InvalidTransactionException.class)
        .hasMessageContaining("from");
    assertThat(node.methods()).isEmpty();
  }

  @Test
  void aBroadcastWhoseLookupsFailIsSettledBySendingTheSameBytesAgainAndKeepsItsNonce() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 3; i++) {
      node.dropAfterRequest("eth_getTransactionByHash"); // the transport's own look-up fails: outcome unknown
    }
    node.result("eth_getTransactionByHash", "null").result("eth_getTransactionCount", "\"0x0\"").acceptRaw();
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    PendingTransaction sent = sender.send(request);

    assertThat(sent.nonce()).isZero();
    assertThat(node.methods()).endsWith("eth_getTransactionByHash", "eth_getTransactionCount",
        "eth_sendRawTransaction");
    assertThat(node.bodies().stream().filter(b -> b.contains("\"eth_sendRawTransaction\""))
        .map(ScriptedNode::rawParam).distinct()).hasSize(1); // the same signed bytes every time
    node.acceptRaw();
    assertThat(sender.send(request).nonce()).isEqualTo(1); // the nonce stayed taken: not read again
    assertThat(node.methods().stream().filter("eth_getTransactionCount"::equals)).hasSize(2);
  }

  @Test
  void aNodeErrorAfterTheNodeTookTheTransactionIsNeverCalledNotSent() {
    // A gateway that forwarded every attempt and answered -32603; the node indexed the transaction only later.
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x5\"")
        .error("eth_sendRawTransaction", -32603, "internal error", null).result("eth_getTransactionByHash", "null")
        .error("eth_sendRawTransaction", -32603, "internal error", null).result("eth_getTransactionByHash", "null")
        .error("eth_sendRawTransaction", -32603, "internal error", null)
        .knownTransaction("eth_getTransactionByHash");
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    PendingTransaction sent = sender.send(request);

    assertThat(sent.nonce()).isEqualTo(5);
    assertThat(node.methods()).endsWith("eth_sendRawTransaction", "eth_getTransactionByHash");
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aNonceAnotherTransactionUsedMeansReplacedNeverNotSentUnknowingly() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 3; i++) {
      node.dropAfterRequest("eth_getTransactionByHash");
    }
    String other = "0x" + "ee".repeat(32);
    node.result("eth_getTransactionByHash", "null").result("eth_getTransactionCount", "\"0x1\"")
        .result("eth_getTransactionReceipt", "null").result("eth_blockNumber", "\"0x9\"")
        .result("eth_getBlockByNumber", "{\"number\":\"0x9\",\"transactions\":[{\"hash\":\"" + other
            + "\",\"from\":\"" + SIGNER.address().toLowerHex() + "\",\"nonce\":\"0x0\"}]}");
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> sender.send(request)).isInstanceOfSatisfying(TransactionReplacedException.class, e -> {
      assertThat(e.nonce()).isZero();
      assertThat(e.from()).isEqualTo(SIGNER.address());
      assertThat(e.replacement()).contains(io.tradingsdk.signing.Bytes32.fromHex(other));
    }).hasMessageContaining("will never be mined");
  }

  @Test
  void aSettlementThatFindsItsNonceMinedByItselfBeforeTheReceiptIsServedAnswersSentNotReplaced() {
    // The broadcast reached the node and was mined, but the endpoint's look-ups lag its head: no transaction by hash,
    // no receipt; the mined count and the block say nonce 0 was used, by this very transaction.
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 3; i++) {
      node.dropAfterRequest("eth_getTransactionByHash");
    }
    node.result("eth_getTransactionByHash", "null").result("eth_getTransactionCount", "\"0x1\"")
        .result("eth_getTransactionReceipt", "null").result("eth_blockNumber", "\"0x9\"").blockWithLastSent(9);
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThat(sender.send(request).nonce()).isZero(); // sent: never "replaced, send the intent again"
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aSettlementsResendRefusedAfterAnAttemptThatMayHaveReachedTheNodeIsNoProofOfNotSent() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 3; i++) {
      node.dropAfterRequest("eth_getTransactionByHash"); // the transport's own look-up fails: outcome unknown
    }
    // The settlement sends the bytes again: the first attempt reaches the node (it takes them) but the answer is
    // lost; the second, to a node that has not seen them yet, is refused. That refusal says nothing of the first.
    node.result("eth_getTransactionByHash", "null").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction").result("eth_getTransactionByHash", "null")
        .error("eth_sendRawTransaction", -32000, "insufficient funds for gas * price + value", null)
        .knownTransaction("eth_getTransactionByHash"); // the next round finds it
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThat(sender.send(request).nonce()).isZero(); // sent, never "refused: not sent"
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aClientClosedWhileTheBroadcastIsInFlightIsABroadcastInDoubtThatHandsTheSignedBytesBack() {
    // The application shuts its client down while a send's eth_sendRawTransaction is at the node: the node may have
    // taken it. "The client was closed" alone would leave the caller without the bytes to settle it elsewhere.
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x4\"")
        .step("eth_sendRawTransaction", id -> {
          rpc.close();
          return new okhttp3.mockwebserver.MockResponse().setResponseCode(503).setBody("shutting down");
        });
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> sender.send(request)).isInstanceOfSatisfying(BroadcastUnknownException.class, e -> {
      assertThat(e.transaction().transaction().nonce()).isEqualTo(4);
      assertThat(ScriptedNode.rawParam(node.bodies().get(2))).isEqualTo(e.transaction().rawHex());
    });
  }

  @Test
  void anOutcomeThatStaysUnknownKeepsItsNonceAndGivesAWayToKeepWaiting() {
    TransactionSender quick = TransactionSender.builder(rpc, SIGNER).nonceManager(NonceManager.local())
        .receiptWait(QUICK_WAIT).settleTimeout(Duration.ofMillis(300)).build();
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 200; i++) {
      node.status("eth_getTransactionByHash", 503, "down"); // the node keeps failing
    }
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> quick.send(request)).isInstanceOfSatisfying(BroadcastUnknownException.class, e -> {
      assertThat(e.transaction().transaction().nonce()).isZero();
      assertThat(e.pending().hash()).isEqualTo(e.hash());
    });

    // A look-up the settlement had in flight at its deadline may still reach the node: it must not use up the step.
    node.clearSteps().answerStrays("eth_getTransactionByHash").acceptRaw();
    assertThat(quick.send(request).nonce()).isEqualTo(1); // the nonce in doubt is given to no other transaction
  }

  @Test
  void theWriteAheadHookSeesTheSignedTransactionBeforeTheNodeDoes() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x2\"").acceptRaw();
    List<String> seen = new java.util.ArrayList<>();
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    PendingTransaction sent = sender.send(request, SendOptions.builder()
        .beforeBroadcast(tx -> seen.add(tx.hash().toHex() + " after " + node.methods())).build());

    assertThat(seen).containsExactly(sent.hash().toHex() + " after [eth_chainId, eth_getTransactionCount]");
  }

  @Test
  void feesOfBothKindsAreRefusedBeforeSigningAndTheNonceIsGivenBack() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x2\"");
    TransactionRequest legacy = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();
    SendOptions eip1559 = SendOptions.builder().fees(Fees.eip1559(100, 2)).build();

    assertThatThrownBy(() -> sender.send(legacy, eip1559)).isInstanceOf(InvalidTransactionException.class)
        .hasMessageContaining("gasPrice").hasMessageContaining("not both");

    assertThat(node.methods()).doesNotContain("eth_sendRawTransaction");
    node.acceptRaw();
    assertThat(sender.send(legacy).nonce()).isEqualTo(2);
  }

  @Test
  void aHookThatFailsSendsNothingAndGivesTheNonceBack() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x2\"");
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> sender.send(request, SendOptions.builder().beforeBroadcast(tx -> {
      throw new IllegalStateException("journal full");
    }).build())).hasMessage("journal full");

    assertThat(node.methods()).doesNotContain("eth_sendRawTransaction");
    node.acceptRaw();
    assertThat(sender.send(request).nonce()).isEqualTo(2);
  }

  @Test
  void aSendCancelledWhileItsHookRunsBroadcastsNothingAndGivesTheNonceBack() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x2\"");
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();
    CompletableFuture<CompletableFuture<PendingTransaction>> caller = new CompletableFuture<>();

    // The caller gives up while the write-ahead hook runs (a journal's fsync, say): the send must stop there.
    CompletableFuture<PendingTransaction> cancelled = sender.sendAsync(request, SendOptions.builder()
        .beforeBroadcast(tx -> caller.join().cancel(true)).build());
    caller.complete(cancelled);

    assertThatThrownBy(cancelled::join).isInstanceOf(CancellationException.class);
    node.acceptRaw();
    assertThat(sender.send(request).nonce()).isEqualTo(2); // given back, not lost to a transaction never sent
    assertThat(node.methods().stream().filter("eth_sendRawTransaction"::equals)).hasSize(1); // the second send's
  }

  @Test
  void aNonceTooLowAfterAnAttemptThatMayHaveReachedTheNodeIsSettledNeverSignedAgainWithTheNextNonce() {
    // The first attempt reached the node and was mined; the node behind the gateway that answers the look-ups had
    // not indexed it yet, so the transport sent the same bytes again and heard "nonce too low". That nonce may be
    // this very transaction's: signing the request again with the next nonce would run the swap twice.
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x2\"")
        .dropAfterRequest("eth_sendRawTransaction")
        .result("eth_getTransactionByHash", "null") // the transport's replay check: not (yet) seen
        .error("eth_sendRawTransaction", -32000, "nonce too low", null)
        .result("eth_getTransactionByHash", "null") // the client's look-up on "nonce too low": still not seen
        .knownTransaction("eth_getTransactionByHash"); // the settlement's look-up: there it is
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    PendingTransaction sent = sender.send(request);

    assertThat(sent.nonce()).isEqualTo(2);
    assertThat(node.bodies().stream().filter(b -> b.contains("\"eth_sendRawTransaction\""))
        .map(ScriptedNode::rawParam).distinct()).hasSize(1); // one transaction signed, never a second one
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aReplacementUnderpricedRefusalReadsTheNodesCountAgainRatherThanHandingTheSameNonceOut() {
    // Another wallet of this key has a transaction with nonce 3 in the node's pool: the refusal says nonce 3 is
    // taken there. Handing nonce 3 out again would have every later send refused the same way while it sits there.
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x3\"")
        .error("eth_sendRawTransaction", -32000, "replacement transaction underpriced", null)
        .result("eth_getTransactionCount", "\"0x4\"").acceptRaw();
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> sender.send(request)).isInstanceOf(ReplacementUnderpricedException.class);
    assertThat(sender.send(request).nonce()).isEqualTo(4);
    assertThat(node.remaining()).isZero();
  }

  @Test
  void resumeSendsTheSameBytesWhenTheNodeLacksThemAndTheirNonceIsFree() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionByHash", "null").result("eth_getTransactionCount", "\"0x0\"").acceptRaw();

    PendingTransaction resumed = sender.resume(tx);

    assertThat(resumed.hash()).isEqualTo(tx.hash());
    assertThat(ScriptedNode.rawParam(node.bodies().get(2))).isEqualTo(tx.rawHex());
  }

  @Test
  void resumeOfATransactionTheNodeHasSendsNothing() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionByHash", ScriptedNode.transactionJson(tx));

    assertThat(sender.resume(tx).hash()).isEqualTo(tx.hash());
    assertThat(node.methods()).containsExactly("eth_getTransactionByHash");
  }

  @Test
  void aRefusalBeforeTheNodeTookItGivesTheNonceBack() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x3\"")
        .error("eth_sendRawTransaction", -32000, "insufficient funds for gas * price + value", null)
        .acceptRaw();
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> sender.send(request)).isInstanceOf(InsufficientFundsException.class);
    assertThat(sender.send(request).nonce()).isEqualTo(3);
  }

  // ------------------------------------------------------------------ the receipt wait

  @Test
  void pollsUntilTheReceiptComes() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionReceipt", "null").result("eth_getTransactionReceipt", "null")
        .result("eth_getTransactionReceipt", receipt(tx, 5, true));

    TransactionReceipt receipt = new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt();

    assertThat(receipt.blockNumber()).isEqualTo(5);
    assertThat(node.methods()).hasSize(3);
  }

  @Test
  void aNodeErrorWhilePollingDoesNotEndTheWait() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    for (int i = 0; i < 3; i++) {
      node.error("eth_getTransactionReceipt", -32000, "header not found", null); // the whole call's retries
    }
    node.result("eth_getTransactionReceipt", receipt(tx, 5, true));

    assertThat(new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt().blockNumber()).isEqualTo(5);
  }

  @Test
  void aNonceAnotherTransactionUsedEndsTheWaitAsReplacedNamingIt() {
    SignedTransaction tx = EthRpcClientTest.transfer(); // nonce 7
    String other = "0x" + "ee".repeat(32);
    for (int i = 0; i < 4; i++) {
      node.result("eth_getTransactionReceipt", "null");
    }
    node.result("eth_getTransactionCount", "\"0x8\"").result("eth_getTransactionReceipt", "null")
        .result("eth_blockNumber", "\"0x2\"")
        .result("eth_getBlockByNumber", "{\"number\":\"0x2\",\"transactions\":[{\"hash\":\"" + other
            + "\",\"from\":\"" + tx.from().toLowerHex() + "\",\"nonce\":\"0x7\"}]}");

    // The nonce is looked at after four empty polls, never earlier (or too late) by the wall clock of a loaded machine.
    ReceiptWait everyFourPolls = ReceiptWait.builder().pollInterval(Duration.ofMillis(5)).timeout(Duration.ofMinutes(1))
        .watchAtLeastEvery(Duration.ofHours(1)).build();
    assertThatThrownBy(() -> new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt(everyFourPolls))
        .isInstanceOfSatisfying(TransactionReplacedException.class, e -> {
          assertThat(e.hash()).isEqualTo(tx.hash());
          assertThat(e.nonce()).isEqualTo(7);
          assertThat(e.replacement()).contains(io.tradingsdk.signing.Bytes32.fromHex(other));
        });
  }

  @Test
  void aNonceTooHighRefusalReadsTheNodesCountAgainSoTheGapIsFilled() {
    // Nonce 3 was committed but the node dropped it (a sequencer that refuses gapped nonces says "nonce too high"
    // to nonce 4): handing 4 out again would be refused forever; the node's count (3) fills the gap.
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x3\"").acceptRaw()
        .error("eth_sendRawTransaction", -32000, "nonce too high", null)
        .result("eth_getTransactionCount", "\"0x3\"").acceptRaw();
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();
    assertThat(sender.send(request).nonce()).isEqualTo(3);

    assertThatThrownBy(() -> sender.send(request)).isInstanceOf(NonceTooHighException.class);
    assertThat(sender.send(request).nonce()).isEqualTo(3);
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aMinedTransactionWhoseReceiptTheNodeDoesNotServeYetIsNotReportedReplaced() {
    SignedTransaction tx = EthRpcClientTest.transfer(); // nonce 7
    for (int i = 0; i < 4; i++) {
      node.result("eth_getTransactionReceipt", "null");
    }
    // The count says nonce 7 is mined, the block holds this very transaction, but the receipt is not served yet (a
    // load-balanced endpoint whose receipt index lags its head): mined, not replaced.
    node.result("eth_getTransactionCount", "\"0x8\"").result("eth_getTransactionReceipt", "null")
        .result("eth_blockNumber", "\"0x2\"")
        .result("eth_getBlockByNumber", "{\"number\":\"0x2\",\"transactions\":[{\"hash\":\"" + tx.hash().toHex()
            + "\",\"from\":\"" + tx.from().toLowerHex() + "\",\"nonce\":\"0x7\"}]}")
        .result("eth_getTransactionReceipt", receipt(tx, 2, true));

    ReceiptWait everyFourPolls = ReceiptWait.builder().pollInterval(Duration.ofMillis(5)).timeout(Duration.ofMinutes(1))
        .watchAtLeastEvery(Duration.ofHours(1)).build();
    assertThat(new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt(everyFourPolls).blockNumber()).isEqualTo(2);
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aTransactionTheNodeLostIsSentAgainAsTheSameBytesWhileWaiting() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    for (int i = 0; i < 4; i++) {
      node.result("eth_getTransactionReceipt", "null");
    }
    node.result("eth_getTransactionCount", "\"0x7\"").result("eth_getTransactionByHash", "null").acceptRaw()
        .result("eth_getTransactionReceipt", receipt(tx, 6, true));

    // The nonce is looked at after four empty polls, never earlier by the wall clock of a loaded machine.
    ReceiptWait everyFourPolls = ReceiptWait.builder().pollInterval(Duration.ofMillis(5)).timeout(Duration.ofMinutes(1))
        .watchAtLeastEvery(Duration.ofHours(1)).build();
    assertThat(new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt(everyFourPolls).blockNumber()).isEqualTo(6);
    assertThat(ScriptedNode.rawParam(node.bodies().get(6))).isEqualTo(tx.rawHex());
    assertThat(node.remaining()).isZero();
  }

  @Test
  void aWatchByHashFollowsATransactionItDidNotSend() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionReceipt", "null").result("eth_getTransactionReceipt", receipt(tx, 3, true));

    TransactionReceipt receipt = TransactionWatch.of(rpc).awaitReceipt(tx.hash(), QUICK_WAIT);

    assertThat(receipt.transactionHash()).isEqualTo(tx.hash());
  }

  @Test
  void aWatchBySenderAndNonceFindsWhicheverTransactionUsedIt() throws Exception {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_blockNumber", "\"0x5\"").result("eth_getTransactionCount", "\"0x7\"")
        .result("eth_getTransactionCount", "\"0x8\"").result("eth_blockNumber", "\"0x6\"")
        .result("eth_getBlockByNumber", "{\"number\":\"0x6\",\"transactions\":[{\"hash\":\""
            + tx.hash().toHex() + "\",\"from\":\"" + tx.from().toLowerHex() + "\",\"nonce\":\"0x7\"}]}")
        .result("eth_getTransactionReceipt", receipt(tx, 6, true));

    TransactionReceipt receipt = TransactionWatch.of(rpc).nonceAsync(tx.from(), 7, QUICK_WAIT).get();

    assertThat(receipt.transactionHash()).isEqualTo(tx.hash());
    assertThat(node.remaining()).isZero();
  }

  @Test
  void waitsForTheConfirmationsAsked() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionReceipt", receipt(tx, 5, true)).result("eth_blockNumber", "\"0x6\"")
        .result("eth_getTransactionReceipt", receipt(tx, 5, true)).result("eth_blockNumber", "\"0x7\"");

    new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt(ReceiptWait.builder().pollInterval(Duration.ofMillis(5))
        .confirmations(3).build());

    assertThat(node.remaining()).isZero();
  }

  @Test
  void noReceiptInTimeIsAReceiptTimeout() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    for (int i = 0; i < 1000; i++) {
      node.result("eth_getTransactionReceipt", "null");
    }

    assertThatThrownBy(() -> new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt(ReceiptWait.builder()
        .pollInterval(Duration.ofMillis(10)).timeout(Duration.ofMillis(100)).build()))
        .isInstanceOfSatisfying(ReceiptTimeoutException.class, e -> assertThat(e.hash()).isEqualTo(tx.hash()))
        .hasMessageContaining("no receipt after");
  }

  @Test
  void aRevertedReceiptIsReplayedAtItsBlockAndDecoded() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    String tooLittle = "\"" + io.tradingsdk.signing.Hex.encode(Abi.encodeCall("V3TooLittleReceived()")) + "\"";
    node.result("eth_getTransactionReceipt", receipt(tx, 9, false))
        .error("eth_call", 3, "execution reverted", tooLittle);

    assertThatThrownBy(() -> new PendingTransaction(rpc, tx, QUICK_WAIT).awaitReceipt())
        .isInstanceOfSatisfying(TransactionRevertedException.class, e -> {
          assertThat(e.receipt().blockNumber()).isEqualTo(9);
          assertThat(e.reason()).isInstanceOf(RevertReason.CustomError.class);
        })
        .hasMessageContaining("reverted in block 9: Universal Router: V3 too little received");
    assertThat(node.bodies().get(1)).contains("\"0x9\"").contains(tx.from().toLowerHex());
  }

  @Test
  void listenersHearAWaitAsOneReceiptWaitCallWhosePollsAreItsAttempts() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionReceipt", "null").status("eth_getTransactionReceipt", 500, "down")
        .status("eth_getTransactionReceipt", 500, "down").status("eth_getTransactionReceipt", 500, "down")
        .result("eth_getTransactionReceipt", receipt(tx, 5, true));
    Heard heard = new Heard();

    try (EthRpcClient observed = listened(heard)) {
      new PendingTransaction(observed, tx, QUICK_WAIT).awaitReceipt();
    }

    assertThat(heard.waits).containsExactly(
        "start awaitReceipt POST / maxAttempts=1001",
        "poll 1 SUCCESS retried=true",
        "poll 2 SERVER_ERROR retried=true",
        "poll 3 SUCCESS retried=false",
        "end SUCCESS attempts=3");
  }

  @Test
  void aWaitThatGivesUpEndsAsATimeout() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    for (int i = 0; i < 1000; i++) {
      node.result("eth_getTransactionReceipt", "null");
    }
    Heard heard = new Heard();
    try (EthRpcClient observed = listened(heard)) {
      assertThatThrownBy(() -> new PendingTransaction(observed, tx, QUICK_WAIT).awaitReceipt(ReceiptWait.builder()
          .pollInterval(Duration.ofMillis(10)).timeout(Duration.ofMillis(60)).build()))
          .isInstanceOf(ReceiptTimeoutException.class);
    }
    assertThat(heard.waits).last().asString().startsWith("end TIMEOUT");
    assertThat(heard.waits).filteredOn(line -> line.startsWith("poll")).last().asString().endsWith("retried=false");
  }

  @Test
  void aRevertedTransactionsWaitEndsAsAClientError() {
    SignedTransaction tx = EthRpcClientTest.transfer();
    node.result("eth_getTransactionReceipt", receipt(tx, 9, false)).error("eth_call", 3, "execution reverted", null);
    Heard reverted = new Heard();
    try (EthRpcClient observed = listened(reverted)) {
      assertThatThrownBy(() -> new PendingTransaction(observed, tx, QUICK_WAIT).awaitReceipt())
          .isInstanceOf(TransactionRevertedException.class);
    }
    assertThat(reverted.waits).last().asString().isEqualTo("end CLIENT_ERROR attempts=1");
  }

  @Test
  void aWaitTheCallerCancelsEndsAsCancelledAndStopsPolling() throws Exception {
    SignedTransaction tx = EthRpcClientTest.transfer();
    for (int i = 0; i < 1000; i++) {
      node.result("eth_getTransactionReceipt", "null");
    }
    Heard heard = new Heard();
    try (EthRpcClient observed = listened(heard)) {
      java.util.concurrent.CompletableFuture<TransactionReceipt> wait =
          new PendingTransaction(observed, tx, QUICK_WAIT).receiptAsync();
      wait.cancel(true);
    }
    assertThat(heard.waits).last().asString().startsWith("end CANCELLED");
  }

  private EthRpcClient listened(Heard heard) {
    return EthRpcClient.builder(server.url("/").toString()).retryPolicy(RetryPolicy.builder().maxRetries(1)
        .initialBackoff(Duration.ofMillis(1)).maxBackoff(Duration.ofMillis(2)).build()).addCallListener(heard)
        .build();
  }

  /** Writes down what a listener hears of receipt waits, one line an event. */
  private static final class Heard implements io.tradingsdk.core.CallListener {
    final List<String> waits = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Override
    public io.tradingsdk.core.CallObserver onCallStart(io.tradingsdk.core.CallStart call) {
      if (call.kind() != io.tradingsdk.core.CallKind.RECEIPT_WAIT) {
        return io.tradingsdk.core.CallObserver.NONE;
      }
      waits.add("start " + call.operation() + " " + call.method() + " " + call.pathTemplate() + " maxAttempts="
          + call.maxAttempts());
      return new io.tradingsdk.core.CallObserver() {
        @Override
        public void onAttempt(io.tradingsdk.core.AttemptEvent poll) {
          waits.add("poll " + poll.attempt() + " " + poll.outcome() + " retried=" + poll.retried());
        }

        @Override
        public void onCallEnd(io.tradingsdk.core.CallEnd end) {
          waits.add("end " + end.outcome() + " attempts=" + end.attempts());
        }
      };
    }
  }

  private static String receipt(SignedTransaction tx, int block, boolean success) {
    return "{\"transactionHash\":\"" + tx.hash().toHex() + "\",\"blockHash\":\"0x" + "ab".repeat(32)
        + "\",\"blockNumber\":\"0x" + Integer.toHexString(block) + "\",\"transactionIndex\":\"0x0\",\"from\":\""
        + tx.from().toLowerHex() + "\",\"to\":\"" + tx.transaction().to().orElseThrow().toLowerHex()
        + "\",\"contractAddress\":null,\"status\":\"" + (success ? "0x1" : "0x0") + "\",\"gasUsed\":\"0x5208\","
        + "\"cumulativeGasUsed\":\"0x5208\",\"effectiveGasPrice\":\"0x1\",\"type\":\"0x2\",\"logs\":[]}";
  }
}
