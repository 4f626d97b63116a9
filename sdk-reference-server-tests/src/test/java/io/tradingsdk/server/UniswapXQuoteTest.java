package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** UniswapX quotes from {@code POST /quote}, over loopback HTTP. */
class UniswapXQuoteTest {
  static final String ARB_USDC = "0xaf88d065e77c8cC2239327C5EDb3A432268e5831";
  static final String ARB_WETH = "0x82aF49447D8a07e3bd95BD0d56f35241523fBab1";
  static final String OP_USDC = "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85";
  static final String OP_WETH = "0x4200000000000000000000000000000000000006";
  static final String V2_REACTOR = "0x00000011F84B9aa48e5f8aA8B9897600006289Be";
  static final String V3_REACTOR = "0xB274d5F4b833b61B340b654d600A864fB604a87c";
  static final String PRIORITY_REACTOR = "0x000000001Ec5656dcdB24D90DFa42742738De729";
  private static final String PERMIT_PREFIX =
      "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,";
  private static final String ORDER_INFO = "OrderInfo(address reactor,address swapper,uint256 nonce,"
      + "uint256 deadline,address additionalValidationContract,bytes additionalValidationData)";

  private final Api api = Api.overHttp();

  @AfterEach
  void close() {
    api.close();
  }

  /** A request for an order on a chain: 2,000 USDC for WETH unless changed. */
  static ObjectNode orderRequest(long chainId, String tokenIn, String tokenOut, String amount, String protocols) {
    ObjectNode request = quoteRequest(tokenIn, tokenOut, amount);
    request.put("tokenInChainId", chainId);
    request.put("tokenOutChainId", chainId);
    request.set("protocols", Api.json(protocols));
    request.put("slippageTolerance", 1);
    request.remove("autoSlippage");
    return request;
  }

  static ObjectNode mainnetV2() {
    return orderRequest(1, Api.USDC, Api.WETH, "2000000000", "['UNISWAPX_V2']");
  }

  static ObjectNode arbitrumV3() {
    return orderRequest(42161, ARB_USDC, ARB_WETH, "2000000000", "['UNISWAPX_V3']");
  }

  static ObjectNode basePriority() {
    return orderRequest(8453, Api.BASE_USDC, Api.BASE_WETH, "2000000000", "['UNISWAPX_V2']");
  }

  /** The model writes back what it read (an explicit null permitTransaction is read as absent). */
  private static void assertRoundTrips(QuoteResponse parsed, JsonNode body) throws Exception {
    ObjectNode expected = body.deepCopy();
    expected.remove("permitTransaction");
    assertThat(TradingJson.mapper().readTree(TradingJson.write(parsed))).isEqualTo(expected);
  }

  private static QuoteResponse parse(JsonNode body) throws Exception {
    return TradingJson.mapper().treeToValue(body, QuoteResponse.class);
  }

