package io.tradingsdk.models;

import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteVariants;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The quote inside the swap requests has no sibling routing: its variant comes from its shape. */
class SwapRequestsTest {
  private static JsonNode quoteOf(String payload) {
    return Wire.tree(Wire.resource("/payloads/" + payload)).get("quote");
  }

  private static String swap5792(JsonNode quote) {
    return "{\"quote\":" + quote + "}";
  }

  static Stream<Arguments> shapes() {
    return Stream.of(
        Arguments.of("quote-response-classic-pools.json", ClassicQuote.class, Routing.CLASSIC),
        Arguments.of("quote-response-wrap.json", WrapUnwrapQuote.class, Routing.WRAP),
        Arguments.of("quote-response-unwrap.json", WrapUnwrapQuote.class, Routing.UNWRAP),
        Arguments.of("quote-response-bridge.json", BridgeQuote.class, Routing.BRIDGE),
        Arguments.of("quote-response-dutch-limit.json", DutchQuote.class, Routing.DUTCH_LIMIT),
        Arguments.of("quote-response-dutch-v2.json", DutchQuoteV2.class, Routing.DUTCH_V2),
        Arguments.of("quote-response-dutch-v3.json", DutchQuoteV3.class, Routing.DUTCH_V3),
        Arguments.of("quote-response-priority.json", PriorityQuote.class, Routing.PRIORITY),
        Arguments.of("quote-response-unknown-routing.json", UnknownQuote.class, UnknownQuote.UNSPECIFIED));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("shapes")
  void swap5792InfersTheVariantFromTheShapeAndRoundTrips(
      String payload, Class<? extends Quote> variant, Routing routing) {
    JsonNode quote = quoteOf(payload);
    assertThat(QuoteVariants.infer(quote)).isEqualTo(variant);
    Swap5792Request request = Wire.assertRoundTrips(swap5792(quote), Swap5792Request.class);
    assertThat(request.quote()).isInstanceOf(variant);
    assertThat(request.quote().routing()).isEqualTo(routing);
  }

  @Test
  void chainedShapeIsInferredButRejectedBySwap5792() {
    JsonNode quote = quoteOf("quote-response-chained.json");
    assertThat(QuoteVariants.infer(quote)).isEqualTo(ChainedQuote.class);
    assertThatThrownBy(() -> Wire.read(swap5792(quote), Swap5792Request.class))
        .satisfies(
            e ->
                assertThat(Wire.cause(e, InvalidModelException.class).field()).isEqualTo("quote"));
  }

  @Test
  void ambiguousOrderShapeFallsBackToUnknown() {
    ObjectNode quote = (ObjectNode) quoteOf("quote-response-dutch-v2.json");
    ((ObjectNode) quote.get("orderInfo")).remove("cosigner");
    quote.remove("deadlineBufferSecs");
    assertThat(QuoteVariants.infer(quote)).isEqualTo(UnknownQuote.class);
    assertThat(Wire.assertRoundTrips(swap5792(quote), Swap5792Request.class).quote())
        .isInstanceOf(UnknownQuote.class);
  }

  @Test
  void nonObjectQuoteIsUnknown() {
    assertThat(QuoteVariants.infer(Wire.tree("[1,2]"))).isEqualTo(UnknownQuote.class);
    assertThat(QuoteVariants.infer(Wire.tree("{}"))).isEqualTo(UnknownQuote.class);
  }

  @Test
  void aRecognisedShapeWithABadValueFailsRatherThanHidingAsUnknown() {
    ObjectNode quote = (ObjectNode) quoteOf("quote-response-classic-pools.json");
    ((ObjectNode) quote.get("input")).put("amount", "lots");
    assertThatThrownBy(() -> Wire.read(swap5792(quote), Swap5792Request.class))
        .hasMessageContaining("lots");
  }

  @Test
  void swap5792TakesUrgencyObjectsAndKeepsUnknownFields() {
    Swap5792Request request =
        Wire.read(Wire.resource("/payloads/swap-5792-request-dutch-v2.json"), Swap5792Request.class);
    assertThat(request.urgency().orElseThrow().isObjectForm()).isTrue();
    assertThat(request.urgency().orElseThrow().additionalProperties()).containsKey("note");
    assertThat(request.additionalProperties().get("approvalOnly").asBoolean()).isTrue();
    assertThat(request.deadline()).hasValue(1747255147L);
  }

  @Test
  void swap7702TakesAClassicQuoteFromTheRealExample() {
    String json = Wire.resource("/api/swap-7702-request.json");
    Swap7702Request request = Wire.assertRoundTrips(json, Swap7702Request.class);
    assertThat(request.quote()).isInstanceOf(ClassicQuote.class);
    assertThat(request.smartContractDelegationAddress()).contains("0x000000009b1d0af20d8c6d0a44e162d11f9b8f00");
    assertThat(request.permitData().orElseThrow().spender()).contains("0x6ff5693b99212da76ad316178a184ab56d299b43");
  }

  @Test
  void swap7702RejectsOtherKnownVariantsAndPassesUnknownShapes() {
    JsonNode dutch = quoteOf("quote-response-dutch-v2.json");
    assertThatThrownBy(() -> Wire.read(swap5792(dutch), Swap7702Request.class))
        .satisfies(
            e ->
                assertThat(Wire.cause(e, InvalidModelException.class).getMessage())
                    .isEqualTo(
                        "quote: POST /swap_7702 takes a classic quote, was a DUTCH_V2 quote (use POST"
                            + " /swap_5792 for other routings)"));
    JsonNode wrap = quoteOf("quote-response-wrap.json");
    assertThatThrownBy(() -> Swap7702Request.of(Wire.read(wrap.toString(), WrapUnwrapQuote.class)))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("was a WRAP quote");
    JsonNode unknown = quoteOf("quote-response-unknown-routing.json");
    assertThat(Wire.assertRoundTrips(swap5792(unknown), Swap7702Request.class).quote())
        .isInstanceOf(UnknownQuote.class);
  }

  @Test
  void swap7702DelegationAddressAndUrgency() {
    ClassicQuote quote = Wire.read(quoteOf("quote-response-classic-pools.json").toString(), ClassicQuote.class);
    String bare = "000000009b1d0af20d8c6d0a44e162d11f9b8f00";
    assertThat(Swap7702Request.builder().quote(quote).smartContractDelegationAddress(bare).build()).isNotNull();
    assertThat(Swap7702Request.builder().quote(quote).smartContractDelegationAddress("0x" + bare).build()).isNotNull();
    assertThatThrownBy(
            () -> Swap7702Request.builder().quote(quote).smartContractDelegationAddress("0x" + bare + "0").build())
        .hasMessageStartingWith("smartContractDelegationAddress: must be an address (40 hex digits, optionally 0x-prefixed)");
    assertThatThrownBy(
            () -> Swap7702Request.builder().quote(quote).urgency(Urgency.withOverrides("fast", UrgencyOverrides.builder().build())).build())
        .hasMessage("urgency: must be a level string on this endpoint, the object form is not accepted");
    assertThatThrownBy(() -> Swap7702Request.builder().quote(quote).urgency(Urgency.of("URGENT")).build())
        .hasMessage("urgency: must be one of normal, fast, urgent, was \"URGENT\"");
  }

  @Test
  void permitDataNullIsReadAsAbsentAndNeverSent() {
    String json = json("{'quote':{'foo':1},'permitData':null}");
    Swap7702Request request = Wire.read(json, Swap7702Request.class);
    assertThat(request.permitData()).isEmpty();
    assertThat(Wire.write(request).has("permitData")).isFalse();
  }

  @Test
  void quotePassedFromQuoteResponseToSwapArrivesWhole() {
    String response = Wire.resource("/payloads/quote-response-classic-pools.json");
    QuoteResponse quote = Wire.read(response, QuoteResponse.class);
    Swap5792Request request =
        Swap5792Request.builder().quote(quote.quote()).permitData(quote.permit()).build();
    assertThat(Wire.write(request).get("quote")).isEqualTo(Wire.tree(response).get("quote"));
    assertThat(Wire.write(request).get("permitData")).isEqualTo(Wire.tree(response).get("permitData"));
  }

  @Test
  void swap5792ResponseCallsWithAndWithoutChainId() {
    Swap5792Response response =
        Wire.read(Wire.resource("/payloads/swap-5792-response.json"), Swap5792Response.class);
    assertThat(response.calls()).hasSize(3);
    assertThat(response.calls().get(0).chainId()).isEmpty();
    assertThat(response.calls().get(2).chainId()).contains(ChainId.BASE);
    assertThat(response.calls().get(1).valueWei()).isZero();
    assertThat(response.calls().get(2).valueWei()).isEqualTo(new java.math.BigInteger("034828c18ec9f4", 16));
    assertThat(response.paymasterService()).isPresent();
  }

  @Test
  void swap7702ResponseWithHexValue() {
    Swap7702Response response =
        Wire.assertRoundTrips(Wire.resource("/api/swap-7702-response.json"), Swap7702Response.class);
    assertThat(response.swap().valueWei()).isZero();
    assertThat(response.swap().gasPrice()).contains(java.math.BigInteger.valueOf(6000000));
    assertThat(response.gasFee()).contains(new java.math.BigInteger("1631928838652"));
  }
}
