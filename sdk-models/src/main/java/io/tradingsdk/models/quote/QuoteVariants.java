package io.tradingsdk.models.quote;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.json.ModelErrors;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;

/**
 * Picks the quote variant: by the sibling {@code routing} where there is one, by the shape where
 * there is not.
 */
public final class QuoteVariants {
  private static final Map<Routing, Class<? extends Quote>> BY_ROUTING =
      Map.of(
          Routing.CLASSIC, ClassicQuote.class,
          Routing.WRAP, WrapUnwrapQuote.class,
          Routing.UNWRAP, WrapUnwrapQuote.class,
          Routing.BRIDGE, BridgeQuote.class,
          Routing.DUTCH_LIMIT, DutchQuote.class,
          Routing.LIMIT_ORDER, DutchQuote.class,
          Routing.DUTCH_V2, DutchQuoteV2.class,
          Routing.DUTCH_V3, DutchQuoteV3.class,
          Routing.PRIORITY, PriorityQuote.class,
          Routing.CHAINED, ChainedQuote.class);

  private QuoteVariants() {}

  /** The variant a routing carries; empty for a routing this SDK version does not know. */
  public static Optional<Class<? extends Quote>> forRouting(Routing routing) {
    return Optional.ofNullable(BY_ROUTING.get(routing));
  }

  /**
   * The variant a quote's shape suggests, for a quote that comes without a sibling {@code
   * routing}; {@link UnknownQuote} when no rule matches. By the keys present:
   *
   * <ol>
   *   <li>{@code orderInfo} with {@code auctionStartBlock} or {@code baselinePriorityFeeWei}:
   *       {@link PriorityQuote};
   *   <li>{@code orderInfo} whose input has a {@code curve}, {@code maxAmount} or {@code
   *       adjustmentPerGweiBaseFee}: {@link DutchQuoteV3};
   *   <li>{@code orderInfo} with {@code decayStartTime}, {@code decayEndTime} or {@code
   *       exclusiveFiller}: {@link DutchQuote};
   *   <li>{@code orderInfo} with {@code cosigner}, or {@code deadlineBufferSecs}: {@link
   *       DutchQuoteV2};
   *   <li>{@code gasStrategies}, or both {@code tokenInChainId} and {@code tokenOutChainId}: {@link
   *       ChainedQuote};
   *   <li>{@code destinationChainId}: {@link BridgeQuote};
   *   <li>{@code route}, {@code routeString} or {@code txFailureReasons}: {@link ClassicQuote};
   *   <li>{@code input}, {@code output} and {@code chainId}: {@link WrapUnwrapQuote}.
   * </ol>
   */
  public static Class<? extends Quote> infer(JsonNode json) {
    if (!json.isObject()) {
      return UnknownQuote.class;
    }
    JsonNode orderInfo = json.get("orderInfo");
    if (orderInfo != null && orderInfo.isObject()) {
      JsonNode input = orderInfo.path("input");
      if (orderInfo.has("auctionStartBlock") || orderInfo.has("baselinePriorityFeeWei")) {
        return PriorityQuote.class;
      }
      if (input.has("curve") || input.has("maxAmount") || input.has("adjustmentPerGweiBaseFee")) {
        return DutchQuoteV3.class;
      }
      if (orderInfo.has("decayStartTime")
          || orderInfo.has("decayEndTime")
          || orderInfo.has("exclusiveFiller")) {
        return DutchQuote.class;
      }
      if (orderInfo.has("cosigner") || json.has("deadlineBufferSecs")) {
        return DutchQuoteV2.class;
      }
      return UnknownQuote.class;
    }
    if (json.has("gasStrategies") || (json.has("tokenInChainId") && json.has("tokenOutChainId"))) {
      return ChainedQuote.class;
    }
    if (json.has("destinationChainId")) {
      return BridgeQuote.class;
    }
    if (json.has("route") || json.has("routeString") || json.has("txFailureReasons")) {
      return ClassicQuote.class;
    }
    if (json.has("input") && json.has("output") && json.has("chainId")) {
      return WrapUnwrapQuote.class;
    }
    return UnknownQuote.class;
  }

  /**
   * Reads a quote received with the given sibling {@code routing}: the variant the routing
   * carries, or an {@link UnknownQuote} for an unknown routing.
   *
   * @throws InvalidModelException naming the path inside {@code quote} when the JSON does not fit
   *     the variant
   */
  public static Quote read(JsonNode json, Routing routing) {
    Optional<Class<? extends Quote>> variant = forRouting(routing);
    if (variant.isEmpty()) {
      return UnknownQuote.of(json, routing);
    }
    try {
      return withRouting(TradingJson.mapper().treeToValue(json, variant.get()), routing);
    } catch (JsonProcessingException | IllegalArgumentException | IllegalStateException e) {
      throw ModelErrors.asInvalidModel("quote", e);
    }
  }

  /**
   * Makes a quote agree with its sibling {@code routing}: an {@link UnknownQuote} of a known
   * routing is read as that routing's variant, and the routing is recorded on the quote.
   *
   * @throws InvalidModelException when a typed quote does not match a known routing
   */
  public static Quote resolve(Routing routing, Quote quote) {
    if (quote instanceof UnknownQuote) {
      UnknownQuote unknown = (UnknownQuote) quote;
      if (BY_ROUTING.containsKey(routing)) {
        return read(unknown.rawShared(), routing);
      }
      return unknown.routing().equals(routing) ? unknown : unknown.withRouting(routing);
    }
    Class<? extends Quote> expected = BY_ROUTING.get(routing);
    if (expected != null && !expected.isInstance(quote)) {
      throw new InvalidModelException(
          "quote",
          "routing "
              + routing
              + " needs a "
              + expected.getSimpleName()
              + ", was a "
              + variantName(quote));
    }
    return withRouting(quote, routing);
  }

  /** The public name of a quote's variant ({@code ClassicQuote}), for messages. */
  static String variantName(Quote quote) {
    Class<?> type = quote.getClass();
    while (type.getSimpleName().startsWith("Immutable")) {
      type = type.getSuperclass();
    }
    return type.getSimpleName();
  }

  private static Quote withRouting(Quote quote, Routing routing) {
    if (quote.routing().equals(routing)) {
      return quote;
    }
    if (quote instanceof DutchQuote) {
      return ImmutableDutchQuote.copyOf((DutchQuote) quote).withRouting(routing);
    }
    if (quote instanceof WrapUnwrapQuote) {
      return ImmutableWrapUnwrapQuote.copyOf((WrapUnwrapQuote) quote).withRouting(routing);
    }
    return quote;
  }

  /** Reads a {@link Quote} from its shape alone ({@link #infer}); see {@link Quote}. */
  static final class ShapeDeserializer extends StdDeserializer<Quote> {
    private static final long serialVersionUID = 1L;

    ShapeDeserializer() {
      super(Quote.class);
    }

    @Override
    public Quote deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      JsonNode json = ctxt.readTree(p);
      Class<? extends Quote> variant = infer(json);
      return variant == UnknownQuote.class
          ? UnknownQuote.wrap(json)
          : ctxt.readTreeAsValue(json, variant);
    }
  }

  /**
   * Reads a {@code quote} as raw JSON, for a model whose sibling {@code routing} picks the variant
   * once the whole object is read (see {@link #resolve}).
   */
  public static final class RawDeserializer extends StdDeserializer<Quote> {
    private static final long serialVersionUID = 1L;

    public RawDeserializer() {
      super(Quote.class);
    }

    @Override
    public Quote deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      return UnknownQuote.wrap(ctxt.readTree(p));
    }
  }
}
