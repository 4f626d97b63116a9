package io.tradingsdk.models.plan;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Proof that a plan step ran: a transaction hash, a signature, or an order id (system-generated;
 * never sent in an update). The signature is redacted from {@code toString}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableStepProof.class)
@JsonDeserialize(as = ImmutableStepProof.class)
public abstract class StepProof implements Extensible {
  public abstract Optional<String> txHash();

  @Value.Redacted
  public abstract Optional<String> signature();

  public abstract Optional<String> orderId();

  public static ImmutableStepProof.Builder builder() {
    return ImmutableStepProof.builder();
  }

  public ImmutableStepProof.Builder toBuilder() {
    return ImmutableStepProof.builder().from(this);
  }

  /** A proof by transaction hash. */
  public static StepProof ofTxHash(String txHash) {
    return builder().txHash(txHash).build();
  }

  /** A proof by signature ({@code 0x} and 130 hex digits). */
  public static StepProof ofSignature(String signature) {
    return builder().signature(signature).build();
  }
}
