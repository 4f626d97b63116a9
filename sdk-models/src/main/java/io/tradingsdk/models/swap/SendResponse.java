package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** Response of {@code POST /send}: the transfer transaction. */
@Value.Immutable
@JsonSerialize(as = ImmutableSendResponse.class)
@JsonDeserialize(as = ImmutableSendResponse.class)
public abstract class SendResponse implements Extensible {
  public abstract String requestId();

  public abstract TransactionRequest send();

  /** Chain base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigDecimal> gasFeeUSD();

  public static ImmutableSendResponse.Builder builder() {
    return ImmutableSendResponse.builder();
  }

  public ImmutableSendResponse.Builder toBuilder() {
    return ImmutableSendResponse.builder().from(this);
  }
}
