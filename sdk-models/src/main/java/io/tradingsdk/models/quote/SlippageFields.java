package io.tradingsdk.models.quote;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * The slippage a trade allows: a fixed percentage, or the service's own choice. A {@link QuoteRequest} gives exactly
 * one; a {@link ChainedQuote} and a plan ({@code PlanResponse}) echo what was asked. The models inherit them as
 * attributes and keep their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface SlippageFields {
  /** Percentage, 0 to 100, at most two decimals; exclusive with {@link #autoSlippage()}. */
  Optional<BigDecimal> slippageTolerance();

  /** {@code DEFAULT}: computed by the service; exclusive with {@link #slippageTolerance()}. */
  Optional<AutoSlippage> autoSlippage();
}
