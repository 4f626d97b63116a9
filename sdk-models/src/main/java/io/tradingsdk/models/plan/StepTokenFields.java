package io.tradingsdk.models.plan;

import io.tradingsdk.models.ChainId;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * What a step of a chained route moves: the token it takes and the one it gives, each on its chain, and the
 * slippage it allows. Shared by a plan's {@link PlanStep} and a chained quote's {@code TruncatedPlanStep} (the same
 * step, reduced to its routing information), which inherit them as attributes and keep their wire order with their
 * own {@code @JsonPropertyOrder}. Every field is optional, as the service may leave one out.
 */
public interface StepTokenFields {
  /** The address of the token the step takes. */
  Optional<String> tokenIn();

  /** The address of the token the step gives. */
  Optional<String> tokenOut();

  /** The chain of {@link #tokenIn()}. */
  Optional<ChainId> tokenInChainId();

  /** The chain of {@link #tokenOut()}; another than {@link #tokenInChainId()} for a bridge. */
  Optional<ChainId> tokenOutChainId();

  /** The slippage tolerance of the step, as the service sends it. */
  Optional<BigDecimal> slippage();
}
