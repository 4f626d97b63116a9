package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One entry of {@code poolReferences} in a {@link PoolInfoRequest}: a pool by its identifier, the
 * pool address (V3), pool id (V4) or pair address (V2). The document's {@code required} list names
 * a {@code poolAddress} that is no property; {@code referenceIdentifier} is what identifies the
 * pool, so the request requires it.
 */
@Value.Immutable
@JsonSerialize(as = ImmutablePoolReferenceByProtocol.class)
@JsonDeserialize(as = ImmutablePoolReferenceByProtocol.class)
public abstract class PoolReferenceByProtocol implements Extensible {
  public abstract PoolProtocols protocol();

  public abstract ChainId chainId();

  /** The pool address (V2, V3) or pool id (V4), hex. */
  public abstract Optional<String> referenceIdentifier();

  public static ImmutablePoolReferenceByProtocol.Builder builder() {
    return ImmutablePoolReferenceByProtocol.builder();
  }

  /** The pool {@code referenceIdentifier} of {@code protocol} on {@code chainId}. */
  public static PoolReferenceByProtocol of(
      PoolProtocols protocol, ChainId chainId, String referenceIdentifier) {
    return builder()
        .protocol(protocol)
        .chainId(chainId)
        .referenceIdentifier(referenceIdentifier)
        .build();
  }
}
