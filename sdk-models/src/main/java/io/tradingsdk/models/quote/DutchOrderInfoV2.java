package io.tradingsdk.models.quote;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/** The order of a {@code DUTCH_V2} quote. */
@Value.Immutable
@JsonSerialize(as = ImmutableDutchOrderInfoV2.class)
@JsonDeserialize(as = ImmutableDutchOrderInfoV2.class)
public abstract class DutchOrderInfoV2 implements OrderInfo, Extensible {
  public abstract DutchInput input();

  public abstract List<DutchOutput> outputs();

  public abstract Optional<String> cosigner();

  public static ImmutableDutchOrderInfoV2.Builder builder() {
    return ImmutableDutchOrderInfoV2.builder();
  }

  public ImmutableDutchOrderInfoV2.Builder toBuilder() {
    return ImmutableDutchOrderInfoV2.builder().from(this);
  }
}
