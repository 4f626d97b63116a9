package io.tradingsdk.signing.codec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * A Solidity ABI type parsed from its canonical text: {@code uint8} to {@code uint256}, {@code int8} to {@code
 * int256}, {@code address}, {@code bool}, {@code bytes1} to {@code bytes32}, {@code bytes}, {@code string}, {@code
 * T[]}, {@code T[k]} and tuples {@code (T1,T2)}. Only the canonical spelling is accepted (no spaces, no {@code
 * uint}/{@code int} aliases), because a selector is the hash of exactly that text.
 */
final class AbiType {
  enum Kind { UINT, INT, ADDRESS, BOOL, FIXED_BYTES, BYTES, STRING, ARRAY, FIXED_ARRAY, TUPLE }

  static final int WORD = 32;
  /** The largest fixed array length accepted in a type, so sizes stay far inside an int. */
  private static final int MAX_FIXED_LENGTH = 1 << 16;
  /** Parsed types by text; bounded (emptied when full), since type strings come from code, not data. */
  private static final int MAX_CACHED = 512;
  private static final Map<String, AbiType> CACHE = new ConcurrentHashMap<>();

  final Kind kind;
  /** Bits of an integer, bytes of a {@code bytesN}, the length of a fixed array; 0 otherwise. */
  final int size;
  /** The element type of an array, else null. */
  final @Nullable AbiType element;
  /** The members of a tuple, else empty. */
  final List<AbiType> members;
  final String canonical;
  final boolean dynamic;
  /** The bytes this type takes in its parent's head: its whole encoding when static, one offset word when dynamic. */
  final int headSize;

  private AbiType(Kind kind, int size, @Nullable AbiType element, List<AbiType> members, String canonical) {
    this.kind = kind;
    this.size = size;
    this.element = element;
    this.members = members;
    this.canonical = canonical;
    this.dynamic = computeDynamic();
    this.headSize = dynamic ? WORD : computeStaticSize();
  }

  private boolean computeDynamic() {
    switch (kind) {
      case BYTES:
      case STRING:
      case ARRAY:
        return true;
      case FIXED_ARRAY:
        return element.dynamic;
      case TUPLE:
        for (AbiType member : members) {
          if (member.dynamic) {
            return true;
          }
        }
        return false;
      default:
        return false;
    }
  }

  private int computeStaticSize() {
    if (kind == Kind.FIXED_ARRAY) {
      return Math.multiplyExact(element.headSize, size);
    }
    if (kind == Kind.TUPLE) {
      int total = 0;
      for (AbiType member : members) {
        total = Math.addExact(total, member.headSize);
      }
      return total;
    }
    return WORD;
  }

  boolean isSequence() {
    return kind == Kind.TUPLE || kind == Kind.FIXED_ARRAY || kind == Kind.ARRAY;
  }

  @Override
  public String toString() {
    return canonical;
  }

  /**
   * A tuple type such as {@code (uint256,address)}, {@code ()} included: the arguments of a call or the values of
   * {@code abi.encode}.
   *
   * @throws IllegalArgumentException naming {@code what} when the text is not a canonical tuple type
   */
  static AbiType parseTuple(String text, String what) {
    AbiType cached = CACHE.get(text);
    if (cached != null) {
      return cached;
    }
    return cache(text, new Parser(text, 0, what).parseTopLevel());
  }

  /**
   * The argument list of a signature such as {@code transfer(address,uint256)}, which starts at {@code open};
   * errors give indexes into the whole signature.
   */
  static AbiType parseParameters(String signature, int open, String what) {
    AbiType cached = CACHE.get(signature);
    if (cached != null) {
      return cached;
    }
    return cache(signature, new Parser(signature, open, what).parseTopLevel());
  }

  private static AbiType cache(String key, AbiType type) {
    if (CACHE.size() >= MAX_CACHED) {
      CACHE.clear();
    }
    CACHE.put(key, type);
    return type;
  }

  /** A recursive-descent parser over the canonical grammar. */
  private static final class Parser {
    private final String text;
    private final String what;
    private int at;

    Parser(String text, int start, String what) {
      this.text = text;
      this.at = start;
      this.what = what;
    }

    AbiType parseTopLevel() {
      if (peek() != '(') {
        throw error("expected a tuple type in parentheses, such as (uint256,address)");
      }
      AbiType type = parseType(true);
      if (at != text.length()) {
        throw unexpected();
      }
      if (type.kind != Kind.TUPLE) {
        throw error("expected a tuple type in parentheses, such as (uint256,address), not an array of tuples");
      }
      return type;
    }

    private AbiType parseType(boolean topLevel) {
      AbiType base = peek() == '(' ? parseTupleMembers(topLevel) : parseElementary();
      while (peek() == '[') {
        base = parseArraySuffix(base);
      }
      return base;
    }

