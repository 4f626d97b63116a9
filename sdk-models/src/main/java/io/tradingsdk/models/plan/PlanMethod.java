package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * How a plan step is executed: a transaction, a message signature, or batch calls. Open set: a
 * value this SDK version does not know still parses ({@link #isKnown()}).
 */
public final class PlanMethod extends WireEnum {
  private static final Registry<PlanMethod> REGISTRY = new Registry<>(PlanMethod::new);

  public static final PlanMethod SEND_TX = REGISTRY.known("SEND_TX");
  public static final PlanMethod SIGN_MSG = REGISTRY.known("SIGN_MSG");
  public static final PlanMethod SEND_CALLS = REGISTRY.known("SEND_CALLS");

  private PlanMethod(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static PlanMethod of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<PlanMethod> knownValues() {
    return REGISTRY.values();
  }
}
