package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** Response of {@code POST /lp/increase}: both token amounts and the transaction. */
@Value.Immutable
@JsonSerialize(as = ImmutableIncreasePositionResponse.class)
@JsonDeserialize(as = ImmutableIncreasePositionResponse.class)
public abstract class IncreasePositionResponse implements Extensible {
  public abstract String requestId();

  public abstract LpToken token0();

  public abstract LpToken token1();

  public abstract TransactionRequest increase();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  public static ImmutableIncreasePositionResponse.Builder builder() {
    return ImmutableIncreasePositionResponse.builder();
  }

  public ImmutableIncreasePositionResponse.Builder toBuilder() {
    return ImmutableIncreasePositionResponse.builder().from(this);
  }
}
