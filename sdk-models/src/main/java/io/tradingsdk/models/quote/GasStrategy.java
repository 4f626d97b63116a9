package io.tradingsdk.models.quote;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigDecimal;
import java.util.Optional;
import org.immutables.value.Value;

/** A gas strategy entry of a chained quote or plan: factors and thresholds, all JSON numbers. */
@Value.Immutable
@JsonSerialize(as = ImmutableGasStrategy.class)
@JsonDeserialize(as = ImmutableGasStrategy.class)
public abstract class GasStrategy implements Extensible {
  public abstract BigDecimal limitInflationFactor();

  public abstract BigDecimal priceInflationFactor();

  public abstract BigDecimal percentileThresholdFor1559Fee();

  public abstract Optional<BigDecimal> thresholdToInflateLastBlockBaseFee();

  public abstract Optional<BigDecimal> baseFeeMultiplier();

  public abstract Optional<BigDecimal> baseFeeHistoryWindow();

  public abstract Optional<BigDecimal> minPriorityFeeRatioOfBaseFee();

  public abstract Optional<BigDecimal> minPriorityFeeGwei();

  public abstract Optional<BigDecimal> maxPriorityFeeGwei();

  public static ImmutableGasStrategy.Builder builder() {
    return ImmutableGasStrategy.builder();
  }
}
