package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.quoteRequest;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Regression for issue 12: numbers longer than any valid value are refused before they are parsed
 * (a 900,000-digit amount used to cost 16 s of CPU), with a message that says so.
 */
class BoundedWorkTest {
  private final Api api = new Api();

  @Test
  void aDecimalStringLongerThanAnyUint256IsRefusedByItsLength() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "7".repeat(900_000));
    String detail = error(api.post("/quote", body), 400, "RequestValidationError");
    assertThat(detail).isEqualTo("\"amount\" must have at most 78 digits (2^256 - 1 has 78), had 900000");
  }

  @Test
  void seventyEightDigitsPassTheLengthCheckAndSeventyNineDoNot() {
    String max = "115792089237316195423570985008687907853269984665640564039457584007913129639935";
    assertThat(max).hasSize(78);
    ApiResponse atMax = api.post("/quote", quoteRequest(Api.USDC, Api.WETH, max));
    assertThat(atMax.bodyText()).doesNotContain("digits");
    String detail79 = error(api.post("/quote", quoteRequest(Api.USDC, Api.WETH, max + "0")), 400,
        "RequestValidationError");
    assertThat(detail79).contains("at most 78 digits");
  }

  @Test
  void aJsonNumberLongerThanAnyValidValueNamesItsFieldAndTheLimit() {
    String json = "{\"type\":\"EXACT_INPUT\",\"slippageTolerance\":" + "9".repeat(200_000) + "}";
    ApiResponse response = api.handler.handle(ApiRequest.builder("POST", "/v1/quote")
        .header("x-api-key", ServerConfig.TEST_KEY).body(json.getBytes(StandardCharsets.UTF_8)).build());
    String detail = error(response, 400, "RequestValidationError");
    assertThat(detail).isEqualTo("Body has a JSON number \"slippageTolerance\" longer than 78 characters"
        + " (no valid value has more digits than 2^256 - 1)");
  }

  @Test
  void aShortNumberWithAHugeExponentIsRefusedBeforeItIsExpanded() {
    ObjectNode request = quoteRequest(Api.USDC, Api.WETH, "1000000");
    request.remove("autoSlippage");
    request.put("slippageTolerance", 12345);
    String body = request.toString().replace("12345", "1e999999999");
    ApiResponse response = api.handler.handle(ApiRequest.builder("POST", "/v1/quote")
        .header("x-api-key", ServerConfig.TEST_KEY).body(body.getBytes(StandardCharsets.UTF_8)).build());
    String detail = error(response, 400, "RequestValidationError");
    assertThat(detail).isEqualTo("\"slippageTolerance\" must have at most 78 digits before and after the decimal point");
  }

  @Test
  void aRefusedPatternQuotesOnlyAPrefixOfALongValue() {
    ObjectNode body = quoteRequest(Api.USDC, Api.WETH, "1000000");
    body.put("swapper", "0x" + "g".repeat(500_000));
    String detail = error(api.post("/quote", body), 400, "RequestValidationError");
    assertThat(detail).startsWith("\"swapper\" with value \"0xggg").contains("(500002 characters)").hasSizeLessThan(300);
  }
}
