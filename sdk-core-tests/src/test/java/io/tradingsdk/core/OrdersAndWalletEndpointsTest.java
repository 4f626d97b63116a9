package io.tradingsdk.core;

import static io.tradingsdk.core.SentRequests.ERC20ETH;
import static io.tradingsdk.core.SentRequests.PERMIT2;
import static io.tradingsdk.core.SentRequests.RV;
import static io.tradingsdk.core.SentRequests.assertSent;
import static io.tradingsdk.core.SentRequests.assertSentBody;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.read;
import static io.tradingsdk.core.TestSupport.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderSortKey;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrderTypeQuery;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.models.wallet.Encode7702Response;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The operations beyond the spec ({@code /swap}, {@code /order}, {@code /orders}, {@code
 * /wallet/encode_*}) against MockWebServer: what each sends (method, path, query, the optional headers
 * it takes, body), what it parses, the 201 of {@code /order}, paging across cursors and errors.
 */
class OrdersAndWalletEndpointsTest extends WithMockServer {
  private static final String SIGNATURE = "0x" + "1b".repeat(64) + "1c";
  private static final String WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";

  @BeforeEach
  void buildClient() {
    // Every optional header configured: each endpoint shows which of them it takes.
    client = clientFor(server).routerVersion(RouterVersion.V2_0).erc20EthEnabled(true).permit2Disabled(false).build();
  }

  private <R> R exchange(int status, String responseResource, Function<TradingClient, R> call, String method,
      String path, String requestResource, Set<String> optionalHeaders) throws Exception {
    server.enqueue(json(status, resource(responseResource)).build());
    R response = call.apply(client);
    RecordedRequest sent = take();
    assertSent(sent, method, path, optionalHeaders);
    assertSentBody(sent, requestResource);
    return response;
  }

  @Test
  void swapSendsTheRouterVersionAndPermit2Flag() throws Exception {
    SwapRequest request = read("api/swap-request.json", SwapRequest.class);
    SwapResponse response = exchange(200, "api/swap-response.json", c -> c.swap(request), "POST", "/swap",
        "api/swap-request.json", Set.of(RV, PERMIT2));
    assertThat(response).isEqualTo(read("api/swap-response.json", SwapResponse.class));
    assertThat(response.hasCalldata()).isTrue();
  }

  @Test
  void orderAnswers201AndSendsOnlyTheErc20EthFlag() throws Exception {
    OrderRequest request = read("payloads/order-request-dutch-v2.json", OrderRequest.class);
    OrderResponse response = exchange(201, "payloads/order-response.json", c -> c.order(request), "POST", "/order",
        "payloads/order-request-dutch-v2.json", Set.of(ERC20ETH));
    assertThat(response.orderStatus()).isEqualTo(OrderStatus.OPEN);
    assertThat(response.orderId()).startsWith("0x6f2b1ad6");
  }

  @Test
  void rawOrderShowsThe201() {
    server.enqueue(json(201, resource("payloads/order-response.json")).build());
    RawResponse<OrderResponse> raw = client.raw().order(read("payloads/order-request-dutch-v2.json", OrderRequest.class));
    assertThat(raw.status()).isEqualTo(201);
    assertThat(raw.body().orderStatus()).isEqualTo(OrderStatus.OPEN);
    assertThat(raw.routerVersion()).isEmpty();
  }

  @Test
  void getOrdersSendsEveryParameterWithOrderIdsCommaJoined() throws Exception {
    OrdersQuery query = OrdersQuery.builder().orderType(OrderTypeQuery.PRIORITY).orderId("0xaa")
        .addOrderIds("0xbb", "0xcc").limit(10).orderStatus(OrderStatus.INSUFFICIENT_FUNDS).swapper(WALLET)
        .sortKey(OrderSortKey.CREATED_AT).sort("gt(0)").filler(WALLET).cursor("a+b/c=").build();
    OrdersResponse response = exchange(200, "api/orders-response.json", c -> c.getOrders(query), "GET",
        "/orders?orderType=Priority&orderId=0xaa&orderIds=0xbb,0xcc&limit=10&orderStatus=insufficient-funds"
            + "&swapper=" + WALLET + "&sortKey=createdAt&sort=gt%280%29&filler=" + WALLET + "&cursor=a%2Bb%2Fc%3D",
        null, Set.of());
    assertThat(response).isEqualTo(read("api/orders-response.json", OrdersResponse.class));
  }

  @Test
  void encode7702AndEncode4337TakeNoOptionalHeader() throws Exception {
    Encode7702Request e7702 = read("payloads/encode-7702-request.json", Encode7702Request.class);
    Encode7702Response r7702 = exchange(200, "payloads/encode-7702-response.json", c -> c.encode7702(e7702), "POST",
        "/wallet/encode_7702", "payloads/encode-7702-request.json", Set.of());
    assertThat(r7702).isEqualTo(read("payloads/encode-7702-response.json", Encode7702Response.class));
    Encode4337Request e4337 = read("payloads/encode-4337-request.json", Encode4337Request.class);
    Encode4337Response r4337 = exchange(200, "payloads/encode-4337-response.json", c -> c.encode4337(e4337), "POST",
        "/wallet/encode_4337", "payloads/encode-4337-request.json", Set.of());
    assertThat(r4337.gasSponsored()).isTrue();
  }

