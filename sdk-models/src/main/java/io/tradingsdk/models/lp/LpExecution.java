package io.tradingsdk.models.lp;

import io.tradingsdk.models.Urgency;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How a position's transaction executes: its slippage, deadline, simulation and urgency. Shared by
 * the requests that create a position ({@link CreatePositionRequest}, {@link
 * CreateClassicPositionRequest}) and those that change one ({@link PositionChange}), which inherit
 * them as attributes, check them together ({@code LpRules.execution}) and keep their wire order with
 * their own {@code @JsonPropertyOrder}.
 */
public interface LpExecution {
  /** Percentage: 0.5 means 0.5%. */
  Optional<BigDecimal> slippageTolerance();

  /** Unix seconds after which the transaction reverts. */
  OptionalLong deadline();

  /** {@code true}: the response includes the gas fee. */
  Optional<Boolean> simulateTransaction();

  /** {@code NORMAL}, {@code FAST} or {@code URGENT}; defaults to {@code URGENT}, the highest. */
  Optional<Urgency> urgency();
}
