package io.tradingsdk.server.internal.endpoint.order;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.IntentOrder;
import io.tradingsdk.server.internal.engine.LimitOrders;
import io.tradingsdk.server.internal.engine.OrderStore;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.server.internal.http.Query;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongPredicate;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code GET /orders}: the submitted UniswapX orders with their status at the simulated time,
 * filtered by {@code orderType}, {@code orderId}, {@code orderIds} (comma-joined), {@code
 * orderStatus}, {@code swapper} and {@code filler}, newest first unless {@code sortKey=createdAt} with
 * {@code sort} says otherwise, {@code limit} per page, and {@code cursor} for the next page. The spec
 * lists no 401 here, so the key must be present but is not checked. A single {@code orderId} that was
 * never submitted answers 404.
 */
public final class OrdersEndpoint implements Endpoint<OrdersEndpoint.Params> {
  private static final List<String> ORDER_TYPES = List.of("Dutch_V2", "Dutch_V3", "Limit", "Priority");
  private static final List<String> STATUSES =
      List.of("open", "expired", "error", "cancelled", "filled", "unverified", "insufficient-funds");
  private static final Pattern ORDER_HASH = Pattern.compile("^(0x)?[0-9a-fA-F]{64}$");
  private static final Pattern ADDRESS = Pattern.compile("^(0x)?[0-9a-fA-F]{40}$");
  private static final Pattern COMPARISON = Pattern.compile("^(gt|gte|lt|lte)\\(([0-9]{1,15})\\)$");
  private static final Pattern BETWEEN = Pattern.compile("^between\\(([0-9]{1,15}),([0-9]{1,15})\\)$");
  private static final Pattern CURSOR = Pattern.compile("^([0-9]{1,15}):([0-9]{1,15})$");
  private static final int DEFAULT_LIMIT = 100;
  private static final int MAX_LIMIT = 1000;
  private static final int MAX_ORDER_IDS = 100;

  /** A validated orders query. */
  static final class Params {
    Optional<String> orderType = Optional.empty();
    Optional<String> orderId = Optional.empty();
    List<String> orderIds = List.of();
    int limit = DEFAULT_LIMIT;
    Optional<String> orderStatus = Optional.empty();
    Optional<String> swapper = Optional.empty();
    Optional<String> filler = Optional.empty();
    boolean ascending;
    LongPredicate createdAt = at -> true;
    Optional<long[]> cursor = Optional.empty();
  }

  private final Engine engine;

  public OrdersEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public boolean requiresKnownKey() {
    return false;
  }

  @Override
  public Params validate(Exchange exchange) {
    Map<String, List<String>> query = exchange.request().queryParameters();
    Params p = new Params();
    p.orderType = Query.single(query, "orderType").map(value -> oneOf("orderType", value, ORDER_TYPES));
    p.orderId = Query.single(query, "orderId").map(value -> hash("orderId", value));
    p.orderIds = orderIds(query);
    p.limit = Query.single(query, "limit").map(OrdersEndpoint::limit).orElse(DEFAULT_LIMIT);
    p.orderStatus = Query.single(query, "orderStatus").map(value -> oneOf("orderStatus", value, STATUSES));
    p.swapper = Query.single(query, "swapper").map(value -> address("swapper", value));
    p.filler = Query.single(query, "filler").map(value -> address("filler", value));
    Optional<String> sortKey = Query.single(query, "sortKey").map(value -> oneOf("sortKey", value, List.of("createdAt")));
    Optional<String> sort = Query.single(query, "sort");
    if (sort.isPresent()) {
      if (sortKey.isEmpty()) {
        throw ApiError.badRequest("\"sort\" missing required peer \"sortKey\"");
      }
      sort(sort.get(), p);
    }
    p.cursor = Query.single(query, "cursor").map(OrdersEndpoint::cursor);
    if (p.orderType.isEmpty() && p.orderId.isEmpty() && p.orderIds.isEmpty() && p.orderStatus.isEmpty()
        && p.swapper.isEmpty() && p.filler.isEmpty()) {
      throw ApiError.badRequest(
          "\"value\" must contain at least one of [orderId, orderIds, swapper, orderStatus, filler, orderType]");
    }
    return p;
  }

  private static String oneOf(String name, String value, List<String> allowed) {
    if (!allowed.contains(value)) {
      throw ApiError.badRequest("\"" + name + "\" must be one of [" + String.join(", ", allowed) + "]");
    }
    return value;
  }

