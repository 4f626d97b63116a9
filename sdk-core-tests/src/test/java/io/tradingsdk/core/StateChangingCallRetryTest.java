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
 * POST /order, POST /plan and PATCH /plan/{id} change the service's state: a 5xx may come from a service that
 * stored the order or the plan before failing. Sent again, the order is refused as "already submitted" (the caller
 * is told it failed while it is live, and may sign a second one) and the plan is created twice. Such a failure is
 * reported at once; a 429, which the service refused before processing, is still retried.
 */
class StateChangingCallRetryTest extends WithMockServer {

  static Stream<Arguments> stateChangingCalls() {
    OrderRequest order = read("payloads/order-request-dutch-v2.json", OrderRequest.class);
    CreatePlanRequest plan = read("payloads/plan-create-request.json", CreatePlanRequest.class);
    UpdatePlanRequest update = read("payloads/plan-update-request.json", UpdatePlanRequest.class);
    return Stream.of(
        Arguments.of("POST /order", (Consumer<TradingClient>) c -> c.order(order), 201, "payloads/order-response.json"),
        Arguments.of("POST /plan", (Consumer<TradingClient>) c -> c.createPlan(plan), 200, "payloads/plan-response.json"),
        Arguments.of("PATCH /plan", (Consumer<TradingClient>) c -> c.updatePlan("plan-1", update), 200,
            "payloads/plan-response.json"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stateChangingCalls")
  void aServerErrorOfAStateChangingCallIsNotSentAgain(String name, Consumer<TradingClient> call, int ok, String body) {
    client = clientFor(server).build();
    server.enqueue(json(500, "{\"errorCode\":\"InternalServerError\",\"detail\":\"boom\"}").build());
    server.enqueue(json(ok, resource(body)).build());

    ServerException e = catchThrowableOfType(ServerException.class, () -> call.accept(client));

    assertThat(e).as(name + " must not be retried after a 500").isNotNull();
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stateChangingCalls")
  void a429OfAStateChangingCallIsRetried(String name, Consumer<TradingClient> call, int ok, String body) {
    client = clientFor(server).build();
    server.enqueue(json(429, "{\"errorCode\":\"Ratelimited\",\"detail\":\"slow down\"}").build());
    server.enqueue(json(ok, resource(body)).build());

    call.accept(client);

    assertThat(server.getRequestCount()).isEqualTo(2);
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
}
