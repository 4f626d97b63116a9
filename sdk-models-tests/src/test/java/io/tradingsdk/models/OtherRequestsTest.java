package io.tradingsdk.models;

import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.ImmutableCheckApprovalRequest;
import io.tradingsdk.models.lp.ImmutableIncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.LpToken;
import io.tradingsdk.models.order.ImmutableLimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.swap.ImmutableSendRequest;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.plan.StepProof;
import io.tradingsdk.models.plan.StepUpdate;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.ChainedQuote;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OtherRequestsTest {
  static final String WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";
  static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

  // ---- /limit_order_quote

  private static ImmutableLimitOrderQuoteRequest.Builder limitOrder() {
    return LimitOrderQuoteRequest.builder()
        .swapper(WALLET)
        .amount(BigInteger.valueOf(2_500_000_000L))
        .type(TradeType.EXACT_INPUT)
        .tokenIn(USDC)
        .tokenOut(WETH)
        .tokenInChainId(ChainId.MAINNET)
        .tokenOutChainId(ChainId.MAINNET);
  }

  @Test
  void limitOrderChainsAreTheSpecList() {
    assertThat(limitOrder().tokenInChainId(ChainId.of(10143)).build()).isNotNull(); // in the list
    assertThat(limitOrder().tokenOutChainId(ChainId.MONAD).build()).isNotNull();
    assertThatThrownBy(() -> limitOrder().tokenInChainId(ChainId.LINEA).build())
        .isInstanceOf(InvalidModelException.class)
        .hasMessageStartingWith("tokenInChainId: must be one of the chain ids 1, 10, 56,")
        .hasMessageEndingWith(", was 59144");
    assertThatThrownBy(() -> limitOrder().tokenOutChainId(ChainId.of(4217)).build())
        .hasMessageStartingWith("tokenOutChainId: must be one of the chain ids");
  }

  @Test
  void limitOrderAmountTypeAndAddresses() {
    assertThatThrownBy(() -> limitOrder().amount(BigInteger.ZERO).build()).hasMessage("amount: must be > 0, was 0");
    assertThatThrownBy(() -> limitOrder().type(TradeType.of("EXACT")).build())
        .hasMessage("type: must be one of EXACT_INPUT, EXACT_OUTPUT, was \"EXACT\"");
    assertThatThrownBy(() -> limitOrder().swapper("0x12").build()).hasMessageStartingWith("swapper: must be an address");
    LimitOrderQuoteRequest parsed =
        Wire.assertRoundTrips(Wire.resource("/payloads/limit-order-quote-request.json"), LimitOrderQuoteRequest.class);
    assertThat(parsed.limitPrice()).contains("2500.00");
    assertThat(parsed.orderDeadline()).hasValue(1747859647L);
  }

  // ---- /send and /swappable_tokens

  private static ImmutableSendRequest.Builder send() {
    return SendRequest.builder()
        .sender(WALLET)
        .recipient(WETH)
        .token(USDC)
        .amount(BigInteger.ONE)
        .chainId(ChainId.MAINNET);
  }

  @Test
  void sendAddressesMayOmit0xButMustBe40Hex() {
    assertThat(send().sender(WALLET.substring(2)).build()).isNotNull();
    assertThatThrownBy(() -> send().recipient("0x" + "a".repeat(39)).build())
        .hasMessage("recipient: must be an address (40 hex digits, optionally 0x-prefixed), was \"0x" + "a".repeat(39) + "\"");
    assertThatThrownBy(() -> send().token("xx" + "a".repeat(40)).build()).hasMessageStartingWith("token: must be an address");
  }

  @Test
  void sendChainsAmountAndUrgency() {
    assertThat(send().chainId(ChainId.of(4217)).build()).isNotNull();
    assertThat(send().chainId(ChainId.LINEA).build()).isNotNull();
    assertThatThrownBy(() -> send().chainId(ChainId.of(5)).build())
        .hasMessageStartingWith("chainId: must be one of the chain ids")
        .hasMessageEndingWith("was 5");
    assertThatThrownBy(() -> send().amount(BigInteger.ZERO).build()).hasMessage("amount: must be > 0, was 0");
    assertThat(send().urgency(Urgency.NORMAL).build()).isNotNull();
    assertThatThrownBy(() -> send().urgency(Urgency.LP_NORMAL).build())
        .hasMessage("urgency: must be one of normal, fast, urgent, was \"NORMAL\"");
    SendRequest parsed = Wire.assertRoundTrips(Wire.resource("/payloads/send-request.json"), SendRequest.class);
    assertThat(parsed.urgency()).contains(Urgency.FAST);
  }

  @Test
  void swappableTokensQuery() {
    SwappableTokensQuery query = SwappableTokensQuery.of(USDC.substring(2), ChainId.BASE);
    assertThat(query.queryParameters())
        .containsExactly(Map.entry("tokenIn", USDC.substring(2)), Map.entry("tokenInChainId", "8453"));
    assertThatThrownBy(() -> SwappableTokensQuery.of("0x1", ChainId.BASE)).hasMessageStartingWith("tokenIn: must be an address");
    assertThatThrownBy(() -> SwappableTokensQuery.of(USDC, ChainId.of(57073)))
        .hasMessageStartingWith("tokenInChainId: must be one of the chain ids");
  }

  // ---- /check_approval

  @Test
  void checkApprovalRules() {
    ImmutableCheckApprovalRequest.Builder valid =
        CheckApprovalRequest.builder().walletAddress(WALLET).token(USDC).amount(BigInteger.TEN).chainId(ChainId.BASE);
    assertThat(valid.build().amount()).isEqualTo(BigInteger.TEN);
    assertThatThrownBy(() -> CheckApprovalRequest.builder().from(valid.build()).amount(BigInteger.ZERO).build())
        .hasMessage("amount: must be > 0, was 0");
    assertThatThrownBy(() -> CheckApprovalRequest.builder().from(valid.build()).tokenOut("0x").build())
        .hasMessageStartingWith("tokenOut: must be an address");
    assertThat(
            CheckApprovalRequest.builder()
                .from(valid.build())
                .urgency(Urgency.withOverrides("normal", UrgencyOverrides.builder().maxFeePerGas(BigInteger.TEN).build()))
                .build())
        .isNotNull();
    CheckApprovalRequest real =
        Wire.assertRoundTrips(Wire.resource("/api/check-approval-request.json"), CheckApprovalRequest.class);
    assertThat(real.includeGasInfo()).contains(true);
    assertThat(real.urgency()).contains(Urgency.URGENT);
  }

  // ---- /lp/increase

  private static ImmutableIncreasePositionRequest.Builder increase() {
    return IncreasePositionRequest.builder()
        .walletAddress(WALLET)
        .chainId(ChainId.MAINNET)
        .protocol(Protocol.V3)
        .token0Address(USDC)
        .token1Address(WETH)
        .nftTokenId("987654")
        .independentToken(LpToken.of(USDC, BigInteger.valueOf(1000)));
  }

  @Test
  void lpIncreaseProtocolAndNftTokenId() {
    assertThat(increase().build()).isNotNull();
    assertThat(increase().protocol(Protocol.V4).build()).isNotNull();
    assertThat(increase().protocol(Protocol.V2).nftTokenId(java.util.Optional.empty()).build()).isNotNull();
    assertThatThrownBy(() -> increase().protocol(Protocol.V2).build())
        .hasMessage("nftTokenId: applies to V3 and V4 positions only; V2 positions are addressed by pair");
    assertThatThrownBy(() -> increase().nftTokenId(java.util.Optional.empty()).build())
        .hasMessage("nftTokenId: is required for a V3 position");
    assertThatThrownBy(() -> increase().protocol(Protocol.UNISWAPX_V2).build())
        .hasMessage("protocol: must be one of V2, V3, V4, was \"UNISWAPX_V2\"");
  }

  @Test
  void lpIncreaseAmountSlippageAndUppercaseUrgency() {
    assertThatThrownBy(() -> increase().independentToken(LpToken.of(USDC, BigInteger.ZERO)).build())
        .hasMessage("independentToken.amount: must be > 0, was 0");
    assertThatThrownBy(() -> increase().independentToken(LpToken.of("USDC", BigInteger.ONE)).build())
        .hasMessageStartingWith("independentToken.tokenAddress: must be an address");
    assertThatThrownBy(() -> increase().slippageTolerance(new BigDecimal("101")).build())
        .hasMessage("slippageTolerance: must be a percentage between 0 and 100, was 101");
    assertThat(increase().urgency(Urgency.LP_FAST).build()).isNotNull();
    assertThatThrownBy(() -> increase().urgency(Urgency.FAST).build())
        .hasMessage("urgency: must be one of NORMAL, FAST, URGENT, was \"fast\"");
    IncreasePositionRequest parsed =
        Wire.assertRoundTrips(Wire.resource("/payloads/lp-increase-request.json"), IncreasePositionRequest.class);
    assertThat(parsed.urgency()).contains(Urgency.LP_URGENT);
  }

  @Test
  void lpSignatureIsRedacted() {
    String signature = "0x" + "ab".repeat(65);
    IncreasePositionRequest request = increase().signature(signature).build();
    assertThat(request.toString()).doesNotContain(signature).contains("****");
    assertThat(Wire.write(request).get("signature").asText()).isEqualTo(signature);
  }

  // ---- /plan

  @Test
  void createPlanOnlyChained() {
    ChainedQuote quote = Wire.read(Wire.resource("/payloads/chained-quote.json"), ChainedQuote.class);
    assertThat(CreatePlanRequest.of(quote).routing()).isEqualTo(Routing.CHAINED);
    assertThatThrownBy(() -> CreatePlanRequest.builder().routing(Routing.CLASSIC).quote(quote).build())
        .hasMessage("routing: only CHAINED is supported, was \"CLASSIC\"");
    CreatePlanRequest parsed =
        Wire.assertRoundTrips(Wire.resource("/payloads/plan-create-request.json"), CreatePlanRequest.class);
    assertThat(parsed.urgency().orElseThrow().overrides().orElseThrow().maxFeePerGas())
        .contains(new BigInteger("30000000000"));
  }

  @Test
  void planUpdateProofs() {
    String signature = "0x" + "aB".repeat(65);
    assertThat(UpdatePlanRequest.of(StepUpdate.of(1, StepProof.ofSignature(signature))).steps()).hasSize(1);
    assertThat(StepUpdate.of(0, StepProof.ofTxHash("0xabc")).proof().txHash()).contains("0xabc");
    assertThatThrownBy(() -> StepUpdate.of(0, StepProof.builder().txHash("0xabc").orderId("order-1").build()))
        .hasMessage("proof.orderId: must not be sent: order ids are generated by the service");
    assertThatThrownBy(() -> StepUpdate.of(0, StepProof.builder().build()))
        .hasMessage("proof: must carry a txHash or a signature");
    assertThatThrownBy(() -> StepUpdate.of(-1, StepProof.ofTxHash("0x1"))).hasMessage("stepIndex: must be >= 0, was -1");
    assertThatThrownBy(() -> UpdatePlanRequest.builder().build()).hasMessage("steps: is required: give at least one step update");
  }

  @Test
  void planUpdateSignatureIsExactly130HexAndNeverEchoed() {
    String base = "0x" + "ab".repeat(65);
    assertThat(StepUpdate.of(0, StepProof.ofSignature(base))).isNotNull();
    String short129 = base.substring(0, base.length() - 1);
    String long131 = base + "a";
    String notHex = "0x" + "g" + base.substring(3);
    String no0x = "ab".repeat(66);
    for (String bad : List.of(short129, long131, notHex, no0x)) {
      assertThatThrownBy(() -> StepUpdate.of(0, StepProof.ofSignature(bad)))
          .isInstanceOf(InvalidModelException.class)
          .hasMessageStartingWith("proof.signature: must match ^0x[a-fA-F0-9]{130}$")
          .message()
          .doesNotContain(bad);
    }
    assertThat(StepProof.ofSignature(base).toString()).doesNotContain(base);
  }

  @Test
  void planUpdateOrderIdFromJsonIsRejected() {
    String body = json("{'steps':[{'stepIndex':0,'proof':{'signature':'0x" + "ab".repeat(65) + "','orderId':'o'}}]}");
    assertThatThrownBy(() -> Wire.read(body, UpdatePlanRequest.class))
        .satisfies(
            e ->
                assertThat(io.tradingsdk.models.json.ModelErrors.describe(e.getCause()))
                    .extracting(Object::toString)
                    .containsExactly("$.steps[0].proof.orderId: must not be sent: order ids are generated by the service"));
  }

  // ---- /swaps

  @Test
  void swapsQueryNeedsAHash() {
    assertThatThrownBy(() -> SwapsQuery.builder().chainId(ChainId.BASE).build())
        .hasMessage("txHashes: at least one of txHashes or userOpHashes must contain a hash");
    SwapsQuery both =
        SwapsQuery.builder().addTxHashes("0xa", "0xb").addUserOpHashes("0xc").chainId(ChainId.BASE).build();
    assertThat(both.queryParameters())
        .containsExactly(
            Map.entry("txHashes", "0xa,0xb"), Map.entry("userOpHashes", "0xc"), Map.entry("chainId", "8453"));
    assertThat(SwapsQuery.builder().addUserOpHashes("0xc").build().queryParameters()).containsOnlyKeys("userOpHashes");
    assertThat(SwapsQuery.ofTxHashes("0x1").queryParameters()).containsExactly(Map.entry("txHashes", "0x1"));
    assertThatThrownBy(() -> SwapsQuery.ofTxHashes("0xa,0xb"))
        .hasMessage("txHashes[0]: must be a non-blank hash without commas, was \"0xa,0xb\"");
    assertThatThrownBy(() -> SwapsQuery.builder().addUserOpHashes("0xa", " ").build())
        .hasMessageStartingWith("userOpHashes[1]: must be a non-blank hash");
  }

  // ---- /wallet/check_delegation

  @Test
  void checkDelegationRules() {
    CheckDelegationRequest parsed =
        Wire.assertRoundTrips(Wire.resource("/payloads/check-delegation-request.json"), CheckDelegationRequest.class);
    assertThat(parsed.chainIds()).contains(ChainId.of(57073));
    assertThatThrownBy(() -> CheckDelegationRequest.builder().build())
        .hasMessage("chainIds: is required: give at least one chain id");
    assertThatThrownBy(
            () -> CheckDelegationRequest.builder().addChainIds(ChainId.BASE).walletAddresses(List.of(WALLET, "0x1")).build())
        .hasMessageStartingWith("walletAddresses[1]: must be an address");
    CheckDelegationRequest noWallets = CheckDelegationRequest.builder().addChainIds(ChainId.BASE).build();
    assertThat(Wire.write(noWallets)).isEqualTo(Wire.tree("{\"chainIds\":[8453]}"));
  }
}
