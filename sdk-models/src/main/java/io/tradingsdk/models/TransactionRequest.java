package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A transaction ready to sign and broadcast, as {@code /swap_7702}, {@code /check_approval} and
 * others return it.
 */
@Value.Immutable
@SuppressWarnings("immutables:from") // the wire field "from" takes the builder's from(instance)
@JsonSerialize(as = ImmutableTransactionRequest.class)
@JsonDeserialize(as = ImmutableTransactionRequest.class)
public abstract class TransactionRequest implements Extensible {
  public abstract String to();

  public abstract String from();

  /** Calldata, hex. */
  public abstract String data();

  /** Native value, hex ({@code 0x00}) or decimal as the server sent it; see {@link #valueWei()}. */
  public abstract String value();

  public abstract ChainId chainId();

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

  public static ImmutableTransactionRequest.Builder builder() {
    return ImmutableTransactionRequest.builder();
  }
}
