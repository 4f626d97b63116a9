package io.tradingsdk.models.quote;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.FrozenCopies;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.TradeRequestFields;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.Urgency;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Body of {@code POST /quote}: quote a swap, a bridge or a wrap/unwrap.
 *
 * <p>Checked when built: {@code amount > 0}; addresses are {@code 0x} + 40 hex digits; exactly one
 * of {@code slippageTolerance} and {@code autoSlippage}; slippage 0 to 100 with at most two
 * decimals; at most one integrator fee; with {@code protocols} set, {@code routingPreference} may
 * only be {@code BEST_PRICE}; the enumerated values are ones the spec lists.
 *
 * <pre>{@code
 * QuoteRequest request = QuoteRequest.builder()
 *     .type(TradeType.EXACT_INPUT)
 *     .amount(new BigInteger("1000000"))
 *     .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
 *     .tokenIn(usdc).tokenOut(weth).swapper(wallet)
 *     .slippageTolerance(new BigDecimal("0.5"))
 *     .build();
 * }</pre>
 */
@Value.Immutable
@JsonPropertyOrder({
  "type", "amount", "tokenInChainId", "tokenOutChainId", "tokenIn", "tokenOut", "generatePermitAsTransaction",
  "swapper", "slippageTolerance", "autoSlippage", "routingPreference", "protocols", "hooksOptions",
  "spreadOptimization", "urgency", "permitAmount", "recipient", "integratorFees", "walletExecutionContext"})
@JsonSerialize(as = ImmutableQuoteRequest.class)
@JsonDeserialize(as = ImmutableQuoteRequest.class)
public abstract class QuoteRequest implements TradeRequestFields, SlippageFields, Extensible {
  // type, amount, the tokens, their chains and the swapper come from TradeRequestFields; slippageTolerance and
  // autoSlippage from SlippageFields.
  /** {@code true}: the permit comes back as a transaction to broadcast (for 7702 wallets). */
  public abstract Optional<Boolean> generatePermitAsTransaction();

  public abstract Optional<RoutingPreference> routingPreference();

  /** Allowed protocols; when set, {@link #routingPreference()} may only be {@code BEST_PRICE}. */
  public abstract Optional<List<Protocol>> protocols();

  public abstract Optional<HooksOptions> hooksOptions();

  public abstract Optional<SpreadOptimization> spreadOptimization();

  public abstract Optional<Urgency> urgency();

  public abstract Optional<PermitAmount> permitAmount();

  /** Receiver of the output; the swapper when absent. */
  public abstract Optional<String> recipient();

  /** Replaces the default partner fee; at most one entry. */
  public abstract Optional<List<IntegratorFee>> integratorFees();

  /** CAIP-25 wallet execution context, kept as JSON. */
  public abstract Optional<JsonNode> walletExecutionContext();

  public static ImmutableQuoteRequest.Builder builder() {
    return ImmutableQuoteRequest.builder();
  }

  public ImmutableQuoteRequest.Builder toBuilder() {
    return ImmutableQuoteRequest.builder().from(this);
  }

  @Value.Check
  protected QuoteRequest check() {
    RequestRules.oneOf("type", type(), TradeType.EXACT_INPUT, TradeType.EXACT_OUTPUT);
    RequestRules.positive("amount", amount());
    RequestRules.strictAddress("tokenIn", tokenIn());
    RequestRules.strictAddress("tokenOut", tokenOut());
    RequestRules.strictAddress("swapper", swapper());
    recipient().ifPresent(r -> RequestRules.strictAddress("recipient", r));
    // The spec requires exactly one; the live service was seen answering 200 to neither.
    if (slippageTolerance().isPresent() == autoSlippage().isPresent()) {
      throw new InvalidModelException(
          "slippageTolerance",
          "exactly one of slippageTolerance or autoSlippage must be set, "
              + (slippageTolerance().isPresent() ? "both were" : "neither was"));
    }
    slippageTolerance().ifPresent(s -> RequestRules.slippage("slippageTolerance", s));
    autoSlippage().ifPresent(a -> RequestRules.oneOf("autoSlippage", a, AutoSlippage.DEFAULT));
    if (protocols().isPresent()
        && routingPreference().isPresent()
        && !routingPreference().get().equals(RoutingPreference.BEST_PRICE)) {
      throw new InvalidModelException(
          "routingPreference",
          "must be BEST_PRICE when protocols is set, was \"" + routingPreference().get() + "\"");
    }
    hooksOptions()
        .ifPresent(
            h ->
                RequestRules.oneOf(
                    "hooksOptions",
                    h,
                    HooksOptions.V4_HOOKS_INCLUSIVE,
                    HooksOptions.V4_HOOKS_ONLY,
                    HooksOptions.V4_NO_HOOKS));
    spreadOptimization()
        .ifPresent(
            s ->
                RequestRules.oneOf(
                    "spreadOptimization", s, SpreadOptimization.EXECUTION, SpreadOptimization.PRICE));
    permitAmount()
        .ifPresent(
            p -> RequestRules.oneOf("permitAmount", p, PermitAmount.FULL, PermitAmount.EXACT));
    urgency()
        .ifPresent(
            u ->
                RequestRules.urgency(
                    "urgency", u, RequestRules.UrgencyForm.LOWERCASE_STRING_OR_OBJECT));
    integratorFees()
        .ifPresent(
            fees -> {
              if (fees.size() > 1) {
                throw new InvalidModelException(
                    "integratorFees", "at most one entry is supported, was " + fees.size());
              }
            });
    if (FrozenCopies.all(protocols(), integratorFees())) {
      return this;
    }
    return toBuilder()
        .protocols(FrozenCopies.list(protocols()))
        .integratorFees(FrozenCopies.list(integratorFees()))
        .build();
  }
}