    private AbiType parseTupleMembers(boolean topLevel) {
      int start = at;
      at++; // '('
      List<AbiType> members = new ArrayList<>();
      if (peek() == ')') {
        if (!topLevel) {
          throw error("empty tuple () at index " + start + ": only an argument list may be empty");
        }
      } else {
        members.add(parseType(false));
        while (peek() == ',') {
          at++;
          members.add(parseType(false));
        }
      }
      if (peek() != ')') {
        throw unexpected();
      }
      at++;
      StringBuilder canonical = new StringBuilder("(");
      for (int i = 0; i < members.size(); i++) {
        canonical.append(i == 0 ? "" : ",").append(members.get(i).canonical);
      }
      return new AbiType(Kind.TUPLE, 0, null, Collections.unmodifiableList(members), canonical.append(')').toString());
    }

    private AbiType parseArraySuffix(AbiType element) {
      int start = at;
      at++; // '['
      if (peek() == ']') {
        at++;
        return new AbiType(Kind.ARRAY, 0, element, List.of(), element.canonical + "[]");
      }
      int digitsStart = at;
      while (peek() >= '0' && peek() <= '9') {
        at++;
      }
      String digits = text.substring(digitsStart, at);
      if (digits.isEmpty() || peek() != ']') {
        throw error("expected [] or [k] at index " + start);
      }
      at++;
      if (digits.charAt(0) == '0' || digits.length() > 6 || Integer.parseInt(digits) > MAX_FIXED_LENGTH) {
        throw error("fixed array length " + digits + " at index " + start + ": expected 1 to " + MAX_FIXED_LENGTH
            + " without leading zeros");
      }
      int length = Integer.parseInt(digits);
      return new AbiType(Kind.FIXED_ARRAY, length, element, List.of(), element.canonical + "[" + length + "]");
    }

    private AbiType parseElementary() {
      int start = at;
      while (isNameChar(peek())) {
        at++;
      }
      String name = text.substring(start, at);
      if (name.isEmpty()) {
        throw unexpected();
      }
      AbiType type = elementary(name);
      if (type == null) {
        throw error(describeUnknown(name, start));
      }
      return type;
    }

    private static boolean isNameChar(char c) {
      return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    }

    private char peek() {
      return at < text.length() ? text.charAt(at) : '\0';
    }

    private IllegalArgumentException unexpected() {
      if (at >= text.length()) {
        return error("unexpected end; unbalanced parentheses or a missing type");
      }
      char c = text.charAt(at);
      String hint = c == ' ' ? " (write the canonical type, without spaces)" : "";
      return error("unexpected '" + c + "' at index " + at + hint);
    }

    private IllegalArgumentException error(String detail) {
      return new IllegalArgumentException(what + ": " + detail + ", in \"" + abbreviate(text) + "\"");
    }
  }

  private static String abbreviate(String text) {
    return text.length() <= 120 ? text : text.substring(0, 120) + "...";
  }

  /** The elementary type of this name, or null. */
  private static @Nullable AbiType elementary(String name) {
    switch (name) {
      case "address":
        return new AbiType(Kind.ADDRESS, 0, null, List.of(), name);
      case "bool":
        return new AbiType(Kind.BOOL, 0, null, List.of(), name);
      case "bytes":
        return new AbiType(Kind.BYTES, 0, null, List.of(), name);
      case "string":
        return new AbiType(Kind.STRING, 0, null, List.of(), name);
      default:
        break;
    }
    if (name.startsWith("uint") && isWidth(name.substring(4), 8, 256, 8)) {
      return new AbiType(Kind.UINT, Integer.parseInt(name.substring(4)), null, List.of(), name);
    }
    if (name.startsWith("int") && isWidth(name.substring(3), 8, 256, 8)) {
      return new AbiType(Kind.INT, Integer.parseInt(name.substring(3)), null, List.of(), name);
    }
    if (name.startsWith("bytes") && isWidth(name.substring(5), 1, 32, 1)) {
      return new AbiType(Kind.FIXED_BYTES, Integer.parseInt(name.substring(5)), null, List.of(), name);
    }
    return null;
  }

  private static boolean isWidth(String digits, int min, int max, int step) {
    if (digits.isEmpty() || digits.length() > 3 || digits.charAt(0) == '0') {
      return false;
    }
    for (int i = 0; i < digits.length(); i++) {
      if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
        return false;
      }
    }
    int value = Integer.parseInt(digits);
    return value >= min && value <= max && value % step == 0;
  }

  private static String describeUnknown(String name, int at) {
    if (name.equals("uint") || name.equals("int")) {
      return "'" + name + "' at index " + at + " is an alias: write " + name + "256, the canonical type a selector"
          + " is hashed over";
    }
    if (name.equals("byte")) {
      return "'byte' at index " + at + " is an old alias: write bytes1";
    }
    if (name.startsWith("uint") || name.startsWith("int")) {
      return "'" + name + "' at index " + at + ": integer widths are 8 to 256 in steps of 8";
    }
    if (name.startsWith("bytes")) {
      return "'" + name + "' at index " + at + ": fixed byte arrays are bytes1 to bytes32";
    }
    if (name.startsWith("fixed") || name.startsWith("ufixed") || name.equals("function")) {
      return "'" + name + "' at index " + at + " is not supported";
    }
    return "unknown type '" + name + "' at index " + at;
  }
}
