package io.tradingsdk.wallet;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Which block a read is made against: a named tag ({@link #LATEST}, {@link #PENDING}, {@link #SAFE}, {@link
 * #FINALIZED}, {@link #EARLIEST}) or a block number.
 */
public final class BlockTag {
  /** The most recent block. */
  public static final BlockTag LATEST = new BlockTag("latest");
  /** The pending state: the latest block plus the node's pending transactions (the next nonce to use). */
  public static final BlockTag PENDING = new BlockTag("pending");
  /** The most recent block the consensus layer calls safe. */
  public static final BlockTag SAFE = new BlockTag("safe");
  /** The most recent finalized block. */
  public static final BlockTag FINALIZED = new BlockTag("finalized");
  /** The genesis block. */
  public static final BlockTag EARLIEST = new BlockTag("earliest");

  private final String wire;

  private BlockTag(String wire) {
    this.wire = wire;
  }

  /**
   * The block of this number.
   *
   * @throws IllegalArgumentException when {@code number} is negative
   */
  public static BlockTag number(long number) {
    if (number < 0) {
      throw new IllegalArgumentException("block number: must be >= 0, was " + number);
    }
    return new BlockTag(RpcValues.quantity(number));
  }

  /** The parameter as JSON-RPC takes it: {@code "latest"} or a hex quantity such as {@code "0x1b4"}. */
  public String toRpcParam() {
    return wire;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof BlockTag && ((BlockTag) o).wire.equals(wire);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(wire);
  }

  @Override
  public String toString() {
    return wire;
  }
}
