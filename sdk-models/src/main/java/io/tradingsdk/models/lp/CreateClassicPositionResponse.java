package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** Response of {@code POST /lp/create_classic}: both deposit amounts and the transaction. */
@Value.Immutable
@JsonSerialize(as = ImmutableCreateClassicPositionResponse.class)
@JsonDeserialize(as = ImmutableCreateClassicPositionResponse.class)
public abstract class CreateClassicPositionResponse implements Extensible {
  public abstract String requestId();

  public abstract LpToken independentToken();

  public abstract LpToken dependentToken();

  /** The transaction that adds the liquidity. */
  public abstract TransactionRequest create();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  public static ImmutableCreateClassicPositionResponse.Builder builder() {
    return ImmutableCreateClassicPositionResponse.builder();
  }

  public ImmutableCreateClassicPositionResponse.Builder toBuilder() {
    return ImmutableCreateClassicPositionResponse.builder().from(this);
  }
}
