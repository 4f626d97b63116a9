package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code POST /swap}: one transaction for a plain wallet, over loopback HTTP. */
class SwapEoaTest {
  /** Universal Router {@code execute(bytes,bytes[],uint256)}. */
  private static final String UR_EXECUTE = "0x3593564c";
  private static final String PROXY_ROUTER = "0x0000000085E102724e78eCd2F45DC9cA239Affad";

  private final Api api = Api.overHttp();

  @AfterEach
  void close() {
    api.close();
  }

  private JsonNode classicQuote(String... headers) {
    return api.quote(quoteRequest(Api.USDC, Api.WETH, "1000000000"), headers);
  }

  /** The swap request built from a quote response: the quote spread, the permit signed by the swapper. */
  private ObjectNode signedSwap(JsonNode quoteResponse) {
    ObjectNode body = Api.swapBody(quoteResponse);
    if (body.has("permitData")) {
      body.put("signature", api.sign(quoteResponse.get("permitData")));
    }
    return body;
  }

  /** The first command byte of a Universal Router program. */
  private static String firstCommand(String data) {
    int commandsOffset = 2 + 8 + 3 * 64; // selector, three head words
    return data.substring(commandsOffset + 64, commandsOffset + 66);
  }

  @Test
  void aClassicSwapWithASignedPermitIsOneRouterCallThatSwapsReportsOnceMined() {
    JsonNode quote = classicQuote();
    JsonNode swap = Api.swapFromTheWallet(ok(api.post("/swap", signedSwap(quote))));
    assertThat(swap.get("to").asText()).isEqualToIgnoringCase(Api.ROUTER_2_0);
    String data = swap.get("data").asText();
    assertThat(data).startsWith(UR_EXECUTE);
    assertThat(firstCommand(data)).isEqualTo("0a"); // PERMIT2_PERMIT, then the swap
    assertThat(data).contains(Api.signatureHexOf(signedSwap(quote)));

    String hash = api.submit(swap);
    JsonNode pending = api.swapStatus(hash);
    assertThat(pending.get("status").asText()).isEqualTo("PENDING");
    assertThat(pending.get("swapType").asText()).isEqualTo("CLASSIC");
    assertThat(api.swapStatus(hash).get("status").asText()).isEqualTo("SUCCESS");
    assertThat(api.handler.chain().permit2Nonce(1, Api.WALLET, Api.USDC, Api.ROUTER_2_0)).isEqualTo(1);
    // The mined permit lets the router spend: the next quote needs none, and the swap takes no signature.
    JsonNode again = classicQuote();
    assertThat(again.get("permitData").isNull()).isTrue();
    ObjectNode unsigned = signedSwap(again);
    assertThat(unsigned.has("signature")).isFalse();
    assertThat(firstCommand(ok(api.post("/swap", unsigned)).get("swap").get("data").asText())).isNotEqualTo("0a");
  }

