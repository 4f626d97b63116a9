package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One call of an EIP-5792 batch ({@code calls[]} of {@code /swap_5792}). The spec marks {@code
 * chainId} required here but the service leaves it out, so it is optional.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableTransactionRequest5792.class)
@JsonDeserialize(as = ImmutableTransactionRequest5792.class)
public abstract class TransactionRequest5792 implements Extensible {
  public abstract String to();

  /** Calldata, hex. */
  public abstract String data();

  /** Native value, hex or decimal as the server sent it; see {@link #valueWei()}. */
  public abstract String value();

  public abstract Optional<ChainId> chainId();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasLimit();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maxFeePerGas();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> maxPriorityFeePerGas();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasPrice();

  /** {@link #value()} as a number of wei, whether the server wrote it in hex or decimal. */
  @JsonIgnore
  public BigInteger valueWei() {
    return WireNumbers.parseInteger(value(), "value");
  }

  public static ImmutableTransactionRequest5792.Builder builder() {
    return ImmutableTransactionRequest5792.builder();
  }
}
