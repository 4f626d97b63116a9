package io.tradingsdk.models.quote;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Automatic slippage mode of a quote request. Open set: a value this SDK version does not know
 * still parses ({@link #isKnown()}).
 */
public final class AutoSlippage extends WireEnum {
  private static final Registry<AutoSlippage> REGISTRY = new Registry<>(AutoSlippage::new);

  public static final AutoSlippage DEFAULT = REGISTRY.known("DEFAULT");

  private AutoSlippage(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static AutoSlippage of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<AutoSlippage> knownValues() {
    return REGISTRY.values();
  }
}
