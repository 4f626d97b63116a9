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
import io.tradingsdk.signing.tx.Authorization;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.Eip7702Transaction;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.SignedAuthorization;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The sender's filler chain against a scripted node: a fee strategy of one's own in place of the default fee step, a
 * chain of one's own, what a step may not override, a failing step, and the typed {@code authorizationList}.
 */
class TransactionFillersTest {
  private static final LocalSigner SIGNER =
      LocalSigner.of(PrivateKey.fromHex("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"));
  private static final Address ROUTER = Address.of("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  private static final Address DELEGATE = Address.of("0x63c0c19a282a1B52b07dD5a65b58948A07DAE32B");

  private final ScriptedNode node = new ScriptedNode();
  private MockWebServer server;
  private EthRpcClient rpc;

  @BeforeEach
  void start() throws IOException {
    server = new MockWebServer();
    server.setDispatcher(node);
    server.start();
    rpc = EthRpcClient.builder(server.url("/").toString()).retryPolicy(RetryPolicy.builder().maxRetries(0)
        .initialBackoff(Duration.ofMillis(1)).maxBackoff(Duration.ofMillis(2)).build()).build();
  }

  @AfterEach
  void stop() throws IOException {
    rpc.close();
    server.shutdown();
  }

  private TransactionSender.Builder sender() {
    return TransactionSender.builder(rpc, SIGNER).nonceManager(NonceManager.local());
  }

  private static ImmutableTransactionRequest.Builder swap() {
    return TransactionRequest.builder().from(SIGNER.address().toChecksumHex()).to(ROUTER.toChecksumHex())
        .data("0x3593564c").value("0x00").chainId(ChainId.MAINNET);
  }

  /** A fee strategy: the node's gas price as the cap, a tenth of it as the tip (no eth_feeHistory). */
  private static final TransactionFiller GAS_PRICE_FEES = draft -> draft.track(draft.rpc().gasPriceAsync())
      .thenAccept(price -> {
        draft.fillMaxFeePerGas(price);
        draft.fillMaxPriorityFeePerGas(price.divide(BigInteger.TEN));
      });

  @Test
  void aFeeStrategyReplacesTheDefaultFeeStepAndTheOtherStepsStay() throws IOException {
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_gasPrice", "\"0x3e8\"")
        .result("eth_estimateGas", "\"0x5208\"")
        .result("eth_getTransactionCount", "\"0x7\"")
        .acceptRaw();

    Eip1559Transaction tx = (Eip1559Transaction) sender().feeFiller(GAS_PRICE_FEES).build().send(swap().build())
        .transaction().transaction();

    assertThat(tx.maxFeePerGas()).isEqualTo(1000);
    assertThat(tx.maxPriorityFeePerGas()).isEqualTo(100);
    assertThat(tx.gasLimit()).isEqualTo(21_000);
    assertThat(tx.nonce()).isEqualTo(7);
    assertThat(node.methods()).containsExactly("eth_chainId", "eth_gasPrice", "eth_estimateGas",
        "eth_getTransactionCount", "eth_sendRawTransaction");
    // the default gas step estimated with the strategy's fees
    String body = node.bodies().stream().filter(b -> b.contains("\"eth_estimateGas\"")).findFirst().orElseThrow();
    JsonNode estimate = TradingJson.mapper().readTree(body).get("params").get(0);
    assertThat(estimate.get("maxFeePerGas").asText()).isEqualTo("0x3e8");
    assertThat(estimate.get("maxPriorityFeePerGas").asText()).isEqualTo("0x64");
  }