  @Test
  void aSignatureThatDoesNotMatchThePermitIsRefused() {
    JsonNode quote = classicQuote();
    ObjectNode stranger = signedSwap(quote);
    stranger.put("signature", api.signAsStranger(quote.get("permitData")));
    assertThat(error(api.post("/swap", stranger), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" was not made by the quote's swapper");
    ObjectNode tampered = signedSwap(quote);
    // Changed after signing (not to an amount below the input or a past expiration: those are refused as such first).
    ObjectNode details = (ObjectNode) tampered.get("permitData").get("values").get("details");
    details.put("expiration", Long.toString(details.get("expiration").asLong() + 1));
    assertThat(error(api.post("/swap", tampered), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" was not made by the quote's swapper");
  }

  @Test
  void signatureAndPermitDataGoTogetherAndPermitDataIsNeverNull() {
    JsonNode quote = classicQuote();
    ObjectNode nullPermit = signedSwap(quote);
    nullPermit.putNull("permitData");
    assertThat(error(api.post("/swap", nullPermit), 400, "RequestValidationError"))
        .isEqualTo("\"permitData\" must be of type object");
    ObjectNode signatureOnly = signedSwap(quote);
    signatureOnly.remove("permitData");
    assertThat(error(api.post("/swap", signatureOnly), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" missing required peer \"permitData\"");
    ObjectNode permitOnly = signedSwap(quote);
    permitOnly.remove("signature");
    assertThat(error(api.post("/swap", permitOnly), 400, "RequestValidationError"))
        .isEqualTo("\"permitData\" missing required peer \"signature\"");
    ObjectNode wrapped = Api.object();
    wrapped.set("quote", quote);
    assertThat(error(api.post("/swap", wrapped), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
    ObjectNode unsafe = signedSwap(quote);
    unsafe.put("safetyMode", "UNSAFE");
    assertThat(error(api.post("/swap", unsafe), 400, "RequestValidationError"))
        .isEqualTo("\"safetyMode\" must be one of [SAFE]");
  }

  @Test
  void uniswapXQuotesGoToOrderNotSwap() {
    JsonNode dutch = api.quote(UniswapXQuoteTest.mainnetV2());
    ObjectNode body = Api.object();
    body.set("quote", dutch.get("quote"));
    assertThat(error(api.post("/swap", body), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
  }

  @Test
  void wrapUnwrapAndBridgeQuotesBecomeOneTransaction() {
    JsonNode wrap = ok(api.post("/swap", signedSwap(api.quote(quoteRequest(Api.ETH, Api.WETH, "7"))))).get("swap");
    assertThat(wrap.get("to").asText()).isEqualTo(Api.WETH);
    assertThat(wrap.get("data").asText()).isEqualTo("0xd0e30db0"); // deposit()
    assertThat(wrap.get("value").asText()).isEqualTo("0x7");
    JsonNode unwrap = ok(api.post("/swap", signedSwap(api.quote(quoteRequest(Api.WETH, Api.ETH, "7"))))).get("swap");
    assertThat(unwrap.get("data").asText()).startsWith("0x2e1a7d4d"); // withdraw(uint256)
    assertThat(api.swapStatus(api.submit(unwrap)).get("swapType").asText())
        .isEqualTo("UNWRAP");
    ObjectNode bridgeRequest = quoteRequest(Api.USDC, Api.BASE_USDC, "100000000");
    bridgeRequest.put("tokenOutChainId", 8453);
    JsonNode bridge = ok(api.post("/swap", signedSwap(api.quote(bridgeRequest)))).get("swap");
    assertThat(bridge.get("data").asText()).startsWith(UR_EXECUTE);
    String hash = api.submit(bridge);
    api.swapStatus(hash);
    assertThat(api.swapStatus(hash).get("swapType").asText()).isEqualTo("BRIDGE");
    JsonNode nativeIn = ok(api.post("/swap",
        signedSwap(api.quote(quoteRequest(Api.ETH, Api.USDC, "1000000000000000000"))))).get("swap");
    assertThat(nativeIn.get("value").asText()).isEqualTo("0xde0b6b3a7640000");
  }

  @Test
  void aRouteThroughV4PoolsCannotBeSentToRouter12() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "1000000000000000000");
    request.set("protocols", Api.json("['V4']"));
    assertThat(error(api.post("/quote", request, "x-universal-router-version", "1.2"), 404, "ResourceNotFound"))
        .isEqualTo("No quotes available");
    JsonNode quote = api.quote(request);
    ObjectNode body = Api.swapBody(quote);
    body.remove("permitData");
    ((ObjectNode) body.get("quote")).remove("quoteId"); // a route from elsewhere, not this server's quote
    String pool = quote.get("quote").get("route").get(0).get(0).get("address").asText();
    assertThat(error(api.post("/swap", body, "x-universal-router-version", "1.2"), 400, "RequestValidationError"))
        .isEqualTo("\"quote.route\" crosses V4 pool " + pool + ", which Universal Router 1.2 cannot swap through;"
            + " quote again with this x-universal-router-version, or use 2.0 or later");
  }

  @Test
  void withPermit2DisabledTheSwapGoesThroughTheProxyRouter() {
    JsonNode quote = classicQuote("x-permit2-disabled", "true");
    assertThat(quote.get("permitData").isNull()).isTrue();
    JsonNode swap = ok(api.post("/swap", signedSwap(quote), "x-permit2-disabled", "true")).get("swap");
    assertThat(swap.get("to").asText()).isEqualTo(PROXY_ROUTER);
    ObjectNode withPermit = signedSwap(classicQuote());
    assertThat(error(api.post("/swap", withPermit, "x-permit2-disabled", "true"), 400, "RequestValidationError"))
        .startsWith("\"permitData\" is not allowed when \"x-permit2-disabled\" is true");
    assertThat(error(api.post("/swap", signedSwap(quote), "x-permit2-disabled", "maybe"), 400,
        "RequestValidationError")).isEqualTo("\"x-permit2-disabled\" must be a boolean");
  }

  @Test
  void theRouterVersionHeaderPicksTheRouterAndMustStayTheSame() {
    JsonNode quote = classicQuote("x-universal-router-version", "1.2");
    JsonNode swap = ok(api.post("/swap", signedSwap(quote), "x-universal-router-version", "1.2")).get("swap");
    assertThat(swap.get("to").asText()).isEqualToIgnoringCase(Api.ROUTER_1_2);
    assertThat(error(api.post("/swap", signedSwap(quote)), 400, "RequestValidationError"))
        .startsWith("\"x-universal-router-version\" 2.0 differs from 1.2");
    assertThat(error(api.post("/swap", signedSwap(quote), "x-universal-router-version", "7"), 404,
        "ResourceNotFound")).isEqualTo("No quotes available");
  }

  @Test
  void keysRateLimitsAndFaultsAnswerWithTheServicesEnvelope() {
    ObjectNode body = signedSwap(classicQuote());
    assertThat(error(api.call("POST", "/v1/swap", "nope", body), 401, "Unauthorized"))
        .isEqualTo("Unauthenticated api key or session");
    for (int i = 0; i < 3; i++) {
      api.call("POST", "/v1/swap", ServerConfig.LIMITED_KEY, Api.object());
    }
    error(api.call("POST", "/v1/swap", ServerConfig.LIMITED_KEY, body), 429, "Ratelimited");
    api.handler.faults().next(1).on("POST", "/swap").status(500);
    error(api.post("/swap", body), 500, "InternalServerError");
    api.handler.faults().next(1).on("POST", "/swap").status(504);
    error(api.post("/swap", body), 504, "Timeout");
    ok(api.post("/swap", body));
  }

  @Test
  void aSwapOnAnUnservedChainIs404() {
    ObjectNode body = signedSwap(classicQuote());
    body.remove("permitData");
    body.remove("signature");
    ((ObjectNode) body.get("quote")).put("chainId", 137);
    ((ObjectNode) body.get("quote")).remove("quoteId");
    assertThat(error(api.post("/swap", body), 404, "ResourceNotFound")).isEqualTo("No quotes available");
  }
}
