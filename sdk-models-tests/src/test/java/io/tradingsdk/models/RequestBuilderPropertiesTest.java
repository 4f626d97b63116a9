package io.tradingsdk.models;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Generated bad input for every request builder (issue 12): whatever rule a generated value breaks,
 * building fails with {@link InvalidModelException} naming the field, never with another exception
 * type, so nothing can be sent. Each property starts from a valid request of the fixtures and
 * breaks exactly one field.
 */
class RequestBuilderPropertiesTest {
  private static final QuoteRequest QUOTE = read("api/quote-request.json", QuoteRequest.class);
  private static final CheckApprovalRequest APPROVAL = read("api/check-approval-request.json",
      CheckApprovalRequest.class);
  private static final LimitOrderQuoteRequest LIMIT = read("payloads/limit-order-quote-request.json",
      LimitOrderQuoteRequest.class);
  private static final SendRequest SEND = read("payloads/send-request.json", SendRequest.class);
  private static final IncreasePositionRequest LP = read("payloads/lp-increase-request.json",
      IncreasePositionRequest.class);
  private static final Swap7702Request SWAP_7702 = read("api/swap-7702-request.json", Swap7702Request.class);
  private static final Swap5792Request SWAP_5792 = read("payloads/swap-5792-request-dutch-v2.json",
      Swap5792Request.class);
  private static final CreatePlanRequest PLAN = read("payloads/plan-create-request.json", CreatePlanRequest.class);
  private static final UpdatePlanRequest PLAN_UPDATE = read("payloads/plan-update-request.json",
      UpdatePlanRequest.class);
  private static final CheckDelegationRequest DELEGATION = read("payloads/check-delegation-request.json",
      CheckDelegationRequest.class);
  private static final io.tradingsdk.models.lp.CreatePositionRequest LP_CREATE = read("api/lp-create-request.json",
      io.tradingsdk.models.lp.CreatePositionRequest.class);
  private static final io.tradingsdk.models.wallet.Encode7702Request ENCODE_7702 = read(
      "payloads/encode-7702-request.json", io.tradingsdk.models.wallet.Encode7702Request.class);
  private static final io.tradingsdk.models.wallet.Encode4337Request ENCODE_4337 = read(
      "payloads/encode-4337-request.json", io.tradingsdk.models.wallet.Encode4337Request.class);
  private static final io.tradingsdk.models.order.OrderRequest ORDER = read("payloads/order-request-dutch-v2.json",
      io.tradingsdk.models.order.OrderRequest.class);

  private static <T> T read(String resource, Class<T> type) {
    try (InputStream in = RequestBuilderPropertiesTest.class.getResourceAsStream("/" + resource)) {
      return TradingJson.mapper().readValue(in, type);
    } catch (IOException e) {
      throw new AssertionError(resource, e);
    }
  }

  /** Building must fail with an InvalidModelException naming {@code field}, and nothing else. */
  private static void assertRefused(String field, Supplier<Object> build) {
    Throwable t = catchThrowable(build::get);
    assertThat(t).as("building with a broken %s", field).isInstanceOf(InvalidModelException.class);
    InvalidModelException e = (InvalidModelException) t;
    assertThat(e.field()).as("the field named by: %s", e.getMessage()).isEqualTo(field);
    assertThat(e.getMessage()).startsWith(field + ": ");
  }

  // ------------------------------------------------------------------ the fields, by kind of rule

