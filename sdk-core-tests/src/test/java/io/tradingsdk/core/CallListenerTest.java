package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/** What a {@link CallListener} hears of calls, attempts and retries, on which thread, in which context. */
class CallListenerTest extends WithMockServer {
  private static final String OK = "{\"requestId\":\"req-ok\",\"n\":1}";
  private static final String BUSY = "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"busy\",\"requestId\":\"req-503\"}";

  /** Keeps every event, as "start", "attempt", "retry", "end", and the thread and context each ran in. */
  static final class Recording implements CallListener {
    final List<Object> events = new CopyOnWriteArrayList<>();
    final List<String> threads = new CopyOnWriteArrayList<>();
    final List<String> contexts = new CopyOnWriteArrayList<>();
    final CountDownLatch ended = new CountDownLatch(1);

    @Override
    public CallObserver onCallStart(CallStart call) {
      record(call);
      return new CallObserver() {
        @Override
        public void onAttempt(AttemptEvent attempt) {
          record(attempt);
        }

        @Override
        public void onRetry(RetryEvent retry) {
          record(retry);
        }

        @Override
        public void onCallEnd(CallEnd end) {
          record(end);
          ended.countDown();
        }
      };
    }

    private void record(Object event) {
      events.add(event);
      threads.add(Thread.currentThread().getName());
      contexts.add(String.valueOf(CALLER.get()));
    }

    List<String> kinds() {
      return events.stream().map(e -> e.getClass().getSimpleName()).collect(Collectors.toList());
    }

    <T> List<T> of(Class<T> type) {
      return events.stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
    }

    CallEnd end() throws InterruptedException {
      assertThat(ended.await(5, TimeUnit.SECONDS)).as("the call ended").isTrue();
      List<CallEnd> ends = of(CallEnd.class);
      assertThat(ends).hasSize(1);
      return ends.get(0);
    }
  }

  /** A context of the caller's: a thread-local the propagator below carries. */
  static final ThreadLocal<String> CALLER = new ThreadLocal<>();

  static final ContextPropagator CARRY_CALLER = () -> {
    String captured = CALLER.get();
    return () -> {
      String previous = CALLER.get();
      CALLER.set(captured);
      return () -> CALLER.set(previous);
    };
  };

