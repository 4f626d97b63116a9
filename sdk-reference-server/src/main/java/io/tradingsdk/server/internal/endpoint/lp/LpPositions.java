package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.NodeContracts;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.engine.Engine;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Where a chain keeps one protocol's LP positions, and what the {@code /lp} endpoints build for them: each endpoint
 * validates its request and makes one call here. The ledger keeps them ({@link LedgerPositions}) unless the chain's
 * state lives on a node ({@code ChainBackend.contracts()}), whose V3 and V4 position managers then keep them ({@link
 * EvmV3Positions}, {@link EvmV4Positions}) and its V2 router and pairs keep them ({@link EvmV2Positions}). {@link
 * #of} is the one place that chooses.
 */
interface LpPositions {
  /** The positions of {@code protocol} on {@code chainId}. */
  static LpPositions of(Engine engine, long chainId, String protocol) {
    Optional<NodeContracts> contracts = engine.backend(chainId).contracts();
    if (contracts.isPresent() && protocol.equals("V3")) {
      return new EvmV3Positions(engine, contracts.get(), engine.servedChain(chainId));
    }
    if (contracts.isPresent() && protocol.equals("V4")) {
      return new EvmV4Positions(engine, contracts.get(), engine.servedChain(chainId));
    }
    if (contracts.isPresent() && protocol.equals("V2")) {
      return new EvmV2Positions(engine, contracts.get(), engine.servedChain(chainId));
    }
    return new LedgerPositions(engine);
  }

  /** Whether {@code reference} (normalized) names the pool: its address, or where it is deployed. */
  boolean names(Pool pool, String reference);

  /** Overwrites a pool's description ({@code /lp/pool_info}) with the state where the positions are kept. */
  void describe(Pool pool, ObjectNode info);

  /** {@code /lp/create} of a position in {@code pool}. */
  ObjectNode create(LpCreateEndpoint.Params p, Pool pool, Chain chain);

  /**
   * {@code /lp/create_classic}: liquidity in a V2 pair (the positions of {@code V2} only).
   *
   * @throws IllegalStateException for the positions of another protocol
   */
  default ObjectNode createClassic(LpCreateClassicEndpoint.Params p, Pool pool, Chain chain) {
    throw new IllegalStateException("create_classic makes V2 positions only");
  }

  /** {@code /lp/increase}. */
  ObjectNode increase(LpIncreaseEndpoint.Params p);

  /** {@code /lp/decrease}. */
  ObjectNode decrease(LpDecreaseEndpoint.Params p, Chain chain);

  /** {@code /lp/claim_fees}. */
  ObjectNode claim(LpClaimFeesEndpoint.Params p, Chain chain);

  /**
   * {@code /lp/check_approval} of a CREATE or INCREASE: adds the approval transactions the deposit still needs to
   * {@code transactions}; answers the V4 {@code PermitBatch} to sign, when one is needed.
   */
  @Nullable ObjectNode depositApprovals(LpCheckApprovalEndpoint.Params p, Chain chain, List<ObjectNode> transactions);
}
