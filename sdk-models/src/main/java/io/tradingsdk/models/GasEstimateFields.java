package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The gas estimate a quote or a plan step carries: units, cost in three denominations and the fee
 * parameters it was priced at ({@link FeeFields}), each sent as a decimal string. Shared by the classic, wrap, bridge
 * and chained quotes and the plan steps, which inherit them as attributes and keep their wire order
 * with their own {@code @JsonPropertyOrder}.
 */
public interface GasEstimateFields extends FeeFields {
  // The fee parameters the estimate assumed (gasPrice, maxFeePerGas, maxPriorityFeePerGas) come from
  // FeeFields.

  /** Units of gas. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> gasUseEstimate();

  /** Estimated gas cost in the chain's base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> gasFee();

  /** Estimated gas cost in USD (a decimal string). */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigDecimal> gasFeeUSD();

  /** Estimated gas cost in the quoted token's base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> gasFeeQuote();
}