  /** Setters of strict address fields ({@code 0x} + 40 hex digits), by field name. */
  private static Map<String, Function<String, Object>> strictAddressFields() {
    Map<String, Function<String, Object>> m = new LinkedHashMap<>();
    m.put("quote.tokenIn", v -> QuoteRequest.builder().from(QUOTE).tokenIn(v).build());
    m.put("quote.tokenOut", v -> QuoteRequest.builder().from(QUOTE).tokenOut(v).build());
    m.put("quote.swapper", v -> QuoteRequest.builder().from(QUOTE).swapper(v).build());
    m.put("quote.recipient", v -> QuoteRequest.builder().from(QUOTE).recipient(v).build());
    m.put("approval.walletAddress", v -> CheckApprovalRequest.builder().from(APPROVAL).walletAddress(v).build());
    m.put("approval.token", v -> CheckApprovalRequest.builder().from(APPROVAL).token(v).build());
    m.put("approval.tokenOut", v -> CheckApprovalRequest.builder().from(APPROVAL).tokenOut(v).build());
    m.put("limit.swapper", v -> LimitOrderQuoteRequest.builder().from(LIMIT).swapper(v).build());
    m.put("limit.tokenIn", v -> LimitOrderQuoteRequest.builder().from(LIMIT).tokenIn(v).build());
    m.put("limit.tokenOut", v -> LimitOrderQuoteRequest.builder().from(LIMIT).tokenOut(v).build());
    m.put("lp.walletAddress", v -> IncreasePositionRequest.builder().from(LP).walletAddress(v).build());
    m.put("lp.token0Address", v -> IncreasePositionRequest.builder().from(LP).token0Address(v).build());
    m.put("lp.token1Address", v -> IncreasePositionRequest.builder().from(LP).token1Address(v).build());
    m.put("lp.independentToken.tokenAddress", v -> IncreasePositionRequest.builder().from(LP)
        .independentToken(LpToken.builder().from(LP.independentToken()).tokenAddress(v).build()).build());
    m.put("delegation.walletAddresses[0]", v -> CheckDelegationRequest.builder().from(DELEGATION)
        .walletAddresses(List.of(v)).build());
    m.put("lpCreate.walletAddress", v -> io.tradingsdk.models.lp.CreatePositionRequest.builder().from(LP_CREATE)
        .walletAddress(v).build());
    return m;
  }

  /** Setters of address fields whose {@code 0x} is optional. */
  private static Map<String, Function<String, Object>> optionalPrefixAddressFields() {
    Map<String, Function<String, Object>> m = new LinkedHashMap<>();
    m.put("send.sender", v -> SendRequest.builder().from(SEND).sender(v).build());
    m.put("send.recipient", v -> SendRequest.builder().from(SEND).recipient(v).build());
    m.put("send.token", v -> SendRequest.builder().from(SEND).token(v).build());
    m.put("tokens.tokenIn", v -> SwappableTokensQuery.of(v, ChainId.MAINNET));
    m.put("swap7702.smartContractDelegationAddress", v -> Swap7702Request.builder().from(SWAP_7702)
        .smartContractDelegationAddress(v).build());
    m.put("encode7702.walletAddress", v -> io.tradingsdk.models.wallet.Encode7702Request.builder().from(ENCODE_7702)
        .walletAddress(v).build());
    m.put("encode7702.smartContractDelegationAddress", v -> io.tradingsdk.models.wallet.Encode7702Request.builder()
        .from(ENCODE_7702).smartContractDelegationAddress(v).build());
    m.put("encode4337.sender", v -> io.tradingsdk.models.wallet.Encode4337Request.builder().from(ENCODE_4337)
        .sender(v).build());
    return m;
  }

  /** Setters of amounts that must be > 0. */
  private static Map<String, Function<BigInteger, Object>> positiveAmountFields() {
    Map<String, Function<BigInteger, Object>> m = new LinkedHashMap<>();
    m.put("quote.amount", v -> QuoteRequest.builder().from(QUOTE).amount(v).build());
    m.put("approval.amount", v -> CheckApprovalRequest.builder().from(APPROVAL).amount(v).build());
    m.put("limit.amount", v -> LimitOrderQuoteRequest.builder().from(LIMIT).amount(v).build());
    m.put("send.amount", v -> SendRequest.builder().from(SEND).amount(v).build());
    m.put("lp.independentToken.amount", v -> IncreasePositionRequest.builder().from(LP)
        .independentToken(LpToken.builder().from(LP.independentToken()).amount(v).build()).build());
    return m;
  }

  /** Setters of chain ids limited to a set, with the set. */
  private static Map<String, Function<ChainId, Object>> restrictedChainFields() {
    Map<String, Function<ChainId, Object>> m = new LinkedHashMap<>();
    m.put("limit.tokenInChainId", v -> LimitOrderQuoteRequest.builder().from(LIMIT).tokenInChainId(v).build());
    m.put("limit.tokenOutChainId", v -> LimitOrderQuoteRequest.builder().from(LIMIT).tokenOutChainId(v).build());
    m.put("send.chainId", v -> SendRequest.builder().from(SEND).chainId(v).build());
    m.put("tokens.tokenInChainId", v -> SwappableTokensQuery.of("0x" + "1".repeat(40), v));
    return m;
  }

