package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * LP with native ETH (the zero address) over loopback HTTP: a V4 pool holding ETH itself, and ETH
 * standing for WETH on V3 and V2. ETH travels as the transaction's {@code value}, never through an
 * approval, and the simulated chain's ETH balance moves when the transactions are mined.
 */
class LpNativeEthTest {
  static final MutableClock CLOCK = new MutableClock(Api.NOW);

  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension
      .configured(b -> b.configure(c -> c.clock(CLOCK).nanoTime(() -> 1L)))
      .resetBeforeEach();

  static final String ETH = Addresses.ZERO_ADDRESS;
  static final String DAI = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
  static final String V2_ROUTER = "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D";
  static final String V3_MANAGER = "0xC36442b4a4522E871399CD717aBDD847Ab11FE88";
  static final String V4_MANAGER = "0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e";
  static final String V3_WETH_USDT = LpEndpointsTest.V3_WETH_USDT;
  /** A wallet holding no seeded position. */
  static final String WALLET = LpLifecycleTest.FRESH_WALLET;
  static final BigInteger ONE_ETH = new BigInteger("1000000000000000000");
  static final BigInteger FUNDED = ONE_ETH.multiply(BigInteger.valueOf(5));

  private Api http;

  @BeforeEach
  void start() {
    CLOCK.set(Api.NOW);
    http = Api.overHttp(SERVER.server());
    chain().setNativeBalance(1, WALLET, FUNDED);
  }

  private SimulatedChain chain() {
    return SERVER.server().chain();
  }

  private BigInteger balance() {
    return chain().nativeBalance(1, WALLET);
  }

  private static ObjectNode body(String json) {
    return Api.jsonObject(json);
  }

  private static BigInteger amount(JsonNode lpToken) {
    return new BigInteger(lpToken.get("amount").asText());
  }

  private static BigInteger value(JsonNode transaction) {
    return new BigInteger(transaction.get("value").asText().substring(2), 16);
  }

  /** The selector of a function, as calldata starts with it (without 0x). */
  private static String selector(String signature) {
    return Hex.encode(Abi.selector(signature)).substring(2);
  }

  private JsonNode pools(String protocol, String tokenA, String tokenB) {
    return ok(http.post("/lp/pool_info", body("{'protocol':['" + protocol + "'],'chainId':1,'poolParameters':{"
        + "'tokenAddressA':'" + tokenA + "','tokenAddressB':'" + tokenB + "'}}"))).get("pools");
  }

  private JsonNode checkApproval(String protocol, String action, String... tokenAmounts) {
    return http.lpCheckApproval(WALLET, protocol, action, true, tokenAmounts);
  }


  /** Mines the approvals a check_approval answer lists (there must be some). */
  private void approve(JsonNode approvals) {
    assertThat(approvals.get("transactions")).isNotEmpty();
    for (JsonNode approval : approvals.get("transactions")) {
      assertThat(chain().isReverted(http.submit(approval.get("transaction")))).isFalse();
    }
  }

  /** Mines a transaction and asserts it succeeded. */
  private String mine(JsonNode transaction) {
    String hash = http.submit(transaction);
    assertThat(chain().isReverted(hash)).as("reverted: " + transaction).isFalse();
    return hash;
  }

  private ObjectNode create(String protocol, String token0, String token1, String reference, String independent,
      BigInteger amount) {
    return body("{'walletAddress':'" + WALLET + "','chainId':1,'protocol':'" + protocol + "',"
        + "'existingPool':{'token0Address':'" + token0 + "','token1Address':'" + token1 + "','poolReference':'"
        + reference + "'},'independentToken':{'tokenAddress':'" + independent + "','amount':'" + amount + "'}}");
  }

  private ObjectNode lpRequest(String protocol, String id, String token0, String token1, String rest) {
    return body("{'walletAddress':'" + WALLET + "','chainId':1,'protocol':'" + protocol + "'"
        + (id == null ? "" : ",'nftTokenId':'" + id + "'") + ",'token0Address':'" + token0 + "','token1Address':'"
        + token1 + "'," + rest + "}");
  }

