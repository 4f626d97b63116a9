package io.tradingsdk.models;

import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInfoResponse;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real-looking bodies written from the wire reference (see {@code payloads-review/README.md}): each
 * parses as the type its file name starts with and round-trips the way {@code trading json check}
 * checks it, where an explicit {@code null} in an optional field (or an absent nullable field)
 * is the only difference allowed.
 */
class ReviewPayloadsTest {
  /** The {@code json check} type names, as in the CLI's JsonTypes. */
  static final Map<String, Class<?>> TYPES =
      Map.ofEntries(
          Map.entry("quote-request", QuoteRequest.class),
          Map.entry("quote-response", QuoteResponse.class),
          Map.entry("swap-7702-request", Swap7702Request.class),
          Map.entry("swap-7702-response", Swap7702Response.class),
          Map.entry("swap-5792-request", Swap5792Request.class),
          Map.entry("swap-5792-response", Swap5792Response.class),
          Map.entry("limit-order-quote-request", LimitOrderQuoteRequest.class),
          Map.entry("limit-order-quote-response", LimitOrderQuoteResponse.class),
          Map.entry("send-request", SendRequest.class),
          Map.entry("send-response", SendResponse.class),
          Map.entry("swappable-tokens-response", SwappableTokensResponse.class),
          Map.entry("check-approval-request", CheckApprovalRequest.class),
          Map.entry("check-approval-response", CheckApprovalResponse.class),
          Map.entry("lp-increase-request", IncreasePositionRequest.class),
          Map.entry("lp-increase-response", IncreasePositionResponse.class),
          Map.entry("lp-check-approval-request", LpApprovalRequest.class),
          Map.entry("lp-check-approval-response", LpApprovalResponse.class),
          Map.entry("lp-create-request", CreatePositionRequest.class),
          Map.entry("lp-create-response", CreatePositionResponse.class),
          Map.entry("lp-create-classic-request", CreateClassicPositionRequest.class),
          Map.entry("lp-create-classic-response", CreateClassicPositionResponse.class),
          Map.entry("lp-decrease-request", DecreasePositionRequest.class),
          Map.entry("lp-decrease-response", DecreasePositionResponse.class),
          Map.entry("lp-claim-fees-request", ClaimFeesRequest.class),
          Map.entry("lp-claim-fees-response", ClaimFeesResponse.class),
          Map.entry("lp-pool-info-request", PoolInfoRequest.class),
          Map.entry("lp-pool-info-response", PoolInfoResponse.class),
          Map.entry("plan-create-request", CreatePlanRequest.class),
          Map.entry("plan-response", PlanResponse.class),
          Map.entry("plan-update-request", UpdatePlanRequest.class),
          Map.entry("swaps-response", SwapsResponse.class),
          Map.entry("check-delegation-request", CheckDelegationRequest.class),
          Map.entry("check-delegation-response", CheckDelegationResponse.class),
          Map.entry("error", ErrorBody.class));

  static Stream<String> payloads() {
    return files("/payloads-review");
  }

  static Stream<String> rejected() {
    return files("/payloads-review-rejected");
  }

  @Test
  void everyTypeIsCovered() {
    assertThat(payloads().map(ReviewPayloadsTest::typeName).distinct())
        .containsExactlyInAnyOrderElementsOf(TYPES.keySet());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payloads")
  void parsesAndRoundTrips(String file) {
    String json = Wire.resource("/payloads-review/" + file);
    List<JsonDiff.Difference> diffs = Wire.roundTrip(json, TYPES.get(typeName(file)));
    assertThat(diffs).as("differences other than null/absent").allMatch(JsonDiff.Difference::isNormalization);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payloads")
  void parsingTheWrittenFormGivesAnEqualModel(String file) {
    Class<?> type = TYPES.get(typeName(file));
    Object model = Wire.read(Wire.resource("/payloads-review/" + file), type);
    assertThat(Wire.read(io.tradingsdk.models.json.TradingJson.write(model), type)).isEqualTo(model);
  }

  /** /swap_7702 takes a classic quote (spec), though the OpenAPI lists wrap and bridge quotes too. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("rejected")
  void bodiesTheSpecForbidsAreRejectedNamingTheField(String file) {
    String json = Wire.resource("/payloads-review-rejected/" + file);
    assertThatThrownBy(() -> Wire.read(json, TYPES.get(typeName(file))))
        .hasStackTraceContaining("takes a classic quote");
  }

  static String typeName(String file) {
    return file.substring(0, file.indexOf("--"));
  }

  private static Stream<String> files(String dir) {
    try (Stream<Path> paths = Files.list(Path.of(ReviewPayloadsTest.class.getResource(dir).toURI()))) {
      return paths
          .map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".json"))
          .sorted()
          .toList()
          .stream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