  /** Setters of slippage percentages (0 to 100, two decimals). */
  private static Map<String, Function<BigDecimal, Object>> slippageFields() {
    Map<String, Function<BigDecimal, Object>> m = new LinkedHashMap<>();
    m.put("quote.slippageTolerance", v -> QuoteRequest.builder().from(QUOTE).slippageTolerance(v).build());
    m.put("lp.slippageTolerance", v -> IncreasePositionRequest.builder().from(LP).slippageTolerance(v).build());
    return m;
  }

  /** Setters of urgency levels, with the levels each accepts. */
  private static Map<String, Function<Urgency, Object>> urgencyFields() {
    Map<String, Function<Urgency, Object>> m = new LinkedHashMap<>();
    m.put("quote.urgency", v -> QuoteRequest.builder().from(QUOTE).urgency(v).build());
    m.put("approval.urgency", v -> CheckApprovalRequest.builder().from(APPROVAL).urgency(v).build());
    m.put("send.urgency", v -> SendRequest.builder().from(SEND).urgency(v).build());
    m.put("swap7702.urgency", v -> Swap7702Request.builder().from(SWAP_7702).urgency(v).build());
    m.put("swap5792.urgency", v -> Swap5792Request.builder().from(SWAP_5792).urgency(v).build());
    m.put("plan.urgency", v -> CreatePlanRequest.builder().from(PLAN).urgency(v).build());
    m.put("lp.urgency", v -> IncreasePositionRequest.builder().from(LP).urgency(v).build());
    return m;
  }

  /** Setters that are given null for a field that takes none. */
  private static Map<String, Supplier<Object>> nullSetters() {
    Map<String, Supplier<Object>> m = new LinkedHashMap<>();
    m.put("amount", () -> QuoteRequest.builder().from(QUOTE).amount(null).build());
    m.put("tokenIn", () -> QuoteRequest.builder().from(QUOTE).tokenIn(null).build());
    m.put("type", () -> QuoteRequest.builder().from(QUOTE).type(null).build());
    m.put("walletAddress", () -> CheckApprovalRequest.builder().from(APPROVAL).walletAddress(null).build());
    m.put("swapper", () -> LimitOrderQuoteRequest.builder().from(LIMIT).swapper(null).build());
    m.put("chainId", () -> SendRequest.builder().from(SEND).chainId(null).build());
    m.put("quote", () -> Swap7702Request.builder().from(SWAP_7702).quote(null).build());
    m.put("routing", () -> CreatePlanRequest.builder().from(PLAN).routing(null).build());
    m.put("protocol", () -> IncreasePositionRequest.builder().from(LP).protocol(null).build());
    m.put("proof", () -> StepUpdate.builder().stepIndex(0).proof(null).build());
    m.put("signature", () -> io.tradingsdk.models.order.OrderRequest.builder().from(ORDER).signature(null).build());
    m.put("sender", () -> io.tradingsdk.models.wallet.Encode4337Request.builder().from(ENCODE_4337).sender(null)
        .build());
    return m;
  }

  // ------------------------------------------------------------------ generators

  /** Strings that are not {@code 0x} + 40 hex digits: near misses, junk, unicode, blanks. */
  @Provide
  Arbitrary<String> notAStrictAddress() {
    Arbitrary<String> hex = Arbitraries.strings().withChars("0123456789abcdefABCDEF").ofMinLength(0).ofMaxLength(45);
    return Arbitraries.oneOf(
        hex.filter(h -> h.length() != 40).map(h -> "0x" + h),
        hex.filter(h -> h.length() == 40), // no 0x
        Arbitraries.strings().withChars("0123456789abcdefghxyzXYZ-+ ").ofLength(40).map(h -> "0x" + h),
        Arbitraries.strings().all().ofMaxLength(60),
        Arbitraries.of("", " ", "0x", "0X" + "a".repeat(40), "0x" + "a".repeat(40) + "\n", "０x" + "a".repeat(40)))
        .filter(s -> !RequestRules.ADDRESS.matcher(s).matches());
  }

