package io.tradingsdk.models.lp;

import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.math.BigInteger;
import java.util.Optional;
import org.immutables.value.Value;

/** Response of {@code POST /lp/claim_fees}: the fees to collect in each token and the transaction. */
@Value.Immutable
@JsonSerialize(as = ImmutableClaimFeesResponse.class)
@JsonDeserialize(as = ImmutableClaimFeesResponse.class)
public abstract class ClaimFeesResponse implements Extensible {
  public abstract String requestId();

  /** The token0 fees the claim collects. */
  public abstract LpToken token0();

  /** The token1 fees the claim collects. */
  public abstract LpToken token1();

  /** The transaction that collects the fees. */
  public abstract TransactionRequest claim();

  @JsonFormat(shape = JsonFormat.Shape.STRING)
  public abstract Optional<BigInteger> gasFee();

  public static ImmutableClaimFeesResponse.Builder builder() {
    return ImmutableClaimFeesResponse.builder();
  }

  public ImmutableClaimFeesResponse.Builder toBuilder() {
    return ImmutableClaimFeesResponse.builder().from(this);
  }
}