  private static String hash(String name, String value) {
    if (!ORDER_HASH.matcher(value).matches()) {
      throw ApiError.badRequest("\"" + name + "\" with value \"" + value + "\" fails to match the required pattern: /"
          + ORDER_HASH + "/");
    }
    return Addresses.normalize(value);
  }

  private static String address(String name, String value) {
    if (!ADDRESS.matcher(value).matches()) {
      throw ApiError.badRequest("\"" + name + "\" with value \"" + value + "\" fails to match the required pattern: /"
          + ADDRESS + "/");
    }
    return Addresses.normalize(value);
  }

  private static List<String> orderIds(Map<String, List<String>> query) {
    List<String> out = new ArrayList<>();
    for (String value : query.getOrDefault("orderIds", List.of())) {
      for (String part : value.split(",", -1)) {
        out.add(hash("orderIds[" + out.size() + "]", part.trim()));
      }
    }
    if (out.size() > MAX_ORDER_IDS) {
      throw ApiError.badRequest("\"orderIds\" must contain less than or equal to " + MAX_ORDER_IDS + " items");
    }
    return out;
  }

  private static int limit(String text) {
    int limit;
    try {
      limit = Integer.parseInt(text.trim());
    } catch (NumberFormatException e) {
      throw ApiError.badRequest("\"limit\" must be a number");
    }
    if (limit < 1) {
      throw ApiError.badRequest("\"limit\" must be greater than or equal to 1");
    }
    if (limit > MAX_LIMIT) {
      throw ApiError.badRequest("\"limit\" must be less than or equal to " + MAX_LIMIT);
    }
    return limit;
  }

  /** {@code asc}, {@code desc}, or a range on createdAt ({@code gt(t)}, {@code lte(t)}, {@code between(a,b)}). */
  private static void sort(String sort, Params p) {
    Matcher comparison = COMPARISON.matcher(sort);
    Matcher between = BETWEEN.matcher(sort);
    if (sort.equals("asc") || sort.equals("desc")) {
      p.ascending = sort.equals("asc");
    } else if (comparison.matches()) {
      long bound = Long.parseLong(comparison.group(2));
      switch (comparison.group(1)) {
        case "gt":
          p.createdAt = at -> at > bound;
          break;
        case "gte":
          p.createdAt = at -> at >= bound;
          break;
        case "lt":
          p.createdAt = at -> at < bound;
          break;
        default:
          p.createdAt = at -> at <= bound;
      }
    } else if (between.matches()) {
      long low = Long.parseLong(between.group(1));
      long high = Long.parseLong(between.group(2));
      p.createdAt = at -> at >= low && at <= high;
    } else {
      throw ApiError.badRequest("\"sort\" must be asc, desc, gt(t), gte(t), lt(t), lte(t) or between(a,b)"
          + " with unix seconds t, was \"" + sort + "\"");
    }
  }

