package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The fields of a transaction to send that {@link TransactionRequest} and one call of an EIP-5792
 * batch ({@link TransactionRequest5792}) share: target, calldata, value and the optional gas
 * fields. Each model inherits them as attributes and puts them in wire order with its own
 * {@code @JsonPropertyOrder}.
 */
public interface TransactionFields extends FeeFields {
  // The fee fields (maxFeePerGas, maxPriorityFeePerGas, gasPrice) come from FeeFields.
  /** The contract or account called. */
  String to();

  /** Calldata, hex. */
  String data();

  /** Native value, hex ({@code 0x00}) or decimal as the server sent it; see {@link #valueWei()}. */
  String value();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> gasLimit();

  /** {@link #value()} as a number of wei, whether the server wrote it in hex or decimal. */
  @JsonIgnore
  default BigInteger valueWei() {
    return WireNumbers.parseInteger(value(), "value");
  }
}
