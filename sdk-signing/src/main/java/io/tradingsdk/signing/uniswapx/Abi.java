package io.tradingsdk.signing.uniswapx;

import io.tradingsdk.signing.Address;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A small, strict Solidity ABI encoder for what the UniswapX order structs hold: 32-byte words
 * ({@code uint256}, {@code int256}, {@code address}), dynamic {@code bytes}, tuples (structs) and
 * dynamic arrays. Each value knows its canonical type ({@code (address,uint256)[]}), so an array
 * refuses an element of another type and a test can compare the whole order's type with the
 * contract's struct.
 *
 * <p>{@link #encode(Value)} is Solidity's {@code abi.encode(value)}: the value as the only member of
 * the argument tuple, so a dynamic struct starts with its offset, {@code 0x20}.
 */
final class Abi {
  private static final int WORD = 32;

  private Abi() {}

  /** An ABI value: its canonical type and its encoding. */
  abstract static class Value {
    /** The canonical type, e.g. {@code uint256}, {@code (address,bytes)}, {@code int256[]}. */
    abstract String type();

    /** True when the value is encoded in its parent's tail, behind an offset. */
    abstract boolean isDynamic();

    /** The bytes its encoding takes (in the head when static, in the tail when dynamic). */
    abstract int length();

    /** Writes the encoding at {@code out[at]}; {@code out} is zeroed there. */
    abstract void writeTo(byte[] out, int at);
  }

  /** A {@code uint256}, {@code 0 <= value < 2^256}. */
  static Value uint256(BigInteger value) {
    if (value.signum() < 0 || value.bitLength() > 256) {
      throw new IllegalArgumentException("uint256 out of range (0 to 2^256-1): " + value);
    }
    return new Word("uint256", value);
  }

  /** An {@code int256}, {@code -2^255 <= value < 2^255}, in two's complement. */
  static Value int256(BigInteger value) {
    if (value.bitLength() > 255) {
      throw new IllegalArgumentException("int256 out of range (-2^255 to 2^255-1): " + value);
    }
    return new Word("int256", value.signum() < 0 ? value.add(BigInteger.ONE.shiftLeft(256)) : value);
  }

  /** An {@code address}: its 20 bytes, left-padded with zeros. */
  static Value address(Address address) {
    return new Word("address", new BigInteger(1, address.toBytes()));
  }

  /** Dynamic {@code bytes}. */
  static Value bytes(byte[] value) {
    return new Bytes(value.clone());
  }

  /** A tuple (a struct): dynamic when any member is. */
  static Value tuple(Value... members) {
    return new Tuple(List.of(members));
  }

  /** A dynamic array {@code elementType[]}; every element must be of {@code elementType}. */
  static Value array(String elementType, List<Value> elements) {
    for (int i = 0; i < elements.size(); i++) {
      if (!elements.get(i).type().equals(elementType)) {
        throw new IllegalArgumentException("array of " + elementType + ": element " + i + " is "
            + elements.get(i).type());
      }
    }
    return new Array(elementType, elements);
  }

  /** {@code abi.encode(value)}. */
  static byte[] encode(Value value) {
    Tuple arguments = new Tuple(List.of(value));
    byte[] out = new byte[arguments.length()];
    arguments.writeTo(out, 0);
    return out;
  }

  /** {@code 0x} and lower-case hex digits. */
  static String toHex(byte[] bytes) {
    char[] out = new char[2 + 2 * bytes.length];
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < bytes.length; i++) {
      out[2 + 2 * i] = Character.forDigit((bytes[i] >> 4) & 0x0f, 16);
      out[3 + 2 * i] = Character.forDigit(bytes[i] & 0x0f, 16);
    }
    return new String(out);
  }

  /**
   * The value of an ASCII hex digit, or -1: unlike {@code Character.digit}, no digit of another
   * script (Arabic-Indic, fullwidth) passes for one.
   */
  static int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    char lower = (char) (c | 0x20);
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }

  /** The bytes of {@code 0x}-prefixed hex of even length. */
  static byte[] fromHex(String hex) {
    if (!hex.startsWith("0x") || hex.length() % 2 != 0) {
      throw new IllegalArgumentException("expected 0x and an even number of hex digits");
    }
    byte[] out = new byte[(hex.length() - 2) / 2];
    for (int i = 0; i < out.length; i++) {
      int high = hexDigit(hex.charAt(2 + 2 * i));
      int low = hexDigit(hex.charAt(3 + 2 * i));
      if (high < 0 || low < 0) {
        throw new IllegalArgumentException("not a hex digit at " + (2 + 2 * i));
      }
      out[i] = (byte) (high << 4 | low);
    }
    return out;
  }

  /** Writes an unsigned value below 2^256 as a big-endian word at {@code out[at]}. */
  private static void writeWord(BigInteger value, byte[] out, int at) {
    byte[] magnitude = value.toByteArray(); // may carry a leading zero sign byte: 33 bytes for 2^255 and up
    int length = Math.min(magnitude.length, WORD);
    System.arraycopy(magnitude, magnitude.length - length, out, at + WORD - length, length);
  }

  private static int padded(int length) {
    return Math.addExact(length, WORD - 1) / WORD * WORD;
  }

  private static final class Word extends Value {
    private final String type;
    private final BigInteger unsigned;

    Word(String type, BigInteger unsigned) {
      this.type = type;
      this.unsigned = unsigned;
    }

    @Override
    String type() {
      return type;
    }

    @Override
    boolean isDynamic() {
      return false;
    }

    @Override
    int length() {
      return WORD;
    }

    @Override
    void writeTo(byte[] out, int at) {
      writeWord(unsigned, out, at);
    }
  }

  /** The length, then the bytes right-padded with zeros to a whole number of words. */
  private static final class Bytes extends Value {
    private final byte[] value;

    Bytes(byte[] value) {
      this.value = value;
    }

    @Override
    String type() {
      return "bytes";
    }

    @Override
    boolean isDynamic() {
      return true;
    }

    @Override
    int length() {
      return Math.addExact(WORD, padded(value.length));
    }

    @Override
    void writeTo(byte[] out, int at) {
      writeWord(BigInteger.valueOf(value.length), out, at);
      System.arraycopy(value, 0, out, at + WORD, value.length);
    }
  }

  /**
   * The members' heads (static members inline, dynamic ones as offsets from the tuple's start), then
   * the dynamic members' encodings in order.
   */
  private static class Tuple extends Value {
    final List<Value> members;

    Tuple(List<Value> members) {
      this.members = members;
    }

    @Override
    String type() {
      List<String> types = new ArrayList<>();
      members.forEach(member -> types.add(member.type()));
      return "(" + String.join(",", types) + ")";
    }

    @Override
    boolean isDynamic() {
      for (Value member : members) {
        if (member.isDynamic()) {
          return true;
        }
      }
      return false;
    }

    private int headLength() {
      int length = 0;
      for (Value member : members) {
        length = Math.addExact(length, member.isDynamic() ? WORD : member.length());
      }
      return length;
    }

    @Override
    int length() {
      int length = headLength();
      for (Value member : members) {
        if (member.isDynamic()) {
          length = Math.addExact(length, member.length());
        }
      }
      return length;
    }

    @Override
    void writeTo(byte[] out, int at) {
      int head = at;
      int tail = at + headLength();
      for (Value member : members) {
        if (member.isDynamic()) {
          writeWord(BigInteger.valueOf(tail - at), out, head);
          member.writeTo(out, tail);
          head += WORD;
          tail += member.length();
        } else {
          member.writeTo(out, head);
          head += member.length();
        }
      }
    }
  }

  /** {@code T[]}: the element count, then the elements encoded as a tuple of them. */
  private static final class Array extends Value {
    private final String elementType;
    private final Tuple elements;

    Array(String elementType, List<Value> elements) {
      this.elementType = elementType;
      this.elements = new Tuple(Collections.unmodifiableList(new ArrayList<>(elements)));
    }

    @Override
    String type() {
      return elementType + "[]";
    }

    @Override
    boolean isDynamic() {
      return true;
    }

    @Override
    int length() {
      return Math.addExact(WORD, elements.length());
    }

    @Override
    void writeTo(byte[] out, int at) {
      writeWord(BigInteger.valueOf(elements.members.size()), out, at);
      elements.writeTo(out, at + WORD);
    }
  }
}
