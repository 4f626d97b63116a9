package io.tradingsdk.models.quote;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * How the service picks a route ({@code BEST_PRICE}, {@code FASTEST}; other values are
 * deprecated). Open set: a value this SDK version does not know still parses ({@link #isKnown()}).
 */
public final class RoutingPreference extends WireEnum {
  private static final Registry<RoutingPreference> REGISTRY = new Registry<>(RoutingPreference::new);

  public static final RoutingPreference BEST_PRICE = REGISTRY.known("BEST_PRICE");
  public static final RoutingPreference FASTEST = REGISTRY.known("FASTEST");

  private RoutingPreference(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static RoutingPreference of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<RoutingPreference> knownValues() {
    return REGISTRY.values();
  }
}
