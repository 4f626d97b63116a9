package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The HTTP stack as the SDK's other modules use it: typed readers, replay checks, secrets. */
class HttpTransportTest extends WithMockServer {
  private final List<String> log = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger checks = new AtomicInteger();
  private HttpTransport transport;

  private HttpTransport transport() {
    transport = HttpTransport.builder()
        .retryPolicy(RetryPolicy.builder().maxRetries(2).initialBackoff(Duration.ofMillis(1))
            .maxBackoff(Duration.ofMillis(2)).build())
        .logLevel(LogLevel.INFO).logSink((level, line) -> log.add(line))
        .build();
    return transport;
  }

  @AfterEach
  void closeTransport() {
    if (transport != null) {
      transport.close();
    }
  }

  private HttpTransport.Call.Builder<String> post(String path) {
    return HttpTransport.Call.post("op", server.url(path).toString(), "{}".getBytes(StandardCharsets.UTF_8),
        (body, attempt) -> new String(body, StandardCharsets.UTF_8) + "@" + attempt);
  }

  private HttpTransport.ReplayCheck<String> check(Optional<String> answer) {
    return () -> {
      checks.incrementAndGet();
      return CompletableFuture.completedFuture(answer);
    };
  }

  @Test
  void aReplayableCallIsRetriedAfterAFailureThatMayHaveReachedTheServer() {
    server.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(new MockResponse.Builder().body("ok").build());

    assertThat(transport().execute(post("/").build())).isEqualTo("ok@2");
  }

  @Test
  void aCallThatMustNotActTwiceAsksItsCheckAndStopsWhenTheAttemptTookEffect() {
    server.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());

    assertThat(transport().execute(post("/").notReplayable(check(Optional.of("it did"))).build())).isEqualTo("it did");
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(checks).hasValue(1);
    assertThat(log).anyMatch(line -> line.contains("took effect (replay check)"));
  }

  @Test
  void aCallThatMustNotActTwiceIsSentAgainOnlyAfterItsCheckSaysNo() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(new MockResponse.Builder().body("sent").build());

    assertThat(transport().executeAsync(post("/").notReplayable(check(Optional.empty())).build()).get())
        .isEqualTo("sent@2");
    assertThat(checks).hasValue(1);
  }

  @Test
  void a429IsRetriedWithoutACheck() {
    server.enqueue(new MockResponse.Builder().code(429).build());
    server.enqueue(new MockResponse.Builder().body("sent").build());

    assertThat(transport().execute(post("/").notReplayable(check(Optional.empty())).build())).isEqualTo("sent@2");
    assertThat(checks).hasValue(0);
  }

  @Test
  void aFailedCheckEndsTheCallWithTheAttemptsFailure() {
    server.enqueue(new MockResponse.Builder().code(502).build());
    HttpTransport.ReplayCheck<String> broken = () -> {
      CompletableFuture<Optional<String>> f = new CompletableFuture<>();
      f.completeExceptionally(new IllegalStateException("lookup failed"));
      return f;
    };

    assertThatThrownBy(() -> transport().execute(post("/").notReplayable(broken).build()))
        .isInstanceOf(ServerException.class)
        .satisfies(e -> assertThat(e.getSuppressed()).extracting(Throwable::getMessage).containsExactly("lookup failed"));
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aReadersTypedFailureIsTheCallsAndErrorReadersTypeStatuses() {
    server.enqueue(new MockResponse.Builder().body("bad").build());
    server.enqueue(new MockResponse.Builder().code(400).body("nope").build());
    HttpTransport t = transport();

    assertThatThrownBy(() -> t.execute(HttpTransport.Call.post("op", server.url("/").toString(), new byte[0],
        (body, attempt) -> {
          throw new InvalidResponseException("typed", 200, null, "bad", null, attempt);
        }).build())).isInstanceOf(InvalidResponseException.class).hasMessage("typed");
    assertThatThrownBy(() -> t.execute(post("/").errorReader((status, headers, body, attempt) ->
        new UnexpectedStatusException(new ErrorResponse(status, null, "mine: " + body, null, body, headers), attempt)).build()))
        .isInstanceOf(UnexpectedStatusException.class);
  }

  @Test
  void aCallsSecretIsMaskedInLogLinesAndMessages() {
    server.enqueue(new MockResponse.Builder().code(404).body("no route /v2/SECRET-KEY-123").build());

    assertThatThrownBy(() -> transport().execute(post("/v2/SECRET-KEY-123").secret("/v2/SECRET-KEY-123").build()))
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("SECRET-KEY-123"));
    assertThat(log).isNotEmpty().noneMatch(line -> line.contains("SECRET-KEY-123"));
  }

  @Test
  void aClosedTransportRefusesCalls() {
    HttpTransport t = transport();
    t.close();

    assertThatThrownBy(() -> t.execute(post("/").build())).isInstanceOf(ClientClosedException.class);
  }

  @Test
  void theTransportSettingsAreCheckedOnceForEveryBuilder() {
    // ClientOptions.TransportBuilder declares them: the transport's builder and the client's give the same refusal.
    assertThatThrownBy(() -> HttpTransport.builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout: must be > 0, was PT0S");
    assertThatThrownBy(() -> ClientOptions.builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout: must be > 0, was PT0S");
    assertThatThrownBy(() -> HttpTransport.builder().maxResponseBytes(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("maxResponseBytes: must be 1 to ");
    assertThatThrownBy(() -> TradingClient.builder().maxConcurrentRequests(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("maxConcurrentRequests: must be 1 to 1024");
    // A transport's retryObserver(null) adds none, as before the settings were shared; a client's refuses it.
    assertThat(HttpTransport.builder().retryObserver(null).callListeners).isEmpty();
    assertThatThrownBy(() -> ClientOptions.builder().retryObserver(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void aTransportBuiltAloneAppliesItsSettingsToEveryCall() throws Exception {
    transport = HttpTransport.builder().userAgent("rpc-agent/1").header("Authorization", "Bearer t")
        .maxRetries(0).build();
    server.enqueue(new MockResponse.Builder().code(503).build());
    assertThatThrownBy(() -> transport.execute(post("/rpc").build())).isInstanceOf(ServerException.class);
    var sent = server.takeRequest();
    assertThat(sent.getHeaders().get("User-Agent")).isEqualTo("rpc-agent/1");
    assertThat(sent.getHeaders().get("Authorization")).isEqualTo("Bearer t");
    assertThat(server.getRequestCount()).as("maxRetries(0): one attempt").isEqualTo(1);
  }

  /**
   * A provider key read from a file with its line break: OkHttp refuses the value, but its message quotes a header
   * value it does not know as a credential (only Authorization and cookies), so the key reached the exception. The
   * transport refuses it first, naming the header and never its value.
   */
  @Test
  void aHeaderValueWithALineBreakIsRefusedNamingTheHeaderButNotItsValue() {
    String key = "provider-key-7d3e91";
    assertThatThrownBy(() -> HttpTransport.builder().header("x-api-key", key + "\r\nx-injected: 1"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("x-api-key")
        .hasMessageContaining("index " + key.length())
        .hasMessageNotContaining(key);
    assertThatThrownBy(() -> post("/").header("x-api-key", key + "\n"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("x-api-key")
        .hasMessageNotContaining(key);
    assertThatThrownBy(() -> post("/").header("bad name", "v"))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("bad name");
    assertThat(server.getRequestCount()).isZero();
  }
}
