package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;

/**
 * {@code POST /lp/decrease}: withdraws a percentage of a position. What comes with the principal follows the
 * protocol's contracts: a V3 withdrawal pays principal only, its fees stay owed for {@code /lp/claim_fees} (the
 * NonfungiblePositionManager keeps them in {@code tokensOwed} until {@code collect}); a V4 withdrawal also pays all
 * the fees the position is owed (the PoolManager settles them with any change of liquidity), and the response counts
 * them; V2 fees accrue into the pair, so a V2 withdrawal pays the same percentage of the fees earned along with the
 * principal. V2 positions are found by wallet and pair and burn LP tokens
 * through the router, which needs the pair's approval ({@code /lp/check_approval} with {@code
 * DECREASE}) or the transaction reverts when mined; V3/V4 positions are found by {@code nftTokenId}.
 * The amounts leave the position when the transaction is mined.
 *
 * <p>Native ETH: a V4 pool holding it pays it out as it is; a V2/V3 position pays its WETH as ETH
 * (unwrapped) when the request names the zero address for it. {@code withdrawAsWeth} pays WETH
 * instead (for a V4 native pool, wrapped by the PositionManager). The response names what the wallet
 * receives, and the wallet's ETH balance gains it when the transaction is mined.
 */
public final class LpDecreaseEndpoint implements Endpoint<LpDecreaseEndpoint.Params> {
  static final class Params {
    String wallet;
    long chainId;
    String protocol;
    String token0;
    String token1;
    String nftTokenId;
    int percentage;
    boolean asWeth;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
  }

  private final Engine engine;

  public LpDecreaseEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.looseAddress("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.token0 = body.looseAddress("token0Address");
    p.token1 = body.looseAddress("token1Address");
    p.nftTokenId = body.optionalMatching("nftTokenId", Body.DIGITS).orElse(null);
    long percentage = body.integer("liquidityPercentageToDecrease");
    if (percentage < 1 || percentage > 100) {
      throw body.invalid("liquidityPercentageToDecrease", "must be from 1 to 100, was " + percentage);
    }
    p.percentage = (int) percentage;
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    p.asWeth = body.bool("withdrawAsWeth", false);
    p.urgency = Lp.urgency(body);
    if (!p.protocol.equals("V2") && p.nftTokenId == null) {
      throw ApiError.badRequest("\"nftTokenId\" is required for " + p.protocol + " positions");
    }
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    Lp.checkNotWethTwice(engine, p.chainId, p.protocol, p.token0, p.token1, "token0Address", "token1Address");
    return LpPositions.of(engine, p.chainId, p.protocol).decrease(p, chain);
  }
}
