package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** check_approval, send, swappable_tokens, limit_order_quote, lp/increase, swaps, check_delegation. */
class EndpointsTest {
  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  private final Api api = new Api();

  @Nested
  class CheckApproval {
    private ObjectNode request(String token, String amount) {
      ObjectNode body = Api.object();
      body.put("walletAddress", Api.WALLET);
      body.put("token", token);
      body.put("amount", amount);
      body.put("chainId", 1);
      return body;
    }

    @Test
    void aMissingApprovalComesBackAsATransactionUntilItIsMined() {
      JsonNode body = ok(api.post("/check_approval", request(Api.USDC, "1000000")));
      JsonNode approval = body.get("approval");
      assertThat(approval.get("to").asText()).isEqualTo(Api.USDC);
      assertThat(approval.get("from").asText()).isEqualTo(Api.WALLET);
      assertThat(approval.get("data").asText()).isEqualTo("0x095ea7b3" + "000000000000000000000000"
          + Api.PERMIT2.substring(2).toLowerCase() + "f".repeat(64));
      assertThat(approval.get("value").asText()).isEqualTo("0x0");
      assertThat(approval.get("chainId").asLong()).isEqualTo(1);
      assertThat(body.get("cancel").isNull()).isTrue();
      assertThat(body.has("gasFee")).isFalse();
      api.submit(approval);
      JsonNode after = ok(api.post("/check_approval", request(Api.USDC, "1000000")));
      assertThat(after.get("approval").isNull()).isTrue();
      assertThat(after.get("cancel").isNull()).isTrue();
      assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isEqualTo(MAX_UINT256);
    }