  @Test
  void dutchV2OnMainnetDecaysFromAGaslessPriceToTheSlippageBound() throws Exception {
    JsonNode body = ok(api.post("/quote", mainnetV2()));
    assertThat(body.get("routing").asText()).isEqualTo("DUTCH_V2");
    JsonNode quote = body.get("quote");
    JsonNode info = quote.get("orderInfo");
    assertThat(info.get("reactor").asText()).isEqualTo(V2_REACTOR);
    assertThat(info.get("swapper").asText()).isEqualTo(Api.WALLET);
    assertThat(info.get("deadline").asLong()).isEqualTo(Api.NOW.getEpochSecond() + 120);
    assertThat(info.get("input").get("startAmount").asText()).isEqualTo("2000000000");
    assertThat(info.get("input").get("endAmount").asText()).isEqualTo("2000000000");
    BigInteger start = new BigInteger(info.get("outputs").get(0).get("startAmount").asText());
    BigInteger end = new BigInteger(info.get("outputs").get(0).get("endAmount").asText());
    assertThat(start).isGreaterThan(end);
    // 1% slippage: the end is the classic output less 1%, the start the classic output plus its gas.
    BigInteger classic = new BigInteger(ok(api.post("/quote", classicOf(mainnetV2()))).get("quote").get("output")
        .get("amount").asText());
    assertThat(start).isGreaterThan(classic);
    assertThat(end).isEqualTo(classic.multiply(BigInteger.valueOf(99)).divide(BigInteger.valueOf(100)));
    assertThat(quote.get("encodedOrder").asText()).startsWith("0x" + "0".repeat(62) + "20")
        .contains(info.get("swapper").asText().substring(2).toLowerCase());
    assertThat(quote.get("aggregatedOutputs").get(0).get("minAmount").asText()).isEqualTo(end.toString());

    QuoteResponse parsed = parse(body);
    assertThat(parsed.routing()).isEqualTo(Routing.DUTCH_V2);
    assertThat(parsed.quote()).isInstanceOf(DutchQuoteV2.class);
    DutchQuoteV2 typed = (DutchQuoteV2) parsed.quote();
    assertThat(typed.orderInfo().outputs().get(0).startAmount()).isEqualTo(start);
    assertThat(typed.orderInfo().cosigner()).isPresent();
    assertRoundTrips(parsed, body);

    TypedData permit = TypedData.from(body.get("permitData"));
    assertThat(permit.encodedType()).isEqualTo(PERMIT_PREFIX + "V2DutchOrder witness)"
        + "DutchOutput(address token,uint256 startAmount,uint256 endAmount,address recipient)" + ORDER_INFO
        + "TokenPermissions(address token,uint256 amount)"
        + "V2DutchOrder(OrderInfo info,address cosigner,address baseInputToken,uint256 baseInputStartAmount,"
        + "uint256 baseInputEndAmount,DutchOutput[] baseOutputs)");
    assertThat(permit.message().get("spender").asText()).isEqualTo(V2_REACTOR);
    assertThat(permit.message().get("nonce").asText()).isEqualTo(info.get("nonce").asText());
    assertThat(permit.domain().chainId()).hasValue(BigInteger.ONE);
  }

  private static ObjectNode classicOf(ObjectNode request) {
    ObjectNode classic = request.deepCopy();
    classic.set("protocols", Api.json("['V2','V3','V4']"));
    return classic;
  }

  @Test
  void dutchV3OnArbitrumCarriesItsCurve() throws Exception {
    JsonNode body = ok(api.post("/quote", arbitrumV3()));
    assertThat(body.get("routing").asText()).isEqualTo("DUTCH_V3");
    JsonNode info = body.get("quote").get("orderInfo");
    assertThat(info.get("reactor").asText()).isEqualTo(V3_REACTOR);
    assertThat(info.get("startingBaseFee").asText()).matches("[0-9]+");
    JsonNode output = info.get("outputs").get(0);
    BigInteger start = new BigInteger(output.get("startAmount").asText());
    BigInteger min = new BigInteger(output.get("minAmount").asText());
    assertThat(output.get("curve").get("relativeBlocks")).hasSize(1);
    assertThat(new BigInteger(output.get("curve").get("relativeAmounts").get(0).asText()))
        .isEqualTo(start.subtract(min));
    assertThat(info.get("input").get("maxAmount").asText()).isEqualTo("2000000000");
    assertThat(body.get("quote").get("expectedAmountOut").asText()).matches("[0-9]+");
    QuoteResponse parsed = parse(body);
    assertThat(parsed.quote()).isInstanceOf(DutchQuoteV3.class);
    assertThat(((DutchQuoteV3) parsed.quote()).orderInfo().outputs().get(0).minAmount()).hasValue(min);
    assertRoundTrips(parsed, body);
    assertThat(TypedData.from(body.get("permitData")).encodedType())
        .startsWith(PERMIT_PREFIX + "V3DutchOrder witness)NonlinearDutchDecay(");
  }

