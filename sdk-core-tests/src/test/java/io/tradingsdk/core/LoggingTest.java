package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.core.TestSupport.CapturingSink;
import io.tradingsdk.core.TestSupport.Ops;
import org.junit.jupiter.api.Test;

class LoggingTest extends WithMockServer {
  private static final String SIGNATURE = "0x" + "1b".repeat(65);
  private static final String PRIVATE_KEY = "0x" + "4c".repeat(32);

  private final CapturingSink sink = new CapturingSink();

  @Test
  void debugLogHasRequestResponseAndRetryLinesAndNoSecret() {
    client = clientFor(server).logLevel(LogLevel.DEBUG).logSink(sink).build();
    server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"key " + API_KEY + "\"}").build());
    server.enqueue(json(200, "{\"requestId\":\"req-77\",\"proof\":{\"signature\":\"" + SIGNATURE + "\"}}")
        .setHeader("Set-Cookie", "session=abc").build());

    client.calls.call(Ops.SEND, tree("{\"signature\":\"" + SIGNATURE + "\",\"privateKey\":\"" + PRIVATE_KEY
        + "\",\"nested\":{\"apiKey\":\"" + API_KEY + "\"},\"amount\":\"5\"}"), RequestOptions.none());

    String log = sink.all();
    assertThat(log).doesNotContain(API_KEY).doesNotContain(SIGNATURE).doesNotContain(PRIVATE_KEY)
        .doesNotContain("session=abc");
    assertThat(log).contains("INFO --> POST " + server.url("/v1/send") + " attempt 1/3");
    assertThat(log).contains("INFO <-- 503 POST " + server.url("/v1/send"));
    assertThat(log).containsPattern("INFO retry POST /v1/send in \\d+ ms after attempt 1/3 failed with 503");
    assertThat(log).containsPattern("INFO <-- 200 POST \\S+ \\(\\d+ ms, \\d+-byte body\\) attempt 2 request-id=req-77");
    assertThat(log).contains("x-api-key: [REDACTED]");
    assertThat(log).contains("\"amount\":\"5\"").contains("\"signature\":\"[REDACTED]\"");
    assertThat(log).contains("DEBUG --> headers").contains("DEBUG <-- body");
  }

  @Test
  void infoLogHasNoHeadersOrBodies() {
    client = clientFor(server).logLevel(LogLevel.INFO).logSink(sink).build();
    server.enqueue(json(200, "{\"requestId\":\"r\",\"secretThing\":\"body-marker\"}").build());

    client.calls.call(Ops.SEND, tree("{\"x\":\"request-marker\"}"), RequestOptions.none());

    assertThat(sink.lines).hasSize(2);
    assertThat(sink.all()).doesNotContain("body-marker").doesNotContain("request-marker")
        .doesNotContain("x-api-key").doesNotContain(API_KEY);
  }

  @Test
  void errorLevelLogsOnlyTheFinalFailure() {
    client = clientFor(server).logLevel(LogLevel.ERROR).logSink(sink).build();
    server.enqueue(json(200, "{}").build());
    server.enqueue(json(400, "{\"errorCode\":\"RequestValidationError\",\"detail\":\"bad\"}").build());

    client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))
        .isInstanceOf(BadRequestException.class);

    assertThat(sink.lines).singleElement().asString()
        .startsWith("ERROR call failed POST")
        .contains("BadRequestException: 400 RequestValidationError: bad");
  }

  @Test
  void offByDefault() {
    client = clientFor(server).logSink(sink).build();
    server.enqueue(json(200, "{}").build());

    client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(client.options().logLevel()).isEqualTo(LogLevel.OFF);
    assertThat(sink.lines).isEmpty();
  }

  @Test
  void aThrowingSinkDoesNotBreakTheCall() {
    client = clientFor(server).logLevel(LogLevel.DEBUG).logSink((l, line) -> {
      throw new IllegalStateException("sink down");
    }).build();
    server.enqueue(json(200, "{\"ok\":1}").build());

    assertThat(client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()).get("ok").asInt()).isEqualTo(1);
  }

  @Test
  void logLevelParsing() {
    assertThat(LogLevel.parse(" Debug ")).isEqualTo(LogLevel.DEBUG);
    assertThat(LogLevel.DEBUG.includes(LogLevel.INFO)).isTrue();
    assertThat(LogLevel.ERROR.includes(LogLevel.INFO)).isFalse();
    assertThat(LogLevel.OFF.includes(LogLevel.ERROR)).isFalse();
    assertThatThrownBy(() -> LogLevel.parse("verbose")).hasMessageContaining("off, error, info or debug");
  }

  @Test
  void slf4jSinkIsAvailableWhenSlf4jIsOnTheClassPath() {
    client = clientFor(server).build();
    assertThat(LogSink.slf4jAvailable()).isTrue();
    LogSink.slf4j().log(LogLevel.INFO, "no binding: goes nowhere, must not throw");
  }
}
