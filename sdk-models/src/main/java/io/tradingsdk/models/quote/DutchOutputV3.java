package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** An output of a {@code DUTCH_V3} order. */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchOutputV3.class)
@JsonDeserialize(as = ImmutableDutchOutputV3.class)
public abstract class DutchOutputV3 implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger startAmount();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> minAmount();

  public abstract String recipient();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger adjustmentPerGweiBaseFee();

  public abstract Curve curve();

  public abstract String token();

  public static ImmutableDutchOutputV3.Builder builder() {
    return ImmutableDutchOutputV3.builder();
  }

  public ImmutableDutchOutputV3.Builder toBuilder() {
    return ImmutableDutchOutputV3.builder().from(this);
  }
}
