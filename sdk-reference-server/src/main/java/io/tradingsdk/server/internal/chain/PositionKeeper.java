package io.tradingsdk.server.internal.chain;

/**
 * What keeps a chain's LP positions of one protocol, as the chain answers it ({@link ChainBackend#positionKeeper}):
 * the {@code /lp} endpoints build for and read what keeps them, and never ask which kind of chain runs.
 */
public enum PositionKeeper {
  /** The ledger keeps them: positions and their calldata are simulated. */
  LEDGER,
  /** The V3 NonfungiblePositionManager deployed on the chain keeps them ({@link ChainBackend#contracts}). */
  V3_POSITION_MANAGER,
  /** The V4 PositionManager deployed on the chain keeps them, over its PoolManager ({@link ChainBackend#contracts}). */
  V4_POSITION_MANAGER,
  /** The V2 router and pairs deployed on the chain keep them: a position is the wallet's pair tokens. */
  V2_ROUTER_AND_PAIRS
}
