package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import org.immutables.value.Value;

/** Response of {@code POST /lp/claim_fees}: the fees to collect in each token and the transaction. */
@Value.Immutable
@JsonPropertyOrder({"requestId", "token0", "token1", "claim", "gasFee"})
@JsonSerialize(as = ImmutableClaimFeesResponse.class)
@JsonDeserialize(as = ImmutableClaimFeesResponse.class)
public abstract class ClaimFeesResponse implements PositionResponseFields, Extensible {
  // requestId, token0, token1 and gasFee are declared by PositionResponseFields; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  /** The transaction that collects the fees. */
  public abstract TransactionRequest claim();

  public static ImmutableClaimFeesResponse.Builder builder() {
    return ImmutableClaimFeesResponse.builder();
  }

  public ImmutableClaimFeesResponse.Builder toBuilder() {
    return ImmutableClaimFeesResponse.builder().from(this);
  }
}
