package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.TestSupport.Ops;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import okhttp3.Call;
import okhttp3.EventListener;
import okhttp3.OkHttpClient;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;

class AsyncTest extends WithMockServer {
  @Test
  void asyncCallsRetryAndComplete() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(503, "{}").build());
    server.enqueue(json(200, "{\"ok\":1}").build());

    JsonNode body = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()).get(60, TimeUnit.SECONDS);

    assertThat(body.get("ok").asInt()).isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void asyncFailuresArriveTypedThroughTheFuture() {
    client = clientFor(server).build();
    server.enqueue(json(404, "{\"errorCode\":\"ResourceNotFound\",\"detail\":\"No quotes available\"}").build());

    CompletableFuture<JsonNode> f = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());

    assertThatThrownBy(() -> f.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
        .cause().isInstanceOf(NotFoundException.class).hasMessageContaining("No quotes available");
  }

  @Test
  void asyncValidationFailuresArriveThroughTheFutureAndNothingIsSent() {
    client = clientFor(server).build();

    CompletableFuture<JsonNode> f = client.calls.callAsync(Ops.SEND, tree("{}"),
        RequestOptions.builder().routerVersion(RouterVersion.V2_0).build());

    assertThat(f).isCompletedExceptionally();
    assertThatThrownBy(f::join).cause().isInstanceOf(InvalidRequestException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void cancellingTheFutureCancelsTheHttpCallInFlight() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());

    CompletableFuture<JsonNode> f = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThat(server.takeRequest(5, TimeUnit.SECONDS)).as("the call is in flight").isNotNull();
    assertThat(client.sharedForTest().baseHttp.dispatcher().runningCallsCount()).isEqualTo(1);

    assertThat(f.cancel(true)).isTrue();

    assertThat(f).isCancelled();
    assertThatThrownBy(f::join).isInstanceOf(CancellationException.class);
    // The OkHttp call is cancelled, not left to run to its timeout: the dispatcher drains.
    awaitTrue(() -> client.sharedForTest().baseHttp.dispatcher().runningCallsCount() == 0);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void completingTheFutureFromOutsideAlsoCancelsTheHttpCall() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());

    CompletableFuture<JsonNode> f = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThat(server.takeRequest(5, TimeUnit.SECONDS)).as("the call is in flight").isNotNull();
    // What orTimeout does when its time is up: the caller gave up on the answer.
    assertThat(f.completeExceptionally(new TimeoutException("gave up"))).isTrue();

    awaitTrue(() -> client.sharedForTest().baseHttp.dispatcher().runningCallsCount() == 0);
    assertThatThrownBy(f::join).cause().isInstanceOf(TimeoutException.class);
  }

  @Test
  void aCallThatEndsByItselfIsNeverReportedCancelled() throws Exception {
    List<Call> cancelled = new CopyOnWriteArrayList<>();
    OkHttpClient http = new OkHttpClient.Builder().eventListener(new EventListener() {
      @Override
      public void canceled(Call call) {
        cancelled.add(call);
      }
    }).build();
    client = clientFor(server).httpClient(http).build();
    server.enqueue(json(200, "{}").build());
    server.enqueue(json(404, "{\"errorCode\":\"ResourceNotFound\"}").build());

    CompletableFuture<JsonNode> ok = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    ok.get(60, TimeUnit.SECONDS);
    CompletableFuture<JsonNode> failed = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThatThrownBy(() -> failed.get(60, TimeUnit.SECONDS)).cause().isInstanceOf(NotFoundException.class);
    // Too late to matter: both calls are over, so neither is cancelled (an event listener would see a cancel).
    assertThat(ok.cancel(true)).isFalse();
    assertThat(failed.completeExceptionally(new TimeoutException())).isFalse();

    assertThat(cancelled).isEmpty();
    http.dispatcher().executorService().shutdown();
  }

  @Test
  void cancellingDuringABackoffPreventsTheNextAttempt() throws Exception {
    AtomicReference<CompletableFuture<JsonNode>> future = new AtomicReference<>();
    CountDownLatch retryScheduled = new CountDownLatch(1);
    client = clientFor(server)
        .deadline(Duration.ofMinutes(5))
        .retryPolicy(RetryPolicy.builder().maxRetries(3).initialBackoff(Duration.ofSeconds(30))
            .maxBackoff(Duration.ofSeconds(30)).build())
        .retryObserver(e -> retryScheduled.countDown())
        .build();
    server.enqueue(json(503, "{}").build());
    server.enqueue(json(200, "{}").build());

    future.set(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()));
    assertThat(retryScheduled.await(5, TimeUnit.SECONDS)).isTrue();
    awaitTrue(() -> client.sharedForTest().scheduler.getQueue().size() == 1);

    future.get().cancel(true);

    // The scheduling thread may publish `pending` just after the cancel; it then withdraws the task
    // itself, so wait for the queue to drain rather than sampling it once.
    awaitTrue(() -> client.sharedForTest().scheduler.getQueue().isEmpty());
    assertThat(future.get()).isCancelled();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void cancellingACallQueuedBehindTheConcurrencyLimitMeansItIsNeverSent() throws Exception {
    client = clientFor(server).maxConcurrentRequests(1).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(200, "{}").build());
    CompletableFuture<JsonNode> first = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThat(server.takeRequest(5, TimeUnit.SECONDS)).as("the first call holds the only slot").isNotNull();
    CompletableFuture<JsonNode> queued = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThat(client.sharedForTest().baseHttp.dispatcher().queuedCallsCount()).isEqualTo(1);

    assertThat(queued.cancel(false)).isTrue();
    first.cancel(false); // frees the slot: the dispatcher now promotes the queued call, which must not go out

    awaitTrue(() -> client.sharedForTest().baseHttp.dispatcher().runningCallsCount() == 0
        && client.sharedForTest().baseHttp.dispatcher().queuedCallsCount() == 0);
    assertThat(server.takeRequest(200, TimeUnit.MILLISECONDS)).as("a request after the cancel").isNull();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void cancellingACallWaitingForARateLimitPermitMeansItIsNeverSent() throws Exception {
    // One permit per 10 minutes: the first call takes it, the second waits on the scheduler for the next.
    client = clientFor(server).rateLimit(RateLimit.of(1, Duration.ofMinutes(10), 1))
        .deadline(Duration.ofMinutes(30)).build();
    server.enqueue(json(200, "{}").build());
    server.enqueue(json(200, "{}").build());
    client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()).get(60, TimeUnit.SECONDS);
    CompletableFuture<JsonNode> waiting = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    awaitTrue(() -> client.sharedForTest().scheduler.getQueue().size() == 1);

    waiting.cancel(false);

    awaitTrue(() -> client.sharedForTest().scheduler.getQueue().isEmpty());
    assertThat(waiting).isCancelled();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void holdsSixtyFourCallsInFlightAtOnce() throws Exception {
    int n = 64;
    CountDownLatch allArrived = new CountDownLatch(n);
    AtomicInteger seen = new AtomicInteger();
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
        seen.incrementAndGet();
        allArrived.countDown();
        // No response until all 64 are in flight: a client capped below 64 would never get here.
        allArrived.await(10, TimeUnit.SECONDS);
        return json(200, "{\"n\":" + request.getBody().utf8() + "}").build();
      }
    });
    client = clientFor(server).build();

    List<CompletableFuture<JsonNode>> futures = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      futures.add(client.calls.callAsync(Ops.SEND, tree(Integer.toString(i)), RequestOptions.none()));
    }
    CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0])).get(60, TimeUnit.SECONDS);

    assertThat(allArrived.getCount()).isZero();
    assertThat(seen.get()).isEqualTo(n);
    for (int i = 0; i < n; i++) {
      assertThat(futures.get(i).join().get("n").asInt()).isEqualTo(i);
    }
  }

  @Test
  void closingTheClientFailsLaterCallsAndCancelsRunningOnes() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    CompletableFuture<JsonNode> inFlight = client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none());
    assertThat(server.takeRequest(5, TimeUnit.SECONDS)).isNotNull();

    client.close();

    assertThatThrownBy(() -> inFlight.get(60, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class);
    assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))
        .isInstanceOf(ClientClosedException.class).hasMessageContaining("closed");
  }

  static void awaitTrue(java.util.function.BooleanSupplier condition) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("condition not met within 5 s");
      }
      Thread.sleep(5);
    }
  }
}
