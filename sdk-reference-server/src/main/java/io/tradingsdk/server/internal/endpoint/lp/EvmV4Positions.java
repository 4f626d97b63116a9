package io.tradingsdk.server.internal.endpoint.lp;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.evm.EvmChain;
import io.tradingsdk.server.internal.evm.V4PoolStorage;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
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
final class EvmV4Positions {
  /** {@code getPoolAndPositionInfo(tokenId)}: the PoolKey and the packed PositionInfo. */
  private static final String POOL_AND_POSITION = "(" + Calldata.POOL_KEY + ",uint256)";

  private final Engine engine;
  private final EvmChain node;
  private final Chain chain;

  private EvmV4Positions(Engine engine, EvmChain node, Chain chain) {
    this.engine = engine;
    this.node = node;
    this.chain = chain;
  }

  /** The real chain's V4 positions when {@code chainId} runs on a node and the protocol is V4; else empty. */
  static Optional<EvmV4Positions> on(Engine engine, long chainId, String protocol) {
    if (!protocol.equals("V4")) {
      return Optional.empty();
    }
    return engine.evm(chainId).map(node -> new EvmV4Positions(engine, node, engine.servedChain(chainId)));
  }

  /** The deployed PositionManager: Permit2's spender for V4 deposits and the target of every call. */
  String manager() {
    return node.contracts().require("v4PositionManager").toChecksumHex();
  }

  /** Permit2, which the tokens approve and which lets the manager pull them. */
  String permit2() {
    return chain.permit2();
  }

  /** The chain's clock: the latest block's timestamp, against which Permit2 checks expirations. */
  long chainTime() {
    return node.latestTimestamp();
  }

  /** Whether {@code reference} names the pool: its pool id. */
  static boolean names(Pool pool, String reference) {
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
    return V4PoolStorage.load(node, slots);
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
  void describe(Pool pool, ObjectNode info) {
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

  /** What a transaction's gas limit costs at the urgency's gas price: {@code simulateTransaction}'s {@code gasFee}. */
  String gasFee(ObjectNode transaction, RequestedUrgency urgency) {
    return new BigInteger(transaction.get("gasLimit").asText()).multiply(urgency.fees(chain).gasPrice).toString();
  }
}
