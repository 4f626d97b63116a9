package io.tradingsdk.core.internal;

import io.tradingsdk.core.InvalidResponseException;
import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.order.UniswapXOrder;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The orders of {@code GET /orders} across pages, fetched one page at a time as the iteration
 * reaches it. A page is read only when the orders before it are used up and it had a cursor.
 */
public final class OrderPages implements Iterator<UniswapXOrder> {
  private final Function<OrdersQuery, RawResponse<OrdersResponse>> fetch;
  private final Set<String> cursorsSeen = new HashSet<>();
  private OrdersQuery next;
  private Iterator<UniswapXOrder> page = List.<UniswapXOrder>of().iterator();

  /**
   * The orders of every page, as {@code TradingClient.ordersIterable} describes: each {@code iterator()} starts again
   * from the query's own cursor, and nothing is fetched before its first {@code hasNext()}.
   */
  public static Iterable<UniswapXOrder> iterable(OrdersQuery query, RequestOptions options,
      Function<OrdersQuery, RawResponse<OrdersResponse>> fetch) {
    Objects.requireNonNull(query, "getOrders: query");
    Objects.requireNonNull(options, "getOrders: requestOptions");
    return () -> new OrderPages(query, fetch);
  }

  private OrderPages(OrdersQuery first, Function<OrdersQuery, RawResponse<OrdersResponse>> fetch) {
    this.next = first;
    this.fetch = fetch;
    first.cursor().ifPresent(cursorsSeen::add);
  }

  @Override
  public boolean hasNext() {
    // Loop: a page may be empty and still carry a cursor to the next one.
    while (!page.hasNext() && next != null) {
      RawResponse<OrdersResponse> response = fetch.apply(next);
      page = response.body().orders().iterator();
      next = following(response);
    }
    return page.hasNext();
  }

  @Override
  public UniswapXOrder next() {
    if (!hasNext()) {
      throw new NoSuchElementException("no more orders");
    }
    return page.next();
  }

  private OrdersQuery following(RawResponse<OrdersResponse> response) {
    Optional<String> cursor = response.body().nextCursor();
    if (cursor.isEmpty()) {
      return null;
    }
    if (!cursorsSeen.add(cursor.get())) {
      throw new InvalidResponseException(
          "GET /orders: the response repeats a cursor this iteration already followed; stopping rather than"
              + " reading the same pages forever",
          response.status(), response.requestId().orElse(null), response.bodyText(), null, response.attempts());
    }
    return next.withCursor(cursor.get());
  }
}
