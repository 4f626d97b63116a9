package io.tradingsdk.server;

import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The LP lifecycle over loopback HTTP, for V2, V3 and V4: check approval, approve (mined), create,
 * increase, decrease, claim fees; each transaction takes effect when the wallet broadcasts it.
 */
class LpLifecycleTest {
  static final MutableClock CLOCK = new MutableClock(Api.NOW);

  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension
      .configured(b -> b.configure(c -> c.clock(CLOCK).nanoTime(() -> 1L)))
      .resetBeforeEach();

  static final String V2_ROUTER = "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D";
  static final String V3_MANAGER = "0xC36442b4a4522E871399CD717aBDD847Ab11FE88";
  static final String V4_MANAGER = "0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e";
  /** The second account of the public test mnemonic: it holds no seeded position. */
  static final String FRESH_WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

  private Api http;

  @BeforeEach
  void start() {
    CLOCK.set(Api.NOW);
    http = Api.overHttp(SERVER.server());
  }

  private SimulatedChain chain() {
    return SERVER.server().chain();
  }

  static ObjectNode body(String json) {
    return Api.jsonObject(json);
  }

  private JsonNode checkApproval(String wallet, String protocol, String action, String... tokenAmounts) {
    return http.lpCheckApproval(wallet, protocol, action, false, tokenAmounts);
  }


  /** Mines every approval transaction of a check_approval answer. */
  private void approveAll(JsonNode approvals) {
    for (JsonNode approval : approvals.get("transactions")) {
      assertThat(chain().isReverted(http.submit(approval.get("transaction")))).isFalse();
    }
  }

  private JsonNode pool(String protocol, String tokenA, String tokenB) {
    ObjectNode request = body("{'protocol':'" + protocol + "','chainId':1,'poolParameters':{'tokenAddressA':'" + tokenA
        + "','tokenAddressB':'" + tokenB + "'}}");
    JsonNode pools = ok(http.post("/lp/pool_info", request)).get("pools");
    assertThat(pools).hasSize(1);
    return pools.get(0);
  }

  private static BigInteger amount(JsonNode lpToken) {
    return new BigInteger(lpToken.get("amount").asText());
  }

  @Test
  void v3CreateIncreaseDecreaseClaimWithFeesFromTheClock() {
    JsonNode approvals = checkApproval(Api.WALLET, "V3", "CREATE", Api.WETH, "2000000000000000000", Api.USDT, "9000000000");
    assertThat(approvals.get("transactions")).hasSize(2);
    for (JsonNode approval : approvals.get("transactions")) {
      assertThat(approval.get("action").asText()).isEqualTo("CREATE");
      assertThat(approval.get("cancelApproval").asBoolean()).isFalse();
      assertThat(approval.get("transaction").get("data").asText())
          .startsWith("0x095ea7b3").contains(V3_MANAGER.substring(2).toLowerCase());
    }
    assertThat(approvals.get("v4BatchPermitData").isNull()).isTrue();
    approveAll(approvals);
    assertThat(checkApproval(Api.WALLET, "V3", "CREATE", Api.WETH, "2000000000000000000", Api.USDT, "9000000000")
        .get("transactions")).isEmpty();

    JsonNode pool = pool("V3", Api.WETH, Api.USDT);
    long tick = pool.get("currentTick").asLong();
    ObjectNode create = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3',"
        + "'existingPool':{'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'3000000000'},"
        + "'tickBounds':{'tickLower':" + (tick - 1003) + ",'tickUpper':" + (tick + 997) + "},'simulateTransaction':true}");
    JsonNode created = ok(http.post("/lp/create", create));
    assertThat(created.get("tickLower").asLong() % 10).isZero();
    assertThat(created.get("tickLower").asLong()).isLessThanOrEqualTo(tick - 1003);
    assertThat(created.get("tickUpper").asLong()).isGreaterThanOrEqualTo(tick + 997);
    assertThat(new java.math.BigDecimal(created.get("adjustedMinPrice").asText()))
        .isLessThan(new java.math.BigDecimal(created.get("adjustedMaxPrice").asText()));
    assertThat(created.get("create").get("to").asText()).isEqualTo(V3_MANAGER);
    assertThat(created.get("create").get("data").asText()).startsWith("0x88316456"); // mint
    assertThat(created.get("gasFee").asText()).matches("[1-9][0-9]*");
    assertThat(amount(created.get("token1"))).isEqualTo(new BigInteger("3000000000"));
    assertThat(amount(created.get("token0"))).isPositive();
    String createHash = http.submit(created.get("create"));
    String id = chain().mintedPosition(createHash).orElseThrow();
    assertThat(chain().positionAmounts(id)).containsExactly(amount(created.get("token0")), amount(created.get("token1")));