  @Test
  void aBlockingCallIsHeardOnTheCallersThreadAsStartAttemptEnd() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).build();
    server.enqueue(json(200, OK).build());

    client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(heard.kinds()).containsExactly("CallStart", "AttemptEvent", "CallEnd");
    assertThat(heard.threads).containsOnly(Thread.currentThread().getName());
    CallStart start = heard.of(CallStart.class).get(0);
    assertThat(start.kind()).isEqualTo(CallKind.API);
    assertThat(start.operation()).isEqualTo("send");
    assertThat(start.method()).isEqualTo("POST");
    assertThat(start.pathTemplate()).isEqualTo("/send");
    assertThat(start.maxAttempts()).isEqualTo(3);
    AttemptEvent attempt = heard.of(AttemptEvent.class).get(0);
    assertThat(attempt.attempt()).isEqualTo(1);
    assertThat(attempt.status()).hasValue(200);
    assertThat(attempt.outcome()).isEqualTo(CallOutcome.SUCCESS);
    assertThat(attempt.failure()).isEmpty();
    assertThat(attempt.retried()).isFalse();
    assertThat(attempt.requestId()).hasValue("req-ok");
    assertThat(attempt.rateLimitWait()).isEqualTo(Duration.ZERO);
    CallEnd end = heard.end();
    assertThat(end.outcome()).isEqualTo(CallOutcome.SUCCESS);
    assertThat(end.status()).hasValue(200);
    assertThat(end.attempts()).isEqualTo(1);
    assertThat(end.requestId()).hasValue("req-ok");
    assertThat(end.duration()).isGreaterThanOrEqualTo(attempt.duration());
  }

  @Test
  void aRetriedCallTellsEachAttemptThenItsRetryWithTheReason() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).build();
    server.enqueue(json(503, BUSY).build());
    server.enqueue(json(429, "{\"errorCode\":\"Ratelimited\",\"detail\":\"slow down\"}").build());
    server.enqueue(json(200, OK).build());

    client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(heard.kinds()).containsExactly("CallStart", "AttemptEvent", "RetryEvent", "AttemptEvent",
        "RetryEvent", "AttemptEvent", "CallEnd");
    List<AttemptEvent> attempts = heard.of(AttemptEvent.class);
    assertThat(attempts).extracting(AttemptEvent::outcome).containsExactly(CallOutcome.SERVER_ERROR,
        CallOutcome.RATE_LIMITED, CallOutcome.SUCCESS);
    assertThat(attempts).extracting(AttemptEvent::retried).containsExactly(true, true, false);
    assertThat(attempts.get(0).requestId()).hasValue("req-503");
    assertThat(attempts.get(0).failure()).containsInstanceOf(ServerException.class);
    assertThat(heard.of(RetryEvent.class)).extracting(RetryEvent::reason)
        .containsExactly(CallOutcome.SERVER_ERROR, CallOutcome.RATE_LIMITED);
    assertThat(heard.of(RetryEvent.class).get(0).call().pathTemplate()).isEqualTo("/send");
    CallEnd end = heard.end();
    assertThat(end.outcome()).isEqualTo(CallOutcome.SUCCESS);
    assertThat(end.attempts()).isEqualTo(3);
  }

  @Test
  void aCallThatRunsOutOfRetriesEndsWithTheLastAnswersOutcomeAndFailure() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).maxRetries(1).build();
    server.enqueue(json(429, "{}").build());
    server.enqueue(json(429, "{}").build());

    Throwable thrown = catchThrowable(() -> client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none()));

    CallEnd end = heard.end();
    assertThat(end.outcome()).isEqualTo(CallOutcome.RATE_LIMITED);
    assertThat(end.status()).hasValue(429);
    assertThat(end.failure()).containsSame(thrown);
    assertThat(end.attempts()).isEqualTo(2);
  }

  @Test
  void aTimeoutIsATimeoutWithNoStatus() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).maxRetries(0).timeout(Duration.ofMillis(200)).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());

    assertThatThrownBy(() -> client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none()))
        .isInstanceOf(AttemptTimeoutException.class);

    CallEnd end = heard.end();
    assertThat(end.outcome()).isEqualTo(CallOutcome.TIMEOUT);
    assertThat(end.status()).isEmpty();
    assertThat(heard.of(AttemptEvent.class).get(0).outcome()).isEqualTo(CallOutcome.TIMEOUT);
  }

  @Test
  void aClientErrorIsNotRetriedAndEndsAsClientError() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).build();
    server.enqueue(json(404, "{\"errorCode\":\"QuoteNotFound\",\"detail\":\"No quotes available\"}").build());

    catchThrowable(() -> client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none()));

    assertThat(heard.kinds()).containsExactly("CallStart", "AttemptEvent", "CallEnd");
    assertThat(heard.end().outcome()).isEqualTo(CallOutcome.CLIENT_ERROR);
  }

  @Test
  void thePathTemplateNamesParametersNotTheirValues() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).build();
    server.enqueue(json(200, "{}").build());

    catchThrowable(() -> client.getPlan("plan-1234", false));

    CallStart start = heard.of(CallStart.class).get(0);
    assertThat(start.operation()).isEqualTo("getPlan");
    assertThat(start.method()).isEqualTo("GET");
    assertThat(start.pathTemplate()).isEqualTo("/plan/{planId}");
  }

  @Test
  void anAsyncCallIsHeardOnTheSdksThreadsInTheCallersContext() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).contextPropagator(CARRY_CALLER).build();
    server.enqueue(json(503, BUSY).build());
    server.enqueue(json(200, OK).bodyDelay(100, TimeUnit.MILLISECONDS).build());
    CompletableFuture<String> chained;
    CALLER.set("request-42");
    try {
      chained = client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none())
          .thenApply(body -> CALLER.get() + " on " + Thread.currentThread().getName());
    } finally {
      CALLER.remove();
    }

    assertThat(chained.get(60, TimeUnit.SECONDS)).startsWith("request-42 on ").doesNotEndWith(Thread.currentThread().getName());
    heard.end();
    assertThat(heard.kinds()).containsExactly("CallStart", "AttemptEvent", "RetryEvent", "AttemptEvent", "CallEnd");
    assertThat(heard.threads.get(0)).isEqualTo(Thread.currentThread().getName());
    assertThat(heard.threads.subList(1, heard.threads.size())).doesNotContain(Thread.currentThread().getName());
    assertThat(heard.contexts).containsOnly("request-42");
  }

  @Test
  void theSdksThreadsGetTheirOwnContextBackAfterEachStep() throws Exception {
    client = clientFor(server).contextPropagator(CARRY_CALLER).build();
    server.enqueue(json(200, OK).build());
    CALLER.set("request-7");
    CompletableFuture<JsonNode> first;
    try {
      first = client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());
    } finally {
      CALLER.remove();
    }
    first.get(60, TimeUnit.SECONDS);
    server.enqueue(json(200, OK).bodyDelay(100, TimeUnit.MILLISECONDS).build());

    String seen = client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none())
        .thenApply(body -> String.valueOf(CALLER.get())).get(60, TimeUnit.SECONDS);

    assertThat(seen).as("a later call without context sees none, on the same pool").isEqualTo("null");
  }

  @Test
  void slf4jMdcFollowsAnAsyncCallOntoTheSdksThreads() throws Exception {
    client = clientFor(server).contextPropagator(ContextPropagator.slf4jMdc()).build();
    server.enqueue(json(200, OK).bodyDelay(100, TimeUnit.MILLISECONDS).build());
    CompletableFuture<String> seen;
    MDC.put("correlationId", "c-9");
    try {
      seen = client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none())
          .thenApply(body -> MDC.get("correlationId") + " on " + Thread.currentThread().getName());
    } finally {
      MDC.clear();
    }

    assertThat(seen.get(60, TimeUnit.SECONDS)).startsWith("c-9 on ").doesNotEndWith(Thread.currentThread().getName());
  }

  @Test
  void aPropagatorThatFailsToRestoreStillCompletesTheFuture() {
    ContextPropagator broken = () -> () -> {
      throw new IllegalStateException("propagator bug");
    };
    client = clientFor(server).contextPropagator(broken).build();
    server.enqueue(json(200, OK).build());

    assertThat(catchThrowable(() -> client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none())
        .get(60, TimeUnit.SECONDS))).hasRootCauseMessage("propagator bug");
  }

  @Test
  void cancellingAnAsyncCallEndsItOnceAsCancelled() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    CompletableFuture<JsonNode> call = client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());
    take();

    call.cancel(true);

    CallEnd end = heard.end();
    assertThat(end.outcome()).isEqualTo(CallOutcome.CANCELLED);
    assertThat(end.attempts()).as("the attempt in flight was sent").isEqualTo(1);
  }

  @Test
  void aWaitForTheRateLimiterIsToldWithTheAttemptAndTheEnd() throws Exception {
    Recording heard = new Recording();
    Duration wait = Duration.ofMillis(20);
    RateLimiter.Factory waitsEveryTime = fingerprint -> new RateLimiter() {
      @Override
      public Optional<Duration> reserve(Duration maxWait) {
        return Optional.of(wait);
      }

      @Override
      public void pause(Duration delay) {}
    };
    client = clientFor(server).addCallListener(heard).rateLimiter(waitsEveryTime).build();
    server.enqueue(json(503, BUSY).build());
    server.enqueue(json(200, OK).build());

    client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(heard.of(AttemptEvent.class)).extracting(AttemptEvent::rateLimitWait).containsExactly(wait, wait);
    assertThat(heard.end().rateLimitWait()).isEqualTo(wait.multipliedBy(2));
  }

  @Test
  void aListenerThatThrowsChangesNothing() throws Exception {
    Recording heard = new Recording();
    CallListener brokenAtStart = call -> {
      throw new IllegalStateException("listener bug");
    };
    CallListener brokenLater = call -> new CallObserver() {
      @Override
      public void onAttempt(AttemptEvent attempt) {
        throw new IllegalStateException("listener bug");
      }

      @Override
      public void onCallEnd(CallEnd end) {
        throw new IllegalStateException("listener bug");
      }
    };
    client = clientFor(server).addCallListener(brokenAtStart).addCallListener(brokenLater).addCallListener(heard)
        .build();
    server.enqueue(json(200, OK).build());

    assertThat(client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none()).get("n").asInt()).isEqualTo(1);
    assertThat(client.calls.callAsync(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none())
        .handle((r, e) -> e == null ? "ok" : e.toString())).isNotNull();
    assertThat(heard.end().outcome()).isEqualTo(CallOutcome.SUCCESS);
  }

  @Test
  void aRetryObserverIsAListenerOfRetriesOnly() {
    TestSupport.RecordingObserver retries = new TestSupport.RecordingObserver();
    client = clientFor(server).retryObserver(retries).build();
    server.enqueue(json(503, BUSY).build());
    server.enqueue(json(200, OK).build());

    client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(retries.events).singleElement().satisfies(e -> {
      assertThat(e.reason()).isEqualTo(CallOutcome.SERVER_ERROR);
      assertThat(e.operation()).isEqualTo("send");
      assertThat(e.path()).isEqualTo("/v1/send");
    });
    assertThat(client.options().callListeners()).containsExactly(retries);
  }

  @Test
  void derivedClientsKeepTheirParentsListenersAndMayAddTheirOwn() {
    Recording parent = new Recording();
    Recording child = new Recording();
    client = clientFor(server).addCallListener(parent).build();
    TradingClient derived = client.withOptions(o -> o.addCallListener(child));

    assertThat(derived.options().callListeners()).containsExactly(parent, child);
    assertThat(client.withOptions(ClientOptions.Builder::clearCallListeners).options().callListeners()).isEmpty();
  }

  @Test
  void noEventNorItsToStringCarriesTheKey() throws Exception {
    Recording heard = new Recording();
    client = clientFor(server).addCallListener(heard).build();
    server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"key " + API_KEY + " busy\"}").build());
    server.enqueue(json(200, OK).build());

    client.calls.call(TestSupport.Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(heard.events).extracting(Object::toString).noneMatch(s -> s.contains(API_KEY));
    assertThat(client.options().toString()).doesNotContain(API_KEY);
  }

  @Test
  void modulesWithCallsOfTheirOwnReportThroughTheSameRecorder() throws Exception {
    Recording heard = new Recording();
    CallStart call = CallStart.builder().kind(CallKind.RECEIPT_WAIT).operation("eth_getTransactionReceipt")
        .method("POST").pathTemplate("/").maxAttempts(10).build();
    CallRecorder recorder = CallRecorder.start(call, List.of(heard), CARRY_CALLER);

    recorder.attempt(AttemptEvent.builder(call).attempt(1).status(200).outcome(CallOutcome.TIMEOUT).retried(true)
        .duration(Duration.ofMillis(3)).build());
    recorder.retry(RetryEvent.of(call, 1, Duration.ofSeconds(1), new AttemptTimeoutException("no receipt yet",
        null, 1)));
    recorder.end(CallEnd.builder(call).status(200).attempts(2).requestId("7").build());
    recorder.end(CallEnd.builder(call).failure(new IllegalStateException("second end")).build());

    assertThat(heard.kinds()).containsExactly("CallStart", "AttemptEvent", "RetryEvent", "CallEnd");
    assertThat(heard.of(RetryEvent.class).get(0).reason()).isEqualTo(CallOutcome.TIMEOUT);
    CallEnd end = heard.end();
    assertThat(end.outcome()).isEqualTo(CallOutcome.SUCCESS);
    assertThat(end.requestId()).hasValue("7");
    assertThat(Map.of("kind", end.call().kind())).containsEntry("kind", CallKind.RECEIPT_WAIT);
  }

  @Test
  void eventsRefuseWhatCannotBe() {
    assertThatThrownBy(() -> CallStart.builder().operation("quote").method("POST").build())
        .hasMessageContaining("pathTemplate");
    assertThatThrownBy(() -> CallStart.builder().operation(" ")).hasMessageContaining("operation");
    CallStart call = CallStart.builder().operation("quote").method("POST").pathTemplate("/quote").build();
    assertThatThrownBy(() -> AttemptEvent.builder(call).attempt(0)).hasMessageContaining("attempt");
    assertThatThrownBy(() -> AttemptEvent.builder(call).status(700)).hasMessageContaining("status");
    assertThatThrownBy(() -> CallEnd.builder(call).duration(Duration.ofMillis(-1))).hasMessageContaining("duration");
  }

  @Test
  void outcomesClassifyStatusesAndFailures() {
    assertThat(CallOutcome.ofStatus(201)).isEqualTo(CallOutcome.SUCCESS);
    assertThat(CallOutcome.ofStatus(422)).isEqualTo(CallOutcome.CLIENT_ERROR);
    assertThat(CallOutcome.ofStatus(429)).isEqualTo(CallOutcome.RATE_LIMITED);
    assertThat(CallOutcome.ofStatus(504)).isEqualTo(CallOutcome.SERVER_ERROR);
    assertThat(CallOutcome.ofStatus(302)).isEqualTo(CallOutcome.INVALID_RESPONSE);
    assertThat(CallOutcome.ofFailure(new DeadlineExceededException("late", null, 2))).isEqualTo(CallOutcome.TIMEOUT);
    assertThat(CallOutcome.ofFailure(new TradingIoException("reset", null, 1))).isEqualTo(CallOutcome.IO_ERROR);
    assertThat(CallOutcome.ofFailure(new CallCancelledException("stop", null, 1))).isEqualTo(CallOutcome.CANCELLED);
    assertThat(CallOutcome.ofFailure(new CompletionException(null))).isEqualTo(CallOutcome.IO_ERROR);
    assertThat(CallOutcome.RATE_LIMITED.tagValue()).isEqualTo("rate_limited");
  }
}
