package io.tradingsdk.models.swap;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /swap} ({@code CreateSwapResponse}): the transaction to sign and send.
 *
 * <p>A stale quote can come back with empty calldata; check {@link #hasCalldata()} before
 * broadcasting.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableSwapResponse.class)
@JsonDeserialize(as = ImmutableSwapResponse.class)
public abstract class SwapResponse implements Extensible {
  public abstract String requestId();

  public abstract TransactionRequest swap();

  /** Estimated gas cost in the chain's base units. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  /** Whether {@code swap.data} holds calldata: not empty and not just {@code 0x}. */
  @JsonIgnore
  public boolean hasCalldata() {
    String data = swap().data().trim();
    return !data.isEmpty() && !data.equalsIgnoreCase("0x");
  }

  public static ImmutableSwapResponse.Builder builder() {
    return ImmutableSwapResponse.builder();
  }

  public ImmutableSwapResponse.Builder toBuilder() {
    return ImmutableSwapResponse.builder().from(this);
  }
}
