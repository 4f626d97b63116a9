package io.tradingsdk.server;

import static io.tradingsdk.server.Api.conforms;
import static io.tradingsdk.server.Api.ok;

import io.tradingsdk.models.wallet.Encode4337Response;
import io.tradingsdk.models.wallet.Encode7702Response;
import org.junit.jupiter.api.Test;

/** The wallet-encoding answers parse into the SDK's wallet models and write back unchanged. */
class WalletModelConformanceTest {
  private final Api api = new Api();

  @Test
  void walletAnswers() throws Exception {
    conforms(ok(api.post("/wallet/encode_7702", Api.jsonObject("{'calls':[{'to':'" + Api.USDC + "','from':'" + Api.WALLET
        + "','data':'0x','value':'0x10','chainId':1}],'smartContractDelegationAddress':'" + WalletEncodeTest.DELEGATE
        + "','walletAddress':'" + Api.WALLET + "'}"))), Encode7702Response.class);
    String auth = "'eip7702Auth':{'address':'" + WalletEncodeTest.DELEGATE + "','chainId':'0x1','nonce':'0x0','r':'0x01',"
        + "'s':'0x02','yParity':'0x0'}";
    conforms(ok(api.post("/wallet/encode_4337", Api.jsonObject("{'calls':[{'to':'" + Api.USDC + "','data':'0x','value':'0x0'}],"
        + "'sender':'" + Api.WALLET + "','chainId':1,'paymasterUrl':'https://p.example/rpc'," + auth + "}"))),
        Encode4337Response.class);
    conforms(ok(api.post("/wallet/encode_4337", Api.jsonObject("{'calls':[{'to':'" + Api.USDC + "','data':'0x','value':'0x1'}],"
        + "'sender':'" + Api.WALLET + "','chainId':1,'paymasterUrl':'https://p.example/rpc'," + auth + "}"))),
        Encode4337Response.class);
  }
}
