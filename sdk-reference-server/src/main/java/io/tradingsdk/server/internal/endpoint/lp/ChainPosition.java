package io.tradingsdk.server.internal.endpoint.lp;

import io.tradingsdk.server.internal.chain.Pool;
import java.math.BigInteger;

/** A V3 or V4 position as the EVM mode's chain holds it: its NFT id, pool, range and liquidity. */
final class ChainPosition {
  final BigInteger tokenId;
  final Pool pool;
  final long tickLower;
  final long tickUpper;
  final BigInteger liquidity;

  ChainPosition(BigInteger tokenId, Pool pool, long tickLower, long tickUpper, BigInteger liquidity) {
    this.tokenId = tokenId;
    this.pool = pool;
    this.tickLower = tickLower;
    this.tickUpper = tickUpper;
    this.liquidity = liquidity;
  }
}
