package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Routing, authentication, validation order, rate limits and x-agent-info, on every endpoint. */
class CommonBehaviourTest {
  private final Api api = new Api();

  @Test
  void servesTheOperationsOfTheSpecAndTheLpAndWalletOnesBeyondIt() {
    // The real service's other operations are checked by their own tests (OrderTest, SwapEoaTest, ...).
    assertThat(api.handler.operations()).contains(
        "POST /quote", "POST /swap_7702", "POST /swap_5792", "POST /limit_order_quote", "POST /send",
        "GET /swappable_tokens", "POST /check_approval", "POST /lp/increase", "POST /plan",
        "GET /plan/{planId}", "PATCH /plan/{planId}", "GET /swaps", "POST /wallet/check_delegation",
        "POST /lp/check_approval", "POST /lp/create", "POST /lp/create_classic", "POST /lp/decrease",
        "POST /lp/claim_fees", "POST /lp/pool_info", "POST /wallet/encode_7702", "POST /wallet/encode_4337");
  }

  @Test
  void unknownRouteAnswersTheGatewayMessageWithTheFullTarget() {
    ApiResponse response = api.call("POST", "/v1/x?a=1", ServerConfig.TEST_KEY, Api.object());
    assertThat(response.status()).isEqualTo(404);
    assertThat(response.bodyText()).isEqualTo("{\"message\":\"Route POST:/v1/x?a=1 not found\"}");
  }

  @Test
  void wrongMethodOrMissingBasePathIsAnUnknownRoute() {
    assertThat(api.call("GET", "/v1/quote", ServerConfig.TEST_KEY, null).bodyText())
        .isEqualTo("{\"message\":\"Route GET:/v1/quote not found\"}");
    assertThat(api.call("POST", "/quote", ServerConfig.TEST_KEY, Api.object()).status()).isEqualTo(404);
    assertThat(api.call("GET", "/v1/plan/", ServerConfig.TEST_KEY, null).status()).isEqualTo(404);
  }

