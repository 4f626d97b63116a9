package io.tradingsdk.models;

import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.swap.HashType;
import io.tradingsdk.models.swap.SafetyLevel;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.SwapState;
import io.tradingsdk.models.swap.SwapStatus;
import io.tradingsdk.models.swap.SwappableToken;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.wallet.DelegationDetails;
import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.plan.PayloadType;
import io.tradingsdk.models.plan.PlanMethod;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.PlanStatus;
import io.tradingsdk.models.plan.PlanStep;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.models.plan.StepType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResponsesTest {
  private static <T> T payload(String file, Class<T> type) {
    return Wire.read(Wire.resource("/payloads/" + file), type);
  }

  @Test
  void limitOrderQuoteResponseRecordsLimitOrderOnTheQuote() {
    LimitOrderQuoteResponse response = payload("limit-order-quote-response.json", LimitOrderQuoteResponse.class);
    assertThat(response.routing()).isEqualTo(Routing.LIMIT_ORDER);
    assertThat(response.quote().routing()).isEqualTo(Routing.LIMIT_ORDER);
    assertThat(response.permit()).isPresent();
    String withNullPermit = Wire.resource("/payloads/limit-order-quote-response.json")
        .replaceAll("(?s)\"permitData\": \\{.*\\}\\s*}\\s*$", "\"permitData\": null}");
    LimitOrderQuoteResponse nullPermit = Wire.assertRoundTrips(withNullPermit, LimitOrderQuoteResponse.class);
    assertThat(nullPermit.permitData()).isNull();
    assertThat(Wire.write(nullPermit).get("permitData").isNull()).isTrue();
  }

  @Test
  void sendResponse() {
    SendResponse response = payload("send-response.json", SendResponse.class);
    assertThat(response.send().valueWei()).isEqualTo(new BigInteger("10000000000000000"));
    assertThat(response.gasFeeUSD()).contains(new BigDecimal("0.25"));
  }

  @Test
  void swappableTokensKeepNullLogoAndUnknownSafetyLevel() {
    SwappableTokensResponse response = payload("swappable-tokens-response.json", SwappableTokensResponse.class);
    SwappableToken usdc = response.tokens().get(0);
    assertThat(usdc.decimals()).isEqualTo(6);
    assertThat(usdc.project().logo().url()).contains("https://assets.example/usdc.png");
    assertThat(usdc.project().safetyLevel()).isEqualTo(SafetyLevel.VERIFIED);
    assertThat(usdc.isSpam()).contains(false);
    SwappableToken other = response.tokens().get(1);
    assertThat(other.project().logo()).isNull();
    assertThat(other.project().safetyLevel().isKnown()).isFalse();
    assertThat(other.isSpam()).isEmpty();
    assertThat(Wire.write(other).get("project").has("logo")).isTrue();
    assertThat(Wire.write(other).get("project").has("isSpam")).isTrue();
    assertThat(Wire.write(other).get("project").has("spam")).isFalse();
  }

  @Test
  void checkApprovalWithBothTransactionsAndNeither() {
    String tx = "{'to':'0xA','from':'0xB','data':'0x095ea7b3','value':'0x0','chainId':1}";
    CheckApprovalResponse both =
        Wire.assertRoundTrips(json("{'requestId':'r','approval':" + tx + ",'cancel':" + tx + ",'cancelGasFee':'100'}"),
            CheckApprovalResponse.class);
    assertThat(both.approvalNeeded()).isTrue();
    assertThat(both.resetNeeded()).isTrue();
    assertThat(both.cancelGasFee()).contains(BigInteger.valueOf(100));
    CheckApprovalResponse neither =
        Wire.assertRoundTrips(json("{'requestId':'r','approval':null,'cancel':null}"), CheckApprovalResponse.class);
    assertThat(neither.approvalNeeded()).isFalse();
    assertThat(neither.resetNeeded()).isFalse();
    // Absent nullable fields are written as null: a normalization, not a failure.
    List<JsonDiff.Difference> diffs = Wire.roundTrip(json("{'requestId':'r'}"), CheckApprovalResponse.class);
    assertThat(diffs).extracting(JsonDiff.Difference::path).containsExactlyInAnyOrder("$.approval", "$.cancel");
    assertThat(diffs).allMatch(JsonDiff.Difference::isNormalization);
  }

  @Test
  void increasePositionResponse() {
    IncreasePositionResponse response = payload("lp-increase-response.json", IncreasePositionResponse.class);
    assertThat(response.token1().amount()).isZero();
    assertThat(response.increase().gasLimit()).contains(BigInteger.valueOf(250000));
  }

  @Test
  void planResponseStatusesStepsAndPayloads() {
    PlanResponse plan = payload("plan-response.json", PlanResponse.class);
    assertThat(plan.status()).isEqualTo(PlanStatus.AWAITING_ACTION);
    assertThat(plan.finished()).isFalse();
    assertThat(plan.expectedOutput()).isEqualTo(new BigInteger("394012345678901234"));
    assertThat(plan.createdAtInstant()).contains(Instant.parse("2026-08-20T10:15:30Z"));
    assertThat(plan.createdAt()).contains("2026-08-20T10:15:30.000Z"); // wire form kept
    PlanStep current = plan.currentStep().orElseThrow();
    assertThat(current.stepIndex()).isEqualTo(1);
    assertThat(current.method()).isEqualTo(PlanMethod.SIGN_MSG);
    assertThat(current.payloadType()).isEqualTo(PayloadType.EIP_712);
    assertThat(current.payloadAs(PermitData.class).domainName()).contains("Permit2");
    PlanStep first = plan.steps().get(0);
    assertThat(first.status()).isEqualTo(StepStatus.COMPLETE);
    assertThat(first.payloadAs(TransactionRequest.class).gasLimit()).contains(BigInteger.valueOf(56344));
    assertThat(first.proof().orElseThrow().txHash()).isPresent();
    assertThat(first.stepType()).contains(StepType.APPROVAL_TXN);
    PlanStep last = plan.steps().get(2);
    assertThat(last.stepType()).contains(StepType.VAULT_DEPOSIT);
    assertThat(last.additionalProperties()).containsKey("futureStepField");
    assertThatThrownBy(() -> last.payloadAs(TransactionRequest.class))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageStartingWith("payload: is not a TransactionRequest");
    assertThat(plan.additionalProperties()).containsKey("earnIntent");
  }

  @Test
  void planAndStepStatusSetsDiffer() {
    String completed = Wire.resource("/payloads/plan-response.json")
        .replace("\"status\": \"AWAITING_ACTION\",\n  \"currentStepIndex\"", "\"status\": \"COMPLETED\",\n  \"currentStepIndex\"");
    PlanResponse plan = Wire.read(completed, PlanResponse.class);
    assertThat(plan.status()).isEqualTo(PlanStatus.COMPLETED);
    assertThat(plan.finished()).isTrue();
    assertThat(PlanStatus.of("COMPLETE").isKnown()).isFalse();
    assertThat(StepStatus.of("COMPLETED").isKnown()).isFalse();
    PlanResponse futureStatus = Wire.read(completed.replace("\"COMPLETED\"", "\"PAUSED\""), PlanResponse.class);
    assertThat(futureStatus.status().isKnown()).isFalse();
    assertThat(Wire.write(futureStatus).get("status").asText()).isEqualTo("PAUSED");
  }

  @Test
  void currentStepOutOfRangeIsEmpty() {
    PlanResponse plan = payload("plan-response.json", PlanResponse.class);
    PlanResponse done = plan.toBuilder().currentStepIndex(3).build();
    assertThat(done.currentStep()).isEmpty();
  }

  @Test
  void swapsResponse() {
    SwapsResponse response = payload("swaps-response.json", SwapsResponse.class);
    List<SwapStatus> swaps = response.swaps().orElseThrow();
    assertThat(swaps.get(0).status()).contains(SwapState.SUCCESS);
    assertThat(swaps.get(1).status()).contains(SwapState.NOT_FOUND);
    assertThat(swaps.get(2).status().orElseThrow().isKnown()).isFalse();
    assertThat(swaps.get(2).hashType()).contains(HashType.USER_OP);
    assertThat(swaps.get(2).swapType()).contains(Routing.CHAINED);
    assertThat(Wire.assertRoundTrips("{\"requestId\":\"r\"}", SwapsResponse.class).swaps()).isEmpty();
  }

  @Test
  void checkDelegationResponse() {
    CheckDelegationResponse response = payload("check-delegation-response.json", CheckDelegationResponse.class);
    String wallet = "0xc9bebba9f481b12ce6f3ea54c4b182c9636ec421"; // lower case: matched ignoring case
    DelegationDetails mainnet = response.details(wallet, ChainId.MAINNET).orElseThrow();
    assertThat(mainnet.isWalletDelegatedToUniswap()).isFalse();
    assertThat(mainnet.currentDelegationAddress()).isNull();
    DelegationDetails base = response.details(wallet, ChainId.BASE).orElseThrow();
    assertThat(base.isWalletDelegatedToUniswap()).isTrue();
    assertThat(base.additionalProperties()).containsKey("upgradeAvailable");
    assertThat(response.details(wallet, ChainId.OPTIMISM)).isEmpty();
    assertThat(response.details("0x0", ChainId.BASE)).isEmpty();
    Map<String, DelegationDetails> chains = response.delegationDetails().values().iterator().next();
    assertThatThrownBy(() -> chains.remove("1")).isInstanceOf(UnsupportedOperationException.class);
    assertThat(Wire.write(mainnet).has("isWalletDelegatedToUniswap")).isTrue();
    assertThat(Wire.write(mainnet).get("currentDelegationAddress").isNull()).isTrue();
  }
}
