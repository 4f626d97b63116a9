package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.math.BigInteger;

/**
 * The trade a quote is asked for: its type, amount, the two tokens and their chains, and the
 * swapper. Shared by {@code POST /quote} ({@code QuoteRequest}) and {@code POST /limit_order_quote}
 * ({@code LimitOrderQuoteRequest}), which inherit them as attributes, check them with their own
 * rules and keep their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface TradeRequestFields {
  /** {@code EXACT_INPUT}: {@code amount} is what is sent; {@code EXACT_OUTPUT}: what is received. */
  TradeType type();

  /** Base units of the input ({@code EXACT_INPUT}) or output ({@code EXACT_OUTPUT}) token; > 0. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  @JsonDeserialize(using = RequestRules.DigitsOnly.class)
  BigInteger amount();

  ChainId tokenInChainId();

  /** Differs from {@link #tokenInChainId()} for a bridge. */
  ChainId tokenOutChainId();

  /** The address of the token sent. */
  String tokenIn();

  /** The address of the token received. */
  String tokenOut();

  /** The wallet that trades. */
  String swapper();
}
