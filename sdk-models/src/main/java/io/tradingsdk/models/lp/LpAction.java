package io.tradingsdk.models.lp;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * The LP operation an approval is for ({@code action} of {@code POST /lp/check_approval} and of each
 * approval transaction it returns). Open set: a value this SDK version does not know still parses
 * ({@link #isKnown()}).
 */
public final class LpAction extends WireEnum {
  private static final Registry<LpAction> REGISTRY = new Registry<>(LpAction::new);

  public static final LpAction CREATE = REGISTRY.known("CREATE");
  public static final LpAction INCREASE = REGISTRY.known("INCREASE");
  public static final LpAction DECREASE = REGISTRY.known("DECREASE");
  public static final LpAction MIGRATE = REGISTRY.known("MIGRATE");

  private LpAction(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static LpAction of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<LpAction> knownValues() {
    return REGISTRY.values();
  }
}
