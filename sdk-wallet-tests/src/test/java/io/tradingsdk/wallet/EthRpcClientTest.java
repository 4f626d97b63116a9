package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.core.CallCancelledException;
import io.tradingsdk.core.InvalidResponseException;
import io.tradingsdk.core.LogLevel;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.SocketPolicy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The JSON-RPC client against a scripted node: retries, the no-blind-resend rule, error typing, secrets. */
class EthRpcClientTest {
  private static final Address ALICE = Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  private static final RetryPolicy QUICK = RetryPolicy.builder().maxRetries(2).initialBackoff(Duration.ofMillis(1))
      .maxBackoff(Duration.ofMillis(5)).build();

  private final ScriptedNode node = new ScriptedNode();
  private final List<String> log = Collections.synchronizedList(new ArrayList<>());
  private MockWebServer server;
  private EthRpcClient rpc;

  @BeforeEach
  void start() throws IOException {
    server = new MockWebServer();
    server.setDispatcher(node);
    server.start();
    rpc = client(server.url("/v3/0123456789abcdef-secret-key").toString()).build();
  }

  private EthRpcClient.Builder client(String url) {
    return EthRpcClient.builder(url).retryPolicy(QUICK).logLevel(LogLevel.DEBUG).logSink((level, line) -> log.add(line));
  }

  @AfterEach
  void stop() throws IOException {
    rpc.close();
    server.shutdown();
  }

  static SignedTransaction transfer() {
    return Eip1559Transaction.builder().chainId(1).nonce(7).gasLimit(21000).maxFeePerGas(30_000_000_000L)
        .maxPriorityFeePerGas(1_000_000_000L).to(ALICE).value(BigInteger.ONE).build()
        .sign(LocalSigner.of(PrivateKey.fromHex("0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")));
  }

  private static String quoted(Bytes32 hash) {
    return "\"" + hash.toHex() + "\"";
  }

  @Test
  void readsQuantitiesAndSendsTheRequestsShape() {
    node.result("eth_chainId", "\"0x2105\"").result("eth_getTransactionCount", "\"0x1a\"");

    assertThat(rpc.chainId()).isEqualTo(8453);
    assertThat(rpc.getTransactionCount(ALICE, BlockTag.PENDING)).isEqualTo(26);

    String body = node.bodies().get(1);
    assertThat(body).contains("\"method\":\"eth_getTransactionCount\"")
        .contains("\"params\":[\"0x70997970c51812dc3a010c7d01b50e0d17dc79c8\",\"pending\"]")
        .contains("\"jsonrpc\":\"2.0\"");
  }

  @Test
  void callListenersHearEachJsonRpcCallByMethodWithoutTheUrlsKey() {
    node.result("eth_chainId", "\"0x1\"");
    List<String> heard = new java.util.concurrent.CopyOnWriteArrayList<>();
    try (EthRpcClient observed = client(server.url("/v3/0123456789abcdef-secret-key").toString())
        .addCallListener(call -> {
          heard.add(call.kind() + " " + call.operation() + " " + call.method() + " " + call.pathTemplate());
          return new io.tradingsdk.core.CallObserver() {
            @Override
            public void onAttempt(io.tradingsdk.core.AttemptEvent attempt) {
              heard.add("attempt " + attempt.attempt() + " " + attempt.outcome());
            }
          };
        })
        .build()) {
      assertThat(observed.chainId()).isEqualTo(1);
    }

    assertThat(heard).hasSize(2);
    assertThat(heard.get(0)).isEqualTo("JSON_RPC eth_chainId POST /");
    assertThat(heard.get(1)).startsWith("attempt 1 ");
    assertThat(String.join(" ", heard)).doesNotContain("secret-key");
  }

  @Test
  void retriesA503AndA429ThenAnswers() {
    node.status("eth_blockNumber", 503, "busy").status("eth_blockNumber", 429, "slow down")
        .result("eth_blockNumber", "\"0x10\"");

    assertThat(rpc.blockNumber()).isEqualTo(16);
    assertThat(node.methods()).containsExactly("eth_blockNumber", "eth_blockNumber", "eth_blockNumber");
  }

  @Test
  void retriesATransientJsonRpcErrorOfAReadThenAnswers() {
    node.error("eth_getTransactionCount", -32000, "header not found", null)
        .error("eth_getTransactionCount", -32603, "internal error", null)
        .result("eth_getTransactionCount", "\"0x7\"");

    assertThat(rpc.getTransactionCount(ALICE, BlockTag.PENDING)).isEqualTo(7);
    assertThat(node.methods()).hasSize(3);
  }

