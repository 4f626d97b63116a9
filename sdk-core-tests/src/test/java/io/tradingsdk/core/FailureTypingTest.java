package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.core.TestSupport.RecordingObserver;
import io.tradingsdk.core.internal.Redactor;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okio.Buffer;
import org.junit.jupiter.api.Test;

/**
 * Regressions for issue 12: every failure of a call, sync or async, is a typed {@link
 * TradingException} that says what happened; async retries exactly as sync; an async future always
 * completes; bodies are capped; raw bodies never hold the API key.
 */
class FailureTypingTest extends WithMockServer {
  private TradingClient shortTimeouts(int maxRetries) {
    return clientFor(server).retryPolicy(TestSupport.fastRetries(maxRetries)).timeout(Duration.ofMillis(300))
        .deadline(Duration.ofSeconds(20)).build();
  }

  private static Throwable asyncFailure(CompletableFuture<?> future) {
    Throwable t = catchThrowable(() -> future.get(60, TimeUnit.SECONDS));
    assertThat(t).as("the future completed exceptionally").isInstanceOf(java.util.concurrent.ExecutionException.class);
    return t.getCause();
  }

  // ------------------------------------------------------------------ defect 1: async timeouts

  @Test
  void anAsyncPerAttemptTimeoutIsTypedAndRetriedNotAClose() {
    client = shortTimeouts(2);
    for (int i = 0; i < 3; i++) {
      server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    }
    Throwable failure = asyncFailure(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()));

