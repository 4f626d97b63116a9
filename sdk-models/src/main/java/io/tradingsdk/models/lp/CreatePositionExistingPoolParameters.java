package io.tradingsdk.models.lp;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import org.immutables.value.Value;

/**
 * {@code existingPool} of a {@link CreatePositionRequest}: the pool the position joins. Checked by
 * the request (it knows the protocol): a V3 {@code poolReference} is the pool address, a V4 one the
 * 32-byte pool id.
 */
@Value.Immutable
@JsonPropertyOrder({"token0Address", "token1Address", "poolReference"})
@JsonSerialize(as = ImmutableCreatePositionExistingPoolParameters.class)
@JsonDeserialize(as = ImmutableCreatePositionExistingPoolParameters.class)
public abstract class CreatePositionExistingPoolParameters implements PoolTokenAddresses, Extensible {
  // token0Address and token1Address are declared by PoolTokenAddresses; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  /** The pool address (V3) or pool id (V4). */
  public abstract String poolReference();

  public static ImmutableCreatePositionExistingPoolParameters.Builder builder() {
    return ImmutableCreatePositionExistingPoolParameters.builder();
  }

  public ImmutableCreatePositionExistingPoolParameters.Builder toBuilder() {
    return ImmutableCreatePositionExistingPoolParameters.builder().from(this);
  }

  /** The pool of {@code token0}/{@code token1} known by {@code poolReference}. */
  public static CreatePositionExistingPoolParameters of(
      String token0Address, String token1Address, String poolReference) {
    return builder()
        .token0Address(token0Address)
        .token1Address(token1Address)
        .poolReference(poolReference)
        .build();
  }
}
