package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/**
 * A transaction ready to sign and broadcast, as {@code /swap_7702}, {@code /check_approval} and
 * others return it.
 */
@Value.Immutable
@JsonPropertyOrder({
  "to", "from", "data", "value", "chainId", "gasLimit", "maxFeePerGas", "maxPriorityFeePerGas", "gasPrice"})
@SuppressWarnings("immutables:from") // the wire field "from" takes the builder's from(instance)
@JsonSerialize(as = ImmutableTransactionRequest.class)
@JsonDeserialize(as = ImmutableTransactionRequest.class)
public abstract class TransactionRequest implements TransactionFields, Extensible {
  // to, data, value and the gas fields are declared by TransactionFields.

  public abstract String from();

  public abstract ChainId chainId();

  public static ImmutableTransactionRequest.Builder builder() {
    return ImmutableTransactionRequest.builder();
  }
}
