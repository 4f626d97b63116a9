package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.evm.EvmTestSupport;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
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
    assertThat(ethereum.get("simulated").toString())
        .contains("UniswapX limit orders", "V2 LP positions", "cross-chain plans");
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
  void resetRevertsTheChainToTheLoadedState() throws Exception {
    URI anvil = SERVER.rpcUrl(1);
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
