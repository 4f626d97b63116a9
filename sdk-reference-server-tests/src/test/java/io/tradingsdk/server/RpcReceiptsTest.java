package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.tx.Authorization;
import io.tradingsdk.signing.tx.LegacyTransaction;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Transactions the API built, signed by the wallet and sent through {@code eth_sendRawTransaction}: their receipts
 * carry the status, the gas used and paid, and the logs the real contracts emit, and the API sees their effects.
 */
class RpcReceiptsTest {
  static final String TRANSFER = topic("Transfer(address,address,uint256)");
  static final String APPROVAL = topic("Approval(address,address,uint256)");
  static final String PERMIT2_APPROVAL = topic("Approval(address,address,address,uint160,uint48)");
  static final String PERMIT2_PERMIT = topic("Permit(address,address,address,uint160,uint48,uint48)");
  static final List<String> SWAPS = List.of(topic("Swap(address,uint256,uint256,uint256,uint256,address)"),
      topic("Swap(address,address,int256,int256,uint160,uint128,int24)"),
      topic("Swap(bytes32,address,int128,int128,uint160,uint128,int24,uint24)"));
  static final String MAX_UINT256 = "0x" + "f".repeat(64);
  /** Ethereum's base fee plus the tip of an "urgent" transaction (twice the chain's 2 gwei). */
  static final BigInteger URGENT_PRICE = BigInteger.valueOf(1_328_256_843L + 4_000_000_000L);

  private final Api api = new Api();
  private final JsonRpc chain = new JsonRpc(api, 1);

