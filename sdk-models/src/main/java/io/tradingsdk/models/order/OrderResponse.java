package io.tradingsdk.models.order;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import org.immutables.value.Value;

/**
 * Response of {@code POST /order} (status 201): the order's id, to follow with {@code GET /orders},
 * and its first status ({@code open}).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderResponse.class)
@JsonDeserialize(as = ImmutableOrderResponse.class)
public abstract class OrderResponse implements Extensible {
  public abstract String requestId();

  /** The order's id (its hash); {@code orderId} or {@code orderIds} of {@code GET /orders}. */
  public abstract String orderId();

  public abstract OrderStatus orderStatus();

  public static ImmutableOrderResponse.Builder builder() {
    return ImmutableOrderResponse.builder();
  }

  public ImmutableOrderResponse.Builder toBuilder() {
    return ImmutableOrderResponse.builder().from(this);
  }
}