  @Test
  void unknownOrMissingKeyGetsTheLiveUnauthorizedBody() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "1000000");
    for (String key : new String[] {"nope", null}) {
      ApiResponse response = api.call("POST", "/v1/quote", key, body);
      assertThat(error(response, 401, "Unauthorized")).isEqualTo("Unauthenticated api key or session");
    }
  }

  @Test
  void theBodyIsValidatedBeforeTheKey() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "1000000");
    body.put("routingPreference", "CLASSIC");
    String detail = error(api.call("POST", "/v1/quote", "nope", body), 400, "RequestValidationError");
    assertThat(detail).isEqualTo("\"routingPreference\" must be one of [BEST_PRICE, FASTEST]");
  }

  @Test
  void blockedAccountAndBlockedWalletGet401() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "1000000");
    assertThat(error(api.call("POST", "/v1/quote", ServerConfig.BLOCKED_KEY, body), 401, "Unauthorized"))
        .isEqualTo("Account is blocked");
    Api blocking = new Api(ServerConfig.builder().blockWallet(Api.WALLET));
    assertThat(error(blocking.post("/quote", body), 401, "Unauthorized")).isEqualTo("Wallet address is blocked");
  }

  @Test
  void malformedBodiesAre400() {
    ApiResponse notJson = api.handler.handle(ApiRequest.builder("POST", "/v1/quote")
        .header("x-api-key", ServerConfig.TEST_KEY).body("{oops").build());
    assertThat(error(notJson, 400, "RequestValidationError")).isEqualTo("Body is not valid JSON");
    ApiResponse array = api.handler.handle(ApiRequest.builder("POST", "/v1/send")
        .header("x-api-key", ServerConfig.TEST_KEY).body("[]").build());
    assertThat(error(array, 400, "RequestValidationError")).isEqualTo("\"value\" must be of type object");
    ApiResponse empty = api.handler.handle(ApiRequest.builder("POST", "/v1/check_approval")
        .header("x-api-key", ServerConfig.TEST_KEY).build());
    assertThat(error(empty, 400, "RequestValidationError")).isEqualTo("\"value\" must be of type object");
  }

  @Test
  void everyAnswerCarriesItsRequestIdInBodyAndHeader() {
    ApiResponse success = api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"));
    assertThat(success.header("x-request-id")).contains(ok(success).get("requestId").asText());
    ApiResponse failure = api.post("/quote", Api.object());
    assertThat(failure.header("x-request-id")).contains(failure.json().get("requestId").asText());
    assertThat(failure.header("content-type")).contains("application/json; charset=utf-8");
  }

  @Test
  void aLimitedKeyGets429BeyondItsBurstAndRecoversAsTimePasses() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "1000000");
    for (int i = 0; i < 3; i++) {
      ok(api.call("POST", "/v1/quote", ServerConfig.LIMITED_KEY, body));
    }
    ApiResponse limited = api.call("POST", "/v1/quote", ServerConfig.LIMITED_KEY, body);
    assertThat(error(limited, 429, "Ratelimited")).isNotEmpty();
    assertThat(limited.header("retry-after")).isEmpty(); // the service sends none
    ok(api.call("POST", "/v1/quote", ServerConfig.TEST_KEY, body)); // other keys are not affected
    api.nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(340)); // one token at 3/s
    ok(api.call("POST", "/v1/quote", ServerConfig.LIMITED_KEY, body));
    assertThat(api.call("POST", "/v1/quote", ServerConfig.LIMITED_KEY, body).status()).isEqualTo(429);
  }

  @Test
  void aRateLimitCountsEveryOperationOfTheKey() {
    Api limited = new Api(ServerConfig.builder().apiKey(ApiKey.builder("one").rateLimit(1, 1).build()));
    ok(limited.call("GET", "/v1/swappable_tokens?tokenIn=" + Api.USDC, "one", null));
    assertThat(limited.call("POST", "/v1/send", "one", Api.object()).status()).isEqualTo(429);
  }

  @Test
  void agentInfoIsOnlyEverReported() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "1000000");
    JsonNode plain = ok(api.post("/quote", body));
    ApiResponse valid = api.post("/quote", body, "x-agent-info",
        "{\"decision_origin\":\"autonomous\",\"integration_name\":\"bot\",\"version\":\"1.0\",\"extra\":1}");
    ApiResponse malformed = api.post("/quote", body, "x-agent-info", "{\"decision_origin\":\"robot\"}");
    assertThat(valid.header("x-agent-info-status")).isEmpty();
    assertThat(malformed.header("x-agent-info-status")).contains("malformed");
    assertThat(withoutIds(ok(valid))).isEqualTo(withoutIds(plain));
    assertThat(withoutIds(ok(malformed))).isEqualTo(withoutIds(plain));
    ApiResponse malformedError = api.post("/quote", Api.object(), "x-agent-info", "not json");
    assertThat(malformedError.status()).isEqualTo(400);
    assertThat(malformedError.header("x-agent-info-status")).contains("malformed");
    assertThat(api.handler.stats().agentInfoValid()).isEqualTo(1);
    assertThat(api.handler.stats().agentInfoMalformed()).isEqualTo(2);
  }

  private static JsonNode withoutIds(JsonNode body) {
    ObjectNode copy = body.deepCopy();
    copy.remove("requestId");
    ((ObjectNode) copy.get("quote")).remove("quoteId");
    return copy;
  }

  @Test
  void anUnexpectedFailureIs500WithTheEnvelope() {
    Api broken = new Api(ServerConfig.builder().signerRecovery((data, sig) -> {
      throw new IllegalStateException("boom");
    }));
    JsonNode quote = ok(broken.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000")));
    ObjectNode swap = Api.object();
    swap.set("quote", quote.get("quote"));
    swap.set("permitData", quote.get("permitData"));
    swap.put("signature", "0x" + "11".repeat(65));
    ApiResponse response = broken.post("/swap_7702", swap);
    assertThat(error(response, 500, "InternalServerError")).isEqualTo("Internal server error");
    assertThat(response.bodyText()).doesNotContain("boom");
  }

  @Test
  void statsCountOperationsAndStatuses() {
    api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"));
    api.post("/quote", Api.object());
    api.call("GET", "/v1/nowhere", null, null);
    ServerStats stats = api.handler.stats();
    assertThat(stats.requests()).isEqualTo(3);
    assertThat(stats.requests("POST /quote")).isEqualTo(2);
    assertThat(stats.responses(400)).isEqualTo(1);
    assertThat(stats.responses(404)).isEqualTo(1);
  }

  @Test
  void resetForgetsStateButNotIdentity() {
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDC, Api.PERMIT2, java.math.BigInteger.TEN);
    api.handler.faults().always().status(500);
    api.handler.reset();
    assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isZero();
    assertThat(api.handler.faults().isEmpty()).isTrue();
    assertThat(api.handler.stats().requests()).isZero();
  }
}
