package io.tradingsdk.models.lp;

/**
 * A pool's two tokens, in the pool's order ({@code token0} sorts before {@code token1}). Shared by {@link
 * CreatePoolParameters}, {@link CreatePositionExistingPoolParameters} and {@link V2PoolParameters}, which inherit
 * them as attributes and keep their wire order with their own {@code @JsonPropertyOrder}.
 */
public interface PoolTokenAddresses {
  /** The address of the pool's first token. */
  String token0Address();

  /** The address of the pool's second token. */
  String token1Address();
}