  /** Strings that are not 40 hex digits with an optional {@code 0x}. */
  @Provide
  Arbitrary<String> notAnOptionalPrefixAddress() {
    return notAStrictAddress().filter(s -> !RequestRules.ADDRESS_OPTIONAL_PREFIX.matcher(s).matches());
  }

  @Provide
  Arbitrary<BigInteger> notPositive() {
    return Arbitraries.oneOf(Arbitraries.bigIntegers().between(BigInteger.TWO.pow(300).negate(), BigInteger.ZERO),
        Arbitraries.just(BigInteger.ZERO));
  }

  @Provide
  Arbitrary<Long> chainIdOutsideEverySet() {
    Set<ChainId> allowed = new java.util.HashSet<>(RequestRules.LIMIT_ORDER_CHAINS);
    allowed.addAll(RequestRules.SEND_CHAINS);
    return Arbitraries.longs().between(Long.MIN_VALUE, Long.MAX_VALUE).filter(id -> !allowed.contains(ChainId.of(id)));
  }

  @Provide
  Arbitrary<BigDecimal> badSlippage() {
    Arbitrary<BigDecimal> outOfRange = Arbitraries.oneOf(
        Arbitraries.bigDecimals().between(new BigDecimal("-1e30"), new BigDecimal("-0.01")).ofScale(2),
        Arbitraries.bigDecimals().between(new BigDecimal("100.01"), new BigDecimal("1e30")).ofScale(2));
    Arbitrary<BigDecimal> tooPrecise = Arbitraries.integers().between(3, 30).flatMap(scale ->
        Arbitraries.bigDecimals().between(BigDecimal.ZERO, BigDecimal.valueOf(100)).ofScale(scale))
        .filter(d -> d.stripTrailingZeros().scale() > 2);
    return Arbitraries.oneOf(outOfRange, tooPrecise);
  }

  @Provide
  Arbitrary<String> badUrgencyLevel() {
    return Arbitraries.strings().all().ofMaxLength(12)
        .filter(s -> !Set.of("normal", "fast", "urgent", "NORMAL", "FAST", "URGENT").contains(s));
  }

  @Provide
  Arbitrary<String> notASignature() {
    return Arbitraries.oneOf(
        Arbitraries.strings().withChars("0123456789abcdef").ofMaxLength(140).filter(h -> h.length() != 130)
            .map(h -> "0x" + h),
        Arbitraries.strings().all().ofMaxLength(140))
        .filter(s -> !RequestRules.SIGNATURE.matcher(s).matches());
  }

  @Provide
  Arbitrary<String> fieldWithNull() {
    return Arbitraries.of(new ArrayList<>(nullSetters().keySet()));
  }

  @Provide
  Arbitrary<String> strictAddressField() {
    return Arbitraries.of(new ArrayList<>(strictAddressFields().keySet()));
  }

  @Provide
  Arbitrary<String> optionalPrefixAddressField() {
    return Arbitraries.of(new ArrayList<>(optionalPrefixAddressFields().keySet()));
  }

  private static String wireName(String key) {
    return key.substring(key.indexOf('.') + 1);
  }

  // ------------------------------------------------------------------ the properties

  @Property(tries = 400)
  void everyStrictAddressFieldRefusesEveryNonAddress(@ForAll("strictAddressField") String field,
      @ForAll("notAStrictAddress") String value) {
    assertRefused(wireName(field), () -> strictAddressFields().get(field).apply(value));
  }

  @Property(tries = 200)
  void everyOptionalPrefixAddressFieldRefusesEveryNonAddress(@ForAll("optionalPrefixAddressField") String field,
      @ForAll("notAnOptionalPrefixAddress") String value) {
    assertRefused(wireName(field), () -> optionalPrefixAddressFields().get(field).apply(value));
  }

  @Property(tries = 200)
  void everyAmountRefusesZeroAndNegatives(@ForAll("notPositive") BigInteger value) {
    positiveAmountFields().forEach((field, set) -> assertRefused(wireName(field), () -> set.apply(value)));
  }

