package io.tradingsdk.models.swap;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Kind of hash a {@code GET /swaps} entry was looked up by. Open set: a value this SDK version does not
 * know still parses ({@link #isKnown()}).
 */
public final class HashType extends WireEnum {
  private static final Registry<HashType> REGISTRY = new Registry<>(HashType::new);

  public static final HashType TX = REGISTRY.known("TX");
  public static final HashType USER_OP = REGISTRY.known("USER_OP");

  private HashType(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static HashType of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<HashType> knownValues() {
    return REGISTRY.values();
  }
}
