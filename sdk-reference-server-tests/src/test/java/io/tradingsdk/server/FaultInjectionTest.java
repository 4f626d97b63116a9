package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Fault decisions at the engine level (the HTTP test checks how the socket delivers them). */
class FaultInjectionTest {
  private final Api api = new Api();

  private ApiResponse quote() {
    return api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"));
  }

  @Test
  void aBurstOfStatusesThenNormalAnswers() {
    api.handler.faults().next(2).status(503);
    assertThat(error(quote(), 503, "ServiceUnavailable")).isEqualTo("Service unavailable");
    assertThat(error(quote(), 503, "ServiceUnavailable")).isNotEmpty();
    ok(quote());
    assertThat(api.handler.faults().isEmpty()).isTrue();
    assertThat(api.handler.faults().injectedCount()).isEqualTo(2);
  }

  @Test
  void eachStatusGetsTheServicesEnvelope() {
    api.handler.faults().next(1).status(429).next(1).status(500).next(1).status(504).next(1).status(502);
    assertThat(error(quote(), 429, "Ratelimited")).isNotEmpty();
    assertThat(error(quote(), 500, "InternalServerError")).isEqualTo("Internal server error");
    assertThat(error(quote(), 504, "Timeout")).isEqualTo("Request duration limit reached");
    assertThat(error(quote(), 502, "InternalServerError")).isNotEmpty();
    ok(quote());
  }

  @Test
  void aStatusFaultCanSendRetryAfter() {
    api.handler.faults().next(1).retryAfter(Duration.ofSeconds(7)).status(503).next(1).status(503);
    ApiResponse first = quote();
    assertThat(first.status()).isEqualTo(503);
    assertThat(first.header("Retry-After")).hasValue("7");
    ApiResponse second = quote();
    assertThat(second.status()).isEqualTo(503);
    assertThat(second.header("Retry-After")).isEmpty();
    assertThatThrownBy(() -> api.handler.faults().always().retryAfter(Duration.ofSeconds(1)).drop())
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("retryAfter:");
    assertThat(api.handler.faults().rules()).isEmpty();
  }

  @Test
  void everyNthRequestFailsUntilCleared() {
    api.handler.faults().every(3).status(500);
    int[] statuses = new int[6];
    for (int i = 0; i < statuses.length; i++) {
      statuses[i] = quote().status();
    }
    assertThat(statuses).containsExactly(200, 200, 500, 200, 200, 500);
    api.handler.faults().clear();
    ok(quote());
  }

  @Test
  void rulesCanTargetOneOperation() {
    api.handler.faults().always().on("POST", "/quote").status(500);
    assertThat(quote().status()).isEqualTo(500);
    ok(api.get("/swappable_tokens?tokenIn=" + Api.USDC));
    api.handler.faults().clear();
    api.handler.faults().next(1).on(null, "/plan/*").status(503);
    assertThat(api.get("/plan/abc").status()).isEqualTo(503);
    assertThat(api.get("/plan/abc").status()).isEqualTo(404);
  }

  @Test
  void aRuleNamesItsPathAsTheJournalReportsItOrRelativeToV1() {
    api.handler.faults().next(1).on("POST", "/v1/quote").status(500);
    assertThat(api.get("/swappable_tokens?tokenIn=" + Api.USDC).status()).isEqualTo(200);
    assertThat(quote().status()).isEqualTo(500);
    ok(quote());
    api.handler.faults().next(1).on(null, "/v1/plan/*").status(503);
    assertThat(api.get("/plan/abc").status()).isEqualTo(503);
    assertThat(api.get("/plan/abc").status()).isEqualTo(404);
    api.handler.faults().next(1).on(null, "/v1*").status(502);
    assertThat(api.get("/plan/abc").status()).isEqualTo(502);
    assertThat(api.handler.faults().isEmpty()).isTrue();
    assertThat(FaultInjector.relativeToApi("/v1/quote")).isEqualTo("/quote");
    assertThat(FaultInjector.relativeToApi("/quote")).isEqualTo("/quote");
    assertThat(FaultInjector.relativeToApi("/v1")).isEqualTo("/");
    assertThat(FaultInjector.relativeToApi("/v10/x")).as("only the /v1 segment").isEqualTo("/v10/x");
  }

  @Test
  void dropTruncateAndLatencyAreDeliveryInstructions() {
    api.handler.faults().next(1).drop().next(1).truncate().always().latency(Duration.ofMillis(25));
    ApiResponse dropped = quote();
    assertThat(dropped.delivery()).isEqualTo(ApiResponse.Delivery.DROP_CONNECTION);
    ApiResponse truncated = quote();
    assertThat(truncated.delivery()).isEqualTo(ApiResponse.Delivery.TRUNCATE_BODY);
    assertThat(truncated.status()).isEqualTo(200); // the engine answered; the socket cuts it short
    ApiResponse slow = quote();
    assertThat(slow.delivery()).isEqualTo(ApiResponse.Delivery.NORMAL);
    assertThat(slow.delay()).isEqualTo(Duration.ofMillis(25));
    assertThat(dropped.delay()).isEqualTo(Duration.ofMillis(25));
  }

  @Test
  void aStatusFaultStillCountsAgainstTheRequestStats() {
    api.handler.faults().next(1).status(500);
    quote();
    assertThat(api.handler.stats().responses(500)).isEqualTo(1);
    assertThat(api.handler.stats().requests("POST /quote")).isEqualTo(1);
  }

  @Test
  void badRulesAreRefusedWithTheirField() {
    assertThatThrownBy(() -> api.handler.faults().next(0)).hasMessage("count: must be >= 1, was 0");
    assertThatThrownBy(() -> api.handler.faults().every(0)).hasMessage("n: must be >= 1, was 0");
    assertThatThrownBy(() -> api.handler.faults().always().status(200)).hasMessage("status: must be 400 to 599, was 200");
    assertThatThrownBy(() -> api.handler.faults().always().latency(Duration.ofMillis(-1)))
        .hasMessageStartingWith("latency: must not be negative");
  }

  @Test
  void aStallHoldsTheConnectionSilentThenDropsIt() {
    api.handler.faults().next(1).stall(Duration.ofSeconds(3)).always().latency(Duration.ofMillis(10));
    ApiResponse stalled = quote();
    assertThat(stalled.delivery()).isEqualTo(ApiResponse.Delivery.DROP_CONNECTION);
    assertThat(stalled.delay()).isEqualTo(Duration.ofMillis(3010));
    assertThat(quote().delivery()).isEqualTo(ApiResponse.Delivery.NORMAL);
    assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> api.handler.faults().next(1).stall(Duration.ZERO)))
        .hasMessage("hold: must be > 0, was PT0S");
  }
}
