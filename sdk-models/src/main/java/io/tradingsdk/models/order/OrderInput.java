package io.tradingsdk.models.order;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.tradingsdk.models.Extensible;
import org.immutables.value.Value;

/** The input of a UniswapX order ({@code OrderInput}): the token sent and its decay range. */
@Value.Immutable
@JsonSerialize(as = ImmutableOrderInput.class)
@JsonDeserialize(as = ImmutableOrderInput.class)
public abstract class OrderInput implements DecayingTokenAmount, Extensible {
  // token, startAmount and endAmount come from DecayingTokenAmount.

  public static ImmutableOrderInput.Builder builder() {
    return ImmutableOrderInput.builder();
  }
}
