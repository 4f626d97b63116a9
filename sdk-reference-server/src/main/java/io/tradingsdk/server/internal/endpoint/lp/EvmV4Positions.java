package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.NodeContracts;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.chain.V4Actions;
import io.tradingsdk.server.internal.chain.V4PoolStorage;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Slippage;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * V4 positions on the EVM mode's real chain: what the {@code /lp/*} endpoints build for the deployed V4
 * PositionManager (v4-periphery 1.0.3), from the state the chain holds. Nothing is kept in the simulated ledger.
 *
 * <p>Pool and position state is read from the PoolManager by {@code extsload} of the storage slots v4-core's {@code
 * StateLibrary} documents (pools at slot 6, then slot0, fee growth, liquidity, ticks and positions at fixed offsets
 * of a pool's state). That is exactly what the periphery's StateView lens reads; the deployment has no StateView, and
 * adding one would change the dumped chain state for no other gain. The amounts and fees the endpoints answer come
 * from the contracts' own integer arithmetic ({@link LiquidityMath}) on that state, so they are what the chain then
 * moves, to the unit.
 */
final class EvmV4Positions implements LpPositions {
  /** {@code getPoolAndPositionInfo(tokenId)}: the PoolKey and the packed PositionInfo. */
  private static final String POOL_AND_POSITION = "(" + Calldata.POOL_KEY + ",uint256)";

  private final Engine engine;
  private final NodeContracts node;
  private final Chain chain;
  private final long chainId;

  EvmV4Positions(Engine engine, NodeContracts node, Chain chain) {
    this.engine = engine;
    this.node = node;
    this.chain = chain;
    this.chainId = chain.id();
  }

  /** The deployed PositionManager: Permit2's spender for V4 deposits and the target of every call. */
  String manager() {
    return node.require("v4PositionManager").toChecksumHex();
  }

  /** Permit2, which the tokens approve and which lets the manager pull them. */
  String permit2() {
    return chain.permit2();
  }

  /** The chain's clock: the latest block's timestamp, against which Permit2 checks expirations. */
  long chainTime() {
    return engine.backend(chainId).nowSeconds();
  }

  /** Whether {@code reference} names the pool: its pool id. */
  @Override
  public boolean names(Pool pool, String reference) {
    return Addresses.normalize(pool.address()).equals(Addresses.normalize(reference));
  }

  // --- Pool state by extsload ---------------------------------------------------------------------

  /** A pool's {@code slot0}: price and tick. */
  static final class Slot0 {
    final BigInteger sqrtPriceX96;
    final long tick;

    Slot0(BigInteger sqrtPriceX96, long tick) {
      this.sqrtPriceX96 = sqrtPriceX96;
      this.tick = tick;
    }
  }

  private static BigInteger stateSlot(Pool pool) {
    return V4PoolStorage.stateSlot(pool.address()); // a V4 pool's address is its id
  }

  private List<BigInteger> load(BigInteger... slots) {
    return node.extsload(slots);
  }

  /** The pool's {@code slot0}; 404 when the PoolManager never initialised it. */
  Slot0 slot0(Pool pool) {
    return slot0(load(stateSlot(pool)).get(0));
  }

  private static Slot0 slot0(BigInteger packed) {
    BigInteger sqrtPrice = V4PoolStorage.sqrtPriceX96(packed);
    if (sqrtPrice.signum() == 0) {
      throw Lp.poolNotFound();
    }
    return new Slot0(sqrtPrice, V4PoolStorage.tick(packed));
  }

  /**
   * Overwrites a pool's description with its state on the chain: {@code slot0}'s price and tick and the active
   * liquidity. A V4 pool keeps no balance of its own (the PoolManager holds every pool's tokens), so its reserves are
   * what the active liquidity amounts to at the current price, {@code L / sqrtP} and {@code L * sqrtP}.
   */
  @Override
  public void describe(Pool pool, ObjectNode info) {
    BigInteger state = stateSlot(pool);
    List<BigInteger> words = load(state, state.add(BigInteger.valueOf(V4PoolStorage.LIQUIDITY_OFFSET)));
    Slot0 slot0 = slot0(words.get(0));
    BigInteger liquidity = V4PoolStorage.liquidity(words.get(1));
    info.put("poolLiquidity", liquidity.toString());
    info.put("sqrtRatioX96", slot0.sqrtPriceX96.toString());
    info.put("currentTick", slot0.tick);
    info.put("tokenAReserves", liquidity.shiftLeft(96).divide(slot0.sqrtPriceX96).toString());
    info.put("tokenBReserves", liquidity.multiply(slot0.sqrtPriceX96).shiftRight(96).toString());
  }

  // --- Positions ----------------------------------------------------------------------------------

  /**
   * A position as the manager holds it, owned by {@code wallet}: {@code ownerOf}, {@code getPoolAndPositionInfo} and
   * {@code getPositionLiquidity}. 404 when it was never minted, was burnt, is another's, or is in a pool the server
   * does not know.
   */
  ChainPosition position(String tokenId, String wallet) {
    BigInteger id = new BigInteger(tokenId);
    Address manager = Address.of(manager());
    // ownerOf reverts ("NOT_MINTED") for a token never minted or burnt.
    Address owner = (Address) node.callUnlessReverted(manager, "(address)", "ownerOf(uint256)", id)
        .orElseThrow(Lp::positionNotFound).get(0);
    if (!owner.toLowerHex().equals(Addresses.normalize(wallet))) {
      throw Lp.positionNotFound();
    }
    List<Object> read = node.call(manager, POOL_AND_POSITION, "getPoolAndPositionInfo(uint256)", id);
    String poolId = Hex.encode(Keccak.hash(Abi.encode("(" + Calldata.POOL_KEY + ")", read.get(0))));
    Pool pool = engine.market().pools(chain.id()).stream()
        .filter(candidate -> candidate.protocol().equals("V4") && names(candidate, poolId))
        .findFirst().orElseThrow(Lp::positionNotFound);
    // PositionInfo: | 200 bits poolId | 24 bits tickUpper | 24 bits tickLower | 8 bits hasSubscriber |
    BigInteger info = (BigInteger) read.get(1);
    BigInteger liquidity = (BigInteger) node.call(manager, "(uint128)", "getPositionLiquidity(uint256)", id).get(0);
    return new ChainPosition(id, pool, V4PoolStorage.signed24(info.shiftRight(8)),
        V4PoolStorage.signed24(info.shiftRight(32)), liquidity);
  }

  /**
   * The fees the position has earned and not yet taken: what the next modification of its liquidity settles
   * ({@code Position.update}), from the PoolManager's fee growth inside the range ({@code
   * StateLibrary.getFeeGrowthInside}) and the position's last snapshot of it.
   */
  BigInteger[] feesOwed(ChainPosition position) {
    BigInteger state = stateSlot(position.pool);
    BigInteger lower = tickSlot(state, position.tickLower);
    BigInteger upper = tickSlot(state, position.tickUpper);
    BigInteger slot = positionSlot(state, position);
    List<BigInteger> w = load(state, state.add(BigInteger.valueOf(V4PoolStorage.FEE_GROWTH_GLOBAL0_OFFSET)),
        state.add(BigInteger.valueOf(V4PoolStorage.FEE_GROWTH_GLOBAL0_OFFSET + 1)), lower.add(BigInteger.ONE),
        lower.add(BigInteger.TWO), upper.add(BigInteger.ONE), upper.add(BigInteger.TWO), slot,
        slot.add(BigInteger.ONE), slot.add(BigInteger.TWO));
    long tick = slot0(w.get(0)).tick;
    BigInteger liquidity = w.get(7);
    BigInteger[] owed = new BigInteger[2];
    for (int i = 0; i < 2; i++) {
      BigInteger global = w.get(1 + i);
      BigInteger lowerOutside = w.get(3 + i);
      BigInteger upperOutside = w.get(5 + i);
      BigInteger inside;
      if (tick < position.tickLower) {
        inside = LiquidityMath.wrappingSub(lowerOutside, upperOutside);
      } else if (tick >= position.tickUpper) {
        inside = LiquidityMath.wrappingSub(upperOutside, lowerOutside);
      } else {
        inside = LiquidityMath.wrappingSub(LiquidityMath.wrappingSub(global, lowerOutside), upperOutside);
      }
      owed[i] = LiquidityMath.feesOwed(inside, w.get(8 + i), liquidity);
    }
    return owed;
  }

  /** {@code pools[id].ticks[tick]}: liquidity word, then fee growth outside 0 and 1. */
  private static BigInteger tickSlot(BigInteger state, long tick) {
    BigInteger ticks = state.add(BigInteger.valueOf(V4PoolStorage.TICKS_OFFSET));
    return word(Keccak.hash(Abi.encode("(int256,uint256)", tick, ticks)));
  }

  /**
   * {@code pools[id].positions[key]}, the key {@code keccak256(abi.encodePacked(owner, tickLower, tickUpper, salt))}:
   * the PositionManager owns every position, salted with its token id.
   */
  private BigInteger positionSlot(BigInteger state, ChainPosition position) {
    byte[] packed = new byte[20 + 3 + 3 + 32];
    System.arraycopy(Address.of(manager()).toBytes(), 0, packed, 0, 20);
    put24(packed, 20, position.tickLower);
    put24(packed, 23, position.tickUpper);
    System.arraycopy(Abi.encode("(uint256)", position.tokenId), 0, packed, 26, 32);
    byte[] key = Keccak.hash(packed);
    BigInteger positions = state.add(BigInteger.valueOf(V4PoolStorage.POSITIONS_OFFSET));
    return word(Keccak.hash(Abi.encode("(bytes32,uint256)", key, positions)));
  }

  private static void put24(byte[] out, int at, long value) {
    out[at] = (byte) (value >> 16);
    out[at + 1] = (byte) (value >> 8);
    out[at + 2] = (byte) value;
  }

  private static BigInteger word(byte[] bytes) {
    return new BigInteger(1, bytes);
  }

  // --- Amounts ------------------------------------------------------------------------------------

  /** A deposit: the liquidity it adds and the amounts the pool takes for it (rounded up, as the pool does). */
  static final class Deposit {
    final BigInteger liquidity;
    final BigInteger[] amounts;

    Deposit(BigInteger liquidity, BigInteger[] amounts) {
      this.liquidity = liquidity;
      this.amounts = amounts;
    }
  }

  /**
   * The liquidity a range gets for {@code amount} of one token at the pool's price on the chain ({@code
   * LiquidityAmounts}), and what the pool takes of each token for it.
   *
   * @throws ApiError 400 when the range holds only the other token at the current price, or the amount buys no
   *     liquidity
   */
  Deposit deposit(Pool pool, long tickLower, long tickUpper, boolean independentIs0, BigInteger amount) {
    Slot0 slot0 = slot0(pool);
    BigInteger lower = LiquidityMath.sqrtPriceAtTick(tickLower);
    BigInteger upper = LiquidityMath.sqrtPriceAtTick(tickUpper);
    boolean below = slot0.tick < tickLower;
    boolean above = slot0.tick >= tickUpper;
    if ((below && !independentIs0) || (above && independentIs0)) {
      int holds = below ? 0 : 1;
      throw ApiError.badRequest("\"independentToken.tokenAddress\" must be token" + holds + ": the range ["
          + tickLower + ", " + tickUpper + ") holds only token" + holds + " at the pool's current tick on the chain, "
          + slot0.tick);
    }
    BigInteger liquidity;
    if (independentIs0) {
      liquidity = LiquidityMath.liquidityForAmount0(below ? lower : slot0.sqrtPriceX96, upper, amount);
    } else {
      liquidity = LiquidityMath.liquidityForAmount1(lower, above ? upper : slot0.sqrtPriceX96, amount);
    }
    if (liquidity.signum() == 0) {
      throw ApiError.badRequest("\"independentToken.amount\" " + amount + " is too small to add any liquidity to the"
          + " range [" + tickLower + ", " + tickUpper + ")");
    }
    return new Deposit(liquidity,
        LiquidityMath.amounts(slot0.tick, slot0.sqrtPriceX96, tickLower, tickUpper, liquidity, true));
  }

  /** What removing {@code liquidity} from a position pays at the chain's price, rounded down as the pool does. */
  BigInteger[] withdrawal(ChainPosition position, BigInteger liquidity) {
    Slot0 slot0 = slot0(position.pool);
    return LiquidityMath.amounts(slot0.tick, slot0.sqrtPriceX96, position.tickLower, position.tickUpper, liquidity,
        false);
  }

  // --- Calls --------------------------------------------------------------------------------------

  /** INCREASE_LIQUIDITY's or DECREASE_LIQUIDITY's parameters: tokenId, liquidity, two amount limits, hookData. */
  static byte[] modifyParams(BigInteger tokenId, BigInteger liquidity, BigInteger[] limits) {
    return Abi.encode("(uint256,uint256,uint128,uint128,bytes)", tokenId, liquidity, limits[0], limits[1],
        new byte[0]);
  }

  /**
   * A transaction to the manager, as the endpoints answer it, its gas limit the node's estimate with a fifth more
   * ({@code fallback} when the node cannot estimate it now, as before the approvals it needs are mined).
   */
  ObjectNode transaction(String from, String data, BigInteger value, BigInteger fallback, RequestedUrgency urgency) {
    return EvmV3Positions.transaction(node, chain, manager(), from, data, value, fallback, urgency);
  }

  // --- The /lp endpoints' operations on the chain -------------------------------------------------

  /**
   * A V4 position minted by the EVM mode's real PositionManager: {@code modifyLiquidities} of MINT_POSITION (the
   * liquidity the independent amount buys at the pool's price on the chain, each side capped by the slippage) and
   * SETTLE_PAIR, which pulls the tokens through Permit2; native ETH is paid as the value, and SWEEP returns what
   * settling left. A signed {@code batchPermitData} goes first in a {@code multicall}, so Permit2 checks it there.
   */
  @Override
  public ObjectNode create(LpCreateEndpoint.Params p, Pool pool, Chain chain) {
    long[] range = LpCreateEndpoint.range(p, pool.tickSpacing());
    Token independent = Lp.token(engine, p.chainId, p.independentToken, "Pool not found");
    boolean independentIs0 = pool.token0().key().equals(independent.key());
    EvmV4Positions.Deposit deposit = deposit(pool, range[0], range[1], independentIs0, p.independentAmount);
    BigInteger[] amounts = deposit.amounts;
    BigInteger dependent = independentIs0 ? amounts[1] : amounts[0];
    if (p.dependentMaximum != null && dependent.compareTo(p.dependentMaximum) > 0) {
      throw ApiError.badRequest("\"dependentToken.amount\" " + p.dependentMaximum + " is below the " + dependent
          + " the range needs at the pool's price");
    }
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "batchPermitData", chain, p.wallet,
        manager());
    permit.ifPresent(signed -> signed.checkDeposit(pool.token0(), amounts[0], pool.token1(), amounts[1],
        engine.nowSeconds()));
    BigInteger[] maximums = {Slippage.maximum(amounts[0], p.slippage), Slippage.maximum(amounts[1], p.slippage)};
    BigInteger value = Lp.nativeValue(pool.token0(), maximums[0], pool.token1(), maximums[1]);
    byte[] mint = Lp.v4MintParams(pool, range, deposit.liquidity, maximums, p.wallet);
    String data = Lp.withPermit(permit, p.wallet, Lp.v4Deposit(V4Actions.MINT_POSITION, mint, pool.token0(),
        pool.token1(), p.wallet, Lp.deadline(engine, p.deadline)));
    ObjectNode response = Lp.tokensAnswer(pool.token0(), amounts[0], pool.token1(), amounts[1]);
    response.put("adjustedMinPrice", Lp.priceText(Lp.priceAt(range[0])));
    response.put("adjustedMaxPrice", Lp.priceText(Lp.priceAt(range[1])));
    response.put("tickLower", range[0]);
    response.put("tickUpper", range[1]);
    ObjectNode transaction = transaction(p.wallet, data, value, BigInteger.valueOf(700_000), p.urgency);
    return Lp.withTransaction(response, "create", transaction, p.simulate, Lp.gasLimit(transaction),
        p.urgency.fees(chain));
  }

  /**
   * INCREASE_LIQUIDITY of a V4 position on the EVM mode's chain, at the range's ratio at the chain's price. The
   * increase also settles the fees the position earned, which pay part of the deposit: when it owes any, each
   * currency is closed (paid or taken, whichever it ends with) rather than settled as a pair. The response names the
   * amounts the liquidity takes; the wallet pays them less the fees it is owed.
   */
  @Override
  public ObjectNode increase(LpIncreaseEndpoint.Params p) {
    ChainPosition position = position(p.nftTokenId, p.wallet);
    Pool pool = position.pool;
    Token[] pair = Lp.sorted(Lp.token(engine, p.chainId, p.token0, "Position not found"),
        Lp.token(engine, p.chainId, p.token1, "Position not found"));
    if (!pair[0].key().equals(pool.token0().key()) || !pair[1].key().equals(pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    Chain chain = engine.servedChain(p.chainId);
    Optional<Lp.SignedPermit> permit = Lp.signedPermit(engine, p.body, "v4BatchPermitData", chain, p.wallet,
        manager());
    boolean independentIs0 = Lp.token(engine, p.chainId, p.independentToken, "Position not found").key()
        .equals(pool.token0().key());
    EvmV4Positions.Deposit deposit = deposit(pool, position.tickLower, position.tickUpper, independentIs0,
        p.independentAmount);
    BigInteger[] amounts = deposit.amounts;
    permit.ifPresent(signed -> signed.checkDeposit(pool.token0(), amounts[0], pool.token1(), amounts[1],
        engine.nowSeconds()));
    BigInteger[] maximums = {Slippage.maximum(amounts[0], p.slippage), Slippage.maximum(amounts[1], p.slippage)};
    BigInteger[] owed = feesOwed(position);
    boolean netsFees = owed[0].signum() > 0 || owed[1].signum() > 0;
    byte[] params = EvmV4Positions.modifyParams(position.tokenId, deposit.liquidity, maximums);
    String data = Lp.withPermit(permit, p.wallet, Lp.v4Deposit(V4Actions.INCREASE_LIQUIDITY, params, pool.token0(),
        pool.token1(), p.wallet, Lp.deadline(engine, p.deadline), netsFees));
    BigInteger value = Lp.nativeValue(pool.token0(), maximums[0], pool.token1(), maximums[1]);
    ObjectNode transaction = transaction(p.wallet, data, value, BigInteger.valueOf(400_000), p.urgency);
    return Lp.withTransaction(Lp.tokensAnswer(pool.token0(), amounts[0], pool.token1(), amounts[1]), "increase",
        transaction, p.simulate, Lp.gasLimit(transaction), p.urgency.fees(chain));
  }
  /**
   * DECREASE_LIQUIDITY of a V4 position on the EVM mode's chain, then TAKE_PAIR to the wallet. The PoolManager
   * settles the position's fees with any change of its liquidity, so the wallet receives the principal (its minimums
   * the slippage below it) and the fees owed, both as the response's amounts.
   */
  @Override
  public ObjectNode decrease(LpDecreaseEndpoint.Params p, Chain described) {
    ChainPosition position = position(p.nftTokenId, p.wallet);
    Pool pool = position.pool;
    Token[] pair = Lp.sorted(Lp.token(engine, p.chainId, p.token0, "Position not found"),
        Lp.token(engine, p.chainId, p.token1, "Position not found"));
    if (!pair[0].key().equals(pool.token0().key()) || !pair[1].key().equals(pool.token1().key())) {
      throw Lp.positionNotFound();
    }
    BigInteger liquidity = EvmV3Positions.share(position.liquidity, p.percentage); // the same floor of a percentage
    if (liquidity.signum() == 0) {
      throw ApiError.badRequest("\"liquidityPercentageToDecrease\" " + p.percentage + " of position "
          + position.tokenId + " is nothing: it holds " + position.liquidity + " liquidity");
    }
    BigInteger[] principal = withdrawal(position, liquidity);
    BigInteger[] owed = feesOwed(position);
    BigInteger[] minimums = {Slippage.minimum(principal[0], p.slippage), Slippage.minimum(principal[1], p.slippage)};
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), false, p.asWeth);
    String data = Lp.v4Withdrawal(EvmV4Positions.modifyParams(position.tokenId, liquidity, minimums), pool.token0(),
        pool.token1(), paid, p.wallet, Lp.deadline(engine, p.deadline));
    ObjectNode transaction = transaction(p.wallet, data, BigInteger.ZERO, BigInteger.valueOf(400_000), p.urgency);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], principal[0].add(owed[0]), paid[1], principal[1].add(owed[1])),
        "decrease", transaction, p.simulate, Lp.gasLimit(transaction), p.urgency.fees(chain));
  }
  /**
   * The fees of a V4 position on the EVM mode's chain: DECREASE_LIQUIDITY of zero, which settles them, and
   * TAKE_PAIR to the wallet; the amounts are what the PoolManager's fee growth says the position is owed.
   */
  @Override
  public ObjectNode claim(LpClaimFeesEndpoint.Params p, Chain described) {
    ChainPosition position = position(p.tokenId, p.wallet);
    if (position.liquidity.signum() == 0) {
      // the PositionManager reverts a zero decrease of it: CannotUpdateEmptyPosition()
      throw LpClaimFeesEndpoint.emptiedV4(p.tokenId);
    }
    Pool pool = position.pool;
    BigInteger[] owed = feesOwed(position);
    Token[] paid = Lp.currencies(engine, pool.token0(), pool.token1(), false, p.asWeth);
    BigInteger[] none = {BigInteger.ZERO, BigInteger.ZERO};
    String data = Lp.v4Withdrawal(EvmV4Positions.modifyParams(position.tokenId, BigInteger.ZERO, none),
        pool.token0(), pool.token1(), paid, p.wallet, Lp.deadline(engine, null));
    ObjectNode transaction = transaction(p.wallet, data, BigInteger.ZERO, BigInteger.valueOf(250_000),
        RequestedUrgency.DEFAULT);
    return Lp.withTransaction(Lp.tokensAnswer(paid[0], owed[0], paid[1], owed[1]), "claim", transaction, p.simulate,
        Lp.gasLimit(transaction), RequestedUrgency.DEFAULT.fees(chain));
  }
  /**
   * V4 on the EVM mode's chain: each token's approval of Permit2, read from the token, then Permit2's allowance for
   * the deployed PositionManager, read from Permit2 (amount, expiration at the chain's time, and the nonce a new
   * permit must carry).
   */
  @Override
  public ObjectNode depositApprovals(LpCheckApprovalEndpoint.Params p, Chain chain, List<ObjectNode> transactions) {
    transactions.addAll(EvmV3Positions.approvals(engine, p, chain, permit2()));
    List<Lp.PermitDetail> permits = new ArrayList<>();
    long now = chainTime();
    for (int i = 0; i < p.tokens.size(); i++) {
      Token token = Lp.token(engine, p.chainId, p.tokens.get(i), "Token allowance not found");
      if (token.isNative()) {
        continue;
      }
      Ledger.Permit2Allowance allowance =
          engine.permit2Allowance(p.chainId, p.wallet, token.address(), manager());
      if (allowance.amount.compareTo(p.amounts.get(i)) < 0 || allowance.expiration <= now) {
        permits.add(new Lp.PermitDetail(token.address(), Engine.MAX_UINT160, now + Engine.PERMIT_EXPIRATION_SECONDS,
            allowance.nonce));
      }
    }
    return LpCheckApprovalEndpoint.permits(p, chain, permits, manager(), now, transactions);
  }
}