  /** A cursor is the position (createdAt, submission number) of the last order of the previous page. */
  private static long[] cursor(String text) {
    try {
      String decoded = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.US_ASCII);
      Matcher matcher = CURSOR.matcher(decoded);
      if (matcher.matches()) {
        return new long[] {Long.parseLong(matcher.group(1)), Long.parseLong(matcher.group(2))};
      }
    } catch (IllegalArgumentException notBase64) {
      // reported below
    }
    throw ApiError.badRequest("\"cursor\" is not a cursor this service returned");
  }

  private static String cursorOf(OrderStore.Submitted order) {
    return Base64.getUrlEncoder().withoutPadding()
        .encodeToString((order.createdAt + ":" + order.sequence).getBytes(StandardCharsets.US_ASCII));
  }

  /**
   * The time each order's status is read at: the simulated clock, or for an order a real reactor fills, its chain's
   * time (its deadline is checked against that), read once per chain and request.
   */
  private ToLongFunction<OrderStore.Submitted> clock() {
    long simulated = engine.nowSeconds();
    java.util.Map<Long, Long> chains = new java.util.HashMap<>();
    return order -> order.onChain()
        ? chains.computeIfAbsent(order.order.chainId, chainId -> engine.backend(chainId).nowSeconds()) : simulated;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.chainOrders().settle(); // the filler looks at the chain as the swapper does: fills what it covers now
    LimitOrders.settle(engine); // limit orders the market reached since they were last observed
    ToLongFunction<OrderStore.Submitted> now = clock();
    if (p.orderId.isPresent() && engine.orders().submitted(p.orderId.get()).isEmpty()) {
      throw ApiError.notFound("Order not found");
    }
    Comparator<OrderStore.Submitted> order = Comparator.<OrderStore.Submitted>comparingLong(o -> o.createdAt)
        .thenComparingLong(o -> o.sequence);
    if (!p.ascending) {
      order = order.reversed();
    }
    List<OrderStore.Submitted> matching = new ArrayList<>();
    for (OrderStore.Submitted candidate : engine.orders().all()) {
      if (matches(candidate, p, now) && afterCursor(candidate, p, order)) {
        matching.add(candidate);
      }
    }
    matching.sort(order);
    ObjectNode response = Engine.object();
    ArrayNode orders = response.putArray("orders");
    List<OrderStore.Submitted> page = matching.subList(0, Math.min(p.limit, matching.size()));
    page.forEach(o -> orders.add(json(o, now)));
    if (matching.size() > page.size()) {
      response.put("cursor", cursorOf(page.get(page.size() - 1)));
    }
    return response;
  }

  private static boolean matches(OrderStore.Submitted order, Params p, ToLongFunction<OrderStore.Submitted> now) {
    return p.orderType.map(type -> type.equals(order.order.kind.orderType)).orElse(true)
        && p.orderId.map(id -> id.equals(order.orderId)).orElse(true)
        && (p.orderIds.isEmpty() || p.orderIds.contains(order.orderId))
        && p.orderStatus.map(status -> status.equals(order.status(now.applyAsLong(order)))).orElse(true)
        && p.swapper.map(swapper -> swapper.equals(Addresses.normalize(order.order.swapper))).orElse(true)
        && p.filler.map(filler -> order.status(now.applyAsLong(order)).equals("filled")
            && filler.equals(Addresses.normalize(order.filler)))
            .orElse(true)
        && p.createdAt.test(order.createdAt);
  }

  private static boolean afterCursor(OrderStore.Submitted order, Params p, Comparator<OrderStore.Submitted> ordering) {
    if (p.cursor.isEmpty()) {
      return true;
    }
    long[] position = p.cursor.get();
    int createdAt = Long.compare(order.createdAt, position[0]);
    int compared = createdAt != 0 ? createdAt : Long.compare(order.sequence, position[1]);
    return p.ascending ? compared > 0 : compared < 0;
  }

  /** An order as {@code UniswapXOrder}. */
  private static ObjectNode json(OrderStore.Submitted submitted, ToLongFunction<OrderStore.Submitted> now) {
    IntentOrder order = submitted.order;
    String status = submitted.status(now.applyAsLong(submitted));
    ObjectNode node = Engine.object();
    node.put("type", order.kind.orderType);
    node.put("encodedOrder", submitted.encodedOrder);
    node.put("signature", submitted.signature);
    node.put("nonce", order.nonce.toString());
    node.put("orderStatus", status);
    node.put("orderId", submitted.orderId);
    node.put("chainId", order.chainId);
    if (submitted.quoteId != null) {
      node.put("quoteId", submitted.quoteId);
    }
    node.put("swapper", order.swapper);
    if (status.equals("filled")) {
      node.put("txHash", submitted.txHash());
    }
    ObjectNode input = node.putObject("input");
    input.put("token", order.input.token);
    input.put("startAmount", order.input.start.toString());
    input.put("endAmount", order.input.end.toString());
    ArrayNode outputs = node.putArray("outputs");
    for (int i = 0; i < order.outputs.size(); i++) {
      IntentOrder.Amount amount = order.outputs.get(i);
      ObjectNode output = outputs.addObject();
      output.put("token", amount.token);
      output.put("startAmount", amount.start.toString());
      output.put("endAmount", amount.end.toString());
      output.put("isFeeOutput", i > 0); // the swapper's output comes first, the integrator's fee after
      output.put("recipient", amount.recipient);
    }
    if (status.equals("filled")) {
      ObjectNode settled = node.putArray("settledAmounts").addObject();
      settled.put("tokenOut", order.outputs.get(0).token);
      settled.put("amountOut", submitted.settledOutput().toString());
      settled.put("tokenIn", order.input.token);
      settled.put("amountIn", submitted.settledInput().toString());
      node.put("filler", submitted.filler);
    }
    node.put("createdAt", submitted.createdAt);
    return node;
  }
}