  @Property(tries = 200)
  void everyRestrictedChainFieldRefusesOtherChains(@ForAll("chainIdOutsideEverySet") long id) {
    restrictedChainFields().forEach((field, set) -> assertRefused(wireName(field), () -> set.apply(ChainId.of(id))));
  }

  @Property(tries = 200)
  void everySlippageRefusesOutOfRangeAndOverPrecise(@ForAll("badSlippage") BigDecimal value) {
    slippageFields().forEach((field, set) -> assertRefused(wireName(field), () -> set.apply(value)));
  }

  @Property(tries = 200)
  void everyUrgencyRefusesUnknownLevels(@ForAll("badUrgencyLevel") String level) {
    urgencyFields().forEach((field, set) -> assertRefused(wireName(field), () -> set.apply(Urgency.of(level))));
  }

  @Property(tries = 100)
  void everyRequiredFieldRefusesNull(@ForAll("fieldWithNull") String field) {
    assertRefused(field, nullSetters().get(field));
  }

  @Property(tries = 200)
  void aStepProofRefusesEveryNonSignatureAndNegativeIndexes(@ForAll("notASignature") String signature,
      @ForAll long index) {
    assertRefused("proof.signature", () -> StepUpdate.builder().stepIndex(0)
        .proof(StepProof.builder().signature(signature).build()).build());
    if (index < 0 && index >= Integer.MIN_VALUE) {
      assertRefused("stepIndex", () -> StepUpdate.builder().stepIndex((int) index)
          .proof(StepProof.builder().txHash("0x" + "ab".repeat(32)).build()).build());
    }
  }

  @Property(tries = 100)
  void hashListsRefuseBlankAndCommaHashes(@ForAll("blankOrComma") String hash, @ForAll boolean userOp) {
    if (userOp) {
      assertRefused("userOpHashes[1]", () -> SwapsQuery.builder().addUserOpHashes("0xaa", hash)
          .chainId(ChainId.BASE).build());
    } else {
      assertRefused("txHashes[1]", () -> SwapsQuery.builder().addTxHashes("0xaa", hash).chainId(ChainId.BASE).build());
    }
  }

  @Provide
  Arbitrary<String> blankOrComma() {
    return Arbitraries.oneOf(
        Arbitraries.strings().withChars(" \t\n\r\u000B\f").ofMaxLength(5),
        Combinators.combine(Arbitraries.strings().alpha().ofMaxLength(5), Arbitraries.strings().alpha().ofMaxLength(5))
            .as((a, b) -> a + "," + b));
  }

  @Property(tries = 50)
  void routingsOtherThanChainedAreRefusedByPlans(@ForAll("routing") String routing) {
    assertRefused("routing", () -> CreatePlanRequest.builder().from(PLAN).routing(Routing.of(routing)).build());
  }

  @Provide
  Arbitrary<String> routing() {
    return Arbitraries.oneOf(Arbitraries.of("CLASSIC", "DUTCH_V2", "BRIDGE", "chained", "WRAP"),
        Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(12)).filter(r -> !r.equals("CHAINED"));
  }

  @Property(tries = 30)
  void emptyListsThatMustHaveAnEntryAreRefused(@ForAll boolean plan) {
    if (plan) {
      assertRefused("steps", () -> UpdatePlanRequest.builder().from(PLAN_UPDATE).steps(List.of()).build());
    } else {
      assertRefused("chainIds", () -> CheckDelegationRequest.builder().from(DELEGATION).chainIds(List.of()).build());
    }
  }

  @Property(tries = 20)
  void quotesOfTheWrongRoutingAreRefusedBySwapEndpoints(@ForAll("otherQuote") String resource) {
    QuoteResponse other = read(resource, QuoteResponse.class);
    if (resource.contains("chained")) {
      assertRefused("quote", () -> Swap5792Request.builder().from(SWAP_5792).quote(other.quote()).build());
    }
    assertRefused("quote", () -> Swap7702Request.builder().from(SWAP_7702).quote(other.quote()).build());
  }

  @Provide
  Arbitrary<String> otherQuote() {
    return Arbitraries.of("payloads/quote-response-chained.json", "payloads/quote-response-dutch-v2.json",
        "payloads/quote-response-wrap.json", "payloads/quote-response-priority.json");
  }
}
