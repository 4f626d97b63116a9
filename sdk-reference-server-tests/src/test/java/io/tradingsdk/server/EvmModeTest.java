package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.evm.EvmTestSupport;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The EVM mode's chain 1 as the control API and JSON-RPC show it: anvil's URL, reset, clock. */
@ExtendWith(EvmTestSupport.class)
class EvmModeTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER =
      ReferenceServerExtension.configured(b -> b.config(EvmTestSupport.config().build())).evm();

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String USDC = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
  private static final String DEV_WALLET = ServerConfig.DEV_WALLET.toLowerCase(java.util.Locale.ROOT);

  private static JsonNode control(String method, String path, String body) {
    ApiResponse response = SERVER.server().handler().handle(ApiRequest.builder(method, "/_sim" + path)
        .body(body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8)).build());
    JsonNode json = response.json();
    assertThat(response.status()).as(json.toString()).isLessThan(500);
    return json;
  }

  private static JsonNode rpc(URI url, String method, String params) throws IOException, InterruptedException {
    String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":" + params + "}";
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(url).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    return TradingJson.mapper().readTree(response.body());
  }

  private static BigInteger usdcBalance(URI anvil) throws IOException, InterruptedException {
    String data = "0x70a08231000000000000000000000000" + DEV_WALLET.substring(2);
    return new BigInteger(rpc(anvil, "eth_call", "[{\"to\":\"" + USDC + "\",\"data\":\"" + data + "\"},\"latest\"]")
        .get("result").asText().substring(2), 16);
  }

  /** anvil answers eth_sendTransaction once the transaction is pooled; its block may be mined a moment later. */
  private static void awaitReceipt(URI anvil, String hash) throws IOException, InterruptedException {
    long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
    while (rpc(anvil, "eth_getTransactionReceipt", "[\"" + hash + "\"]").path("result").isNull()) {
      assertThat(System.nanoTime()).as("no receipt for " + hash + " after 30 s").isLessThan(giveUp);
      Thread.sleep(20);
    }
  }

  @Test
  void chainOneIsListedAsEvmWithAnvilsUrlAndTheOthersStaySimulated() throws Exception {
    JsonNode chains = control("GET", "/chains", null);
    JsonNode ethereum = chains.get(0);
    assertThat(ethereum.get("chainId").asLong()).isEqualTo(1);
    assertThat(ethereum.get("kind").asText()).isEqualTo("evm");
    assertThat(ethereum.get("simulated").toString()).contains("cross-chain plans")
        .doesNotContain("limit orders", "V2 LP positions");
    URI anvil = URI.create(ethereum.get("rpcUrl").asText());
    assertThat(anvil.getPort()).isNotEqualTo(SERVER.server().port());
    assertThat(SERVER.rpcUrl(1)).isEqualTo(anvil);
    assertThat(rpc(anvil, "eth_chainId", "[]").get("result").asText()).isEqualTo("0x1");
    for (int i = 1; i < chains.size(); i++) {
      assertThat(chains.get(i).get("kind").asText()).as(chains.get(i).toString()).isEqualTo("simulated");
      assertThat(chains.get(i).get("rpcUrl").asText()).contains("/rpc/" + chains.get(i).get("chainId").asLong());
    }
  }

  @Test
  void theServersOwnRpcOfChainOneSendsWalletsToAnvil() {
    ApiResponse response = SERVER.server().handler().handle(ApiRequest.builder("POST", "/rpc/1")
        .body("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_chainId\",\"params\":[]}"
            .getBytes(StandardCharsets.UTF_8)).build());
    assertThat(response.status()).isEqualTo(404);
    assertThat(response.json().get("error").get("message").asText())
        .contains("runs on a real EVM", SERVER.rpcUrl(1).toString());
  }

  @Test
  void theImpersonatedPathRefusesChainOneAndSendsWalletsToAnvil() {
    String transaction = "{\"chainId\": %d, \"from\": \"" + DEV_WALLET + "\", \"to\": \"%s\", \"value\": \"0x0\","
        + " \"data\": \"0x095ea7b3" + "00".repeat(64) + "\"}"; // approve(0x0, 0)
    ApiResponse refused = SERVER.server().handler().handle(ApiRequest.builder("POST", "/_sim/transactions")
        .body(String.format(transaction, 1, USDC).getBytes(StandardCharsets.UTF_8)).build());
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.json().get("detail").asText())
        .startsWith("chainId: 1 runs on a real EVM in this mode").contains(SERVER.rpcUrl(1).toString());
    TransactionRequest request = TradingJson.mapper().convertValue(
        Api.json(String.format(transaction, 1, USDC)), TransactionRequest.class);
    assertThatThrownBy(() -> SERVER.server().chain().submit(request)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("runs on a real EVM").hasMessageContaining(SERVER.rpcUrl(1).toString());

    JsonNode simulated = control("POST", "/transactions", String.format(transaction, 8453, Api.BASE_USDC));
    assertThat(simulated.get("txHash").asText()).as("the other chains stay simulated").matches("0x[0-9a-f]{64}");
  }

  @Test
  void chainOnesBalancesAndAllowancesAreTheNodesAndItsNativeFaucetIsAnvils() throws Exception {
    URI anvil = SERVER.rpcUrl(1);
    SimulatedChain chain = SERVER.server().chain();
    String fresh = "0x00000000000000000000000000000000000f4a11";
    BigInteger wei = new BigInteger("1234567890123456789");

    JsonNode set = control("PUT", "/balances", "{\"chainId\": 1, \"wallet\": \"" + fresh + "\", \"nativeBalance\": \""
        + wei + "\"}");
    assertThat(set.toString()).contains(wei.toString());
    assertThat(Long.decode(rpc(anvil, "eth_getBalance", "[\"" + fresh + "\",\"latest\"]").get("result").asText()))
        .isEqualTo(wei.longValueExact());
    assertThat(chain.nativeBalance(1, fresh)).isEqualTo(wei);
    assertThat(chain.tokenBalance(1, USDC, DEV_WALLET)).isEqualTo(usdcBalance(anvil)).isPositive();
    assertThat(control("GET", "/balances?chainId=1&wallet=" + DEV_WALLET + "&token=" + USDC, null).toString())
        .contains(usdcBalance(anvil).toString());
    assertThat(chain.allowance(1, DEV_WALLET, USDC, fresh)).isZero(); // the token's allowance(), not the ledger's

    assertThatThrownBy(() -> chain.setTokenBalance(1, USDC, fresh, BigInteger.TEN))
        .hasMessageStartingWith("chainId: 1 runs on a real EVM in this mode").hasMessageContaining(anvil.toString());
    assertThatThrownBy(() -> chain.setAllowance(1, fresh, USDC, DEV_WALLET, BigInteger.TEN))
        .hasMessageContaining("approve(spender, amount)");
    assertThat(chain.tokenBalance(8453, Api.BASE_USDC, fresh)).as("the other chains keep the simulated ledger")
        .isPositive();
  }

  @Test
  void bridgesBetweenChainOneOnItsNodeAndASimulatedChainAreRefused() {
    try (Api api = Api.overHttp(SERVER.server())) {
      ObjectNode out = Api.quoteRequest(Api.USDC, Api.BASE_USDC, "100000000");
      out.put("tokenOutChainId", 8453);
      JsonNode fromChainOne = api.quote(out);
      assertThat(fromChainOne.get("routing").asText()).isEqualTo("BRIDGE");
      ObjectNode signed = Api.swapBody(fromChainOne); // a plain wallet's /swap carries the signed permit
      signed.put("signature", api.sign(fromChainOne.get("permitData")));
      for (String path : List.of("/swap", "/swap_5792", "/swap_7702")) {
        ObjectNode body = path.equals("/swap") ? signed : Api.swapBody(fromChainOne);
        String detail = Api.error(api.post(path, body), 400, "RequestValidationError");
        assertThat(detail).as(path).isEqualTo("quote.chainId: chain 1 runs on a real EVM in this mode (--evm) and"
            + " chain 8453 does not: a bridge runs between two chains on real EVMs (relayed by the server) or between"
            + " two simulated chains; run both chains with --evm, or neither");
      }
      ObjectNode in = Api.quoteRequest(Api.BASE_USDC, Api.USDC, "100000000");
      in.put("tokenInChainId", 8453);
      JsonNode toChainOne = api.quote(in);
      assertThat(toChainOne.get("routing").asText()).isEqualTo("BRIDGE");
      assertThat(Api.error(api.post("/swap_7702", Api.swapBody(toChainOne)), 400, "RequestValidationError"))
          .startsWith("quote.destinationChainId: chain 1 runs on a real EVM");
    }
  }

  @Test
  void resetRevertsTheChainToTheLoadedState() throws Exception {
    URI anvil = SERVER.rpcUrl(1);
    // From the loaded state: another test of this JVM's shared EVM server may have moved the wallet's USDC since.
    control("POST", "/reset", "{}");
    BigInteger before = usdcBalance(anvil);
    String transfer = "0xa9059cbb000000000000000000000000000000000000000000000000000000000000dead"
        + String.format("%064x", before);
    JsonNode sent = rpc(anvil, "eth_sendTransaction", "[{\"from\":\"" + DEV_WALLET + "\",\"to\":\"" + USDC
        + "\",\"data\":\"" + transfer + "\"}]");
    assertThat(sent.has("result")).as(sent.toString()).isTrue();
    awaitReceipt(anvil, sent.get("result").asText());
    assertThat(usdcBalance(anvil)).isZero();

    control("POST", "/reset", "{}");

    assertThat(usdcBalance(anvil)).isEqualTo(before);
  }

  @Test
  void aResetToAnotherSeedIsRefusedSinceThePoolsAreDeployedForOne() {
    ApiResponse response = SERVER.server().handler().handle(ApiRequest.builder("POST", "/_sim/reset")
        .body("{\"seed\": 2}".getBytes(StandardCharsets.UTF_8)).build());
    assertThat(response.status()).isEqualTo(400);
    assertThat(response.json().get("detail").asText()).startsWith("seed: the EVM chain was deployed for seed 1");
  }

  @Test
  void theClockMovesTheChainsTime() throws Exception {
    URI anvil = SERVER.rpcUrl(1);
    long before = Long.decode(rpc(anvil, "eth_getBlockByNumber", "[\"latest\",false]").get("result")
        .get("timestamp").asText());

    control("POST", "/clock", "{\"advanceSeconds\": 3600}");

    long after = Long.decode(rpc(anvil, "eth_getBlockByNumber", "[\"latest\",false]").get("result")
        .get("timestamp").asText());
    assertThat(after - before).isGreaterThanOrEqualTo(3600);
  }
}