  @Test
  void priorityOnBaseStartsAtALaterBlock() throws Exception {
    JsonNode body = ok(api.post("/quote", basePriority()));
    assertThat(body.get("routing").asText()).isEqualTo("PRIORITY");
    JsonNode info = body.get("quote").get("orderInfo");
    assertThat(info.get("reactor").asText()).isEqualTo(PRIORITY_REACTOR);
    assertThat(info.get("auctionStartBlock").asText()).matches("[0-9]+");
    assertThat(info.get("baselinePriorityFeeWei").asText()).isEqualTo("0");
    assertThat(info.get("input").get("amount").asText()).isEqualTo("2000000000");
    assertThat(info.get("outputs").get(0).get("mpsPerPriorityFeeWei").asText()).isEqualTo("1");
    QuoteResponse parsed = parse(body);
    assertThat(parsed.quote()).isInstanceOf(PriorityQuote.class);
    assertRoundTrips(parsed, body);
    assertThat(TypedData.from(body.get("permitData")).encodedType()).isEqualTo(PERMIT_PREFIX
        + "PriorityOrder witness)" + ORDER_INFO
        + "PriorityInput(address token,uint256 amount,uint256 mpsPerPriorityFeeWei)"
        + "PriorityOrder(OrderInfo info,address cosigner,uint256 auctionStartBlock,uint256 baselinePriorityFeeWei,"
        + "PriorityInput input,PriorityOutput[] outputs)"
        + "PriorityOutput(address token,uint256 amount,uint256 mpsPerPriorityFeeWei,address recipient)"
        + "TokenPermissions(address token,uint256 amount)");
  }

  @Test
  void exactOutputOrdersFixTheOutputAndLetTheInputGrow() {
    ObjectNode request = mainnetV2();
    request.put("type", "EXACT_OUTPUT");
    request.put("amount", "1000000000000000000");
    JsonNode info = ok(api.post("/quote", request)).get("quote").get("orderInfo");
    assertThat(info.get("outputs").get(0).get("startAmount").asText()).isEqualTo("1000000000000000000");
    assertThat(info.get("outputs").get(0).get("endAmount").asText()).isEqualTo("1000000000000000000");
    assertThat(new BigInteger(info.get("input").get("startAmount").asText()))
        .isLessThan(new BigInteger(info.get("input").get("endAmount").asText()));
  }

  @Test
  void theKeysFeeIsASecondOutput() {
    JsonNode quote = ok(api.call("POST", "/v1/quote", ServerConfig.FEE_KEY, mainnetV2())).get("quote");
    JsonNode outputs = quote.get("orderInfo").get("outputs");
    assertThat(outputs).hasSize(2);
    assertThat(outputs.get(1).get("recipient").asText()).isEqualTo(ServerConfig.FEE_RECIPIENT);
    assertThat(quote.get("portionBips").asInt()).isEqualTo(25);
    assertThat(quote.get("aggregatedOutputs")).hasSize(2);
  }

  @Test
  void theNewestOrderTypeForLatestAndBestPrice() {
    ObjectNode latest = orderRequest(42161, ARB_USDC, ARB_WETH, "2000000000", "['UNISWAPX_LATEST']");
    assertThat(ok(api.post("/quote", latest)).get("routing").asText()).isEqualTo("DUTCH_V3");
    ObjectNode v2OnArbitrum = orderRequest(42161, ARB_USDC, ARB_WETH, "2000000000", "['UNISWAPX_V2']");
    assertThat(ok(api.post("/quote", v2OnArbitrum)).get("routing").asText()).isEqualTo("DUTCH_V2");
    ObjectNode bestPrice = mainnetV2();
    bestPrice.remove("protocols");
    bestPrice.put("routingPreference", "BEST_PRICE");
    assertThat(ok(api.post("/quote", bestPrice)).get("routing").asText()).isEqualTo("DUTCH_V2");
    bestPrice.remove("routingPreference");
    assertThat(ok(api.post("/quote", bestPrice)).get("routing").asText()).isEqualTo("CLASSIC");
    bestPrice.put("routingPreference", "FASTEST");
    assertThat(ok(api.post("/quote", bestPrice)).get("routing").asText()).isEqualTo("CLASSIC");
  }

