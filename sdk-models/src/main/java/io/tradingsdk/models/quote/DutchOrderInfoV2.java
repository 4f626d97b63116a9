package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.List;
import org.immutables.value.Value;

/** The order of a {@code DUTCH_V2} quote. */
@Value.Immutable
@JsonPropertyOrder({
  "chainId", "nonce", "reactor", "swapper", "deadline", "additionalValidationContract", "additionalValidationData",
  "input", "outputs", "cosigner"})
@JsonSerialize(as = ImmutableDutchOrderInfoV2.class)
@JsonDeserialize(as = ImmutableDutchOrderInfoV2.class)
public abstract class DutchOrderInfoV2 implements CosignedOrderInfo, Extensible {
  // The order fields come from OrderInfo, cosigner from CosignedOrderInfo; @JsonPropertyOrder keeps the wire order.
  public abstract DutchInput input();

  public abstract List<DutchOutput> outputs();

  public static ImmutableDutchOrderInfoV2.Builder builder() {
    return ImmutableDutchOrderInfoV2.builder();
  }

  public ImmutableDutchOrderInfoV2.Builder toBuilder() {
    return ImmutableDutchOrderInfoV2.builder().from(this);
  }
}
