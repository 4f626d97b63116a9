package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Who may drive the chains: beyond loopback the control API and {@code eth_sendRawTransaction} need a control token
 * (or the control API off), a server that would expose them without one refuses to start, and the development keys
 * answer loopback clients only.
 */
class ControlGuardTest {
  private static final String TOKEN = "s3cret-control-token-for-tests";
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private static final String CHAIN_ID = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_chainId\",\"params\":[]}";

  @Test
  void aServerBoundBeyondLoopbackWithTheControlApiAndNoTokenRefusesToStart() throws Exception {
    ReferenceServer server = ReferenceServer.builder().bindAddress(InetAddress.getByName("0.0.0.0")).build();
    assertThatThrownBy(server::start).isInstanceOf(IllegalStateException.class).hasMessage(
        "refusing to serve /_sim and eth_sendRawTransaction on 0.0.0.0:0 without a token: give --control-token TOKEN"
            + " (clients send Authorization: Bearer TOKEN) or --no-control");
    assertThatThrownBy(server::port).hasMessageContaining("not started"); // nothing was bound
  }

  @Test
  void withATokenTheControlApiAndSendingNeedItAndReadsStayOpen() throws Exception {
    try (ReferenceServer server = ReferenceServer.builder().bindAddress(InetAddress.getByName("0.0.0.0"))
        .configure(c -> c.controlToken(TOKEN)).build().start()) {
      URI local = URI.create("http://127.0.0.1:" + server.port());
      assertThat(send("GET", local.resolve("/_sim/clock"), null, null).statusCode()).isEqualTo(401);
      assertThat(send("GET", local.resolve("/_sim/clock"), null, "Bearer not-the-token-at-all").statusCode())
          .isEqualTo(401);
      HttpResponse<String> refused = send("GET", local.resolve("/_sim/clock"), null, null);
      assertThat(Api.json(refused.body()).get("detail").asText())
          .isEqualTo("the control API needs the control token (Authorization: Bearer ...)");
      assertThat(send("GET", local.resolve("/_sim/clock"), null, "Bearer " + TOKEN).statusCode()).isEqualTo(200);

      String raw = signedApproval();
      HttpResponse<String> unsent = send("POST", local.resolve("/rpc/1"), rawTransaction(raw), null);
      assertThat(unsent.statusCode()).isEqualTo(401);
      JsonNode error = Api.json(unsent.body()).get("error");
      assertThat(error.get("code").asInt()).isEqualTo(-32001);
      assertThat(error.get("message").asText())
          .isEqualTo("unauthorized: eth_sendRawTransaction needs the control token (Authorization: Bearer ...)");
      assertThat(server.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isZero();
      HttpResponse<String> sent = send("POST", local.resolve("/rpc/1"), rawTransaction(raw), "Bearer " + TOKEN);
      assertThat(sent.statusCode()).isEqualTo(200);
      assertThat(Api.json(sent.body()).get("result").asText()).matches("0x[0-9a-f]{64}");

      assertThat(server.journal().last(1).get(0).headers().get("authorization")).containsExactly(RequestJournal.REDACTED);
      assertThat(send("POST", local.resolve("/rpc/1"), CHAIN_ID, null).statusCode()).isEqualTo(200);
    }
  }

  @Test
  void withoutATokenOnlyLoopbackClientsMayChangeTheChain() {
    TradingApiHandler handler = new TradingApiHandler(ServerConfig.builder().controlApi(false).build());
    ApiRequest remote = rpc("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_sendRawTransaction\",\"params\":[\"0x01\"]}",
        "192.0.2.1");
    ApiResponse refused = handler.handle(remote);
    assertThat(refused.status()).isEqualTo(401);
    assertThat(refused.json().get("error").get("message").asText()).isEqualTo("unauthorized: eth_sendRawTransaction"
        + " is served to loopback clients only when the server has no control token (--control-token)");
    assertThat(handler.handle(rpc(CHAIN_ID, "192.0.2.1")).json().get("result").asText()).isEqualTo("0x1");
    // The same call from loopback reaches the node's checks.
    ApiResponse local = handler.handle(rpc(
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_sendRawTransaction\",\"params\":[\"0x01\"]}", "127.0.0.1"));
    assertThat(local.json().get("error").get("code").asInt()).isEqualTo(-32000);
    assertThat(handler.handle(ApiRequest.builder("GET", "/_sim/clock").build()).status()).isEqualTo(404);
  }

  @Test
  void theControlApiAnswersOnlyLoopbackClientsWithoutAToken() throws Exception {
    TradingApiHandler handler = new TradingApiHandler(ServerConfig.defaults());
    ApiRequest remote = ApiRequest.builder("GET", "/_sim/clock").remoteAddress(InetAddress.getByName("192.0.2.1"))
        .build();
    assertThat(handler.handle(remote).status()).isEqualTo(401);
    assertThat(handler.handle(ApiRequest.builder("GET", "/_sim/clock").build()).status()).isEqualTo(200);
  }

  @Test
  void developmentKeysAnswerLoopbackClientsOnlyUnlessConfigured() throws Exception {
    String quote = Api.quoteRequest(Api.USDC, Api.WETH, "1000000").toString();
    TradingApiHandler strict = new TradingApiHandler(ServerConfig.builder()
        .apiKey(ApiKey.of("partner-key")).build());
    ApiResponse refused = strict.handle(quote(ServerConfig.TEST_KEY, quote, "192.0.2.1"));
    assertThat(Api.error(refused, 401, "Unauthorized"))
        .isEqualTo("development keys are served to loopback clients only (--dev-keys-anywhere)");
    assertThat(strict.handle(quote(ServerConfig.TEST_KEY, quote, "127.0.0.1")).status()).isEqualTo(200);
    assertThat(strict.handle(quote("partner-key", quote, "192.0.2.1")).status()).isEqualTo(200);
    TradingApiHandler open = new TradingApiHandler(ServerConfig.builder().devKeysAnywhere(true).build());
    assertThat(open.handle(quote(ServerConfig.TEST_KEY, quote, "192.0.2.1")).status()).isEqualTo(200);
  }

  @Test
  void aControlTokenMustBeLongAndIsNeverShown() {
    assertThatThrownBy(() -> ServerConfig.builder().controlToken("short-secret"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("controlToken: expected at least 16 characters without whitespace, got 12 characters");
    ServerConfig config = ServerConfig.builder().controlToken(TOKEN).build();
    assertThat(config.hasControlToken()).isTrue();
    assertThat(config.toBuilder().build().hasControlToken()).isTrue();
    assertThat(config.toString()).doesNotContain(TOKEN);
    assertThat(ServerConfig.defaults().hasControlToken()).isFalse();
  }

  private static ApiRequest rpc(String body, String from) {
    try {
      return ApiRequest.builder("POST", "/rpc/1").body(body).remoteAddress(InetAddress.getByName(from)).build();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static ApiRequest quote(String key, String body, String from) throws IOException {
    return ApiRequest.builder("POST", "/v1/quote").header("x-api-key", key).header("content-type", "application/json")
        .body(body).remoteAddress(InetAddress.getByName(from)).build();
  }

  private static String rawTransaction(String raw) {
    return "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"eth_sendRawTransaction\",\"params\":[\"" + raw + "\"]}";
  }

  /** The development wallet's first transaction: its USDC approval of Permit2, as the API builds it, signed. */
  private static String signedApproval() {
    Api api = new Api();
    JsonNode approval = Api.ok(api.post("/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET
        + "','token':'" + Api.USDC + "','amount':'1000000','chainId':1}"))).get("approval");
    return new JsonRpc(api, 1).sign(approval, api.signer, 0);
  }

  private static HttpResponse<String> send(String method, URI uri, String body, String authorization)
      throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(20))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (authorization != null) {
      request.header("Authorization", authorization);
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