    @Test
    void usdtWithALowAllowanceNeedsAResetFirst() {
      api.handler.chain().setAllowance(1, Api.WALLET, Api.USDT, Api.PERMIT2, BigInteger.TEN);
      ObjectNode request = request(Api.USDT, "1000000");
      request.put("includeGasInfo", true);
      JsonNode body = ok(api.post("/check_approval", request));
      assertThat(body.get("cancel").get("data").asText()).endsWith("0".repeat(64));
      assertThat(body.get("approval").get("data").asText()).endsWith("f".repeat(64));
      assertThat(body.get("gasFee").asText()).matches("[0-9]+");
      assertThat(body.get("cancelGasFee").asText()).matches("[0-9]+");
      // Approving over a non-zero USDT allowance reverts: the allowance stays.
      String hash = api.submit(body.get("approval"));
      assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDT, Api.PERMIT2)).isEqualTo(BigInteger.TEN);
      assertThat(hash).matches("0x[0-9a-f]{64}");
      api.submit(body.get("cancel"));
      api.submit(body.get("approval"));
      assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDT, Api.PERMIT2)).isEqualTo(MAX_UINT256);
    }

    @Test
    void permit2DisabledApprovesTheProxyRouter() {
      JsonNode approval = ok(api.post("/check_approval", request(Api.USDC, "1"), "x-permit2-disabled", "true"))
          .get("approval");
      assertThat(approval.get("data").asText()).contains("0000000085e102724e78ecd2f45dc9ca239affad");
    }

    @Test
    void nativeNeedsNoApprovalAndUnknownTokensAre404() {
      JsonNode body = ok(api.post("/check_approval", request(Api.ETH, "1")));
      assertThat(body.get("approval").isNull()).isTrue();
      assertThat(error(api.post("/check_approval", request("0x1111111111111111111111111111111111111111", "1")),
          404, "ResourceNotFound")).isEqualTo("Token allowance not found");
    }

    @Test
    void validation() {
      assertThat(error(api.post("/check_approval", request(Api.USDC, "0")), 400, "RequestValidationError"))
          .isEqualTo("\"amount\" must be greater than 0");
      ObjectNode noWallet = request(Api.USDC, "1");
      noWallet.remove("walletAddress");
      assertThat(error(api.post("/check_approval", noWallet), 400, "RequestValidationError"))
          .isEqualTo("\"walletAddress\" is required");
      ObjectNode badChain = request(Api.USDC, "1");
      badChain.put("chainId", "1");
      assertThat(error(api.post("/check_approval", badChain), 400, "RequestValidationError"))
          .startsWith("\"chainId\" must be one of [1, 10,");
    }
  }

  @Nested
  class Send {
    @Test
    void erc20AndNativeTransfers() {
      ObjectNode request = Api.jsonObject("{'sender':'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266',"
          + "'recipient':'0x1111111111111111111111111111111111111111','token':'" + Api.USDC + "','amount':'25'}");
      JsonNode body = ok(api.post("/send", request));
      JsonNode send = body.get("send");
      assertThat(send.get("to").asText()).isEqualTo(Api.USDC);
      assertThat(send.get("from").asText()).isEqualTo(Api.WALLET);
      assertThat(send.get("data").asText()).isEqualTo("0xa9059cbb" + "0".repeat(24) + "1".repeat(40)
          + "0".repeat(62) + "19");
      assertThat(send.get("chainId").asLong()).isEqualTo(1); // the default chain
      assertThat(send.get("gasPrice").asText()).matches("[0-9]+");
      assertThat(body.get("gasFeeUSD").asText()).matches("[0-9.]+");
      request.put("token", Api.ETH);
      JsonNode nativeSend = ok(api.post("/send", request)).get("send");
      assertThat(nativeSend.get("to").asText()).isEqualTo("0x1111111111111111111111111111111111111111");
      assertThat(nativeSend.get("value").asText()).isEqualTo("0x19");
      assertThat(nativeSend.get("data").asText()).isEqualTo("0x");
    }

    @Test
    void validationAndUnservedChains() {
      ObjectNode request = Api.jsonObject("{'sender':'0xzz','recipient':'0x1111111111111111111111111111111111111111',"
          + "'token':'" + Api.USDC + "','amount':'25'}");
      assertThat(error(api.post("/send", request), 400, "RequestValidationError"))
          .isEqualTo("\"sender\" with value \"0xzz\" fails to match the required pattern: /^(0x)?[0-9a-fA-F]{40}$/");
      request.put("sender", Api.WALLET);
      request.put("chainId", 2);
      assertThat(api.post("/send", request).status()).isEqualTo(400);
      // Every chain of the API is served: Polygon's gas is priced in POL.
      request.put("chainId", 137);
      JsonNode polygon = ok(api.post("/send", request));
      assertThat(polygon.get("send").get("chainId").asLong()).isEqualTo(137);
    }
  }

  @Nested
  class SwappableTokens {
    @Test
    void theSameAssetOnTheOtherChains() {
      JsonNode tokens = ok(api.get("/swappable_tokens?tokenIn=" + Api.USDC + "&tokenInChainId=1")).get("tokens");
      // USDC on every mainnet Across bridges to: OP, Polygon, World Chain, zkSync, Base, Arbitrum, Linea, Zora.
      assertThat(tokens).hasSize(8);
      for (JsonNode token : tokens) {
        assertThat(token.get("symbol").asText()).isIn("USDC", "USDC.e", "USDzC");
        assertThat(token.get("chainId").asLong()).isNotEqualTo(1);
        assertThat(token.get("decimals").isInt()).isTrue();
        assertThat(token.get("project").get("safetyLevel").asText()).isEqualTo("VERIFIED");
      }
      assertThat(ok(api.get("/swappable_tokens?tokenIn=0x1111111111111111111111111111111111111111")).get("tokens"))
          .isEmpty();
    }

    @Test
    void validation() {
      assertThat(error(api.get("/swappable_tokens"), 400, "RequestValidationError")).isEqualTo("\"tokenIn\" is required");
      assertThat(error(api.get("/swappable_tokens?tokenIn=" + Api.USDC + "&tokenInChainId=x"), 400,
          "RequestValidationError")).isEqualTo("\"tokenInChainId\" must be a number");
      assertThat(api.get("/swappable_tokens?tokenIn=" + Api.USDC + "&tokenInChainId=2").status()).isEqualTo(400);
    }
  }

  @Nested
  class LimitOrderQuote {
    private ObjectNode request() {
      return Api.jsonObject("{'swapper':'" + Api.WALLET + "','amount':'1000000000000000000','type':'EXACT_INPUT',"
          + "'tokenIn':'" + Api.WETH + "','tokenOut':'" + Api.USDC + "','tokenInChainId':1,'tokenOutChainId':1,"
          + "'limitPrice':'3500.5'}");
    }

    @Test
    void anOrderAtTheLimitPriceWithItsWitnessPermit() {
      JsonNode body = ok(api.post("/limit_order_quote", request()));
      assertThat(body.get("routing").asText()).isEqualTo("LIMIT_ORDER");
      JsonNode info = body.get("quote").get("orderInfo");
      assertThat(info.get("reactor").asText()).isEqualTo("0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4");
      assertThat(info.get("outputs").get(0).get("startAmount").asText()).isEqualTo("3500500000");
      assertThat(info.get("input").get("startAmount").asText()).isEqualTo("1000000000000000000");
      assertThat(info.get("deadline").asLong()).isEqualTo(Api.NOW.getEpochSecond() + 7 * 86_400);
      assertThat(body.get("quote").get("encodedOrder").asText()).startsWith("0x");
      assertThat(body.get("quote").get("orderId").asText()).matches("0x[0-9a-f]{64}");
      // The witness permit is valid EIP-712 the SDK signs, and names the reactor as spender.
      JsonNode permit = body.get("permitData");
      assertThat(TypedData.from(permit).primaryType()).isEqualTo("PermitWitnessTransferFrom");
      assertThat(permit.get("values").get("spender").asText()).isEqualTo(info.get("reactor").asText());
      assertThat(api.sign(permit)).matches("0x[0-9a-f]{130}");
    }

    @Test
    void exactOutputAtALimitPriceAndMarketOrders() {
      ObjectNode request = request();
      request.put("type", "EXACT_OUTPUT");
      request.put("amount", "7001000000");
      request.put("tokenIn", Api.WETH);
      JsonNode info = ok(api.post("/limit_order_quote", request)).get("quote").get("orderInfo");
      assertThat(info.get("input").get("startAmount").asText()).isEqualTo("2000000000000000000");
      request.remove("limitPrice");
      request.put("type", "EXACT_INPUT");
      request.put("amount", "1000000000000000000");
      JsonNode market = ok(api.post("/limit_order_quote", request)).get("quote").get("orderInfo");
      assertThat(new BigInteger(market.get("outputs").get(0).get("startAmount").asText()))
          .isBetween(BigInteger.valueOf(2_900_000_000L), BigInteger.valueOf(3_100_000_000L));
    }

    @Test
    void errors() {
      ObjectNode crossChain = request();
      crossChain.put("tokenOutChainId", 8453);
      assertThat(error(api.post("/limit_order_quote", crossChain), 404, "ResourceNotFound")).isEqualTo("No quotes available");
      ObjectNode past = request();
      past.put("orderDeadline", Api.NOW.getEpochSecond() - 1);
      assertThat(error(api.post("/limit_order_quote", past), 400, "RequestValidationError"))
          .isEqualTo("\"orderDeadline\" must be in the future");
      ObjectNode badPrice = request();
      badPrice.put("limitPrice", "-1");
      assertThat(api.post("/limit_order_quote", badPrice).status()).isEqualTo(400);
      ObjectNode optimism = request();
      optimism.put("tokenInChainId", 10);
      optimism.put("tokenOutChainId", 10);
      assertThat(api.post("/limit_order_quote", optimism).status()).isEqualTo(404);
    }
  }

  @Nested
  class LpIncrease {
    private ObjectNode request(String nftTokenId) {
      ObjectNode body = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3',"
          + "'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "',"
          + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000000000'}}");
      body.put("nftTokenId", nftTokenId);
      return body;
    }

    @Test
    void theDependentAmountFollowsThePositionsRatio() {
      ObjectNode request = request("1002"); // the seeded Ethereum V3 WETH/USDT position
      JsonNode body = ok(api.post("/lp/increase", request));
      assertThat(body.get("token0").get("tokenAddress").asText()).isEqualTo(Api.WETH);
      assertThat(body.get("token1").get("tokenAddress").asText()).isEqualTo(Api.USDT);
      assertThat(body.get("token1").get("amount").asText()).isEqualTo("1000000000");
      BigInteger weth = new BigInteger(body.get("token0").get("amount").asText());
      assertThat(weth).isBetween(new BigInteger("320000000000000000"), new BigInteger("345000000000000000"));
      assertThat(body.get("increase").get("data").asText()).startsWith("0x219f5d17"); // increaseLiquidity
      assertThat(body.get("increase").get("to").asText()).isEqualTo("0xC36442b4a4522E871399CD717aBDD847Ab11FE88");
      assertThat(body.has("gasFee")).isFalse();
    }

    @Test
    void v2IsAddressedByPairAndV4ByIdOnBase() {
      ObjectNode v2 = request("0");
      v2.remove("nftTokenId");
      v2.put("protocol", "V2");
      v2.put("token1Address", Api.USDC);
      ((ObjectNode) v2.get("independentToken")).put("tokenAddress", Api.USDC);
      v2.put("simulateTransaction", true);
      JsonNode body = ok(api.post("/lp/increase", v2));
      assertThat(body.get("increase").get("data").asText()).startsWith("0xe8e33700"); // addLiquidity
      assertThat(body.get("gasFee").asText()).matches("[0-9]+");
    }

    @Test
    void unknownOrForeignPositionsAre404() {
      assertThat(error(api.post("/lp/increase", request("999999")), 404, "ResourceNotFound")).isEqualTo("Position not found");
      ObjectNode foreign = request("1002");
      foreign.put("walletAddress", "0x1111111111111111111111111111111111111111");
      assertThat(api.post("/lp/increase", foreign).status()).isEqualTo(404);
      ObjectNode wrongPair = request("1002");
      wrongPair.put("token1Address", Api.DAI);
      ((ObjectNode) wrongPair.get("independentToken")).put("tokenAddress", Api.DAI);
      assertThat(api.post("/lp/increase", wrongPair).status()).isEqualTo(404);
    }

    @Test
    void validation() {
      ObjectNode noId = request("1");
      noId.remove("nftTokenId");
      assertThat(error(api.post("/lp/increase", noId), 400, "RequestValidationError")).isEqualTo("\"nftTokenId\" is required");
      ObjectNode stranger = request("1002");
      ((ObjectNode) stranger.get("independentToken")).put("tokenAddress", Api.DAI);
      assertThat(error(api.post("/lp/increase", stranger), 400, "RequestValidationError"))
          .isEqualTo("\"independentToken.tokenAddress\" must be token0Address or token1Address");
      ObjectNode lowercaseUrgency = request("1002");
      lowercaseUrgency.put("urgency", "urgent");
      assertThat(error(api.post("/lp/increase", lowercaseUrgency), 400, "RequestValidationError"))
          .isEqualTo("\"urgency\" must be one of [NORMAL, FAST, URGENT]");
      ObjectNode badProtocol = request("1002");
      badProtocol.put("protocol", "UNISWAPX");
      assertThat(api.post("/lp/increase", badProtocol).status()).isEqualTo(400);
    }

    @Test
    void positionsOpenedInTestsAreServed() {
      String id = api.handler.chain().openPosition(8453, "V4", Api.WALLET, Api.BASE_WETH, Api.BASE_USDC,
          new BigInteger("1000000000000000000"), BigInteger.valueOf(3_000_000_000L));
      ObjectNode request = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':8453,'protocol':'V4',"
          + "'token0Address':'" + Api.BASE_WETH + "','token1Address':'" + Api.BASE_USDC + "',"
          + "'independentToken':{'tokenAddress':'" + Api.BASE_USDC + "','amount':'3000000'},'urgency':'FAST'}");
      request.put("nftTokenId", id);
      JsonNode body = ok(api.post("/lp/increase", request));
      assertThat(body.get("token0").get("amount").asText()).isEqualTo("1000000000000000");
      assertThat(body.get("token1").get("amount").asText()).isEqualTo("3000000");
      assertThat(body.get("increase").get("data").asText()).startsWith("0xdd46508f"); // modifyLiquidities
    }
  }

  @Nested
  class Swaps {
    @Test
    void unknownHashesAreNotFoundNotErrors() {
      String a = "0x" + "a".repeat(64);
      String b = "0x" + "b".repeat(64);
      JsonNode swaps = ok(api.get("/swaps?txHashes=" + a + "," + b + "&chainId=1")).get("swaps");
      assertThat(swaps).hasSize(2);
      assertThat(swaps.get(0).get("status").asText()).isEqualTo("NOT_FOUND");
      assertThat(swaps.get(0).get("txHash").asText()).isEqualTo(a);
      assertThat(swaps.get(0).get("hashType").asText()).isEqualTo("TX");
      assertThat(swaps.get(1).get("txHash").asText()).isEqualTo(b);
      JsonNode userOp = ok(api.get("/swaps?userOpHashes=" + a)).get("swaps").get(0);
      assertThat(userOp.get("hashType").asText()).isEqualTo("USER_OP");
      assertThat(userOp.get("userOpHash").asText()).isEqualTo(a);
    }

    @Test
    void aRevertedSwapFails() {
      JsonNode quote = ok(api.post("/quote", Api.quoteRequest(Api.ETH, Api.USDC, "1000000000000000")));
      ObjectNode body = Api.object();
      body.set("quote", quote.get("quote"));
      String hash = api.submit(ok(api.post("/swap_7702", body)).get("swap"));
      api.handler.chain().markReverted(hash);
      api.swapStatus(hash);
      assertThat(api.swapStatus(hash).get("status").asText()).isEqualTo("FAILED");
      assertThat(ok(api.get("/swaps?txHashes=" + hash + "&chainId=8453")).get("swaps").get(0).get("status").asText())
          .isEqualTo("NOT_FOUND");
    }

    @Test
    void validationAndTheKeyRule() {
      assertThat(error(api.get("/swaps"), 400, "RequestValidationError"))
          .isEqualTo("\"value\" must contain at least one of [txHashes, userOpHashes]");
      assertThat(error(api.get("/swaps?txHashes=0x12"), 400, "RequestValidationError"))
          .isEqualTo("\"txHashes[0]\" with value \"0x12\" fails to match the required pattern: /^0x[a-fA-F0-9]{64}$/");
      String hash = "0x" + "c".repeat(64);
      // The spec lists no 401 for /swaps: any key is served, but one must be sent.
      ok(api.call("GET", "/v1/swaps?txHashes=" + hash, "whatever", null));
      assertThat(error(api.call("GET", "/v1/swaps?txHashes=" + hash, null, null), 400, "RequestValidationError"))
          .isEqualTo("\"x-api-key\" is required");
    }
  }

  @Nested
  class CheckDelegation {
    @Test
    void delegationPerWalletAndChain() {
      api.handler.chain().setDelegation(8453, Api.WALLET, "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00");
      JsonNode details = ok(api.post("/wallet/check_delegation", Api.json(
          "{'walletAddresses':['" + Api.WALLET + "'],'chainIds':[1,8453]}"))).get("delegationDetails");
      JsonNode wallet = details.get(Api.WALLET);
      assertThat(wallet.get("1").get("isWalletDelegatedToUniswap").asBoolean()).isFalse();
      assertThat(wallet.get("1").get("currentDelegationAddress").isNull()).isTrue();
      assertThat(wallet.get("1").get("latestDelegationAddress").asText()).isEqualTo("0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00");
      assertThat(wallet.get("8453").get("isWalletDelegatedToUniswap").asBoolean()).isTrue();
      api.handler.chain().setDelegation(8453, Api.WALLET, "0x1111111111111111111111111111111111111111");
      assertThat(ok(api.post("/wallet/check_delegation", Api.json("{'walletAddresses':['" + Api.WALLET
          + "'],'chainIds':[8453]}"))).get("delegationDetails").get(Api.WALLET).get("8453")
          .get("isWalletDelegatedToUniswap").asBoolean()).isFalse();
    }

    @Test
    void validation() {
      assertThat(error(api.post("/wallet/check_delegation", Api.object()), 400, "RequestValidationError"))
          .isEqualTo("\"chainIds\" is required");
      assertThat(error(api.post("/wallet/check_delegation", Api.json("{'chainIds':[]}")), 400, "RequestValidationError"))
          .isEqualTo("\"chainIds\" must contain at least 1 items");
      assertThat(ok(api.post("/wallet/check_delegation", Api.json("{'chainIds':[1]}"))).get("delegationDetails")).isEmpty();
      assertThat(api.post("/wallet/check_delegation", Api.json("{'walletAddresses':['x'],'chainIds':[1]}")).status())
          .isEqualTo(400);
    }
  }
}
