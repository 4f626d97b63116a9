package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.evm.EvmChain;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;

/**
 * V3 positions on the EVM mode's real chain: what the {@code /lp/*} endpoints build for the deployed
 * NonfungiblePositionManager, from the state the chain holds. Allowances, a pool's price and a position
 * (liquidity, range, owner) are read by {@code eth_call}; nothing is kept in the simulated ledger, so
 * the contracts alone decide what a transaction does when the wallet sends it to the node.
 */
final class EvmV3Positions {
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
  private final EvmChain node;
  private final Chain chain;

  private EvmV3Positions(Engine engine, EvmChain node, Chain chain) {
    this.engine = engine;
    this.node = node;
    this.chain = chain;
  }

  /** The real chain's V3 positions when {@code chainId} runs on a node and the protocol is V3; else empty. */
  static java.util.Optional<EvmV3Positions> on(Engine engine, long chainId, String protocol) {
    if (!protocol.equals("V3")) {
      return java.util.Optional.empty();
    }
    return engine.evm(chainId).map(node -> new EvmV3Positions(engine, node, engine.servedChain(chainId)));
  }

  /** The deployed NonfungiblePositionManager: the spender of V3 approvals and the target of every call. */
  String manager() {
    return node.contracts().require("v3PositionManager").toChecksumHex();
  }

  // --- Reading the chain --------------------------------------------------------------------------

  /** The deployed pool of a simulated V3 pool; 404 when the deployment has none. */
  Address poolAddress(Pool pool) {
    return node.contracts().poolAddress(pool).orElseThrow(Lp::poolNotFound);
  }

  /** Whether {@code reference} names the pool: its simulated address or its address on the chain. */
  boolean names(Pool pool, String reference) {
    String named = Addresses.normalize(reference);
    return Addresses.normalize(pool.address()).equals(named)
        || poolAddress(pool).toLowerHex().equals(named);
  }

  /**
   * Overwrites a pool's description with its state on the chain: the deployed address, {@code slot0()}'s price and
   * tick, {@code liquidity()} and the tokens it holds.
   */
  void describe(Pool pool, ObjectNode info) {
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
    ObjectNode call = Engine.object();
    call.put("from", Addresses.normalize(owner));
    call.put("to", manager());
    call.put("data", collect(tokenId, owner));
    String result = node.request("eth_call", call, "latest").textValue();
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
  static ObjectNode transaction(EvmChain node, Chain chain, String to, String from, String data, BigInteger value,
      BigInteger fallback, RequestedUrgency urgency) {
    return Engine.transaction(to, from, data, value, chain.id(), urgency.gasLimit(gas(node, to, from, data, value,
        fallback)), urgency.fees(chain));
  }

  private static BigInteger gas(EvmChain node, String to, String from, String data, BigInteger value,
      BigInteger fallback) {
    ObjectNode call = Engine.object();
    call.put("from", Addresses.normalize(from));
    call.put("to", to);
    call.put("data", data);
    call.put("value", "0x" + value.toString(16));
    try {
      BigInteger estimate = new BigInteger(node.request("eth_estimateGas", call).textValue().substring(2), 16);
      return estimate.add(estimate.divide(BigInteger.valueOf(5)));
    } catch (RuntimeException wouldRevert) { // the wallet's send reports the revert with its reason
      return fallback;
    }
  }

  /** What a transaction's gas limit costs at the urgency's gas price: {@code simulateTransaction}'s {@code gasFee}. */
  String gasFee(ObjectNode transaction, RequestedUrgency urgency) {
    return new BigInteger(transaction.get("gasLimit").asText()).multiply(urgency.fees(chain).gasPrice).toString();
  }

  static BigInteger share(BigInteger amount, int percentage) {
    return amount.multiply(BigInteger.valueOf(percentage)).divide(HUNDRED);
  }
}
