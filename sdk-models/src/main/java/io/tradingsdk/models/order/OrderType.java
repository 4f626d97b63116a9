package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * The kind of a UniswapX order ({@code type} of an order in {@code GET /orders}). Open set: a value
 * this SDK version does not know still parses ({@link #isKnown()}). Note the query's own value set,
 * {@link OrderTypeQuery}, spells some kinds differently.
 */
public final class OrderType extends WireEnum {
  private static final Registry<OrderType> REGISTRY = new Registry<>(OrderType::new);

  public static final OrderType DUTCH_LIMIT = REGISTRY.known("DutchLimit");
  public static final OrderType DUTCH = REGISTRY.known("Dutch");
  public static final OrderType DUTCH_V2 = REGISTRY.known("Dutch_V2");
  public static final OrderType DUTCH_V3 = REGISTRY.known("Dutch_V3");
  public static final OrderType PRIORITY = REGISTRY.known("Priority");

  private OrderType(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static OrderType of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<OrderType> knownValues() {
    return REGISTRY.values();
  }
}
