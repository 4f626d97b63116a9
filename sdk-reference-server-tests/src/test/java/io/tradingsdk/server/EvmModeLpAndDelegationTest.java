package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.evm.EvmTestSupport;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Behaviours of the EVM mode's chain 1 that must match the chain: a wallet delegated on the node reads as
 * delegated; a V3 decrease pays the principal it names and leaves the fees to claim; a V4 position emptied by a
 * decrease has no fees to claim (its zero decrease would revert); a V2 position is made, topped up and withdrawn by
 * the real router and pair, in tokens or in native ETH. Every transaction is sent to anvil from the
 * development wallet, which anvil holds unlocked.
 */
@ExtendWith(EvmTestSupport.class)
class EvmModeLpAndDelegationTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER =
      ReferenceServerExtension.configured(b -> b.config(EvmTestSupport.config().build())).evm().resetBeforeEach();

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static final String W = ServerConfig.DEV_WALLET;
  private static final String WETH = Api.WETH;
  private static final String USDT = Api.USDT;

  private Api api;
  private URI anvil;

  @BeforeEach
  void start() {
    api = Api.overHttp(SERVER.server());
    anvil = SERVER.rpcUrl(1);
  }

  @AfterEach
  void close() {
    api.close();
  }

  private JsonNode rpc(String method, String params) throws IOException, InterruptedException {
    String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"" + method + "\",\"params\":" + params + "}";
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(anvil).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    JsonNode json = TradingJson.mapper().readTree(response.body());
    assertThat(json.has("error")).as(method + " " + json).isFalse();
    return json.get("result");
  }

  /** Sends a transaction the API built from the wallet, waits for its receipt and checks it succeeded. */
  private JsonNode send(JsonNode transaction) throws IOException, InterruptedException {
    ObjectNode tx = Api.object();
    tx.put("from", W);
    tx.put("to", transaction.get("to").asText());
    tx.put("data", transaction.get("data").asText());
    tx.put("value", transaction.path("value").asText("0x0"));
    if (transaction.hasNonNull("gasLimit")) {
      // The gas limit the API quoted, as a wallet sends it. Left to anvil, its estimate (at the latest block's
      // timestamp) can fall short when the transaction lands in a later second: a V3 burn then writes the pool's
      // oracle observation, which costs more.
      tx.put("gas", "0x" + new BigInteger(transaction.get("gasLimit").asText()).toString(16));
    }
    String hash = rpc("eth_sendTransaction", "[" + tx + "]").asText();
    long giveUp = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
    JsonNode receipt;
    while ((receipt = rpc("eth_getTransactionReceipt", "[\"" + hash + "\"]")).isNull()) {
      assertThat(System.nanoTime()).as("no receipt for " + hash).isLessThan(giveUp);
      Thread.sleep(20);
    }
    if (!receipt.get("status").asText().equals("0x1")) {
      // A reverted transaction changed nothing: the same call now says why.
      String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_call\",\"params\":[" + tx + ",\"latest\"]}";
      String why = HTTP.send(HttpRequest.newBuilder(anvil).header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()).body();
      throw new AssertionError("reverted: " + transaction + "; eth_call now: " + why + "; block: "
          + rpc("eth_getBlockByNumber", "[\"latest\",false]").get("timestamp"));
    }
    return receipt;
  }

  private BigInteger balance(String token) throws IOException, InterruptedException {
    String data = "0x70a08231" + "0".repeat(24) + W.substring(2).toLowerCase(Locale.ROOT);
    return new BigInteger(rpc("eth_call", "[{\"to\":\"" + token + "\",\"data\":\"" + data + "\"},\"latest\"]")
        .asText().substring(2), 16);
  }

  /** The token id an ERC-721 position manager minted in a receipt: its Transfer from the zero address. */
  private static String mintedTokenId(JsonNode receipt, String manager) {
    String transfer = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
    for (JsonNode log : receipt.get("logs")) {
      if (log.get("address").asText().equalsIgnoreCase(manager) && log.get("topics").size() == 4
          && log.get("topics").get(0).asText().equals(transfer)) {
        return new BigInteger(log.get("topics").get(3).asText().substring(2), 16).toString();
      }
    }
    throw new AssertionError("no position minted by " + manager + " in " + receipt);
  }

  private void approveAll(String protocol, String... tokenAmounts) throws Exception {
    ObjectNode request = Api.jsonObject("{'walletAddress':'" + W + "','protocol':'" + protocol + "','chainId':1,"
        + "'action':'CREATE','generatePermitAsTransaction':true,'lpTokens':[]}");
    for (int i = 0; i < tokenAmounts.length; i += 2) {
      ObjectNode token = request.withArray("lpTokens").addObject();
      token.put("tokenAddress", tokenAmounts[i]);
      token.put("amount", tokenAmounts[i + 1]);
    }
    for (JsonNode approval : ok(api.post("/lp/check_approval", request)).get("transactions")) {
      send(approval.get("transaction"));
    }
  }

  private JsonNode pool(String protocol, String tokenA, String tokenB) {
    JsonNode pools = ok(api.post("/lp/pool_info", Api.jsonObject("{'protocol':'" + protocol + "','chainId':1,"
        + "'poolParameters':{'tokenAddressA':'" + tokenA + "','tokenAddressB':'" + tokenB + "'}}"))).get("pools");
    assertThat(pools).hasSize(1);
    return pools.get(0);
  }

  private static BigInteger amount(JsonNode lpToken) {
    return new BigInteger(lpToken.get("amount").asText());
  }

  @Test
  void aWalletDelegatedOnTheNodeReadsAsDelegated() throws Exception {
    String fresh = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
    ObjectNode check = Api.jsonObject("{'walletAddresses':['" + fresh + "'],'chainIds':[1]}");
    JsonNode before = ok(api.post("/wallet/check_delegation", check)).get("delegationDetails").get(fresh).get("1");
    assertThat(before.get("isWalletDelegatedToUniswap").asBoolean()).isFalse();
    assertThat(before.get("currentDelegationAddress").isNull()).isTrue();
    // What a type-4 transaction leaves: the EIP-7702 designator 0xef0100 ‖ delegate as the account's code.
    String latest = before.get("latestDelegationAddress").asText();
    rpc("anvil_setCode", "[\"" + fresh + "\",\"0xef0100" + latest.substring(2).toLowerCase(Locale.ROOT) + "\"]");
    JsonNode after = ok(api.post("/wallet/check_delegation", check)).get("delegationDetails").get(fresh).get("1");
    assertThat(after.get("isWalletDelegatedToUniswap").asBoolean()).isTrue();
    assertThat(after.get("currentDelegationAddress").asText()).isEqualTo(latest);
    // encode_4337 takes the delegated wallet without an authorization.
    ObjectNode encode = Api.jsonObject("{'calls':[{'to':'" + Api.USDC + "','data':'0x','value':'0x0'}],'sender':'"
        + fresh + "','chainId':1}");
    ok(api.post("/wallet/encode_4337", encode));
  }

  @Test
  void aV3DecreasePaysWhatItNamesAndLeavesTheFeesToClaim() throws Exception {
    approveAll("V3", WETH, "10000000000000000000", USDT, "30000000000");
    JsonNode pool = pool("V3", WETH, USDT);
    long tick = pool.get("currentTick").asLong();
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V3',"
        + "'existingPool':{'token0Address':'" + WETH + "','token1Address':'" + USDT + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + USDT + "','amount':'3000000000'},"
        + "'tickBounds':{'tickLower':" + (tick - 600) + ",'tickUpper':" + (tick + 600) + "}}");
    JsonNode created = ok(api.post("/lp/create", create));
    String manager = created.get("create").get("to").asText();
    String id = mintedTokenId(send(created.get("create")), manager);

    // A swap through the pool earns the position fees (in WETH, the input).
    ObjectNode quoteRequest = Api.quoteRequest(WETH, USDT, "2000000000000000000");
    quoteRequest.set("protocols", Api.json("['V3']"));
    JsonNode quote = api.quote(quoteRequest);
    String permit2 = quote.get("permitData").get("domain").get("verifyingContract").asText();
    ObjectNode approvePermit2 = Api.object();
    approvePermit2.put("to", WETH);
    approvePermit2.put("data", "0x095ea7b3" + "0".repeat(24) + permit2.substring(2).toLowerCase(Locale.ROOT)
        + "f".repeat(64));
    send(approvePermit2);
    ObjectNode swap = Api.swapBody(quote);
    swap.put("signature", api.sign(quote.get("permitData")));
    send(ok(api.post("/swap", swap)).get("swap"));
    JsonNode owedBefore = ok(api.post("/lp/claim_fees", Api.jsonObject("{'protocol':'V3','walletAddress':'" + W
        + "','chainId':1,'tokenId':'" + id + "'}")));
    assertThat(amount(owedBefore.get("token0")).add(amount(owedBefore.get("token1")))).isPositive();

    ObjectNode decrease = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V3','token0Address':'"
        + WETH + "','token1Address':'" + USDT + "','nftTokenId':'" + id + "','liquidityPercentageToDecrease':50}");
    JsonNode decreased = ok(api.post("/lp/decrease", decrease));
    BigInteger weth = balance(WETH);
    BigInteger usdt = balance(USDT);
    rpc("evm_increaseTime", "[12]"); // the decrease lands a block later, as on a chain: the pool writes its oracle
    send(decreased.get("decrease"));
    assertThat(balance(WETH).subtract(weth)).isEqualTo(amount(decreased.get("token0")));
    assertThat(balance(USDT).subtract(usdt)).isEqualTo(amount(decreased.get("token1")));

    JsonNode claim = ok(api.post("/lp/claim_fees", Api.jsonObject("{'protocol':'V3','walletAddress':'" + W
        + "','chainId':1,'tokenId':'" + id + "'}")));
    assertThat(amount(claim.get("token0"))).isGreaterThanOrEqualTo(amount(owedBefore.get("token0")));
    weth = balance(WETH);
    send(claim.get("claim"));
    assertThat(balance(WETH).subtract(weth)).isEqualTo(amount(claim.get("token0"))).isPositive();
  }

  @Test
  void aV4PositionEmptiedByADecreaseHasNoFeesToClaim() throws Exception {
    approveAll("V4", Api.USDC, "5000000000", WETH, "2000000000000000000");
    JsonNode pool = pool("V4", Api.USDC, WETH);
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V4',"
        + "'existingPool':{'token0Address':'" + Api.USDC + "','token1Address':'" + WETH + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000000'}}");
    JsonNode created = ok(api.post("/lp/create", create));
    String id = mintedTokenId(send(created.get("create")), created.get("create").get("to").asText());
    ObjectNode decrease = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V4','token0Address':'"
        + Api.USDC + "','token1Address':'" + WETH + "','nftTokenId':'" + id + "','liquidityPercentageToDecrease':100}");
    send(ok(api.post("/lp/decrease", decrease)).get("decrease"));
    assertThat(error(api.post("/lp/claim_fees", Api.jsonObject("{'protocol':'V4','walletAddress':'" + W
        + "','chainId':1,'tokenId':'" + id + "'}")), 400, "RequestValidationError"))
        .startsWith("\"tokenId\" " + id + " has no liquidity left");
  }

  @Test
  void aV2PositionIsCreatedIncreasedAndDecreasedThroughTheRealRouterAndPair() throws Exception {
    String router = "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D"; // mainnet's UniswapV2Router02
    JsonNode pool = pool("V2", WETH, Api.USDC);
    String pair = pool.get("poolReferenceIdentifier").asText();
    assertThat(rpc("eth_getCode", "[\"" + pair + "\",\"latest\"]").asText()).as("the pair, at its real address")
        .hasSizeGreaterThan(2);
    approveAll("V2", WETH, "10000000000000000000", Api.USDC, "100000000000");
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + W + "','poolParameters':{'token0Address':'" + WETH
        + "','token1Address':'" + Api.USDC + "','chainId':1},'independentToken':{'tokenAddress':'" + Api.USDC
        + "','amount':'3000000000'}}");
    JsonNode created = ok(api.post("/lp/create_classic", create));
    assertThat(created.get("create").get("to").asText()).isEqualToIgnoringCase(router);
    BigInteger dependent = amount(created.get("dependentToken"));
    BigInteger weth = balance(WETH);
    BigInteger usdc = balance(Api.USDC);
    send(created.get("create"));
    assertThat(usdc.subtract(balance(Api.USDC))).isEqualTo(new BigInteger("3000000000"));
    // The router takes the reserves' ratio rounded down, the response names it rounded up.
    assertThat(weth.subtract(balance(WETH))).isBetween(dependent.subtract(BigInteger.ONE), dependent);
    BigInteger minted = balance(pair);
    assertThat(minted).as("LP tokens minted to the wallet by the pair").isPositive();

    ObjectNode increase = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V2','token0Address':'"
        + WETH + "','token1Address':'" + Api.USDC + "','independentToken':{'tokenAddress':'" + Api.USDC
        + "','amount':'1000000000'}}");
    JsonNode increased = ok(api.post("/lp/increase", increase));
    assertThat(increased.get("increase").get("to").asText()).isEqualToIgnoringCase(router);
    usdc = balance(Api.USDC);
    send(increased.get("increase"));
    assertThat(usdc.subtract(balance(Api.USDC))).isEqualTo(new BigInteger("1000000000"));
    BigInteger lp = balance(pair);
    assertThat(lp).as("more LP tokens for the same pair").isGreaterThan(minted);

    // Withdrawing burns LP tokens the router pulls from the wallet: the pair approves it first.
    ObjectNode approval = Api.jsonObject("{'walletAddress':'" + W + "','protocol':'V2','chainId':1,"
        + "'action':'DECREASE','lpTokens':[{'tokenAddress':'" + pair + "','amount':'" + lp + "'}]}");
    JsonNode approvals = ok(api.post("/lp/check_approval", approval)).get("transactions");
    assertThat(approvals).hasSize(1);
    assertThat(approvals.get(0).get("transaction").get("to").asText()).isEqualToIgnoringCase(pair);
    send(approvals.get(0).get("transaction"));
    assertThat(ok(api.post("/lp/check_approval", approval)).get("transactions")).as("read from the pair").isEmpty();

    ObjectNode decrease = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V2','token0Address':'"
        + WETH + "','token1Address':'" + Api.USDC + "','liquidityPercentageToDecrease':50}");
    JsonNode decreased = ok(api.post("/lp/decrease", decrease));
    assertThat(decreased.get("decrease").get("to").asText()).isEqualToIgnoringCase(router);
    weth = balance(WETH);
    usdc = balance(Api.USDC);
    send(decreased.get("decrease"));
    assertThat(balance(pair)).as("half the LP tokens burned").isEqualTo(lp.subtract(lp.divide(BigInteger.TWO)));
    for (JsonNode token : List.of(decreased.get("token0"), decreased.get("token1"))) {
      boolean isWeth = token.get("tokenAddress").asText().equalsIgnoreCase(WETH);
      BigInteger gained = balance(isWeth ? WETH : Api.USDC).subtract(isWeth ? weth : usdc);
      assertThat(gained).as("what the pair paid of " + token).isEqualTo(amount(token)).isPositive();
    }
  }

  private BigInteger ethBalance() throws IOException, InterruptedException {
    return new BigInteger(rpc("eth_getBalance", "[\"" + W + "\",\"latest\"]").asText().substring(2), 16);
  }

  private static BigInteger gasPaid(JsonNode receipt) {
    return new BigInteger(receipt.get("gasUsed").asText().substring(2), 16)
        .multiply(new BigInteger(receipt.get("effectiveGasPrice").asText().substring(2), 16));
  }

  @Test
  void aV2PositionNamingNativeEthIsPaidAndWithdrawnInEthByTheRouter() throws Exception {
    String eth = "0x0000000000000000000000000000000000000000";
    String pair = pool("V2", WETH, Api.USDC).get("poolReferenceIdentifier").asText();
    approveAll("V2", Api.USDC, "100000000000");
    ObjectNode create = Api.jsonObject("{'walletAddress':'" + W + "','poolParameters':{'token0Address':'" + eth
        + "','token1Address':'" + Api.USDC + "','chainId':1},'independentToken':{'tokenAddress':'" + Api.USDC
        + "','amount':'2000000000'}}");
    JsonNode created = ok(api.post("/lp/create_classic", create));
    BigInteger value = new BigInteger(created.get("create").get("value").asText().substring(2), 16);
    assertThat(value).as("the WETH side paid as the value (addLiquidityETH)")
        .isEqualTo(amount(created.get("dependentToken")));
    BigInteger ethBefore = ethBalance();
    JsonNode receipt = send(created.get("create"));
    BigInteger spent = ethBefore.subtract(ethBalance()).subtract(gasPaid(receipt));
    assertThat(spent).as("the router wraps what the pair takes and refunds the rest")
        .isBetween(value.subtract(BigInteger.ONE), value);
    BigInteger lp = balance(pair);
    assertThat(lp).isPositive();

    ObjectNode approval = Api.jsonObject("{'walletAddress':'" + W + "','protocol':'V2','chainId':1,"
        + "'action':'DECREASE','lpTokens':[{'tokenAddress':'" + pair + "','amount':'" + lp + "'}]}");
    for (JsonNode transaction : ok(api.post("/lp/check_approval", approval)).get("transactions")) {
      send(transaction.get("transaction"));
    }
    ObjectNode decrease = Api.jsonObject("{'walletAddress':'" + W + "','chainId':1,'protocol':'V2','token0Address':'"
        + eth + "','token1Address':'" + Api.USDC + "','liquidityPercentageToDecrease':100}");
    JsonNode decreased = ok(api.post("/lp/decrease", decrease));
    BigInteger usdc = balance(Api.USDC);
    ethBefore = ethBalance();
    receipt = send(decreased.get("decrease"));
    assertThat(balance(pair)).isZero();
    for (JsonNode token : List.of(decreased.get("token0"), decreased.get("token1"))) {
      BigInteger gained = token.get("tokenAddress").asText().equals(eth)
          ? ethBalance().subtract(ethBefore).add(gasPaid(receipt))
          : balance(Api.USDC).subtract(usdc);
      assertThat(gained).as("removeLiquidityETH pays " + token).isEqualTo(amount(token)).isPositive();
    }
  }

  @Test
  void anLpOperationOnTheNodeAskedToSimulateAnswersItsGasLimitAtTheGasPrice() throws Exception {
    JsonNode pool = pool("V3", WETH, USDT);
    long tick = pool.get("currentTick").asLong();
    String v3 = "{'walletAddress':'" + W + "','chainId':1,'protocol':'V3',"
        + "'existingPool':{'token0Address':'" + WETH + "','token1Address':'" + USDT + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + USDT + "','amount':'3000000000'},"
        + "'tickBounds':{'tickLower':" + (tick - 600) + ",'tickUpper':" + (tick + 600) + "}";
    String v2 = "{'walletAddress':'" + W + "','poolParameters':{'token0Address':'" + WETH + "','token1Address':'"
        + Api.USDC + "','chainId':1},'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'3000000000'}";
    for (String[] operation : List.of(new String[] {"/lp/create", v3}, new String[] {"/lp/create_classic", v2})) {
      JsonNode plain = ok(api.post(operation[0], Api.jsonObject(operation[1] + "}")));
      assertThat(plain.has("gasFee")).as(operation[0] + " without simulateTransaction").isFalse();
      JsonNode simulated = ok(api.post(operation[0], Api.jsonObject(operation[1] + ",'simulateTransaction':true}")));
      JsonNode transaction = simulated.get("create");
      BigInteger gasLimit = new BigInteger(transaction.get("gasLimit").asText());
      BigInteger[] perGas = new BigInteger(simulated.get("gasFee").asText()).divideAndRemainder(gasLimit);
      assertThat(perGas[1]).as(operation[0] + ": the fee is the gas limit at one price").isZero();
      assertThat(perGas[0]).as(operation[0] + ": the price lies within the transaction's fees")
          .isGreaterThanOrEqualTo(new BigInteger(transaction.get("maxPriorityFeePerGas").asText()))
          .isLessThanOrEqualTo(new BigInteger(transaction.get("maxFeePerGas").asText()));
    }
  }
}
