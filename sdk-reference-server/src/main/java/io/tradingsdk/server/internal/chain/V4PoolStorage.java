package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A V4 pool's state in the PoolManager's storage, at the slots v4-core's {@code StateLibrary} documents and reads
 * through {@code extsload}: the pools mapping at slot 6, then, from a pool's state slot, {@code slot0} (price in the
 * low 160 bits, the signed 24-bit tick above it), the fee growths, the active liquidity, the ticks and the positions
 * at fixed offsets. The periphery's StateView lens reads the same slots; the deployment has none, and reading them
 * directly needs no change to the dumped chain state.
 */
public final class V4PoolStorage {
  /** {@code feeGrowthGlobal0X128}; {@code feeGrowthGlobal1X128} is the next word. */
  public static final int FEE_GROWTH_GLOBAL0_OFFSET = 1;
  /** The active liquidity ({@code uint128}). */
  public static final int LIQUIDITY_OFFSET = 3;
  /** {@code mapping(int24 => TickInfo) ticks}. */
  public static final int TICKS_OFFSET = 4;
  /** {@code mapping(bytes32 => Position.State) positions}. */
  public static final int POSITIONS_OFFSET = 6;
  /** {@code StateLibrary.POOLS_SLOT}: {@code mapping(PoolId => Pool.State) pools}. */
  private static final BigInteger POOLS_SLOT = BigInteger.valueOf(6);
  private static final BigInteger MASK_160 = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);
  private static final BigInteger MASK_128 = BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE);
  /** The PoolManager's {@code extsload(bytes32[])}, and what it returns. */
  public static final String EXTSLOAD = "extsload(bytes32[])";

  public static final String EXTSLOAD_RETURNS = "(bytes32[])";

  private V4PoolStorage() {}

  /** The pool's state slot, {@code keccak256(poolId ‖ POOLS_SLOT)}; a pool's {@code slot0} is stored there. */
  public static BigInteger stateSlot(String poolId) {
    return new BigInteger(1, Keccak.hash(Abi.encode("(bytes32,uint256)", Hex.decode(poolId, "pool id"), POOLS_SLOT)));
  }

  /** {@code slot0}'s price, {@code sqrtPriceX96}; zero for a pool the PoolManager never initialised. */
  public static BigInteger sqrtPriceX96(BigInteger slot0) {
    return slot0.and(MASK_160);
  }

  /** {@code slot0}'s current tick. */
  public static long tick(BigInteger slot0) {
    return signed24(slot0.shiftRight(160));
  }

  /** The liquidity word's {@code uint128}. */
  public static BigInteger liquidity(BigInteger word) {
    return word.and(MASK_128);
  }

  /** The low 24 bits as a signed {@code int24}. */
  public static long signed24(BigInteger bits) {
    long value = bits.and(BigInteger.valueOf(0xFFFFFF)).longValueExact();
    return value >= 0x800000 ? value - 0x1000000 : value;
  }

  /**
   * The words at the slots, by one {@code extsload(bytes32[])}: {@code extsload} calls the PoolManager with the
   * encoded keys and answers the decoded result.
   */
  @SuppressWarnings("unchecked") // a bytes32[] decodes as a List of byte[]
  public static List<BigInteger> load(Function<List<Object>, List<Object>> extsload, BigInteger... slots) {
    List<Object> keys = new ArrayList<>();
    for (BigInteger slot : slots) {
      keys.add(Abi.encode("(uint256)", slot));
    }
    List<BigInteger> out = new ArrayList<>();
    ((List<Object>) extsload.apply(keys).get(0)).forEach(word -> out.add(new BigInteger(1, (byte[]) word)));
    return out;
  }
}
