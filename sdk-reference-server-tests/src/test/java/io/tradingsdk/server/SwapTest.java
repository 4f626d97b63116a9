package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static io.tradingsdk.server.Api.swapBody;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class SwapTest {
  /** ERC-7821 {@code execute(bytes32,bytes)}. */
  private static final String BATCH = "0xe9ae5c53";
  /** Universal Router {@code execute(bytes,bytes[],uint256)}. */
  private static final String UR_EXECUTE = "3593564c";
  private static final String APPROVE = "095ea7b3";
  private static final String PERMIT2_APPROVE = "87517c45";

  private final Api api = new Api();

  private JsonNode quote(String tokenIn, String tokenOut, String amount, String... headers) {
    return api.quote(quoteRequest(tokenIn, tokenOut, amount), headers);
  }

  @Test
  void swap7702IsOneTransactionFromTheWalletToItselfBatchingWhatItLacks() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    JsonNode swap = Api.swapFromTheWallet(ok(api.post("/swap_7702", swapBody(quote))));
    assertThat(swap.get("to").asText()).isEqualTo(Api.WALLET);
    String data = swap.get("data").asText();
    assertThat(data).startsWith(BATCH);
    // approve(Permit2), Permit2.approve(router), router.execute
    assertThat(data).contains(APPROVE).contains(PERMIT2_APPROVE).contains(UR_EXECUTE);
    assertThat(data).contains(Api.ROUTER_2_0.substring(2));
  }

  @Test
  void aMinedApprovalLeavesItOutOfTheBatch() {
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDC, Api.PERMIT2, BigInteger.ONE.shiftLeft(200));
    String data = ok(api.post("/swap_7702", swapBody(quote(Api.USDC, Api.WETH, "1000000000"))))
        .get("swap").get("data").asText();
    assertThat(data).doesNotContain("0000" + APPROVE).contains(PERMIT2_APPROVE);
  }

  @Test
  void submittingTheSwapDelegatesTheWalletGrantsPermit2AndReportsTheSwap() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    JsonNode swap = ok(api.post("/swap_7702", swapBody(quote))).get("swap");
    String hash = api.submit(swap);
    assertThat(hash).matches("0x[0-9a-f]{64}");
    JsonNode first = api.swapStatus(hash);
    assertThat(first.get("status").asText()).isEqualTo("PENDING");
    assertThat(first.get("swapType").asText()).isEqualTo("CLASSIC");
    assertThat(api.swapStatus(hash).get("status").asText()).isEqualTo("SUCCESS");
    assertThat(api.handler.chain().delegation(1, Api.WALLET)).hasValueSatisfying(
        d -> assertThat(d).isEqualToIgnoringCase("0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00"));
    // The batch approved Permit2 and the router: the next quote needs neither.
    JsonNode again = quote(Api.USDC, Api.WETH, "1000000000");
    assertThat(again.get("permitData").isNull()).isTrue();
    assertThat(again.get("quote").get("txFailureReasons")).isEmpty();
  }

  @Test
  void aSignedPermitGoesIntoTheRouterProgramAndConsumesItsNonce() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    ObjectNode body = swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    JsonNode swap = ok(api.post("/swap_7702", body)).get("swap");
    assertThat(swap.get("data").asText()).doesNotContain(PERMIT2_APPROVE);
    api.submit(swap);
    assertThat(api.handler.chain().permit2Nonce(1, Api.WALLET, Api.USDC, Api.ROUTER_2_0)).isEqualTo(1);
    // Replaying the same signed permit is refused.
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .isEqualTo("\"permitData.values.details.nonce\" 0 was already used; the next is 1 (request a new quote)");
  }

  /**
   * A permit the swapper signed for less than the quote's input: Permit2's allowance would fall short of what the
   * router pulls and the swap revert, so it is refused (the simulated chain settled the swap before).
   */
  @Test
  void aSignedPermitForLessThanTheInputIsRefused() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    ObjectNode body = swapBody(quote);
    ObjectNode permit = quote.get("permitData").deepCopy();
    ((ObjectNode) permit.get("values").get("details")).put("amount", "999999999");
    body.set("permitData", permit);
    body.put("signature", api.sign(permit));
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .isEqualTo("\"permitData.values.details.amount\" must be at least 1000000000, the quote's input");
  }

  /**
   * A permit signed with a past {@code sigDeadline} (Permit2's permit reverts: SignatureExpired) or a past
   * allowance {@code expiration} (the router's transfer reverts: AllowanceExpired) cannot run; the simulated chain
   * settled both before.
   */
  @Test
  void aSignedPermitPastItsDeadlineOrExpirationIsRefused() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    ObjectNode body = swapBody(quote);
    ObjectNode lateSignature = quote.get("permitData").deepCopy();
    ((ObjectNode) lateSignature.get("values")).put("sigDeadline", "1");
    body.set("permitData", lateSignature);
    body.put("signature", api.sign(lateSignature));
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .startsWith("\"permitData.values.sigDeadline\" 1 has passed (now ");
    ObjectNode expired = quote.get("permitData").deepCopy();
    ((ObjectNode) expired.get("values").get("details")).put("expiration", "1");
    body.set("permitData", expired);
    body.put("signature", api.sign(expired));
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .startsWith("\"permitData.values.details.expiration\" 1 has passed (now ");
  }

  @Test
  void aSignatureByAnotherKeyIsRefused() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    ObjectNode body = swapBody(quote);
    body.put("signature", api.signAsStranger(quote.get("permitData")));
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" was not made by the quote's swapper");
    body.remove("permitData");
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" missing required peer \"permitData\"");
  }

  @Test
  void theRouterVersionMustStayTheSameForTheJourney() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000", "x-universal-router-version", "1.2");
    ok(api.post("/swap_7702", swapBody(quote), "x-universal-router-version", "1.2"));
    String detail = error(api.post("/swap_7702", swapBody(quote)), 400, "RequestValidationError");
    assertThat(detail).startsWith("\"x-universal-router-version\" 2.0 differs from 1.2, the version quote ");
    assertThat(error(api.post("/swap_7702", swapBody(quote), "x-universal-router-version", "7"), 404,
        "ResourceNotFound")).isEqualTo("No quotes available");
  }

  @Test
  void aPermitForAnotherRouterIsRefusedEvenForAForeignQuote() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000", "x-universal-router-version", "1.2");
    ObjectNode body = swapBody(quote);
    ((ObjectNode) body.get("quote")).remove("quoteId");
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .startsWith("\"permitData.values.spender\" must be the Universal Router of the requested version on chain 1");
  }

  @Test
  void permitDataNullAndWrappedQuotesAreRefusedLikeTheService() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    ObjectNode body = swapBody(quote);
    body.putNull("permitData");
    assertThat(error(api.post("/swap_7702", body), 400, "RequestValidationError"))
        .isEqualTo("\"permitData\" must be of type object");
    ObjectNode wrapped = Api.object();
    wrapped.set("quote", quote);
    assertThat(error(api.post("/swap_7702", wrapped), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
    ObjectNode missingInput = swapBody(quote);
    ((ObjectNode) missingInput.get("quote")).remove("input");
    assertThat(error(api.post("/swap_5792", missingInput), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
    assertThat(error(api.post("/swap_7702", Api.object()), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" is required");
    ObjectNode badUrgency = swapBody(quote);
    badUrgency.put("urgency", "URGENT");
    assertThat(error(api.post("/swap_7702", badUrgency), 400, "RequestValidationError"))
        .isEqualTo("\"urgency\" must be one of [normal, fast, urgent]");
    ObjectNode badDelegation = swapBody(quote);
    badDelegation.put("smartContractDelegationAddress", "0x12");
    assertThat(api.post("/swap_7702", badDelegation).status()).isEqualTo(400);
  }

  @Test
  void swap5792ListsTheCalls() {
    JsonNode quote = quote(Api.USDC, Api.WETH, "1000000000");
    JsonNode body = ok(api.post("/swap_5792", swapBody(quote)));
    assertThat(body.get("from").asText()).isEqualTo(Api.WALLET);
    assertThat(body.get("chainId").asLong()).isEqualTo(1);
    JsonNode calls = body.get("calls");
    assertThat(calls).hasSize(3);
    assertThat(calls.get(0).get("to").asText()).isEqualTo(Api.USDC);
    assertThat(calls.get(0).get("data").asText()).startsWith("0x" + APPROVE);
    assertThat(calls.get(1).get("to").asText()).isEqualTo(Api.PERMIT2);
    assertThat(calls.get(1).get("data").asText()).startsWith("0x" + PERMIT2_APPROVE);
    assertThat(calls.get(2).get("to").asText()).isEqualTo(Api.ROUTER_2_0);
    assertThat(calls.get(2).get("data").asText()).startsWith("0x" + UR_EXECUTE);
    // Mining the calls in order approves Permit2, grants the router, and records the swap.
    for (JsonNode call : calls) {
      ObjectNode tx = call.deepCopy();
      tx.put("from", Api.WALLET);
      tx.put("chainId", 1);
      api.submit(tx);
    }
    assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isPositive();
    assertThat(quote(Api.USDC, Api.WETH, "1000000000").get("permitData").isNull()).isTrue();
  }

  @Test
  void aFeeTheKeyDoesNotCarryIs401On5792Only() {
    JsonNode feeQuote = ok(api.call("POST", "/v1/quote", ServerConfig.FEE_KEY, quoteRequest(Api.USDC, Api.WETH, "1000000000")));
    assertThat(error(api.post("/swap_5792", swapBody(feeQuote)), 401, "Unauthorized"))
        .isEqualTo("Fee is not enabled for this api key");
    ok(api.call("POST", "/v1/swap_5792", ServerConfig.FEE_KEY, swapBody(feeQuote)));
    String data = ok(api.post("/swap_7702", swapBody(feeQuote))).get("swap").get("data").asText();
    assertThat(data).contains(ServerConfig.FEE_RECIPIENT.substring(2).toLowerCase());
  }

  @Test
  void nativeInputCarriesTheValueAndWrapsFirst() {
    JsonNode quote = quote(Api.ETH, Api.USDC, "1000000000000000000");
    JsonNode swap = ok(api.post("/swap_7702", swapBody(quote))).get("swap");
    assertThat(swap.get("value").asText()).isEqualTo("0xde0b6b3a7640000");
    assertThat(swap.get("data").asText()).doesNotContain(APPROVE);
  }

  @Test
  void wrapUnwrapAndBridgeQuotesBecomeCalls() {
    JsonNode wrap = ok(api.post("/swap_5792", swapBody(quote(Api.ETH, Api.WETH, "7")))).get("calls");
    assertThat(wrap).hasSize(1);
    assertThat(wrap.get(0).get("to").asText()).isEqualTo(Api.WETH);
    assertThat(wrap.get(0).get("data").asText()).isEqualTo("0xd0e30db0"); // deposit()
    assertThat(wrap.get(0).get("value").asText()).isEqualTo("0x7");
    JsonNode unwrap = ok(api.post("/swap_5792", swapBody(quote(Api.WETH, Api.ETH, "7")))).get("calls");
    assertThat(unwrap.get(0).get("data").asText()).startsWith("0x2e1a7d4d"); // withdraw(uint256)
    ObjectNode bridgeRequest = quoteRequest(Api.USDC, Api.BASE_USDC, "100000000");
    bridgeRequest.put("tokenOutChainId", 8453);
    JsonNode bridge = ok(api.post("/quote", bridgeRequest));
    JsonNode swap = ok(api.post("/swap_7702", swapBody(bridge))).get("swap");
    assertThat(swap.get("data").asText()).contains(UR_EXECUTE);
    String hash = api.submit(swap);
    api.swapStatus(hash);
    assertThat(api.swapStatus(hash).get("swapType").asText()).isEqualTo("BRIDGE");
  }

  @Test
  void dutchQuotesGetApprovalOnlyCallsOn5792AndAreRefusedOn7702() {
    ObjectNode dutch = Api.object();
    dutch.set("quote", Api.json("{'encodedOrder':'0x00','orderId':'0x01','orderInfo':{'chainId':1,'swapper':'"
        + Api.WALLET + "','input':{'token':'" + Api.USDC + "','startAmount':'5','endAmount':'5'}}}"));
    JsonNode calls = ok(api.post("/swap_5792", dutch)).get("calls");
    assertThat(calls).hasSize(1);
    assertThat(calls.get(0).get("data").asText()).startsWith("0x" + APPROVE);
    assertThat(error(api.post("/swap_7702", dutch), 400, "RequestValidationError"))
        .isEqualTo("\"quote\" does not match any of the allowed types");
  }

  @Test
  void theQuotesOwnRouteIsExecuted() {
    ObjectNode request = quoteRequest(Api.WETH, Api.USDC, "1000000000000000000");
    request.set("protocols", Api.json("['V2']"));
    JsonNode v2 = ok(api.post("/quote", request));
    String data = ok(api.post("/swap_5792", swapBody(v2))).get("calls").get(2).get("data").asText();
    // The V2 exact-input command (0x08) is the program's first command byte.
    int commandsOffset = 2 + 8 + 3 * 64; // selector, three head words
    assertThat(data.substring(commandsOffset + 64, commandsOffset + 66)).isEqualTo("08");
  }
}
