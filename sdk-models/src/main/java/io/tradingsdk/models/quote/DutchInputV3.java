package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import org.immutables.value.Value;

/** The input of a {@code DUTCH_V3} order. */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchInputV3.class)
@JsonDeserialize(as = ImmutableDutchInputV3.class)
public abstract class DutchInputV3 implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger startAmount();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger maxAmount();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger adjustmentPerGweiBaseFee();

  public abstract Curve curve();

  public abstract String token();

  public static ImmutableDutchInputV3.Builder builder() {
    return ImmutableDutchInputV3.builder();
  }

  public ImmutableDutchInputV3.Builder toBuilder() {
    return ImmutableDutchInputV3.builder().from(this);
  }
}
