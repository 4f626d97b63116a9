package io.tradingsdk.models.order;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.RequestRules;
import io.tradingsdk.models.TradeRequestFields;
import io.tradingsdk.models.TradeType;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import java.util.OptionalLong;
import org.immutables.value.Value;

/**
 * Body of {@code POST /limit_order_quote}. Checked when built: {@code amount > 0}; addresses are
 * 0x + 40 hex digits; {@code type} is {@code EXACT_INPUT} or {@code EXACT_OUTPUT}; both chain ids
 * are among those the spec lists for this endpoint ({@link RequestRules#LIMIT_ORDER_CHAINS}).
 */
@Value.Immutable
@JsonPropertyOrder({
  "swapper", "amount", "type", "tokenIn", "tokenOut", "tokenInChainId", "tokenOutChainId", "limitPrice",
  "orderDeadline"})
@JsonSerialize(as = ImmutableLimitOrderQuoteRequest.class)
@JsonDeserialize(as = ImmutableLimitOrderQuoteRequest.class)
public abstract class LimitOrderQuoteRequest implements TradeRequestFields, Extensible {
  // type, amount, the tokens, their chains and the swapper come from TradeRequestFields.
  /** As the service defines it (format not shown in the spec). */
  public abstract Optional<String> limitPrice();

  public abstract OptionalLong orderDeadline();

  public static ImmutableLimitOrderQuoteRequest.Builder builder() {
    return ImmutableLimitOrderQuoteRequest.builder();
  }

  public ImmutableLimitOrderQuoteRequest.Builder toBuilder() {
    return ImmutableLimitOrderQuoteRequest.builder().from(this);
  }

  @Value.Check
  protected void check() {
    RequestRules.strictAddress("swapper", swapper());
    RequestRules.positive("amount", amount());
    RequestRules.oneOf("type", type(), TradeType.EXACT_INPUT, TradeType.EXACT_OUTPUT);
    RequestRules.strictAddress("tokenIn", tokenIn());
    RequestRules.strictAddress("tokenOut", tokenOut());
    RequestRules.chainIn("tokenInChainId", tokenInChainId(), RequestRules.LIMIT_ORDER_CHAINS);
    RequestRules.chainIn("tokenOutChainId", tokenOutChainId(), RequestRules.LIMIT_ORDER_CHAINS);
  }
}
