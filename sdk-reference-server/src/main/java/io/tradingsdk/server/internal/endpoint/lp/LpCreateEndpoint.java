package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * {@code POST /lp/create}: a new V3 or V4 position in a pool the server knows ({@code existingPool},
 * by its address or V4 pool id). The range is {@code tickBounds} or {@code priceBounds} (token1 per
 * token0 in base units), widened to the pool's tick spacing, or the full range when neither is
 * given; the dependent amount follows from the range at the pool's price. The position (a new NFT
 * id, see {@code SimulatedChain.mintedPosition}) exists once the transaction is mined; without the
 * approvals of {@code /lp/check_approval} (or a signed {@code batchPermitData} for V4) it reverts.
 * Pools cannot be created here: {@code newPool} answers 400.
 *
 * <p>Native ETH (the zero address): a V4 pool may hold it as currency0; on V3 it stands for the
 * pool's WETH (see {@link Lp#poolToken}). Either way the wallet pays it as the transaction's {@code
 * value}, not through an approval, and the response names it by the zero address.
 */
public final class LpCreateEndpoint implements Endpoint<LpCreateEndpoint.Params> {
  private static final List<String> PROTOCOLS = List.of("V3", "V4");

  static final class Params {
    String wallet;
    long chainId;
    String protocol;
    String tokenA;
    String tokenB;
    String poolReference;
    String independentToken;
    BigInteger independentAmount;
    BigInteger dependentMaximum;
    Long tickLower;
    Long tickUpper;
    BigDecimal minPrice;
    BigDecimal maxPrice;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
    Body body;
  }

  private final Engine engine;

  public LpCreateEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.looseAddress("walletAddress");
    exclusive(body, "existingPool", "newPool");
    if (body.has("newPool")) {
      Body pool = body.object("newPool");
      pool.looseAddress("token0Address");
      pool.looseAddress("token1Address");
      throw body.invalid("newPool", "is not supported by the reference server, whose pools are fixed; "
          + "use existingPool with a pool from /lp/pool_info");
    }
    Body pool = body.object("existingPool");
    p.tokenA = pool.looseAddress("token0Address");
    p.tokenB = pool.looseAddress("token1Address");
    p.poolReference = pool.matching("poolReference", Lp.POOL_REFERENCE);
    p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    p.protocol = body.oneOf("protocol", PROTOCOLS);
    Body independent = body.object("independentToken");
    p.independentToken = independent.looseAddress("tokenAddress");
    p.independentAmount = independent.amount("amount");
    if (!p.independentToken.equalsIgnoreCase(p.tokenA) && !p.independentToken.equalsIgnoreCase(p.tokenB)) {
      throw independent.invalid("tokenAddress", "must be existingPool.token0Address or existingPool.token1Address");
    }
    body.optionalObject("dependentToken").ifPresent(dependent -> {
      String address = dependent.looseAddress("tokenAddress");
      p.dependentMaximum = dependent.amount("amount");
      boolean other = address.equalsIgnoreCase(p.independentToken.equalsIgnoreCase(p.tokenA) ? p.tokenB : p.tokenA);
      if (!other) {
        throw dependent.invalid("tokenAddress", "must be the pool's other token");
      }
    });
    exclusive(body, "priceBounds", "tickBounds");
    body.optionalObject("tickBounds").ifPresent(ticks -> {
      p.tickLower = ticks.integer("tickLower");
      p.tickUpper = ticks.integer("tickUpper");
      if (p.tickLower >= p.tickUpper) {
        throw ticks.invalid("tickLower", "must be less than tickUpper");
      }
      if (p.tickLower < Pool.MIN_TICK || p.tickUpper > Pool.MAX_TICK) {
        throw ticks.invalid(p.tickLower < Pool.MIN_TICK ? "tickLower" : "tickUpper",
            "must be within [" + Pool.MIN_TICK + ", " + Pool.MAX_TICK + "]");
      }
    });
    body.optionalObject("priceBounds").ifPresent(prices -> {
      p.minPrice = price(prices, "minPrice");
      p.maxPrice = price(prices, "maxPrice");
      if (p.minPrice.compareTo(p.maxPrice) >= 0) {
        throw prices.invalid("minPrice", "must be less than maxPrice");
      }
    });
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    p.urgency = Lp.urgency(body);
    body.optionalMatching("nativeTokenBalance", Body.DIGITS);
    p.body = body;
    Lp.refuseBatchPermitUnlessV4(body, "batchPermitData", p.protocol);
    return p;
  }

  static void exclusive(Body body, String a, String b) {
    if (body.has(a) && body.has(b)) {
      throw ApiError.badRequest("\"value\" contains a conflict between exclusive peers [" + a + ", " + b + "]");
    }
  }

  private static BigDecimal price(Body prices, String field) {
    String text = prices.string(field);
    BigDecimal value;
    try {
      value = new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw prices.invalid(field, "must be a decimal number as a string, was " + text);
    }
    if (value.signum() <= 0) {
      throw prices.invalid(field, "must be greater than 0");
    }
    return value;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, p.protocol);
    Lp.checkNotWethTwice(engine, p.chainId, p.protocol, p.tokenA, p.tokenB, "existingPool.token0Address",
        "existingPool.token1Address");
    Token a = Lp.token(engine, p.chainId, p.tokenA, "Pool not found");
    Token b = Lp.token(engine, p.chainId, p.tokenB, "Pool not found");
    LpPositions positions = LpPositions.of(engine, p.chainId, p.protocol);
    Pool pool = Lp.pool(engine, p.chainId, p.protocol, a, b)
        .filter(found -> positions.names(found, p.poolReference))
        .orElseThrow(Lp::poolNotFound);
    return positions.create(p, pool, chain);
  }

  /** The requested range widened to the tick spacing (full range when none was given). */
  static long[] range(Params p, int spacing) {
    long[] full = Lp.fullRange(spacing);
    long lower;
    long upper;
    if (p.tickLower != null) {
      lower = Lp.alignDown(p.tickLower, spacing);
      upper = Lp.alignUp(p.tickUpper, spacing);
    } else if (p.minPrice != null) {
      lower = Lp.alignDown(Lp.tickAt(p.minPrice), spacing);
      upper = Lp.alignUp(Lp.tickAt(p.maxPrice), spacing);
    } else {
      return full;
    }
    lower = Math.max(lower, full[0]);
    upper = Math.min(upper, full[1]);
    if (lower >= upper) {
      upper = lower + spacing;
    }
    return new long[] {lower, upper};
  }
}