  @Test
  void belowTheMinimumTheQuoteFallsBackToThePoolsOrIsNotAvailable() {
    ObjectNode small = orderRequest(1, Api.USDC, Api.WETH, "200000000", "['UNISWAPX_V2']"); // 200 USD < 300
    assertThat(error(api.post("/quote", small), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    small.set("protocols", Api.json("['UNISWAPX_V2','V3']"));
    assertThat(ok(api.post("/quote", small)).get("routing").asText()).isEqualTo("CLASSIC");
    ObjectNode l2 = orderRequest(8453, Api.BASE_USDC, Api.BASE_WETH, "500000000", "['UNISWAPX_V2']"); // < 1,000
    assertThat(error(api.post("/quote", l2), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    ObjectNode atMinimum = orderRequest(1, Api.USDC, Api.WETH, "300000000", "['UNISWAPX_V2']");
    assertThat(ok(api.post("/quote", atMinimum)).get("routing").asText()).isEqualTo("DUTCH_V2");
  }

  @Test
  void nativeInputOnlyWithErc20EthEnabled() {
    ObjectNode nativeInput = orderRequest(1, Api.ETH, Api.USDC, "1000000000000000000", "['UNISWAPX_V2']");
    assertThat(error(api.post("/quote", nativeInput), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    JsonNode body = ok(api.post("/quote", nativeInput, "x-erc20eth-enabled", "true"));
    assertThat(body.get("routing").asText()).isEqualTo("DUTCH_V2");
    assertThat(body.get("quote").get("orderInfo").get("input").get("token").asText()).isEqualTo(Api.ETH);
    assertThat(error(api.post("/quote", nativeInput, "x-erc20eth-enabled", "yes"), 400, "RequestValidationError"))
        .isEqualTo("\"x-erc20eth-enabled\" must be a boolean");
  }

  @Test
  void noOrdersWherePermit2IsDisabledOrTheChainHasNoReactor() {
    assertThat(error(api.post("/quote", mainnetV2(), "x-permit2-disabled", "true"), 404, "ResourceNotFound"))
        .isEqualTo("No quotes available");
    // Linea has no UniswapX reactor in the SDK's table.
    ObjectNode linea = orderRequest(59144, "0x176211869cA2b568f2A7D4EE941E073a821EE1ff",
        "0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f", "2000000000", "['UNISWAPX_V2','UNISWAPX_V3']");
    assertThat(error(api.post("/quote", linea), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    linea.set("protocols", Api.json("['UNISWAPX_V2','V4']"));
    assertThat(ok(api.post("/quote", linea)).get("routing").asText()).isEqualTo("CLASSIC");
    // OP Mainnet has only a V3 reactor: a V2 order is not offered there, a V3 one is.
    ObjectNode optimism = orderRequest(10, OP_USDC, OP_WETH, "2000000000", "['UNISWAPX_V2']");
    assertThat(error(api.post("/quote", optimism), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    optimism.set("protocols", Api.json("['UNISWAPX_V3']"));
    assertThat(ok(api.post("/quote", optimism)).get("routing").asText()).isEqualTo("DUTCH_V3");
    ObjectNode v3OnMainnet = orderRequest(1, Api.USDC, Api.WETH, "2000000000", "['UNISWAPX_V3']");
    assertThat(error(api.post("/quote", v3OnMainnet), 404, "ResourceNotFound")).isEqualTo("No quotes available");
  }

  @Test
  void eachQuoteIsANewOrder() {
    JsonNode first = ok(api.post("/quote", mainnetV2())).get("quote");
    JsonNode second = ok(api.post("/quote", mainnetV2())).get("quote");
    assertThat(first.get("orderId").asText()).isNotEqualTo(second.get("orderId").asText());
    assertThat(first.get("orderInfo").get("nonce").asText()).isNotEqualTo(second.get("orderInfo").get("nonce").asText());
  }
}
