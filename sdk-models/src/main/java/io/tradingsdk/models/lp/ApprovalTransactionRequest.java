package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One approval transaction of an {@link LpApprovalResponse}. The document marks {@code
 * cancelApproval} and {@code action} required; its {@code required} lists are unreliable, so both
 * are read as optional and {@link #cancelsApproval()} treats an absent flag as {@code false}.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableApprovalTransactionRequest.class)
@JsonDeserialize(as = ImmutableApprovalTransactionRequest.class)
public abstract class ApprovalTransactionRequest implements Extensible {
  /** The transaction to sign and send. */
  public abstract TransactionRequest transaction();

  /** Whether this transaction resets a previous allowance (sent before the approval it precedes). */
  public abstract Optional<Boolean> cancelApproval();

  /** The LP operation this approval is for. */
  public abstract Optional<LpAction> action();

  /** Estimated gas cost in wei, when {@code includeGasInfo} was asked. */
  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  /** {@link #cancelApproval()}, {@code false} when the service left it out. */
  @JsonIgnore
  public boolean cancelsApproval() {
    return cancelApproval().orElse(false);
  }

  public static ImmutableApprovalTransactionRequest.Builder builder() {
    return ImmutableApprovalTransactionRequest.builder();
  }

  public ImmutableApprovalTransactionRequest.Builder toBuilder() {
    return ImmutableApprovalTransactionRequest.builder().from(this);
  }
}
