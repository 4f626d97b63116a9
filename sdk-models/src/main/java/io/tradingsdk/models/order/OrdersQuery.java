package io.tradingsdk.models.order;

import io.tradingsdk.models.InvalidModelException;
import io.tradingsdk.models.RequestRules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.immutables.value.Value;

/**
 * Query of {@code GET /orders}: every filter the document lists, and the {@code cursor} of the page
 * to read. {@code orderIds} travel comma-joined, like {@code txHashes} of {@code GET /swaps}.
 *
 * <pre>{@code
 * OrdersQuery query = OrdersQuery.builder().swapper(wallet).orderStatus(OrderStatus.OPEN).limit(50).build();
 * }</pre>
 *
 * <p>Checked when built: at least one filter ({@code orderId}, {@code orderIds}, {@code swapper}, {@code
 * orderStatus}, {@code filler} or {@code orderType}), as the orders service requires; {@code sort} only with
 * {@code sortKey}; {@code limit} is at least 1; no order id is blank or contains a comma;
 * {@code swapper} and {@code filler} are addresses (40 hex digits, optionally 0x-prefixed); {@code
 * orderType} and {@code sortKey} are values the document lists; {@code cursor} is not blank.
 */
@Value.Immutable
public abstract class OrdersQuery {
  public abstract Optional<OrderTypeQuery> orderType();

  /** One order id (the {@code orderId} of {@code POST /order}). */
  public abstract Optional<String> orderId();

  /** Several order ids, sent comma-joined. */
  public abstract List<String> orderIds();

  /** The page size. */
  public abstract OptionalInt limit();

  public abstract Optional<OrderStatus> orderStatus();

  public abstract Optional<String> swapper();

  public abstract Optional<OrderSortKey> sortKey();

  /** The sort expression the orders service takes with {@code sortKey} (for example {@code gt(0)}). */
  public abstract Optional<String> sort();

  public abstract Optional<String> filler();

  /** Where the page starts: the {@code cursor} of the previous page. */
  public abstract Optional<String> cursor();

  /**
   * The query parameters in order, unencoded, {@code orderIds} comma-joined: {@code
   * orderIds=0xa,0xb}. Absent filters and an empty {@code orderIds} are left out.
   */
  public Map<String, String> queryParameters() {
    Map<String, String> params = new LinkedHashMap<>();
    orderType().ifPresent(t -> params.put("orderType", t.value()));
    orderId().ifPresent(id -> params.put("orderId", id));
    if (!orderIds().isEmpty()) {
      params.put("orderIds", String.join(",", orderIds()));
    }
    if (limit().isPresent()) {
      params.put("limit", Integer.toString(limit().getAsInt()));
    }
    orderStatus().ifPresent(s -> params.put("orderStatus", s.value()));
    swapper().ifPresent(s -> params.put("swapper", s));
    sortKey().ifPresent(k -> params.put("sortKey", k.value()));
    sort().ifPresent(s -> params.put("sort", s));
    filler().ifPresent(f -> params.put("filler", f));
    cursor().ifPresent(c -> params.put("cursor", c));
    return params;
  }

  /** This query for the page that starts at {@code cursor}. */
  public OrdersQuery withCursor(String cursor) {
    return ImmutableOrdersQuery.copyOf(this).withCursor(cursor);
  }

  /** A query for the given order ids. */
  public static OrdersQuery ofOrderIds(String... orderIds) {
    return builder().addOrderIds(orderIds).build();
  }

  /** A query for the orders of one swapper. */
  public static OrdersQuery ofSwapper(String swapper) {
    return builder().swapper(swapper).build();
  }

  public static ImmutableOrdersQuery.Builder builder() {
    return ImmutableOrdersQuery.builder();
  }

  public ImmutableOrdersQuery.Builder toBuilder() {
    return ImmutableOrdersQuery.builder().from(this);
  }

  @Value.Check
  protected void check() {
    if (orderType().isEmpty() && orderId().isEmpty() && orderIds().isEmpty() && orderStatus().isEmpty()
        && swapper().isEmpty() && filler().isEmpty()) {
      throw new InvalidModelException(
          "orderId", "give at least one filter: orderId, orderIds, swapper, orderStatus, filler or orderType");
    }
    if (sort().isPresent() && sortKey().isEmpty()) {
      throw new InvalidModelException("sort", "needs sortKey: the orders are sorted by sortKey (createdAt)");
    }
    if (limit().isPresent() && limit().getAsInt() < 1) {
      throw new InvalidModelException("limit", "must be >= 1, was " + limit().getAsInt());
    }
    orderId().ifPresent(id -> checkId("orderId", id));
    for (int i = 0; i < orderIds().size(); i++) {
      checkId("orderIds[" + i + "]", orderIds().get(i));
    }
    swapper().ifPresent(s -> RequestRules.addressOptionalPrefix("swapper", s));
    filler().ifPresent(f -> RequestRules.addressOptionalPrefix("filler", f));
    orderType()
        .ifPresent(
            t -> RequestRules.oneOf("orderType", t, OrderTypeQuery.knownValues().toArray(OrderTypeQuery[]::new)));
    sortKey()
        .ifPresent(k -> RequestRules.oneOf("sortKey", k, OrderSortKey.knownValues().toArray(OrderSortKey[]::new)));
    sort().ifPresent(s -> RequestRules.notBlank("sort", s));
    cursor().ifPresent(c -> RequestRules.notBlank("cursor", c));
  }

  private static void checkId(String field, String id) {
    if (id.isBlank() || id.indexOf(',') >= 0) {
      throw new InvalidModelException(field, "must be a non-blank order id without commas, was \"" + id + "\"");
    }
  }
}
