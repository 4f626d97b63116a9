package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The EIP-1559 fee parameters of a transaction, in wei, each sent as a decimal string: the fee cap and the priority
 * fee. Every fee of a transaction ({@link FeeFields}) includes them, and the caps a caller puts in the object form of
 * {@link Urgency} ({@link UrgencyOverrides}) are them. The models inherit them as attributes and keep their wire
 * order with their own {@code @JsonPropertyOrder}.
 */
public interface Eip1559FeeFields {
  /** The EIP-1559 fee cap (most paid per unit of gas), wei. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> maxFeePerGas();

  /** The EIP-1559 priority fee (the tip per unit of gas), wei. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> maxPriorityFeePerGas();
}
