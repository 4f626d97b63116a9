package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * {@code POST /lp/create_classic}: liquidity in a V2 pair, full range by nature. The dependent amount
 * follows from the pair's reserves. When mined (with the tokens' approvals of the V2 router, else it
 * reverts) the wallet's position in the pair is opened, or topped up if it already has one; either
 * way {@code SimulatedChain.mintedPosition(hash)} names it. Native ETH (the zero address) stands for
 * the pair's WETH and is paid as the transaction's value ({@code addLiquidityETH}), with no approval.
 * Where the chain keeps its V2 positions in the real router and pairs ({@link LpPositions#of}: a chain a node
 * runs), the reserves are the pair's on the chain and the router and pair alone decide what the transaction does
 * ({@link EvmV2Positions}).
 */
public final class LpCreateClassicEndpoint implements Endpoint<LpCreateClassicEndpoint.Params> {
  private static final BigInteger GAS = BigInteger.valueOf(180_000);

  static final class Params {
    String wallet;
    long chainId;
    String tokenA;
    String tokenB;
    String independentToken;
    BigInteger independentAmount;
    BigInteger dependentMaximum;
    BigDecimal slippage;
    Long deadline;
    boolean simulate;
    RequestedUrgency urgency;
  }

  private final Engine engine;

  public LpCreateClassicEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Body body = exchange.body();
    Params p = new Params();
    p.wallet = body.looseAddress("walletAddress");
    Body pool = body.object("poolParameters");
    p.tokenA = pool.looseAddress("token0Address");
    p.tokenB = pool.looseAddress("token1Address");
    p.chainId = pool.oneOfNumbers("chainId", Rules.CHAIN_IDS);
    Body independent = body.object("independentToken");
    p.independentToken = independent.address("tokenAddress");
    p.independentAmount = independent.amount("amount");
    if (!p.independentToken.equalsIgnoreCase(p.tokenA) && !p.independentToken.equalsIgnoreCase(p.tokenB)) {
      throw independent.invalid("tokenAddress", "must be poolParameters.token0Address or poolParameters.token1Address");
    }
    body.optionalObject("dependentToken").ifPresent(dependent -> {
      String address = dependent.address("tokenAddress");
      p.dependentMaximum = dependent.amount("amount");
      if (!address.equalsIgnoreCase(p.independentToken.equalsIgnoreCase(p.tokenA) ? p.tokenB : p.tokenA)) {
        throw dependent.invalid("tokenAddress", "must be the pair's other token");
      }
    });
    p.slippage = Lp.slippage(body);
    p.deadline = body.optionalInteger("deadline").orElse(null);
    p.simulate = body.bool("simulateTransaction", false);
    body.bool("includeApprovalSimulation", false);
    p.urgency = Lp.urgency(body);
    return p;
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    engine.checkWallet(p.wallet);
    Chain chain = Lp.lpChain(engine, p.chainId, "V2");
    Lp.checkNotWethTwice(engine, p.chainId, "V2", p.tokenA, p.tokenB, "poolParameters.token0Address",
        "poolParameters.token1Address");
    Token a = Lp.token(engine, p.chainId, p.tokenA, "Pool not found");
    Token b = Lp.token(engine, p.chainId, p.tokenB, "Pool not found");
    Pool pool = Lp.pool(engine, p.chainId, "V2", a, b).orElseThrow(Lp::poolNotFound);
    return LpPositions.of(engine, p.chainId, "V2").createClassic(p, pool, chain);
  }

  /**
   * The ledger's V2 liquidity ({@link LedgerPositions#createClassic}): the dependent amount from the simulated pair's
   * reserves, the position opened or topped up when the transaction is mined.
   */
  static ObjectNode ledgerCreate(Engine engine, Params p, Pool pool, Chain chain) {
    Token a = Lp.token(engine, p.chainId, p.tokenA, "Pool not found");
    Token b = Lp.token(engine, p.chainId, p.tokenB, "Pool not found");
    // As named (ETH or a token), for the response; the pair's reserves are of the pool tokens (WETH).
    Token independent = Addresses.normalize(p.independentToken).equals(a.key()) ? a : b;
    Token dependentToken = independent == a ? b : a;
    BigInteger dependent = Lp.ceilDiv(
        p.independentAmount.multiply(pool.reserveOf(Lp.poolToken(engine, "V2", dependentToken))),
        pool.reserveOf(Lp.poolToken(engine, "V2", independent)));
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the pair's reserves need");
    }
    boolean independentIs0 = Lp.poolToken(engine, "V2", independent).key().equals(pool.token0().key());
    BigInteger amount0 = independentIs0 ? p.independentAmount : dependent;
    BigInteger amount1 = independentIs0 ? dependent : p.independentAmount;
    long deadline = Lp.deadline(engine, p.deadline);
    Token token0 = pool.token0();
    Token token1 = pool.token1();
    Token[] paid = Lp.currencies(engine, token0, token1, Lp.namesNative(p.tokenA, p.tokenB), false);
    String data = addLiquidity(pool, paid, amount0, amount1, p.slippage, p.wallet, deadline);
    BigInteger value = Lp.nativeValue(paid[0], amount0, paid[1], amount1);
    engine.ledger().registerBuilt(data, Lp.mined(engine, deadline,
        ledger -> Lp.approved(ledger, chain, "V2", p.wallet, paid[0], amount0, engine.nowSeconds(), false)
            && Lp.approved(ledger, chain, "V2", p.wallet, paid[1], amount1, engine.nowSeconds(), false)
            && Lp.holds(ledger, p.chainId, p.wallet, paid[0], amount0, paid[1], amount1),
        (ledger, hash) -> {
          java.util.Optional<Ledger.Position> existing = ledger.positionBook().v2Position(p.chainId, p.wallet, token0, token1);
          Ledger.Position position;
          if (existing.isPresent()) {
            position = existing.get();
            ledger.positionBook().addLiquidity(position, amount0, amount1);
            ledger.positionBook().recordMinted(hash, position);
          } else {
            position = ledger.positionBook().mintPosition(hash, p.chainId, "V2", p.wallet, token0, token1, amount0, amount1,
                Pool.MIN_TICK, Pool.MAX_TICK);
          }
          Lp.deposit(ledger, chain, pool, position, paid, amount0, amount1);
        }).payingNative(value).withGas(GAS));
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    ObjectNode response = Engine.object();
    response.set("independentToken", Lp.lpToken(independent, p.independentAmount));
    response.set("dependentToken", Lp.lpToken(dependentToken, dependent));
    return Lp.withTransaction(response, "create", Engine.transaction(Lp.manager(chain, "V2"), p.wallet, data, value,
        p.chainId, p.urgency.gasLimit(GAS), fees), p.simulate, GAS, fees);
  }

  /**
   * The V2 router's {@code addLiquidity} of a pair; paying ETH ({@code paid} holds it for the pair's
   * WETH), {@code addLiquidityETH} with the other token, which wraps the transaction's value and
   * refunds what the pair did not take. {@link LpIncreaseEndpoint} tops a pair up the same way.
   */
  static String addLiquidity(Pool pool, Token[] paid, BigInteger amount0, BigInteger amount1, BigDecimal slippage,
      String wallet, long deadline) {
    BigInteger min0 = Slippage.minimum(amount0, slippage);
    BigInteger min1 = Slippage.minimum(amount1, slippage);
    if (paid[0].isNative() || paid[1].isNative()) {
      boolean eth0 = paid[0].isNative();
      return Calldata.call("addLiquidityETH(address,uint256,uint256,uint256,address,uint256)",
          Addresses.of((eth0 ? pool.token1() : pool.token0()).address()), eth0 ? amount1 : amount0,
          eth0 ? min1 : min0, eth0 ? min0 : min1, Addresses.of(wallet), BigInteger.valueOf(deadline));
    }
    return Calldata.call("addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256)",
        Addresses.of(pool.token0().address()), Addresses.of(pool.token1().address()), amount0, amount1, min0, min1,
        Addresses.of(wallet), BigInteger.valueOf(deadline));
  }
}
