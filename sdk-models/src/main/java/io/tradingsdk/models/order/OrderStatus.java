package io.tradingsdk.models.order;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * The status of a UniswapX order ({@code orderStatus} of {@code POST /order} and {@code GET
 * /orders}). Every status but {@code open} is final. Open set: a value this SDK version does not
 * know still parses ({@link #isKnown()}).
 */
public final class OrderStatus extends WireEnum {
  private static final Registry<OrderStatus> REGISTRY = new Registry<>(OrderStatus::new);

  public static final OrderStatus OPEN = REGISTRY.known("open");
  public static final OrderStatus EXPIRED = REGISTRY.known("expired");
  public static final OrderStatus ERROR = REGISTRY.known("error");
  public static final OrderStatus CANCELLED = REGISTRY.known("cancelled");
  public static final OrderStatus FILLED = REGISTRY.known("filled");
  public static final OrderStatus UNVERIFIED = REGISTRY.known("unverified");
  public static final OrderStatus INSUFFICIENT_FUNDS = REGISTRY.known("insufficient-funds");

  private OrderStatus(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static OrderStatus of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<OrderStatus> knownValues() {
    return REGISTRY.values();
  }

  /**
   * Whether no further change will happen: every known status but {@code open}. An unknown status
   * counts as not final, so a poller keeps asking rather than stopping on a value it cannot read.
   */
  public boolean isFinal() {
    return isKnown() && !equals(OPEN);
  }
}
