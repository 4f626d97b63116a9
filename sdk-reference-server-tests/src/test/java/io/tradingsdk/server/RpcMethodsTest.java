package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.Keccak;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON-RPC methods of the simulated chains, their shapes and values, in-process ({@link Api#NOW}). */
class RpcMethodsTest {
  /** 2026-06-01T12:00Z is 13,089,600 s after 2026-01-01, when Ethereum is at block 24,140,000 (12 s blocks). */
  private static final long ETHEREUM_BLOCK = 24_140_000 + 13_089_600 / 12;
  /** Base at 40,500,000 then, 2 s blocks. */
  private static final long BASE_BLOCK = 40_500_000 + 13_089_600 / 2;

  private final Api api = new Api();
  private final JsonRpc ethereum = new JsonRpc(api, 1);
  private final JsonRpc base = new JsonRpc(api, 8453);

  @Test
  void eachChainSaysWhoItIs() {
    assertThat(ethereum.text("eth_chainId")).isEqualTo("0x1");
    assertThat(ethereum.text("net_version")).isEqualTo("1");
    assertThat(base.text("eth_chainId")).isEqualTo("0x2105");
    assertThat(base.text("net_version")).isEqualTo("8453");
    assertThat(ethereum.result("eth_syncing").asBoolean()).isFalse();
    assertThat(ethereum.result("eth_accounts")).isEmpty();
  }

  @Test
  void blocksFollowTheSimulatedClockAtEachChainsBlockTime() {
    assertThat(ethereum.text("eth_blockNumber")).isEqualTo(hex(ETHEREUM_BLOCK));
    assertThat(base.text("eth_blockNumber")).isEqualTo(hex(BASE_BLOCK));
    api.advance(12);
    assertThat(ethereum.text("eth_blockNumber")).isEqualTo(hex(ETHEREUM_BLOCK + 1));
    assertThat(base.text("eth_blockNumber")).isEqualTo(hex(BASE_BLOCK + 6));
  }

  @Test
  void theLatestBlockChainsToItsParentAndCarriesTheBaseFee() {
    JsonNode block = ethereum.result("eth_getBlockByNumber", "latest", false);
    assertThat(block.get("number").asText()).isEqualTo(hex(ETHEREUM_BLOCK));
    assertThat(block.get("hash").asText()).isEqualTo(blockHash(1, ETHEREUM_BLOCK));
    assertThat(block.get("parentHash").asText()).isEqualTo(blockHash(1, ETHEREUM_BLOCK - 1));
    assertThat(JsonRpc.quantity(block.get("timestamp").asText()).longValueExact())
        .isEqualTo(Api.NOW.getEpochSecond()); // the clock is at a block boundary
    assertThat(block.get("baseFeePerGas").asText()).isEqualTo(hex(1_328_256_843L));
    assertThat(block.get("gasLimit").asText()).isEqualTo(hex(30_000_000));
    assertThat(block.get("transactions")).isEmpty();
    assertThat(ethereum.result("eth_getBlockByNumber", hex(ETHEREUM_BLOCK - 5), false).get("hash").asText())
        .isEqualTo(blockHash(1, ETHEREUM_BLOCK - 5));
    assertThat(ethereum.result("eth_getBlockByNumber", "earliest", false).get("number").asText()).isEqualTo("0x0");
    assertThat(ethereum.result("eth_getBlockByNumber", hex(ETHEREUM_BLOCK + 1), false).isNull()).isTrue();
  }

  @Test
  void aMinedTransactionIsInTheLatestBlockAtOnce() {
    JsonNode approval = Api.ok(api.post("/check_approval", Api.jsonObject("{'walletAddress':'" + Api.WALLET
        + "','token':'" + Api.USDC + "','amount':'1000000','chainId':1}"))).get("approval");
    String first = ethereum.send(approval);
    String second = ethereum.send(Api.ok(api.post("/check_approval", Api.jsonObject("{'walletAddress':'"
        + Api.WALLET + "','token':'" + Api.DAI + "','amount':'1','chainId':1}"))).get("approval"));
    JsonNode block = ethereum.result("eth_getBlockByNumber", "latest", true);
    assertThat(block.get("transactions")).hasSize(2);
    assertThat(block.get("transactions").get(0).get("hash").asText()).isEqualTo(first);
    assertThat(block.get("transactions").get(1).get("transactionIndex").asText()).isEqualTo("0x1");
    assertThat(ethereum.receipt(second).get("cumulativeGasUsed").asText()).isEqualTo(hex(2 * 46_000));
    assertThat(ethereum.receipt(second).get("logs").get(0).get("logIndex").asText()).isEqualTo("0x1");
    assertThat(block.get("gasUsed").asText()).isEqualTo(hex(2 * 46_000));
    assertThat(block.get("logsBloom").asText()).isNotEqualTo("0x" + "0".repeat(512));
    assertThat(ethereum.nonce(Api.WALLET)).isEqualTo(2);
  }

  @Test
  void accountsStartFundedAndHaveNoCode() {
    assertThat(ethereum.balance(Api.WALLET)).isEqualTo(new BigInteger("10000000000000000000000"));
    api.handler.chain().setNativeBalance(1, Api.WALLET, BigInteger.valueOf(5));
    assertThat(ethereum.text("eth_getBalance", Api.WALLET, "latest")).isEqualTo("0x5");
    assertThat(ethereum.text("eth_getTransactionCount", Api.WALLET, "pending")).isEqualTo("0x0");
    assertThat(ethereum.text("eth_getCode", Api.WALLET, "latest")).isEqualTo("0x");
    assertThat(ethereum.text("eth_getCode", Api.USDC, "latest")).isEqualTo("0x60006000fd");
    assertThat(ethereum.text("eth_getCode", Api.PERMIT2, "latest")).isEqualTo("0x60006000fd");
    api.handler.chain().setDelegation(1, Api.WALLET, "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00");
    assertThat(ethereum.text("eth_getCode", Api.WALLET, "latest"))
        .isEqualTo("0xef0100000000009b1d0af20d8c6d0a44e162d11f9b8f00");
    assertThat(ethereum.error("eth_getBalance", Api.WALLET, hex(ETHEREUM_BLOCK + 1)).get("message").asText())
        .isEqualTo("header not found");
  }

  @Test
  void feesAreTheChainsBaseFeeAndTip() {
    assertThat(ethereum.text("eth_gasPrice")).isEqualTo(hex(1_328_256_843L + 2_000_000_000L));
    assertThat(ethereum.text("eth_maxPriorityFeePerGas")).isEqualTo(hex(2_000_000_000L));
    JsonNode history = ethereum.result("eth_feeHistory", "0x3", "latest", List.of(25, 75));
    assertThat(history.get("oldestBlock").asText()).isEqualTo(hex(ETHEREUM_BLOCK - 2));
    assertThat(history.get("baseFeePerGas")).hasSize(4).allSatisfy(fee -> assertThat(fee.asText())
        .isEqualTo(hex(1_328_256_843L)));
    assertThat(history.get("gasUsedRatio")).hasSize(3);
    assertThat(history.get("reward")).hasSize(3).allSatisfy(reward -> assertThat(reward).hasSize(2));
    assertThat(history.get("reward").get(0).get(1).asText()).isEqualTo(hex(2_000_000_000L));
    assertThat(ethereum.result("eth_feeHistory", 2, "latest").has("reward")).isFalse();
    assertThat(ethereum.error("eth_feeHistory", "0x1", "latest", List.of(75, 25)).get("message").asText())
        .startsWith("invalid reward percentile");
  }

  @Test
  void callsReadTheTokensPermit2AndThePositionManagers() {
    assertThat(ethereum.tokenBalance(Api.USDC, Api.WALLET)).isEqualTo(BigInteger.TEN.pow(6 + 6));
    assertThat(call(Api.USDC, "0x313ce567")).isEqualTo(word(6));
    // symbol(): offset 32, length 4, "USDC" left-aligned
    assertThat(call(Api.USDC, "0x95d89b41")).isEqualTo(word(32) + Hex64.of(4) + "55534443" + "0".repeat(56));
    api.handler.chain().setAllowance(1, Api.WALLET, Api.USDC, Api.PERMIT2, BigInteger.valueOf(77));
    assertThat(call(Api.USDC, "0xdd62ed3e" + arg(Api.WALLET) + arg(Api.PERMIT2))).isEqualTo(word(77));
    assertThat(call(Api.PERMIT2, "0x927da105" + arg(Api.WALLET) + arg(Api.USDC) + arg(Api.ROUTER_2_0)))
        .isEqualTo(word(0) + Hex64.of(0) + Hex64.of(0));
    // The seeded position 1001 is a V4 position of the development wallet on Ethereum.
    String v4Manager = "0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e";
    assertThat(call(v4Manager, "0x6352211e" + Hex64.of(1001))).isEqualTo("0x" + arg(Api.WALLET));
    JsonNode missing = callError(v4Manager, "0x6352211e" + Hex64.of(999_999));
    assertThat(missing.get("code").asInt()).isEqualTo(3);
    assertThat(missing.get("message").asText()).isEqualTo("execution reverted: NOT_MINTED");
    assertThat(missing.get("data").asText()).startsWith("0x08c379a0");
    // A function the contract does not have reverts; an account without code returns nothing.
    assertThat(callError(Api.USDC, "0x12345678").get("message").asText()).isEqualTo("execution reverted");
    assertThat(call(Api.WALLET, "0x12345678")).isEqualTo("0x");
  }

  @Test
  void estimatesAreTheGasAMinedTransactionUses() {
    ObjectNode transfer = Api.object();
    transfer.put("from", Api.WALLET);
    transfer.put("to", "0x000000000000000000000000000000000000dEaD");
    transfer.put("value", "0x1");
    assertThat(ethereum.text("eth_estimateGas", transfer)).isEqualTo(hex(21_000));
    ObjectNode approve = Api.object();
    approve.put("from", Api.WALLET);
    approve.put("to", Api.USDC);
    approve.put("data", "0x095ea7b3" + arg(Api.PERMIT2) + Hex64.of(1));
    assertThat(ethereum.text("eth_estimateGas", approve)).isEqualTo(hex(46_000));
    transfer.put("value", "0x" + new BigInteger("20000000000000000000000").toString(16));
    assertThat(ethereum.error("eth_estimateGas", transfer).get("message").asText())
        .isEqualTo("insufficient funds for transfer");
  }

  @Test
  void aBatchAnswersEachCallInOrderWithItsIdAndSkipsNotifications() {
    ArrayNode batch = Api.object().arrayNode();
    batch.add(ethereum.request("eth_chainId"));
    batch.add(ethereum.request("eth_nope"));
    batch.add(ethereum.request("eth_getBalance", "f39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "latest"));
    ObjectNode notification = ethereum.request("eth_blockNumber");
    notification.remove("id");
    batch.add(notification);
    ObjectNode stringId = ethereum.request("net_version");
    stringId.put("id", "abc");
    batch.add(stringId);
    JsonNode answers = ethereum.post(batch.toString()).json();
    assertThat(answers).hasSize(4);
    assertThat(answers.get(0).get("id")).isEqualTo(batch.get(0).get("id"));
    assertThat(answers.get(0).get("result").asText()).isEqualTo("0x1");
    assertThat(answers.get(1).get("error").get("code").asInt()).isEqualTo(-32601);
    assertThat(answers.get(1).get("error").get("message").asText())
        .isEqualTo("the method eth_nope does not exist/is not available");
    assertThat(answers.get(2).get("error").get("code").asInt()).isEqualTo(-32602);
    assertThat(answers.get(2).get("error").get("message").asText())
        .isEqualTo("invalid argument 0: hex string without 0x prefix");
    assertThat(answers.get(3).get("id").asText()).isEqualTo("abc");
    assertThat(answers.get(3).get("result").asText()).isEqualTo("1");
  }

  @Test
  void malformedBodiesAndBatchesAreRefusedAsJsonRpcSays() {
    assertThat(error(ethereum.post("{not json"))).containsEntry("code", -32700).containsEntry("message", "parse error");
    assertThat(error(ethereum.post("[]"))).containsEntry("code", -32600);
    assertThat(error(ethereum.post("{\"id\":1,\"method\":\"eth_chainId\"}"))).containsEntry("code", -32600);
    ArrayNode tooMany = Api.object().arrayNode();
    for (int i = 0; i < 101; i++) {
      tooMany.add(ethereum.request("eth_chainId"));
    }
    assertThat(error(ethereum.post(tooMany.toString()))).containsEntry("code", -32600);
    assertThat(ethereum.error("eth_chainId", 1).get("message").asText()).isEqualTo("too many arguments, want at most 0");
    assertThat(ethereum.error("eth_getBalance").get("message").asText())
        .isEqualTo("missing value for required argument 0");
  }

  @Test
  void theEndpointServesSimulatedChainsOverPostAndIsJournaledAndCounted() {
    ApiResponse unknown = api.handler.handle(ApiRequest.builder("POST", "/rpc/5").body("{}").build());
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.json().get("error").get("message").asText())
        .isEqualTo("chain 5 is not simulated: /rpc/{chainId} serves 1, 10, 56, 130, 137, 143, 196, 324, 480, 1868, 4217,"
            + " 8453, 10143, 42161, 42220, 43114, 59144, 81457, 7777777, 1301, 84532, 11155111");
    ApiResponse get = api.handler.handle(ApiRequest.builder("GET", "/rpc/1").build());
    assertThat(get.status()).isEqualTo(405);
    assertThat(get.header("allow")).hasValue("POST, OPTIONS");
    ApiResponse preflight = api.handler.handle(ApiRequest.builder("OPTIONS", "/rpc/1").build());
    assertThat(preflight.status()).isEqualTo(204);
    assertThat(preflight.header("access-control-allow-origin")).hasValue("*");
    ethereum.result("eth_chainId");
    assertThat(api.handler.stats().requests(TradingApiHandler.RPC_OPERATION)).isEqualTo(4);
    assertThat(api.handler.journal().last(1).get(0).path()).isEqualTo("/rpc/1");
  }

  private String call(String to, String data) {
    return ethereum.text("eth_call", Map.of("to", to, "data", data), "latest");
  }

  private JsonNode callError(String to, String data) {
    return ethereum.error("eth_call", Map.of("to", to, "data", data), "latest");
  }

  private static Map<String, Object> error(ApiResponse response) {
    assertThat(response.status()).isEqualTo(200);
    JsonNode error = response.json().get("error");
    return Map.of("code", error.get("code").asInt(), "message", error.get("message").asText());
  }

  private static String hex(long value) {
    return "0x" + Long.toHexString(value);
  }

  private static String word(long value) {
    return "0x" + Hex64.of(value);
  }

  private static String arg(String address) {
    return "0".repeat(24) + address.substring(2).toLowerCase(java.util.Locale.ROOT);
  }

  /** keccak256(abi.encode(chainId, number)). */
  private static String blockHash(long chainId, long number) {
    return io.tradingsdk.signing.Hex.encode(Keccak.hash(io.tradingsdk.signing.Hex.decode(
        "0x" + Hex64.of(chainId) + Hex64.of(number), "words")));
  }

  /** A 32-byte word's 64 hex digits. */
  private static final class Hex64 {
    static String of(long value) {
      String digits = Long.toHexString(value);
      return "0".repeat(64 - digits.length()) + digits;
    }
  }
}
