package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** The input of a Dutch order: decays from {@code startAmount} to {@code endAmount}. */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchInput.class)
@JsonDeserialize(as = ImmutableDutchInput.class)
public abstract class DutchInput implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger startAmount();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger endAmount();

  public abstract Optional<String> token();

  public static ImmutableDutchInput.Builder builder() {
    return ImmutableDutchInput.builder();
  }

  public ImmutableDutchInput.Builder toBuilder() {
    return ImmutableDutchInput.builder().from(this);
  }
}