  @Test
  void aTransientJsonRpcErrorThatLastsIsThrownAfterTheRetries() {
    for (int i = 0; i < 3; i++) {
      node.error("eth_call", -32000, "header not found", null);
    }

    assertThatThrownBy(() -> rpc.call(CallRequest.of(ALICE, new byte[0]), BlockTag.LATEST))
        .isExactlyInstanceOf(EthRpcException.class)
        .hasMessage("eth_call: header not found (JSON-RPC error -32000)")
        .satisfies(e -> assertThat(((EthRpcException) e).attempts()).isEqualTo(3));
  }

  @Test
  void doesNotRetryANodesRefusal() {
    node.error("eth_call", 3, "execution reverted", null);

    assertThatThrownBy(() -> rpc.call(CallRequest.of(ALICE, new byte[0]), BlockTag.LATEST))
        .isInstanceOf(ExecutionRevertedException.class);
    node.error("eth_getBalance", -32602, "invalid argument 0: hex string has length 3", null);
    assertThatThrownBy(() -> rpc.getBalance(ALICE, BlockTag.LATEST)).isExactlyInstanceOf(EthRpcException.class);
    assertThat(node.methods()).hasSize(2);
  }

  @Test
  void aTruncatedAnswerIsRetried() {
    node.step("eth_blockNumber", id -> new MockResponse().setBody("{\"jsonrpc\":\"2.0\",\"id\":" + id
        + ",\"resu")).result("eth_blockNumber", "\"0x10\"");

    assertThat(rpc.blockNumber()).isEqualTo(16);
  }

  @Test
  void typesAJsonRpcErrorCarriedByAnHttp429AndRetriesIt() {
    node.status("eth_gasPrice", 429, "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32005,\"message\":\"daily"
        + " request count exceeded, request rate limited\"}}").result("eth_gasPrice", "\"0x3b9aca00\"");

    assertThat(rpc.gasPrice()).isEqualTo(BigInteger.valueOf(1_000_000_000));
  }

  @Test
  void aGatewayErrorWithoutAJsonRpcBodyIsAnRpcHttpExceptionAfterTheRetries() {
    for (int i = 0; i < 3; i++) {
      node.status("eth_chainId", 502, "<html>Bad Gateway</html>");
    }

    assertThatThrownBy(rpc::chainId)
        .isInstanceOfSatisfying(RpcHttpException.class, e -> {
          assertThat(e.status()).isEqualTo(502);
          assertThat(e.attempts()).isEqualTo(3);
        })
        .hasMessageContaining("HTTP 502").hasMessageContaining("Bad Gateway");
  }

  @Test
  void aMalformedAnswerIsAnInvalidResponseNamingTheField() {
    for (int i = 0; i < 3; i++) {
      node.result("eth_getBalance", "\"12\""); // retried as a blip, then reported
    }

    assertThatThrownBy(() -> rpc.getBalance(ALICE, BlockTag.LATEST))
        .isInstanceOf(InvalidResponseException.class)
        .hasMessageContaining("balance: expected a quantity");
  }

  @Test
  void anAnswerToAnotherRequestIsRefused() {
    for (int i = 0; i < 3; i++) {
      node.step("eth_chainId", id -> new MockResponse().setBody("{\"jsonrpc\":\"2.0\",\"id\":" + (id + 1)
          + ",\"result\":\"0x1\"}"));
    }

    assertThatThrownBy(rpc::chainId).isInstanceOf(InvalidResponseException.class)
        .hasMessageContaining("is not the request's");
  }

  @Test
  void aMissingReceiptIsEmptyAndAPresentOneIsTyped() {
    Bytes32 hash = transfer().hash();
    node.result("eth_getTransactionReceipt", "null").result("eth_getTransactionReceipt", "{\"transactionHash\":"
        + quoted(hash) + ",\"blockHash\":\"0x" + "ab".repeat(32) + "\",\"blockNumber\":\"0x5\","
        + "\"transactionIndex\":\"0x0\",\"from\":\"0x70997970c51812dc3a010c7d01b50e0d17dc79c8\",\"to\":null,"
        + "\"contractAddress\":\"0x5fbdb2315678afecb367f032d93f642f64180aa3\",\"status\":\"0x0\",\"gasUsed\":\"0x5208\","
        + "\"cumulativeGasUsed\":\"0x5208\",\"effectiveGasPrice\":\"0x2\",\"type\":\"0x2\",\"logs\":[],"
        + "\"l1Fee\":\"0x99\"}");

    assertThat(rpc.getTransactionReceipt(hash)).isEmpty();
    TransactionReceipt receipt = rpc.getTransactionReceipt(hash).orElseThrow();
    assertThat(receipt.success()).isFalse();
    assertThat(receipt.blockNumber()).isEqualTo(5);
    assertThat(receipt.fee()).isEqualTo(BigInteger.valueOf(42000));
    assertThat(receipt.contractAddress()).contains(Address.of("0x5fbdb2315678afecb367f032d93f642f64180aa3"));
    assertThat(receipt.json().get("l1Fee").asText()).isEqualTo("0x99");
  }

