package io.tradingsdk.models.lp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Wire;
import io.tradingsdk.models.WireInteger;
import io.tradingsdk.models.json.ModelErrors;
import io.tradingsdk.models.json.TradingJson;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The LP examples of the OpenAPI document (src/test/resources/api/lp-*.json, copied verbatim): each
 * parses and round-trips exactly. Four request examples carry the placeholder wallet {@code "0x..."},
 * which the document's own {@code Address} pattern rejects and so does the SDK; they round-trip once
 * the placeholder is the wallet their paired response shows in {@code from}.
 */
class LpApiExamplesTest {
  /** The wallet of every example response's transaction ({@code from}). */
  static final String EXAMPLE_WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";

  static Stream<Arguments> examples() {
    return Stream.of(
        Arguments.of("lp-check-approval-request.json", LpApprovalRequest.class),
        Arguments.of("lp-check-approval-response.json", LpApprovalResponse.class),
        Arguments.of("lp-create-request.json", CreatePositionRequest.class),
        Arguments.of("lp-create-response.json", CreatePositionResponse.class),
        Arguments.of("lp-create-classic-request.json", CreateClassicPositionRequest.class),
        Arguments.of("lp-create-classic-response.json", CreateClassicPositionResponse.class),
        Arguments.of("lp-decrease-request.json", DecreasePositionRequest.class),
        Arguments.of("lp-decrease-response.json", DecreasePositionResponse.class),
        Arguments.of("lp-claim-fees-request.json", ClaimFeesRequest.class),
        Arguments.of("lp-claim-fees-response.json", ClaimFeesResponse.class),
        Arguments.of("lp-pool-info-request.json", PoolInfoRequest.class),
        Arguments.of("lp-pool-info-response.json", PoolInfoResponse.class));
  }

  /** The example with the document's placeholder wallet filled in. */
  static String example(String file) {
    return Wire.resource("/api/" + file).replace("\"0x...\"", "\"" + EXAMPLE_WALLET + "\"");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void everyExampleRoundTripsWithoutAnyDifference(String file, Class<?> type) {
    assertThat(Wire.roundTrip(example(file), type)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void thePlaceholderWalletIsTheOnlyThingTheSdkRefuses(String file, Class<?> type) {
    String verbatim = Wire.resource("/api/" + file);
    Throwable failure = catchThrowable(() -> TradingJson.mapper().readValue(verbatim, type));
    if (!verbatim.contains("\"0x...\"")) {
      assertThat(failure).isNull();
      return;
    }
    assertThat(ModelErrors.describe(failure))
        .extracting(ModelErrors.Problem::toString)
        .containsExactly(
            "$.walletAddress: must be an address (0x followed by 40 hex digits), was \"0x...\"");
  }

  @Test
  void fourRequestExamplesCarryThePlaceholder() {
    List<String> withPlaceholder =
        examples()
            .map(a -> (String) a.get()[0])
            .filter(f -> Wire.resource("/api/" + f).contains("\"0x...\""))
            .toList();
    assertThat(withPlaceholder)
        .containsExactly(
            "lp-check-approval-request.json",
            "lp-create-classic-request.json",
            "lp-decrease-request.json",
            "lp-claim-fees-request.json");
  }

  @Test
  void poolInfoResponseKeepsTheExamplesSchemaBreaks() {
    PoolInfoResponse response =
        Wire.read(Wire.resource("/api/lp-pool-info-response.json"), PoolInfoResponse.class);
    PoolInformation pool = response.poolsOrEmpty().get(0);
    // poolProtocol: a string where the schema says an array
    assertThat(pool.poolProtocol().orElseThrow().isSingleString()).isTrue();
    assertThat(pool.poolProtocol().orElseThrow().contains(Protocol.V4)).isTrue();
    // fee: a JSON number where the schema says a string
    assertThat(pool.fee()).contains(WireInteger.ofNumber(3000));
    // decimals: strings where the schema says numbers
    assertThat(pool.tokenDecimalsA()).contains(WireInteger.ofString(18));
    assertThat(pool.tokenDecimalsB().orElseThrow().intValue()).isEqualTo(6);
    assertThat(pool.tickSpacing().orElseThrow().intValue()).isEqualTo(60);
    assertThat(pool.currentTick().orElseThrow().intValue()).isEqualTo(-198932);
    assertThat(pool.sqrtRatioX96()).contains(new BigInteger("3796141369585623258184840"));
    assertThat(pool.chainId()).contains(ChainId.MAINNET);
    assertThat(response.currentPage()).hasValue(1);
  }

  @Test
  void poolInfoRequestSendsTheProtocolAsAString() {
    PoolInfoRequest request = Wire.read(example("lp-pool-info-request.json"), PoolInfoRequest.class);
    assertThat(request.protocol()).isEqualTo(PoolProtocols.of(Protocol.V4));
    assertThat(request.poolParameters().orElseThrow().fee()).hasValue(3000);
    assertThat(Wire.write(request).get("protocol").isTextual()).isTrue();
  }

  @Test
  void createExamplesAreTyped() {
    CreatePositionRequest request = Wire.read(example("lp-create-request.json"), CreatePositionRequest.class);
    assertThat(request.protocol()).isEqualTo(Protocol.V4);
    assertThat(request.existingPool().orElseThrow().poolReference()).hasSize(66);
    assertThat(request.tickBounds()).contains(PositionTickBounds.of(-198950, -198200));
    assertThat(request.nativeTokenBalance()).contains(new BigInteger("19345734941139696"));
    assertThat(request.token1Address()).isEqualTo("0x833589fcd6edb6e08f4c7c32d4f71b54bda02913");

    CreatePositionResponse response =
        Wire.read(example("lp-create-response.json"), CreatePositionResponse.class);
    assertThat(response.adjustedMinPrice())
        .contains(new BigDecimal("0.000000002291623505250648965031523285"));
    assertThat(response.tickLower()).contains(WireInteger.ofNumber(-198950));
    assertThat(response.create().valueWei()).isEqualTo(new BigInteger("0370d2117653fe", 16));
    // the plain decimal form comes back, never 2.29E-9
    assertThat(Wire.write(response).get("adjustedMinPrice").textValue())
        .isEqualTo("0.000000002291623505250648965031523285");
  }

  @Test
  void approvalAndClaimExamplesAreTyped() {
    LpApprovalRequest approval = Wire.read(example("lp-check-approval-request.json"), LpApprovalRequest.class);
    assertThat(approval.action()).isEqualTo(LpAction.CREATE);
    assertThat(approval.lpTokens()).extracting(LpToken::amount)
        .containsExactly(new BigInteger("1000000000000000000"), BigInteger.valueOf(100650));

    LpApprovalResponse response =
        Wire.read(example("lp-check-approval-response.json"), LpApprovalResponse.class);
    assertThat(response.transactionsOrEmpty()).hasSize(2);
    assertThat(response.transactionsOrEmpty()).noneMatch(ApprovalTransactionRequest::cancelsApproval);
    assertThat(response.approvalNeeded()).isTrue();
    assertThat(response.v4BatchPermitData()).isEmpty();

    ClaimFeesResponse claim = Wire.read(example("lp-claim-fees-response.json"), ClaimFeesResponse.class);
    assertThat(claim.token0().amount()).isEqualTo(new BigInteger("15372648576927"));
    assertThat(claim.claim().chainId()).isEqualTo(ChainId.UNICHAIN);
  }

  @Test
  void roundTripIsExactAsText() {
    examples().forEach(a -> Wire.assertRoundTrips(example((String) a.get()[0]), (Class<?>) a.get()[1]));
  }
}
