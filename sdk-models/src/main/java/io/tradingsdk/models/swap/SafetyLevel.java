package io.tradingsdk.models.swap;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Safety level of a swappable token's project. Open set: a value this SDK version does not know
 * still parses ({@link #isKnown()}).
 */
public final class SafetyLevel extends WireEnum {
  private static final Registry<SafetyLevel> REGISTRY = new Registry<>(SafetyLevel::new);

  public static final SafetyLevel BLOCKED = REGISTRY.known("BLOCKED");
  public static final SafetyLevel MEDIUM_WARNING = REGISTRY.known("MEDIUM_WARNING");
  public static final SafetyLevel STRONG_WARNING = REGISTRY.known("STRONG_WARNING");
  public static final SafetyLevel VERIFIED = REGISTRY.known("VERIFIED");

  private SafetyLevel(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static SafetyLevel of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<SafetyLevel> knownValues() {
    return REGISTRY.values();
  }
}