  @Test
  void aTransactionReportsTheFeesItWasSignedWith() {
    SignedTransaction tx = transfer();
    String pending = pendingTransaction(tx);
    node.result("eth_getTransactionByHash", pending.replace("\"type\":\"0x2\"",
            "\"type\":\"0x2\",\"gasPrice\":\"0x50\",\"maxFeePerGas\":\"0x64\",\"maxPriorityFeePerGas\":\"0x2\""))
        .result("eth_getTransactionByHash", pending.replace("\"type\":\"0x2\"", "\"type\":\"0x0\",\"gasPrice\":\"0xa\""));

    RpcTransaction eip1559 = rpc.getTransactionByHash(tx.hash()).orElseThrow();
    assertThat(eip1559.fees()).contains(Fees.eip1559(100, 2));
    assertThat(eip1559.gasPrice()).contains(BigInteger.valueOf(0x50)); // the node's effective price
    assertThat(rpc.getTransactionByHash(tx.hash()).orElseThrow().fees()).contains(Fees.legacy(10));
  }

  // ------------------------------------------------------------------ eth_sendRawTransaction

  @Test
  void aSendLostAfterTheRequestWasWrittenIsLookedUpAndNotSentAgainWhenTheNodeHasIt() {
    SignedTransaction tx = transfer();
    node.dropAfterRequest("eth_sendRawTransaction")
        .result("eth_getTransactionByHash", pendingTransaction(tx));

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
    assertThat(node.methods()).containsExactly("eth_sendRawTransaction", "eth_getTransactionByHash");
  }

  @Test
  void anInternalErrorAnsweredToABroadcastIsLookedUpNotTakenAsARefusal() {
    SignedTransaction tx = transfer();
    node.error("eth_sendRawTransaction", -32603, "internal error", null) // a gateway that forwarded it first
        .result("eth_getTransactionByHash", pendingTransaction(tx));

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
    assertThat(node.methods()).containsExactly("eth_sendRawTransaction", "eth_getTransactionByHash");
  }

  @Test
  void aSendLostAfterTheRequestWasWrittenIsSentAgainOnlyOnceTheNodeSaysItDoesNotHaveIt() {
    SignedTransaction tx = transfer();
    node.dropAfterRequest("eth_sendRawTransaction")
        .result("eth_getTransactionByHash", "null")
        .result("eth_sendRawTransaction", quoted(tx.hash()));

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
    assertThat(node.methods()).containsExactly("eth_sendRawTransaction", "eth_getTransactionByHash",
        "eth_sendRawTransaction");
  }

  @Test
  void aSendAnswered503IsLookedUpBeforeAnyResend() {
    SignedTransaction tx = transfer();
    node.status("eth_sendRawTransaction", 503, "upstream busy")
        .result("eth_getTransactionByHash", "null")
        .result("eth_sendRawTransaction", quoted(tx.hash()));

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
    assertThat(node.methods()).containsExactly("eth_sendRawTransaction", "eth_getTransactionByHash",
        "eth_sendRawTransaction");
  }

  @Test
  void aSendThatNeverLeftIsRetriedWithoutALookup() {
    SignedTransaction tx = transfer();
    AtomicInteger attempts = new AtomicInteger();
    rpc.close();
    rpc = client(server.url("/").toString()).addInterceptor(chain -> {
      if (attempts.incrementAndGet() == 1) {
        throw new java.net.ConnectException("connection refused (before a byte was written)");
      }
      return chain.proceed(chain.request());
    }).build();
    node.result("eth_sendRawTransaction", quoted(tx.hash()));

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
    assertThat(attempts).hasValue(2);
    assertThat(node.methods()).containsExactly("eth_sendRawTransaction");
  }

  @Test
  void alreadyKnownIsASuccess() {
    SignedTransaction tx = transfer();
    node.error("eth_sendRawTransaction", -32000, "already known", null);

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
  }

