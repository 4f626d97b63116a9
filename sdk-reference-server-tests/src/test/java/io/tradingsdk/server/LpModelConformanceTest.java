package io.tradingsdk.server;

import static io.tradingsdk.server.Api.conforms;
import static io.tradingsdk.server.Api.ok;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.PoolInfoResponse;
import org.junit.jupiter.api.Test;

/** Every LP answer of the reference server parses into the SDK's LP models and writes back unchanged. */
class LpModelConformanceTest {
  private final Api api = new Api();

  @Test
  void lpAnswers() throws Exception {
    for (String protocol : new String[] {"V2", "V3", "V4"}) {
      conforms(ok(api.post("/lp/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','protocol':'"
          + protocol + "','chainId':1,'action':'CREATE','includeGasInfo':true,'lpTokens':[{'tokenAddress':'" + Api.USDT
          + "','amount':'1000000'},{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}]}"))), LpApprovalResponse.class);
    }
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDT, Api.PERMIT2, java.math.BigInteger.TEN);
    conforms(ok(api.post("/lp/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','protocol':'V4',"
        + "'chainId':1,'action':'INCREASE','generatePermitAsTransaction':true,'lpTokens':[{'tokenAddress':'" + Api.USDT
        + "','amount':'1000000'}]}"))), LpApprovalResponse.class);
    JsonNode pools = ok(api.post("/lp/pool_info", Api.jsonObject("{'protocol':['V2','V3','V4'],'chainId':1}")));
    conforms(pools, PoolInfoResponse.class);
    conforms(ok(api.post("/lp/pool_info", Api.jsonObject("{'protocol':'V4','chainId':8453,'poolParameters':{}}"))),
        PoolInfoResponse.class);
    String v3 = LpEndpointsTest.V3_WETH_USDT;
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3','existingPool':"
        + "{'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "','poolReference':'" + v3 + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000000'},'simulateTransaction':true,"
        + "'tickBounds':{'tickLower':-200000,'tickUpper':-190000}}");
    conforms(ok(api.post("/lp/create", create)), CreatePositionResponse.class);
    conforms(ok(api.post("/lp/create_classic", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','poolParameters':"
        + "{'token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "','chainId':1},'independentToken':"
        + "{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}}"))), CreateClassicPositionResponse.class);
    conforms(ok(api.post("/lp/decrease", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3',"
        + "'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "','nftTokenId':'1002',"
        + "'liquidityPercentageToDecrease':10,'simulateTransaction':true}"))), DecreasePositionResponse.class);
    conforms(ok(api.post("/lp/claim_fees", Api.jsonObject("{'protocol':'V4','walletAddress':'" + Api.WALLET
        + "','chainId':1,'tokenId':'1001'}"))), ClaimFeesResponse.class);
  }
}
