package io.tradingsdk.models.quote;

import io.tradingsdk.models.WireEnum;
import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Collection;

/**
 * Why the simulation of a classic quote failed. Open set: a value this SDK version does not know
 * still parses ({@link #isKnown()}).
 */
public final class TxFailureReason extends WireEnum {
  private static final Registry<TxFailureReason> REGISTRY = new Registry<>(TxFailureReason::new);

  public static final TxFailureReason SIMULATION_ERROR = REGISTRY.known("SIMULATION_ERROR");
  public static final TxFailureReason UNSUPPORTED_SIMULATION = REGISTRY.known("UNSUPPORTED_SIMULATION");
  public static final TxFailureReason SIMULATION_UNAVAILABLE = REGISTRY.known("SIMULATION_UNAVAILABLE");
  public static final TxFailureReason SLIPPAGE_TOO_LOW = REGISTRY.known("SLIPPAGE_TOO_LOW");
  public static final TxFailureReason TRANSFER_FROM_FAILED = REGISTRY.known("TRANSFER_FROM_FAILED");

  private TxFailureReason(String value, boolean known) {
    super(value, known);
  }

  /** The instance for a wire value; unknown values are kept, never rejected. */
  @JsonCreator
  public static TxFailureReason of(String value) {
    return REGISTRY.of(value);
  }

  /** The values this SDK version knows, in declaration order. */
  public static Collection<TxFailureReason> knownValues() {
    return REGISTRY.values();
  }
}