  @Test
  void asyncAndPerCallFormsOfEachOperation() throws Exception {
    server.enqueue(json(200, resource("api/swap-response.json")).build());
    server.enqueue(json(201, resource("payloads/order-response.json")).build());
    server.enqueue(json(200, resource("api/orders-response.json")).build());
    server.enqueue(json(200, resource("payloads/encode-7702-response.json")).build());
    server.enqueue(json(200, resource("payloads/encode-4337-response.json")).build());
    RequestOptions permit2Off = RequestOptions.builder().permit2Disabled(true).build();
    assertThat(client.swapAsync(read("api/swap-request.json", SwapRequest.class), permit2Off)
        .get(60, TimeUnit.SECONDS).requestId()).isEqualTo("dfc1bd88-c741-4cdb-b118-0dddb690bfef");
    assertThat(server.takeRequest().getHeaders().get(PERMIT2)).isEqualTo("true");
    RequestOptions ethOff = RequestOptions.builder().erc20EthEnabled(false).build();
    assertThat(client.orderAsync(read("payloads/order-request-dutch-v2.json", OrderRequest.class), ethOff)
        .get(60, TimeUnit.SECONDS).orderStatus()).isEqualTo(OrderStatus.OPEN);
    assertThat(server.takeRequest().getHeaders().get(ERC20ETH)).isEqualTo("false");
    assertThat(client.raw().getOrdersAsync(OrdersQuery.ofOrderIds("0x7030")).get(60, TimeUnit.SECONDS).status())
        .isEqualTo(200);
    assertThat(server.takeRequest().getTarget()).isEqualTo("/v1/orders?orderIds=0x7030");
    assertThat(client.encode7702Async(read("payloads/encode-7702-request.json", Encode7702Request.class))
        .get(60, TimeUnit.SECONDS).encoded().chainId()).isEqualTo(io.tradingsdk.models.ChainId.MAINNET);
    assertThat(client.raw().encode4337(read("payloads/encode-4337-request.json", Encode4337Request.class)).status())
        .isEqualTo(200);
    assertThat(server.getRequestCount()).isEqualTo(5);
  }

