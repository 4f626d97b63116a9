package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.uniswapx.PriorityOrder;
import io.tradingsdk.signing.uniswapx.UniswapXOrderToSign;
import io.tradingsdk.signing.uniswapx.V2DutchOrder;
import io.tradingsdk.signing.uniswapx.V3DutchOrder;
import java.math.BigInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code POST /order} and the order lifecycle over simulated time, over loopback HTTP. */
class OrderTest {
  private final Api api = Api.overHttp();

  @AfterEach
  void close() {
    api.close();
  }

  static ObjectNode orderBody(JsonNode quoteResponse, String signature) {
    ObjectNode body = Api.object();
    body.put("signature", signature);
    body.set("quote", quoteResponse.get("quote").deepCopy());
    body.put("routing", quoteResponse.get("routing").asText());
    return body;
  }

  /** Signs the quote's permit with the swapper's key, as a wallet would, and submits the order. */
  ApiResponse submit(JsonNode quoteResponse, String... headers) {
    return api.post("/order", orderBody(quoteResponse, api.sign(quoteResponse.get("permitData"))), headers);
  }

  static JsonNode created(ApiResponse response) {
    assertThat(response.status()).as(response.bodyText()).isEqualTo(201);
    return response.json();
  }

  JsonNode order(String orderId) {
    JsonNode orders = ok(api.get("/orders?orderId=" + orderId)).get("orders");
    assertThat(orders).hasSize(1);
    return orders.get(0);
  }

