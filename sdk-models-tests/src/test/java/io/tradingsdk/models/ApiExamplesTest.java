package io.tradingsdk.models;

import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.order.OrdersResponse;
import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.V4Pool;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The real payloads in src/test/resources/api parse and round-trip. */
class ApiExamplesTest {
  static Stream<Arguments> examples() {
    return Stream.of(
        Arguments.of("check-approval-request.json", CheckApprovalRequest.class),
        Arguments.of("check-approval-response.json", CheckApprovalResponse.class),
        Arguments.of("error-400-routing-preference.json", ErrorBody.class),
        Arguments.of("error-401-unauthorized.json", ErrorBody.class),
        Arguments.of("quote-request.json", QuoteRequest.class),
        Arguments.of("quote-response-classic.json", QuoteResponse.class),
        Arguments.of("swap-7702-request.json", Swap7702Request.class),
        Arguments.of("swap-7702-response.json", Swap7702Response.class),
        Arguments.of("swap-request.json", SwapRequest.class),
        Arguments.of("swap-response.json", SwapResponse.class),
        Arguments.of("orders-response.json", OrdersResponse.class));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("examples")
  void parsesAndRoundTrips(String file, Class<?> type) {
    List<JsonDiff.Difference> diffs = Wire.roundTrip(Wire.resource("/api/" + file), type);
    assertThat(diffs).allMatch(JsonDiff.Difference::isNormalization);
  }

  @Test
  void onlyNormalizationOfTheClassicQuoteResponseIsTheNullPermitTransaction() {
    List<JsonDiff.Difference> diffs =
        Wire.roundTrip(Wire.resource("/api/quote-response-classic.json"), QuoteResponse.class);
    assertThat(diffs).extracting(JsonDiff.Difference::path).containsExactly("$.permitTransaction");
  }

  @Test
  void classicQuoteResponseIsTyped() {
    QuoteResponse response =
        Wire.read(Wire.resource("/api/quote-response-classic.json"), QuoteResponse.class);
    assertThat(response.routing()).isEqualTo(Routing.CLASSIC);
    ClassicQuote quote = response.classicQuote().orElseThrow();
    assertThat(quote.output().amount()).isEqualTo(new BigInteger("996320746321162"));
    assertThat(quote.slippage()).contains(new BigDecimal("5.5"));
    V4Pool pool = (V4Pool) quote.route().orElseThrow().get(0).get(0);
    assertThat(pool.tickSpacing().intValue()).isEqualTo(10);
    assertThat(pool.tickSpacing().isString()).isTrue();
    assertThat(pool.tickCurrent().intValue()).isEqualTo(-267075);
    assertThat(pool.hasHooks()).isFalse();
    assertThat(quote.txFailureReasons()).contains(List.of());
    assertThat(response.permit().orElseThrow().amount())
        .contains(new BigInteger("1461501637330902918203684832716283019655932542975"));
    assertThat(response.permit().orElseThrow().primaryType()).contains("PermitSingle");
    assertThat(response.permitTransaction()).isEmpty();
  }

  @Test
  void swap7702RequestInfersAClassicQuote() {
    Swap7702Request request =
        Wire.read(Wire.resource("/api/swap-7702-request.json"), Swap7702Request.class);
    assertThat(request.quote()).isInstanceOf(ClassicQuote.class);
    assertThat(request.permitData()).isPresent();
  }

  @Test
  void checkApprovalResponseKeepsTheNullCancel() {
    String json = Wire.resource("/api/check-approval-response.json");
    CheckApprovalResponse response = Wire.assertRoundTrips(json, CheckApprovalResponse.class);
    assertThat(response.cancel()).isNull();
    assertThat(response.approvalNeeded()).isTrue();
    assertThat(response.approval().valueWei()).isZero();
    assertThat(Wire.write(response).has("cancel")).isTrue();
  }

  @Test
  void errorBodiesAreTyped() {
    ErrorBody unauthorized = Wire.read(Wire.resource("/api/error-401-unauthorized.json"), ErrorBody.class);
    assertThat(unauthorized.errorCode()).contains(ErrorCode.UNAUTHORIZED);
    assertThat(unauthorized.description()).isEqualTo("Unauthenticated api key or session");
  }
}
