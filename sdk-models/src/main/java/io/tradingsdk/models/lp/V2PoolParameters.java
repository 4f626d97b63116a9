package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import org.immutables.value.Value;

/** {@code poolParameters} of a {@link CreateClassicPositionRequest}: the V2 pair and its chain. */
@Value.Immutable
@JsonPropertyOrder({"token0Address", "token1Address", "chainId"})
@JsonSerialize(as = ImmutableV2PoolParameters.class)
@JsonDeserialize(as = ImmutableV2PoolParameters.class)
public abstract class V2PoolParameters implements PoolTokenAddresses, Extensible {
  // token0Address and token1Address are declared by PoolTokenAddresses; the @JsonPropertyOrder above
  // keeps them where they are on the wire.

  public abstract ChainId chainId();

  public static ImmutableV2PoolParameters.Builder builder() {
    return ImmutableV2PoolParameters.builder();
  }

  /** The pair of {@code token0} and {@code token1} on {@code chainId}. */
  public static V2PoolParameters of(String token0Address, String token1Address, ChainId chainId) {
    return builder().token0Address(token0Address).token1Address(token1Address).chainId(chainId).build();
  }
}
