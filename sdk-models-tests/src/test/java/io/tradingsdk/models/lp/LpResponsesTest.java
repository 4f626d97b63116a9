package io.tradingsdk.models.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Wire;
import io.tradingsdk.models.WireInteger;
import io.tradingsdk.models.json.JsonDiff;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The LP responses read what the service may send: nulls, absences, unknowns, big and odd numbers. */
class LpResponsesTest {
  private static <T> T review(String file, Class<T> type) {
    return Wire.read(Wire.resource("/payloads-review/" + file), type);
  }

  @Test
  void approvalResponseKeepsUnknownActionsAndReadsANullPermitAsAbsent() {
    LpApprovalResponse response = review("lp-check-approval-response--b.json", LpApprovalResponse.class);
    ApprovalTransactionRequest reset = response.transactionsOrEmpty().get(0);
    ApprovalTransactionRequest approve = response.transactionsOrEmpty().get(1);
    assertThat(reset.cancelsApproval()).isTrue();
    assertThat(reset.gasFee()).contains(new BigInteger("1008000000000000"));
    assertThat(reset.transaction().gasLimit()).contains(BigInteger.valueOf(48000));
    assertThat(approve.action().orElseThrow().isKnown()).isFalse();
    assertThat(approve.action().orElseThrow().value()).isEqualTo("COLLECT_AND_CREATE");
    assertThat(approve.additionalProperties()).containsKey("simulationStatus");
    assertThat(response.v4BatchPermitData().orElseThrow().primaryType()).contains("PermitBatch");
    assertThat(response.v3NftPermitData()).isEmpty();
    assertThat(response.additionalProperties()).containsKey("permitExpiresAt");
    // the explicit null is the one difference a round trip makes, and it is a normalization
    List<JsonDiff.Difference> diffs =
        Wire.roundTrip(Wire.resource("/payloads-review/lp-check-approval-response--b.json"), LpApprovalResponse.class);
    assertThat(diffs).extracting(JsonDiff.Difference::path).containsExactly("$.v3NftPermitData");
    assertThat(diffs).allMatch(JsonDiff.Difference::isNormalization);
  }

  @Test
  void noApprovalNeededWhenTransactionsAreEmptyOrAbsent() {
    assertThat(review("lp-check-approval-response--empty.json", LpApprovalResponse.class).approvalNeeded()).isFalse();
    LpApprovalResponse absent = Wire.assertRoundTrips("{\"requestId\":\"r\"}", LpApprovalResponse.class);
    assertThat(absent.transactions()).isEmpty();
    assertThat(absent.approvalNeeded()).isFalse();
    assertThat(Wire.write(absent).has("transactions")).isFalse();
  }

  @Test
  void approvalTransactionWithoutItsRequiredFlagsStillParses() {
    ApprovalTransactionRequest bare = Wire.assertRoundTrips(
        Wire.json("{'transaction':{'to':'0xA','from':'0xB','data':'0x','value':'0x0','chainId':1}}"),
        ApprovalTransactionRequest.class);
    assertThat(bare.cancelsApproval()).isFalse();
    assertThat(bare.action()).isEmpty();
  }

  @Test
  void createResponseTicksKeepTheirWireForm() {
    CreatePositionResponse response = review("lp-create-response--b.json", CreatePositionResponse.class);
    assertThat(response.tickLower()).contains(WireInteger.ofString(-887220));
    assertThat(response.tickUpper()).contains(WireInteger.ofNumber(80040));
    assertThat(response.token0().amount()).isEqualTo(new BigInteger("18446744073709551616000"));
    assertThat(response.adjustedMinPrice()).contains(new BigDecimal("0.000000000000000000010000"));
    assertThat(Wire.write(response).get("adjustedMinPrice").textValue()).isEqualTo("0.000000000000000000010000");
    assertThat(response.additionalProperties()).containsKey("poolCreated");
  }

  @Test
  void createResponseWithoutTheAdjustedRangeStillParses() {
    String minimal = Wire.json("{'requestId':'r','token0':{'tokenAddress':'0xA','amount':'1'},"
        + "'token1':{'tokenAddress':'0xB','amount':'2'},'create':{'to':'0xA','from':'0xB','data':'0x',"
        + "'value':'0x0','chainId':1}}");
    CreatePositionResponse response = Wire.assertRoundTrips(minimal, CreatePositionResponse.class);
    assertThat(response.tickLower()).isEmpty();
    assertThat(response.adjustedMaxPrice()).isEmpty();
  }

  @Test
  void requiredTransactionIsNamedWhenMissing() {
    assertThatThrownBy(() -> Wire.read(Wire.json("{'requestId':'r','token0':{'tokenAddress':'0xA','amount':'1'},"
            + "'token1':{'tokenAddress':'0xB','amount':'2'}}"), DecreasePositionResponse.class))
        .hasStackTraceContaining("decrease");
  }

