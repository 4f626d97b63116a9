package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import org.immutables.value.Value;

/** The input of a {@code PRIORITY} order. */
@Value.Immutable
@JsonSerialize(as = ImmutablePriorityInput.class)
@JsonDeserialize(as = ImmutablePriorityInput.class)
public abstract class PriorityInput implements Extensible {
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger amount();

  public abstract String token();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger mpsPerPriorityFeeWei();

  public static ImmutablePriorityInput.Builder builder() {
    return ImmutablePriorityInput.builder();
  }

  public ImmutablePriorityInput.Builder toBuilder() {
    return ImmutablePriorityInput.builder().from(this);
  }
}
