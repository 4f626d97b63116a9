package io.tradingsdk.server;

import static io.tradingsdk.server.Api.conforms;
import static io.tradingsdk.server.Api.ok;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.ErrorBody;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.quote.ClassicQuote;
import org.junit.jupiter.api.Test;

/**
 * Every answer of the reference server parses into the SDK's own model and writes back unchanged:
 * the server and the models agree on the wire format.
 */
class ModelConformanceTest {
  private final Api api = new Api();

  @Test
  void quotesOfEveryRouting() throws Exception {
    QuoteResponse classic = conforms(ok(api.call("POST", "/v1/quote", ServerConfig.FEE_KEY,
        quoteRequest(Api.USDC, Api.ETH, "1000000000"))), QuoteResponse.class);
    assertThat(classic.quote()).isInstanceOf(ClassicQuote.class);
    conforms(ok(api.post("/quote", quoteRequest(Api.ETH, Api.WETH, "5"))), QuoteResponse.class);
    conforms(ok(api.post("/quote", quoteRequest(Api.WETH, Api.ETH, "5"))), QuoteResponse.class);
    ObjectNode bridge = quoteRequest(Api.USDC, Api.BASE_USDC, "100000000");
    bridge.put("tokenOutChainId", 8453);
    conforms(ok(api.post("/quote", bridge)), QuoteResponse.class);
    conforms(api.chainedQuote("100000000"), QuoteResponse.class);
    ObjectNode permitTx = quoteRequest(Api.USDC, Api.WETH, "1000000");
    permitTx.put("generatePermitAsTransaction", true);
    conforms(ok(api.post("/quote", permitTx)), QuoteResponse.class);
  }

  @Test
  void swapsAndTransactions() throws Exception {
    JsonNode quote = ok(api.post("/quote", quoteRequest(Api.USDC, Api.WETH, "1000000000")));
    ObjectNode body = Api.object();
    body.set("quote", quote.get("quote"));
    body.set("permitData", quote.get("permitData"));
    conforms(ok(api.post("/swap_7702", body)), Swap7702Response.class);
    conforms(ok(api.post("/swap_5792", body)), Swap5792Response.class);
    conforms(ok(api.post("/send", Api.json("{'sender':'" + Api.WALLET + "','recipient':'" + Api.WALLET
        + "','token':'" + Api.USDC + "','amount':'1'}"))), SendResponse.class);
    ObjectNode approval = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','token':'" + Api.USDT
        + "','amount':'5','chainId':1,'includeGasInfo':true}");
    conforms(ok(api.post("/check_approval", approval)), CheckApprovalResponse.class);
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDT, Api.PERMIT2, java.math.BigInteger.ONE);
    conforms(ok(api.post("/check_approval", approval)), CheckApprovalResponse.class);
  }

  @Test
  void everyOtherAnswer() throws Exception {
    conforms(ok(api.post("/limit_order_quote", Api.json("{'swapper':'" + Api.WALLET + "','amount':'1000000',"
        + "'type':'EXACT_INPUT','tokenIn':'" + Api.USDC + "','tokenOut':'" + Api.WETH
        + "','tokenInChainId':1,'tokenOutChainId':1}"))), LimitOrderQuoteResponse.class);
    conforms(ok(api.get("/swappable_tokens?tokenIn=" + Api.USDC)), SwappableTokensResponse.class);
    conforms(ok(api.post("/lp/increase", Api.json("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3',"
        + "'nftTokenId':'1002','token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "',"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000'},'simulateTransaction':true}"))),
        IncreasePositionResponse.class);
    conforms(ok(api.get("/swaps?txHashes=0x" + "ab".repeat(32))), SwapsResponse.class);
    conforms(ok(api.post("/wallet/check_delegation", Api.json("{'walletAddresses':['" + Api.WALLET
        + "'],'chainIds':[1,8453]}"))), CheckDelegationResponse.class);
    conforms(api.post("/quote", Api.object()).json(), ErrorBody.class);
  }

  @Test
  void plansInEveryState() throws Exception {
    PlanResponse plan = conforms(ok(api.post("/plan", Api.planRequest(api.chainedQuote("100000000")))),
        PlanResponse.class);
    assertThat(plan.status()).isEqualTo(PlanStatus.ACTIVE);
    String id = plan.planId();
    conforms(ok(api.get("/plan/" + id)), PlanResponse.class);
    JsonNode patched = ok(api.call("PATCH", "/v1/plan/" + id, ServerConfig.TEST_KEY,
        Api.json("{'steps':[{'stepIndex':0,'proof':{'txHash':'0x" + "12".repeat(32) + "'}}]}")));
    assertThat(conforms(patched, PlanResponse.class).status()).isEqualTo(PlanStatus.IN_PROGRESS);
  }
}
