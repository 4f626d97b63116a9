package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.List;
import java.util.OptionalLong;
import org.immutables.value.Value;

/** The order of a {@code DUTCH_LIMIT} or {@code LIMIT_ORDER} quote (Dutch order v1). */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchOrderInfo.class)
@JsonDeserialize(as = ImmutableDutchOrderInfo.class)
public abstract class DutchOrderInfo implements OrderInfo, Extensible {
  /** Unix seconds. */
  public abstract OptionalLong decayStartTime();

  /** Unix seconds. */
  public abstract OptionalLong decayEndTime();

  public abstract String exclusiveFiller();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger exclusivityOverrideBps();

  public abstract DutchInput input();

  public abstract List<DutchOutput> outputs();

  public static ImmutableDutchOrderInfo.Builder builder() {
    return ImmutableDutchOrderInfo.builder();
  }

  public ImmutableDutchOrderInfo.Builder toBuilder() {
    return ImmutableDutchOrderInfo.builder().from(this);
  }
}
