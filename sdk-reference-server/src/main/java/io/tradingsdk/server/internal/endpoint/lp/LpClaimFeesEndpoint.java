package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;

/**
 * {@code POST /lp/claim_fees}: the fees a V3 or V4 position (named by its NFT id) has earned so far
 * (see {@link Lp} for how they accrue) and the transaction that collects them; they leave the
 * position when it is mined. A V4 position's fees also leave with any decrease or increase (the PoolManager settles
 * them with every change of liquidity), so after one there is nothing to claim until more accrue. V2 has nothing to claim, as the document says: its fees accrue into the
 * pair and come back with {@code /lp/decrease}, so V2 is 400.
 *
 * <p>Native ETH: a V4 pool holding it pays its fees in ETH (or, with {@code collectAsWeth}, in WETH
 * the PositionManager wraps), which the wallet's ETH balance gains when mined. The request names no
 * tokens, so a V3 position's WETH is collected as WETH.
 */
public final class LpClaimFeesEndpoint implements Endpoint<LpClaimFeesEndpoint.Params> {
  static final class Params {
    String protocol;
    String wallet;
    long chainId;
    String tokenId;
    boolean simulate;
    boolean asWeth;
  }

  private final Engine engine;

  public LpClaimFeesEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    if (p.protocol.equals("V2")) {
      throw body.invalid("protocol", "must be V3 or V4: V2 fees accrue into the pair and come back with /lp/decrease");
    }
    p.wallet = body.looseAddress("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.tokenId = body.matching("tokenId", Body.DIGITS);
    p.simulate = body.bool("simulateTransaction", false);
    p.asWeth = body.bool("collectAsWeth", false);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    return LpPositions.of(engine, p.chainId, p.protocol).claim(p, chain);
  }

  /**
   * A V4 position without liquidity has nothing to claim: the PoolManager paid its fees with the decrease that emptied
   * it, and a zero decrease of it (how fees are claimed) reverts with {@code CannotUpdateEmptyPosition()}.
   */
  static ApiError emptiedV4(String tokenId) {
    return ApiError.badRequest("\"tokenId\" " + tokenId + " has no liquidity left: a V4 position's fees are paid with"
        + " every change of its liquidity, so the decrease that emptied it paid them; there is nothing to claim");
  }
}
