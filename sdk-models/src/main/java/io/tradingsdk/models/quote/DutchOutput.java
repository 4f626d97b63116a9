package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import org.immutables.value.Value;

/** An output of a Dutch order: decays from {@code startAmount} to {@code endAmount}. */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchOutput.class)
@JsonDeserialize(as = ImmutableDutchOutput.class)
public abstract class DutchOutput implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger startAmount();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger endAmount();

  public abstract String token();

  public abstract String recipient();

  public static ImmutableDutchOutput.Builder builder() {
    return ImmutableDutchOutput.builder();
  }

  public ImmutableDutchOutput.Builder toBuilder() {
    return ImmutableDutchOutput.builder().from(this);
  }
}
