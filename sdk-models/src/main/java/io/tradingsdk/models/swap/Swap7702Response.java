package io.tradingsdk.models.swap;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /swap_7702}: the transaction to sign and send ({@code swap.to} is the
 * delegated wallet itself).
 */
@Value.Immutable
@JsonSerialize(as = ImmutableSwap7702Response.class)
@JsonDeserialize(as = ImmutableSwap7702Response.class)
public abstract class Swap7702Response implements Extensible {
  public abstract String requestId();

  public abstract TransactionRequest swap();

  /** Chain base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  public static ImmutableSwap7702Response.Builder builder() {
    return ImmutableSwap7702Response.builder();
  }

  public ImmutableSwap7702Response.Builder toBuilder() {
    return ImmutableSwap7702Response.builder().from(this);
  }
}
