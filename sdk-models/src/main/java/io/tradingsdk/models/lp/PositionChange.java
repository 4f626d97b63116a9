package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.Urgency;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The fields of a request that changes an existing position, shared by {@link
 * IncreasePositionRequest} and {@link DecreasePositionRequest}: whose position it is, which one, and
 * how the transaction executes. Each request inherits them as attributes and keeps its wire order
 * with its own {@code @JsonPropertyOrder}.
 */
public interface PositionChange {
  String walletAddress();

  ChainId chainId();

  /** {@code V2}, {@code V3} or {@code V4}. */
  Protocol protocol();

  String token0Address();

  String token1Address();

  /** The position's NFT id; V3 and V4 only. */
  Optional<String> nftTokenId();

  /** Percentage: 0.5 means 0.5%. */
  Optional<BigDecimal> slippageTolerance();

  /** Unix seconds after which the transaction reverts. */
  OptionalLong deadline();

  /** {@code true}: the response includes the gas fee. */
  Optional<Boolean> simulateTransaction();

  /** {@code NORMAL}, {@code FAST} or {@code URGENT}; defaults to {@code URGENT}, the highest. */
  Optional<Urgency> urgency();
}
