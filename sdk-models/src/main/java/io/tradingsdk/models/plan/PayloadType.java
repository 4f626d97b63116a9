package io.tradingsdk.models.plan;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.tradingsdk.models.WireEnum;
import java.util.Collection;

/**
 * Shape of a plan step's {@code payload}: a transaction, EIP-712 typed data, or EIP-5792 calls.
 * Open set: a value this SDK version does not know still parses ({@link #isKnown()}).
 */
public final class PayloadType extends WireEnum {
  private static final Registry<PayloadType> REGISTRY = new Registry<>(PayloadType::new);

  public static final PayloadType TX = REGISTRY.known("TX");
  public static final PayloadType EIP_712 = REGISTRY.known("EIP_712");
  public static final PayloadType EIP_5792 = REGISTRY.known("EIP_5792");

  private PayloadType(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static PayloadType of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<PayloadType> knownValues() {
    return REGISTRY.values();
  }
}
