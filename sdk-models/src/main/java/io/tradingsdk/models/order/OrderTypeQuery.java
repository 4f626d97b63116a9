package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * The {@code orderType} filter of {@code GET /orders}. Open set, but a query only sends the values
 * the document lists.
 */
public final class OrderTypeQuery extends WireEnum {
  private static final Registry<OrderTypeQuery> REGISTRY = new Registry<>(OrderTypeQuery::new);

  public static final OrderTypeQuery DUTCH_V2 = REGISTRY.known("Dutch_V2");
  public static final OrderTypeQuery DUTCH_V3 = REGISTRY.known("Dutch_V3");
  public static final OrderTypeQuery LIMIT = REGISTRY.known("Limit");
  public static final OrderTypeQuery PRIORITY = REGISTRY.known("Priority");

  private OrderTypeQuery(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static OrderTypeQuery of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<OrderTypeQuery> knownValues() {
    return REGISTRY.values();
  }
}
