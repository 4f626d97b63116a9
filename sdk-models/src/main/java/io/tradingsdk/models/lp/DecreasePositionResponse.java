package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** Response of {@code POST /lp/decrease}: the amounts withdrawn and the transaction. */
@Value.Immutable
@JsonSerialize(as = ImmutableDecreasePositionResponse.class)
@JsonDeserialize(as = ImmutableDecreasePositionResponse.class)
public abstract class DecreasePositionResponse implements Extensible {
  public abstract String requestId();

  public abstract LpToken token0();

  public abstract LpToken token1();

  /** The transaction that withdraws the liquidity. */
  public abstract TransactionRequest decrease();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  public static ImmutableDecreasePositionResponse.Builder builder() {
    return ImmutableDecreasePositionResponse.builder();
  }

  public ImmutableDecreasePositionResponse.Builder toBuilder() {
    return ImmutableDecreasePositionResponse.builder().from(this);
  }
}
