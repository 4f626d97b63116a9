package io.tradingsdk.signing.codec;

import io.tradingsdk.signing.codec.RlpException.BrokenRule;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * Recursive Length Prefix, Ethereum's serialization of transactions: byte strings and lists of items.
 *
 * <p>Encoding always gives the one canonical form: a single byte below {@code 0x80} is itself, integers are
 * big-endian without leading zero bytes (zero is the empty string), sizes take the shortest header.
 *
 * <p>{@link #decode(byte[])} accepts only that form, as nodes do. It refuses, each with its {@link
 * RlpException.BrokenRule}: a length or an integer with a leading zero byte, a size in a longer header than needed,
 * bytes after the item, input that ends early, and lists nested deeper than {@link #MAX_DEPTH}.
 *
 * <pre>{@code
 * byte[] encoded = Rlp.encodeList(Rlp.encodeUint(nonce), Rlp.encodeString(address.toBytes()));
 * RlpItem item = Rlp.decode(encoded);
 * BigInteger nonce = item.items().get(0).asUint("nonce", 64);
 * }</pre>
 */
public final class Rlp {
  /**
   * How deep lists may nest in decoded input (a transaction needs 4). Deeper input is refused rather than followed
   * to a stack overflow.
   */
  public static final int MAX_DEPTH = 64;

  private static final int STRING_OFFSET = 0x80;
  private static final int LIST_OFFSET = 0xc0;
  private static final int SHORT_MAX = 55;

  private Rlp() {}

  // ---- encoding ----------------------------------------------------------------------------------

  /** The byte string {@code bytes}: itself when it is one byte below {@code 0x80}, else a header and the bytes. */
  public static byte[] encodeString(byte[] bytes) {
    Objects.requireNonNull(bytes, "bytes");
    if (bytes.length == 1 && (bytes[0] & 0xff) < STRING_OFFSET) {
      return new byte[] {bytes[0]};
    }
    byte[] out = new byte[headerLength(bytes.length) + bytes.length];
    int at = writeHeader(out, STRING_OFFSET, bytes.length);
    System.arraycopy(bytes, 0, out, at, bytes.length);
    return out;
  }

  /**
   * An unsigned integer: its big-endian bytes without leading zeros, zero as the empty string ({@code 0x80}).
   *
   * @throws IllegalArgumentException when {@code value} is negative
   */
  public static byte[] encodeUint(BigInteger value) {
    return encodeString(unsignedBytes(value));
  }

  /**
   * An unsigned integer, as {@link #encodeUint(BigInteger)}.
   *
   * @throws IllegalArgumentException when {@code value} is negative
   */
  public static byte[] encodeUint(long value) {
    if (value < 0) {
      throw new IllegalArgumentException("rlp: an integer must not be negative, got " + value);
    }
    if (value < STRING_OFFSET) {
      return value == 0 ? new byte[] {(byte) STRING_OFFSET} : new byte[] {(byte) value};
    }
    int length = (64 - Long.numberOfLeadingZeros(value) + 7) / 8;
    byte[] out = new byte[1 + length];
    out[0] = (byte) (STRING_OFFSET + length);
    for (int i = 0; i < length; i++) {
      out[length - i] = (byte) (value >>> (8 * i));
    }
    return out;
  }

  /** A list of items that are already encoded: a header, then the items as they are. */
  public static byte[] encodeList(List<byte[]> encodedItems) {
    int payload = 0;
    for (byte[] item : encodedItems) {
      payload = Math.addExact(payload, item.length);
    }
    byte[] out = new byte[Math.addExact(headerLength(payload), payload)];
    int at = writeHeader(out, LIST_OFFSET, payload);
    for (byte[] item : encodedItems) {
      System.arraycopy(item, 0, out, at, item.length);
      at += item.length;
    }
    return out;
  }

  /** A list of items that are already encoded; see {@link #encodeList(List)}. */
  public static byte[] encodeList(byte[]... encodedItems) {
    return encodeList(Arrays.asList(encodedItems));
  }

  /** The encoding of an item tree. */
  public static byte[] encode(RlpItem item) {
    Objects.requireNonNull(item, "item");
    if (!item.isList()) {
      return encodeString(item.unsafeBytes());
    }
    List<byte[]> encoded = new ArrayList<>(item.items().size());
    for (RlpItem child : item.items()) {
      encoded.add(encode(child));
    }
    return encodeList(encoded);
  }

  /**
   * The big-endian bytes of a non-negative integer without leading zeros; no bytes for zero.
   *
   * @throws IllegalArgumentException when {@code value} is negative
   */
  static byte[] unsignedBytes(BigInteger value) {
    Objects.requireNonNull(value, "value");
    if (value.signum() < 0) {
      throw new IllegalArgumentException("rlp: an integer must not be negative, got " + value);
    }
    if (value.signum() == 0) {
      return new byte[0];
    }
    byte[] twos = value.toByteArray();
    return twos[0] == 0 ? Arrays.copyOfRange(twos, 1, twos.length) : twos;
  }

  private static int headerLength(int payload) {
    return payload <= SHORT_MAX ? 1 : 1 + bytesOf(payload);
  }

  private static int bytesOf(int length) {
    return (32 - Integer.numberOfLeadingZeros(length) + 7) / 8;
  }

  /** Writes the header of a payload at the start of {@code out}; returns where the payload goes. */
  private static int writeHeader(byte[] out, int offset, int payload) {
    if (payload <= SHORT_MAX) {
      out[0] = (byte) (offset + payload);
      return 1;
    }
    int lengthBytes = bytesOf(payload);
    out[0] = (byte) (offset + SHORT_MAX + lengthBytes);
    for (int i = 0; i < lengthBytes; i++) {
      out[lengthBytes - i] = (byte) (payload >>> (8 * i));
    }
    return 1 + lengthBytes;
  }

  // ---- decoding ----------------------------------------------------------------------------------

  /**
   * The one item {@code encoded} holds, strictly: canonical sizes, no bytes after it.
   *
   * @throws RlpException when the input is not exactly one canonical item; the message gives the byte offset
   */
  public static RlpItem decode(byte[] encoded) {
    Objects.requireNonNull(encoded, "encoded");
    if (encoded.length == 0) {
      throw new RlpException(BrokenRule.TRUNCATED, "rlp: no input (expected one item)");
    }
    Decoder decoder = new Decoder(encoded);
    RlpItem item = decoder.item(0, encoded.length, 0);
    if (decoder.position != encoded.length) {
      throw new RlpException(BrokenRule.TRAILING_BYTES, "rlp: " + (encoded.length - decoder.position)
          + " bytes after the item, which ends at byte " + decoder.position + " of " + encoded.length);
    }
    return item;
  }

  /** Reads items in place; {@link #position} is just past the last item read. */
  private static final class Decoder {
    private final byte[] input;
    private int position;

    Decoder(byte[] input) {
      this.input = input;
    }

    /** The item at {@code start}, which must end by {@code limit} (its enclosing list's end). */
    RlpItem item(int start, int limit, int depth) {
      int prefix = input[start] & 0xff;
      if (prefix < STRING_OFFSET) {
        position = start + 1;
        return RlpItem.wrapString(new byte[] {(byte) prefix});
      }
      boolean list = prefix >= LIST_OFFSET;
      int shortBase = list ? LIST_OFFSET : STRING_OFFSET;
      int payloadStart;
      int payloadLength;
      if (prefix <= shortBase + SHORT_MAX) {
        payloadStart = start + 1;
        payloadLength = prefix - shortBase;
      } else {
        int lengthBytes = prefix - shortBase - SHORT_MAX;
        payloadStart = start + 1 + lengthBytes;
        payloadLength = longLength(start, lengthBytes, limit);
      }
      if ((long) payloadStart + payloadLength > limit) {
        throw new RlpException(BrokenRule.TRUNCATED, "rlp: the " + (list ? "list" : "string") + " at byte " + start
            + " declares " + payloadLength + " bytes, but " + Math.max(0, limit - payloadStart) + " remain"
            + (limit < input.length ? " in its list" : ""));
      }
      int payloadEnd = payloadStart + payloadLength;
      if (!list) {
        if (payloadLength == 1 && (input[payloadStart] & 0xff) < STRING_OFFSET) {
          throw new RlpException(BrokenRule.NON_CANONICAL_SIZE, "rlp: the string at byte " + start
              + " is one byte below 0x80, which must be encoded as itself");
        }
        position = payloadEnd;
        return RlpItem.wrapString(Arrays.copyOfRange(input, payloadStart, payloadEnd));
      }
      if (depth >= MAX_DEPTH) {
        throw new RlpException(BrokenRule.TOO_DEEP, "rlp: lists nested deeper than " + MAX_DEPTH + " at byte " + start);
      }
      List<RlpItem> items = new ArrayList<>();
      int at = payloadStart;
      while (at < payloadEnd) {
        items.add(item(at, payloadEnd, depth + 1));
        at = position;
      }
      position = payloadEnd;
      return RlpItem.wrapList(Collections.unmodifiableList(items));
    }

    /** The payload length written in {@code lengthBytes} big-endian bytes after the prefix at {@code start}. */
    private int longLength(int start, int lengthBytes, int limit) {
      if (start + 1 + lengthBytes > limit) {
        throw new RlpException(BrokenRule.TRUNCATED, "rlp: the input ends inside the length of the item at byte " + start);
      }
      if (input[start + 1] == 0) {
        throw new RlpException(BrokenRule.LEADING_ZERO, "rlp: the length of the item at byte " + start
            + " has a leading zero byte");
      }
      long length = 0;
      for (int i = 0; i < lengthBytes; i++) {
        length = (length << 8) | (input[start + 1 + i] & 0xff);
        if (length > Integer.MAX_VALUE) {
          throw new RlpException(BrokenRule.TRUNCATED, "rlp: the item at byte " + start + " declares more than "
              + Integer.MAX_VALUE + " bytes; the input has " + input.length);
        }
      }
      if (length <= SHORT_MAX) {
        throw new RlpException(BrokenRule.NON_CANONICAL_SIZE, "rlp: the item at byte " + start + " uses the long header for "
            + length + " bytes (under 56 bytes take the short one)");
      }
      return (int) length;
    }
  }
}
