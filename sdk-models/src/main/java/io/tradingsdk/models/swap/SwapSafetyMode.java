package io.tradingsdk.models.swap;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * {@code safetyMode} of {@code POST /swap}: {@code SAFE} sweeps any native token left in the
 * transaction back to the sender. Open set: a value this SDK version does not know still parses
 * ({@link #isKnown()}), but a request only sends the values the document lists.
 */
public final class SwapSafetyMode extends WireEnum {
  private static final Registry<SwapSafetyMode> REGISTRY = new Registry<>(SwapSafetyMode::new);

  public static final SwapSafetyMode SAFE = REGISTRY.known("SAFE");

  private SwapSafetyMode(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static SwapSafetyMode of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<SwapSafetyMode> knownValues() {
    return REGISTRY.values();
  }
}
