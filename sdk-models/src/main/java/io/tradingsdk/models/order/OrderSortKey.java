package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * The {@code sortKey} of {@code GET /orders}. Open set, but a query only sends the values the
 * document lists.
 */
public final class OrderSortKey extends WireEnum {
  private static final Registry<OrderSortKey> REGISTRY = new Registry<>(OrderSortKey::new);

  public static final OrderSortKey CREATED_AT = REGISTRY.known("createdAt");

  private OrderSortKey(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static OrderSortKey of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<OrderSortKey> knownValues() {
    return REGISTRY.values();
  }
}
