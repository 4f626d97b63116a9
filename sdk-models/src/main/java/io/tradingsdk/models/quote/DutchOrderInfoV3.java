package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/** The order of a {@code DUTCH_V3} quote. */
@Value.Immutable
@JsonPropertyOrder({
  "chainId", "nonce", "reactor", "swapper", "deadline", "additionalValidationContract", "additionalValidationData",
  "input", "outputs", "cosigner", "startingBaseFee"})
@JsonSerialize(as = ImmutableDutchOrderInfoV3.class)
@JsonDeserialize(as = ImmutableDutchOrderInfoV3.class)
public abstract class DutchOrderInfoV3 implements CosignedOrderInfo, Extensible {
  // The order fields come from OrderInfo, cosigner from CosignedOrderInfo; @JsonPropertyOrder keeps the wire order.
  public abstract DutchInputV3 input();

  public abstract List<DutchOutputV3> outputs();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> startingBaseFee();

  public static ImmutableDutchOrderInfoV3.Builder builder() {
    return ImmutableDutchOrderInfoV3.builder();
  }

  public ImmutableDutchOrderInfoV3.Builder toBuilder() {
    return ImmutableDutchOrderInfoV3.builder().from(this);
  }
}
