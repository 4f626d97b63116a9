package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An LP position's whole chain side through JSON-RPC, as on a real chain: the approvals sent, the create mined, the
 * new position's token id read from the position NFT's {@code Transfer} in the receipt (not from the simulator), and
 * the next {@code /lp/increase} made with that id.
 */
class RpcLpReceiptTest {
  private static final String ZERO_TOPIC = "0x" + "0".repeat(64);
  private static final String INCREASE_LIQUIDITY = RpcReceiptsTest.topic(
      "IncreaseLiquidity(uint256,uint128,uint256,uint256)");

  private final Api api = new Api();
  private final JsonRpc chain = new JsonRpc(api, 1);

  @Test
  void aV3CreatesReceiptNamesThePositionAndTheIncreaseUsesIt() {
    assertThat(sendApprovals("V3", "CREATE", Api.WETH, "10000000000000000000", Api.USDT, "100000000000"))
        .isEqualTo(2);
    JsonNode created = Api.ok(api.post("/lp/create", LpRequests.v3Create(api, "3000000000")));
    JsonNode receipt = chain.receipt(chain.send(created.get("create")));
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");

    String tokenId = mintedTokenId(receipt, LpLifecycleTest.V3_MANAGER);
    List<JsonNode> increases = JsonRpc.logs(receipt, LpLifecycleTest.V3_MANAGER, INCREASE_LIQUIDITY);
    assertThat(increases).hasSize(1);
    assertThat(new BigInteger(increases.get(0).get("topics").get(1).asText().substring(2), 16).toString())
        .isEqualTo(tokenId);
    // The wallet paid both tokens into the pool.
    assertThat(JsonRpc.logs(receipt, Api.USDT, RpcReceiptsTest.TRANSFER)).hasSize(1);
    assertThat(JsonRpc.logs(receipt, Api.WETH, RpcReceiptsTest.TRANSFER)).hasSize(1);
    assertOwner(LpLifecycleTest.V3_MANAGER, tokenId);

    increaseAndCheck("V3", tokenId, Api.WETH, Api.USDT, Api.USDT);
  }

  @Test
  void aV4CreatesReceiptNamesThePositionAndTheIncreaseUsesIt() {
    assertThat(sendApprovals("V4", "CREATE", Api.WETH, "10000000000000000000", Api.USDC, "100000000000"))
        .isEqualTo(4); // each token approves Permit2, and Permit2 allows the PositionManager
    ObjectNode create = LpRequests.create(api, "V4", Api.WETH, Api.USDC, Api.USDC, "3000000000");
    JsonNode receipt = chain.receipt(chain.send(Api.ok(api.post("/lp/create", create)).get("create")));
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    String tokenId = mintedTokenId(receipt, LpLifecycleTest.V4_MANAGER);
    assertOwner(LpLifecycleTest.V4_MANAGER, tokenId);

    increaseAndCheck("V4", tokenId, Api.WETH, Api.USDC, Api.USDC);
  }

  /**
   * Mines every approval {@code /lp/check_approval} lists (the V4 Permit2 allowance as transactions); returns how
   * many there were.
   */
  private int sendApprovals(String protocol, String action, String... tokenAmounts) {
    JsonNode approvals = api.lpCheckApproval(Api.WALLET, protocol, action, true, tokenAmounts);
    for (JsonNode approval : approvals.get("transactions")) {
      assertThat(chain.receipt(chain.send(approval.get("transaction"))).get("status").asText()).isEqualTo("0x1");
    }
    return approvals.get("transactions").size();
  }

  /** The token id of the position NFT a receipt shows minted to the wallet: topic 3 of the manager's Transfer. */
  private static String mintedTokenId(JsonNode receipt, String manager) {
    List<JsonNode> transfers = JsonRpc.logs(receipt, manager, RpcReceiptsTest.TRANSFER);
    assertThat(transfers).hasSize(1);
    JsonNode topics = transfers.get(0).get("topics");
    assertThat(topics).hasSize(4);
    assertThat(topics.get(1).asText()).isEqualTo(ZERO_TOPIC);
    assertThat(topics.get(2).asText()).isEqualTo(JsonRpc.topic(Api.WALLET));
    assertThat(transfers.get(0).get("data").asText()).isEqualTo("0x");
    return new BigInteger(topics.get(3).asText().substring(2), 16).toString();
  }

  private void assertOwner(String manager, String tokenId) {
    String data = "0x6352211e" + String.format("%064x", new BigInteger(tokenId));
    assertThat(chain.text("eth_call", Map.of("to", manager, "data", data), "latest"))
        .isEqualTo(JsonRpc.topic(Api.WALLET));
  }

  /** {@code /lp/increase} of the position by its id, sent and mined: the position holds more. */
  private void increaseAndCheck(String protocol, String tokenId, String token0, String token1, String independent) {
    List<BigInteger> before = api.handler.chain().positionAmounts(tokenId);
    sendApprovals(protocol, "INCREASE", token0, "10000000000000000000", token1, "100000000000");
    ObjectNode increase = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'" + protocol
        + "','token0Address':'" + token0 + "','token1Address':'" + token1 + "','nftTokenId':'" + tokenId + "',"
        + "'independentToken':{'tokenAddress':'" + independent + "','amount':'1000000000'}}");
    JsonNode receipt = chain.receipt(chain.send(Api.ok(api.post("/lp/increase", increase)).get("increase")));
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    List<BigInteger> after = api.handler.chain().positionAmounts(tokenId);
    assertThat(after.get(0)).isGreaterThan(before.get(0));
    assertThat(after.get(1)).isGreaterThan(before.get(1));
  }
}
