package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code GET /orders} ({@code GetOrdersResponse}): one page of orders and, when more
 * follow, the {@code cursor} of the next page. {@code TradingClient.ordersIterable} follows the
 * cursors for you.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableOrdersResponse.class)
@JsonDeserialize(as = ImmutableOrdersResponse.class)
public abstract class OrdersResponse implements Extensible {
  public abstract String requestId();

  /** The orders of this page (empty when none matched). */
  public abstract List<UniswapXOrder> orders();

  /** Where the next page starts; absent or empty on the last page. */
  public abstract Optional<String> cursor();

  /** The cursor of the next page, when there is one (a blank cursor counts as none). */
  @JsonIgnore
  public Optional<String> nextCursor() {
    return cursor().filter(c -> !c.isBlank());
  }

  public static ImmutableOrdersResponse.Builder builder() {
    return ImmutableOrdersResponse.builder();
  }

  public ImmutableOrdersResponse.Builder toBuilder() {
    return ImmutableOrdersResponse.builder().from(this);
  }
}