  @Test
  void headersAnOperationDoesNotTakeAreRefusedBeforeSending() {
    OrderRequest order = read("payloads/order-request-dutch-v2.json", OrderRequest.class);
    assertThatThrownBy(() -> client.order(order, RequestOptions.builder().routerVersion(RouterVersion.V2_0).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessage("x-universal-router-version: POST /order does not take this header; only /quote, /swap,"
            + " /swap_7702 and /swap_5792 do");
    assertThatThrownBy(() -> client.swap(read("api/swap-request.json", SwapRequest.class),
            RequestOptions.builder().erc20EthEnabled(true).build()))
        .hasMessage("x-erc20eth-enabled: POST /swap does not take this header; only /quote, /order and /swap_7702 do");
    assertThatThrownBy(() -> client.getOrders(OrdersQuery.ofSwapper(WALLET),
            RequestOptions.builder().permit2Disabled(true).build()))
        .hasMessage("x-permit2-disabled: GET /orders does not take this header; only /quote, /check_approval and"
            + " /swap do");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aSwapBuiltFromAQuoteIsPinnedToTheQuotesRouterVersion() throws Exception {
    client.close();
    client = clientFor(server).permit2Disabled(false).build(); // no client-wide router version
    server.enqueue(json(200, resource("payloads/quote-response-classic-pools.json")).build());
    server.enqueue(json(200, resource("api/swap-response.json")).build());
    QuoteResponse quote = client.quote(
        io.tradingsdk.models.quote.QuoteRequest.builder().from(
            read("api/quote-request.json", io.tradingsdk.models.quote.QuoteRequest.class)).build(),
        RequestOptions.builder().routerVersion(RouterVersion.V2_1_1).build());
    SwapRequest swap = SwapRequest.fromQuote(quote, SIGNATURE);

    RawResponse<SwapResponse> sent = client.raw().swap(swap);

    assertThat(sent.routerVersion()).contains(RouterVersion.V2_1_1);
    server.takeRequest();
    assertThat(server.takeRequest().getHeaders().get(RV)).isEqualTo("2.1.1");
    assertThatThrownBy(() -> client.swap(swap, RequestOptions.builder().routerVersion(RouterVersion.V2_0).build()))
        .isInstanceOf(RouterVersionMismatchException.class);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  // ------------------------------------------------------------------ paging

  private static String page(List<String> orderIds, String cursor) {
    String orders = orderIds.stream()
        .map(id -> "{\"type\":\"Dutch_V2\",\"orderStatus\":\"open\",\"orderId\":\"" + id + "\",\"chainId\":1}")
        .collect(Collectors.joining(","));
    return "{\"requestId\":\"r\",\"orders\":[" + orders + "]" + (cursor == null ? "" : ",\"cursor\":\"" + cursor + "\"")
        + "}";
  }

  @Test
  void ordersIterableFollowsCursorsLazilyKeepingTheFilters() throws Exception {
    server.enqueue(json(200, page(List.of("0x1", "0x2"), "c1")).build());
    server.enqueue(json(200, page(List.of(), "c2")).build()); // an empty page that still points further
    server.enqueue(json(200, page(List.of("0x3"), "")).build());
    OrdersQuery query = OrdersQuery.builder().swapper(WALLET).limit(2).build();

    Iterable<UniswapXOrder> orders = client.ordersIterable(query);
    assertThat(server.getRequestCount()).as("nothing before iterating").isZero();
    Iterator<UniswapXOrder> it = orders.iterator();
    assertThat(it.next().orderId()).isEqualTo("0x1");
    assertThat(it.next().orderId()).isEqualTo("0x2");
    assertThat(server.getRequestCount()).as("one page so far").isEqualTo(1);
    List<String> rest = new ArrayList<>();
    it.forEachRemaining(o -> rest.add(o.orderId()));

    assertThat(rest).containsExactly("0x3");
    assertThat(it.hasNext()).isFalse();
    assertThat(server.getRequestCount()).isEqualTo(3);
    assertThat(server.takeRequest().getTarget()).isEqualTo("/v1/orders?limit=2&swapper=" + WALLET);
    assertThat(server.takeRequest().getTarget()).isEqualTo("/v1/orders?limit=2&swapper=" + WALLET + "&cursor=c1");
    assertThat(server.takeRequest().getTarget()).isEqualTo("/v1/orders?limit=2&swapper=" + WALLET + "&cursor=c2");
  }

  @Test
  void ordersStreamReadsOnlyThePagesItConsumes() {
    server.enqueue(json(200, page(List.of("0x1", "0x2"), "c1")).build());
    server.enqueue(json(200, page(List.of("0x3"), null)).build());
    assertThat(client.ordersStream(OrdersQuery.ofSwapper(WALLET)).limit(2).map(UniswapXOrder::orderId))
        .containsExactly("0x1", "0x2");
    assertThat(server.getRequestCount()).as("the second page was never needed").isEqualTo(1);
  }

  @Test
  void aRepeatedCursorStopsThePaging() {
    server.enqueue(json(200, page(List.of("0x1"), "same")).build());
    server.enqueue(json(200, page(List.of("0x2"), "same")).build());
    Iterator<UniswapXOrder> it = client.ordersIterable(OrdersQuery.ofSwapper(WALLET)).iterator();
    assertThat(it.next().orderId()).isEqualTo("0x1");
    assertThatThrownBy(it::next)
        .isInstanceOf(InvalidResponseException.class)
        .hasMessageContaining("repeats a cursor");
  }

  @Test
  void aFailedPageThrowsLikeTheSinglePageCall() {
    server.enqueue(json(200, page(List.of("0x1"), "c1")).build());
    server.enqueue(json(404, "{\"errorCode\":\"ResourceNotFound\",\"detail\":\"Orders not found\"}").build());
    Iterator<UniswapXOrder> it = client.ordersIterable(OrdersQuery.ofSwapper(WALLET)).iterator();
    it.next();
    assertThatThrownBy(it::hasNext)
        .isInstanceOf(NotFoundException.class)
        .hasMessageContaining("Orders not found");
  }

  @Test
  void orderErrorsMapByStatus() {
    OrderRequest order = read("payloads/order-request-dutch-v2.json", OrderRequest.class);
    server.enqueue(json(400, "{\"errorCode\":\"RequestValidationError\",\"detail\":\"\\\"quote\\\" does not match any"
        + " of the allowed types\"}").build());
    assertThatThrownBy(() -> client.order(order))
        .isInstanceOf(BadRequestException.class)
        .hasMessageContaining("does not match any of the allowed types");
    for (int i = 0; i < 3; i++) {
      server.enqueue(json(503, "{\"errorCode\":\"ServiceUnavailable\",\"detail\":\"Failed to post order\"}").build());
    }
    assertThatThrownBy(() -> client.order(order)).isInstanceOf(ServerException.class);
  }

  @Test
  void aSwapResponseThatDoesNotFitItsModelIsAnInvalidResponse() {
    server.enqueue(json(200, "{\"requestId\":\"r\"}").build());
    assertThatThrownBy(() -> client.swap(read("api/swap-request.json", SwapRequest.class)))
        .isInstanceOf(InvalidResponseException.class)
        .hasMessageContaining("swap");
  }
}