    assertThat(failure).isInstanceOf(AttemptTimeoutException.class)
        .hasMessageContaining("per-attempt timeout (300 ms)").hasMessageNotContaining("closed");
    assertThat(((TradingException) failure).attempts()).isEqualTo(3);
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void syncAndAsyncFailTheSameWayWhenTheServerNeverAnswers() {
    client = shortTimeouts(1);
    for (int i = 0; i < 4; i++) {
      server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    }
    Throwable sync = catchThrowable(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()));
    Throwable async = asyncFailure(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()));

    assertThat(async).hasSameClassAs(sync).isInstanceOf(AttemptTimeoutException.class);
    assertThat(((TradingException) async).attempts()).isEqualTo(((TradingException) sync).attempts()).isEqualTo(2);
  }

  @Test
  void asyncRetriesATimeoutThenA503ExactlyAsSyncDoes() {
    RecordingObserver syncRetries = new RecordingObserver();
    RecordingObserver asyncRetries = new RecordingObserver();
    client = shortTimeouts(2);
    TradingClient syncClient = client.withOptions(o -> o.retryObserver(syncRetries));
    TradingClient asyncClient = client.withOptions(o -> o.retryObserver(asyncRetries));
    for (int round = 0; round < 2; round++) {
      server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
      server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"busy\"}").build());
      server.enqueue(json(200, "{\"n\":1}").build());
    }
    JsonNode viaSync = syncClient.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
    JsonNode viaAsync = asyncClient.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()).join();

    assertThat(viaAsync).isEqualTo(viaSync);
    assertThat(retryKinds(asyncRetries)).isEqualTo(retryKinds(syncRetries))
        .containsExactly("AttemptTimeoutException", "ServerException");
  }

  private static List<String> retryKinds(RecordingObserver observer) {
    return observer.events.stream().map(e -> e.failure().getClass().getSimpleName()).collect(Collectors.toList());
  }

  @Test
  void closingTheClientDuringAnAsyncCallIsAClientClosedException() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    CompletableFuture<JsonNode> inFlight = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThat(server.takeRequest(30, TimeUnit.SECONDS)).isNotNull();
    client.close();

    assertThat(asyncFailure(inFlight)).isInstanceOf(ClientClosedException.class)
        .hasMessageContaining("send: the client was closed");
    assertThat(asyncFailure(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none())))
        .isInstanceOf(ClientClosedException.class);
  }

  @Test
  void closingTheClientDuringABlockingCallIsAClientClosedExceptionNotARetry() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread caller = new Thread(() -> thrown.set(catchThrowable(
        () -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))));
    caller.start();
    assertThat(server.takeRequest(30, TimeUnit.SECONDS)).isNotNull();
    client.close();
    caller.join(30_000);

    assertThat(thrown.get()).isInstanceOf(ClientClosedException.class);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void anInterruptedBlockingCallIsACallCancelledExceptionAndKeepsTheFlag() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicReference<Boolean> flag = new AtomicReference<>();
    Thread caller = new Thread(() -> {
      thrown.set(catchThrowable(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none())));
      flag.set(Thread.currentThread().isInterrupted());
    });
    caller.start();
    assertThat(server.takeRequest(30, TimeUnit.SECONDS)).isNotNull();
    caller.interrupt();
    // A blocking socket read does not see the interrupt: the attempt ends when its connection does. Closing the
    // server ends it now, after the interrupt, instead of at the 10 s per-attempt timeout; either way the runner
    // finds the flag set when the attempt fails.
    server.close();
    caller.join(30_000);

    assertThat(caller.isAlive()).as("the call ended").isFalse();
    assertThat(thrown.get()).isInstanceOf(CallCancelledException.class).hasMessageContaining("interrupted");
    assertThat(flag.get()).isTrue();
  }

  // ------------------------------------------------------------------ no future left pending

  /** Stands for an OutOfMemoryError or any other Error thrown on OkHttp's thread. */
  static final class SimulatedError extends Error {
    SimulatedError() {
      super("simulated error on the HTTP thread");
    }
  }

  @Test
  void anErrorThrownWhileHandlingTheResponseStillCompletesTheFuture() {
    LogSink failing = (level, line) -> {
      if (line.contains("<--")) {
        throw new SimulatedError();
      }
    };
    client = clientFor(server).logLevel(LogLevel.INFO).logSink(failing).build();
    server.enqueue(json(200, "{}").build());

    assertThat(asyncFailure(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none())))
        .isInstanceOf(SimulatedError.class);
  }

  @Test
  void anErrorInTheBackoffSchedulerStillCompletesTheFuture() {
    RetryObserver failing = event -> {
      throw new SimulatedError();
    };
    client = clientFor(server).retryObserver(failing).build();
    server.enqueue(json(503, "{}").build());
    server.enqueue(json(200, "{}").build());

    assertThat(asyncFailure(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none())))
        .isInstanceOf(SimulatedError.class);
  }

  // ------------------------------------------------------------------ defect 2: the size cap

  @Test
  void aBodyOverTheCapWithContentLengthFailsNamingTheLimitSyncAndAsync() {
    client = clientFor(server).maxResponseBytes(1024).build();
    String big = "{\"pad\":\"" + "x".repeat(4000) + "\"}";
    server.enqueue(json(200, big).build());
    server.enqueue(json(200, big).build());

    for (Throwable t : List.of(
        catchThrowable(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none())),
        asyncFailure(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none())))) {
      assertThat(t).isInstanceOf(InvalidResponseException.class)
          .hasMessage("send: the 200 response body is larger than maxResponseBytes (1024 bytes); its Content-Length is "
              + big.length());
      assertThat(((InvalidResponseException) t).rawBody()).isEmpty();
      assertThat(((InvalidResponseException) t).attempts()).isEqualTo(1);
    }
  }

  @Test
  void aChunkedBodyOverTheCapIsCountedAndOnlyAPrefixKept() {
    client = clientFor(server).build();
    Buffer chunked = new Buffer().writeUtf8("{\"pad\":\"" + "y".repeat(10_000) + "\"}");
    server.enqueue(new MockResponse.Builder().code(200).chunkedBody(chunked, 512).build());
    RequestOptions capped = RequestOptions.builder().maxResponseBytes(2048).build();

    Throwable t = catchThrowable(() -> client.calls.call(Ops.SEND, tree("{}"), capped));

    assertThat(t).isInstanceOf(InvalidResponseException.class)
        .hasMessage("send: the 200 response body is larger than maxResponseBytes (2048 bytes)");
    assertThat(((InvalidResponseException) t).rawBody()).startsWith("{\"pad\":\"yyy").hasSize(1024);
  }

  @Test
  void anErrorBodyOverTheCapIsNotRetriedAndABodyAtTheCapPasses() {
    client = clientFor(server).build();
    server.enqueue(json(503, "x".repeat(3000)).build());
    String exact = "{\"pad\":\"" + "z".repeat(100) + "\"}";
    server.enqueue(json(200, exact).build());

    assertThat(catchThrowable(() -> client.calls.call(Ops.SEND, tree("{}"),
        RequestOptions.builder().maxResponseBytes(2048).build()))).isInstanceOf(InvalidResponseException.class);
    assertThat(client.calls.call(Ops.SEND, tree("{}"), RequestOptions.builder().maxResponseBytes(exact.length()).build())
        .get("pad").asText()).hasSize(100);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void theCapIsValidatedAndHasADocumentedDefault() {
    assertThat(clientFor(server).build().options().maxResponseBytes()).isEqualTo(16L * 1024 * 1024)
        .isEqualTo(ClientOptions.DEFAULT_MAX_RESPONSE_BYTES);
    assertThatThrownBy(() -> RequestOptions.builder().maxResponseBytes(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("maxResponseBytes: must be 1 to 1073741824, was 0");
    assertThatThrownBy(() -> TradingClient.builder().maxResponseBytes((1L << 30) + 1))
        .hasMessageStartingWith("maxResponseBytes: must be 1 to");
  }

  // ------------------------------------------------------------------ defect 4: the key in raw bodies

  @Test
  void anEchoedApiKeyNeverReachesRawBodyDetailMessageOrToString() {
    client = clientFor(server).maxRetries(0).build();
    String echo = "{\"errorCode\":\"RequestValidationError\",\"detail\":\"bad key " + API_KEY + "\",\"echo\":{\"x-api-key\":\""
        + API_KEY + "\"}}";
    server.enqueue(json(400, echo).build());
    server.enqueue(json(200, "{\"headers\": {\"x-api-key\": \"" + API_KEY + "\"}, oops " + API_KEY + "}").build());

    TradingApiException api = (TradingApiException) catchThrowable(
        () -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()));
    InvalidResponseException invalid = (InvalidResponseException) catchThrowable(
        () -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()));

    for (String text : List.of(api.rawBody(), api.detail().orElse(""), api.getMessage(), api.toString(),
        api.errorBody().toString(), invalid.rawBody(), invalid.getMessage(), invalid.toString(),
        String.valueOf(invalid.getCause()))) {
      assertThat(text).doesNotContain(API_KEY);
    }
    assertThat(api.rawBody()).contains(Redactor.MASK).contains("RequestValidationError");
    assertThat(invalid.rawBody()).contains(Redactor.MASK);
  }

  @Test
  void anExceptionOfADocumentedStatusRefusesTheFactsOfAnother() {
    ErrorResponse served = new ErrorResponse(500, "E", "d", null, null, null);
    assertThatThrownBy(() -> new BadRequestException(served, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("status: expected 400, was 500");
    assertThatThrownBy(() -> new ServerException(new ErrorResponse(404, null, null, null, "", null), 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("status: expected 5xx, was 404");
    ServerException server = new ServerException(served, 2);
    assertThat(server.rawBody()).isEmpty();
    assertThat(server.headers()).isEqualTo(ResponseHeaders.empty());
    assertThat(server).hasMessage("500 E: d after 2 attempts");
  }

  @Test
  void rawBodyKeepsABoundedPrefix() {
    TradingApiException e = new ServerException(new ErrorResponse(500, null, null, null, "a".repeat(200_000), null), 1);
    assertThat(e.rawBody()).hasSize(TradingException.MAX_RAW_BODY_CHARS);
    InvalidResponseException i = new InvalidResponseException("m", 200, null, "b".repeat(200_000), null, 1);
    assertThat(i.rawBody()).hasSize(TradingException.MAX_RAW_BODY_CHARS);
  }

  @Test
  void aCompletedAsyncFailureSurfacesTypedThroughJoinToo() {
    client = shortTimeouts(0);
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    Throwable t = catchThrowable(() -> client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()).join());
    assertThat(t).isInstanceOf(CompletionException.class).hasCauseInstanceOf(AttemptTimeoutException.class);
  }
}