    ObjectNode increase = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3','nftTokenId':'" + id
        + "','token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "',"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1500000000'}}");
    JsonNode increased = ok(http.post("/lp/increase", increase));
    assertThat(chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("3000000000")); // not mined yet
    http.submit(increased.get("increase"));
    assertThat(chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("4500000000"));

    ObjectNode decrease = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3','nftTokenId':'" + id
        + "','token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "','liquidityPercentageToDecrease':50}");
    JsonNode decreased = ok(http.post("/lp/decrease", decrease));
    assertThat(amount(decreased.get("token1"))).isEqualTo(new BigInteger("2250000000"));
    assertThat(decreased.get("decrease").get("data").asText()).startsWith("0xac9650d8"); // multicall
    http.submit(decreased.get("decrease"));
    assertThat(chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("2250000000"));

    ObjectNode claim = body("{'protocol':'V3','walletAddress':'" + Api.WALLET + "','chainId':1,'tokenId':'" + id + "'}");
    JsonNode before = ok(http.post("/lp/claim_fees", claim));
    assertThat(amount(before.get("token0")).add(amount(before.get("token1")))).isZero(); // the clock has not moved
    CLOCK.advance(Duration.ofDays(1));
    JsonNode fees = ok(http.post("/lp/claim_fees", claim));
    assertThat(amount(fees.get("token0"))).isPositive();
    assertThat(amount(fees.get("token1"))).isPositive();
    // a day of 10% turnover at 0.05%: 0.005% of each side
    assertThat(amount(fees.get("token1"))).isEqualTo(new BigInteger("2250000000").multiply(BigInteger.valueOf(5))
        .divide(BigInteger.valueOf(100_000)));
    assertThat(fees.get("claim").get("data").asText()).startsWith("0xfc6f7865"); // collect
    http.submit(fees.get("claim"));
    assertThat(chain().feesOwed(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
  }

  @Test
  void v4CreateWithASignedBatchPermitThenFeesFromSwapActivity() {
    JsonNode approvals = checkApproval(Api.WALLET, "V4", "CREATE", Api.USDC, "5000000000", Api.WETH, "2000000000000000000");
    assertThat(approvals.get("transactions")).hasSize(2); // each token approves Permit2
    for (JsonNode approval : approvals.get("transactions")) {
      assertThat(approval.get("transaction").get("data").asText()).contains(Api.PERMIT2.substring(2).toLowerCase());
    }
    JsonNode permit = approvals.get("v4BatchPermitData");
    assertThat(permit.get("values").get("spender").asText()).isEqualTo(V4_MANAGER);
    assertThat(permit.get("values").get("details")).hasSize(2);
    approveAll(approvals);
    String signature = LocalSigner.of(PrivateKey.fromHex(Api.WALLET_KEY)).sign(TypedData.from(permit)).toHex();

    JsonNode pool = pool("V4", Api.USDC, Api.WETH);
    assertThat(pool.get("poolReferenceIdentifier").asText()).matches("0x[0-9a-f]{64}");
    ObjectNode create = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V4',"
        + "'existingPool':{'token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'3000000000'},'urgency':'NORMAL'}");
    create.set("batchPermitData", permit);
    create.put("signature", signature);
    JsonNode created = ok(http.post("/lp/create", create));
    assertThat(created.get("tickLower").asLong()).isEqualTo(-887270); // full range, aligned to spacing 10
    assertThat(created.get("create").get("to").asText()).isEqualTo(V4_MANAGER);
    assertThat(created.get("create").get("data").asText()).startsWith("0xac9650d8"); // multicall(permitBatch, modifyLiquidities)
    String id = chain().mintedPosition(http.submit(created.get("create"))).orElseThrow();
    assertThat(chain().permit2Nonce(1, Api.WALLET, Api.USDC, V4_MANAGER)).isEqualTo(1);
    // Permit2 now allows the manager: nothing left to approve for an increase.
    JsonNode again = checkApproval(Api.WALLET, "V4", "INCREASE", Api.USDC, "1000000000", Api.WETH, "1000000000000000000");
    assertThat(again.get("transactions")).isEmpty();
    assertThat(again.get("v4BatchPermitData").isNull()).isTrue();

    ObjectNode increase = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V4','nftTokenId':'" + id
        + "','token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "',"
        + "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000000'},'urgency':'FAST'}");
    http.submit(ok(http.post("/lp/increase", increase)).get("increase"));
    assertThat(chain().positionAmounts(id).get(0)).isEqualTo(new BigInteger("4000000000"));
    ObjectNode decrease = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V4','nftTokenId':'" + id
        + "','token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "','liquidityPercentageToDecrease':25}");
    JsonNode decreased = ok(http.post("/lp/decrease", decrease));
    assertThat(decreased.get("decrease").get("data").asText()).startsWith("0xdd46508f"); // modifyLiquidities
    http.submit(decreased.get("decrease"));
    assertThat(chain().positionAmounts(id).get(0)).isEqualTo(new BigInteger("3000000000"));

    // No time passes; a swap mined on the chain earns the position its share.
    ObjectNode claim = body("{'protocol':'V4','walletAddress':'" + Api.WALLET + "','chainId':1,'tokenId':'" + id
        + "','simulateTransaction':true}");
    assertThat(amount(ok(http.post("/lp/claim_fees", claim)).get("token0"))).isZero();
    mineASwap();
    JsonNode fees = ok(http.post("/lp/claim_fees", claim));
    // one swap turns 1% of the depth over at 0.05%: 0.0005% of each side
    assertThat(amount(fees.get("token0"))).isEqualTo(new BigInteger("3000000000").divide(BigInteger.valueOf(200_000)));
    assertThat(amount(fees.get("token1"))).isPositive();
    assertThat(fees.get("gasFee").asText()).matches("[1-9][0-9]*");
    http.submit(fees.get("claim"));
    assertThat(chain().feesOwed(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
  }

  /**
   * As the real V4 PoolManager settles a position's fees with any change of its liquidity, a V4 decrease pays the
   * fees owed with the principal and an increase spends them on the deposit, leaving nothing to claim; a V3
   * position's fees stay owed through both (the NonfungiblePositionManager keeps them until collect).
   */
  @Test
  void v4DecreaseAndIncreasePayTheFeesOwedWhileV3KeepsThemForTheClaim() {
    String usdc = Api.USDC;
    String weth = Api.WETH;
    // Swaps mined on the chain earn the seeded positions (1001: V4 WETH/USDC, 1002: V3 WETH/USDT) their fees.
    mineASwap();
    mineASwap();
    List<BigInteger> principal = chain().positionAmounts("1001");
    List<BigInteger> owed = chain().feesOwed("1001");
    assertThat(owed.get(0)).isPositive();
    assertThat(owed.get(1)).isPositive();
    BigInteger usdcBefore = chain().tokenBalance(1, usdc, Api.WALLET);
    BigInteger wethBefore = chain().tokenBalance(1, weth, Api.WALLET);

    JsonNode decreased = ok(http.post("/lp/decrease", body("{'walletAddress':'" + Api.WALLET + "','chainId':1,"
        + "'protocol':'V4','nftTokenId':'1001','token0Address':'" + usdc + "','token1Address':'" + weth + "',"
        + "'liquidityPercentageToDecrease':50}")));
    BigInteger half0 = principal.get(0).divide(BigInteger.TWO);
    BigInteger half1 = principal.get(1).divide(BigInteger.TWO);
    assertThat(amount(decreased.get("token0"))).isEqualTo(half0.add(owed.get(0)));
    assertThat(amount(decreased.get("token1"))).isEqualTo(half1.add(owed.get(1)));
    assertThat(chain().isReverted(http.submit(decreased.get("decrease")))).isFalse();
    assertThat(chain().tokenBalance(1, usdc, Api.WALLET)).isEqualTo(usdcBefore.add(amount(decreased.get("token0"))));
    assertThat(chain().tokenBalance(1, weth, Api.WALLET)).isEqualTo(wethBefore.add(amount(decreased.get("token1"))));
    assertThat(chain().positionAmounts("1001")).containsExactly(principal.get(0).subtract(half0),
        principal.get(1).subtract(half1));
    assertThat(chain().feesOwed("1001")).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
    ObjectNode claim = body("{'protocol':'V4','walletAddress':'" + Api.WALLET + "','chainId':1,'tokenId':'1001'}");
    JsonNode nothing = ok(http.post("/lp/claim_fees", claim));
    assertThat(amount(nothing.get("token0"))).isZero();
    assertThat(amount(nothing.get("token1"))).isZero();

    // Fees earned again; an increase spends them on its deposit: the wallet pays the amounts less the fees.
    mineASwap();
    List<BigInteger> earned = chain().feesOwed("1001");
    assertThat(earned.get(0)).isPositive();
    // The tokens' approvals of Permit2 and Permit2's of the manager, as transactions.
    approveAll(http.lpCheckApproval(Api.WALLET, "V4", "INCREASE", true, usdc, "1000000000", weth,
        "1000000000000000000"));
    JsonNode increased = ok(http.post("/lp/increase", body("{'walletAddress':'" + Api.WALLET + "','chainId':1,"
        + "'protocol':'V4','nftTokenId':'1001','token0Address':'" + usdc + "','token1Address':'" + weth + "',"
        + "'independentToken':{'tokenAddress':'" + usdc + "','amount':'1000000'}}")));
    BigInteger usdcBeforeIncrease = chain().tokenBalance(1, usdc, Api.WALLET);
    BigInteger wethBeforeIncrease = chain().tokenBalance(1, weth, Api.WALLET);
    List<BigInteger> beforeIncrease = chain().positionAmounts("1001");
    assertThat(chain().isReverted(http.submit(increased.get("increase")))).isFalse();
    assertThat(chain().positionAmounts("1001")).containsExactly(
        beforeIncrease.get(0).add(amount(increased.get("token0"))),
        beforeIncrease.get(1).add(amount(increased.get("token1"))));
    assertThat(chain().tokenBalance(1, usdc, Api.WALLET))
        .isEqualTo(usdcBeforeIncrease.subtract(amount(increased.get("token0")).subtract(earned.get(0))));
    assertThat(chain().tokenBalance(1, weth, Api.WALLET))
        .isEqualTo(wethBeforeIncrease.subtract(amount(increased.get("token1")).subtract(earned.get(1))));
    assertThat(chain().feesOwed("1001")).containsExactly(BigInteger.ZERO, BigInteger.ZERO);

    // V3: the decrease pays the principal only; the fees stay owed and the claim pays them.
    List<BigInteger> v3Owed = chain().feesOwed("1002");
    List<BigInteger> v3Principal = chain().positionAmounts("1002");
    assertThat(v3Owed.get(0)).isPositive();
    JsonNode v3Decreased = ok(http.post("/lp/decrease", body("{'walletAddress':'" + Api.WALLET + "','chainId':1,"
        + "'protocol':'V3','nftTokenId':'1002','token0Address':'" + weth + "','token1Address':'" + Api.USDT + "',"
        + "'liquidityPercentageToDecrease':50}")));
    assertThat(amount(v3Decreased.get("token0"))).isEqualTo(v3Principal.get(0).divide(BigInteger.TWO));
    http.submit(v3Decreased.get("decrease"));
    assertThat(chain().feesOwed("1002")).isEqualTo(v3Owed);
    JsonNode v3Fees = ok(http.post("/lp/claim_fees", body("{'protocol':'V3','walletAddress':'" + Api.WALLET
        + "','chainId':1,'tokenId':'1002'}")));
    assertThat(amount(v3Fees.get("token0"))).isEqualTo(v3Owed.get(0));
    assertThat(amount(v3Fees.get("token1"))).isEqualTo(v3Owed.get(1));
  }

  private void mineASwap() {
    JsonNode quote = ok(http.post("/quote", Api.quoteRequest(Api.USDC, Api.WETH, "1000000000")));
    ObjectNode swap = Api.object();
    swap.set("quote", quote.get("quote"));
    if (!quote.get("permitData").isNull()) {
      swap.set("permitData", quote.get("permitData"));
    }
    http.submit(ok(http.post("/swap_7702", swap)).get("swap"));
  }

  @Test
  void v2CreateClassicIncreaseThenDecreaseWithItsFeesForAWalletWithoutPositions() {
    JsonNode approvals = checkApproval(FRESH_WALLET, "V2", "CREATE", Api.USDC, "9000000000", Api.WETH, "3000000000000000000");
    assertThat(approvals.get("transactions")).hasSize(2);
    assertThat(approvals.get("transactions").get(0).get("transaction").get("data").asText())
        .contains(V2_ROUTER.substring(2).toLowerCase());
    approveAll(approvals);

    ObjectNode create = body("{'walletAddress':'" + FRESH_WALLET + "','poolParameters':{'token0Address':'" + Api.USDC
        + "','token1Address':'" + Api.WETH + "','chainId':1},"
        + "'independentToken':{'tokenAddress':'" + Api.WETH + "','amount':'1000000000000000000'}}");
    JsonNode created = ok(http.post("/lp/create_classic", create));
    assertThat(created.get("independentToken").get("tokenAddress").asText()).isEqualTo(Api.WETH);
    assertThat(amount(created.get("dependentToken"))).isBetween(new BigInteger("2900000000"), new BigInteger("3100000000"));
    assertThat(created.get("create").get("to").asText()).isEqualTo(V2_ROUTER);
    assertThat(created.get("create").get("data").asText()).startsWith("0xe8e33700"); // addLiquidity
    String id = chain().mintedPosition(http.submit(created.get("create"))).orElseThrow();
    assertThat(chain().positionAmounts(id)).containsExactly(amount(created.get("dependentToken")),
        new BigInteger("1000000000000000000"));

    ObjectNode increase = body("{'walletAddress':'" + FRESH_WALLET + "','chainId':1,'protocol':'V2',"
        + "'token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "',"
        + "'independentToken':{'tokenAddress':'" + Api.WETH + "','amount':'1000000000000000000'}}");
    http.submit(ok(http.post("/lp/increase", increase)).get("increase"));
    assertThat(chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("2000000000000000000"));

    // Withdrawing burns LP tokens through the router: it needs the pair's approval first.
    String pair = pool("V2", Api.USDC, Api.WETH).get("poolReferenceIdentifier").asText();
    ObjectNode decrease = body("{'walletAddress':'" + FRESH_WALLET + "','chainId':1,'protocol':'V2',"
        + "'token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "','liquidityPercentageToDecrease':100}");
    JsonNode decreased = ok(http.post("/lp/decrease", decrease));
    assertThat(decreased.get("decrease").get("data").asText()).startsWith("0xbaa2abde"); // removeLiquidity
    assertThat(chain().isReverted(http.submit(decreased.get("decrease")))).isTrue();
    JsonNode pairApproval = checkApproval(FRESH_WALLET, "V2", "DECREASE", pair, "1000000000000000000000");
    assertThat(pairApproval.get("transactions")).hasSize(1);
    assertThat(pairApproval.get("transactions").get(0).get("transaction").get("to").asText()).isEqualTo(pair);
    approveAll(pairApproval);
    assertThat(checkApproval(FRESH_WALLET, "V2", "DECREASE", pair, "1").get("transactions")).isEmpty();

    // V2 fees accrue into the pair: the withdrawal pays them with the principal, and there is nothing to claim.
    CLOCK.advance(Duration.ofHours(12));
    List<BigInteger> principal = chain().positionAmounts(id);
    List<BigInteger> fees = chain().feesOwed(id);
    assertThat(fees.get(0)).isPositive();
    assertThat(fees.get(1)).isPositive();
    JsonNode again = ok(http.post("/lp/decrease", decrease));
    assertThat(amount(again.get("token0"))).isEqualTo(principal.get(0).add(fees.get(0)));
    assertThat(amount(again.get("token1"))).isEqualTo(principal.get(1).add(fees.get(1)));
    assertThat(chain().isReverted(http.submit(again.get("decrease")))).isFalse();
    assertThat(chain().positionAmounts(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);
    assertThat(chain().feesOwed(id)).containsExactly(BigInteger.ZERO, BigInteger.ZERO);

    ObjectNode claim = body("{'protocol':'V2','walletAddress':'" + FRESH_WALLET + "','chainId':1,'tokenId':'" + id + "'}");
    assertThat(Api.error(http.post("/lp/claim_fees", claim), 400, "RequestValidationError"))
        .isEqualTo("\"protocol\" must be V3 or V4: V2 fees accrue into the pair and come back with /lp/decrease");
  }

  @Test
  void aSignedBatchPermitIsUsedOnce() {
    JsonNode approvals = checkApproval(Api.WALLET, "V4", "CREATE", Api.USDC, "5000000000", Api.WETH, "2000000000000000000");
    approveAll(approvals);
    JsonNode permit = approvals.get("v4BatchPermitData");
    String signature = LocalSigner.of(PrivateKey.fromHex(Api.WALLET_KEY)).sign(TypedData.from(permit)).toHex();
    JsonNode pool = pool("V4", Api.USDC, Api.WETH);
    ObjectNode create = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V4',"
        + "'existingPool':{'token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000000'}}");
    create.set("batchPermitData", permit);
    create.put("signature", signature);
    JsonNode first = ok(http.post("/lp/create", create));
    create.put("deadline", Api.NOW.getEpochSecond() + 600); // another transaction carrying the same permit
    JsonNode second = ok(http.post("/lp/create", create));
    assertThat(chain().isReverted(http.submit(first.get("create")))).isFalse();
    String replay = http.submit(second.get("create"));
    assertThat(chain().isReverted(replay)).isTrue();
    assertThat(chain().mintedPosition(replay)).isEmpty();
    // and the server now refuses the spent permit outright
    assertThat(Api.error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .isEqualTo("\"batchPermitData.values.details[0].nonce\" 0 was already used; the next is 1 (call /lp/check_approval again)");
  }

  @Test
  void approvalsAndACreateInOne7702BatchOpenThePosition() {
    JsonNode approvals = checkApproval(FRESH_WALLET, "V3", "CREATE", Api.WETH, "1000000000000000000", Api.USDT, "5000000000");
    JsonNode pool = pool("V3", Api.WETH, Api.USDT);
    ObjectNode create = body("{'walletAddress':'" + FRESH_WALLET + "','chainId':1,'protocol':'V3',"
        + "'existingPool':{'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000000000'}}");
    JsonNode created = ok(http.post("/lp/create", create));
    ObjectNode batch = body("{'smartContractDelegationAddress':'" + WalletEncodeTest.DELEGATE + "','walletAddress':'"
        + FRESH_WALLET + "','calls':[]}");
    for (JsonNode approval : approvals.get("transactions")) {
      batch.withArray("calls").add(approval.get("transaction"));
    }
    batch.withArray("calls").add(created.get("create"));
    JsonNode encoded = ok(http.post("/wallet/encode_7702", batch)).get("encoded");
    assertThat(WalletEncodeTest.decodeBatch(encoded.get("data").asText())).hasSize(3);
    String hash = http.submit(encoded);
    assertThat(chain().isReverted(hash)).isFalse();
    String id = chain().mintedPosition(hash).orElseThrow();
    assertThat(chain().positionAmounts(id).get(1)).isEqualTo(new BigInteger("1000000000"));
    assertThat(chain().delegation(1, FRESH_WALLET)).isPresent();
  }

  @Test
  void aTransactionMinedAfterItsDeadlineReverts() {
    approveAll(checkApproval(Api.WALLET, "V3", "INCREASE", Api.WETH, "1000000000000000000", Api.USDT, "5000000000"));
    ObjectNode increase = body("{'walletAddress':'" + Api.WALLET + "','chainId':1,'protocol':'V3','nftTokenId':'1002',"
        + "'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "',"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000000'}}");
    List<BigInteger> before = chain().positionAmounts("1002");
    JsonNode built = ok(http.post("/lp/increase", increase)); // the default deadline: 30 minutes
    CLOCK.advance(Duration.ofMinutes(31));
    assertThat(chain().isReverted(http.submit(built.get("increase")))).isTrue();
    assertThat(chain().positionAmounts("1002")).isEqualTo(before);
    JsonNode fresh = ok(http.post("/lp/increase", increase));
    assertThat(chain().isReverted(http.submit(fresh.get("increase")))).isFalse();
    assertThat(chain().positionAmounts("1002").get(1)).isEqualTo(before.get(1).add(BigInteger.valueOf(1_000_000)));
  }

  @Test
  void aCreateMinedBeforeItsApprovalsRevertsAndOpensNothing() {
    JsonNode pool = pool("V3", Api.WETH, Api.USDT);
    ObjectNode create = body("{'walletAddress':'" + FRESH_WALLET + "','chainId':1,'protocol':'V3',"
        + "'existingPool':{'token0Address':'" + Api.USDT + "','token1Address':'" + Api.WETH + "','poolReference':'"
        + pool.get("poolReferenceIdentifier").asText() + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.WETH + "','amount':'1000000000000000000'}}");
    List<String> before = chain().positionIds();
    String hash = http.submit(ok(http.post("/lp/create", create)).get("create"));
    assertThat(chain().isReverted(hash)).isTrue();
    assertThat(chain().mintedPosition(hash)).isEmpty();
    assertThat(chain().positionIds()).isEqualTo(before);
  }

  @Test
  void usdtWithALowAllowanceGetsACancelApprovalFirst() {
    chain().setAllowance(1, Api.WALLET, Api.USDT, V3_MANAGER, BigInteger.TEN);
    JsonNode approvals = checkApproval(Api.WALLET, "V3", "INCREASE", Api.USDT, "1000000");
    assertThat(approvals.get("transactions")).hasSize(2);
    assertThat(approvals.get("transactions").get(0).get("cancelApproval").asBoolean()).isTrue();
    assertThat(approvals.get("transactions").get(0).get("action").asText()).isEqualTo("INCREASE");
    assertThat(approvals.get("transactions").get(1).get("cancelApproval").asBoolean()).isFalse();
    approveAll(approvals);
    assertThat(chain().allowance(1, Api.WALLET, Api.USDT, V3_MANAGER)).isEqualTo(BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE));
  }

  @Test
  void permitsAsTransactionsAndTheV3MigrationApproval() {
    JsonNode approvals = checkApproval(Api.WALLET, "V4", "CREATE", Api.USDC, "1000000");
    assertThat(approvals.get("v4BatchPermitData").isNull()).isFalse();
    ObjectNode asTransactions = body("{'walletAddress':'" + Api.WALLET + "','protocol':'V4','chainId':1,'action':'CREATE',"
        + "'lpTokens':[{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}],'generatePermitAsTransaction':true,"
        + "'includeGasInfo':true}");
    JsonNode transactions = ok(http.post("/lp/check_approval", asTransactions));
    assertThat(transactions.get("v4BatchPermitData").isNull()).isTrue();
    assertThat(transactions.get("transactions")).hasSize(2);
    JsonNode permit2Approve = transactions.get("transactions").get(1);
    assertThat(permit2Approve.get("transaction").get("to").asText()).isEqualTo(Api.PERMIT2);
    assertThat(permit2Approve.get("gasFee").asText()).matches("[1-9][0-9]*");
    approveAll(transactions);
    assertThat(ok(http.post("/lp/check_approval", asTransactions)).get("transactions")).isEmpty();

    ObjectNode migrate = body("{'walletAddress':'" + Api.WALLET + "','protocol':'V3','chainId':1,'action':'MIGRATE',"
        + "'lpTokens':[],'v3NftTokenId':1002}");
    JsonNode nft = ok(http.post("/lp/check_approval", migrate));
    assertThat(nft.get("transactions")).hasSize(1);
    assertThat(nft.get("transactions").get(0).get("transaction").get("to").asText()).isEqualTo(V3_MANAGER);
    approveAll(nft);
    assertThat(ok(http.post("/lp/check_approval", migrate)).get("transactions")).isEmpty();
  }
}