  @Test
  void nonceTooLowIsASuccessOnlyWhenTheNodeHasThisVeryTransaction() {
    SignedTransaction tx = transfer();
    node.error("eth_sendRawTransaction", -32000, "nonce too low: next nonce 8, tx nonce 7", null)
        .result("eth_getTransactionByHash", minedTransaction(tx))
        .error("eth_sendRawTransaction", -32000, "nonce too low: next nonce 8, tx nonce 7", null)
        .result("eth_getTransactionByHash", "null");

    assertThat(rpc.sendRawTransaction(tx)).isEqualTo(tx.hash());
    assertThatThrownBy(() -> rpc.sendRawTransaction(tx)).isInstanceOf(NonceTooLowException.class)
        .hasMessageContaining("nonce too low");
  }

  @Test
  void whenTheLookupFailsTooTheOutcomeIsUnknownAndSaysSo() {
    SignedTransaction tx = transfer();
    node.dropAfterRequest("eth_sendRawTransaction");
    for (int i = 0; i < 3; i++) {
      node.dropAfterRequest("eth_getTransactionByHash");
    }

    assertThatThrownBy(() -> rpc.sendRawTransaction(tx))
        .isInstanceOf(TradingIoException.class)
        .satisfies(e -> assertThat(e.getSuppressed()).isNotEmpty());
    assertThat(node.methods()).containsExactly("eth_sendRawTransaction", "eth_getTransactionByHash",
        "eth_getTransactionByHash", "eth_getTransactionByHash");
  }

  @Test
  void cancellingAnAsyncCallAbortsItsHttpCall() throws Exception {
    java.util.concurrent.CountDownLatch aborted = new java.util.concurrent.CountDownLatch(1);
    okhttp3.OkHttpClient watched = new okhttp3.OkHttpClient.Builder().eventListener(new okhttp3.EventListener() {
      @Override
      public void canceled(okhttp3.Call call) {
        aborted.countDown();
      }
    }).build();
    rpc.close();
    rpc = client(server.url("/").toString()).httpClient(watched).build();
    node.step("eth_chainId", id -> new MockResponse().setSocketPolicy(SocketPolicy.NO_RESPONSE));

    CompletableFuture<Long> call = rpc.chainIdAsync();
    server.takeRequest();
    call.cancel(true);

    assertThat(call).isCancelled();
    assertThat(aborted.await(5, java.util.concurrent.TimeUnit.SECONDS)).as("the OkHttp call was cancelled").isTrue();
  }

  @Test
  void anInterruptedBlockingSendIsACallCancelled() throws Exception {
    node.step("eth_sendRawTransaction", id -> new MockResponse().setSocketPolicy(SocketPolicy.NO_RESPONSE));
    Thread.currentThread().interrupt();

    assertThatThrownBy(() -> rpc.sendRawTransaction(transfer())).isInstanceOf(CallCancelledException.class);
    assertThat(Thread.interrupted()).isTrue();
  }

  // ------------------------------------------------------------------ secrets and settings

  @Test
  void theKeyInTheUrlNeverReachesALogLineOrAMessage() {
    node.status("eth_chainId", 400, "bad request for /v3/0123456789abcdef-secret-key");

    assertThatThrownBy(rpc::chainId).satisfies(e -> assertThat(e.getMessage()).doesNotContain("secret-key"));
    assertThat(log).isNotEmpty().noneMatch(line -> line.contains("secret-key"));
    assertThat(rpc.toString()).doesNotContain("secret").contains(server.getHostName());
  }

  @Test
  void plainHttpToAnotherHostIsRefusedUnlessAllowed() {
    assertThatThrownBy(() -> EthRpcClient.builder("http://node.example.com:8545").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("url: plain http://");
    EthRpcClient.builder("http://node.example.com:8545").allowInsecureHttp(true).build().close();
    EthRpcClient.builder("https://node.example.com/v3/key").build().close();
  }

  private static String pendingTransaction(SignedTransaction tx) {
    return "{\"hash\":" + quoted(tx.hash()) + ",\"from\":\"" + tx.from().toLowerHex() + "\",\"to\":\""
        + ALICE.toLowerHex() + "\",\"nonce\":\"0x7\",\"value\":\"0x1\",\"input\":\"0x\",\"gas\":\"0x5208\","
        + "\"type\":\"0x2\",\"chainId\":\"0x1\",\"blockNumber\":null,\"blockHash\":null}";
  }

  private static String minedTransaction(SignedTransaction tx) {
    return pendingTransaction(tx).replace("\"blockNumber\":null,\"blockHash\":null",
        "\"blockNumber\":\"0x9\",\"blockHash\":\"0x" + "cd".repeat(32) + "\"");
  }
}
