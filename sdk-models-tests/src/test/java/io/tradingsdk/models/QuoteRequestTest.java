package io.tradingsdk.models;

import io.tradingsdk.models.quote.AutoSlippage;
import io.tradingsdk.models.quote.HooksOptions;
import io.tradingsdk.models.quote.ImmutableQuoteRequest;
import io.tradingsdk.models.quote.IntegratorFee;
import io.tradingsdk.models.quote.PermitAmount;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.RoutingPreference;
import io.tradingsdk.models.quote.SpreadOptimization;
import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.json.ModelErrors;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QuoteRequestTest {
  static final String WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";
  static final String WBTC = "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599";
  static final String ETH = "0x0000000000000000000000000000000000000000";

  static ImmutableQuoteRequest.Builder valid() {
    return QuoteRequest.builder()
        .type(TradeType.EXACT_INPUT)
        .amount(BigInteger.valueOf(2516))
        .tokenInChainId(ChainId.MAINNET)
        .tokenOutChainId(ChainId.MAINNET)
        .tokenIn(WBTC)
        .tokenOut(ETH)
        .swapper(WALLET)
        .slippageTolerance(new BigDecimal("0.5"));
  }

  private static void rejects(UnaryOperator<ImmutableQuoteRequest.Builder> change, String message) {
    assertThatThrownBy(() -> change.apply(valid()).build())
        .isInstanceOf(InvalidModelException.class)
        .hasMessage(message);
  }

  private static void accepts(UnaryOperator<ImmutableQuoteRequest.Builder> change) {
    assertThat(change.apply(valid()).build()).isNotNull();
  }

  @Test
  void validRequestWritesTheWireForm() {
    QuoteRequest request = valid().urgency(Urgency.FAST).protocols(List.of(Protocol.V4)).build();
    assertThat(Wire.write(request))
        .isEqualTo(
            Wire.tree(
                json(
                    "{'type':'EXACT_INPUT','amount':'2516','tokenInChainId':1,'tokenOutChainId':1,"
                        + "'tokenIn':'" + WBTC + "','tokenOut':'" + ETH + "','swapper':'" + WALLET + "',"
                        + "'slippageTolerance':0.5,'protocols':['V4'],'urgency':'fast'}")));
  }

  @Test
  void amountMustBePositive() {
    rejects(b -> b.amount(BigInteger.ZERO), "amount: must be > 0, was 0");
    rejects(b -> b.amount(BigInteger.valueOf(-1)), "amount: must be > 0, was -1");
    accepts(b -> b.amount(BigInteger.ONE));
  }

  @ParameterizedTest
  @ValueSource(strings = {"+5", "-5", "1e3", "0x10", " 5", "5 ", "", "1.0", "١٢"})
  void amountOnTheWireIsDigitsOnly(String amount) {
    String body = Wire.write(valid().build()).toString().replace("\"2516\"", "\"" + amount + "\"");
    assertThatThrownBy(() -> Wire.read(body, QuoteRequest.class))
        .hasMessageContaining("expected a string of decimal digits");
  }

  @Test
  void amountAsAJsonNumberIsRejected() {
    String body = Wire.write(valid().build()).toString().replace("\"2516\"", "2516");
    assertThatThrownBy(() -> Wire.read(body, QuoteRequest.class))
        .hasMessageContaining("expected a string of decimal digits");
  }

  @Test
  void addressesAre0xAnd40Hex() {
    String hex39 = "0x" + "a".repeat(39);
    String hex41 = "0x" + "a".repeat(41);
    rejects(b -> b.tokenIn(hex39), "tokenIn: must be an address (0x followed by 40 hex digits), was \"" + hex39 + "\"");
    rejects(b -> b.tokenOut(hex41), "tokenOut: must be an address (0x followed by 40 hex digits), was \"" + hex41 + "\"");
    rejects(b -> b.swapper(WALLET.substring(2)), "swapper: must be an address (0x followed by 40 hex digits), was \"" + WALLET.substring(2) + "\"");
    rejects(b -> b.recipient("0x" + "g".repeat(40)), "recipient: must be an address (0x followed by 40 hex digits), was \"0x" + "g".repeat(40) + "\"");
    accepts(b -> b.recipient("0x" + "AbCdEf0123".repeat(4)));
  }

  @Test
  void exactlyOneOfSlippageToleranceOrAutoSlippage() {
    rejects(
        b -> b.autoSlippage(AutoSlippage.DEFAULT),
        "slippageTolerance: exactly one of slippageTolerance or autoSlippage must be set, both were");
    rejects(
        b -> b.slippageTolerance(java.util.Optional.empty()),
        "slippageTolerance: exactly one of slippageTolerance or autoSlippage must be set, neither was");
    accepts(b -> b.slippageTolerance(java.util.Optional.empty()).autoSlippage(AutoSlippage.DEFAULT));
    rejects(
        b -> b.slippageTolerance(java.util.Optional.empty()).autoSlippage(AutoSlippage.of("SMART")),
        "autoSlippage: must be one of DEFAULT, was \"SMART\"");
  }

  @Test
  void slippageIsZeroToHundredWithTwoDecimals() {
    rejects(b -> b.slippageTolerance(new BigDecimal("-0.01")), "slippageTolerance: must be a percentage between 0 and 100, was -0.01");
    accepts(b -> b.slippageTolerance(BigDecimal.ZERO));
    accepts(b -> b.slippageTolerance(new BigDecimal("100")));
    accepts(b -> b.slippageTolerance(new BigDecimal("100.00")));
    rejects(b -> b.slippageTolerance(new BigDecimal("100.01")), "slippageTolerance: must be a percentage between 0 and 100, was 100.01");
    accepts(b -> b.slippageTolerance(new BigDecimal("0.12")));
    accepts(b -> b.slippageTolerance(new BigDecimal("0.120")));
    rejects(b -> b.slippageTolerance(new BigDecimal("0.125")), "slippageTolerance: must have at most 2 decimal places, was 0.125");
    rejects(b -> b.slippageTolerance(new BigDecimal("1E-3")), "slippageTolerance: must have at most 2 decimal places, was 0.001");
  }

  @Test
  void atMostOneIntegratorFee() {
    IntegratorFee fee = IntegratorFee.of(25, WALLET);
    accepts(b -> b.integratorFees(List.of(fee)));
    rejects(b -> b.integratorFees(List.of(fee, fee)), "integratorFees: at most one entry is supported, was 2");
  }

  @Test
  void integratorFeeBipsAndRecipient() {
    assertThatThrownBy(() -> IntegratorFee.of(-1, WALLET)).hasMessage("bips: must be between 0 and 500, was -1");
    assertThat(IntegratorFee.of(0, WALLET).bips()).isZero();
    assertThat(IntegratorFee.of(500, WALLET).bips()).isEqualTo(500);
    assertThatThrownBy(() -> IntegratorFee.of(501, WALLET)).hasMessage("bips: must be between 0 and 500, was 501");
    assertThatThrownBy(() -> IntegratorFee.of(25, "0xABC"))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageStartingWith("recipient: must be an address");
  }

  @Test
  void nestedFeeFailureNamesItsPathWhenParsed() {
    String body =
        Wire.write(valid().build()).toString().replace("}", ",\"integratorFees\":[{\"bips\":900,\"recipient\":\"" + WALLET + "\"}]}");
    assertThatThrownBy(() -> Wire.read(body, QuoteRequest.class))
        .satisfies(
            e ->
                assertThat(ModelErrors.describe(e.getCause()))
                    .extracting(Object::toString)
                    .containsExactly("$.integratorFees[0].bips: must be between 0 and 500, was 900"));
  }

  @Test
  void protocolsRestrictRoutingPreferenceToBestPrice() {
    rejects(
        b -> b.protocols(List.of(Protocol.V3)).routingPreference(RoutingPreference.FASTEST),
        "routingPreference: must be BEST_PRICE when protocols is set, was \"FASTEST\"");
    accepts(b -> b.protocols(List.of(Protocol.V3)).routingPreference(RoutingPreference.BEST_PRICE));
    accepts(b -> b.routingPreference(RoutingPreference.FASTEST));
    // Deprecated values are still the caller's choice without protocols (the spec deprecates, not forbids).
    accepts(b -> b.routingPreference(RoutingPreference.of("CLASSIC")));
  }

  @Test
  void enumeratedRequestValuesMustBeOnesTheSpecLists() {
    rejects(b -> b.type(TradeType.of("EXACT_BOTH")), "type: must be one of EXACT_INPUT, EXACT_OUTPUT, was \"EXACT_BOTH\"");
    rejects(b -> b.hooksOptions(HooksOptions.of("V4_SOME")), "hooksOptions: must be one of V4_HOOKS_INCLUSIVE, V4_HOOKS_ONLY, V4_NO_HOOKS, was \"V4_SOME\"");
    rejects(b -> b.spreadOptimization(SpreadOptimization.of("SPEED")), "spreadOptimization: must be one of EXECUTION, PRICE, was \"SPEED\"");
    rejects(b -> b.permitAmount(PermitAmount.of("HALF")), "permitAmount: must be one of FULL, EXACT, was \"HALF\"");
    accepts(b -> b.hooksOptions(HooksOptions.V4_NO_HOOKS).spreadOptimization(SpreadOptimization.PRICE).permitAmount(PermitAmount.EXACT));
  }

  @Test
  void urgencyInEitherFormLowercase() {
    accepts(b -> b.urgency(Urgency.URGENT));
    accepts(b -> b.urgency(Urgency.withOverrides("fast", UrgencyOverrides.builder().gasLimit(BigInteger.valueOf(300000)).build())));
    rejects(b -> b.urgency(Urgency.LP_FAST), "urgency: must be one of normal, fast, urgent, was \"FAST\"");
    rejects(b -> b.urgency(Urgency.withOverrides("asap", UrgencyOverrides.builder().build())), "urgency.level: must be one of normal, fast, urgent, was \"asap\"");
  }

  @Test
  void unknownFieldsAndObjectUrgencyRoundTrip() {
    String body =
        json(
            "{'type':'EXACT_OUTPUT','amount':'1000000','tokenInChainId':1,'tokenOutChainId':8453,'tokenIn':'" + WBTC
                + "','tokenOut':'" + ETH + "','swapper':'" + WALLET + "','autoSlippage':'DEFAULT',"
                + "'urgency':{'level':'normal','overrides':{'maxFeePerGas':'30000000000','capX':'1'},'future':[1]},"
                + "'integratorFees':[{'bips':25,'recipient':'" + WALLET + "','label':'partner'}],"
                + "'walletExecutionContext':{'scopes':{'eip155:1':{'accounts':[],'methods':[]}}},"
                + "'earnIntent':{'action':'deposit','vault':'0xv','chainId':8453}}");
    QuoteRequest request = Wire.assertRoundTrips(body, QuoteRequest.class);
    assertThat(request.urgency().orElseThrow().isObjectForm()).isTrue();
    assertThat(request.urgency().orElseThrow().overrides().orElseThrow().additionalProperties()).containsKey("capX");
    assertThat(request.integratorFees().orElseThrow().get(0).additionalProperties()).containsKey("label");
    assertThat(request.additionalProperties()).containsKey("earnIntent");
  }

  @Test
  void realExampleParses() {
    QuoteRequest request = Wire.read(Wire.resource("/api/quote-request.json"), QuoteRequest.class);
    assertThat(request.protocols().orElseThrow()).containsExactly(Protocol.UNISWAPX_V2, Protocol.V4, Protocol.V3, Protocol.V2);
    assertThat(request.urgency()).contains(Urgency.NORMAL);
    assertThat(request.generatePermitAsTransaction()).contains(false);
  }

  @Test
  void explicitNullInAnOptionalFieldReadsAsAbsent() {
    String body = Wire.write(valid().build()).toString().replace("}", ",\"recipient\":null,\"protocols\":null}");
    QuoteRequest request = Wire.read(body, QuoteRequest.class);
    assertThat(request.recipient()).isEmpty();
    assertThat(request.protocols()).isEmpty();
    assertThat(Wire.write(request).has("recipient")).isFalse();
  }

  @Test
  void emptyProtocolListStaysEmptyNotAbsent() {
    QuoteRequest request = valid().protocols(List.of()).build();
    assertThat(Wire.write(request).get("protocols").isArray()).isTrue();
  }

  @Test
  void listsAreCopiedAndUnmodifiable() {
    List<Protocol> mine = new ArrayList<>(List.of(Protocol.V2));
    QuoteRequest request = valid().protocols(mine).build();
    mine.add(Protocol.V3);
    assertThat(request.protocols().orElseThrow()).containsExactly(Protocol.V2);
    assertThatThrownBy(() -> request.protocols().orElseThrow().add(Protocol.V4))
        .isInstanceOf(UnsupportedOperationException.class);
    QuoteRequest parsed = Wire.read(Wire.write(request).toString(), QuoteRequest.class);
    assertThatThrownBy(() -> parsed.protocols().orElseThrow().clear())
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void toBuilderCopiesAndRevalidates() {
    QuoteRequest request = valid().build();
    assertThat(request.toBuilder().amount(BigInteger.TEN).build().amount()).isEqualTo(BigInteger.TEN);
    assertThatThrownBy(() -> request.toBuilder().amount(BigInteger.ZERO).build())
        .isInstanceOf(InvalidModelException.class)
        .extracting(e -> ((InvalidModelException) e).field())
        .isEqualTo("amount");
  }

  @Test
  void missingRequiredFieldsAreNamed() {
    assertThatThrownBy(() -> QuoteRequest.builder().build())
        .hasMessageContaining("type")
        .hasMessageContaining("amount")
        .hasMessageContaining("swapper");
  }
}