  static String topic(String signature) {
    return Hex.encode(Keccak.hash(signature.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void anApprovalIsMinedWithItsApprovalEventAndTheApiSeesIt() {
    JsonNode approval = checkApproval(Api.USDC).get("approval");
    BigInteger before = chain.balance(Api.WALLET);
    String hash = chain.send(approval);
    JsonNode receipt = chain.receipt(hash);
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    assertThat(receipt.get("from").asText()).isEqualTo(Api.WALLET.toLowerCase());
    assertThat(receipt.get("to").asText()).isEqualTo(Api.USDC.toLowerCase());
    assertThat(receipt.get("gasUsed").asText()).isEqualTo("0xb3b0"); // 46,000: a first approval
    assertThat(JsonRpc.quantity(receipt.get("effectiveGasPrice").asText())).isEqualTo(URGENT_PRICE);
    List<JsonNode> approvals = JsonRpc.logs(receipt, Api.USDC, APPROVAL);
    assertThat(approvals).hasSize(1);
    assertThat(approvals.get(0).get("topics").get(1).asText()).isEqualTo(JsonRpc.topic(Api.WALLET));
    assertThat(approvals.get(0).get("topics").get(2).asText()).isEqualTo(JsonRpc.topic(Api.PERMIT2));
    assertThat(approvals.get(0).get("data").asText()).isEqualTo(MAX_UINT256);
    assertThat(approvals.get(0).get("transactionHash").asText()).isEqualTo(hash);
    assertThat(chain.balance(Api.WALLET)).isEqualTo(before.subtract(URGENT_PRICE.multiply(BigInteger.valueOf(46_000))));
    assertThat(checkApproval(Api.USDC).get("approval").isNull()).isTrue();
  }

  @Test
  void theMinedTransactionReadsBackAsSigned() {
    String raw = chain.sign(checkApproval(Api.USDC).get("approval"));
    String hash = chain.text("eth_sendRawTransaction", raw);
    assertThat(hash).isEqualTo(Hex.encode(Keccak.hash(Hex.decode(raw, "raw"))));
    JsonNode tx = chain.result("eth_getTransactionByHash", hash);
    assertThat(tx.get("type").asText()).isEqualTo("0x2");
    assertThat(tx.get("from").asText()).isEqualTo(Api.WALLET.toLowerCase());
    assertThat(tx.get("nonce").asText()).isEqualTo("0x0");
    assertThat(tx.get("chainId").asText()).isEqualTo("0x1");
    assertThat(tx.get("input").asText()).startsWith("0x095ea7b3");
    assertThat(tx.get("r").asText()).isNotEqualTo("0x0");
    assertThat(tx.get("blockHash").asText()).isEqualTo(chain.receipt(hash).get("blockHash").asText());
    assertThat(chain.result("eth_getTransactionByHash", "0x" + "ab".repeat(32)).isNull()).isTrue();
    assertThat(chain.result("eth_getTransactionReceipt", "0x" + "ab".repeat(32)).isNull()).isTrue();
    assertThat(new JsonRpc(api, 8453).result("eth_getTransactionReceipt", hash).isNull()).isTrue();
  }

  @Test
  void aPermit2ApprovalEmitsPermit2sApprovalEvent() {
    JsonNode approvals = api.lpCheckApproval(Api.WALLET, "V4", "CREATE", true, Api.USDC, "1000000");
    String permit2Approve = null;
    for (JsonNode approval : approvals.get("transactions")) {
      String hash = chain.send(approval.get("transaction"));
      if (approval.get("transaction").get("to").asText().equalsIgnoreCase(Api.PERMIT2)) {
        permit2Approve = hash;
      }
    }
    JsonNode receipt = chain.receipt(permit2Approve);
    List<JsonNode> events = JsonRpc.logs(receipt, Api.PERMIT2, PERMIT2_APPROVAL);
    assertThat(events).hasSize(1);
    assertThat(events.get(0).get("topics").get(1).asText()).isEqualTo(JsonRpc.topic(Api.WALLET));
    assertThat(events.get(0).get("topics").get(2).asText()).isEqualTo(JsonRpc.topic(Api.USDC));
    assertThat(events.get(0).get("topics").get(3).asText()).isEqualTo(JsonRpc.topic(LpLifecycleTest.V4_MANAGER));
  }

  @Test
  void aSwapMovesTheTokensThroughItsPoolsAndGetSwapsReportsItsHash() {
    chain.send(checkApproval(Api.USDC).get("approval"));
    JsonNode quote = api.quote(Api.quoteRequest(Api.USDC, Api.WETH, "1000000000"));
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    JsonNode swap = Api.ok(api.post("/swap", body)).get("swap");
    BigInteger usdc = chain.tokenBalance(Api.USDC, Api.WALLET);
    BigInteger weth = chain.tokenBalance(Api.WETH, Api.WALLET);
    String hash = chain.send(swap);

    JsonNode receipt = chain.receipt(hash);
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    assertThat(JsonRpc.quantity(receipt.get("gasUsed").asText()))
        .isLessThan(new BigInteger(swap.get("gasLimit").asText()));
    assertThat(JsonRpc.logs(receipt, Api.PERMIT2, PERMIT2_PERMIT)).hasSize(1);
    List<JsonNode> paid = JsonRpc.logs(receipt, Api.USDC, TRANSFER);
    assertThat(paid).hasSize(1);
    assertThat(paid.get(0).get("topics").get(1).asText()).isEqualTo(JsonRpc.topic(Api.WALLET));
    List<JsonNode> received = JsonRpc.logs(receipt, Api.WETH, TRANSFER);
    assertThat(received.get(received.size() - 1).get("topics").get(2).asText()).isEqualTo(JsonRpc.topic(Api.WALLET));
    assertThat(receipt.get("logs")).anySatisfy(log -> assertThat(SWAPS).contains(log.get("topics").get(0).asText()));

    BigInteger out = new BigInteger(quote.get("quote").get("output").get("amount").asText());
    assertThat(chain.tokenBalance(Api.USDC, Api.WALLET)).isEqualTo(usdc.subtract(BigInteger.valueOf(1_000_000_000)));
    assertThat(chain.tokenBalance(Api.WETH, Api.WALLET)).isEqualTo(weth.add(out));
    assertThat(api.swapStatus(hash).get("txHash").asText()).isEqualTo(hash);
    assertThat(api.swapStatus(hash).get("status").asText()).isIn("PENDING", "SUCCESS");
  }

  @Test
  void aSwapTheWalletCannotFundRevertsAndKeepsOnlyItsGasAndNonce() {
    chain.send(checkApproval(Api.USDC).get("approval"));
    api.handler.handle(ApiRequest.builder("PUT", "/_sim/balances").body("{\"chainId\":1,\"wallet\":\"" + Api.WALLET
        + "\",\"token\":\"" + Api.USDC + "\",\"balance\":\"5\"}").build());
    assertThat(chain.tokenBalance(Api.USDC, Api.WALLET)).isEqualTo(BigInteger.valueOf(5));
    JsonNode quote = api.quote(Api.quoteRequest(Api.USDC, Api.WETH, "1000000000"));
    ObjectNode body = Api.swapBody(quote);
    body.put("signature", api.sign(quote.get("permitData")));
    String hash = chain.send(Api.ok(api.post("/swap", body)).get("swap"));
    JsonNode receipt = chain.receipt(hash);
    assertThat(receipt.get("status").asText()).isEqualTo("0x0");
    assertThat(receipt.get("logs")).isEmpty();
    assertThat(chain.tokenBalance(Api.USDC, Api.WALLET)).isEqualTo(BigInteger.valueOf(5));
    assertThat(chain.nonce(Api.WALLET)).isEqualTo(2);
    // The permit was not used: its nonce is still the next one.
    assertThat(api.handler.chain().permit2Nonce(1, Api.WALLET, Api.USDC, Api.ROUTER_2_0)).isZero();
  }

  @Test
  void anLpCreateWithoutItsApprovalsRevertsWithStatusZeroAndNoLogs() {
    JsonNode create = Api.ok(api.post("/lp/create", LpRequests.v3Create(api, "1000000"))).get("create");
    String hash = chain.text("eth_sendRawTransaction", chain.sign(create, api.signer, 0));
    JsonNode receipt = chain.receipt(hash);
    assertThat(receipt.get("status").asText()).isEqualTo("0x0");
    assertThat(receipt.get("logs")).isEmpty();
    assertThat(receipt.get("gasUsed").asText()).isEqualTo("0x" + Long.toHexString(360_000)); // what the API quoted
    assertThat(api.handler.chain().positionIds()).doesNotContain("1006");
    assertThat(chain.nonce(Api.WALLET)).isEqualTo(1);
  }

  @Test
  void aLegacyTransactionMovesItsValueAndPaysItsGasPrice() {
    String dead = "0x000000000000000000000000000000000000dEaD";
    String raw = LegacyTransaction.builder().chainId(1).nonce(0).gasLimit(21_000).gasPrice(3_000_000_000L)
        .to(Address.of(dead)).value(BigInteger.valueOf(12_345)).build().sign(api.signer).rawHex();
    BigInteger before = chain.balance(Api.WALLET);
    JsonNode receipt = chain.receipt(chain.text("eth_sendRawTransaction", raw));
    assertThat(receipt.get("type").asText()).isEqualTo("0x0");
    assertThat(receipt.get("effectiveGasPrice").asText()).isEqualTo("0x" + Long.toHexString(3_000_000_000L));
    assertThat(chain.balance(dead)).isEqualTo(new BigInteger("10000000000000000000000").add(BigInteger.valueOf(12_345)));
    assertThat(chain.balance(Api.WALLET)).isEqualTo(before.subtract(BigInteger.valueOf(12_345))
        .subtract(BigInteger.valueOf(21_000L * 3_000_000_000L)));
  }

  @Test
  void a7702BatchSentAsType4DelegatesTheWalletAndRunsItsCalls() {
    String delegate = "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00";
    ObjectNode request = Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','smartContractDelegationAddress':'"
        + delegate + "','calls':[]}");
    ObjectNode call = request.withArray("calls").addObject();
    call.put("to", Api.USDC);
    call.put("data", "0x095ea7b3" + "0".repeat(24) + Api.PERMIT2.substring(2).toLowerCase() + "f".repeat(64));
    call.put("value", "0");
    call.put("chainId", 1);
    JsonNode encoded = Api.ok(api.post("/wallet/encode_7702", request)).get("encoded");
    TransactionRequest tx = TradingJson.mapper().convertValue(encoded, TransactionRequest.class);
    // Sent by the wallet itself, its authorization carries the nonce after the transaction's.
    String raw = TransactionRequests.toUnsigned(tx, TransactionFill.builder().nonce(0)
        .addAuthorization(Authorization.of(1, Address.of(delegate), 1).sign(api.signer)).build())
        .sign(api.signer).rawHex();
    String hash = chain.text("eth_sendRawTransaction", raw);

    assertThat(chain.text("eth_getCode", Api.WALLET, "latest"))
        .isEqualTo("0xef0100" + delegate.substring(2).toLowerCase());
    assertThat(chain.nonce(Api.WALLET)).isEqualTo(2);
    JsonNode receipt = chain.receipt(hash);
    assertThat(receipt.get("type").asText()).isEqualTo("0x4");
    assertThat(JsonRpc.logs(receipt, Api.USDC, APPROVAL)).hasSize(1);
    assertThat(chain.result("eth_getTransactionByHash", hash).get("authorizationList")).hasSize(1);
    assertThat(api.handler.chain().allowance(1, Api.WALLET, Api.USDC, Api.PERMIT2)).isPositive();
  }

  @Test
  void anImpersonatedTransactionHasAReceiptToo() {
    String hash = api.submit(checkApproval(Api.DAI).get("approval"));
    JsonNode receipt = chain.receipt(hash);
    assertThat(receipt.get("status").asText()).isEqualTo("0x1");
    assertThat(receipt.get("effectiveGasPrice").asText()).isEqualTo("0x0");
    assertThat(JsonRpc.logs(receipt, Api.DAI, APPROVAL)).hasSize(1);
    assertThat(chain.result("eth_getTransactionByHash", hash).get("r").asText()).isEqualTo("0x0");
    assertThat(chain.nonce(Api.WALLET)).isEqualTo(1); // one nonce per account, whichever way it was sent
  }

  @Test
  void aPlansRouterStepIsEstimatedAndMinedWithTheGasThePlanQuoted() {
    JsonNode plan = Api.ok(api.post("/plan", Api.planRequest(api.chainedQuote("1000000000"))));
    JsonNode bridge = null;
    for (JsonNode step : plan.get("steps")) {
      if (step.get("stepType").asText().equals("BRIDGE")) {
        bridge = step.get("payload");
      }
    }
    assertThat(bridge).isNotNull();
    Map<String, String> call = Map.of("from", Api.WALLET, "to", bridge.get("to").asText(), "data",
        bridge.get("data").asText());
    BigInteger estimate = JsonRpc.quantity(chain.text("eth_estimateGas", call));
    assertThat(estimate).isEqualTo(BigInteger.valueOf(170_000)); // a bridge leg's gas, as the plan quotes it
    assertThat(estimate).isLessThan(new BigInteger(bridge.get("gasLimit").asText()));
    assertThat(chain.text("eth_call", call, "latest")).isEqualTo("0x");
    JsonNode receipt = chain.receipt(chain.send(bridge));
    assertThat(JsonRpc.quantity(receipt.get("gasUsed").asText())).isEqualTo(estimate);
  }

  private JsonNode checkApproval(String token) {
    return Api.ok(api.post("/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET + "','token':'" + token
        + "','amount':'1000000000','chainId':1}")));
  }
}