  @Test
  void classicDecreaseAndClaimResponsesAreTyped() {
    CreateClassicPositionResponse classic =
        review("lp-create-classic-response--b.json", CreateClassicPositionResponse.class);
    assertThat(classic.gasFee()).isEmpty();
    assertThat(classic.dependentToken().amount()).isEqualTo(BigInteger.valueOf(2498731224L));

    DecreasePositionResponse decrease = review("lp-decrease-response--b.json", DecreasePositionResponse.class);
    assertThat(decrease.decrease().valueWei()).isZero();
    assertThat(decrease.decrease().gasPrice()).contains(BigInteger.valueOf(20_000_000_000L));
    assertThat(decrease.additionalProperties().get("feesIncluded").get("token1").asText()).isEqualTo("480000000000");

    ClaimFeesResponse claim = review("lp-claim-fees-response--b.json", ClaimFeesResponse.class);
    assertThat(claim.token0().amount()).isZero();
    assertThat(claim.token1().amount()).isEqualTo(BigInteger.valueOf(33625));
    assertThat(claim.claim().chainId()).isEqualTo(ChainId.BASE);
  }

  @Test
  void poolInfoReadsBothFormsOfEveryQuirkyField() {
    PoolInfoResponse response = review("lp-pool-info-response--b.json", PoolInfoResponse.class);
    List<PoolInformation> pools = response.poolsOrEmpty();
    PoolInformation v3 = pools.get(0);
    PoolInformation v2 = pools.get(1);
    PoolInformation unknown = pools.get(2);

    assertThat(v3.poolProtocol()).contains(PoolProtocols.listOf(Protocol.V3));
    assertThat(v3.fee()).contains(WireInteger.ofString(500));
    assertThat(v3.tickSpacing().orElseThrow().isString()).isTrue();
    assertThat(v3.tokenDecimalsA()).contains(WireInteger.ofNumber(6));
    assertThat(v3.currentTick().orElseThrow().intValue()).isEqualTo(195964);
    assertThat(v3.tokenAmountB()).contains(new BigInteger("18446744073709551617123"));
    assertThat(v3.sqrtRatioX96()).contains(new BigInteger("1464520240838436585425394468931937"));
    assertThat(v3.additionalProperties()).containsKey("tvlUSD");

    assertThat(v2.poolProtocol()).contains(PoolProtocols.of(Protocol.V2));
    assertThat(v2.fee()).contains(WireInteger.ofNumber(3000));
    assertThat(v2.tokenDecimalsB()).contains(WireInteger.ofString(18));
    assertThat(v2.tokenBReserves()).contains(new BigInteger("13102345678901234567890"));
    assertThat(v2.hookAddress()).isEmpty(); // explicit null read as absent
    assertThat(v2.tickSpacing()).isEmpty();

    assertThat(unknown.poolProtocol().orElseThrow().protocols().get(0).isKnown()).isFalse();
    assertThat(unknown.chainId()).contains(ChainId.ARBITRUM);
    assertThat(response.additionalProperties()).containsKey("totalPages");
  }

  @Test
  void poolInfoResponseIsAllOptional() {
    PoolInfoResponse empty = Wire.assertRoundTrips("{}", PoolInfoResponse.class);
    assertThat(empty.poolsOrEmpty()).isEmpty();
    assertThat(empty.requestId()).isEmpty();
  }

  @Test
  void poolProtocolsRejectsOtherShapesNamingThePath() {
    assertThatThrownBy(() -> Wire.read("{\"pools\":[{\"poolProtocol\":4}]}", PoolInfoResponse.class))
        .hasStackTraceContaining("expected a protocol string (\"V4\") or an array of them")
        .hasStackTraceContaining("pools");
    assertThatThrownBy(() -> Wire.read("{\"pools\":[{\"poolProtocol\":[\"V3\",{}]}]}", PoolInfoResponse.class))
        .hasStackTraceContaining("expected protocol strings in the array, found an object");
  }

  @Test
  void poolInfoRequestWithArrayProtocolsRoundTrips() {
    PoolInfoRequest request = review("lp-pool-info-request--references.json", PoolInfoRequest.class);
    assertThat(request.protocol()).isEqualTo(PoolProtocols.listOf(Protocol.V3, Protocol.V4));
    assertThat(request.protocol().isSingleString()).isFalse();
    assertThat(request.poolReferences().orElseThrow().get(1).protocol().isSingleString()).isTrue();
    assertThat(Wire.write(request).get("protocol").isArray()).isTrue();
  }
}
