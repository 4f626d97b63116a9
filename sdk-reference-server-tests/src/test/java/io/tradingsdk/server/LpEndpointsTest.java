package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The statuses the document lists for the LP and wallet-encoding operations, each reached over
 * loopback HTTP, and the finer rules of pool_info and create.
 */
class LpEndpointsTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension
      .configured(b -> b.configure(c -> c.clock(java.time.Clock.fixed(Api.NOW, java.time.ZoneOffset.UTC))
          .nanoTime(() -> 1L)))
      .resetBeforeEach();

  /** The Ethereum V3 WETH/USDT 0.05% pool: the mainnet pool's CREATE2 address. */
  static final String V3_WETH_USDT = "0x11b815efB8f581194ae79006d24E0d814B7697F6";

  private Api http;

  @BeforeEach
  void start() {
    http = Api.overHttp(SERVER.server());
  }

  private static ObjectNode body(String json) {
    return Api.jsonObject(json);
  }

  /** One operation: a body it answers 200, one it refuses with 400, one it answers 404 (when it can). */
  static final class Operation {
    final String path;
    final ObjectNode valid;
    final ObjectNode invalid;
    final String invalidDetail;
    final ObjectNode unknown;
    final String unknownDetail;

    Operation(String path, ObjectNode valid, ObjectNode invalid, String invalidDetail, ObjectNode unknown,
        String unknownDetail) {
      this.path = path;
      this.valid = valid;
      this.invalid = invalid;
      this.invalidDetail = invalidDetail;
      this.unknown = unknown;
      this.unknownDetail = unknownDetail;
    }
  }

  private static final String W = Api.WALLET;

  static List<Operation> operations() {
    String createV3 = "{'walletAddress':'" + W + "','chainId':1,'protocol':'V3','existingPool':{'token0Address':'"
        + Api.WETH + "','token1Address':'" + Api.USDT + "','poolReference':'" + V3_WETH_USDT + "'},"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000000'}}";
    String classic = "{'walletAddress':'" + W + "','poolParameters':{'token0Address':'" + Api.USDC + "','token1Address':'"
        + Api.WETH + "','chainId':1},'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}}";
    String decrease = "{'walletAddress':'" + W + "','chainId':1,'protocol':'V3','token0Address':'" + Api.WETH
        + "','token1Address':'" + Api.USDT + "','nftTokenId':'1002','liquidityPercentageToDecrease':10}";
    String claim = "{'protocol':'V3','walletAddress':'" + W + "','chainId':1,'tokenId':'1002'}";
    String approval = "{'walletAddress':'" + W + "','protocol':'V3','chainId':1,'action':'CREATE',"
        + "'lpTokens':[{'tokenAddress':'" + Api.USDT + "','amount':'1000000'}]}";
    String poolInfo = "{'protocol':['V3'],'chainId':1,'poolParameters':{'tokenAddressA':'" + Api.WETH + "'}}";
    String encode7702 = "{'calls':[{'to':'" + Api.USDC + "','from':'" + W + "','data':'0x','value':'0x0','chainId':1}],"
        + "'smartContractDelegationAddress':'" + WalletEncodeTest.DELEGATE + "','walletAddress':'" + W + "'}";
    String encode4337 = "{'calls':[{'to':'" + Api.USDC + "','data':'0x','value':'0x0'}],'sender':'" + W + "','chainId':1,"
        + "'eip7702Auth':{'address':'" + WalletEncodeTest.DELEGATE + "','chainId':'0x1','nonce':'0x0','r':'0x01','s':'0x02',"
        + "'yParity':'0x0'}}";
    return List.of(
        new Operation("/lp/check_approval", body(approval),
            with(approval, "action", "REMOVE"), "\"action\" must be one of [CREATE, INCREASE, DECREASE, MIGRATE]",
            body(approval.replace(Api.USDT, "0x1111111111111111111111111111111111111111")), "Token allowance not found"),
        new Operation("/lp/create", body(createV3),
            with(createV3, "urgency", "fast"), "\"urgency\" must be one of [NORMAL, FAST, URGENT]",
            body(createV3.replace(V3_WETH_USDT, "0x2222222222222222222222222222222222222222")), "Pool not found"),
        new Operation("/lp/create_classic", body(classic),
            body(classic.replace("'amount':'1000000'", "'amount':'0'")), "\"independentToken.amount\" must be greater than 0",
            body(classic.replace(Api.USDC, Api.DAI)), "Pool not found"),
        new Operation("/lp/decrease", body(decrease),
            body(decrease.replace(":10}", ":0}")), "\"liquidityPercentageToDecrease\" must be from 1 to 100, was 0",
            body(decrease.replace("1002", "999999")), "Position not found"),
        new Operation("/lp/claim_fees", body(claim),
            body(claim.replace(",'tokenId':'1002'", "")), "\"tokenId\" is required",
            body(claim.replace("1002", "999999")), "Position not found"),
        new Operation("/lp/pool_info", body(poolInfo),
            body(poolInfo.replace("['V3']", "'UNISWAPX'")), "\"protocol\" must be one of [V2, V3, V4]",
            body(poolInfo.replace(Api.WETH, "0x1111111111111111111111111111111111111111")),
            "No pool information on chain 1 for the given pool parameters"),
        new Operation("/wallet/encode_7702", body(encode7702),
            body(encode7702.replace(",'walletAddress':'" + W + "'", "")), "\"walletAddress\" is required",
            null, null), // every chain of the API is served
        new Operation("/wallet/encode_4337", body(encode4337),
            body(encode4337.replace("'sender':'" + W + "'", "'sender':'0x12'")),
            "\"sender\" with value \"0x12\" fails to match the required pattern: /^(0x)?[0-9a-fA-F]{40}$/",
            null, null)); // the document lists no 404 for encode_4337
  }

  private static ObjectNode with(String json, String field, String value) {
    ObjectNode node = body(json);
    node.put(field, value);
    return node;
  }

  @Test
  void everyOperationAnswersItsValidBody() {
    for (Operation operation : operations()) {
      assertThat(http.post(operation.path, operation.valid).status()).as(operation.path).isEqualTo(200);
    }
  }

  @Test
  void badBodiesAre400NamingTheField() {
    for (Operation operation : operations()) {
      assertThat(error(http.post(operation.path, operation.invalid), 400, "RequestValidationError"))
          .as(operation.path).isEqualTo(operation.invalidDetail);
    }
  }

  @Test
  void unknownPositionsPoolsAndChainsAre404() {
    for (Operation operation : operations()) {
      if (operation.unknown != null) {
        assertThat(error(http.post(operation.path, operation.unknown), 404, "ResourceNotFound"))
            .as(operation.path).isEqualTo(operation.unknownDetail);
      }
    }
  }

  @Test
  void blockedAndUnknownKeysAre401AfterTheBodyIsValidated() {
    for (Operation operation : operations()) {
      assertThat(error(http.postAs(ServerConfig.BLOCKED_KEY, operation.path, operation.valid), 401, "Unauthorized"))
          .as(operation.path).isEqualTo("Account is blocked");
      assertThat(error(http.postAs("nope", operation.path, operation.valid), 401, "Unauthorized"))
          .as(operation.path).isEqualTo("Unauthenticated api key or session");
      assertThat(http.postAs("nope", operation.path, operation.invalid).status()).as(operation.path).isEqualTo(400);
    }
  }

  @Test
  void aLimitedKeyIs429OnEveryOperationOnceItsBurstIsSpent() {
    // The server's monotonic clock stands still here, so the bucket (burst 3) never refills.
    for (int i = 0; i < 3; i++) {
      ok(http.postAs(ServerConfig.LIMITED_KEY, "/lp/pool_info", operations().get(5).valid));
    }
    for (Operation operation : operations()) {
      assertThat(error(http.postAs(ServerConfig.LIMITED_KEY, operation.path, operation.valid), 429, "Ratelimited"))
          .as(operation.path).isNotEmpty();
    }
  }

  @Test
  void injectedServerErrorsReachEveryOperation() {
    for (Operation operation : operations()) {
      SERVER.server().faults().next(1).on("POST", operation.path).status(500);
      assertThat(error(http.post(operation.path, operation.valid), 500, "InternalServerError")).as(operation.path)
          .isEqualTo("Internal server error");
      SERVER.server().faults().next(1).on("POST", operation.path).status(504);
      assertThat(error(http.post(operation.path, operation.valid), 504, "Timeout")).as(operation.path).isNotEmpty();
      assertThat(http.post(operation.path, operation.valid).status()).as(operation.path).isEqualTo(200);
    }
  }

  @Test
  void addressFieldsMayOmitTheir0xAsTheDocumentsPatternAllows() {
    String bare = W.substring(2);
    ObjectNode decrease = operations().get(3).valid.deepCopy();
    decrease.put("walletAddress", bare);
    decrease.put("token0Address", Api.WETH.substring(2));
    JsonNode decreased = ok(http.post("/lp/decrease", decrease));
    assertThat(decreased.get("decrease").get("from").asText()).isEqualTo("0x" + bare);
    ObjectNode encode = operations().get(6).valid.deepCopy();
    encode.put("walletAddress", bare);
    ((ObjectNode) encode.get("calls").get(0)).put("from", bare.toLowerCase());
    assertThat(ok(http.post("/wallet/encode_7702", encode)).get("encoded").get("to").asText()).isEqualTo("0x" + bare);
  }

  // --- pool_info ----------------------------------------------------------------------------------

  @Test
  void poolInfoWritesPoolsAsTheServicesExampleDoes() {
    ObjectNode request = body("{'protocol':'V4','chainId':1,'poolParameters':{'tokenAddressA':'" + Api.USDC
        + "','tokenAddressB':'" + Api.WETH + "','fee':500,'tickSpacing':10}}");
    JsonNode response = ok(http.post("/lp/pool_info", request));
    assertThat(response.get("currentPage").asInt()).isEqualTo(1);
    assertThat(response.get("pageSize").asInt()).isEqualTo(1);
    JsonNode pool = response.get("pools").get(0);
    assertThat(pool.get("poolProtocol").asText()).isEqualTo("V4");
    assertThat(pool.get("poolReferenceIdentifier").asText()).matches("0x[0-9a-f]{64}");
    assertThat(pool.get("tokenAddressA").asText()).isEqualTo(Api.USDC);
    assertThat(pool.get("tokenAddressB").asText()).isEqualTo(Api.WETH);
    assertThat(pool.get("fee").isNumber()).isTrue();
    assertThat(pool.get("tickSpacing").asInt()).isEqualTo(10);
    assertThat(pool.get("hookAddress").asText()).isEqualTo(Api.ETH);
    assertThat(pool.get("tokenDecimalsA").asText()).isEqualTo("6");
    assertThat(pool.get("tokenDecimalsA").isTextual()).isTrue();
    assertThat(pool.get("tokenDecimalsB").asText()).isEqualTo("18");
    assertThat(pool.get("chainId").asLong()).isEqualTo(1);
    assertThat(pool.get("currentTick").isIntegralNumber()).isTrue();
    BigInteger reserveA = new BigInteger(pool.get("tokenAReserves").asText());
    BigInteger reserveB = new BigInteger(pool.get("tokenBReserves").asText());
    assertThat(new BigInteger(pool.get("poolLiquidity").asText())).isEqualTo(reserveA.multiply(reserveB).sqrt());
    // ~ $3000 per WETH: 3000e6 USDC units per 1e18 WETH units
    BigDecimal price = new BigDecimal(reserveB).divide(new BigDecimal(reserveA), java.math.MathContext.DECIMAL64);
    assertThat(price).isBetween(new BigDecimal("3.3e8"), new BigDecimal("3.34e8"));
    ObjectNode wrongFee = request.deepCopy();
    ((ObjectNode) wrongFee.get("poolParameters")).put("fee", 3000);
    assertThat(http.post("/lp/pool_info", wrongFee).status()).isEqualTo(404);
    ObjectNode hooked = request.deepCopy();
    ((ObjectNode) hooked.get("poolParameters")).put("hookAddress", "0x1111111111111111111111111111111111111111");
    assertThat(http.post("/lp/pool_info", hooked).status()).isEqualTo(404);
  }

  @Test
  void poolInfoListsPagesAndFindsByReference() {
    JsonNode all = ok(http.post("/lp/pool_info", body("{'protocol':['V2','V3','V4'],'chainId':1}")));
    assertThat(all.get("pools")).hasSize(8); // every Ethereum pool, the V4 native ETH/USDC pool last
    JsonNode page = ok(http.post("/lp/pool_info", body("{'protocol':['V2','V3','V4'],'chainId':1,'pageSize':3,'currentPage':3}")));
    assertThat(page.get("pools")).hasSize(2);
    assertThat(page.get("pools").get(0)).isEqualTo(all.get("pools").get(6));
    JsonNode base = ok(http.post("/lp/pool_info", body("{'protocol':['V4'],'chainId':8453}")));
    assertThat(base.get("pools")).hasSize(3);
    String v4 = base.get("pools").get(1).get("poolReferenceIdentifier").asText();
    ObjectNode byReference = body("{'protocol':['V3','V4'],'poolReferences':[{'protocol':['V3'],'chainId':1,"
        + "'referenceIdentifier':'" + V3_WETH_USDT.toLowerCase() + "'},{'protocol':'V4','chainId':8453,"
        + "'referenceIdentifier':'" + v4 + "'}]}");
    JsonNode found = ok(http.post("/lp/pool_info", byReference));
    assertThat(found.get("pools").get(0).get("poolReferenceIdentifier").asText()).isEqualTo(V3_WETH_USDT);
    assertThat(found.get("pools").get(1)).isEqualTo(base.get("pools").get(1));
    ObjectNode wrongChain = body("{'protocol':['V3'],'poolReferences':[{'protocol':['V3'],'chainId':10,"
        + "'referenceIdentifier':'" + V3_WETH_USDT + "'}]}");
    assertThat(error(http.post("/lp/pool_info", wrongChain), 404, "ResourceNotFound"))
        .isEqualTo("Pool not found: poolReferences[0] " + V3_WETH_USDT + " on chain 10");
    ObjectNode both = body("{'protocol':['V3'],'poolParameters':{},'poolReferences':[]}");
    assertThat(error(http.post("/lp/pool_info", both), 400, "RequestValidationError"))
        .isEqualTo("\"value\" contains a conflict between exclusive peers [poolParameters, poolReferences]");
    assertThat(error(http.post("/lp/pool_info", body("{'protocol':['V3','X']}")), 400, "RequestValidationError"))
        .isEqualTo("\"protocol[1]\" must be one of [V2, V3, V4]");
  }

  // --- create ------------------------------------------------------------------------------------

  private ObjectNode createV3() {
    return operations().get(1).valid.deepCopy();
  }

  @Test
  void priceBoundsBecomeTicksOnTheSpacingAndTheDependentAmountIsCheckedAgainstItsMaximum() {
    ObjectNode request = createV3();
    // WETH/USDT: about 3000e6 USDT units per 1e18 WETH units, so 3.0e-9 in base units.
    request.set("priceBounds", body("{'minPrice':'0.0000000025','maxPrice':'0.0000000035'}"));
    JsonNode created = ok(http.post("/lp/create", request));
    long lower = created.get("tickLower").asLong();
    long upper = created.get("tickUpper").asLong();
    assertThat(lower % 10).isZero();
    assertThat(upper % 10).isZero();
    assertThat(new BigDecimal(created.get("adjustedMinPrice").asText())).isLessThanOrEqualTo(new BigDecimal("0.0000000025"));
    assertThat(new BigDecimal(created.get("adjustedMaxPrice").asText())).isGreaterThanOrEqualTo(new BigDecimal("0.0000000035"));
    BigInteger weth = new BigInteger(created.get("token0").get("amount").asText());
    ObjectNode capped = request.deepCopy();
    capped.set("dependentToken", body("{'tokenAddress':'" + Api.WETH + "','amount':'" + weth.subtract(BigInteger.ONE) + "'}"));
    assertThat(error(http.post("/lp/create", capped), 400, "RequestValidationError"))
        .isEqualTo("\"dependentToken.amount\" " + weth.subtract(BigInteger.ONE) + " is below the " + weth
            + " the range needs at the pool's price");
    capped.set("dependentToken", body("{'tokenAddress':'" + Api.WETH + "','amount':'" + weth + "'}"));
    ok(http.post("/lp/create", capped));
  }

  @Test
  void createRefusals() {
    ObjectNode both = createV3();
    both.set("tickBounds", body("{'tickLower':-10,'tickUpper':10}"));
    both.set("priceBounds", body("{'minPrice':'1','maxPrice':'2'}"));
    assertThat(error(http.post("/lp/create", both), 400, "RequestValidationError"))
        .isEqualTo("\"value\" contains a conflict between exclusive peers [priceBounds, tickBounds]");
    ObjectNode newPool = createV3();
    newPool.remove("existingPool");
    newPool.set("newPool", body("{'token0Address':'" + Api.WETH + "','token1Address':'" + Api.DAI + "','fee':500,"
        + "'tickSpacing':10,'initialPrice':'1'}"));
    assertThat(error(http.post("/lp/create", newPool), 400, "RequestValidationError")).startsWith("\"newPool\" is not supported");
    ObjectNode v2 = createV3();
    v2.put("protocol", "V2");
    assertThat(error(http.post("/lp/create", v2), 400, "RequestValidationError"))
        .isEqualTo("\"protocol\" must be one of [V3, V4]");
    ObjectNode inverted = createV3();
    inverted.set("tickBounds", body("{'tickLower':10,'tickUpper':10}"));
    assertThat(error(http.post("/lp/create", inverted), 400, "RequestValidationError"))
        .isEqualTo("\"tickBounds.tickLower\" must be less than tickUpper");
    // A range entirely above the price holds only token0 (WETH): USDT cannot be the independent token.
    ObjectNode above = createV3();
    above.set("tickBounds", body("{'tickLower':0,'tickUpper':600}"));
    assertThat(error(http.post("/lp/create", above), 400, "RequestValidationError"))
        .startsWith("\"independentToken.tokenAddress\" must be token0: the range [0, 600) holds only token0");
    ObjectNode badSignature = createV3();
    badSignature.put("signature", "0x" + "ab".repeat(65));
    assertThat(error(http.post("/lp/create", badSignature), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" missing required peer \"batchPermitData\"");
    ObjectNode offChain = createV3();
    offChain.put("chainId", 324);
    offChain.put("protocol", "V4");
    assertThat(error(http.post("/lp/create", offChain), 404, "ResourceNotFound"))
        .isEqualTo("V4 positions are not available on chain 324");
  }

  @Test
  void aPermitSignedByAnotherWalletIsRefused() {
    JsonNode approvals = ok(http.post("/lp/check_approval", body("{'walletAddress':'" + W + "','protocol':'V4',"
        + "'chainId':1,'action':'CREATE','lpTokens':[{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}]}")));
    JsonNode permit = approvals.get("v4BatchPermitData");
    String strangers = new Api().signAsStranger(permit);
    JsonNode pool = ok(http.post("/lp/pool_info", body("{'protocol':'V4','chainId':1,'poolParameters':{'tokenAddressA':'"
        + Api.USDC + "','tokenAddressB':'" + Api.WETH + "'}}"))).get("pools").get(0);
    ObjectNode create = body("{'walletAddress':'" + W + "','chainId':1,'protocol':'V4','existingPool':{'token0Address':'"
        + Api.USDC + "','token1Address':'" + Api.WETH + "','poolReference':'" + pool.get("poolReferenceIdentifier").asText()
        + "'},'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}}");
    create.set("batchPermitData", permit);
    create.put("signature", strangers);
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .isEqualTo("\"signature\" was not made by walletAddress " + W);
  }

  /**
   * A V4 batch permit the wallet itself signed, but for another chain's or another contract's Permit2: the signer
   * recovers all the same, yet Permit2 on chain 1 computes its own domain separator and reverts, so the service
   * refuses it (as /swap refuses such a permitData). Create and increase alike.
   */
  @Test
  void aBatchPermitForAnotherChainOrContractIsRefused() {
    JsonNode approvals = ok(http.post("/lp/check_approval", body("{'walletAddress':'" + W + "','protocol':'V4',"
        + "'chainId':1,'action':'CREATE','lpTokens':[{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}]}")));
    JsonNode pool = ok(http.post("/lp/pool_info", body("{'protocol':'V4','chainId':1,'poolParameters':{'tokenAddressA':'"
        + Api.USDC + "','tokenAddressB':'" + Api.WETH + "'}}"))).get("pools").get(0);
    ObjectNode create = body("{'walletAddress':'" + W + "','chainId':1,'protocol':'V4','existingPool':{'token0Address':'"
        + Api.USDC + "','token1Address':'" + Api.WETH + "','poolReference':'" + pool.get("poolReferenceIdentifier").asText()
        + "'},'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}}");
    ObjectNode increase = body("{'walletAddress':'" + W + "','chainId':1,'protocol':'V4','nftTokenId':'1001',"
        + "'token0Address':'" + Api.USDC + "','token1Address':'" + Api.WETH + "',"
        + "'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}}");

    ObjectNode otherChain = approvals.get("v4BatchPermitData").deepCopy();
    ((ObjectNode) otherChain.get("domain")).put("chainId", 10);
    ObjectNode otherContract = approvals.get("v4BatchPermitData").deepCopy();
    ((ObjectNode) otherContract.get("domain")).put("verifyingContract", Api.USDC);
    String permit2 = approvals.get("v4BatchPermitData").get("domain").get("verifyingContract").asText();

    create.set("batchPermitData", otherChain);
    create.put("signature", signedByTheWallet(otherChain));
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .isEqualTo("\"batchPermitData.domain.chainId\" must be 1, the request's chain");
    increase.set("v4BatchPermitData", otherChain);
    increase.put("signature", signedByTheWallet(otherChain));
    assertThat(error(http.post("/lp/increase", increase), 400, "RequestValidationError"))
        .isEqualTo("\"v4BatchPermitData.domain.chainId\" must be 1, the request's chain");

    create.set("batchPermitData", otherContract);
    create.put("signature", signedByTheWallet(otherContract));
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .isEqualTo("\"batchPermitData.domain.verifyingContract\" must be Permit2 on chain 1 (" + permit2 + ")");
    increase.set("v4BatchPermitData", otherContract);
    increase.put("signature", signedByTheWallet(otherContract));
    assertThat(error(http.post("/lp/increase", increase), 400, "RequestValidationError"))
        .isEqualTo("\"v4BatchPermitData.domain.verifyingContract\" must be Permit2 on chain 1 (" + permit2 + ")");
  }

  /**
   * A V4 batch permit must allow the PositionManager what the deposit takes, of the position's tokens: a permit for
   * less than the deposit's USDC left Permit2 an allowance the deposit exceeds (the simulated chain settled it), and
   * one for a token the position does not hold allows nothing the deposit needs; one whose allowance expired already
   * allows nothing either (the simulated chain took any signed permit as covering the deposit).
   */
  @Test
  void aBatchPermitForLessThanTheDepositAnExpiredOneOrAnotherTokenIsRefused() {
    JsonNode approvals = ok(http.post("/lp/check_approval", body("{'walletAddress':'" + W + "','protocol':'V4',"
        + "'chainId':1,'action':'CREATE','lpTokens':[{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}]}")));
    JsonNode pool = ok(http.post("/lp/pool_info", body("{'protocol':'V4','chainId':1,'poolParameters':{'tokenAddressA':'"
        + Api.USDC + "','tokenAddressB':'" + Api.WETH + "'}}"))).get("pools").get(0);
    ObjectNode create = body("{'walletAddress':'" + W + "','chainId':1,'protocol':'V4','existingPool':{'token0Address':'"
        + Api.USDC + "','token1Address':'" + Api.WETH + "','poolReference':'" + pool.get("poolReferenceIdentifier").asText()
        + "'},'independentToken':{'tokenAddress':'" + Api.USDC + "','amount':'1000000'}}");

    ObjectNode tooLittle = approvals.get("v4BatchPermitData").deepCopy();
    ((ObjectNode) tooLittle.get("values").get("details").get(0)).put("amount", "999999");
    create.set("batchPermitData", tooLittle);
    create.put("signature", signedByTheWallet(tooLittle));
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .isEqualTo("\"batchPermitData.values.details[0].amount\" must be at least 1000000, what the deposit takes of "
            + Api.USDC);

    // An allowance that expired already: the deposit's transfer through Permit2 reverts (AllowanceExpired).
    ObjectNode expired = approvals.get("v4BatchPermitData").deepCopy();
    ((ObjectNode) expired.get("values").get("details").get(0)).put("expiration", "1");
    create.set("batchPermitData", expired);
    create.put("signature", signedByTheWallet(expired));
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .startsWith("\"batchPermitData.values.details[0].expiration\" 1 has passed (now ");

    ObjectNode otherToken = approvals.get("v4BatchPermitData").deepCopy();
    ((ObjectNode) otherToken.get("values").get("details").get(0)).put("token", Api.USDT);
    create.set("batchPermitData", otherToken);
    create.put("signature", signedByTheWallet(otherToken));
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .startsWith("\"batchPermitData.values.details[0].token\" must be a token the position holds (");
  }

  /**
   * A V4 batch permit allows the V4 PositionManager: sent with a V3 create or increase, it went into the V3 manager's
   * multicall as a call that contract does not have (the simulated chain settled it, the EVM mode dropped it).
   */
  @Test
  void aBatchPermitIsForV4PositionsOnly() {
    JsonNode approvals = ok(http.post("/lp/check_approval", body("{'walletAddress':'" + W + "','protocol':'V4',"
        + "'chainId':1,'action':'CREATE','lpTokens':[{'tokenAddress':'" + Api.USDT + "','amount':'1000000'}]}")));
    JsonNode permit = approvals.get("v4BatchPermitData");
    ObjectNode create = createV3();
    create.set("batchPermitData", permit);
    create.put("signature", signedByTheWallet(permit));
    assertThat(error(http.post("/lp/create", create), 400, "RequestValidationError"))
        .isEqualTo("\"batchPermitData\" is for V4 positions only: a V3 position's tokens approve its position manager"
            + " (/lp/check_approval)");
    ObjectNode increase = body("{'walletAddress':'" + W + "','chainId':1,'protocol':'V3','nftTokenId':'1002',"
        + "'token0Address':'" + Api.WETH + "','token1Address':'" + Api.USDT + "',"
        + "'independentToken':{'tokenAddress':'" + Api.USDT + "','amount':'1000000'}}");
    increase.set("v4BatchPermitData", permit);
    increase.put("signature", signedByTheWallet(permit));
    assertThat(error(http.post("/lp/increase", increase), 400, "RequestValidationError"))
        .isEqualTo("\"v4BatchPermitData\" is for V4 positions only: a V3 position's tokens approve its position"
            + " manager (/lp/check_approval)");
  }

  private static String signedByTheWallet(JsonNode typedData) {
    return io.tradingsdk.signing.LocalSigner.of(io.tradingsdk.signing.PrivateKey.fromHex(Api.WALLET_KEY))
        .sign(io.tradingsdk.signing.TypedData.from(typedData)).toHex();
  }

  @Test
  void positionsAreHeldPerWallet() {
    String other = LpLifecycleTest.FRESH_WALLET;
    ObjectNode claim = body("{'protocol':'V3','walletAddress':'" + other + "','chainId':1,'tokenId':'1002'}");
    assertThat(error(http.post("/lp/claim_fees", claim), 404, "ResourceNotFound")).isEqualTo("Position not found");
    ObjectNode wrongProtocol = body("{'protocol':'V4','walletAddress':'" + W + "','chainId':1,'tokenId':'1002'}");
    assertThat(http.post("/lp/claim_fees", wrongProtocol).status()).isEqualTo(404);
    ObjectNode decrease = operations().get(3).valid.deepCopy();
    decrease.put("walletAddress", other);
    assertThat(http.post("/lp/decrease", decrease).status()).isEqualTo(404);
    ObjectNode noId = operations().get(3).valid.deepCopy();
    noId.remove("nftTokenId");
    assertThat(error(http.post("/lp/decrease", noId), 400, "RequestValidationError"))
        .isEqualTo("\"nftTokenId\" is required for V3 positions");
  }
}