  @Test
  void poolInfoFindsTheV4NativePoolAndTheV2V3PoolsOfWethForTheZeroAddress() {
    JsonNode v4 = pools("V4", ETH, Api.USDC);
    assertThat(v4).hasSize(1);
    assertThat(v4.get(0).get("tokenAddressA").asText()).isEqualTo(ETH); // currency0: the zero address sorts first
    assertThat(v4.get(0).get("tokenAddressB").asText()).isEqualTo(Api.USDC);
    assertThat(v4.get(0).get("tokenDecimalsA").asText()).isEqualTo("18");
    String wethPool = pools("V4", Api.WETH, Api.USDC).get(0).get("poolReferenceIdentifier").asText();
    assertThat(v4.get(0).get("poolReferenceIdentifier").asText()).hasSize(66).isNotEqualTo(wethPool);

    JsonNode v3 = pools("V3", ETH, Api.USDT);
    assertThat(v3).hasSize(1);
    assertThat(v3.get(0).get("poolReferenceIdentifier").asText()).isEqualTo(V3_WETH_USDT);
    assertThat(v3.get(0).get("tokenAddressA").asText()).isEqualTo(Api.WETH); // the pool holds WETH
    assertThat(pools("V2", Api.USDC, ETH).get(0).get("tokenAddressB").asText()).isEqualTo(Api.WETH);

    ObjectNode noNativeDaiPool = body("{'protocol':['V4'],'chainId':1,'poolParameters':{'tokenAddressA':'" + ETH
        + "','tokenAddressB':'" + DAI + "'}}");
    assertThat(error(http.post("/lp/pool_info", noNativeDaiPool), 404, "ResourceNotFound"))
        .isEqualTo("No pool information on chain 1 for the given pool parameters");
  }

  @Test
  void checkApprovalAsksNoApprovalAndNoPermitForNativeEth() {
    JsonNode v4 = checkApproval("V4", "CREATE", ETH, ONE_ETH.toString(), Api.USDC, "4000000000");
    // USDC: approve Permit2, then Permit2.approve for the PositionManager; nothing for ETH.
    assertThat(v4.get("transactions")).hasSize(2);
    assertThat(v4.get("transactions").get(0).get("transaction").get("to").asText()).isEqualTo(Api.USDC);
    assertThat(v4.get("transactions").get(1).get("transaction").get("data").asText())
        .contains(Api.USDC.substring(2).toLowerCase());
    for (String protocol : new String[] {"V2", "V3", "V4"}) {
      JsonNode onlyEth = checkApproval(protocol, "CREATE", ETH, ONE_ETH.toString());
      assertThat(onlyEth.get("transactions")).as(protocol).isEmpty();
      assertThat(onlyEth.get("v4BatchPermitData").isNull()).as(protocol).isTrue();
    }
    JsonNode v3 = checkApproval("V3", "INCREASE", ETH, ONE_ETH.toString(), Api.USDT, "4000000000");
    assertThat(v3.get("transactions")).hasSize(1);
    assertThat(v3.get("transactions").get(0).get("transaction").get("to").asText()).isEqualTo(Api.USDT);
    assertThat(v3.get("transactions").get(0).get("transaction").get("data").asText())
        .contains(V3_MANAGER.substring(2).toLowerCase());
  }

