package io.tradingsdk.spring.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.spring.test.AutoConfigureTradingReferenceServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A Spring Boot application with the starter and the actuator, against the reference server the test annotation
 * starts: properties bound to the client, its calls at {@code /actuator/metrics}, its health.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "management.endpoints.web.exposure.include=health,metrics",
    "management.endpoint.health.show-components=always",
    "management.endpoint.health.show-details=always",
    "trading.health.enabled=true",
    "trading.router-version=2.0",
    "trading.max-retries=1",
    "trading.timeout=5s",
    "trading.base-url=https://replaced-by-the-test-annotation.example/v1"})
@AutoConfigureTradingReferenceServer
class StarterApplicationTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @Autowired
  TradingClient client;

  @Autowired
  ReferenceServer server;

  @LocalServerPort
  int port;

  @Test
  void thePropertiesAndTheTestAnnotationConfigureTheClientBean() {
    ClientOptions options = client.options();
    assertThat(options.baseUrl()).isEqualTo(server.baseUrl().toString());
    assertThat(options.apiKey()).isEqualTo(ServerConfig.TEST_KEY);
    assertThat(options.routerVersion()).contains(RouterVersion.V2_0);
    assertThat(options.retryPolicy().maxRetries()).isEqualTo(1);
    assertThat(options.timeout()).isEqualTo(Duration.ofSeconds(5));
  }

  @Test
  void callsAndTheirRetriesAreAtTheActuatorsMetricsEndpoint() throws Exception {
    client.quote(usdcToWeth());
    server.faults().next(1).on("POST", "/quote").status(503);
    client.quote(usdcToWeth());

    JsonNode requests = get("/actuator/metrics/trading.client.requests?tag=operation:quote&tag=outcome:success");
    assertThat(requests.get("name").asText()).isEqualTo("trading.client.requests");
    assertThat(measurement(requests, "COUNT")).isGreaterThanOrEqualTo(2);
    assertThat(tagKeys(get("/actuator/metrics/trading.client.requests"))).contains("operation", "status", "outcome");
    JsonNode retries = get("/actuator/metrics/trading.client.retries?tag=operation:quote&tag=reason:server_error");
    assertThat(measurement(retries, "COUNT")).isGreaterThanOrEqualTo(1);
  }

  @Test
  void theHealthEndpointShowsTheTradingApiUp() throws Exception {
    JsonNode health = get("/actuator/health/trading");
    assertThat(health.get("status").asText()).isEqualTo("UP");
    assertThat(health.get("details").get("status").asInt()).as("GET /quote without a key").isEqualTo(404);
  }

  private JsonNode get(String path) throws IOException, InterruptedException {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(path).isEqualTo(200);
    return TradingJson.mapper().readTree(response.body());
  }

  private static double measurement(JsonNode metric, String statistic) {
    for (JsonNode m : metric.get("measurements")) {
      if (m.get("statistic").asText().equals(statistic)) {
        return m.get("value").asDouble();
      }
    }
    throw new AssertionError("no " + statistic + " in " + metric);
  }

  private static List<String> tagKeys(JsonNode metric) {
    List<String> keys = new ArrayList<>();
    metric.get("availableTags").forEach(t -> keys.add(t.get("tag").asText()));
    return keys;
  }

  static QuoteRequest usdcToWeth() throws IOException {
    return TradingJson.mapper().readValue("{\"type\":\"EXACT_INPUT\",\"amount\":\"1000000000\",\"tokenInChainId\":1,"
        + "\"tokenOutChainId\":1,\"tokenIn\":\"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\",\"tokenOut\":"
        + "\"0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2\",\"swapper\":\"" + ServerConfig.DEV_WALLET
        + "\",\"autoSlippage\":\"DEFAULT\"}", QuoteRequest.class);
  }
}
