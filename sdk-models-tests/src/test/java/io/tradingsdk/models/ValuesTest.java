package io.tradingsdk.models;

import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SafetyLevel;
import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.plan.StepStatus;
import io.tradingsdk.models.quote.TokenInRoute;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Urgency, WireInteger, open value sets, PermitData and JsonDiff. */
class ValuesTest {
  @ParameterizedTest
  @ValueSource(strings = {"normal", "fast", "urgent", "NORMAL", "FAST", "URGENT", "Fast", "someday"})
  void bareUrgencyRoundTripsInItsCasing(String level) {
    Urgency urgency = Wire.read("\"" + level + "\"", Urgency.class);
    assertThat(urgency.isObjectForm()).isFalse();
    assertThat(urgency.level()).isEqualTo(level);
    assertThat(urgency.isLevel(level.toLowerCase())).isTrue();
    assertThat(io.tradingsdk.models.json.TradingJson.write(urgency)).isEqualTo("\"" + level + "\"");
  }

  @Test
  void objectUrgencyRoundTripsWithOverridesAndUnknownKeys() {
    String json = json("{'level':'FAST','overrides':{'maxPriorityFeePerGas':'2000000000','maxFeePerGas':'30000000000','gasLimit':'300000','x':1},'y':[true]}");
    Urgency urgency = Wire.read(json, Urgency.class);
    assertThat(urgency.isObjectForm()).isTrue();
    assertThat(urgency.level()).isEqualTo("FAST");
    assertThat(urgency.normalizedLevel()).isEqualTo("fast");
    UrgencyOverrides overrides = urgency.overrides().orElseThrow();
    assertThat(overrides.gasLimit()).contains(BigInteger.valueOf(300000));
    assertThat(overrides.maxPriorityFeePerGas()).contains(new BigInteger("2000000000"));
    assertThat(Wire.write(urgency)).isEqualTo(Wire.tree(json));
    assertThat(Wire.read(json, Urgency.class)).isEqualTo(urgency).hasSameHashCodeAs(urgency);
    Urgency levelOnly = Wire.read(json("{'level':'normal'}"), Urgency.class);
    assertThat(levelOnly.overrides()).isEmpty();
    assertThat(Wire.write(levelOnly)).isEqualTo(Wire.tree(json("{'level':'normal'}")));
    assertThat(levelOnly).isNotEqualTo(Urgency.NORMAL); // the form is part of the value
  }

  @Test
  void urgencyOfAnotherShapeFails() {
    assertThatThrownBy(() -> Wire.read("3", Urgency.class)).hasMessageContaining("expected a level string");
    assertThatThrownBy(() -> Wire.read(json("{'overrides':{}}"), Urgency.class)).hasMessageContaining("\"level\"");
    assertThatThrownBy(() -> Wire.read(json("{'level':1}"), Urgency.class)).hasMessageContaining("\"level\"");
  }

