package io.tradingsdk.models.wallet;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import io.tradingsdk.models.TransactionRequest;
import org.immutables.value.Value;

/**
 * Response of {@code POST /wallet/encode_7702} ({@code Encode7702ResponseBody}): the batch as one
 * transaction, sent by the wallet to itself.
 */
@Value.Immutable
@JsonSerialize(as = ImmutableEncode7702Response.class)
@JsonDeserialize(as = ImmutableEncode7702Response.class)
public abstract class Encode7702Response implements Extensible {
  public abstract String requestId();

  /** The transaction that runs the whole batch. */
  public abstract TransactionRequest encoded();

  public static ImmutableEncode7702Response.Builder builder() {
    return ImmutableEncode7702Response.builder();
  }

  public ImmutableEncode7702Response.Builder toBuilder() {
    return ImmutableEncode7702Response.builder().from(this);
  }
}
