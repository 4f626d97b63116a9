package io.tradingsdk.models;

import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.models.swap.SwapSafetyMode;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code POST /swap}: the request built from a quote, its rules on both sides, the response. */
class CreateSwapTest {
  private static final String SIGNATURE = "0x" + "ab".repeat(64) + "1b";

  private static QuoteResponse quoteResponse(String payload) {
    return Wire.read(Wire.resource("/payloads/" + payload), QuoteResponse.class);
  }

  private static JsonNode quoteOf(String payload) {
    return Wire.tree(Wire.resource("/payloads/" + payload)).get("quote");
  }

  private static String field(Throwable e) {
    return Wire.cause(e, InvalidModelException.class).field();
  }

  @Test
  void theDocumentsExampleIsTypedAndRoundTrips() {
    SwapRequest request = Wire.assertRoundTrips(Wire.resource("/api/swap-request.json"), SwapRequest.class);
    assertThat(request.quote()).isInstanceOf(ClassicQuote.class);
    assertThat(request.signature()).contains("0xb22e7f47d8...");
    assertThat(request.permitData().orElseThrow().primaryType()).contains("PermitSingle");
    assertThat(request.safetyMode()).contains(SwapSafetyMode.SAFE);
    assertThat(request.urgency()).contains(Urgency.NORMAL);
    assertThat(request.simulateTransaction()).contains(true);
    assertThat(request.refreshGasPrice()).contains(true);
    assertThat(request.deadline()).isEmpty();
  }

  @Test
  void fromQuoteSpreadsTheQuoteAndPermitWithTheSignature() {
    String json = Wire.resource("/payloads/quote-response-classic-pools.json");
    QuoteResponse response = Wire.read(json, QuoteResponse.class);
    assertThat(response.permit()).isPresent();
    JsonNode body = Wire.write(SwapRequest.fromQuote(response, SIGNATURE));
    assertThat(body.get("quote")).isEqualTo(Wire.tree(json).get("quote"));
    assertThat(body.get("permitData")).isEqualTo(Wire.tree(json).get("permitData"));
    assertThat(body.get("signature").asText()).isEqualTo(SIGNATURE);
    // Spread, not nested: nothing else of the response travels.
    assertThat(body.has("routing")).isFalse();
    assertThat(body.has("requestId")).isFalse();
    assertThat(body.size()).isEqualTo(3);
  }

  @Test
  void theDocumentsQuoteExampleBecomesItsSwapExample() {
    // The OpenAPI document's /quote 200 example and its /swap request example are one journey.
    QuoteResponse quote = Wire.read(Wire.resource("/api/quote-response-classic.json"), QuoteResponse.class);
    JsonNode published = Wire.tree(Wire.resource("/api/swap-request.json"));
    JsonNode built = Wire.write(SwapRequest.from(quote, SIGNATURE)
        .simulateTransaction(true).refreshGasPrice(true).safetyMode(SwapSafetyMode.SAFE).urgency(Urgency.NORMAL)
        .build());
    ObjectNode expected = published.deepCopy();
    expected.put("signature", SIGNATURE); // published truncated
    assertThat(built).isEqualTo(expected);
  }

  @Test
  void fromQuoteKeepsFurtherOptionsThroughItsBuilder() {
    SwapRequest request =
        SwapRequest.from(quoteResponse("quote-response-classic-pools.json"), SIGNATURE)
            .deadline(1747255147L)
            .urgency(Urgency.FAST)
            .safetyMode(SwapSafetyMode.SAFE)
            .build();
    JsonNode body = Wire.write(request);
    assertThat(body.get("deadline").asLong()).isEqualTo(1747255147L);
    assertThat(body.get("urgency").asText()).isEqualTo("fast");
    assertThat(body.get("safetyMode").asText()).isEqualTo("SAFE");
  }

  @Test
  void aQuoteWithAPermitNeedsItsSignature() {
    QuoteResponse response = quoteResponse("quote-response-classic-pools.json");
    assertThatThrownBy(() -> SwapRequest.fromQuote(response))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageStartingWith("signature: required: the quote response carries permitData");
  }

