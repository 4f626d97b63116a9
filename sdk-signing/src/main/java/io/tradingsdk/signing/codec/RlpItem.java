package io.tradingsdk.signing.codec;

import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.RlpException.BrokenRule;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One RLP item: a byte string or a list of items. Immutable. Build a tree with {@link #string(byte[])}, {@link
 * #uint(BigInteger)} and {@link #list(List)} and encode it with {@link Rlp#encode(RlpItem)}; {@link
 * Rlp#decode(byte[])} gives one back.
 *
 * <p>The typed readers ({@link #asUint(String, int)}, {@link #asLong(String)}, {@link #asBytes(String)}, {@link
 * #asList(String)}) check the kind and the canonical form and name the field in their errors.
 */
public final class RlpItem {
  private final byte @Nullable [] bytes;
  private final @Nullable List<RlpItem> items;

  private RlpItem(byte @Nullable [] bytes, @Nullable List<RlpItem> items) {
    this.bytes = bytes;
    this.items = items;
  }

  /** The byte string {@code bytes} (copied). */
  public static RlpItem string(byte[] bytes) {
    return new RlpItem(Objects.requireNonNull(bytes, "bytes").clone(), null);
  }

  /**
   * An unsigned integer as its canonical byte string (big-endian, no leading zeros, zero as no bytes).
   *
   * @throws IllegalArgumentException when {@code value} is negative
   */
  public static RlpItem uint(BigInteger value) {
    return new RlpItem(Rlp.unsignedBytes(value), null);
  }

  /**
   * An unsigned integer; see {@link #uint(BigInteger)}.
   *
   * @throws IllegalArgumentException when {@code value} is negative
   */
  public static RlpItem uint(long value) {
    if (value < 0) {
      throw new IllegalArgumentException("rlp: an integer must not be negative, got " + value);
    }
    return uint(BigInteger.valueOf(value));
  }

  /** A list of {@code items} (copied). */
  public static RlpItem list(List<RlpItem> items) {
    List<RlpItem> copy = new ArrayList<>(items.size());
    for (RlpItem item : items) {
      copy.add(Objects.requireNonNull(item, "item"));
    }
    return new RlpItem(null, Collections.unmodifiableList(copy));
  }

  /** A list of {@code items}. */
  public static RlpItem list(RlpItem... items) {
    return list(Arrays.asList(items));
  }

  static RlpItem wrapString(byte[] bytes) {
    return new RlpItem(bytes, null);
  }

  static RlpItem wrapList(List<RlpItem> items) {
    return new RlpItem(null, items);
  }

  /** True for a list, false for a byte string. */
  public boolean isList() {
    return items != null;
  }

  /**
   * The byte string's bytes (a copy).
   *
   * @throws RlpException ({@link BrokenRule#UNEXPECTED_LIST}) when this is a list
   */
  public byte[] bytes() {
    return asBytes("item");
  }

  /**
   * The list's items (unmodifiable).
   *
   * @throws RlpException ({@link BrokenRule#UNEXPECTED_STRING}) when this is a byte string
   */
  public List<RlpItem> items() {
    return asList("item");
  }

  /**
   * The byte string's bytes (a copy), for {@code field}.
   *
   * @throws RlpException naming {@code field} when this is a list
   */
  public byte[] asBytes(String field) {
    return unsafeBytes(field).clone();
  }

  /**
   * The list's items (unmodifiable), for {@code field}.
   *
   * @throws RlpException naming {@code field} when this is a byte string
   */
  public List<RlpItem> asList(String field) {
    if (items == null) {
      throw new RlpException(BrokenRule.UNEXPECTED_STRING, field + ": expected a list, got a byte string");
    }
    return items;
  }

  /**
   * The byte string read as a canonical unsigned integer of at most {@code maxBits} bits.
   *
   * @param field named in the error message, e.g. {@code nonce}
   * @throws RlpException naming {@code field} for a list ({@link BrokenRule#UNEXPECTED_LIST}), a leading zero byte
   *     ({@link BrokenRule#LEADING_ZERO}; zero is the empty string) or a value over {@code maxBits} bits ({@link
   *     BrokenRule#OVERFLOW})
   */
  public BigInteger asUint(String field, int maxBits) {
    byte[] value = unsafeBytes(field);
    if (value.length > 0 && value[0] == 0) {
      throw new RlpException(BrokenRule.LEADING_ZERO, field + ": integer with a leading zero byte (not canonical)");
    }
    if (value.length * 8L > maxBits + 7L) {
      throw new RlpException(BrokenRule.OVERFLOW, field + ": " + value.length + " bytes do not fit uint" + maxBits);
    }
    BigInteger result = new BigInteger(1, value);
    if (result.bitLength() > maxBits) {
      throw new RlpException(BrokenRule.OVERFLOW, field + ": " + result + " does not fit uint" + maxBits);
    }
    return result;
  }

  /**
   * The byte string read as a canonical unsigned integer below 2^63.
   *
   * @throws RlpException naming {@code field}; see {@link #asUint(String, int)}
   */
  public long asLong(String field) {
    return asUint(field, 63).longValue();
  }

  byte[] unsafeBytes() {
    return unsafeBytes("item");
  }

  private byte[] unsafeBytes(String field) {
    if (bytes == null) {
      throw new RlpException(BrokenRule.UNEXPECTED_LIST, field + ": expected a byte string, got a list");
    }
    return bytes;
  }

  /** This item's RLP encoding; see {@link Rlp#encode(RlpItem)}. */
  public byte[] encoded() {
    return Rlp.encode(this);
  }

  @Override
  public boolean equals(@Nullable Object other) {
    if (!(other instanceof RlpItem)) {
      return false;
    }
    RlpItem that = (RlpItem) other;
    return Arrays.equals(bytes, that.bytes) && Objects.equals(items, that.items);
  }

  @Override
  public int hashCode() {
    return items != null ? items.hashCode() : Arrays.hashCode(bytes);
  }

  /** Strings as hex, lists in brackets: {@code [0x01, [], 0x]}. */
  @Override
  public String toString() {
    return items != null ? items.toString() : Hex.encode(bytes);
  }
}
