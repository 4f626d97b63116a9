package io.tradingsdk.models;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A chain identifier, a JSON number on the wire. The set is open: any positive id parses.
 *
 * <p>Constants name the chains the spec lists; use {@link #of(long)} for any other.
 */
public final class ChainId implements Comparable<ChainId> {
  public static final ChainId MAINNET = new ChainId(1);
  public static final ChainId OPTIMISM = new ChainId(10);
  public static final ChainId BNB = new ChainId(56);
  public static final ChainId UNICHAIN = new ChainId(130);
  public static final ChainId POLYGON = new ChainId(137);
  public static final ChainId MONAD = new ChainId(143);
  public static final ChainId XLAYER = new ChainId(196);
  public static final ChainId ZKSYNC = new ChainId(324);
  public static final ChainId WORLDCHAIN = new ChainId(480);
  public static final ChainId SONEIUM = new ChainId(1868);
  public static final ChainId BASE = new ChainId(8453);
  public static final ChainId ARBITRUM = new ChainId(42161);
  public static final ChainId CELO = new ChainId(42220);
  public static final ChainId AVALANCHE = new ChainId(43114);
  public static final ChainId LINEA = new ChainId(59144);
  public static final ChainId BLAST = new ChainId(81457);
  public static final ChainId ZORA = new ChainId(7777777);
  public static final ChainId UNICHAIN_SEPOLIA = new ChainId(1301);
  public static final ChainId BASE_SEPOLIA = new ChainId(84532);
  public static final ChainId SEPOLIA = new ChainId(11155111);

  private final long id;

  private ChainId(long id) {
    this.id = id;
  }

  /** The chain with this numeric id. */
  @JsonCreator
  public static ChainId of(long id) {
    return new ChainId(id);
  }

  /** The numeric id, as sent on the wire. */
  @JsonValue
  public long id() {
    return id;
  }

  @Override
  public int compareTo(ChainId other) {
    return Long.compare(id, other.id);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ChainId && ((ChainId) other).id == id;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(id);
  }

  @Override
  public String toString() {
    return Long.toString(id);
  }
}
