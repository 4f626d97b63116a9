package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The operations beyond the spec against the reference server, for the error statuses the OpenAPI
 * document lists for each that the server only produces on demand (404, 429, 5xx): its fault
 * injector answers them with the service's error envelope, and the client must map, retry or not,
 * and report them like any other.
 */
class BeyondSpecContractTest {
  private ReferenceServer server;
  private TradingClient client;

  @BeforeEach
  void start() {
    server = ReferenceServer.builder().configure(c -> c.nanoTime(() -> 0L)).build().start();
    client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(server.baseUrl().toString())
        .retryPolicy(TestSupport.fastRetries(2)).build();
  }

  @AfterEach
  void stop() {
    client.close();
    server.close();
  }

  private static <T> T read(String path, Class<T> type) {
    try {
      return TradingJson.mapper().readValue(resource(path), type);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** One call per operation; the bodies are valid, the injected fault answers before the handler. */
  private static final Map<String, Consumer<TradingClient>> CALLS = Map.of(
      "POST /swap", c -> c.swap(read("api/swap-request.json", SwapRequest.class)),
      "POST /order", c -> c.order(read("payloads/order-request-dutch-v2.json", OrderRequest.class)),
      "GET /orders", c -> c.getOrders(OrdersQuery.ofSwapper(ServerConfig.DEV_WALLET)),
      "POST /wallet/encode_7702", c -> c.encode7702(read("payloads/encode-7702-request.json", Encode7702Request.class)),
      "POST /wallet/encode_4337", c -> c.encode4337(read("payloads/encode-4337-request.json", Encode4337Request.class)));

  /** Each operation with each injected status its document lists, and the exception it must give. */
  static Stream<Arguments> listedStatuses() {
    return Stream.of(
        Arguments.of("POST /swap", 404, NotFoundException.class),
        Arguments.of("POST /swap", 429, RateLimitedException.class),
        Arguments.of("POST /swap", 500, ServerException.class),
        Arguments.of("POST /swap", 504, ServiceTimeoutException.class),
        Arguments.of("POST /order", 429, RateLimitedException.class),
        Arguments.of("POST /order", 500, ServerException.class),
        Arguments.of("POST /order", 503, ServerException.class),
        Arguments.of("POST /order", 504, ServiceTimeoutException.class),
        Arguments.of("GET /orders", 404, NotFoundException.class),
        Arguments.of("GET /orders", 429, RateLimitedException.class),
        Arguments.of("GET /orders", 500, ServerException.class),
        Arguments.of("GET /orders", 503, ServerException.class),
        Arguments.of("GET /orders", 504, ServiceTimeoutException.class),
        Arguments.of("POST /wallet/encode_7702", 404, NotFoundException.class),
        Arguments.of("POST /wallet/encode_7702", 429, RateLimitedException.class),
        Arguments.of("POST /wallet/encode_7702", 500, ServerException.class),
        Arguments.of("POST /wallet/encode_7702", 504, ServiceTimeoutException.class),
        Arguments.of("POST /wallet/encode_4337", 429, RateLimitedException.class),
        Arguments.of("POST /wallet/encode_4337", 500, ServerException.class),
        Arguments.of("POST /wallet/encode_4337", 504, ServiceTimeoutException.class));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("listedStatuses")
  void everyListedErrorStatusMapsToItsExceptionRetriedOnlyWhenTransient(
      String operation, int status, Class<? extends TradingApiException> expected) {
    String[] methodAndPath = operation.split(" ");
    server.faults().next(3).on(methodAndPath[0], methodAndPath[1]).status(status);

    TradingApiException e = catchThrowableOfType(expected, () -> CALLS.get(operation).accept(client));

    assertThat(e).as("%s answered %d", operation, status).isNotNull();
    assertThat(e.status()).isEqualTo(status);
    assertThat(e.errorCode()).isPresent();
    assertThat(e.attempts()).isEqualTo(status == 404 ? 1 : 3);
  }
}
