package io.tradingsdk.models.swap;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Status of a swap or bridge transaction reported by {@code GET /swaps}. Open set: a value this SDK
 * version does not know still parses ({@link #isKnown()}).
 */
public final class SwapState extends WireEnum {
  private static final Registry<SwapState> REGISTRY = new Registry<>(SwapState::new);

  public static final SwapState PENDING = REGISTRY.known("PENDING");
  public static final SwapState SUCCESS = REGISTRY.known("SUCCESS");
  public static final SwapState NOT_FOUND = REGISTRY.known("NOT_FOUND");
  public static final SwapState FAILED = REGISTRY.known("FAILED");
  public static final SwapState EXPIRED = REGISTRY.known("EXPIRED");

  private SwapState(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static SwapState of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<SwapState> knownValues() {
    return REGISTRY.values();
  }
}
