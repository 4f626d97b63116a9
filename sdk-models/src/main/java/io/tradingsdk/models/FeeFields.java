package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.math.BigInteger;
import java.util.Optional;

/**
 * The fee parameters of a transaction, in wei, each sent as a decimal string: the legacy gas price,
 * or the EIP-1559 fee cap and priority fee ({@link Eip1559FeeFields}). The transactions to send ({@link TransactionFields})
 * carry them, and a gas estimate ({@link GasEstimateFields}) names those it was priced at. The
 * models inherit them as attributes and keep their wire order with their own
 * {@code @JsonPropertyOrder}.
 */
public interface FeeFields extends Eip1559FeeFields {
  // maxFeePerGas and maxPriorityFeePerGas come from Eip1559FeeFields.

  /** The legacy gas price, wei. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  Optional<BigInteger> gasPrice();
}
