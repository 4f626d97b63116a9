package io.tradingsdk.models.quote;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Allowance a pool-swap permit grants: unlimited ({@code FULL}) or the exact input amount. Open
 * set: a value this SDK version does not know still parses ({@link #isKnown()}).
 */
public final class PermitAmount extends WireEnum {
  private static final Registry<PermitAmount> REGISTRY = new Registry<>(PermitAmount::new);

  public static final PermitAmount FULL = REGISTRY.known("FULL");
  public static final PermitAmount EXACT = REGISTRY.known("EXACT");

  private PermitAmount(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static PermitAmount of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<PermitAmount> knownValues() {
    return REGISTRY.values();
  }
}
