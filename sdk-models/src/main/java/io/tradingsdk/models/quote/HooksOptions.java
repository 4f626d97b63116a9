package io.tradingsdk.models.quote;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Which V4 pools a quote may route through, by their hooks. Open set: a value this SDK version
 * does not know still parses ({@link #isKnown()}).
 */
public final class HooksOptions extends WireEnum {
  private static final Registry<HooksOptions> REGISTRY = new Registry<>(HooksOptions::new);

  public static final HooksOptions V4_HOOKS_INCLUSIVE = REGISTRY.known("V4_HOOKS_INCLUSIVE");
  public static final HooksOptions V4_HOOKS_ONLY = REGISTRY.known("V4_HOOKS_ONLY");
  public static final HooksOptions V4_NO_HOOKS = REGISTRY.known("V4_NO_HOOKS");

  private HooksOptions(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static HooksOptions of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<HooksOptions> knownValues() {
    return REGISTRY.values();
  }
}
