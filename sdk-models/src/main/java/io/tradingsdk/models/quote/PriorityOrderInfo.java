package io.tradingsdk.models.quote;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.math.BigInteger;
import java.util.List;
import org.immutables.value.Value;

/** The order of a {@code PRIORITY} quote. */
@Value.Immutable
@JsonPropertyOrder({
  "chainId", "nonce", "reactor", "swapper", "deadline", "additionalValidationContract", "additionalValidationData",
  "auctionStartBlock", "baselinePriorityFeeWei", "input", "outputs", "cosigner"})
@JsonSerialize(as = ImmutablePriorityOrderInfo.class)
@JsonDeserialize(as = ImmutablePriorityOrderInfo.class)
public abstract class PriorityOrderInfo implements CosignedOrderInfo, Extensible {
  // The order fields come from OrderInfo, cosigner from CosignedOrderInfo; @JsonPropertyOrder keeps the wire order.
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger auctionStartBlock();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract BigInteger baselinePriorityFeeWei();

  public abstract PriorityInput input();

  public abstract List<PriorityOutput> outputs();

  public static ImmutablePriorityOrderInfo.Builder builder() {
    return ImmutablePriorityOrderInfo.builder();
  }

  public ImmutablePriorityOrderInfo.Builder toBuilder() {
    return ImmutablePriorityOrderInfo.builder().from(this);
  }
}
