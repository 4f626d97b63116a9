package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/** Response of {@code POST /lp/decrease}: the amounts withdrawn and the transaction. */
@Value.Immutable
@JsonPropertyOrder({"requestId", "token0", "token1", "decrease", "gasFee"})
@JsonSerialize(as = ImmutableDecreasePositionResponse.class)
@JsonDeserialize(as = ImmutableDecreasePositionResponse.class)
public abstract class DecreasePositionResponse implements PositionResponseFields, Extensible {
  // requestId, token0, token1 and gasFee are declared by PositionResponseFields; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  /** The transaction that withdraws the liquidity. */
  public abstract TransactionRequest decrease();

  public static ImmutableDecreasePositionResponse.Builder builder() {
    return ImmutableDecreasePositionResponse.builder();
  }

  public ImmutableDecreasePositionResponse.Builder toBuilder() {
    return ImmutableDecreasePositionResponse.builder().from(this);
  }
}