  @Test
  void wireIntegerKeepsItsForm() {
    WireInteger string = Wire.read("\"10\"", WireInteger.class);
    WireInteger number = Wire.read("10", WireInteger.class);
    assertThat(string.isString()).isTrue();
    assertThat(number.isString()).isFalse();
    assertThat(string.intValue()).isEqualTo(number.intValue()).isEqualTo(10);
    assertThat(string).isNotEqualTo(number);
    assertThat(io.tradingsdk.models.json.TradingJson.write(string)).isEqualTo("\"10\"");
    assertThat(io.tradingsdk.models.json.TradingJson.write(number)).isEqualTo("10");
    assertThat(Wire.read("\"-887272\"", WireInteger.class).longValue()).isEqualTo(-887272L);
    WireInteger huge = Wire.read("\"340282366920938463463374607431768211456\"", WireInteger.class);
    assertThat(huge.bigIntegerValue()).isEqualTo(BigInteger.TWO.pow(128));
    assertThatThrownBy(huge::longValue).isInstanceOf(ArithmeticException.class);
    assertThat(WireInteger.parse("-5")).isEqualTo(WireInteger.ofString(-5));
    assertThat(WireInteger.ofNumber(60).toString()).isEqualTo("60");
    assertThat(WireInteger.ofString(60).toString()).isEqualTo("\"60\"");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\"1.5\"", "\"abc\"", "\"\"", "\"+1\"", "1.5", "true", "{}"})
  void wireIntegerRejectsWhatIsNotAnInteger(String json) {
    assertThatThrownBy(() -> Wire.read(json, WireInteger.class)).hasMessageContaining("expected");
  }

  @Test
  void stringDecimalsAndChainIdInARouteToken() {
    TokenInRoute token =
        Wire.assertRoundTrips(
            json("{'address':'0xA','chainId':1,'symbol':'USDC','decimals':'6','sellFeeBps':'30'}"),
            TokenInRoute.class);
    assertThat(token.decimals().orElseThrow().intValue()).isEqualTo(6);
  }

  @Test
  void openValueSets() {
    assertThat(Routing.of("CLASSIC")).isSameAs(Routing.CLASSIC);
    assertThat(Routing.of("QUICKROUTE").isKnown()).isFalse();
    assertThat(Routing.of("QUICKROUTE")).isEqualTo(Routing.of("QUICKROUTE"));
    assertThat(Wire.read("\"NEW\"", StepStatus.class).value()).isEqualTo("NEW");
    assertThat(Wire.read("\"COMPLETE\"", StepStatus.class)).isSameAs(StepStatus.COMPLETE);
    assertThat(Protocol.knownValues()).contains(Protocol.V4, Protocol.UNISWAPX_LATEST);
    assertThat(io.tradingsdk.models.json.TradingJson.write(SafetyLevel.of("WHATEVER"))).isEqualTo("\"WHATEVER\"");
    // Different value sets never compare equal even with the same text.
    assertThat((Object) TradeType.of("X")).isNotEqualTo(Protocol.of("X"));
  }

  @Test
  void permitDataTypedAccessors() {
    PermitData permit = Wire.read(Wire.resource("/payloads/quote-response-classic-pools.json"), QuoteResponse.class)
        .permit().orElseThrow();
    assertThat(permit.domainName()).contains("Permit2");
    assertThat(permit.domainChainId()).contains(ChainId.MAINNET);
    assertThat(permit.verifyingContract()).contains("0x000000000022D473030F116dDEE9F6B43aC78BA3");
    assertThat(permit.primaryType()).contains("PermitSingle");
    assertThat(permit.token()).contains("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
    assertThat(permit.amount()).contains(new BigInteger("2524907406"));
    assertThat(permit.expiration()).contains(BigInteger.valueOf(1749845047));
    assertThat(permit.nonce()).contains(BigInteger.valueOf(7));
    assertThat(permit.sigDeadline()).contains(BigInteger.valueOf(1747256647));
    assertThat(permit.spender()).contains("0x66a9893cc07d91d95644aedd05d03f95e1dba8af");
  }

  @Test
  void permitWitnessPrimaryTypeAndMissingDetails() {
    PermitData permit = Wire.read(Wire.resource("/payloads/quote-response-dutch-v2.json"), QuoteResponse.class)
        .permit().orElseThrow();
    assertThat(permit.primaryType()).contains("PermitWitnessTransferFrom"); // arrays of structs count as references
    assertThat(permit.amount()).isEmpty();
    assertThat(permit.spender()).contains("0x00000011F84B9aa48e5f8aA8B9897600006289Be");
    PermitData stringChain = Wire.read(json("{'domain':{'chainId':'0x2105'},'types':{},'values':{}}"), PermitData.class);
    assertThat(stringChain.domainChainId()).contains(ChainId.BASE);
    assertThat(stringChain.primaryType()).isEmpty();
  }

  @Test
  void jsonDiffComparesNumbersByValueAndReportsKinds() {
    JsonNode before = Wire.tree(json("{'a':1.50,'b':'10','c':[1,2,3],'d':null,'e':{'f':1}}"));
    JsonNode after = Wire.tree(json("{'a':1.5,'b':10,'c':[1,2],'e':{'f':1e0},'g':null,'h':2}"));
    List<JsonDiff.Difference> diffs = JsonDiff.diff(before, after);
    assertThat(diffs)
        .extracting(Object::toString)
        .containsExactly(
            "$.b: \"10\" -> 10",
            "$.c[2]: 3 -> (absent)",
            "$.d: null -> (absent)",
            "$.g: (absent) -> null",
            "$.h: (absent) -> 2");
    assertThat(diffs).extracting(JsonDiff.Difference::isNormalization).containsExactly(false, false, true, true, false);
    assertThat(JsonDiff.diff(Wire.tree(json("{'odd key':1}")), Wire.tree("{}")).get(0).path())
        .isEqualTo("$[\"odd key\"]");
  }
}
