package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.read;
import static io.tradingsdk.core.TestSupport.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.swap.SendRequest;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * POST /order: a 5xx may come from a service that stored the signed order before failing. Sent again, the order
 * is refused as "already submitted": the caller is told it failed while it is live (and may sign a second one).
 * Such a failure is reported at once; a 429, which the service refused before processing, is still retried.
 */
class OrderPostRetryTest extends WithMockServer {

  static Stream<Arguments> orderPost() {
    OrderRequest order = read("payloads/order-request-dutch-v2.json", OrderRequest.class);
    return Stream.of(
        Arguments.of("POST /order", (Consumer<TradingClient>) c -> c.order(order), 201, "payloads/order-response.json"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("orderPost")
  void aServerErrorOfAnOrderPostIsNotSentAgain(String name, Consumer<TradingClient> call, int ok, String body) {
    client = clientFor(server).build();
    server.enqueue(json(500, "{\"errorCode\":\"InternalServerError\",\"detail\":\"boom\"}").build());
    server.enqueue(json(ok, resource(body)).build());

    ServerException e = catchThrowableOfType(ServerException.class, () -> call.accept(client));

    assertThat(e).as(name + " must not be retried after a 500").isNotNull();
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(e.getMessage()).startsWith("500 InternalServerError: boom").contains("outcome is unknown");
    assertThat(e.detail()).contains("boom");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("orderPost")
  void a429OfAnOrderPostIsRetried(String name, Consumer<TradingClient> call, int ok, String body) {
    client = clientFor(server).build();
    server.enqueue(json(429, "{\"errorCode\":\"Ratelimited\",\"detail\":\"slow down\"}").build());
    server.enqueue(json(ok, resource(body)).build());

    call.accept(client);

    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  /**
   * PATCH /plan/{id} attaches the same proofs to the same steps (sent again, it changes nothing); POST /plan may
   * leave a second plan, which moves nothing by itself and which the caller could not find anyway: both are retried.
   */
  @ParameterizedTest
  @ValueSource(ints = {500, 503})
  void planCallsAreStillRetried(int status) {
    client = clientFor(server).build();
    server.enqueue(json(status, "{\"errorCode\":\"X\",\"detail\":\"later\"}").build());
    server.enqueue(json(200, resource("payloads/plan-response.json")).build());
    server.enqueue(json(status, "{\"errorCode\":\"X\",\"detail\":\"later\"}").build());
    server.enqueue(json(200, resource("payloads/plan-response.json")).build());

    client.updatePlan("plan-1", read("payloads/plan-update-request.json", UpdatePlanRequest.class));
    client.createPlan(read("payloads/plan-create-request.json", CreatePlanRequest.class));

    assertThat(server.getRequestCount()).isEqualTo(4);
  }

  @ParameterizedTest
  @ValueSource(ints = {500, 503})
  void aCallThatOnlyBuildsATransactionIsStillRetried(int status) {
    client = clientFor(server).build();
    server.enqueue(json(status, "{\"errorCode\":\"X\",\"detail\":\"later\"}").build());
    server.enqueue(json(200, resource("payloads/send-response.json")).build());

    client.send(read("payloads/send-request.json", SendRequest.class));

    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  /** The deadline cut an order post the server had received: the caller must hear that the outcome is unknown. */
  @org.junit.jupiter.api.Test
  void anOrderPostCutByTheDeadlineSaysItsOutcomeIsUnknown() {
    client = clientFor(server).build();
    server.enqueue(new mockwebserver3.MockResponse.Builder()
        .onResponseStart(mockwebserver3.SocketEffect.Stall.INSTANCE).build());

    DeadlineExceededException e = catchThrowableOfType(DeadlineExceededException.class, () -> client.order(
        read("payloads/order-request-dutch-v2.json", OrderRequest.class),
        RequestOptions.builder().deadline(java.time.Duration.ofSeconds(3)).build()));

    assertThat(e).isNotNull();
    assertThat(e.getMessage()).contains("outcome is unknown");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  /** The caller's thread was interrupted while the service held the order post: its outcome is unknown too. */
  @org.junit.jupiter.api.Test
  void anInterruptedOrderPostSaysItsOutcomeIsUnknown() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new mockwebserver3.MockResponse.Builder()
        .onResponseStart(mockwebserver3.SocketEffect.Stall.INSTANCE).build());
    java.util.concurrent.atomic.AtomicReference<Throwable> thrown = new java.util.concurrent.atomic.AtomicReference<>();
    Thread caller = new Thread(() -> {
      try {
        client.order(read("payloads/order-request-dutch-v2.json", OrderRequest.class));
      } catch (Throwable t) {
        thrown.set(t);
      }
    });
    caller.start();
    take(); // the server has the whole request
    caller.interrupt();
    caller.join(60_000);

    assertThat(thrown.get()).isInstanceOf(CallCancelledException.class);
    assertThat(thrown.get().getMessage()).contains("outcome is unknown");
  }
}
