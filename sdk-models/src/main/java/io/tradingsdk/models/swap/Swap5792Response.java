package io.tradingsdk.models.swap;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest5792;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /swap_5792}: the calls of an EIP-5792 batch, typically token approve,
 * Permit2 approve, then the router call.
 */
@Value.Immutable
@SuppressWarnings("immutables:from") // the wire field "from" takes the builder's from(instance)
@JsonSerialize(as = ImmutableSwap5792Response.class)
@JsonDeserialize(as = ImmutableSwap5792Response.class)
public abstract class Swap5792Response implements Extensible {
  public abstract String requestId();

  public abstract String from();

  public abstract ChainId chainId();

  public abstract List<TransactionRequest5792> calls();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  /** EIP-7677 paymaster, present when the swap is sponsored. */
  public abstract Optional<JsonNode> paymasterService();

  public static ImmutableSwap5792Response.Builder builder() {
    return ImmutableSwap5792Response.builder();
  }
}
