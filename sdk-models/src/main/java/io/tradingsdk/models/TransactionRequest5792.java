package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One call of an EIP-5792 batch ({@code calls[]} of {@code /swap_5792}). The spec marks {@code
 * chainId} required here but the service leaves it out, so it is optional.
 */
@Value.Immutable
@JsonPropertyOrder({
  "to", "data", "value", "chainId", "gasLimit", "maxFeePerGas", "maxPriorityFeePerGas", "gasPrice"})
@JsonSerialize(as = ImmutableTransactionRequest5792.class)
@JsonDeserialize(as = ImmutableTransactionRequest5792.class)
public abstract class TransactionRequest5792 implements TransactionFields, Extensible {
  // to, data, value and the gas fields are declared by TransactionFields.

  public abstract Optional<ChainId> chainId();

  public static ImmutableTransactionRequest5792.Builder builder() {
    return ImmutableTransactionRequest5792.builder();
  }
}
