package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * Kind of a plan step (also used by the truncated steps of a chained quote). Open set: a value
 * this SDK version does not know still parses ({@link #isKnown()}).
 */
public final class StepType extends WireEnum {
  private static final Registry<StepType> REGISTRY = new Registry<>(StepType::new);

  public static final StepType DUTCH_LIMIT = REGISTRY.known("DUTCH_LIMIT");
  public static final StepType CLASSIC = REGISTRY.known("CLASSIC");
  public static final StepType DUTCH_V2 = REGISTRY.known("DUTCH_V2");
  public static final StepType LIMIT_ORDER = REGISTRY.known("LIMIT_ORDER");
  public static final StepType WRAP = REGISTRY.known("WRAP");
  public static final StepType UNWRAP = REGISTRY.known("UNWRAP");
  public static final StepType BRIDGE = REGISTRY.known("BRIDGE");
  public static final StepType PRIORITY = REGISTRY.known("PRIORITY");
  public static final StepType DUTCH_V3 = REGISTRY.known("DUTCH_V3");
  public static final StepType QUICKROUTE = REGISTRY.known("QUICKROUTE");
  public static final StepType CHAINED = REGISTRY.known("CHAINED");
  public static final StepType VAULT_DEPOSIT = REGISTRY.known("VAULT_DEPOSIT");
  public static final StepType VAULT_WITHDRAW = REGISTRY.known("VAULT_WITHDRAW");
  public static final StepType APPROVAL_TXN = REGISTRY.known("APPROVAL_TXN");
  public static final StepType APPROVAL_PERMIT = REGISTRY.known("APPROVAL_PERMIT");
  public static final StepType RESET_APPROVAL_TXN = REGISTRY.known("RESET_APPROVAL_TXN");

  private StepType(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static StepType of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<StepType> knownValues() {
    return REGISTRY.values();
  }
}