  @Test
  void aQuoteWithoutAPermitSendsNeitherHalf() {
    QuoteResponse wrap = quoteResponse("quote-response-wrap.json");
    assertThat(wrap.permitData()).isNull();
    SwapRequest request = SwapRequest.fromQuote(wrap);
    assertThat(request.quote()).isInstanceOf(WrapUnwrapQuote.class);
    JsonNode body = Wire.write(request);
    assertThat(body.has("permitData")).isFalse();
    assertThat(body.has("signature")).isFalse();
    assertThatThrownBy(() -> SwapRequest.fromQuote(wrap, SIGNATURE))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageStartingWith("permitData: the quote response carries no permitData");
  }

  @ParameterizedTest
  @ValueSource(strings = {"0x", "0x123", "ab12", "0xzz", "0xb22e7f47d8..."})
  void fromQuoteTakesOnlyHexSignaturesAndNeverEchoesThem(String bad) {
    QuoteResponse response = quoteResponse("quote-response-classic-pools.json");
    assertThatThrownBy(() -> SwapRequest.fromQuote(response, bad))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageStartingWith("signature: must be 0x followed by an even number of hex digits")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain(bad.length() > 3 ? bad.substring(2) : "\u0000"));
  }

  @Test
  void aSmartWalletSignatureOfAnotherLengthIsTaken() {
    String longer = "0x" + "cd".repeat(97);
    assertThat(SwapRequest.fromQuote(quoteResponse("quote-response-classic-pools.json"), longer).signature())
        .contains(longer);
  }

  @Test
  void signatureAndPermitDataAreBothGivenOrBothAbsent() {
    JsonNode quote = quoteOf("quote-response-classic-pools.json");
    JsonNode permit = Wire.tree(Wire.resource("/payloads/quote-response-classic-pools.json")).get("permitData");
    assertThatThrownBy(() -> Wire.read("{\"quote\":" + quote + ",\"signature\":\"" + SIGNATURE + "\"}", SwapRequest.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("permitData"));
    assertThatThrownBy(() -> Wire.read("{\"quote\":" + quote + ",\"permitData\":" + permit + "}", SwapRequest.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("signature"));
    // An explicit null is absent: it does not count as the permit half.
    assertThatThrownBy(
            () -> Wire.read("{\"quote\":" + quote + ",\"permitData\":null,\"signature\":\"" + SIGNATURE + "\"}",
                SwapRequest.class))
        .satisfies(e -> assertThat(field(e)).isEqualTo("permitData"));
    SwapRequest both = Wire.read(
        "{\"quote\":" + quote + ",\"permitData\":" + permit + ",\"signature\":\"" + SIGNATURE + "\"}", SwapRequest.class);
    assertThat(both.signature()).contains(SIGNATURE);
    SwapRequest neither = Wire.read("{\"quote\":" + quote + ",\"permitData\":null}", SwapRequest.class);
    assertThat(Wire.write(neither).has("permitData")).isFalse();
    assertThatThrownBy(() -> SwapRequest.builder().quote(neither.quote()).signature(" ").permitData(both.permitData()).build())
        .hasMessage("signature: must not be blank");
  }

  @Test
  void classicWrapUnwrapAndBridgeQuotesAreTakenUnknownShapesPassThrough() {
    assertThat(Wire.read("{\"quote\":" + quoteOf("quote-response-bridge.json") + "}", SwapRequest.class).quote())
        .isInstanceOf(BridgeQuote.class);
    assertThat(Wire.read("{\"quote\":" + quoteOf("quote-response-unwrap.json") + "}", SwapRequest.class).quote())
        .isInstanceOf(WrapUnwrapQuote.class);
    assertThat(Wire.assertRoundTrips("{\"quote\":" + quoteOf("quote-response-unknown-routing.json") + "}",
            SwapRequest.class).quote())
        .isInstanceOf(UnknownQuote.class);
  }

  @Test
  void uniswapXAndChainedQuotesAreSentElsewhere() {
    assertThatThrownBy(() -> Wire.read("{\"quote\":" + quoteOf("quote-response-dutch-v2.json") + "}", SwapRequest.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage()).isEqualTo(
            "quote: POST /swap takes a CLASSIC, WRAP, UNWRAP or BRIDGE quote, was a DUTCH_V2 quote (sign it and use"
                + " POST /order)"));
    assertThatThrownBy(() -> SwapRequest.fromQuote(quoteResponse("quote-response-chained.json")))
        .hasMessageContaining("was a CHAINED quote (use POST /plan)");
  }

  @Test
  void urgencyIsALowercaseLevelString() {
    ClassicQuote quote = Wire.read(quoteOf("quote-response-classic-pools.json").toString(), ClassicQuote.class);
    assertThat(SwapRequest.builder().quote(quote).urgency(Urgency.URGENT).build().urgency()).contains(Urgency.URGENT);
    assertThatThrownBy(() -> SwapRequest.builder().quote(quote).urgency(Urgency.of("URGENT")).build())
        .hasMessage("urgency: must be one of normal, fast, urgent, was \"URGENT\"");
    assertThatThrownBy(
            () -> SwapRequest.builder().quote(quote)
                .urgency(Urgency.withOverrides("fast", UrgencyOverrides.builder().build())).build())
        .hasMessage("urgency: must be a level string on this endpoint, the object form is not accepted");
  }

  @Test
  void safetyModeIsSafeAndDeadlineIsNotNegative() {
    ClassicQuote quote = Wire.read(quoteOf("quote-response-classic-pools.json").toString(), ClassicQuote.class);
    assertThat(SwapSafetyMode.of("SAFE")).isSameAs(SwapSafetyMode.SAFE);
    assertThat(SwapSafetyMode.of("SAFER").isKnown()).isFalse();
    assertThatThrownBy(() -> SwapRequest.builder().quote(quote).safetyMode(SwapSafetyMode.of("SAFER")).build())
        .hasMessage("safetyMode: must be one of SAFE, was \"SAFER\"");
    assertThat(SwapRequest.builder().quote(quote).deadline(0).build().deadline()).hasValue(0);
    assertThatThrownBy(() -> SwapRequest.builder().quote(quote).deadline(-1).build())
        .hasMessage("deadline: must be >= 0, was -1");
  }

  @Test
  void unknownFieldsAreKeptAndTheSignatureStaysOutOfToString() {
    ObjectNode body = (ObjectNode) Wire.tree(Wire.resource("/api/swap-request.json"));
    body.put("sponsorshipInfo", "future");
    ((ObjectNode) body.get("quote")).putObject("newQuoteField").put("x", 1);
    SwapRequest request = Wire.assertRoundTrips(body.toString(), SwapRequest.class);
    assertThat(request.additionalProperties()).containsKey("sponsorshipInfo");
    assertThat(request.toString()).doesNotContain("b22e7f47d8");
  }

  @Test
  void theResponseExampleRoundTripsWithBigGasFigures() {
    SwapResponse response = Wire.assertRoundTrips(Wire.resource("/api/swap-response.json"), SwapResponse.class);
    assertThat(response.gasFee()).contains(new BigInteger("859698802733460"));
    assertThat(response.swap().valueWei()).isZero();
    assertThat(response.swap().gasLimit()).contains(BigInteger.valueOf(179302));
    assertThat(response.hasCalldata()).isTrue();
  }

  @Test
  void aResponseWithoutCalldataParsesButSaysSo() {
    String json = json("{'requestId':'r','swap':{'to':'0x1','from':'0x2','data':'0x','value':'0x0','chainId':1},"
        + "'gasFee':'115792089237316195423570985008687907853269984665640564039457584007913129639935','extra':[1]}");
    SwapResponse response = Wire.assertRoundTrips(json, SwapResponse.class);
    assertThat(response.hasCalldata()).isFalse();
    assertThat(response.gasFee().orElseThrow().bitLength()).isEqualTo(256);
    assertThat(response.additionalProperties()).containsKey("extra");
  }

  @Test
  void aMissingSwapIsNamed() {
    assertThatThrownBy(() -> Wire.read("{\"requestId\":\"r\"}", SwapResponse.class))
        .satisfies(e -> assertThat(Wire.cause(e, MissingFieldException.class).getMessage()).contains("swap"));
  }
}
