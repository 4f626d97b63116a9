package io.tradingsdk.signing.uniswapx;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * A strict ABI decoder for the tests, written apart from the encoder: it follows the offsets of an
 * {@code abi.encode(value)} by a canonical type string ({@code (address,uint256[],bytes)}) and
 * requires every byte of the input to be read exactly once, address and padding bytes to be zero,
 * and offsets to stay inside. Values come back as {@link BigInteger} ({@code uint256}, {@code
 * int256}), lower-case hex strings ({@code address}: 40 digits, {@code bytes}: {@code 0x...}) and
 * lists (tuples and arrays).
 */
final class AbiDecoder {
  private final byte[] data;
  private final boolean[] read;

  private AbiDecoder(byte[] data) {
    this.data = data;
    this.read = new boolean[data.length];
  }

  /** Decodes {@code abi.encode(value)} of a value of {@code type}. */
  static Object decode(String type, String hex) {
    if (!hex.startsWith("0x") || (hex.length() - 2) % 64 != 0) {
      throw new IllegalArgumentException("not 0x and whole 32-byte words: " + hex.length() + " characters");
    }
    byte[] bytes = new byte[(hex.length() - 2) / 2];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) Integer.parseInt(hex.substring(2 + 2 * i, 4 + 2 * i), 16);
    }
    AbiDecoder decoder = new AbiDecoder(bytes);
    Object value = decoder.sequence(List.of(Type.parse(type)), 0).get(0);
    for (int i = 0; i < bytes.length; i++) {
      if (!decoder.read[i]) {
        throw new IllegalArgumentException("byte " + i + " is not part of the encoding");
      }
    }
    return value;
  }

  private List<Object> sequence(List<Type> types, int start) {
    List<Object> values = new ArrayList<>();
    int head = start;
    for (Type type : types) {
      if (type.isDynamic()) {
        BigInteger offset = word(head);
        if (offset.compareTo(BigInteger.valueOf(data.length - start)) >= 0) {
          throw new IllegalArgumentException("offset " + offset + " at " + head + " points outside");
        }
        values.add(value(type, start + offset.intValueExact()));
        head += 32;
      } else {
        values.add(value(type, head));
        head += type.staticLength();
      }
    }
    return values;
  }

  private Object value(Type type, int at) {
    switch (type.kind) {
      case "uint256":
        return word(at);
      case "int256": {
        BigInteger unsigned = word(at);
        return unsigned.testBit(255) ? unsigned.subtract(BigInteger.ONE.shiftLeft(256)) : unsigned;
      }
      case "address": {
        BigInteger unsigned = word(at);
        if (unsigned.bitLength() > 160) {
          throw new IllegalArgumentException("address at " + at + " has non-zero high bytes");
        }
        return String.format(Locale.ROOT, "%040x", unsigned);
      }
      case "bytes": {
        int length = word(at).intValueExact();
        int padded = (length + 31) / 32 * 32;
        StringBuilder hex = new StringBuilder("0x");
        for (int i = 0; i < padded; i++) {
          int b = take(at + 32 + i) & 0xff;
          if (i < length) {
            hex.append(String.format(Locale.ROOT, "%02x", b));
          } else if (b != 0) {
            throw new IllegalArgumentException("bytes at " + at + ": padding byte " + i + " is not zero");
          }
        }
        return hex.toString();
      }
      case "tuple":
        return sequence(type.components, at);
      case "array": {
        int count = word(at).intValueExact();
        return sequence(Collections.nCopies(count, type.components.get(0)), at + 32);
      }
      default:
        throw new IllegalStateException(type.kind);
    }
  }

  private BigInteger word(int at) {
    byte[] word = new byte[32];
    for (int i = 0; i < 32; i++) {
      word[i] = take(at + i);
    }
    return new BigInteger(1, word);
  }

  private byte take(int at) {
    if (at >= data.length) {
      throw new IllegalArgumentException("read past the end at " + at);
    }
    if (read[at]) {
      throw new IllegalArgumentException("byte " + at + " is read twice: overlapping encodings");
    }
    read[at] = true;
    return data[at];
  }

  /** A canonical ABI type: uint256, int256, address, bytes, (T,...) or T[]. */
  static final class Type {
    final String kind;
    final List<Type> components;

    private Type(String kind, List<Type> components) {
      this.kind = kind;
      this.components = components;
    }

    static Type parse(String text) {
      int[] position = {0};
      Type type = parse(text, position);
      if (position[0] != text.length()) {
        throw new IllegalArgumentException("trailing text in type " + text + " at " + position[0]);
      }
      return type;
    }

    private static Type parse(String text, int[] position) {
      Type type;
      if (text.charAt(position[0]) == '(') {
        position[0]++;
        List<Type> components = new ArrayList<>();
        while (text.charAt(position[0]) != ')') {
          components.add(parse(text, position));
          if (text.charAt(position[0]) == ',') {
            position[0]++;
          }
        }
        position[0]++;
        type = new Type("tuple", components);
      } else {
        int end = position[0];
        while (end < text.length() && Character.isLetterOrDigit(text.charAt(end))) {
          end++;
        }
        String name = text.substring(position[0], end);
        if (!List.of("uint256", "int256", "address", "bytes").contains(name)) {
          throw new IllegalArgumentException("unknown type " + name);
        }
        position[0] = end;
        type = new Type(name, List.of());
      }
      while (text.startsWith("[]", position[0])) {
        position[0] += 2;
        type = new Type("array", List.of(type));
      }
      return type;
    }

    boolean isDynamic() {
      return kind.equals("bytes") || kind.equals("array")
          || (kind.equals("tuple") && components.stream().anyMatch(Type::isDynamic));
    }

    int staticLength() {
      return kind.equals("tuple") ? components.stream().mapToInt(Type::staticLength).sum() : 32;
    }
  }
}
