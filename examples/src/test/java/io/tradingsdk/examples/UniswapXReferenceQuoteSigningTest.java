package io.tradingsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.server.ApiRequest;
import io.tradingsdk.server.ApiResponse;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.TradingApiHandler;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.uniswapx.PriorityOrder;
import io.tradingsdk.signing.uniswapx.UniswapXOrderToSign;
import io.tradingsdk.signing.uniswapx.V2DutchOrder;
import io.tradingsdk.signing.uniswapx.V3DutchOrder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reference server's UniswapX quotes (built by another implementation from the same contract
 * definitions) against the SDK's typed order builders: the order rebuilt from the quote's {@code
 * orderInfo} has the digest of the quote's {@code permitData} and the quote's {@code orderId}, and
 * the server takes the order signed from the builder ({@code POST /order} answers 201).
 */
class UniswapXReferenceQuoteSigningTest {
  /** Hardhat/Anvil test account #0, the reference server's default swapper. */
  private static final String SWAPPER_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

  private final TradingApiHandler server = new TradingApiHandler();
  private final LocalSigner swapper = LocalSigner.of(PrivateKey.fromHex(SWAPPER_KEY));
  private String apiKey;

  @ParameterizedTest
  @CsvSource({
      "DUTCH_V2, 1, 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48, 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2, UNISWAPX_V2, false",
      "DUTCH_V2, 1, 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48, 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2, UNISWAPX_V2, true",
      "DUTCH_V3, 42161, 0xaf88d065e77c8cC2239327C5EDb3A432268e5831, 0x82aF49447D8a07e3bd95BD0d56f35241523fBab1, UNISWAPX_V3, false",
      "DUTCH_V3, 42161, 0xaf88d065e77c8cC2239327C5EDb3A432268e5831, 0x82aF49447D8a07e3bd95BD0d56f35241523fBab1, UNISWAPX_V3, true",
      "PRIORITY, 8453, 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913, 0x4200000000000000000000000000000000000006, UNISWAPX_V2, false",
      "PRIORITY, 8453, 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913, 0x4200000000000000000000000000000000000006, UNISWAPX_V2, true"})
  void theBuilderSignsWhatTheServersPermitDataSigns(String routing, long chainId, String tokenIn, String tokenOut,
      String protocol, boolean withFee) throws IOException {
    // The fee key's quotes carry a second output, to the integrator's fee recipient.
    apiKey = withFee ? ServerConfig.FEE_KEY : ServerConfig.TEST_KEY;
    assertThat(swapper.address().toChecksumHex()).isEqualTo(ServerConfig.DEV_WALLET);
    String body = call("/v1/quote", quoteRequest(chainId, tokenIn, tokenOut, protocol), 200);
    QuoteResponse response = TradingJson.mapper().readValue(body, QuoteResponse.class);
    assertThat(response.routing().value()).isEqualTo(routing);
    assertThat(TradingJson.mapper().readTree(body).at("/quote/orderInfo/outputs")).hasSize(withFee ? 2 : 1);

    UniswapXOrderToSign order = orderOf((OrderQuote) response.quote());
    TypedData fromPermitData = TypedData.from(response.permitData());
    Address permit2 = Address.of(response.permitData().verifyingContract().orElseThrow());
    TypedData built = order.toTypedData(io.tradingsdk.models.ChainId.of(chainId), permit2);

    assertThat(built.encodedType()).isEqualTo(fromPermitData.encodedType());
    assertThat(built.digest()).isEqualTo(fromPermitData.digest());
    assertThat(order.orderHash().toHex()).isEqualTo(((OrderQuote) response.quote()).orderId());
    Signature signature = swapper.sign(built);
    assertThat(signature).isEqualTo(swapper.sign(fromPermitData));

    JsonNode quote = TradingJson.mapper().readTree(body);
    ObjectNode orderRequest = TradingJson.mapper().createObjectNode();
    orderRequest.put("signature", signature.toHex());
    orderRequest.set("quote", quote.get("quote"));
    orderRequest.put("routing", routing);
    call("/v1/order", orderRequest, 201);
  }

  private static UniswapXOrderToSign orderOf(OrderQuote quote) {
    if (quote instanceof DutchQuoteV2) {
      return V2DutchOrder.fromQuote(((DutchQuoteV2) quote).orderInfo());
    }
    if (quote instanceof DutchQuoteV3) {
      return V3DutchOrder.fromQuote(((DutchQuoteV3) quote).orderInfo());
    }
    return PriorityOrder.fromQuote(((PriorityQuote) quote).orderInfo());
  }

  private static ObjectNode quoteRequest(long chainId, String tokenIn, String tokenOut, String protocol) {
    ObjectNode request = TradingJson.mapper().createObjectNode();
    request.put("type", "EXACT_INPUT");
    request.put("amount", "2000000000");
    request.put("tokenInChainId", chainId);
    request.put("tokenOutChainId", chainId);
    request.put("tokenIn", tokenIn);
    request.put("tokenOut", tokenOut);
    request.put("swapper", ServerConfig.DEV_WALLET);
    request.put("slippageTolerance", 1);
    request.putArray("protocols").add(protocol);
    return request;
  }

  private String call(String path, JsonNode body, int expectedStatus) {
    ApiResponse answer = server.handle(ApiRequest.builder("POST", path).header("x-api-key", apiKey)
        .body(body.toString()).build());
    String text = new String(answer.body(), StandardCharsets.UTF_8);
    assertThat(answer.status()).as(path + ": " + text).isEqualTo(expectedStatus);
    return text;
  }
}
