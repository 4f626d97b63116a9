package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.fastRetries;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.core.TestSupport.RecordingObserver;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RetryTest extends WithMockServer {
  private final RecordingObserver observer = new RecordingObserver();

  private JsonNode send() {
    return client.calls.call(Ops.SEND, tree("{\"a\":1}"), RequestOptions.none());
  }

  @ParameterizedTest
  @ValueSource(ints = {429, 500, 502, 503, 504})
  void retryableStatusesAreRetriedAndTheObserverIsTold(int status) throws Exception {
    client = clientFor(server).retryObserver(observer).build();
    server.enqueue(json(status, "{\"errorCode\":\"X\",\"detail\":\"try later\",\"requestId\":\"rid-1\"}").build());
    server.enqueue(json(200, "{\"ok\":1}").build());

    RawResponse<JsonNode> raw = client.calls.callRaw(Ops.SEND, tree("{\"a\":1}"), RequestOptions.none());

    assertThat(raw.body().get("ok").asInt()).isEqualTo(1);
    assertThat(raw.attempts()).isEqualTo(2);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(observer.events).singleElement().satisfies(e -> {
      assertThat(e.status()).hasValue(status);
      assertThat(e.failedAttempt()).isEqualTo(1);
      assertThat(e.maxAttempts()).isEqualTo(3);
      assertThat(e.operation()).isEqualTo("send");
      assertThat(e.path()).isEqualTo("/v1/send");
      assertThat(e.requestId()).contains("rid-1");
      assertThat(e.delay()).isLessThanOrEqualTo(Duration.ofMillis(4));
    });
    server.takeRequest();
    assertThat(server.takeRequest().getBody().utf8()).as("the retry resends the same body").isEqualTo("{\"a\":1}");
  }

  @ParameterizedTest
  @CsvSource({
    "400, io.tradingsdk.core.BadRequestException",
    "401, io.tradingsdk.core.UnauthorizedException",
    "404, io.tradingsdk.core.NotFoundException",
    "422, io.tradingsdk.core.UnprocessableEntityException",
    "403, io.tradingsdk.core.UnexpectedStatusException",
    "409, io.tradingsdk.core.UnexpectedStatusException",
    "501, io.tradingsdk.core.ServerException"
  })
  void otherStatusesAreNeverRetried(int status, Class<?> type) {
    client = clientFor(server).retryObserver(observer).maxRetries(5).build();
    server.enqueue(json(status, "{\"errorCode\":\"E\",\"detail\":\"no\"}").build());
    server.enqueue(json(200, "{}").build());

    TradingApiException e = catchThrowableOfType(TradingApiException.class, this::send);

    assertThat(e).isInstanceOf(type);
    assertThat(e.status()).isEqualTo(status);
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(observer.events).isEmpty();
  }

  @Test
  void retriesStopAfterMaxRetriesAndTheLastFailureIsThrown() {
    client = clientFor(server).retryObserver(observer).build();
    for (int i = 0; i < 4; i++) {
      server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"attempt " + i + "\"}").build());
    }

    ServerException e = catchThrowableOfType(ServerException.class, this::send);

    assertThat(e.status()).isEqualTo(503);
    assertThat(e.detail()).contains("attempt 2");
    assertThat(e.attempts()).isEqualTo(3);
    assertThat(e).hasMessageContaining("after 3 attempts");
    assertThat(server.getRequestCount()).isEqualTo(3);
    assertThat(observer.events).extracting(RetryEvent::failedAttempt).containsExactly(1, 2);
  }

  @Test
  void perCallMaxRetriesOverridesTheClients() {
    client = clientFor(server).build();
    server.enqueue(json(500, "{}").build());
    server.enqueue(json(200, "{}").build());

    assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.builder().maxRetries(0).build()))
        .isInstanceOf(ServerException.class);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void backoffGrowsExponentiallyUpToItsCap() {
    client = clientFor(server).retryObserver(observer).retryPolicy(RetryPolicy.builder().maxRetries(4)
        .initialBackoff(Duration.ofMillis(2)).maxBackoff(Duration.ofMillis(5)).jitter(0).build()).build();
    for (int i = 0; i < 4; i++) {
      server.enqueue(json(502, "").build());
    }
    server.enqueue(json(200, "{}").build());

    send();

    assertThat(observer.events).extracting(RetryEvent::delay).containsExactly(
        Duration.ofMillis(2), Duration.ofMillis(4), Duration.ofMillis(5), Duration.ofMillis(5));
  }

  @Test
  void retryAfterReplacesTheBackoff() {
    // A one-minute backoff would time the test out: the zero Retry-After must win.
    client = clientFor(server).retryObserver(observer).retryPolicy(RetryPolicy.builder().maxRetries(1)
        .initialBackoff(Duration.ofMinutes(1)).maxBackoff(Duration.ofMinutes(1)).build()).build();
    server.enqueue(json(429, "{\"errorCode\":\"Ratelimited\"}").setHeader("Retry-After", "0").build());
    server.enqueue(json(200, "{}").build());

    send();

    assertThat(observer.events).extracting(RetryEvent::delay).containsExactly(Duration.ZERO);
  }

  @Test
  void retryAfterIsCapped() {
    client = clientFor(server).retryObserver(observer).build(); // maxRetryAfter 20 ms
    server.enqueue(json(503, "").setHeader("Retry-After", "3600").build());
    server.enqueue(json(200, "{}").build());

    send();

    assertThat(observer.events).extracting(RetryEvent::delay).containsExactly(Duration.ofMillis(20));
  }

  @Test
  void ioFailuresAreRetried() throws Exception {
    client = clientFor(server).retryObserver(observer).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, "{\"ok\":1}").build());

    assertThat(send().get("ok").asInt()).isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(observer.events).singleElement().satisfies(e -> {
      assertThat(e.status()).isEmpty();
      assertThat(e.failure()).isInstanceOf(TradingIoException.class);
    });
  }

  @Test
  void okHttpDoesNotRetrySilentlyBeneathTheClient() throws Exception {
    // A failure on a pooled connection is what OkHttp's retryOnConnectionFailure would resend on a
    // fresh connection, consuming the next queued response without the client knowing.
    client = clientFor(server).maxRetries(0).build();
    server.enqueue(json(200, "{}").build());
    server.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
    server.enqueue(json(200, "{}").build());
    send();

    TradingIoException e = catchThrowableOfType(TradingIoException.class, this::send);

    assertThat(e.attempts()).isEqualTo(1);
    assertThat(e).hasMessageContaining("POST /v1/send failed");
    assertThat(server.getRequestCount()).isEqualTo(2);
    server.takeRequest();
    assertThat(server.takeRequest().getExchangeIndex()).as("the failure was on the pooled connection").isEqualTo(1);
  }

  @Test
  void okHttpDoesNotSilentlyResendA503WithRetryAfterZero() {
    // OkHttp's follow-up logic resends such a request inside the same call unless the client stops it.
    client = clientFor(server).retryObserver(observer).maxRetries(0).build();
    server.enqueue(json(503, "{}").setHeader("Retry-After", "0").build());
    server.enqueue(json(200, "{}").build());

    ServerException e = catchThrowableOfType(ServerException.class, this::send);

    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(e.headers().all("Retry-After")).as("the header is still reported as sent").containsExactly("0");
    assertThat(e.headers().names()).noneMatch(n -> n.startsWith("x-trading-sdk"));
  }

  /**
   * A 503 whose Retry-After is digits beyond an int: OkHttp's follow-up logic (and the interceptor hiding
   * Retry-After: 0 from it) read it with Integer.parseInt, so the call threw a NumberFormatException instead of a
   * typed failure. It is an over-long wait, capped like any other.
   */
  @ParameterizedTest
  @ValueSource(strings = {"99999999999", "00000000000000000000000001"})
  void a503WithARetryAfterBeyondAnIntIsRetriedAfterTheCappedWait(String retryAfter) throws Exception {
    client = clientFor(server).retryObserver(observer).build();
    server.enqueue(json(503, "{}").setHeader("Retry-After", retryAfter).build());
    server.enqueue(json(503, "{}").setHeader("Retry-After", retryAfter).build());
    server.enqueue(json(503, "{}").setHeader("Retry-After", retryAfter).build());

    ServerException e = catchThrowableOfType(ServerException.class, this::send);
    assertThat(e).isNotNull();
    assertThat(e.attempts()).isEqualTo(3);
    assertThat(e.headers().all("Retry-After")).containsExactly(retryAfter);
    assertThat(observer.events).hasSize(2);

    server.enqueue(json(503, "{}").setHeader("Retry-After", retryAfter).build());
    server.enqueue(json(200, "{\"ok\":1}").build());
    assertThat(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none())
        .get(60, java.util.concurrent.TimeUnit.SECONDS).get("ok").asInt()).isEqualTo(1);
  }

  /**
   * "No deadline" written as the longest Duration: Duration.toNanos() threw ArithmeticException out of the call,
   * and a deadline of Long.MAX_VALUE nanoseconds overflowed the deadline's instant, so that no retry was ever
   * started ("no time left for a retry"). Such deadlines are as long as the client can count.
   */
  @ParameterizedTest
  @ValueSource(strings = {"seconds", "nanos"})
  void theLongestDeadlineIsNoDeadlineAndRetriesStillHappen(String unit) {
    client = clientFor(server).retryObserver(observer).build();
    Duration longest = unit.equals("seconds") ? Duration.ofSeconds(Long.MAX_VALUE) : Duration.ofNanos(Long.MAX_VALUE);
    server.enqueue(json(500, "{}").build());
    server.enqueue(json(200, "{\"ok\":1}").build());

    RawResponse<JsonNode> raw = client.calls.callRaw(Ops.SEND, tree("{}"),
        RequestOptions.builder().deadline(longest).build());

    assertThat(raw.attempts()).isEqualTo(2);
  }

  /** The longest Duration as a policy's caps: the backoff and the 429 pause threw ArithmeticException. */
  @Test
  void theLongestBackoffCapsDoNotOverflow() {
    client = clientFor(server).retryObserver(observer).rateLimit(RateLimit.perSecond(1000))
        .retryPolicy(RetryPolicy.builder().maxRetries(1).initialBackoff(Duration.ofMillis(1))
            .maxBackoff(Duration.ofSeconds(Long.MAX_VALUE)).maxRetryAfter(Duration.ofSeconds(Long.MAX_VALUE)).build())
        .build();
    server.enqueue(json(429, "{}").build()); // no Retry-After: the backoff, capped by maxBackoff
    server.enqueue(json(200, "{\"ok\":1}").build());

    assertThat(client.calls.callRaw(Ops.SEND, tree("{}"), RequestOptions.none()).attempts()).isEqualTo(2);
  }

  @Test
  void a503WithRetryAfterZeroIsRetriedByTheClientWithoutDelay() {
    client = clientFor(server).retryObserver(observer).retryPolicy(RetryPolicy.builder().maxRetries(1)
        .initialBackoff(Duration.ofMinutes(1)).maxBackoff(Duration.ofMinutes(1)).build()).build();
    server.enqueue(json(503, "{}").setHeader("Retry-After", "0").build());
    server.enqueue(json(200, "{}").build());

    send();

    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(observer.events).extracting(RetryEvent::delay).containsExactly(Duration.ZERO);
  }

  @Test
  void aFailedResponseIsClosedBeforeTheNextAttemptSoItsConnectionIsReused() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"" + "x".repeat(20_000) + "\"}").build());
    server.enqueue(json(500, "{}").build());
    server.enqueue(json(200, "{}").build());

    send();

    // The sequence number counts requests on one connection: 0, 1, 2 means every retry reused the
    // connection, which OkHttp only allows once the previous response was fully read and closed.
    assertThat(server.takeRequest().getExchangeIndex()).isZero();
    assertThat(server.takeRequest().getExchangeIndex()).isEqualTo(1);
    assertThat(server.takeRequest().getExchangeIndex()).isEqualTo(2);
  }

  @Test
  void theDeadlineEndsAnAttemptInFlight() {
    client = clientFor(server).deadline(Duration.ofMillis(300)).maxRetries(3).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());

    DeadlineExceededException e = catchThrowableOfType(DeadlineExceededException.class, this::send);

    assertThat(e).hasMessageContaining("deadline ran out during attempt 1");
    assertThat(e.attempts()).isEqualTo(1);
    // No second attempt. The first may not have been read whole by the server when the deadline cut it: on a loaded
    // machine connecting and writing can take longer than 300 ms (seen at load 40: 0 requests), which is still the
    // deadline ending attempt 1 in flight, as the message and attempts() say.
    assertThat(server.getRequestCount()).isLessThanOrEqualTo(1);
  }

  @Test
  void noRetryStartsWhenItsBackoffWouldPassTheDeadline() {
    client = clientFor(server).retryObserver(observer).deadline(Duration.ofMillis(500))
        .retryPolicy(RetryPolicy.builder().maxRetries(50).initialBackoff(Duration.ofSeconds(10))
            .maxBackoff(Duration.ofSeconds(10)).build()).build();
    server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\"}").build());
    server.enqueue(json(200, "{}").build());

    ServerException e = catchThrowableOfType(ServerException.class, this::send);

    assertThat(e.status()).as("the last failure itself, not a generic timeout").isEqualTo(503);
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(observer.events).isEmpty();
  }

  @Test
  void aPerAttemptTimeoutIsAnIoFailureAndIsRetried() {
    client = clientFor(server).retryObserver(observer).timeout(Duration.ofMillis(200)).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(200, "{\"ok\":2}").build());

    assertThat(send().get("ok").asInt()).isEqualTo(2);
    assertThat(observer.events).singleElement()
        .satisfies(e -> assertThat(e.failure()).isInstanceOf(TradingIoException.class)
            .isNotInstanceOf(DeadlineExceededException.class));
  }

  @Test
  void aThrowingObserverDoesNotChangeTheOutcome() {
    client = clientFor(server).retryObserver(e -> {
      throw new IllegalStateException("observer bug");
    }).build();
    server.enqueue(json(500, "{}").build());
    server.enqueue(json(200, "{\"ok\":1}").build());

    assertThat(send().get("ok").asInt()).isEqualTo(1);
  }

  @Test
  void retryPolicyValidatesItsSettings() {
    assertThatThrownBy(() -> RetryPolicy.builder().maxRetries(-1)).hasMessageContaining("maxRetries");
    assertThatThrownBy(() -> RetryPolicy.builder().jitter(1.5)).hasMessageContaining("jitter: must be 0 to 1");
    assertThatThrownBy(() -> RetryPolicy.builder().initialBackoff(Duration.ofSeconds(2))
        .maxBackoff(Duration.ofSeconds(1)).build()).hasMessageContaining("maxBackoff: must be >= initialBackoff");
    assertThat(fastRetries(1).maxRetries()).isEqualTo(1);
  }
}