  @Test
  void theOptionsTakeAPositiveGasPriceOrFeeCap() {
    assertThatThrownBy(() -> SendOptions.builder().fees(Fees.legacy(0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("gasPrice: must be > 0, was 0");
    assertThatThrownBy(() -> SendOptions.builder().fees(Fees.eip1559(0, 0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("maxFeePerGas: must be > 0, was 0");
    assertThat(SendOptions.builder().fees(Fees.eip1559(2, 0)).build().fees()).contains(Fees.eip1559(2, 0));
  }

  @Test
  void aStepCannotOverrideWhatTheRequestOrTheOptionsSet() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x0\"").acceptRaw();
    List<Boolean> taken = new ArrayList<>();
    TransactionFiller greedy = draft -> {
      taken.add(draft.fillMaxFeePerGas(BigInteger.ONE));
      taken.add(draft.fillMaxPriorityFeePerGas(BigInteger.ONE));
      taken.add(draft.fillGasLimit(BigInteger.ONE));
      return CompletableFuture.completedFuture(null);
    };

    Eip1559Transaction tx = (Eip1559Transaction) sender().feeFiller(greedy).build()
        .send(swap().maxFeePerGas(BigInteger.valueOf(50)).gasLimit(BigInteger.valueOf(90_000)).build(),
            SendOptions.builder().fees(Fees.eip1559Part(null, BigInteger.valueOf(5))).build())
        .transaction().transaction();

    assertThat(taken).containsExactly(false, false, false);
    assertThat(tx.maxFeePerGas()).isEqualTo(50);
    assertThat(tx.maxPriorityFeePerGas()).isEqualTo(5);
    assertThat(tx.gasLimit()).isEqualTo(90_000);
  }

  @Test
  void aChainOfOnesOwnRunsInItsOrderAndNothingElse() {
    node.result("eth_getTransactionCount", "\"0x2\"").acceptRaw();
    List<String> ran = new ArrayList<>();
    TransactionFiller fixedFees = draft -> {
      ran.add("fees");
      draft.fillMaxFeePerGas(BigInteger.valueOf(30));
      draft.fillMaxPriorityFeePerGas(BigInteger.valueOf(3));
      return CompletableFuture.completedFuture(null);
    };
    TransactionFiller fixedGas = draft -> {
      ran.add("gas");
      draft.fillGasLimit(BigInteger.valueOf(60_000));
      return CompletableFuture.completedFuture(null);
    };

    Eip1559Transaction tx = (Eip1559Transaction) sender()
        .fillers(List.of(fixedFees, fixedGas, TransactionFillers.nonce())).build().send(swap().build())
        .transaction().transaction();

    assertThat(ran).containsExactly("fees", "gas");
    assertThat(tx.maxFeePerGas()).isEqualTo(30);
    assertThat(tx.gasLimit()).isEqualTo(60_000);
    assertThat(tx.nonce()).isEqualTo(2);
    // no chain id check in this chain, no estimate: the node saw the nonce look-up and the broadcast only
    assertThat(node.methods()).containsExactly("eth_getTransactionCount", "eth_sendRawTransaction");
  }

  @Test
  void aFailingStepEndsTheSendBeforeSigningAndGivesTheNonceBack() {
    node.result("eth_chainId", "\"0x1\"").result("eth_getTransactionCount", "\"0x9\"");
    TransactionFiller refuse = draft -> CompletableFuture.failedFuture(new IllegalStateException("relay closed"));
    NonceManager shared = NonceManager.local();
    TransactionSender failingShared = TransactionSender.builder(rpc, SIGNER).nonceManager(shared)
        .fillers(List.of(TransactionFillers.chainIdCheck(), TransactionFillers.nonce(), refuse)).build();

    assertThatThrownBy(() -> failingShared.send(swap().maxFeePerGas(BigInteger.TEN)
        .maxPriorityFeePerGas(BigInteger.ONE).gasLimit(BigInteger.valueOf(21_000)).build()))
        .isInstanceOf(IllegalStateException.class).hasMessage("relay closed");
    assertThat(node.methods()).doesNotContain("eth_sendRawTransaction");

    // the reservation was released: the next send of the same manager takes nonce 9 again, without asking the node
    node.acceptRaw();
    Eip1559Transaction tx = (Eip1559Transaction) TransactionSender.builder(rpc, SIGNER).nonceManager(shared)
        .fillers(List.of(TransactionFillers.nonce())).build()
        .send(swap().maxFeePerGas(BigInteger.TEN).maxPriorityFeePerGas(BigInteger.ONE)
            .gasLimit(BigInteger.valueOf(21_000)).build())
        .transaction().transaction();
    assertThat(tx.nonce()).isEqualTo(9);
  }

  @Test
  void aFeeFillerAndAChainOfOnesOwnTogetherAreRefused() {
    assertThatThrownBy(() -> sender().feeFiller(GAS_PRICE_FEES).fillers(TransactionFillers.defaults()).build())
        .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("feeFiller:");
  }

  @Test
  void theDefaultsAreTheSixStepsInTheirOrder() {
    List<TransactionFiller> defaults = TransactionFillers.defaults();
    assertThat(defaults).hasSize(6);
    assertThat(defaults.get(0)).hasToString("chainIdCheck");
    assertThat(defaults.get(2)).isSameAs(defaults.get(5)); // the gas step, before the nonce and after the delegation
    assertThat(TransactionFillers.defaultsWithFees(GAS_PRICE_FEES).get(1)).isSameAs(GAS_PRICE_FEES);
  }

  @Test
  void aSelfDelegationIsSignedForTheNextNonceAndEstimatedWithItsTypedAuthorizationList() throws IOException {
    node.result("eth_chainId", "\"0x1\"")
        .result("eth_getTransactionCount", "\"0x4\"")
        .result("eth_estimateGas", "\"0x186a0\"")
        .acceptRaw();

    Eip7702Transaction tx = (Eip7702Transaction) sender().build().send(swap().maxFeePerGas(BigInteger.TEN)
        .maxPriorityFeePerGas(BigInteger.ONE).build(), SendOptions.builder().delegateTo(DELEGATE).build())
        .transaction().transaction();

    assertThat(tx.nonce()).isEqualTo(4);
    assertThat(tx.gasLimit()).isEqualTo(100_000);
    SignedAuthorization delegation = tx.authorizationList().get(0);
    assertThat(delegation.authorization().nonce()).isEqualTo(5);
    assertThat(node.methods()).containsExactly("eth_chainId", "eth_getTransactionCount", "eth_estimateGas",
        "eth_sendRawTransaction");
    String body = node.bodies().stream().filter(b -> b.contains("\"eth_estimateGas\"")).findFirst().orElseThrow();
    JsonNode sent = TradingJson.mapper().readTree(body).get("params").get(0).get("authorizationList");
    assertThat(sent).hasSize(1);
    JsonNode entry = sent.get(0);
    List<String> names = new ArrayList<>();
    entry.fieldNames().forEachRemaining(names::add);
    assertThat(names).containsExactly("chainId", "address", "nonce", "yParity", "r", "s");
    assertThat(entry.get("chainId").asText()).isEqualTo("0x1");
    assertThat(entry.get("address").asText()).isEqualTo(DELEGATE.toLowerHex());
    assertThat(entry.get("nonce").asText()).isEqualTo("0x5");
    assertThat(entry.get("yParity").asText()).isEqualTo("0x" + Integer.toHexString(delegation.yParity()));
    assertThat(entry.get("r").asText()).isEqualTo("0x" + delegation.r().toString(16));
    assertThat(entry.get("s").asText()).isEqualTo("0x" + delegation.s().toString(16));
  }

  @Test
  void aCallRequestWritesItsAuthorizationsAsTheTypedList() {
    SignedAuthorization a = Authorization.of(10, DELEGATE, 3).sign(SIGNER);
    JsonNode json = CallRequest.builder().to(ROUTER).authorizations(List.of(a)).build().toJson();

    JsonNode entry = json.get("authorizationList").get(0);
    assertThat(entry.get("chainId").asText()).isEqualTo("0xa");
    assertThat(entry.get("nonce").asText()).isEqualTo("0x3");
    assertThat(entry.get("address").asText()).isEqualTo(DELEGATE.toLowerHex());
    assertThat(CallRequest.builder().to(ROUTER).build().toJson().has("authorizationList")).isFalse();
  }
}
