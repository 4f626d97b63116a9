package io.tradingsdk.models.approval;

import io.tradingsdk.models.Extensible;
import org.jspecify.annotations.Nullable;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Response of {@code POST /check_approval}. {@code approval} is {@code null} when the allowance is
 * already enough; {@code cancel} (an allowance reset, sent before {@code approval}) is {@code
 * null} unless the token needs one.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableCheckApprovalResponse.class)
@JsonDeserialize(as = ImmutableCheckApprovalResponse.class)
public abstract class CheckApprovalResponse implements Extensible {
  public abstract String requestId();

  /** The approval transaction, or {@code null} when none is needed. */
  @Nullable
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public abstract TransactionRequest approval();

  /** The allowance-reset transaction, or {@code null}. */
  @Nullable
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public abstract TransactionRequest cancel();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> cancelGasFee();

  public static ImmutableCheckApprovalResponse.Builder builder() {
    return ImmutableCheckApprovalResponse.builder();
  }

  public ImmutableCheckApprovalResponse.Builder toBuilder() {
    return ImmutableCheckApprovalResponse.builder().from(this);
  }

  /** Whether the wallet must send an approval first. */
  @JsonIgnore
  public boolean approvalNeeded() {
    return approval() != null;
  }

  /** Whether the wallet must reset its allowance first ({@code cancel}, sent before approval). */
  @JsonIgnore
  public boolean resetNeeded() {
    return cancel() != null;
  }
}
