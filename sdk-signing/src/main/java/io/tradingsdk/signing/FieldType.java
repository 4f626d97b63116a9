package io.tradingsdk.signing;

import java.math.BigInteger;

/** A parsed EIP-712 member type: an atomic type, {@code bytes}, {@code string}, a struct or an array. */
final class FieldType {
  enum Kind {
    UINT,
    INT,
    ADDRESS,
    BOOL,
    FIXED_BYTES,
    BYTES,
    STRING,
    STRUCT,
    ARRAY
  }

  /** The most array dimensions a member type may have ({@code uint8[]...[]}). */
  static final int MAX_ARRAY_DIMENSIONS = 64;

  final Kind kind;
  /** The type as written in type strings, e.g. {@code uint256[2][]}. */
  final String name;
  /** Bits of a (u)int, bytes of a bytesN, length of a fixed array (-1 when dynamic). */
  final int size;
  /** The element type of an array. */
  final FieldType element;
  /** The struct name of a STRUCT, or of the innermost element of an array of structs. */
  final String structName;
  /** Set once every struct of the type set is known. */
  StructType struct;

  // Integer bounds, inclusive. The long forms are valid when the bound fits a long.
  final BigInteger min;
  final BigInteger max;
  final long minLong;
  final long maxLong;

  private FieldType(Kind kind, String name, int size, FieldType element, String structName) {
    this.kind = kind;
    this.name = name;
    this.size = size;
    this.element = element;
    this.structName = structName;
    if (kind == Kind.UINT) {
      min = BigInteger.ZERO;
      max = BigInteger.ONE.shiftLeft(size).subtract(BigInteger.ONE);
      minLong = 0;
      maxLong = size >= 64 ? Long.MAX_VALUE : (1L << size) - 1;
    } else if (kind == Kind.INT) {
      min = BigInteger.ONE.shiftLeft(size - 1).negate();
      max = BigInteger.ONE.shiftLeft(size - 1).subtract(BigInteger.ONE);
      minLong = size >= 64 ? Long.MIN_VALUE : -(1L << (size - 1));
      maxLong = size >= 64 ? Long.MAX_VALUE : (1L << (size - 1)) - 1;
    } else {
      min = null;
      max = null;
      minLong = 0;
      maxLong = 0;
    }
  }

  /** Whether values of this type are hashed (struct, array, bytes, string) rather than padded. */
  boolean isReference() {
    return kind == Kind.STRUCT || kind == Kind.ARRAY || kind == Kind.BYTES || kind == Kind.STRING;
  }

  @Override
  public String toString() {
    return name;
  }

  /**
   * Parses a member type string. Struct references are recorded by name and resolved later.
   *
   * @throws IllegalArgumentException with the reason (no path) when the string is not a type
   */
  static FieldType parse(String type) {
    // Each dimension is a level of recursion (and a substring held by it): 100,000 of them, a 200 KB type string,
    // overflowed the stack. Real types have a few.
    int dimensions = 0;
    for (int i = 0; i < type.length(); i++) {
      if (type.charAt(i) == '[') {
        dimensions++;
      }
    }
    if (dimensions > MAX_ARRAY_DIMENSIONS) {
      throw new IllegalArgumentException(dimensions + " array dimensions in " + TextSnippet.quote(type)
          + " (at most " + MAX_ARRAY_DIMENSIONS + ")");
    }
    return parseDimensions(type);
  }

  private static FieldType parseDimensions(String type) {
    if (type.endsWith("]")) {
      int open = type.lastIndexOf('[');
      if (open <= 0) {
        throw new IllegalArgumentException("malformed array type " + TextSnippet.quote(type));
      }
      String count = type.substring(open + 1, type.length() - 1);
      int length = -1;
      if (!count.isEmpty()) {
        length = parseArrayLength(count, type);
      }
      FieldType element = parseDimensions(type.substring(0, open));
      return new FieldType(Kind.ARRAY, type, length, element, element.structName);
    }
    FieldType atomic = parseAtomic(type);
    if (atomic != null) {
      return atomic;
    }
    if (!Names.isIdentifier(type)) {
      throw new IllegalArgumentException("unknown type " + TextSnippet.quote(type));
    }
    return new FieldType(Kind.STRUCT, type, 0, null, type);
  }

  private static int parseArrayLength(String count, String type) {
    boolean digits = !count.isEmpty() && count.chars().allMatch(c -> c >= '0' && c <= '9');
    // [0] is accepted as every oracle does (its value is []); a leading zero ([02]) is not, since
    // the type string would then differ from the length it means.
    boolean leadingZero = count.length() > 1 && count.charAt(0) == '0';
    if (!digits || leadingZero || count.length() > 9) {
      throw new IllegalArgumentException(
          "bad array length in "
              + TextSnippet.quote(type)
              + " (expected [] or [N] with N a non-negative integer without leading zeros)");
    }
    return Integer.parseInt(count);
  }

  /** An atomic or dynamic-bytes/string type, null for a struct name, or an error for a bad width. */
  static FieldType parseAtomic(String type) {
    switch (type) {
      case "address":
        return new FieldType(Kind.ADDRESS, type, 0, null, null);
      case "bool":
        return new FieldType(Kind.BOOL, type, 0, null, null);
      case "bytes":
        return new FieldType(Kind.BYTES, type, 0, null, null);
      case "string":
        return new FieldType(Kind.STRING, type, 0, null, null);
      case "uint":
      case "int":
        throw new IllegalArgumentException(
            TextSnippet.quote(type) + " is not an EIP-712 type; write " + type + "256");
      default:
        break;
    }
    String width;
    Kind kind;
    if (type.startsWith("uint")) {
      width = type.substring(4);
      kind = Kind.UINT;
    } else if (type.startsWith("int")) {
      width = type.substring(3);
      kind = Kind.INT;
    } else if (type.startsWith("bytes")) {
      width = type.substring(5);
      kind = Kind.FIXED_BYTES;
    } else {
      return null;
    }
    if (width.isEmpty() || !width.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return null; // e.g. "uintFoo", "bytesArray": a struct name
    }
    int bits = width.length() > 3 || width.charAt(0) == '0' ? -1 : Integer.parseInt(width);
    if (kind == Kind.FIXED_BYTES) {
      if (bits < 1 || bits > 32) {
        throw new IllegalArgumentException(
            "unknown type " + TextSnippet.quote(type) + " (bytesN needs N from 1 to 32)");
      }
    } else if (bits < 8 || bits > 256 || bits % 8 != 0) {
      throw new IllegalArgumentException(
          "unknown type "
              + TextSnippet.quote(type)
              + " ("
              + (kind == Kind.UINT ? "uint" : "int")
              + "N needs N a multiple of 8 from 8 to 256)");
    }
    return new FieldType(kind, type, bits, null, null);
  }
}
