package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * {@code POST /lp/increase}: adds liquidity to an existing position. The caller names one token's
 * amount; the other follows from the position's current ratio. V2 positions are found by wallet and
 * pair, V3/V4 by {@code nftTokenId}; an unknown or foreign position answers 404. The liquidity is
 * added when the transaction is mined ({@code SimulatedChain.submit}); it reverts there without the
 * approvals {@code /lp/check_approval} lists, unless a signed {@code v4BatchPermitData} came along.
 * Native ETH (a V4 pool's own currency, or named by the zero address for a V2/V3 position's WETH) is
 * paid as the transaction's {@code value}, and the response names it by the zero address.
 *
 * <p>Fees: a V3 position's stay owed for {@code /lp/claim_fees} (the NonfungiblePositionManager adds them to {@code
 * tokensOwed}). A V4 position's are settled by the increase, as the PoolManager does with any change of liquidity,
 * and pay part of the deposit: the response names the amounts the liquidity takes, and the wallet pays them less the
 * fees it is owed when the transaction is mined (a side whose fees exceed its amount pays the wallet the difference;
 * the native side's value comes back by the SWEEP). The calldata then closes each currency (CLOSE_CURRENCY) rather
 * than settling the pair, as the EVM mode's does.
 */
public final class LpIncreaseEndpoint implements Endpoint<LpIncreaseEndpoint.Params> {
  static final class Params {
    String wallet;
    long chainId;
    String protocol;
    String token0;
    String token1;
    String nftTokenId;
    String independentToken;
    BigInteger independentAmount;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
    Body body;
  }

  private final Engine engine;

  public LpIncreaseEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.address("walletAddress");
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", Rules.POOL_PROTOCOLS);
    p.token0 = body.address("token0Address");
    p.token1 = body.address("token1Address");
    p.nftTokenId = body.optionalMatching("nftTokenId", Body.DIGITS).orElse(null);
    Body independent = body.object("independentToken");
    p.independentToken = independent.address("tokenAddress");
    p.independentAmount = independent.amount("amount");
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    p.body = body;
    Lp.refuseBatchPermitUnlessV4(body, "v4BatchPermitData", p.protocol);
    p.urgency = RequestedUrgency.read(body, "urgency", false, RequestedUrgency.LP_LEVELS);
    if (!p.protocol.equals("V2") && p.nftTokenId == null) {
      throw ApiError.badRequest("\"nftTokenId\" is required");
    }
    boolean names0 = p.independentToken.equalsIgnoreCase(p.token0);
    if (!names0 && !p.independentToken.equalsIgnoreCase(p.token1)) {
      throw independent.invalid("tokenAddress", "must be token0Address or token1Address");
    }
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Lp.checkNotWethTwice(engine, p.chainId, p.protocol, p.token0, p.token1, "token0Address", "token1Address");
    return LpPositions.of(engine, p.chainId, p.protocol).increase(p);
  }
}
