package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.NodeContracts;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.Address;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * V2 positions on a chain a node runs: what the {@code /lp/*} endpoints build for the deployed UniswapV2Router02 and
 * its pairs, from the state the chain holds. A wallet's position in a pair is its balance of the pair's LP token;
 * the pair's reserves, its LP token's total supply and the wallet's balance are read by {@code eth_call}, and nothing
 * is kept in the simulated ledger, so the contracts alone decide what a transaction does when the wallet sends it.
 * V2 has no fees to claim apart from a withdrawal (they accrue into the pair): {@code /lp/claim_fees} refuses V2
 * before it gets here.
 */
final class EvmV2Positions implements LpPositions {
  private static final String RESERVES = "(uint112,uint112,uint32)";
  private static final MathContext MATH = new MathContext(60, RoundingMode.HALF_EVEN);
  private static final BigInteger ADD_GAS = BigInteger.valueOf(180_000);
  private static final BigInteger REMOVE_GAS = BigInteger.valueOf(150_000);

  private final Engine engine;
  private final NodeContracts node;
  private final Chain chain;

  EvmV2Positions(Engine engine, NodeContracts node, Chain chain) {
    this.engine = engine;
    this.node = node;
    this.chain = chain;
  }

  /** The deployed UniswapV2Router02: the spender of the tokens and the LP token, and the target of every call. */
  String router() {
    return node.require("v2Router").toChecksumHex();
  }

  // --- Reading the chain --------------------------------------------------------------------------

  /** The deployed pair of a simulated V2 pool; 404 when the deployment has none. */
  private Address pairAddress(Pool pool) {
    return node.poolAddress(pool).orElseThrow(Lp::poolNotFound);
  }

  /** The pair's reserves, in pool order: {@code getReserves()}. */
  private BigInteger[] reserves(Pool pool) {
    List<Object> read = node.call(pairAddress(pool), RESERVES, "getReserves()");
    return new BigInteger[] {(BigInteger) read.get(0), (BigInteger) read.get(1)};
  }

  private BigInteger balanceOf(Address token, Address holder) {
    return (BigInteger) node.call(token, "(uint256)", "balanceOf(address)", holder).get(0);
  }

  /** A wallet's LP tokens of the pair: its position. */
  private BigInteger liquidityOf(Pool pool, String wallet) {
    return balanceOf(pairAddress(pool), Address.of(Addresses.normalize(wallet)));
  }

  @Override
  public boolean names(Pool pool, String reference) {
    String named = Addresses.normalize(reference);
    return Addresses.normalize(pool.address()).equals(named) || pairAddress(pool).toLowerHex().equals(named);
  }

  /**
   * Overwrites a pair's description with its state on the chain: the deployed address, the reserves, the price they
   * make ({@code sqrtRatioX96} and its tick) and their geometric mean as the liquidity.
   */
  @Override
  public void describe(Pool pool, ObjectNode info) {
    BigInteger[] reserves = reserves(pool);
    info.put("poolReferenceIdentifier", pairAddress(pool).toChecksumHex());
    info.put("poolLiquidity", reserves[0].multiply(reserves[1]).sqrt().toString());
    if (reserves[0].signum() > 0 && reserves[1].signum() > 0) {
      info.put("sqrtRatioX96", reserves[1].shiftLeft(192).divide(reserves[0]).sqrt().toString());
      info.put("currentTick", Lp.tickAt(new BigDecimal(reserves[1]).divide(new BigDecimal(reserves[0]), MATH)));
    }
    info.put("tokenAReserves", reserves[0].toString());
    info.put("tokenBReserves", reserves[1].toString());
  }

  // --- The /lp endpoints' operations on the chain -------------------------------------------------

  @Override
  public ObjectNode create(LpCreateEndpoint.Params p, Pool pool, Chain described) {
    throw new IllegalStateException("/lp/create takes V3 and V4 only; V2 liquidity is /lp/create_classic");
  }

  /**
   * {@code addLiquidity} (or {@code addLiquidityETH}) of the real router, the dependent amount from the pair's
   * reserves on the chain; the router takes at most the amounts named, and mints the wallet the pair's LP tokens.
   */
  @Override
  public ObjectNode createClassic(LpCreateClassicEndpoint.Params p, Pool pool, Chain described) {
    Token a = Lp.token(engine, p.chainId, p.tokenA, "Pool not found");
    Token b = Lp.token(engine, p.chainId, p.tokenB, "Pool not found");
    Token independent = Addresses.normalize(p.independentToken).equals(a.key()) ? a : b;
    Token dependentToken = independent == a ? b : a;
    boolean independentIs0 = Lp.poolToken(engine, "V2", independent).key().equals(pool.token0().key());
    BigInteger[] amounts = deposit(pool, independentIs0, p.independentAmount);
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the pair's reserves on the chain need");
    }
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.tokenA, p.tokenB), false);
    String data = LpCreateClassicEndpoint.addLiquidity(pool, paid, amounts[0], amounts[1], p.slippage, p.wallet,
        Lp.deadline(engine, p.deadline));
    BigInteger value = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    ObjectNode transaction = transaction(p.wallet, data, value, ADD_GAS, p.urgency);
    ObjectNode response = Engine.object();
    response.set("independentToken", Lp.lpToken(independent, p.independentAmount));
    response.set("dependentToken", Lp.lpToken(dependentToken, dependent));
    return Lp.withTransaction(response, "create", transaction, p.simulate, Lp.gasLimit(transaction),
        p.urgency.fees(chain));
  }

  /** More liquidity in a pair the wallet holds LP tokens of, at the pair's reserves on the chain. */
  @Override
  public ObjectNode increase(LpIncreaseEndpoint.Params p) {
    Pool pool = heldPair(p.chainId, p.wallet, p.token0, p.token1);
    Token independent = Lp.poolToken(engine, "V2", Lp.token(engine, p.chainId, p.independentToken,
        "Position not found"));
    BigInteger[] amounts = deposit(pool, independent.key().equals(pool.token0().key()), p.independentAmount);
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.token0, p.token1), false);
    String data = LpCreateClassicEndpoint.addLiquidity(pool, paid, amounts[0], amounts[1], p.slippage, p.wallet,
        Lp.deadline(engine, p.deadline));
    BigInteger value = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    ObjectNode transaction = transaction(p.wallet, data, value, ADD_GAS, p.urgency);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], amounts[0], paid[1], amounts[1]), "increase", transaction,
        p.simulate, Lp.gasLimit(transaction), p.urgency.fees(chain));
  }

  /**
   * The router's {@code removeLiquidity} (or {@code removeLiquidityETH}, which unwraps the pair's WETH, when the
   * request names native ETH and not {@code withdrawAsWeth}) of the percentage of the wallet's LP tokens: the pair
   * pays that share of each token it holds (principal and the fees accrued into it), the response's amounts; the
   * minimums are those less the slippage. The router burns LP tokens it pulls from the wallet, so the pair must let
   * it ({@code /lp/check_approval} with {@code DECREASE}), else the transaction reverts.
   */
  @Override
  public ObjectNode decrease(LpDecreaseEndpoint.Params p, Chain described) {
    Pool pool = heldPair(p.chainId, p.wallet, p.token0, p.token1);
    Address pair = pairAddress(pool);
    BigInteger liquidity = EvmV3Positions.share(liquidityOf(pool, p.wallet), p.percentage);
    if (liquidity.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of the wallet's "
          + pool.token0().symbol() + "/" + pool.token1().symbol() + " LP tokens is nothing");
    }
    BigInteger supply = (BigInteger) node.call(pair, "(uint256)", "totalSupply()").get(0);
    BigInteger[] amounts = {
      liquidity.multiply(balanceOf(Address.of(pool.token0().address()), pair)).divide(supply),
      liquidity.multiply(balanceOf(Address.of(pool.token1().address()), pair)).divide(supply)
    };
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.token0, p.token1), p.asWeth);
    BigInteger deadline = BigInteger.valueOf(Lp.deadline(engine, p.deadline));
    String data;
    if (paid[0].isNative() || paid[1].isNative()) {
      boolean eth0 = paid[0].isNative();
      data = Calldata.call("removeLiquidityETH(address,uint256,uint256,uint256,address,uint256)",
          Addresses.of((eth0 ? pool.token1() : pool.token0()).address()), liquidity, minimums[eth0 ? 1 : 0],
          minimums[eth0 ? 0 : 1], Addresses.of(p.wallet), deadline);
    } else {
      data = Calldata.call("removeLiquidity(address,address,uint256,uint256,uint256,address,uint256)",
          Addresses.of(pool.token0().address()), Addresses.of(pool.token1().address()), liquidity, minimums[0],
          minimums[1], Addresses.of(p.wallet), deadline);
    }
    ObjectNode transaction = transaction(p.wallet, data, BigInteger.ZERO, REMOVE_GAS, p.urgency);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], amounts[0], paid[1], amounts[1]), "decrease", transaction,
        p.simulate, Lp.gasLimit(transaction), p.urgency.fees(chain));
  }

  @Override
  public ObjectNode claim(LpClaimFeesEndpoint.Params p, Chain described) {
    throw new IllegalStateException("V2 fees come back with /lp/decrease; /lp/claim_fees refuses V2");
  }

  /** The router's approvals: each token's, read from the token. */
  @Override
  public @Nullable ObjectNode depositApprovals(LpCheckApprovalEndpoint.Params p, Chain described,
      List<ObjectNode> transactions) {
    transactions.addAll(EvmV3Positions.approvals(engine, p, chain, router()));
    return null;
  }

  // --- Helpers ------------------------------------------------------------------------------------

  /** The pair of two named tokens in which {@code wallet} holds LP tokens; 404 when it holds none. */
  private Pool heldPair(long chainId, String wallet, String tokenA, String tokenB) {
    Token a = Lp.token(engine, chainId, tokenA, "Position not found");
    Token b = Lp.token(engine, chainId, tokenB, "Position not found");
    Pool pool = Lp.pool(engine, chainId, "V2", a, b).orElseThrow(Lp::positionNotFound);
    if (liquidityOf(pool, wallet).signum() == 0) {
      throw Lp.positionNotFound();
    }
    return pool;
  }

  /**
   * What a deposit of {@code amount} of one side takes of the other at the pair's reserves on the chain, rounded up
   * (the router takes the reserves' ratio rounded down, at most the amount named), in pool order.
   */
  private BigInteger[] deposit(Pool pool, boolean independentIs0, BigInteger amount) {
    BigInteger[] reserves = reserves(pool);
    if (reserves[0].signum() == 0 || reserves[1].signum() == 0) {
      throw ApiError.badRequest("the pair " + pairAddress(pool).toChecksumHex() + " holds no reserves on chain "
          + chain.id());
    }
    BigInteger other = independentIs0
        ? Lp.ceilDiv(amount.multiply(reserves[1]), reserves[0])
        : Lp.ceilDiv(amount.multiply(reserves[0]), reserves[1]);
    return independentIs0 ? new BigInteger[] {amount, other} : new BigInteger[] {other, amount};
  }

  private ObjectNode transaction(String from, String data, BigInteger value, BigInteger fallback,
      RequestedUrgency urgency) {
    return EvmV3Positions.transaction(node, chain, router(), from, data, value, fallback, urgency);
  }
}
