package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuoteTest {
  private static final BigInteger MAX_UINT160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);
  private final Api api = new Api();

  @Test
  void classicExactInputHasTheRealShape() {
    JsonNode body = ok(api.post("/quote", quoteRequest(Api.USDC, Api.ETH, "1000000000")));
    assertThat(body.get("routing").asText()).isEqualTo("CLASSIC");
    JsonNode quote = body.get("quote");
    assertThat(quote.get("chainId").asLong()).isEqualTo(1);
    assertThat(quote.get("input").get("amount").asText()).isEqualTo("1000000000");
    assertThat(quote.get("input").get("token").asText()).isEqualTo(Api.USDC);
    assertThat(quote.get("output").get("token").asText()).isEqualTo(Api.ETH);
    assertThat(quote.get("output").get("recipient").asText()).isEqualTo(Api.WALLET);
    // ~1000 USDC at ~3000 USD/ETH
    BigInteger out = new BigInteger(quote.get("output").get("amount").asText());
    assertThat(out).isBetween(new BigInteger("320000000000000000"), new BigInteger("340000000000000000"));
    JsonNode hop = quote.get("route").get(0).get(0);
    assertThat(hop.get("amountIn").asText()).isEqualTo("1000000000");
    assertThat(hop.get("amountOut").asText()).isEqualTo(out.toString());
    assertThat(hop.get("tokenIn").get("decimals").isTextual()).isTrue();
    assertThat(quote.get("slippage").isNumber()).isTrue();
    assertThat(quote.get("txFailureReasons").isArray()).isTrue();
    assertThat(quote.get("routeString").asText()).startsWith("[").endsWith("ETH");
    assertThat(quote.get("blockNumber").asText()).matches("[0-9]+");
    assertThat(quote.get("gasFee").asText()).matches("[0-9]+");
    assertThat(quote.has("portionBips")).isFalse();
    JsonNode outputs = quote.get("aggregatedOutputs");
    assertThat(outputs).hasSize(1);
    assertThat(outputs.get(0).get("bps").asInt()).isEqualTo(10_000);
    assertThat(outputs.get(0).get("amount").asText()).isEqualTo(out.toString());
    assertThat(body.get("permitTransaction").isNull()).isTrue();
  }

  @Test
  void permitDataIsAPermit2PermitSingleForTheRouterOfTheVersion() {
    JsonNode permit = ok(api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"))).get("permitData");
    assertThat(permit.get("domain")).isEqualTo(Api.json(
        "{'name':'Permit2','chainId':1,'verifyingContract':'" + Api.PERMIT2 + "'}"));
    assertThat(permit.get("types")).isEqualTo(Api.json("{'PermitSingle':[{'name':'details','type':'PermitDetails'},"
        + "{'name':'spender','type':'address'},{'name':'sigDeadline','type':'uint256'}],"
        + "'PermitDetails':[{'name':'token','type':'address'},{'name':'amount','type':'uint160'},"
        + "{'name':'expiration','type':'uint48'},{'name':'nonce','type':'uint48'}]}"));
    long now = Api.NOW.getEpochSecond();
    assertThat(permit.get("values")).isEqualTo(Api.json("{'details':{'token':'" + Api.USDC + "','amount':'"
        + MAX_UINT160 + "','expiration':'" + (now + 30 * 86_400) + "','nonce':'0'},'spender':'" + Api.ROUTER_2_0
        + "','sigDeadline':'" + (now + 1800) + "'}"));
    JsonNode older = ok(api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"),
        "x-universal-router-version", "1.2")).get("permitData");
    assertThat(older.get("values").get("spender").asText()).isEqualTo(Api.ROUTER_1_2);
  }

  @Test
  void theSameSeedGivesTheSameQuotesAndAnotherSeedOtherPools() {
    ObjectNode request = quoteRequest(Api.USDC, Api.DAI, "5000000000");
    String first = new Api().post("/quote", request).bodyText();
    assertThat(new Api().post("/quote", request).bodyText()).isEqualTo(first);
    JsonNode other = ok(new Api(ServerConfig.builder().seed(99)).post("/quote", request));
    assertThat(other.get("quote").get("output").get("amount").asText())
        .isNotEqualTo(Api.json(first).get("quote").get("output").get("amount").asText());
  }

  @Test
  void exactOutputQuotesTheInputForTheAmount() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "3000000000");
    request.put("type", "EXACT_OUTPUT");
    JsonNode quote = ok(api.post("/quote", request)).get("quote");
    assertThat(quote.get("tradeType").asText()).isEqualTo("EXACT_OUTPUT");
    assertThat(quote.get("output").get("amount").asText()).isEqualTo("3000000000");
    BigInteger in = new BigInteger(quote.get("input").get("amount").asText());
    assertThat(in).isBetween(new BigInteger("990000000000000000"), new BigInteger("1010000000000000000"));
    // Paying the quoted input through the same route yields at least the requested output.
    ObjectNode forward = quoteRequest(Api.WETH, Api.USDC, in.toString());
    BigInteger back = new BigInteger(ok(api.post("/quote", forward)).get("quote").get("output").get("amount").asText());
    assertThat(back).isGreaterThanOrEqualTo(new BigInteger("3000000000"));
  }

  @Test
  void aFeeKeyReportsThePortionWithoutSubtractingIt() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "1000000000000000000");
    JsonNode plain = ok(api.post("/quote", request)).get("quote");
    JsonNode quote = ok(api.call("POST", "/v1/quote", ServerConfig.FEE_KEY, request)).get("quote");
    BigInteger out = new BigInteger(quote.get("output").get("amount").asText());
    assertThat(out.toString()).isEqualTo(plain.get("output").get("amount").asText());
    BigInteger portion = out.multiply(BigInteger.valueOf(25)).divide(BigInteger.valueOf(10_000));
    assertThat(quote.get("portionBips").asInt()).isEqualTo(25);
    assertThat(quote.get("portionAmount").asText()).isEqualTo(portion.toString());
    assertThat(quote.get("portionRecipient").asText()).isEqualTo(ServerConfig.FEE_RECIPIENT);
    JsonNode outputs = quote.get("aggregatedOutputs");
    assertThat(outputs.get(0).get("bps").asInt()).isEqualTo(9975);
    assertThat(outputs.get(1).get("bps").asInt()).isEqualTo(25);
    assertThat(new BigInteger(outputs.get(0).get("amount").asText()).add(portion)).isEqualTo(out);
  }

  @Test
  void integratorFeesReplaceTheKeysFee() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "1000000000000000000");
    request.set("integratorFees", Api.json("[{'bips':100,'recipient':'0x1111111111111111111111111111111111111111'}]"));
    JsonNode quote = ok(api.call("POST", "/v1/quote", ServerConfig.FEE_KEY, request)).get("quote");
    assertThat(quote.get("portionBips").asInt()).isEqualTo(100);
    assertThat(quote.get("portionRecipient").asText()).isEqualTo("0x1111111111111111111111111111111111111111");
  }

  @Test
  void protocolsChooseThePools() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "1000000000000000000");
    request.set("protocols", Api.json("['V2']"));
    JsonNode hop = ok(api.post("/quote", request)).get("quote").get("route").get(0).get(0);
    assertThat(hop.get("type").asText()).isEqualTo("v2-pool");
    assertThat(hop.get("reserve0").get("quotient").asText()).matches("[0-9]+");
    request.set("protocols", Api.json("['V4']"));
    hop = ok(api.post("/quote", request)).get("quote").get("route").get(0).get(0);
    assertThat(hop.get("type").asText()).isEqualTo("v4-pool");
    assertThat(hop.get("tickSpacing").asText()).isEqualTo("10");
    assertThat(hop.get("address").asText()).hasSize(66); // a v4 pool id is 32 bytes
    request.put("hooksOptions", "V4_HOOKS_ONLY");
    assertThat(error(api.post("/quote", request), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    request.remove("hooksOptions");
    request.set("protocols", Api.json("['UNISWAPX_V2']"));
    request.put("amount", "50000000000000000"); // 0.05 WETH: below the UniswapX minimum, and no pool allowed
    assertThat(error(api.post("/quote", request), 404, "ResourceNotFound")).isEqualTo("No quotes available");
  }

  @Test
  void aPairWithoutAPoolRoutesThroughAnotherToken() {
    JsonNode quote = ok(api.post("/quote", quoteRequest(Api.DAI, Api.USDT, "1000000000000000000000"))).get("quote");
    assertThat(quote.get("route").get(0)).hasSize(2);
    assertThat(quote.get("routeString").asText()).contains("DAI --").endsWith("USDT");
  }

  @Test
  void permitAmountExactAndPermitAsTransaction() {
    ObjectNode request = quoteRequest(Api.USDC, Api.WETH, "1000000");
    request.put("permitAmount", "EXACT");
    assertThat(ok(api.post("/quote", request)).get("permitData").get("values").get("details").get("amount").asText())
        .isEqualTo("1000000");
    request.put("generatePermitAsTransaction", true);
    JsonNode body = ok(api.post("/quote", request));
    assertThat(body.get("permitData").isNull()).isTrue();
    assertThat(body.get("permitTransaction").get("to").asText()).isEqualTo(Api.PERMIT2);
    assertThat(body.get("permitTransaction").get("data").asText()).startsWith("0x87517c45"); // Permit2.approve
    assertThat(body.get("permitGasFee").asText()).matches("[0-9]+");
  }

  @Test
  void noPermitForNativeInputOrWhenPermit2IsDisabled() {
    assertThat(ok(api.post("/quote", quoteRequest(Api.ETH, Api.USDC, "1000000000000000000")))
        .get("permitData").isNull()).isTrue();
    JsonNode disabled = ok(api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"), "x-permit2-disabled", "true"));
    assertThat(disabled.get("permitData").isNull()).isTrue();
    assertThat(error(api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000"), "x-permit2-disabled", "yes"),
        400, "RequestValidationError")).isEqualTo("\"x-permit2-disabled\" must be a boolean");
  }

  @Test
  void simulationReportsAMissingApprovalUntilItIsMined() {
    ObjectNode request = quoteRequest(Api.USDC, Api.WETH, "1000000");
    assertThat(ok(api.post("/quote", request)).get("quote").get("txFailureReasons").toString())
        .isEqualTo("[\"TRANSFER_FROM_FAILED\"]");
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDC, Api.PERMIT2, BigInteger.valueOf(1_000_000));
    assertThat(ok(api.post("/quote", request)).get("quote").get("txFailureReasons")).isEmpty();
  }

  @Test
  void wrapAndUnwrapAreOneToOne() {
    JsonNode wrap = ok(api.post("/quote", quoteRequest(Api.ETH, Api.WETH, "5")));
    assertThat(wrap.get("routing").asText()).isEqualTo("WRAP");
    assertThat(wrap.get("quote").get("output").get("amount").asText()).isEqualTo("5");
    assertThat(wrap.get("quote").get("gasPrice").asText()).matches("[0-9]+");
    assertThat(wrap.get("permitData").isNull()).isTrue();
    JsonNode unwrap = ok(api.post("/quote", quoteRequest(Api.WETH, Api.ETH, "5")));
    assertThat(unwrap.get("routing").asText()).isEqualTo("UNWRAP");
  }

  @Test
  void theSameAssetOnAnotherChainIsABridge() {
    ObjectNode request = quoteRequest(Api.USDC, Api.BASE_USDC, "100000000");
    request.put("tokenOutChainId", 8453);
    JsonNode body = ok(api.post("/quote", request));
    assertThat(body.get("routing").asText()).isEqualTo("BRIDGE");
    JsonNode quote = body.get("quote");
    assertThat(quote.get("destinationChainId").asLong()).isEqualTo(8453);
    // 4 bips and a 30-cent relayer fee
    assertThat(quote.get("output").get("amount").asText()).isEqualTo("99660000");
    assertThat(quote.get("fillDeadline").asLong()).isEqualTo(Api.NOW.getEpochSecond() + 6 * 3600);
    assertThat(body.get("permitData").get("domain").get("chainId").asLong()).isEqualTo(1);
  }

  @Test
  void aCrossChainSwapNeedsTheChainedHeader() {
    ObjectNode request = quoteRequest(Api.USDC, Api.BASE_WETH, "1000000000");
    request.put("tokenOutChainId", 8453);
    assertThat(error(api.post("/quote", request), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    JsonNode body = ok(api.post("/quote", request, "x-chained-actions-enabled", "true"));
    assertThat(body.get("routing").asText()).isEqualTo("CHAINED");
    JsonNode quote = body.get("quote");
    assertThat(quote.get("tokenInChainId").asLong()).isEqualTo(1);
    assertThat(quote.get("tokenOutChainId").asLong()).isEqualTo(8453);
    assertThat(quote.get("gasStrategies").get(0).get("limitInflationFactor").decimalValue())
        .isEqualByComparingTo("1.15");
    assertThat(quote.get("steps").size()).isBetween(2, 3);
    assertThat(quote.get("steps").toString()).contains("\"BRIDGE\"");
    assertThat(body.get("permitData").isNull()).isTrue();
  }

  @Test
  void routerVersionsFollowTheDeployments() {
    ObjectNode request = quoteRequest(Api.USDC, Api.WETH, "1000000");
    assertThat(error(api.post("/quote", request, "x-universal-router-version", "9.9"), 404, "ResourceNotFound"))
        .isEqualTo("No quotes available");
    // Router 2.1.1 runs on Ethereum (universal-router-sdk's table), not on zkSync, which has only 1.2 and its own Permit2.
    assertThat(ok(api.post("/quote", request, "x-universal-router-version", "2.1.1")).get("permitData").get("values")
        .get("spender").asText()).isEqualToIgnoringCase("0x4C82D1fBFe28C977cBB58D8C7FF8FCF9F70a2cCA");
    ObjectNode zk = quoteRequest("0x1d17CBcF0D6D143135aE902365D2E5e2A16538D4",
        "0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91", "1000000");
    zk.put("tokenInChainId", 324);
    zk.put("tokenOutChainId", 324);
    assertThat(api.post("/quote", zk).status()).isEqualTo(404);
    assertThat(api.post("/quote", zk, "x-universal-router-version", "2.1.1").status()).isEqualTo(404);
    JsonNode permit = ok(api.post("/quote", zk, "x-universal-router-version", "1.2")).get("permitData");
    assertThat(permit.get("domain").get("verifyingContract").asText())
        .isEqualTo("0x0000000000225e31D15943971F47aD3022F714Fa");
  }

  @Test
  void urgencyRaisesTheFeesAndOverridesCapThem() {
    ObjectNode request = quoteRequest(Api.USDC, Api.WETH, "1000000");
    request.put("urgency", "normal");
    BigInteger normal = new BigInteger(ok(api.post("/quote", request)).get("quote").get("maxPriorityFeePerGas").asText());
    request.put("urgency", "urgent");
    BigInteger urgent = new BigInteger(ok(api.post("/quote", request)).get("quote").get("maxPriorityFeePerGas").asText());
    assertThat(urgent).isGreaterThan(normal);
    request.set("urgency", Api.json("{'level':'fast','overrides':{'maxFeePerGas':'1000'}}"));
    assertThat(ok(api.post("/quote", request)).get("quote").get("maxFeePerGas").asText()).isEqualTo("1000");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "slippage above 100 | {'slippageTolerance':100.5} | \"slippageTolerance\" must be less than or equal to 100",
      "negative slippage | {'slippageTolerance':-1} | \"slippageTolerance\" must be greater than or equal to 0",
      "three decimals | {'slippageTolerance':0.125} | \"slippageTolerance\" must have no more than 2 decimal places",
      "slippage as a string | {'slippageTolerance':'0.5'} | \"slippageTolerance\" must be a number",
      "legacy routing preference | {'routingPreference':'CLASSIC'} | \"routingPreference\" must be one of [BEST_PRICE, FASTEST]",
      "unknown type | {'type':'EXACT'} | \"type\" must be one of [EXACT_INPUT, EXACT_OUTPUT]",
      "zero amount | {'amount':'0'} | \"amount\" must be greater than 0",
      "amount as a number | {'amount':5} | \"amount\" must be a string",
      "bad token address | {'tokenIn':'0x123'} | \"tokenIn\" with value \"0x123\" fails to match the required pattern: /^0x[a-fA-F0-9]{40}$/",
      "chain outside the enum | {'tokenInChainId':2} | \"tokenInChainId\" must be one of [1, 10, 56, 130, 137, 143, 196, 324, 480, 1868, 4217, 8453, 10143, 42161, 42220, 43114, 59144, 81457, 7777777, 1301, 84532, 11155111]",
      "null recipient | {'recipient':null} | \"recipient\" must be a string",
      "two integrator fees | {'integratorFees':[{'bips':1,'recipient':'0x1111111111111111111111111111111111111111'},{'bips':1,'recipient':'0x1111111111111111111111111111111111111111'}]} | \"integratorFees\" must contain less than or equal to 1 items",
      "fee above 500 bips | {'integratorFees':[{'bips':501,'recipient':'0x1111111111111111111111111111111111111111'}]} | \"integratorFees[0].bips\" must be less than or equal to 500",
      "protocols with FASTEST | {'protocols':['V3'],'routingPreference':'FASTEST'} | \"routingPreference\" must be [BEST_PRICE]",
      "unknown protocol | {'protocols':['V5']} | \"protocols[0]\" must be one of [V2, V3, V4, UNISWAPX, UNISWAPX_V2, UNISWAPX_V3, UNISWAPX_LATEST]",
      "bad urgency | {'urgency':'asap'} | \"urgency\" must be one of [normal, fast, urgent]",
  })
  void invalidFieldsAreNamed(String name, String change, String detail) {
    ObjectNode request = quoteRequest(Api.USDC, Api.WETH, "1000000");
    request.setAll(Api.jsonObject(change));
    assertThat(error(api.post("/quote", request), 400, "RequestValidationError")).isEqualTo(detail);
  }

  @Test
  void exactlyOneSlippageSettingIsRequired() {
    ObjectNode both = quoteRequest(Api.USDC, Api.WETH, "1000000");
    both.put("slippageTolerance", new BigDecimal("0.5"));
    assertThat(error(api.post("/quote", both), 400, "RequestValidationError"))
        .isEqualTo("\"value\" contains a conflict between exclusive peers [slippageTolerance, autoSlippage]");
    ObjectNode neither = quoteRequest(Api.USDC, Api.WETH, "1000000");
    neither.remove("autoSlippage");
    assertThat(error(api.post("/quote", neither), 400, "RequestValidationError"))
        .isEqualTo("\"value\" must contain at least one of [slippageTolerance, autoSlippage]");
    neither.put("slippageTolerance", new BigDecimal("2.25"));
    assertThat(ok(api.post("/quote", neither)).get("quote").get("slippage").decimalValue()).isEqualByComparingTo("2.25");
  }

  @Test
  void missingFieldsAreNamedInSpecOrder() {
    assertThat(error(api.post("/quote", Api.object()), 400, "RequestValidationError")).isEqualTo("\"type\" is required");
    ObjectNode noSwapper = quoteRequest(Api.USDC, Api.WETH, "1");
    noSwapper.remove("swapper");
    assertThat(error(api.post("/quote", noSwapper), 400, "RequestValidationError")).isEqualTo("\"swapper\" is required");
  }

  @Test
  void unservedChainsUnknownTokensAndSameTokens() {
    ObjectNode polygon = quoteRequest(Api.USDC, Api.WETH, "1000000");
    polygon.put("tokenInChainId", 137);
    polygon.put("tokenOutChainId", 137);
    assertThat(error(api.post("/quote", polygon), 404, "ResourceNotFound")).isEqualTo("No quotes available");
    assertThat(api.post("/quote", quoteRequest("0x1111111111111111111111111111111111111111", Api.WETH, "1")).status())
        .isEqualTo(404);
    assertThat(error(api.post("/quote", quoteRequest(Api.USDC, Api.USDC.toLowerCase(), "1")), 400,
        "RequestValidationError")).isEqualTo("\"tokenOut\" must differ from \"tokenIn\" on the same chain");
  }

  @Test
  void anAmountBeyondThePoolsHasNoQuote() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "1000000000000000000000000000");
    request.put("type", "EXACT_OUTPUT");
    assertThat(error(api.post("/quote", request), 404, "ResourceNotFound")).isEqualTo("No quotes available");
  }
}
