package io.tradingsdk.server.internal.endpoint.order;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.OrderReactor;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.IntentOrder;
import io.tradingsdk.server.internal.engine.OrderStore;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code POST /order}: a signed UniswapX order ({@code DUTCH_V2}, {@code DUTCH_V3}, {@code PRIORITY}, or a
 * {@code LIMIT_ORDER} from {@code /limit_order_quote}) goes to the fillers. The order must be one this server quoted, unchanged ({@code encodedOrder} and
 * {@code orderId} are recomputed from {@code orderInfo}), before its deadline, and signed by its
 * swapper: the signer is recovered from the Permit2 witness permit rebuilt from the order. Answers
 * 201 {@code {orderId, orderStatus: "open"}}.
 */
public final class OrderEndpoint implements Endpoint<OrderEndpoint.Params> {
  private static final String NO_MATCH = "\"quote\" does not match any of the allowed types";
  private static final Pattern HEX_BYTES = Pattern.compile("^0x([0-9a-fA-F]{2})*$");
  private static final List<String> ROUTINGS = List.of("CLASSIC", "DUTCH_LIMIT", "DUTCH_V2", "DUTCH_V3", "BRIDGE",
      "LIMIT_ORDER", "PRIORITY", "WRAP", "UNWRAP", "CHAINED");

  /** A validated order request. */
  static final class Params {
    String signature;
    IntentOrder order;
    String encodedOrder;
    String orderId;
    String quoteId;
    boolean erc20EthEnabled;
  }

  private final Engine engine;

  public OrderEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public int successStatus() {
    return 201;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.signature = body.matching("signature", Body.SIGNATURE);
    String routing = body.optionalOneOf("routing", ROUTINGS).orElse(null);
    Body quote = body.object("quote");
    if (quote.has("routing") || quote.has("requestId")) {
      throw ApiError.badRequest(NO_MATCH); // a whole /quote response nested instead of its quote
    }
    p.encodedOrder = quote.matching("encodedOrder", HEX_BYTES);
    p.orderId = quote.matching("orderId", Body.HASH).toLowerCase(Locale.ROOT);
    p.quoteId = quote.optionalString("quoteId").orElse(null);
    Body info = quote.object("orderInfo");
    IntentOrder.Kind kind = routing != null ? IntentOrder.Kind.ofRouting(routing) : infer(info);
    if (kind == null) {
      throw ApiError.badRequest(NO_MATCH); // classic, bridge and chained quotes are not orders
    }
    p.order = IntentOrder.read(kind, info);
    p.erc20EthEnabled = exchange.booleanHeader("x-erc20eth-enabled", false);
    return p;
  }

  /** The order type by the fields only it has, as the models tell the variants apart. */
  private static IntentOrder.Kind infer(Body info) {
    if (info.has("decayStartTime") || info.has("exclusiveFiller")) {
      return IntentOrder.Kind.LIMIT_ORDER; // the exclusive Dutch order of a limit-order quote
    }
    if (info.has("auctionStartBlock") || info.has("baselinePriorityFeeWei")) {
      return IntentOrder.Kind.PRIORITY;
    }
    if (info.has("startingBaseFee") || (info.has("input") && info.node().path("input").has("curve"))) {
      return IntentOrder.Kind.DUTCH_V3;
    }
    return info.has("cosigner") ? IntentOrder.Kind.DUTCH_V2 : null;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    IntentOrder order = p.order;
    engine.checkWallet(order.swapper);
    Chain chain = engine.servedChain(order.chainId);
    if (!order.encode().equalsIgnoreCase(p.encodedOrder)) {
      throw ApiError.badRequest("\"quote.encodedOrder\" does not encode \"quote.orderInfo\": the order was changed"
          + " after it was quoted");
    }
    String orderId;
    try {
      orderId = order.orderId();
    } catch (IllegalArgumentException e) { // e.g. a mixed-case address with a bad EIP-55 checksum
      throw ApiError.badRequest("\"quote.orderInfo\" is not a valid order: " + e.getMessage());
    }
    if (!orderId.equals(p.orderId)) {
      throw ApiError.badRequest("\"quote.orderId\" is not the hash of \"quote.orderInfo\": the order was changed"
          + " after it was quoted");
    }
    OrderStore.Issued issued = engine.orders().issued(orderId).orElseThrow(() -> ApiError.badRequest(
        "\"quote.orderId\" " + orderId + " is not an order this service quoted: request a new quote"));
    if (issued.order.kind != order.kind) {
      throw ApiError.badRequest(NO_MATCH);
    }
    // The order hash leaves the chain out (it is the permit's domain): the quoted order on another chain hashes alike.
    if (issued.order.chainId != order.chainId) {
      throw ApiError.badRequest("\"quote.orderInfo.chainId\" must be " + issued.order.chainId
          + ", the chain the order was quoted on");
    }
    long now = engine.nowSeconds();
    if (now > order.deadline) {
      throw ApiError.badRequest("\"quote.orderInfo.deadline\" " + order.deadline + " has passed (now " + now
          + "): request a new quote");
    }
    if (Addresses.ZERO_ADDRESS.equals(order.input.token) && !p.erc20EthEnabled) {
      throw ApiError.badRequest("\"x-erc20eth-enabled\" must be true for an order with native input");
    }
    checkSignature(p, chain);
    if (engine.orders().submitted(orderId).isPresent()) {
      throw ApiError.badRequest("\"quote.orderId\" " + orderId + " was already submitted: its nonce is used");
    }
    String quoteId = p.quoteId != null ? p.quoteId : issued.quoteId;
    Optional<OrderReactor> reactor = engine.backend(order.chainId).reactor(order.kind.routing);
    if (reactor.isPresent()) {
      submitToReactor(reactor.get(), p, orderId, quoteId, now);
    } else {
      engine.orders().submit(orderId, order, p.encodedOrder.toLowerCase(Locale.ROOT), p.signature, quoteId, now);
    }
    ObjectNode response = Engine.object();
    response.put("orderId", orderId);
    response.put("orderStatus", "open");
    return response;
  }

  /**
   * The server cosigns the order for the chain's real reactor and fills it there when the market covers it, now or
   * later ({@link io.tradingsdk.server.internal.engine.ChainOrderBook}). A reactor that would revert refuses the
   * order: 400 with Permit2's or the reactor's error, whether or not the order would fill at once.
   */
  private void submitToReactor(OrderReactor reactor, Params p, String orderId, String quoteId, long now) {
    try {
      engine.chainOrders().submit(reactor, orderId, p.order, p.encodedOrder.toLowerCase(Locale.ROOT), p.signature,
          quoteId, now);
    } catch (OrderReactor.RefusedException e) {
      throw ApiError.badRequest("the order cannot be filled: the reactor's execute reverts with " + e.getMessage());
    }
  }

  /** The signer of the order's witness permit must be its swapper. */
  private void checkSignature(Params p, Chain chain) {
    String signer;
    try {
      signer = engine.config().signerRecovery().recover(p.order.permitData(chain.permit2()), p.signature);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("\"signature\" does not recover a signer: " + e.getMessage());
    }
    if (!Addresses.normalize(signer).equals(Addresses.normalize(p.order.swapper))) {
      throw ApiError.badRequest("\"signature\" was not made by the order's swapper");
    }
  }
}
