package io.tradingsdk.models;

import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.quote.TxFailureReason;
import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.quote.BridgeQuote;
import io.tradingsdk.models.quote.ChainedQuote;
import io.tradingsdk.models.quote.ClassicQuote;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.Quote;
import io.tradingsdk.models.quote.QuoteVisitor;
import io.tradingsdk.models.quote.UnknownPool;
import io.tradingsdk.models.quote.UnknownQuote;
import io.tradingsdk.models.quote.V2Pool;
import io.tradingsdk.models.quote.V3Pool;
import io.tradingsdk.models.quote.V4Pool;
import io.tradingsdk.models.quote.WrapUnwrapQuote;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class QuoteResponseTest {
  private static QuoteResponse payload(String name) {
    return Wire.read(Wire.resource("/payloads/" + name), QuoteResponse.class);
  }

  static Stream<Arguments> routings() {
    return Stream.of(
        Arguments.of("quote-response-classic-pools.json", Routing.CLASSIC, ClassicQuote.class, "classic"),
        Arguments.of("quote-response-wrap.json", Routing.WRAP, WrapUnwrapQuote.class, "wrapUnwrap"),
        Arguments.of("quote-response-unwrap.json", Routing.UNWRAP, WrapUnwrapQuote.class, "wrapUnwrap"),
        Arguments.of("quote-response-bridge.json", Routing.BRIDGE, BridgeQuote.class, "bridge"),
        Arguments.of("quote-response-dutch-limit.json", Routing.DUTCH_LIMIT, DutchQuote.class, "dutch"),
        Arguments.of("quote-response-limit-order.json", Routing.LIMIT_ORDER, DutchQuote.class, "dutch"),
        Arguments.of("quote-response-dutch-v2.json", Routing.DUTCH_V2, DutchQuoteV2.class, "dutchV2"),
        Arguments.of("quote-response-dutch-v3.json", Routing.DUTCH_V3, DutchQuoteV3.class, "dutchV3"),
        Arguments.of("quote-response-priority.json", Routing.PRIORITY, PriorityQuote.class, "priority"),
        Arguments.of("quote-response-chained.json", Routing.CHAINED, ChainedQuote.class, "chained"),
        Arguments.of(
            "quote-response-unknown-routing.json", Routing.of("TELEPORT_V1"), UnknownQuote.class, "unknown"));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("routings")
  void routingPicksTheVariant(String file, Routing routing, Class<? extends Quote> variant, String visited) {
    QuoteResponse response = payload(file);
    assertThat(response.routing()).isEqualTo(routing);
    assertThat(response.quote()).isInstanceOf(variant);
    assertThat(response.quote().routing()).isEqualTo(routing);
    assertThat((Object) response.quoteAs(variant).orElseThrow()).isSameAs(response.quote());
    assertThat(response.quote().accept(new NameVisitor())).isEqualTo(visited);
  }

  @Test
  void typedHelpersAnswerOnlyForTheirVariant() {
    QuoteResponse classic = payload("quote-response-classic-pools.json");
    assertThat(classic.classicQuote()).isPresent();
    assertThat(classic.dutchQuoteV2()).isEmpty();
    assertThat(classic.wrapUnwrapQuote()).isEmpty();
    assertThat(classic.unknownQuote()).isEmpty();
    QuoteResponse v2 = payload("quote-response-dutch-v2.json");
    assertThat(v2.dutchQuoteV2()).isPresent();
    assertThat(v2.classicQuote()).isEmpty();
    assertThat(payload("quote-response-priority.json").priorityQuote()).isPresent();
    assertThat(payload("quote-response-dutch-v3.json").dutchQuoteV3()).isPresent();
    assertThat(payload("quote-response-bridge.json").bridgeQuote()).isPresent();
    assertThat(payload("quote-response-chained.json").chainedQuote()).isPresent();
    assertThat(payload("quote-response-dutch-limit.json").dutchQuote()).isPresent();
  }

  @Test
  void classicRouteHasEveryPoolKindAndKeepsAnUnknownOneRaw() {
    ClassicQuote quote = payload("quote-response-classic-pools.json").classicQuote().orElseThrow();
    List<List<io.tradingsdk.models.quote.RoutePool>> route = quote.route().orElseThrow();
    V2Pool v2 = (V2Pool) route.get(0).get(0);
    assertThat(v2.reserve1().orElseThrow().quotient()).isEqualTo(new BigInteger("13812345678901234567890"));
    assertThat(v2.tokenIn().buyFeeBps()).contains("0");
    V3Pool v3 = (V3Pool) route.get(1).get(0);
    assertThat(v3.fee().orElseThrow().intValue()).isEqualTo(500);
    assertThat(v3.sqrtRatioX96()).contains(new BigInteger("1581152125612425137893521489532"));
    assertThat(v3.additionalProperties().get("poolStats").get("tvlUSD").asText()).isEqualTo("123456789.12");
    V4Pool v4 = (V4Pool) route.get(2).get(0);
    assertThat(v4.tickSpacing().isString()).isFalse();
    assertThat(v4.tickSpacing().intValue()).isEqualTo(60);
    assertThat(v4.tickCurrent().intValue()).isEqualTo(-197312);
    assertThat(v4.hasHooks()).isTrue();
    UnknownPool unknown = (UnknownPool) route.get(2).get(1);
    assertThat(unknown.type()).isEqualTo("v5-pool");
    assertThat(unknown.raw().get("curveParams").get("a").asInt()).isEqualTo(100);
    assertThat(quote.txFailureReasons().orElseThrow())
        .containsExactly(TxFailureReason.SIMULATION_ERROR, TxFailureReason.of("SOME_NEW_REASON"));
    assertThat(quote.txFailureReasons().orElseThrow().get(1).isKnown()).isFalse();
    assertThat(quote.simulationFailed()).isTrue();
    assertThat(quote.input().maximumAmount()).contains(new BigInteger("2524907406"));
    assertThat(quote.slippage()).hasValueSatisfying(s -> assertThat(s).isEqualByComparingTo("0.5"));
    assertThat(quote.gasFeeUSD()).contains(new BigDecimal("0.00000001"));
    assertThat(quote.aggregatedOutputs().orElseThrow().get(0).fee()).contains("INTEGRATOR");
  }

  @Test
  void gasUsdWrittenPlainAndSlippageKeepsTrailingZero() {
    String json = Wire.resource("/payloads/quote-response-classic-pools.json");
    String written = io.tradingsdk.models.json.TradingJson.write(Wire.read(json, QuoteResponse.class));
    assertThat(written).contains("\"gasFeeUSD\":\"0.00000001\"").contains("\"slippage\":0.50");
  }

  @Test
  void unknownRoutingKeepsTheRawQuoteExactly() {
    String json = Wire.resource("/payloads/quote-response-unknown-routing.json");
    QuoteResponse response = Wire.read(json, QuoteResponse.class);
    UnknownQuote quote = response.unknownQuote().orElseThrow();
    assertThat(quote.routing().isKnown()).isFalse();
    assertThat(quote.raw()).isEqualTo(Wire.tree(json).get("quote"));
    assertThat(quote.raw().get("legs").get(0).get("ratio").decimalValue())
        .isEqualTo(new BigDecimal("0.3333333333333333333333"));
    assertThat(response.additionalProperties()).containsKey("somethingNew");
    // raw() is a copy: changing it does not change the model.
    ((com.fasterxml.jackson.databind.node.ObjectNode) quote.raw()).put("kind", "changed");
    assertThat(quote.raw().get("kind").asText()).isEqualTo("teleport");
  }

  @Test
  void routingMayComeAfterTheQuote() {
    String json =
        json("{'quote':{'chainId':1,'swapper':'0xA','tradeType':'EXACT_INPUT','input':{'token':'0xB','amount':'1'},"
            + "'output':{'token':'0xC','amount':'2'},'route':[]},'permitData':null,'requestId':'r','routing':'CLASSIC'}");
    QuoteResponse response = Wire.assertRoundTrips(json, QuoteResponse.class);
    assertThat(response.classicQuote()).isPresent();
  }

  @Test
  void routingIsTheTruthEvenWhenTheShapeLooksLikeAnotherVariant() {
    // A quote with a route, which shape inference would call CLASSIC, received as UNWRAP.
    String json =
        json("{'requestId':'r','routing':'UNWRAP','permitData':null,'quote':{'chainId':1,'swapper':'0xA',"
            + "'tradeType':'EXACT_INPUT','input':{'token':'0xB','amount':'1'},'output':{'token':'0xC','amount':'1'},"
            + "'route':[]}}");
    QuoteResponse response = Wire.assertRoundTrips(json, QuoteResponse.class);
    assertThat(response.wrapUnwrapQuote()).isPresent();
    assertThat(response.quote().routing()).isEqualTo(Routing.UNWRAP);
    assertThat(response.wrapUnwrapQuote().orElseThrow().additionalProperties()).containsKey("route");
  }

  @Test
  void wrapRoutingFollowsTheSiblingAndDefaultsFromTheTokens() {
    WrapUnwrapQuote wrap = payload("quote-response-wrap.json").wrapUnwrapQuote().orElseThrow();
    assertThat(wrap.routing()).isEqualTo(Routing.WRAP);
    WrapUnwrapQuote standalone = Wire.read(Wire.write(wrap).toString(), WrapUnwrapQuote.class);
    assertThat(standalone.routing()).isEqualTo(Routing.WRAP);
    WrapUnwrapQuote unwrap = payload("quote-response-unwrap.json").wrapUnwrapQuote().orElseThrow();
    assertThat(Wire.read(Wire.write(unwrap).toString(), WrapUnwrapQuote.class).routing())
        .isEqualTo(Routing.UNWRAP);
  }

  @Test
  void limitOrderAndDutchLimitShareTheShapeButKeepTheirRouting() {
    DutchQuote limit = payload("quote-response-limit-order.json").dutchQuote().orElseThrow();
    DutchQuote dutch = payload("quote-response-dutch-limit.json").dutchQuote().orElseThrow();
    assertThat(limit.routing()).isEqualTo(Routing.LIMIT_ORDER);
    assertThat(dutch.routing()).isEqualTo(Routing.DUTCH_LIMIT);
    assertThat(limit).isEqualTo(dutch); // same JSON; the routing is not part of equality
    assertThat(limit.orderInfo().decayStartTime()).hasValue(1747254847L);
    assertThat(limit.orderInfo().exclusivityOverrideBps()).isZero();
  }

  @Test
  void orderQuotesShareTheirOrderView() {
    for (String file :
        List.of(
            "quote-response-dutch-limit.json",
            "quote-response-dutch-v2.json",
            "quote-response-dutch-v3.json",
            "quote-response-priority.json")) {
      OrderQuote quote = (OrderQuote) payload(file).quote();
      assertThat(quote.order().swapper()).isEqualTo("0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421");
      assertThat(quote.order().nonce()).isGreaterThan(BigInteger.valueOf(Long.MAX_VALUE));
      assertThat(quote.order().deadline()).isPositive();
      assertThat(quote.encodedOrder()).startsWith("0x");
    }
  }

  @Test
  void dutchV3CurvesAndSignedAmounts() {
    DutchQuoteV3 quote = payload("quote-response-dutch-v3.json").dutchQuoteV3().orElseThrow();
    var output = quote.orderInfo().outputs().get(0);
    assertThat(output.adjustmentPerGweiBaseFee()).isEqualTo(new BigInteger("-1250000000"));
    assertThat(output.curve().relativeBlocks()).contains(List.of(4L, 12L, 20L));
    assertThat(output.curve().relativeAmounts().orElseThrow())
        .containsExactly(
            new BigInteger("1000000000000"), new BigInteger("2500000000000"), new BigInteger("-3950123456789"));
    assertThat(quote.orderInfo().input().curve().relativeAmounts()).contains(List.of());
    assertThat(quote.orderInfo().startingBaseFee()).contains(BigInteger.valueOf(10000000));
    assertThat(quote.expectedAmountOut()).contains(new BigInteger("394012345678901234"));
  }

  @Test
  void priorityOrderFields() {
    PriorityQuote quote = payload("quote-response-priority.json").priorityQuote().orElseThrow();
    assertThat(quote.orderInfo().auctionStartBlock()).isEqualTo(BigInteger.valueOf(30245123));
    assertThat(quote.orderInfo().outputs().get(0).mpsPerPriorityFeeWei()).isOne();
  }

  @Test
  void chainedQuoteStepsGasStrategiesAndOpenValues() {
    ChainedQuote quote = payload("quote-response-chained.json").chainedQuote().orElseThrow();
    assertThat(quote.tokenOutChainId()).isEqualTo(ChainId.BASE);
    assertThat(quote.gasStrategies().get(0).limitInflationFactor()).isEqualByComparingTo("1.15");
    assertThat(quote.gasStrategies().get(0).maxPriorityFeeGwei()).hasValueSatisfying(v -> assertThat(v).isEqualByComparingTo("9"));
    assertThat(quote.protocols().orElseThrow())
        .contains(Protocol.UNISWAPX_LATEST, Protocol.of("SOME_FUTURE_PROTOCOL"));
    assertThat(quote.steps().orElseThrow().get(2).stepType().isKnown()).isFalse();
    assertThat(quote.autoSlippage()).contains(AutoSlippage.DEFAULT);
    assertThat(quote.additionalProperties()).containsKey("earnPreview");
  }

  @Test
  void bridgeQuoteFields() {
    BridgeQuote quote = payload("quote-response-bridge.json").bridgeQuote().orElseThrow();
    assertThat(quote.destinationChainId()).isEqualTo(ChainId.ARBITRUM);
    assertThat(quote.fillDeadline()).hasValue(1747276447L);
    assertThat(quote.portionBips()).hasValue(0);
    assertThat(quote.additionalProperties().get("relayerFeePct").asText()).isEqualTo("0.0009");
  }

  @Test
  void permitDataAbsentIsWrittenAsNullAndThatIsANormalization() {
    String json = json("{'requestId':'r','routing':'TELEPORT','quote':{'a':1}}");
    QuoteResponse response = Wire.read(json, QuoteResponse.class);
    assertThat(response.permitData()).isNull();
    assertThat(response.permit()).isEmpty();
    List<JsonDiff.Difference> diffs = Wire.roundTrip(json, QuoteResponse.class);
    assertThat(diffs).hasSize(1);
    assertThat(diffs.get(0).path()).isEqualTo("$.permitData");
    assertThat(diffs.get(0).isNormalization()).isTrue();
  }

  @Test
  void permitTransactionAndGasFeeParse() {
    QuoteResponse response = payload("quote-response-classic-pools.json");
    TransactionRequest permitTx = response.permitTransaction().orElseThrow();
    assertThat(permitTx.valueWei()).isZero(); // decimal "0" as well as hex
    assertThat(response.permitGasFee()).contains(new BigInteger("262366607123984"));
    assertThat(response.isTokenApprovalApplicable()).contains(true);
    assertThat(Wire.write(response).has("isTokenApprovalApplicable")).isTrue();
  }

  @Test
  void aQuoteThatDoesNotFitItsRoutingFailsWithItsPath() {
    String json =
        json("{'requestId':'r','routing':'DUTCH_V2','permitData':null,'quote':{'encodedOrder':'0x','orderId':'1',"
            + "'orderInfo':{'chainId':1,'nonce':'x','reactor':'0x','swapper':'0x','deadline':1,"
            + "'input':{'startAmount':'1','endAmount':'1'},'outputs':[]}}}");
    assertThatThrownBy(() -> Wire.read(json, QuoteResponse.class))
        .satisfies(
            e -> {
              InvalidModelException invalid = Wire.cause(e, InvalidModelException.class);
              assertThat(invalid.field()).isEqualTo("quote.orderInfo.nonce");
              assertThat(invalid.problem()).contains("\"x\"");
            });
  }

  @Test
  void builderResolvesARawQuoteAndRejectsAMismatch() {
    JsonNode raw = Wire.write(payload("quote-response-dutch-v2.json").quote());
    QuoteResponse built =
        QuoteResponse.builder().requestId("r").routing(Routing.DUTCH_V2).quote(UnknownQuote.of(raw)).build();
    assertThat(built.quote()).isInstanceOf(DutchQuoteV2.class);
    ClassicQuote classic = payload("quote-response-classic-pools.json").classicQuote().orElseThrow();
    assertThatThrownBy(
            () -> QuoteResponse.builder().requestId("r").routing(Routing.DUTCH_V2).quote(classic).build())
        .isInstanceOf(InvalidModelException.class)
        .hasMessage("quote: routing DUTCH_V2 needs a DutchQuoteV2, was a ClassicQuote");
  }

  @Test
  void routeListsAreImmutable() {
    ClassicQuote quote = payload("quote-response-classic-pools.json").classicQuote().orElseThrow();
    List<List<io.tradingsdk.models.quote.RoutePool>> route = quote.route().orElseThrow();
    assertThatThrownBy(() -> route.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> route.get(0).clear()).isInstanceOf(UnsupportedOperationException.class);
    java.util.List<TxFailureReason> mine = new java.util.ArrayList<>(List.of(TxFailureReason.SLIPPAGE_TOO_LOW));
    ClassicQuote built = quote.toBuilder().txFailureReasons(mine).build();
    mine.add(TxFailureReason.SIMULATION_ERROR);
    assertThat(built.txFailureReasons().orElseThrow()).containsExactly(TxFailureReason.SLIPPAGE_TOO_LOW);
  }

  /** Names the visitor method called. */
  private static final class NameVisitor implements QuoteVisitor<String> {
    @Override
    public String classic(ClassicQuote quote) {
      return "classic";
    }

    @Override
    public String wrapUnwrap(WrapUnwrapQuote quote) {
      return "wrapUnwrap";
    }

    @Override
    public String bridge(BridgeQuote quote) {
      return "bridge";
    }

    @Override
    public String dutch(DutchQuote quote) {
      return "dutch";
    }

    @Override
    public String dutchV2(DutchQuoteV2 quote) {
      return "dutchV2";
    }

    @Override
    public String dutchV3(DutchQuoteV3 quote) {
      return "dutchV3";
    }

    @Override
    public String priority(PriorityQuote quote) {
      return "priority";
    }

    @Override
    public String chained(ChainedQuote quote) {
      return "chained";
    }

    @Override
    public String unknown(UnknownQuote quote) {
      return "unknown";
    }
  }
}
