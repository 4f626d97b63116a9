package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.wallet.Encode4337Request;
import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Request;
import io.tradingsdk.server.ServerConfig;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The operations beyond the spec against the reference server, for the statuses the OpenAPI document
 * lists. The server decides the 400s and 401s itself (a permit signed by the wrong wallet, a repeated
 * order, a malformed order id, a blocked key) and pages {@code GET /orders} with real cursors; the
 * statuses it only produces on demand (404, 429, 5xx) come from its fault injector, with the service's
 * error envelope. The successes (200, and 201 for {@code /order}) are walked in {@link
 * BeyondSpecJourneysTest}.
 */
class BeyondSpecContractTest extends WithReferenceServer {
  private final LocalSigner wallet = LocalSigner.of(PrivateKey.random());
  private final LocalSigner stranger = LocalSigner.of(PrivateKey.random());

  private String swapper() {
    return wallet.address().toChecksumHex();
  }

  private static String signed(LocalSigner signer, QuoteResponse quote) {
    return signer.sign(TypedData.from(quote.permit().orElseThrow())).toHex();
  }

  /** A DUTCH_V2 quote on Ethereum for {@link #swapper()}, 2,000 USDC for WETH. */
  private QuoteResponse dutchV2Quote() {
    return client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(new BigInteger("2000000000"))
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(BeyondSpecJourneysTest.USDC)
        .tokenOut(BeyondSpecJourneysTest.WETH).swapper(swapper()).protocols(List.of(Protocol.UNISWAPX_V2))
        .slippageTolerance(BigDecimal.ONE).build());
  }

  /** A CLASSIC quote on Ethereum for {@link #swapper()}, 1,000 USDC for ETH, with a permit to sign. */
  private QuoteResponse classicQuote() {
    return client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(new BigInteger("1000000000"))
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(BeyondSpecJourneysTest.USDC)
        .tokenOut(BeyondSpecJourneysTest.ETH).swapper(swapper()).autoSlippage(AutoSlippage.DEFAULT).build());
  }

  @Test
  void aSwapWhosePermitAnotherWalletSignedIs400() {
    QuoteResponse quote = classicQuote();
    BadRequestException e = catchThrowableOfType(BadRequestException.class,
        () -> client.swap(SwapRequest.fromQuote(quote, signed(stranger, quote))));
    assertThat(e.errorCode()).contains("RequestValidationError");
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(client.swap(SwapRequest.fromQuote(quote, signed(wallet, quote))).hasCalldata()).isTrue();
  }

  @Test
  void anOrderSignedByAnotherWalletOrSentTwiceIs400() {
    QuoteResponse quote = dutchV2Quote();
    BadRequestException foreign = catchThrowableOfType(BadRequestException.class,
        () -> client.order(OrderRequest.fromQuote(quote, signed(stranger, quote))));
    assertThat(foreign.detail()).hasValueSatisfying(d -> assertThat(d).contains("signature"));
    RawResponse<OrderResponse> created = client.raw().order(OrderRequest.fromQuote(quote, signed(wallet, quote)));
    assertThat(created.status()).isEqualTo(201);
    BadRequestException again = catchThrowableOfType(BadRequestException.class,
        () -> client.order(OrderRequest.fromQuote(quote, signed(wallet, quote))));
    assertThat(again.detail()).hasValueSatisfying(d -> assertThat(d).contains("already submitted"));
  }

  @Test
  void encode4337AnswersAUserOperationAndRefusesAnUndelegatedSenderWithoutAuthorization() {
    Encode4337Request request = read("payloads/encode-4337-request.json", Encode4337Request.class);
    Encode4337Response response = client.encode4337(request);
    assertThat(response.userOperation().sender()).isEqualToIgnoringCase(request.sender());
    assertThat(response.userOperation().callGasLimitValue()).isPositive();
    assertThat(response.gasSponsored()).as("a call moves native value").isFalse();
    assertThat(response.gasSponsorshipRejectionReason()).isPresent();
    BadRequestException e = catchThrowableOfType(BadRequestException.class,
        () -> client.encode4337(request.toBuilder().eip7702Auth(java.util.Optional.empty()).build()));
    assertThat(e.detail()).hasValueSatisfying(d -> assertThat(d).contains("eip7702Auth"));
  }

  @Test
  void ordersWithAnOrderIdThatIsNotAHashIs400() {
    BadRequestException e = catchThrowableOfType(BadRequestException.class,
        () -> client.getOrders(OrdersQuery.builder().orderId("0xaa").build()));
    assertThat(e.detail()).hasValueSatisfying(d -> assertThat(d).contains("orderId"));
  }

  @Test
  void aBlockedKeyIs401OnEveryOperationThatListsIt() {
    // The service validates the body before the key, so each call carries a body it accepts.
    QuoteResponse classic = classicQuote();
    SwapRequest swap = SwapRequest.fromQuote(classic, signed(wallet, classic));
    QuoteResponse dutch = dutchV2Quote();
    OrderRequest order = OrderRequest.fromQuote(dutch, signed(wallet, dutch));
    Map<String, Consumer<TradingClient>> calls = Map.of(
        "POST /swap", c -> c.swap(swap),
        "POST /order", c -> c.order(order),
        "POST /wallet/encode_7702", CALLS.get("POST /wallet/encode_7702"),
        "POST /wallet/encode_4337", CALLS.get("POST /wallet/encode_4337"));
    // GET /orders is not here: the document lists no 401 for it, it is read without a known key.
    try (TradingClient blocked = keyed(ServerConfig.BLOCKED_KEY)) {
      for (Map.Entry<String, Consumer<TradingClient>> call : calls.entrySet()) {
        UnauthorizedException e = catchThrowableOfType(UnauthorizedException.class, () -> call.getValue().accept(blocked));
        assertThat(e).as(call.getKey()).isNotNull();
        assertThat(e.attempts()).isEqualTo(1);
      }
    }
  }

  @Test
  void ordersIterableWalksTheServersCursorsOnePerOrder() {
    List<String> submitted = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      QuoteResponse quote = dutchV2Quote();
      submitted.add(client.order(OrderRequest.fromQuote(quote, signed(wallet, quote))).orderId());
    }
    OrdersQuery onePerPage = OrdersQuery.builder().swapper(swapper()).limit(1).build();
    OrdersResponse first = client.getOrders(onePerPage);
    assertThat(first.orders()).hasSize(1);
    assertThat(first.nextCursor()).isPresent();

    List<String> walked = new ArrayList<>();
    client.ordersIterable(onePerPage).forEach(order -> walked.add(order.orderId()));

    assertThat(walked).containsExactlyInAnyOrderElementsOf(submitted);
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
    // POST /order changes the service's state: after a 5xx the order may be live, so it is not posted again.
    boolean actsOnce = operation.equals("POST /order") && status >= 500;
    assertThat(e.attempts()).isEqualTo(status == 404 || actsOnce ? 1 : 3);
    if (actsOnce) {
      assertThat(e.getMessage()).contains("outcome is unknown");
    }
  }
}
