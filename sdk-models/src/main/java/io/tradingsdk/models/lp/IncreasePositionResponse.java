package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/** Response of {@code POST /lp/increase}: both token amounts and the transaction. */
@Value.Immutable
@JsonPropertyOrder({"requestId", "token0", "token1", "increase", "gasFee"})
@JsonSerialize(as = ImmutableIncreasePositionResponse.class)
@JsonDeserialize(as = ImmutableIncreasePositionResponse.class)
public abstract class IncreasePositionResponse implements PositionResponseFields, Extensible {
  // requestId, token0, token1 and gasFee are declared by PositionResponseFields; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  public abstract TransactionRequest increase();

  public static ImmutableIncreasePositionResponse.Builder builder() {
    return ImmutableIncreasePositionResponse.builder();
  }

  public ImmutableIncreasePositionResponse.Builder toBuilder() {
    return ImmutableIncreasePositionResponse.builder().from(this);
  }
}
