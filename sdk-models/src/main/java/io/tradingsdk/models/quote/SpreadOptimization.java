package io.tradingsdk.models.quote;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Spread preference of intent-based swaps. Open set: a value this SDK version does not know still
 * parses ({@link #isKnown()}).
 */
public final class SpreadOptimization extends WireEnum {
  private static final Registry<SpreadOptimization> REGISTRY = new Registry<>(SpreadOptimization::new);

  public static final SpreadOptimization EXECUTION = REGISTRY.known("EXECUTION");
  public static final SpreadOptimization PRICE = REGISTRY.known("PRICE");

  private SpreadOptimization(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static SpreadOptimization of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<SpreadOptimization> knownValues() {
    return REGISTRY.values();
  }
}