  @Test
  void v4NativePoolCreateIncreaseDecreaseClaimMoveTheEthBalance() {
    approve(checkApproval("V4", "CREATE", ETH, ONE_ETH.toString(), Api.USDC, "100000000000"));
    String reference = pools("V4", ETH, Api.USDC).get(0).get("poolReferenceIdentifier").asText();

    JsonNode created = ok(http.post("/lp/create", create("V4", ETH, Api.USDC, reference, ETH, ONE_ETH)));
    assertThat(created.get("token0").get("tokenAddress").asText()).isEqualTo(ETH);
    assertThat(amount(created.get("token0"))).isEqualTo(ONE_ETH);
    assertThat(amount(created.get("token1"))).isPositive();
    JsonNode createTx = created.get("create");
    assertThat(createTx.get("to").asText()).isEqualTo(V4_MANAGER);
    // The value is the amount0Max (0.5% slippage); SWEEP (0x14) after SETTLE_PAIR returns what is left.
    assertThat(value(createTx)).isEqualTo(new BigInteger("1005000000000000000"));
    assertThat(createTx.get("data").asText()).contains("020d14" + "0".repeat(58));
    assertThat(balance()).isEqualTo(FUNDED); // nothing moves before the transaction is mined
    String id = chain().mintedPosition(mine(createTx)).orElseThrow();
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH)); // the pool took 1 ETH, the rest came back
    assertThat(chain().positionAmounts(id)).containsExactly(ONE_ETH, amount(created.get("token1")));

    JsonNode increased = ok(http.post("/lp/increase", lpRequest("V4", id, ETH, Api.USDC,
        "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1500000000'}")));
    BigInteger addedEth = amount(increased.get("token0"));
    assertThat(increased.get("token0").get("tokenAddress").asText()).isEqualTo(ETH);
    assertThat(addedEth).isPositive();
    assertThat(value(increased.get("increase"))).isEqualTo(addedEth);
    mine(increased.get("increase"));
    BigInteger afterIncrease = FUNDED.subtract(ONE_ETH).subtract(addedEth);
    assertThat(balance()).isEqualTo(afterIncrease);
    assertThat(chain().positionAmounts(id).get(0)).isEqualTo(ONE_ETH.add(addedEth));

    JsonNode decreased = ok(http.post("/lp/decrease", lpRequest("V4", id, ETH, Api.USDC,
        "'liquidityPercentageToDecrease':50")));
    BigInteger withdrawnEth = amount(decreased.get("token0"));
    assertThat(decreased.get("token0").get("tokenAddress").asText()).isEqualTo(ETH);
    assertThat(withdrawnEth).isEqualTo(ONE_ETH.add(addedEth).divide(BigInteger.TWO));
    assertThat(value(decreased.get("decrease"))).isZero();
    mine(decreased.get("decrease"));
    BigInteger afterDecrease = afterIncrease.add(withdrawnEth);
    assertThat(balance()).isEqualTo(afterDecrease);

    CLOCK.advance(Duration.ofDays(1));
    ObjectNode claim = body("{'protocol':'V4','walletAddress':'" + WALLET + "','chainId':1,'tokenId':'" + id + "'}");
    JsonNode fees = ok(http.post("/lp/claim_fees", claim));
    assertThat(fees.get("token0").get("tokenAddress").asText()).isEqualTo(ETH);
    BigInteger feeEth = amount(fees.get("token0"));
    assertThat(feeEth).isPositive();
    assertThat(value(fees.get("claim"))).isZero();
    mine(fees.get("claim"));
    assertThat(balance()).isEqualTo(afterDecrease.add(feeEth));
    mine(fees.get("claim")); // mined again, collect finds nothing owed: no ETH arrives twice
    assertThat(balance()).isEqualTo(afterDecrease.add(feeEth));
    assertThat(chain().state(WALLET, 1L).get("wallets").get(WALLET.toLowerCase()).get("1").get("nativeBalance")
        .asText()).isEqualTo(afterDecrease.add(feeEth).toString());
  }

  /** The V4 PoolManager settles fees with every change of liquidity: in ETH too, both ways. */
  @Test
  void v4NativePoolIncreaseSpendsAndDecreasePaysTheEthFeesOwed() {
    approve(checkApproval("V4", "CREATE", ETH, ONE_ETH.toString(), Api.USDC, "100000000000"));
    String reference = pools("V4", ETH, Api.USDC).get(0).get("poolReferenceIdentifier").asText();
    String id = chain().mintedPosition(mine(ok(http.post("/lp/create",
        create("V4", ETH, Api.USDC, reference, ETH, ONE_ETH))).get("create"))).orElseThrow();

    CLOCK.advance(Duration.ofDays(1));
    BigInteger feeEth = chain().feesOwed(id).get(0);
    assertThat(feeEth).isPositive();
    BigInteger beforeIncrease = balance();
    JsonNode increased = ok(http.post("/lp/increase", lpRequest("V4", id, ETH, Api.USDC,
        "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1500000000'}")));
    BigInteger addedEth = amount(increased.get("token0"));
    assertThat(value(increased.get("increase"))).isEqualTo(addedEth); // sent whole; SWEEP returns what fees paid
    mine(increased.get("increase"));
    assertThat(balance()).isEqualTo(beforeIncrease.subtract(addedEth).add(feeEth));
    assertThat(chain().feesOwed(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);

    CLOCK.advance(Duration.ofDays(1));
    List<BigInteger> owed = chain().feesOwed(id);
    BigInteger principalEth = chain().positionAmounts(id).get(0);
    BigInteger beforeDecrease = balance();
    JsonNode decreased = ok(http.post("/lp/decrease", lpRequest("V4", id, ETH, Api.USDC,
        "'liquidityPercentageToDecrease':100")));
    assertThat(amount(decreased.get("token0"))).isEqualTo(principalEth.add(owed.get(0)));
    mine(decreased.get("decrease"));
    assertThat(balance()).isEqualTo(beforeDecrease.add(principalEth).add(owed.get(0)));
    assertThat(chain().feesOwed(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
  }

  @Test
  void v4NativePoolPaysWethWhenAskedAndKeepsTheEthBalance() {
    approve(checkApproval("V4", "CREATE", ETH, ONE_ETH.toString(), Api.USDC, "100000000000"));
    String reference = pools("V4", ETH, Api.USDC).get(0).get("poolReferenceIdentifier").asText();
    String id = chain().mintedPosition(mine(ok(http.post("/lp/create",
        create("V4", ETH, Api.USDC, reference, ETH, ONE_ETH))).get("create"))).orElseThrow();
    BigInteger afterCreate = balance();

    CLOCK.advance(Duration.ofDays(1));
    JsonNode fees = ok(http.post("/lp/claim_fees", body("{'protocol':'V4','walletAddress':'" + WALLET
        + "','chainId':1,'tokenId':'" + id + "','collectAsWeth':true}")));
    assertThat(fees.get("token0").get("tokenAddress").asText()).isEqualTo(Api.WETH);
    assertThat(amount(fees.get("token0"))).isPositive();
    mine(fees.get("claim"));
    assertThat(balance()).isEqualTo(afterCreate);

    JsonNode decreased = ok(http.post("/lp/decrease", lpRequest("V4", id, ETH, Api.USDC,
        "'liquidityPercentageToDecrease':100,'withdrawAsWeth':true")));
    assertThat(decreased.get("token0").get("tokenAddress").asText()).isEqualTo(Api.WETH);
    assertThat(amount(decreased.get("token0"))).isEqualTo(ONE_ETH);
    // DECREASE_LIQUIDITY, TAKE_PAIR to the PositionManager, WRAP, SWEEP, SWEEP
    assertThat(decreased.get("decrease").get("data").asText()).contains("0111151414" + "0".repeat(54));
    mine(decreased.get("decrease"));
    assertThat(balance()).isEqualTo(afterCreate);
    assertThat(chain().positionAmounts(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
  }

  @Test
  void aNativeDepositRevertsWhenItsValueOrTheBalanceFallsShort() {
    approve(checkApproval("V4", "CREATE", ETH, ONE_ETH.toString(), Api.USDC, "100000000000"));
    String reference = pools("V4", ETH, Api.USDC).get(0).get("poolReferenceIdentifier").asText();
    JsonNode createTx = ok(http.post("/lp/create", create("V4", ETH, Api.USDC, reference, ETH, ONE_ETH))).get("create");

    ObjectNode shortValue = createTx.deepCopy();
    shortValue.put("value", "0x" + ONE_ETH.subtract(BigInteger.ONE).toString(16));
    String hash = http.submit(shortValue);
    assertThat(chain().isReverted(hash)).isTrue();
    assertThat(chain().mintedPosition(hash)).isEmpty();
    assertThat(balance()).isEqualTo(FUNDED);

    BigInteger poor = ONE_ETH.divide(BigInteger.TWO);
    chain().setNativeBalance(1, WALLET, poor);
    String poorHash = http.submit(createTx);
    assertThat(chain().isReverted(poorHash)).isTrue();
    assertThat(chain().mintedPosition(poorHash)).isEmpty();
    assertThat(balance()).isEqualTo(poor);

    chain().setNativeBalance(1, WALLET, FUNDED);
    assertThat(chain().mintedPosition(mine(createTx))).isPresent();
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH));
  }

  @Test
  void v3TakesTheZeroAddressForWethAndPaysEthOnlyWhenNamed() {
    approve(checkApproval("V3", "CREATE", ETH, ONE_ETH.toString(), Api.USDT, "100000000000"));
    JsonNode created = ok(http.post("/lp/create", create("V3", ETH, Api.USDT, V3_WETH_USDT, ETH, ONE_ETH)));
    assertThat(created.get("token0").get("tokenAddress").asText()).isEqualTo(ETH);
    JsonNode createTx = created.get("create");
    assertThat(createTx.get("to").asText()).isEqualTo(V3_MANAGER);
    assertThat(value(createTx)).isEqualTo(ONE_ETH);
    assertThat(createTx.get("data").asText()).startsWith("0x" + selector("multicall(bytes[])"))
        .contains(selector("mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))"))
        .contains(selector("refundETH()"))
        .contains(Api.WETH.substring(2).toLowerCase()); // the pool's token is WETH
    String id = chain().mintedPosition(mine(createTx)).orElseThrow();
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH));
    JsonNode position = chain().state(WALLET, 1L).get("wallets").get(WALLET.toLowerCase()).get("1").get("positions")
        .get(0);
    assertThat(position.get("token0").asText()).isEqualTo(Api.WETH);

    JsonNode increased = ok(http.post("/lp/increase", lpRequest("V3", id, ETH, Api.USDT,
        "'independentToken':{'tokenAddress':'" + ETH + "','amount':'" + ONE_ETH + "'}")));
    assertThat(value(increased.get("increase"))).isEqualTo(ONE_ETH);
    assertThat(increased.get("increase").get("data").asText()).contains(selector("refundETH()"));
    mine(increased.get("increase"));
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH.multiply(BigInteger.TWO)));

    JsonNode decreased = ok(http.post("/lp/decrease", lpRequest("V3", id, ETH, Api.USDT,
        "'liquidityPercentageToDecrease':50")));
    assertThat(decreased.get("token0").get("tokenAddress").asText()).isEqualTo(ETH);
    assertThat(amount(decreased.get("token0"))).isEqualTo(ONE_ETH);
    assertThat(decreased.get("decrease").get("data").asText())
        .contains(selector("unwrapWETH9(uint256,address)")).contains(selector("sweepToken(address,uint256,address)"));
    mine(decreased.get("decrease"));
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH));

    // Named WETH, or ETH with withdrawAsWeth, the withdrawal stays WETH: no ETH arrives.
    JsonNode asWeth = ok(http.post("/lp/decrease", lpRequest("V3", id, ETH, Api.USDT,
        "'liquidityPercentageToDecrease':10,'withdrawAsWeth':true")));
    assertThat(asWeth.get("token0").get("tokenAddress").asText()).isEqualTo(Api.WETH);
    assertThat(asWeth.get("decrease").get("data").asText()).doesNotContain(selector("unwrapWETH9(uint256,address)"));
    mine(asWeth.get("decrease"));
    JsonNode named = ok(http.post("/lp/decrease", lpRequest("V3", id, Api.WETH, Api.USDT,
        "'liquidityPercentageToDecrease':10")));
    assertThat(named.get("token0").get("tokenAddress").asText()).isEqualTo(Api.WETH);
    mine(named.get("decrease"));
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH));

    // A fee claim names no tokens: a V3 position collects its WETH as WETH.
    CLOCK.advance(Duration.ofDays(1));
    JsonNode fees = ok(http.post("/lp/claim_fees", body("{'protocol':'V3','walletAddress':'" + WALLET
        + "','chainId':1,'tokenId':'" + id + "'}")));
    assertThat(fees.get("token0").get("tokenAddress").asText()).isEqualTo(Api.WETH);
    assertThat(amount(fees.get("token0"))).isPositive();
    mine(fees.get("claim"));
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH));
  }

  @Test
  void v2TakesTheZeroAddressForWethThroughTheEthFunctionsOfTheRouter() {
    approve(checkApproval("V2", "CREATE", ETH, ONE_ETH.toString(), Api.USDC, "100000000000"));
    ObjectNode createClassic = body("{'walletAddress':'" + WALLET + "','poolParameters':{'token0Address':'" + Api.USDC
        + "','token1Address':'" + ETH + "','chainId':1},'independentToken':{'tokenAddress':'" + ETH + "','amount':'"
        + ONE_ETH + "'}}");
    JsonNode created = ok(http.post("/lp/create_classic", createClassic));
    assertThat(created.get("independentToken").get("tokenAddress").asText()).isEqualTo(ETH);
    assertThat(created.get("dependentToken").get("tokenAddress").asText()).isEqualTo(Api.USDC);
    JsonNode createTx = created.get("create");
    assertThat(createTx.get("to").asText()).isEqualTo(V2_ROUTER);
    assertThat(value(createTx)).isEqualTo(ONE_ETH);
    assertThat(createTx.get("data").asText())
        .startsWith("0x" + selector("addLiquidityETH(address,uint256,uint256,uint256,address,uint256)"));
    mine(createTx);
    assertThat(balance()).isEqualTo(FUNDED.subtract(ONE_ETH));

    String pair = pools("V2", Api.USDC, Api.WETH).get(0).get("poolReferenceIdentifier").asText();
    approve(checkApproval("V2", "DECREASE", pair, "1000000000000000000000"));
    JsonNode decreased = ok(http.post("/lp/decrease", lpRequest("V2", null, Api.USDC, ETH,
        "'liquidityPercentageToDecrease':100")));
    assertThat(decreased.get("token1").get("tokenAddress").asText()).isEqualTo(ETH);
    assertThat(amount(decreased.get("token1"))).isEqualTo(ONE_ETH); // no time passed: no fees
    assertThat(decreased.get("decrease").get("data").asText())
        .startsWith("0x" + selector("removeLiquidityETH(address,uint256,uint256,uint256,address,uint256)"));
    mine(decreased.get("decrease"));
    assertThat(balance()).isEqualTo(FUNDED);
    // Mined again, it would burn liquidity the wallet no longer holds: it reverts and pays nothing.
    assertThat(chain().isReverted(http.submit(decreased.get("decrease")))).isTrue();
    assertThat(balance()).isEqualTo(FUNDED);
  }

  @Test
  void refusesWethPairedWithEthAndAV4WethPoolNamedWithEth() {
    ObjectNode v3Twice = create("V3", ETH, Api.WETH, V3_WETH_USDT, ETH, ONE_ETH);
    assertThat(error(http.post("/lp/create", v3Twice), 400, "RequestValidationError"))
        .startsWith("\"existingPool.token1Address\" must not pair WETH with native ETH: on V3 the native currency "
            + ETH + " stands for WETH " + Api.WETH);
    ObjectNode v2Twice = body("{'walletAddress':'" + WALLET + "','poolParameters':{'token0Address':'" + Api.WETH
        + "','token1Address':'" + ETH + "','chainId':1},'independentToken':{'tokenAddress':'" + ETH
        + "','amount':'1'}}");
    assertThat(error(http.post("/lp/create_classic", v2Twice), 400, "RequestValidationError"))
        .startsWith("\"poolParameters.token1Address\" must not pair WETH with native ETH: on V2");
    ObjectNode decreaseTwice = lpRequest("V3", "1002", ETH, Api.WETH, "'liquidityPercentageToDecrease':10");
    assertThat(error(http.post("/lp/decrease", decreaseTwice), 400, "RequestValidationError"))
        .startsWith("\"token1Address\" must not pair WETH with native ETH");

    // On V4 ETH is a currency of its own: it does not find the WETH/USDC pool.
    String wethPool = pools("V4", Api.WETH, Api.USDC).get(0).get("poolReferenceIdentifier").asText();
    assertThat(error(http.post("/lp/create", create("V4", ETH, Api.USDC, wethPool, ETH, ONE_ETH)), 404,
        "ResourceNotFound")).isEqualTo("Pool not found");
  }

  @Test
  void theSimulatedChainRefusesANegativeBalanceAndStartsWalletsFunded() {
    assertThatThrownBy(() -> chain().setNativeBalance(1, WALLET, BigInteger.valueOf(-1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("wei");
    assertThatThrownBy(() -> chain().nativeBalance(999, WALLET))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chainId: 999");
    assertThat(chain().nativeBalance(8453, WALLET)).isEqualTo(new BigInteger("10000").multiply(ONE_ETH));
  }
}
