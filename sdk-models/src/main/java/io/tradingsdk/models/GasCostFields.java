package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/**
 * What the gas of a quote, a plan step or a whole plan is estimated to be: units, and the cost in three
 * denominations, each sent as a decimal string. A gas estimate ({@link GasEstimateFields}) adds the fees it was
 * priced at; a plan ({@code PlanResponse}) carries the cost alone. The models inherit them as attributes and keep
 * their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface GasCostFields {
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
