package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Whether a quote fixes the input amount or the output amount. Open set: a value this SDK version
 * does not know still parses ({@link #isKnown()}).
 */
public final class TradeType extends WireEnum {
  private static final Registry<TradeType> REGISTRY = new Registry<>(TradeType::new);

  public static final TradeType EXACT_INPUT = REGISTRY.known("EXACT_INPUT");
  public static final TradeType EXACT_OUTPUT = REGISTRY.known("EXACT_OUTPUT");

  private TradeType(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static TradeType of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<TradeType> knownValues() {
    return REGISTRY.values();
  }
}
