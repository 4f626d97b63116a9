package io.tradingsdk.models.lp;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import java.util.Optional;

/**
 * The fields of a request that changes an existing position, shared by {@link
 * IncreasePositionRequest} and {@link DecreasePositionRequest}: whose position it is, which one, and
 * how the transaction executes. Each request inherits them as attributes and keeps its wire order
 * with its own {@code @JsonPropertyOrder}.
 */
public interface PositionChange extends LpExecution {
  // slippageTolerance, deadline, simulateTransaction and urgency come from LpExecution.

  String walletAddress();

  ChainId chainId();

  /** {@code V2}, {@code V3} or {@code V4}. */
  Protocol protocol();

  String token0Address();

  String token1Address();

  /** The position's NFT id; V3 and V4 only. */
  Optional<String> nftTokenId();
}
