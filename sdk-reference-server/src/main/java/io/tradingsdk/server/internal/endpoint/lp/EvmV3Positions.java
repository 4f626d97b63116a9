package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.NodeContracts;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * V3 positions on the EVM mode's real chain: what the {@code /lp/*} endpoints build for the deployed
 * NonfungiblePositionManager, from the state the chain holds. Allowances, a pool's price and a position
 * (liquidity, range, owner) are read by {@code eth_call}; nothing is kept in the simulated ledger, so
 * the contracts alone decide what a transaction does when the wallet sends it to the node.
 */
final class EvmV3Positions implements LpPositions {
  static final String MINT =
      "mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))";
  static final String INCREASE = "increaseLiquidity((uint256,uint256,uint256,uint256,uint256,uint256))";
  static final String DECREASE = "decreaseLiquidity((uint256,uint128,uint256,uint256,uint256))";
  static final String COLLECT = "collect((uint256,address,uint128,uint128))";
  /** {@code positions(tokenId)}: nonce, operator, token0, token1, fee, tickLower, tickUpper, liquidity, ... */
  private static final String POSITION_FIELDS =
      "(uint96,address,address,address,uint24,int24,int24,uint128,uint256,uint256,uint128,uint128)";
  private static final String SLOT0 = "(uint160,int24,uint16,uint16,uint16,uint8,bool)";
  private static final BigInteger UINT128_MAX = BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);
  private static final BigDecimal Q96 = new BigDecimal(BigInteger.ONE.shiftLeft(96));
  private static final MathContext MATH = new MathContext(60, RoundingMode.HALF_EVEN);
  private static final BigInteger HUNDRED = BigInteger.valueOf(100);

  private final Engine engine;
  private final NodeContracts node;
  private final Chain chain;

  EvmV3Positions(Engine engine, NodeContracts node, Chain chain) {
    this.engine = engine;
    this.node = node;
    this.chain = chain;
  }

  /** The deployed NonfungiblePositionManager: the spender of V3 approvals and the target of every call. */
  String manager() {
    return node.require("v3PositionManager").toChecksumHex();
  }

  // --- Reading the chain --------------------------------------------------------------------------

  /** The deployed pool of a simulated V3 pool; 404 when the deployment has none. */
  Address poolAddress(Pool pool) {
    return node.poolAddress(pool).orElseThrow(Lp::poolNotFound);
  }

  /** Whether {@code reference} names the pool: its simulated address or its address on the chain. */
  @Override
  public boolean names(Pool pool, String reference) {
    String named = Addresses.normalize(reference);
    return Addresses.normalize(pool.address()).equals(named)
        || poolAddress(pool).toLowerHex().equals(named);
  }

  /**
   * Overwrites a pool's description with its state on the chain: the deployed address, {@code slot0()}'s price and
   * tick, {@code liquidity()} and the tokens it holds.
   */
  @Override
  public void describe(Pool pool, ObjectNode info) {
    Address address = poolAddress(pool);
    List<Object> slot0 = node.call(address, SLOT0, "slot0()");
    info.put("poolReferenceIdentifier", address.toChecksumHex());
    info.put("poolLiquidity", node.call(address, "(uint128)", "liquidity()").get(0).toString());
    info.put("sqrtRatioX96", slot0.get(0).toString());
    info.put("currentTick", ((BigInteger) slot0.get(1)).longValueExact());
    info.put("tokenAReserves", balanceOf(pool.token0(), address).toString());
    info.put("tokenBReserves", balanceOf(pool.token1(), address).toString());
  }

  private BigInteger balanceOf(Token token, Address holder) {
    return (BigInteger) node.call(Address.of(token.address()), "(uint256)", "balanceOf(address)", holder).get(0);
  }

  /** The pool's current {@code sqrtPriceX96}, from {@code slot0()}. */
  BigInteger sqrtPriceX96(Pool pool) {
    return (BigInteger) node.call(poolAddress(pool), SLOT0, "slot0()").get(0);
  }

  /** A position as the manager holds it, owned by {@code wallet}: 404 when it does not exist or is another's. */
  ChainPosition position(String tokenId, String wallet) {
    BigInteger id = new BigInteger(tokenId);
    // ownerOf reverts for a token never minted or burned ("ERC721: owner query for nonexistent token").
    Address owner = (Address) node.callUnlessReverted(Address.of(manager()), "(address)", "ownerOf(uint256)", id)
        .orElseThrow(Lp::positionNotFound).get(0);
    if (!owner.toLowerHex().equals(Addresses.normalize(wallet))) {
      throw Lp.positionNotFound();
    }
    List<Object> fields = node.call(Address.of(manager()), POSITION_FIELDS, "positions(uint256)", id);
    Token token0 = engine.market().token(chain.id(), ((Address) fields.get(2)).toLowerHex())
        .orElseThrow(Lp::positionNotFound);
    Token token1 = engine.market().token(chain.id(), ((Address) fields.get(3)).toLowerHex())
        .orElseThrow(Lp::positionNotFound);
    Pool pool = Lp.pool(engine, chain.id(), "V3", token0, token1)
        .filter(found -> found.fee() == ((BigInteger) fields.get(4)).intValueExact())
        .orElseThrow(Lp::positionNotFound);
    return new ChainPosition(id, pool, ((BigInteger) fields.get(5)).longValueExact(),
        ((BigInteger) fields.get(6)).longValueExact(), (BigInteger) fields.get(7));
  }

  // --- Range arithmetic at the chain's price ------------------------------------------------------

  /**
   * The amounts a range takes at the pool's price on the chain given one side, the other rounded up
   * (see {@link Lp#rangeAmounts}, which does the same at the simulated price).
   */
  BigInteger[] depositAmounts(Pool pool, long tickLower, long tickUpper, boolean independentIs0, BigInteger amount) {
    BigDecimal sp = new BigDecimal(sqrtPriceX96(pool)).divide(Q96, MATH);
    BigDecimal sa = Lp.priceAt(tickLower).sqrt(MATH);
    BigDecimal sb = Lp.priceAt(tickUpper).sqrt(MATH);
    if (sp.compareTo(sa) <= 0 || sp.compareTo(sb) >= 0) {
      boolean holds0 = sp.compareTo(sa) <= 0;
      if (holds0 != independentIs0) {
        throw ApiError.badRequest("\"independentToken.tokenAddress\" must be token" + (holds0 ? 0 : 1)
            + ": the range [" + tickLower + ", " + tickUpper + ") holds only token" + (holds0 ? 0 : 1)
            + " at the pool's current price on the chain");
      }
      return independentIs0 ? new BigInteger[] {amount, BigInteger.ZERO} : new BigInteger[] {BigInteger.ZERO, amount};
    }
    BigDecimal given = new BigDecimal(amount);
    if (independentIs0) {
      BigDecimal liquidity = given.multiply(sp).multiply(sb).divide(sb.subtract(sp), MATH);
      return new BigInteger[] {amount, ceil(liquidity.multiply(sp.subtract(sa), MATH))};
    }
    BigDecimal liquidity = given.divide(sp.subtract(sa), MATH);
    return new BigInteger[] {ceil(liquidity.multiply(sb.subtract(sp)).divide(sp.multiply(sb), MATH)), amount};
  }

  /** What withdrawing {@code liquidity} from a position pays at the chain's price, rounded down as the pool does. */
  BigInteger[] withdrawalAmounts(ChainPosition position, BigInteger liquidity) {
    BigDecimal sa = Lp.priceAt(position.tickLower).sqrt(MATH);
    BigDecimal sb = Lp.priceAt(position.tickUpper).sqrt(MATH);
    BigDecimal sp = new BigDecimal(sqrtPriceX96(position.pool)).divide(Q96, MATH).max(sa).min(sb);
    BigDecimal l = new BigDecimal(liquidity);
    BigDecimal amount0 = l.multiply(sb.subtract(sp)).divide(sp.multiply(sb), MATH);
    BigDecimal amount1 = l.multiply(sp.subtract(sa), MATH);
    return new BigInteger[] {floor(amount0), floor(amount1)};
  }

  private static BigInteger ceil(BigDecimal value) {
    return value.setScale(0, RoundingMode.CEILING).toBigIntegerExact();
  }

  private static BigInteger floor(BigDecimal value) {
    return value.setScale(0, RoundingMode.FLOOR).toBigIntegerExact();
  }

  // --- Calls --------------------------------------------------------------------------------------

  static String mint(Pool pool, long[] range, BigInteger[] amounts, BigInteger[] minimums, String recipient,
      long deadline) {
    return Hex.encode(Abi.encodeCall(MINT, List.of(Address.of(pool.token0().address()),
        Address.of(pool.token1().address()), pool.fee(), range[0], range[1], amounts[0], amounts[1], minimums[0],
        minimums[1], Address.of(recipient), deadline)));
  }

  static String increase(BigInteger tokenId, BigInteger[] amounts, BigInteger[] minimums, long deadline) {
    return Hex.encode(Abi.encodeCall(INCREASE, List.of(tokenId, amounts[0], amounts[1], minimums[0], minimums[1],
        deadline)));
  }

  /** {@code multicall([decreaseLiquidity, collect])}: the withdrawn tokens (and the fees owed) go to the wallet. */
  static String decreaseAndCollect(BigInteger tokenId, BigInteger liquidity, BigInteger[] minimums,
      BigInteger[] amounts, String recipient, long deadline) {
    String decrease = Hex.encode(Abi.encodeCall(DECREASE, List.of(tokenId, liquidity, minimums[0], minimums[1],
        deadline)));
    return Lp.multicall(List.of(decrease, collect(tokenId, recipient, amounts[0], amounts[1])));
  }

  /**
   * {@code multicall([decreaseLiquidity, collect, unwrapWETH9, sweepToken])}: the manager collects to itself (the
   * zero recipient, as the v3 SDK writes it), pays its WETH to the wallet as native ETH and sweeps the other token
   * there, each at least its minimum; nothing stays in the manager.
   */
  static String decreaseCollectAndUnwrap(BigInteger tokenId, BigInteger liquidity, BigInteger[] minimums,
      BigInteger[] amounts, boolean wethIsToken0, Token other, String recipient, long deadline) {
    String decrease = Hex.encode(Abi.encodeCall(DECREASE, List.of(tokenId, liquidity, minimums[0], minimums[1],
        deadline)));
    String unwrap = Hex.encode(Abi.encodeCall("unwrapWETH9(uint256,address)", minimums[wethIsToken0 ? 0 : 1],
        Address.of(recipient)));
    String sweep = Hex.encode(Abi.encodeCall("sweepToken(address,uint256,address)", Address.of(other.address()),
        minimums[wethIsToken0 ? 1 : 0], Address.of(recipient)));
    return Lp.multicall(List.of(decrease, collect(tokenId, Addresses.ZERO_ADDRESS, amounts[0], amounts[1]), unwrap,
        sweep));
  }

  /** {@code collect} of everything the position owes, to the wallet. */
  static String collect(BigInteger tokenId, String recipient) {
    return collect(tokenId, recipient, UINT128_MAX, UINT128_MAX);
  }

  /**
   * {@code collect} of at most {@code max0} and {@code max1}: after a decrease, its principal only, so the fees the
   * position is owed stay for {@code /lp/claim_fees} (the manager credits both to {@code tokensOwed}, and a collect
   * of everything would pay the fees with the principal).
   */
  static String collect(BigInteger tokenId, String recipient, BigInteger max0, BigInteger max1) {
    return Hex.encode(Abi.encodeCall(COLLECT, List.of(tokenId, Address.of(recipient), max0, max1)));
  }

  /**
   * What {@code collect} would pay the owner now: the manager's own answer, by an {@code eth_call} from the
   * owner (it settles the fees the pool accrued since the position was last touched).
   */
  BigInteger[] collectable(BigInteger tokenId, String owner) {
    String result = node.callFrom(owner, manager(), collect(tokenId, owner));
    List<Object> amounts = Abi.decode("(uint256,uint256)", Hex.decode(result, "collect result"));
    return new BigInteger[] {(BigInteger) amounts.get(0), (BigInteger) amounts.get(1)};
  }

  /**
   * A transaction to the manager, as the endpoints answer it. Its gas limit is the node's estimate with a fifth
   * more (a position's first fee settlement or a fresh tick costs more than a later call); {@code fallback} when the
   * node cannot estimate it now, as before the approvals it needs are mined.
   */
  ObjectNode transaction(String from, String data, BigInteger value, BigInteger fallback, RequestedUrgency urgency) {
    return transaction(node, chain, manager(), from, data, value, fallback, urgency);
  }

  /** The same transaction to any contract of the EVM mode's chain (the V4 PositionManager too). */
  static ObjectNode transaction(NodeContracts node, Chain chain, String to, String from, String data, BigInteger value,
      BigInteger fallback, RequestedUrgency urgency) {
    return Engine.transaction(to, from, data, value, chain.id(), urgency.gasLimit(gas(node, to, from, data, value,
        fallback)), urgency.fees(chain));
  }

  private static BigInteger gas(NodeContracts node, String to, String from, String data, BigInteger value,
      BigInteger fallback) {
    try {
      BigInteger estimate = node.estimateGas(from, to, data, value);
      return estimate.add(estimate.divide(BigInteger.valueOf(5)));
    } catch (RuntimeException wouldRevert) { // the wallet's send reports the revert with its reason
      return fallback;
    }
  }

  static BigInteger share(BigInteger amount, int percentage) {
    return amount.multiply(BigInteger.valueOf(percentage)).divide(HUNDRED);
  }

  // --- The /lp endpoints' operations on the chain -------------------------------------------------

  /**
   * A V3 position minted by the EVM mode's real NonfungiblePositionManager, at the pool's price on the chain. Native
   * ETH is paid as the call's value, wrapped by the manager, the rest refunded ({@code refundETH}).
   */
  @Override
  public ObjectNode create(LpCreateEndpoint.Params p, Pool pool, Chain chain) {
    long[] range = LpCreateEndpoint.range(p, pool.tickSpacing());
    Token independentToken = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.independentToken,
        "Pool not found"));
    boolean independentIs0 = pool.token0().key().equals(independentToken.key());
    BigInteger[] amounts = depositAmounts(pool, range[0], range[1], independentIs0, p.independentAmount);
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the range needs at the pool's price");
    }
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.tokenA, p.tokenB), false);
    BigInteger value = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    String mint = EvmV3Positions.mint(pool, range, amounts, minimums, p.wallet, Lp.deadline(engine, p.deadline));
    String data = value.signum() > 0 ? Lp.multicall(List.of(mint, Lp.refundEth())) : mint;
    ObjectNode response = Lp.tokensAnswer(paid[0], amounts[0], paid[1], amounts[1]);
    response.put("adjustedMinPrice", Lp.priceText(Lp.priceAt(range[0])));
    response.put("adjustedMaxPrice", Lp.priceText(Lp.priceAt(range[1])));
    response.put("tickLower", range[0]);
    response.put("tickUpper", range[1]);
    ObjectNode transaction = transaction(p.wallet, data, value, BigInteger.valueOf(600_000), p.urgency);
    return Lp.withTransaction(response, "create", transaction, p.simulate, Lp.gasLimit(transaction),
        p.urgency.fees(chain));
  }

  /** {@code increaseLiquidity} of a position on the EVM mode's chain, at the range's ratio at the chain's price. */
  @Override
  public ObjectNode increase(LpIncreaseEndpoint.Params p) {
    ChainPosition position = position(p.nftTokenId, p.wallet);
    Token named0 = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.token0, "Position not found"));
    Token named1 = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.token1, "Position not found"));
    Token[] pair = Lp.sorted(named0, named1);
    if (!pair[0].key().equals(position.pool.token0().key()) || !pair[1].key().equals(position.pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    Token independent = Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, p.independentToken,
        "Position not found"));
    BigInteger[] amounts = depositAmounts(position.pool, position.tickLower, position.tickUpper,
        independent.key().equals(pair[0].key()), p.independentAmount);
    Token[] paid = Lp.currencies(engine, pair[0], pair[1], Lp.namesNative(p.token0, p.token1), false);
    BigInteger value = Lp.nativeValue(paid[0], amounts[0], paid[1], amounts[1]);
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    String increase = EvmV3Positions.increase(position.tokenId, amounts, minimums, Lp.deadline(engine, p.deadline));
    String data = value.signum() > 0 ? Lp.multicall(List.of(increase, Lp.refundEth())) : increase;
    ObjectNode transaction = transaction(p.wallet, data, value, BigInteger.valueOf(400_000), p.urgency);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], amounts[0], paid[1], amounts[1]), "increase", transaction,
        p.simulate, Lp.gasLimit(transaction), p.urgency.fees(chain));
  }

  /**
   * A withdrawal from a position on the EVM mode's chain: the share of its liquidity on the chain, with minimums at
   * the chain's price less the slippage. {@code multicall([decreaseLiquidity, collect])} pays the withdrawn tokens
   * (the response's amounts; the fees owed stay for {@code /lp/claim_fees}) to the wallet in the pool's tokens; when the request names native ETH for the pool's WETH
   * (and not {@code withdrawAsWeth}), the manager collects to itself, unwraps its WETH to the wallet and sweeps the
   * other token there, as the simulated mode (and the v3 SDK) does.
   */
  @Override
  public ObjectNode decrease(LpDecreaseEndpoint.Params p, Chain described) {
    ChainPosition position = position(p.nftTokenId, p.wallet);
    Pool pool = position.pool;
    Token[] pair = Lp.sorted(namedPoolToken(p, p.token0), namedPoolToken(p, p.token1));
    if (!pair[0].key().equals(pool.token0().key()) || !pair[1].key().equals(pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    BigInteger liquidity = EvmV3Positions.share(position.liquidity, p.percentage);
    if (liquidity.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of position "
          + position.tokenId + " is nothing: it holds " + position.liquidity + " liquidity");
    }
    BigInteger[] amounts = withdrawalAmounts(position, liquidity);
    BigInteger[] minimums = {Slippage.minimum(amounts[0], p.slippage), Slippage.minimum(amounts[1], p.slippage)};
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), Lp.namesNative(p.token0, p.token1), p.asWeth);
    long deadline = Lp.deadline(engine, p.deadline);
    String data = paid[0].isNative() || paid[1].isNative()
        ? EvmV3Positions.decreaseCollectAndUnwrap(position.tokenId, liquidity, minimums, amounts, paid[0].isNative(),
            paid[0].isNative() ? pool.token1() : pool.token0(), p.wallet, deadline)
        : EvmV3Positions.decreaseAndCollect(position.tokenId, liquidity, minimums, amounts, p.wallet, deadline);
    ObjectNode transaction = transaction(p.wallet, data, BigInteger.ZERO, BigInteger.valueOf(400_000), p.urgency);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], amounts[0], paid[1], amounts[1]), "decrease", transaction,
        p.simulate, Lp.gasLimit(transaction), p.urgency.fees(chain));
  }

  /** The pool token a request's address names: native ETH stands for WETH in a V3 pool. */
  private Token namedPoolToken(LpDecreaseEndpoint.Params p, String address) {
    return Lp.poolToken(engine, p.protocol, Lp.token(engine, p.chainId, address, "Position not found"));
  }

  /** {@code collect} of all a position on the EVM mode's chain owes; the amounts are the manager's own answer. */
  @Override
  public ObjectNode claim(LpClaimFeesEndpoint.Params p, Chain described) {
    ChainPosition position = position(p.tokenId, p.wallet);
    BigInteger[] owed = collectable(position.tokenId, p.wallet);
    ObjectNode transaction = transaction(p.wallet, EvmV3Positions.collect(position.tokenId, p.wallet),
        BigInteger.ZERO, BigInteger.valueOf(250_000), RequestedUrgency.DEFAULT);
    return Lp.withTransaction(Lp.tokensAnswer(position.pool.token0(), owed[0], position.pool.token1(), owed[1]),
        "claim", transaction, p.simulate, Lp.gasLimit(transaction), RequestedUrgency.DEFAULT.fees(chain));
  }

  /** The V3 manager's approvals: each token's, read from the token. */
  @Override
  public ObjectNode depositApprovals(LpCheckApprovalEndpoint.Params p, Chain chain, List<ObjectNode> transactions) {
    transactions.addAll(approvals(engine, p, chain, manager()));
    return null;
  }

  /**
   * The approvals of {@code spender} (the V3 NonfungiblePositionManager, or Permit2 for V4) on the EVM mode's
   * chain: each token's allowance read from the token (a USDT-style token with a nonzero allowance is reset first,
   * as it requires).
   */
  static List<ObjectNode> approvals(Engine engine, LpCheckApprovalEndpoint.Params p, Chain chain, String spender) {
    List<ObjectNode> out = new ArrayList<>();
    RequestedUrgency.Fees fees = p.urgency.fees(chain);
    for (int i = 0; i < p.tokens.size(); i++) {
      Token token = Lp.token(engine, p.chainId, p.tokens.get(i), "Token allowance not found");
      if (token.isNative()) {
        continue; // paid as the call's value
      }
      BigInteger current = engine.allowance(p.chainId, p.wallet, token.address(), spender);
      if (current.compareTo(p.amounts.get(i)) >= 0) {
        continue;
      }
      if (token.resetsAllowance() && current.signum() > 0) {
        out.add(Lp.approvalTransaction(Engine.transaction(token.address(), p.wallet,
            Calldata.approve(spender, BigInteger.ZERO), BigInteger.ZERO, p.chainId, Lp.RESET_GAS, fees),
            true, p.action, p.gasInfo ? Lp.RESET_GAS.multiply(fees.gasPrice) : null));
      }
      out.add(Lp.approvalTransaction(Engine.transaction(token.address(), p.wallet,
          Calldata.approve(spender, Engine.MAX_UINT256), BigInteger.ZERO, p.chainId,
          p.urgency.gasLimit(Lp.APPROVE_GAS), fees), false, p.action,
          p.gasInfo ? Lp.APPROVE_GAS.multiply(fees.gasPrice) : null));
    }
    return out;
  }
}
