package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The JDK HTTP adapter over loopback, started by the JUnit extension. */
@ExtendWith(ReferenceServerExtension.class)
class ReferenceServerHttpTest {
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private HttpResponse<String> post(URI base, String path, String body, String... headers) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
        .timeout(Duration.ofSeconds(30)) // below the delayed requests' minute: a request waiting behind them fails
        .header("content-type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static String quoteBody() {
    return TradingJson.write(Api.quoteRequest(Api.USDC, Api.WETH, "1000000"));
  }

  @Test
  void servesTheApiOnLoopbackUnderV1(ReferenceServer server, URI baseUrl) throws Exception {
    assertThat(baseUrl.toString()).isEqualTo("http://127.0.0.1:" + server.port() + "/v1");
    HttpResponse<String> response = post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY);
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.headers().firstValue("content-type")).contains("application/json; charset=utf-8");
    JsonNode body = TradingJson.mapper().readTree(response.body());
    assertThat(body.get("routing").asText()).isEqualTo("CLASSIC");
    assertThat(response.headers().firstValue("x-request-id")).contains(body.get("requestId").asText());
  }

  @Test
  void errorsAndUnknownRoutesOverTheWire(URI baseUrl) throws Exception {
    HttpResponse<String> unauthorized = post(baseUrl, "/quote", quoteBody(), "x-api-key", "nope");
    assertThat(unauthorized.statusCode()).isEqualTo(401);
    assertThat(unauthorized.body()).startsWith("{\"errorCode\":\"Unauthorized\",\"detail\":\"Unauthenticated api key or session\"");
    HttpResponse<String> unknown = post(baseUrl, "/x", "{}", "x-api-key", ServerConfig.TEST_KEY);
    assertThat(unknown.statusCode()).isEqualTo(404);
    assertThat(unknown.body()).isEqualTo("{\"message\":\"Route POST:/v1/x not found\"}");
  }

  @Test
  void repeatedAgentInfoLinesAreJoinedBeforeParsing(URI baseUrl) throws Exception {
    // One object split across two header lines parses; two whole objects do not.
    HttpResponse<String> split = post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY,
        "x-agent-info", "{\"decision_origin\":\"autonomous\"", "x-agent-info", "\"version\":\"1\"}");
    assertThat(split.headers().firstValue("x-agent-info-status")).isEmpty();
    HttpResponse<String> twice = post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY,
        "x-agent-info", "{\"decision_origin\":\"autonomous\"}", "x-agent-info", "{\"decision_origin\":\"autonomous\"}");
    assertThat(twice.statusCode()).isEqualTo(200);
    assertThat(twice.headers().firstValue("x-agent-info-status")).contains("malformed");
  }

  @Test
  void droppedConnectionsAndTruncatedBodiesReachTheClientAsIoFailures(ReferenceServer server, URI baseUrl)
      throws Exception {
    server.faults().next(1).drop();
    assertThatThrownBy(() -> post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY))
        .isInstanceOf(IOException.class);
    server.faults().next(1).truncate();
    assertThatThrownBy(() -> post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY))
        .isInstanceOf(IOException.class);
    server.faults().next(1).latency(Duration.ofMillis(5));
    assertThat(post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY).statusCode()).isEqualTo(200);
    server.faults().next(1).status(503);
    assertThat(post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY).statusCode()).isEqualTo(503);
    assertThat(post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY).statusCode()).isEqualTo(200);
  }

  @Test
  void oversizedBodiesAre413(URI baseUrl) throws Exception {
    String big = "{\"pad\":\"" + "x".repeat(ReferenceServer.MAX_BODY_BYTES) + "\"}";
    HttpResponse<String> response = post(baseUrl, "/quote", big, "x-api-key", ServerConfig.TEST_KEY);
    assertThat(response.statusCode()).isEqualTo(413);
    assertThat(response.body()).contains("\"errorCode\":\"PayloadTooLarge\"");
  }

  /**
   * A body sent without a {@code Content-Length} (chunked) is read to its end as one with it is read to its length:
   * the same quote, and the same 413 past the limit.
   */
  @Test
  void chunkedBodiesReadAsDeclaredOnes(URI baseUrl) throws Exception {
    HttpResponse<String> declared = post(baseUrl, "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY);
    HttpResponse<String> chunked = postChunked(baseUrl, quoteBody().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertThat(declared.statusCode()).isEqualTo(200);
    assertThat(chunked.statusCode()).isEqualTo(200);
    JsonNode a = TradingJson.mapper().readTree(declared.body()).get("quote");
    JsonNode b = TradingJson.mapper().readTree(chunked.body()).get("quote");
    assertThat(a.get("output").get("amount").asText()).isNotEmpty();
    assertThat(b.get("output")).isEqualTo(a.get("output"));
    byte[] big = ("{\"pad\":\"" + "x".repeat(ReferenceServer.MAX_BODY_BYTES) + "\"}")
        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    HttpResponse<String> tooLarge = postChunked(baseUrl, big);
    assertThat(tooLarge.statusCode()).isEqualTo(413);
  }

  private HttpResponse<String> postChunked(URI base, byte[] body) throws Exception {
    HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/quote"))
        .timeout(Duration.ofSeconds(60))
        .header("content-type", "application/json")
        .header("x-api-key", ServerConfig.TEST_KEY)
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(body)))
        .build();
    return http.send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void getRequestsWithQueriesAndPathParameters(URI baseUrl) throws Exception {
    HttpResponse<String> swaps = http.send(HttpRequest.newBuilder(URI.create(baseUrl + "/swaps?txHashes=0x"
        + "ab".repeat(32) + "%2C0x" + "cd".repeat(32))).header("x-api-key", ServerConfig.TEST_KEY).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(TradingJson.mapper().readTree(swaps.body()).get("swaps")).hasSize(2);
    HttpResponse<String> plan = http.send(HttpRequest.newBuilder(URI.create(baseUrl + "/plan/unknown-id"))
        .header("x-api-key", ServerConfig.TEST_KEY).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(plan.statusCode()).isEqualTo(404);
    assertThat(plan.body()).contains("Plan not found");
  }

  @Test
  void startingTwiceAndUsingAStoppedServerAreRefused() {
    ReferenceServer server = ReferenceServer.builder().build();
    assertThatThrownBy(server::baseUrl).hasMessage("the reference server is not started");
    server.start();
    try {
      assertThatThrownBy(server::start).hasMessageStartingWith("already started on port ");
    } finally {
      server.close();
    }
    server.close(); // idempotent
  }

  @Test
  void requestsSleepingAnInjectedDelayLeaveTheBusyPermitsToOthers() throws Exception {
    // More delayed requests than permits, all asleep at once: if a delay held a permit, the plain request after them
    // would wait the whole minute and fail on the client's 30 s timeout.
    int delayed = ReferenceServer.BUSY_PERMITS + 2;
    try (ReferenceServer server = ReferenceServer.builder().threads(delayed + 2).build().start()) {
      assertAPlainRequestIsAnsweredWhile(server, delayed);
    }
  }

  @Test
  void eachDelayedRequestSleepsOnAWorkerOfItsOwnWithTheDefaultThreads() throws Exception {
    // The server runs BUSY_PERMITS workers while no delay is slept; each request sleeping a delay adds one (up to
    // threads(), 32 by default). Were the pool fixed at its core size, these sleepers would hold every worker and the
    // plain request would wait the whole minute.
    int delayed = ReferenceServer.BUSY_PERMITS + 4;
    try (ReferenceServer server = ReferenceServer.builder().build().start()) {
      assertAPlainRequestIsAnsweredWhile(server, delayed);
    }
  }

  @Test
  void workersBeyondThreadsAreCappedAndBadCountsAreRefused() throws Exception {
    assertThatThrownBy(() -> ReferenceServer.builder().workers(0)).hasMessage("workers: must be >= 1, was 0");
    assertThatThrownBy(() -> ReferenceServer.builder().threads(0)).hasMessage("threads: must be >= 1, was 0");
    // The pool before issue 35 (32 workers from the start, two computing at a time) and a single worker: both answer,
    // and both leave room for a plain request beside requests asleep in a delay.
    try (ReferenceServer server = ReferenceServer.builder().workers(32).build().start()) {
      assertAPlainRequestIsAnsweredWhile(server, ReferenceServer.BUSY_PERMITS + 2);
    }
    try (ReferenceServer server = ReferenceServer.builder().workers(1).threads(4).build().start()) {
      assertAPlainRequestIsAnsweredWhile(server, 2);
    }
  }

  /** Sends {@code delayed} requests that sleep a minute's injected latency, then a plain one, answered meanwhile. */
  private void assertAPlainRequestIsAnsweredWhile(ReferenceServer server, int delayed) throws Exception {
    server.faults().next(delayed).latency(Duration.ofSeconds(60));
    java.util.List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> sleeping = new java.util.ArrayList<>();
    for (int i = 0; i < delayed; i++) {
      sleeping.add(http.sendAsync(HttpRequest.newBuilder(URI.create(server.baseUrl() + "/quote"))
          .header("content-type", "application/json").header("x-api-key", ServerConfig.TEST_KEY)
          .POST(HttpRequest.BodyPublishers.ofString(quoteBody())).build(), HttpResponse.BodyHandlers.ofString()));
    }
    long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
    while (server.journal().all().size() < delayed) { // journaled when answered, before the delay is slept
      assertThat(System.nanoTime()).as("all %d delayed requests answered, then asleep", delayed).isLessThan(giveUp);
      Thread.sleep(10);
    }
    assertThat(post(server.baseUrl(), "/quote", quoteBody(), "x-api-key", ServerConfig.TEST_KEY).statusCode())
        .isEqualTo(200);
    assertThat(sleeping).noneMatch(java.util.concurrent.CompletableFuture::isDone);
    sleeping.forEach(f -> f.cancel(true));
  }
}
