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
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
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
  void anUnknownBroadcastOutcomeIsSaidAsSuchAndTheNextSendRereadsTheNonce() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"")
        .dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 3; i++) {
      node.dropAfterRequest("eth_getTransactionByHash");
    }
    TransactionRequest request = swap().gasLimit(BigInteger.valueOf(21_000)).gasPrice(BigInteger.TEN).build();

    assertThatThrownBy(() -> sender.send(request)).isInstanceOfSatisfying(BroadcastUnknownException.class,
        e -> assertThat(e.transaction().transaction().nonce()).isZero());

    node.result("eth_getTransactionCount", "\"0x1\"").acceptRaw();
    assertThat(sender.send(request).nonce()).isEqualTo(1);
    assertThat(node.methods().stream().filter("eth_getTransactionCount"::equals)).hasSize(2);
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