  static Stream<Arguments> kinds() {
    return Stream.of(
        Arguments.of("DUTCH_V2", "Dutch_V2", (Supplier<ObjectNode>) UniswapXQuoteTest::mainnetV2, 12),
        Arguments.of("DUTCH_V3", "Dutch_V3", (Supplier<ObjectNode>) UniswapXQuoteTest::arbitrumV3, 2),
        Arguments.of("PRIORITY", "Priority", (Supplier<ObjectNode>) UniswapXQuoteTest::basePriority, 2));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void aSignedOrderIsOpenThenFilledAfterItsAuction(String routing, String type, Supplier<ObjectNode> request,
      int fillSeconds) {
    JsonNode quote = api.quote(request.get());
    assertThat(quote.get("routing").asText()).isEqualTo(routing);
    String orderId = quote.get("quote").get("orderId").asText();
    JsonNode created = created(submit(quote));
    assertThat(created.get("orderId").asText()).isEqualTo(orderId);
    assertThat(created.get("orderStatus").asText()).isEqualTo("open");
    assertThat(created.get("requestId").asText()).isNotEmpty();

    JsonNode open = order(orderId);
    assertThat(open.get("orderStatus").asText()).isEqualTo("open");
    assertThat(open.get("type").asText()).isEqualTo(type);
    assertThat(open.get("encodedOrder").asText()).isEqualTo(quote.get("quote").get("encodedOrder").asText());
    assertThat(open.get("swapper").asText()).isEqualTo(Api.WALLET);
    assertThat(open.get("chainId").asLong()).isEqualTo(quote.get("quote").get("orderInfo").get("chainId").asLong());
    assertThat(open.get("quoteId").asText()).isEqualTo(quote.get("quote").get("quoteId").asText());
    assertThat(open.has("txHash")).isFalse();
    assertThat(open.has("settledAmounts")).isFalse();

    api.advance(fillSeconds - 1);
    assertThat(order(orderId).get("orderStatus").asText()).isEqualTo("open");
    api.advance(1);
    JsonNode filled = order(orderId);
    assertThat(filled.get("orderStatus").asText()).isEqualTo("filled");
    assertThat(filled.get("txHash").asText()).matches("0x[0-9a-f]{64}");
    JsonNode settled = filled.get("settledAmounts").get(0);
    JsonNode output = filled.get("outputs").get(0);
    BigInteger amountOut = new BigInteger(settled.get("amountOut").asText());
    assertThat(amountOut).isBetween(new BigInteger(output.get("endAmount").asText()),
        new BigInteger(output.get("startAmount").asText()));
    assertThat(settled.get("tokenOut").asText()).isEqualTo(output.get("token").asText());
    assertThat(settled.get("amountIn").asText()).isEqualTo(filled.get("input").get("startAmount").asText());
    assertThat(filled.get("filler").asText()).matches("0x[0-9a-fA-F]{40}");
    // Filled is final: more time changes nothing.
    api.advance(3600);
    assertThat(order(orderId)).isEqualTo(filled);
  }

  /**
   * A wallet that builds the order from the quote's fields with the SDK's builders, encodes and signs
   * it itself (no use of the quote's encodedOrder or permitData), gets it accepted: the server
   * re-encodes {@code orderInfo} and compares.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void anOrderBuiltEncodedAndSignedLocallyIsAccepted(String routing, String type, Supplier<ObjectNode> request,
      int fillSeconds) throws Exception {
    JsonNode quote = api.quote(request.get());
    QuoteResponse parsed = TradingJson.mapper().treeToValue(quote, QuoteResponse.class);
    UniswapXOrderToSign order = orderOf(parsed);
    ChainId chainId = ChainId.of(quote.get("quote").get("orderInfo").get("chainId").asLong());
    Address permit2 = Address.of(parsed.permitData().verifyingContract().orElseThrow());
    ObjectNode body = orderBody(quote, api.signer.sign(order.toTypedData(chainId, permit2)).toHex());
    ((ObjectNode) body.get("quote")).put("encodedOrder", order.encodedOrder());

    JsonNode created = created(api.post("/order", body));
    assertThat(created.get("orderId").asText()).isEqualTo(order.orderHash().toHex());
    assertThat(order(order.orderHash().toHex()).get("encodedOrder").asText()).isEqualTo(order.encodedOrder());
  }

  private static UniswapXOrderToSign orderOf(QuoteResponse response) {
    if (response.quote() instanceof DutchQuoteV2) {
      return V2DutchOrder.fromQuote(((DutchQuoteV2) response.quote()).orderInfo());
    }
    if (response.quote() instanceof DutchQuoteV3) {
      return V3DutchOrder.fromQuote(((DutchQuoteV3) response.quote()).orderInfo());
    }
    return PriorityOrder.fromQuote(((PriorityQuote) response.quote()).orderInfo());
  }

  @Test
  void aDutchV2OrderDecaysUntilItIsFilled() {
    JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
    created(submit(quote));
    api.advance(12);
    JsonNode filled = order(quote.get("quote").get("orderId").asText());
    JsonNode output = filled.get("outputs").get(0);
    BigInteger start = new BigInteger(output.get("startAmount").asText());
    BigInteger end = new BigInteger(output.get("endAmount").asText());
    // Filled 12 s into a 60 s decay: a fifth of the way from start to end.
    BigInteger expected = start.subtract(start.subtract(end).multiply(BigInteger.valueOf(12)).divide(BigInteger.valueOf(60)));
    assertThat(filled.get("settledAmounts").get(0).get("amountOut").asText()).isEqualTo(expected.toString());
  }

  @Test
  void anOrderSubmittedTooCloseToItsDeadlineExpires() {
    JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
    api.advance(115); // the deadline is 120 s after the quote, the auction takes 12 s
    created(submit(quote));
    String orderId = quote.get("quote").get("orderId").asText();
    api.advance(5);
    assertThat(order(orderId).get("orderStatus").asText()).isEqualTo("open");
    api.advance(1);
    JsonNode expired = order(orderId);
    assertThat(expired.get("orderStatus").asText()).isEqualTo("expired");
    assertThat(expired.has("txHash")).isFalse();
    assertThat(ok(api.get("/orders?orderStatus=expired&swapper=" + Api.WALLET)).get("orders")).hasSize(1);
  }

  @Test
  void aStaleOrderIsRefused() {
    JsonNode quote = api.quote(UniswapXQuoteTest.basePriority());
    api.advance(61);
    assertThat(error(submit(quote), 400, "RequestValidationError"))
        .startsWith("\"quote.orderInfo.deadline\" ").endsWith("has passed (now " + (Api.NOW.getEpochSecond() + 61)
            + "): request a new quote");
  }

  @Test
  void aTamperedOrderIsRefused() {
    JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
    String signature = api.sign(quote.get("permitData"));
    ObjectNode better = orderBody(quote, signature);
    ObjectNode output = (ObjectNode) better.get("quote").get("orderInfo").get("outputs").get(0);
    output.put("endAmount", output.get("startAmount").asText()); // no decay: a better price than quoted
    assertThat(error(api.post("/order", better), 400, "RequestValidationError"))
        .isEqualTo("\"quote.encodedOrder\" does not encode \"quote.orderInfo\": the order was changed after it was quoted");
    ObjectNode otherId = orderBody(quote, signature);
    ((ObjectNode) otherId.get("quote")).put("orderId", "0x" + "ab".repeat(32));
    assertThat(error(api.post("/order", otherId), 400, "RequestValidationError"))
        .isEqualTo("\"quote.orderId\" is not the hash of \"quote.orderInfo\": the order was changed after it was quoted");
  }

  /**
   * The order hash covers the order, not the chain (that is the permit's domain): an order quoted on Ethereum, sent
   * back as Arbitrum's with its witness permit signed in Arbitrum's Permit2 domain, has the quoted hash and a
   * signature by the swapper; it is still not the order the service quoted.
   */
  @Test
  void anOrderSentBackForAnotherChainIsRefused() {
    JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
    ObjectNode permit = quote.get("permitData").deepCopy();
    ((ObjectNode) permit.get("domain")).put("chainId", 42161);
    ObjectNode body = orderBody(quote, api.sign(permit));
    ((ObjectNode) body.get("quote").get("orderInfo")).put("chainId", 42161);
    assertThat(error(api.post("/order", body), 400, "RequestValidationError"))
        .isEqualTo("\"quote.orderInfo.chainId\" must be 1, the chain the order was quoted on");
  }

  @Test
  void anOrderThisServerNeverQuotedIsRefused() {
    JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
    api.handler.reset(); // forgets the quote, as a server forgets old ones
    assertThat(error(submit(quote), 400, "RequestValidationError"))
        .startsWith("\"quote.orderId\" " + quote.get("quote").get("orderId").asText())
        .endsWith("is not an order this service quoted: request a new quote");
  }

  @Test
  void onlyTheSwappersSignatureIsAccepted() {
    JsonNode quote = api.quote(UniswapXQuoteTest.arbitrumV3());
    ObjectNode body = orderBody(quote, api.signAsStranger(quote.get("permitData")));
    assertThat(error(api.post("/order", body), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" was not made by the order's swapper");
    body.put("signature", "0x1234");
    assertThat(error(api.post("/order", body), 400, "RequestValidationError"))
        .startsWith("\"signature\" with value \"0x1234\" fails to match the required pattern");
    body.remove("signature");
    assertThat(error(api.post("/order", body), 400, "RequestValidationError")).isEqualTo("\"signature\" is required");
  }

  @Test
  void anOrderIsSubmittedOnce() {
    JsonNode quote = api.quote(UniswapXQuoteTest.basePriority());
    created(submit(quote));
    assertThat(error(submit(quote), 400, "RequestValidationError")).endsWith("was already submitted: its nonce is used");
  }

  @Test
  void onlyIntentQuotesAreOrders() {
    JsonNode classic = api.quote(Api.quoteRequest(Api.USDC, Api.WETH, "1000000000"));
    ObjectNode body = Api.object();
    body.put("signature", "0x" + "11".repeat(65));
    body.set("quote", classic.get("quote"));
    assertThat(error(api.post("/order", body), 400, "RequestValidationError")).isEqualTo("\"quote.encodedOrder\" is required");
    JsonNode dutch = api.quote(UniswapXQuoteTest.mainnetV2());
    ObjectNode wrongRouting = orderBody(dutch, api.sign(dutch.get("permitData")));
    wrongRouting.put("routing", "CLASSIC");
    assertThat(error(api.post("/order", wrongRouting), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
    ObjectNode wrapped = orderBody(dutch, api.sign(dutch.get("permitData")));
    wrapped.set("quote", dutch);
    assertThat(error(api.post("/order", wrapped), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
    ObjectNode badAmount = orderBody(dutch, api.sign(dutch.get("permitData")));
    ((ObjectNode) badAmount.get("quote").get("orderInfo").get("input")).put("startAmount", "-1");
    assertThat(error(api.post("/order", badAmount), 400, "RequestValidationError"))
        .startsWith("\"quote.orderInfo.input.startAmount\" with value \"-1\" fails to match the required pattern");
  }

  @Test
  void nativeInputOrdersNeedErc20EthEnabledOnTheOrderToo() {
    ObjectNode request = UniswapXQuoteTest.orderRequest(1, Api.ETH, Api.USDC, "1000000000000000000", "['UNISWAPX_V2']");
    JsonNode quote = api.quote(request, "x-erc20eth-enabled", "true");
    assertThat(error(submit(quote), 400, "RequestValidationError"))
        .isEqualTo("\"x-erc20eth-enabled\" must be true for an order with native input");
    created(submit(quote, "x-erc20eth-enabled", "true"));
  }

  @Test
  void keysRateLimitsAndFaultsAnswerWithTheServicesEnvelope() {
    JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
    ObjectNode body = orderBody(quote, api.sign(quote.get("permitData")));
    assertThat(error(api.call("POST", "/v1/order", "nope", body), 401, "Unauthorized"))
        .isEqualTo("Unauthenticated api key or session");
    assertThat(error(api.call("POST", "/v1/order", ServerConfig.BLOCKED_KEY, body), 401, "Unauthorized"))
        .isEqualTo("Account is blocked");
    for (int i = 0; i < 3; i++) {
      api.call("POST", "/v1/order", ServerConfig.LIMITED_KEY, Api.object());
    }
    error(api.call("POST", "/v1/order", ServerConfig.LIMITED_KEY, body), 429, "Ratelimited");
    api.handler.faults().next(1).on("POST", "/order").status(500);
    error(api.post("/order", body), 500, "InternalServerError");
    api.handler.faults().next(1).on("POST", "/order").status(503);
    error(api.post("/order", body), 503, "ServiceUnavailable");
    api.handler.faults().next(1).on("POST", "/order").status(504);
    error(api.post("/order", body), 504, "Timeout");
    created(api.post("/order", body));
  }

  @Test
  void aBlockedSwapperIsRefused() {
    try (Api blocking = Api.overHttp(ServerConfig.builder().blockWallet(Api.WALLET))) {
      // The quote itself is refused for a blocked wallet, so sign one made by an open server.
      JsonNode quote = api.quote(UniswapXQuoteTest.mainnetV2());
      assertThat(error(blocking.post("/order", orderBody(quote, api.sign(quote.get("permitData")))), 401,
          "Unauthorized")).isEqualTo("Wallet address is blocked");
    }
  }

  @Test
  void aCurveAmountLongerThanAnyInt256IsRefusedBeforeItIsParsed() {
    JsonNode quote = api.quote(UniswapXQuoteTest.arbitrumV3());
    ObjectNode body = orderBody(quote, api.sign(quote.get("permitData")));
    com.fasterxml.jackson.databind.node.ArrayNode amounts = (com.fasterxml.jackson.databind.node.ArrayNode) body
        .get("quote").get("orderInfo").get("input").get("curve").get("relativeAmounts");
    amounts.removeAll().add("7".repeat(900_000));
    assertThat(error(api.post("/order", body), 400, "RequestValidationError"))
        .contains("relativeAmounts[0]\" must be a string of an int256 (at most 78 digits)");
  }

  private JsonNode limitQuote(String limitPrice, long deadline) {
    return ok(api.post("/limit_order_quote", Api.jsonObject("{'swapper':'" + Api.WALLET + "','amount':"
        + "'1000000000000000000','type':'EXACT_INPUT','tokenIn':'" + Api.WETH + "','tokenOut':'" + Api.USDC + "',"
        + "'tokenInChainId':1,'tokenOutChainId':1,'limitPrice':'" + limitPrice + "','orderDeadline':" + deadline
        + "}")));
  }

  @Test
  void aLimitOrderTheMarketPaysIsTakenAndFilledAtItsLimitWhenObserved() {
    long now = Api.NOW.getEpochSecond();
    JsonNode quote = limitQuote("100", now + 3600); // 1 WETH for at least 100 USDC: far under the market
    assertThat(quote.get("routing").asText()).isEqualTo("LIMIT_ORDER");
    String orderId = quote.get("quote").get("orderId").asText();
    JsonNode created = created(submit(quote)); // the routing says LIMIT_ORDER
    assertThat(created.get("orderId").asText()).isEqualTo(orderId);
    assertThat(created.get("orderStatus").asText()).isEqualTo("open");

    JsonNode filled = order(orderId);
    assertThat(filled.get("type").asText()).isEqualTo("Limit");
    assertThat(filled.get("orderStatus").asText()).isEqualTo("filled");
    JsonNode settled = filled.get("settledAmounts").get(0);
    assertThat(settled.get("amountOut").asText()).isEqualTo(filled.get("outputs").get(0).get("startAmount").asText())
        .isEqualTo("100000000");
    assertThat(settled.get("amountIn").asText()).isEqualTo("1000000000000000000");
  }

  @Test
  void aLimitOrderAboveTheMarketStaysOpenThenExpiresAtItsDeadline() {
    long now = Api.NOW.getEpochSecond();
    JsonNode quote = limitQuote("1000000", now + 600); // a million USDC per WETH: the market never pays it
    ObjectNode body = orderBody(quote, api.sign(quote.get("permitData")));
    body.remove("routing"); // told apart by its fields: an exclusive Dutch order
    String orderId = created(api.post("/order", body)).get("orderId").asText();

    assertThat(order(orderId).get("orderStatus").asText()).isEqualTo("open");
    api.advance(600);
    assertThat(order(orderId).get("orderStatus").asText()).isEqualTo("open");
    api.advance(1);
    JsonNode expired = order(orderId);
    assertThat(expired.get("orderStatus").asText()).isEqualTo("expired");
    assertThat(expired.has("settledAmounts")).isFalse();
  }

  @Test
  void aLimitOrderChangedAfterItsQuoteIsRefused() {
    JsonNode quote = limitQuote("100", Api.NOW.getEpochSecond() + 3600);
    ObjectNode body = orderBody(quote, api.sign(quote.get("permitData")));
    ((ObjectNode) body.get("quote").get("orderInfo").get("outputs").get(0)).put("startAmount", "200000000");
    ((ObjectNode) body.get("quote").get("orderInfo").get("outputs").get(0)).put("endAmount", "200000000");
    ApiResponse refused = api.post("/order", body);
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.bodyText()).contains("encodedOrder");
  }
}
