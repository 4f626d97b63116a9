package io.tradingsdk.signing.codec;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.AbiType.Kind;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The Solidity contract ABI: {@code abi.encode}, strict decoding, function selectors and calldata, directed by
 * canonical type strings.
 *
 * <pre>{@code
 * byte[] calldata = Abi.encodeCall("transfer(address,uint256)", recipient, amount);
 * List<Object> values = Abi.decode("(uint256,address,string)", returnData);
 * String reason = (String) Abi.decodeCall("Error(string)", revertData).get(0);
 * }</pre>
 *
 * <p><b>Types</b>: {@code uint8} to {@code uint256}, {@code int8} to {@code int256}, {@code address}, {@code
 * bool}, {@code bytes1} to {@code bytes32}, {@code bytes}, {@code string}, dynamic arrays {@code T[]}, fixed
 * arrays {@code T[k]} and tuples {@code (T1,T2,...)}, nested freely, written in canonical form (no spaces, {@code
 * uint256} rather than {@code uint}), since a selector is the hash of exactly that text.
 *
 * <p><b>Values</b> to encode, by type: integers as {@link BigInteger}, {@link Long}, {@link Integer}, {@link
 * Short} or {@link Byte}, checked against the type's range; {@link Address}; {@link Boolean}; {@code bytesN} as a
 * {@code byte[]} of exactly N bytes (or {@link Bytes32} for {@code bytes32}); {@code bytes} as {@code byte[]};
 * {@code string} as {@link String} (UTF-8; an unpaired surrogate is refused); arrays and tuples as a {@link List}
 * or an {@code Object[]}. Anything else is refused, naming the argument's position and type.
 *
 * <p><b>Decoding</b> gives values of the same shapes: {@link BigInteger}, {@link Address}, {@link Boolean}, {@code
 * byte[]}, {@link String} and unmodifiable {@code List<Object>} for arrays and tuples. It is strict, and refuses
 * rather than guesses: offsets and lengths must stay inside the data, padding must be zero, a {@code bool} is 0
 * or 1, an {@code address} or {@code uintN} has no bits above its width, an {@code intN} is properly
 * sign-extended, a {@code string} is valid UTF-8, and every byte of the data must belong to exactly one value (no
 * trailing bytes, no gaps, no two offsets sharing data, which also bounds the work a hostile input can cause).
 * Errors are {@link IllegalArgumentException}s naming the value's position and type.
 */
public final class Abi {
  private static final int WORD = AbiType.WORD;
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);

  private Abi() {}

  // ---- selectors and calls -----------------------------------------------------------------------

  /**
   * The 4-byte selector of a function or error signature: the first 4 bytes of the Keccak-256 of its text, e.g.
   * {@code 0xa9059cbb} for {@code transfer(address,uint256)}.
   *
   * @throws IllegalArgumentException when the signature is not a name and a canonical argument list
   */
  public static byte[] selector(String signature) {
    FunctionSignature parsed = FunctionSignature.parse(signature);
    return Arrays.copyOf(Keccak.hash(parsed.text().getBytes(StandardCharsets.US_ASCII)), 4);
  }

  /**
   * Calldata: {@code selector(signature) ‖ abi.encode(args)}, like Solidity's {@code abi.encodeWithSignature}.
   *
   * @throws IllegalArgumentException for a malformed signature, or an argument that does not fit its type
   */
  public static byte[] encodeCall(String signature, Object... args) {
    FunctionSignature parsed = FunctionSignature.parse(signature);
    byte[] selector = Arrays.copyOf(Keccak.hash(parsed.text().getBytes(StandardCharsets.US_ASCII)), 4);
    Node arguments = tuple(parsed.parameters(), Arrays.asList(args), parsed.name());
    byte[] out = new byte[4 + arguments.length];
    System.arraycopy(selector, 0, out, 0, 4);
    arguments.write(out, 4);
    return out;
  }

  /**
   * The arguments of calldata or revert data made with {@code signature}: checks that it starts with the
   * signature's selector, then decodes the rest as {@link #decode(String, byte[])} does.
   *
   * @throws IllegalArgumentException when the selector differs, or the arguments are not a strict encoding
   */
  public static List<Object> decodeCall(String signature, byte[] calldata) {
    FunctionSignature parsed = FunctionSignature.parse(signature);
    byte[] selector = Arrays.copyOf(Keccak.hash(parsed.text().getBytes(StandardCharsets.US_ASCII)), 4);
    if (calldata.length < 4 || !Arrays.equals(Arrays.copyOf(calldata, 4), selector)) {
      throw new IllegalArgumentException(parsed.name() + ": the data does not start with the selector of "
          + parsed.text() + " (" + Hex.encode(selector) + ")");
    }
    return new Decoder(Arrays.copyOfRange(calldata, 4, calldata.length), parsed.name()).decode(parsed.parameters());
  }

  // ---- encoding ----------------------------------------------------------------------------------

  /**
   * {@code abi.encode(values...)}: the values as the members of the tuple type {@code types}, e.g. {@code
   * encode("(uint256,address)", amount, owner)}. To encode one struct, as Solidity's {@code abi.encode(order)}
   * does, wrap its type and pass the struct's members as one list: {@code encode("((address,uint256))",
   * List.of(token, amount))}. (An {@code Object[]} passed alone is spread into the values, as Java's varargs do.)
   *
   * @param types a canonical tuple type, {@code ()} included
   * @throws IllegalArgumentException when {@code types} is malformed, the count of values differs, or a value
   *     does not fit its type (the message names its position and type)
   */
  public static byte[] encode(String types, Object... values) {
    AbiType tuple = AbiType.parseTuple(Objects.requireNonNull(types, "types"), "abi type");
    Node node = tuple(tuple, Arrays.asList(values), "abi.encode");
    byte[] out = new byte[node.length];
    node.write(out, 0);
    return out;
  }

  private static Node tuple(AbiType tuple, List<?> values, String what) {
    if (values.size() != tuple.members.size()) {
      throw new IllegalArgumentException(what + ": " + tuple + " takes " + tuple.members.size() + " values, got "
          + values.size());
    }
    List<Node> members = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      members.add(node(tuple.members.get(i), values.get(i), new Path(what, "argument " + i)));
    }
    return new Sequence(members, false);
  }

  /** Where a value sits, for error messages: {@code transfer: argument 1[0]}. */
  private record Path(String what, String where) {
    Path child(int index) {
      return new Path(what, where + "[" + index + "]");
    }

    IllegalArgumentException error(AbiType type, String detail) {
      return new IllegalArgumentException(what + ": " + where + " (" + type + "): " + detail);
    }
  }

  private static Node node(AbiType type, Object value, Path path) {
    if (value == null) {
      throw path.error(type, "expected a value, got null");
    }
    switch (type.kind) {
      case UINT:
        return uintWord(type, integer(type, value, path), path);
      case INT:
        return intWord(type, integer(type, value, path), path);
      case ADDRESS:
        if (!(value instanceof Address)) {
          throw path.error(type, "expected an Address, got " + describe(value));
        }
        byte[] word = new byte[WORD];
        System.arraycopy(((Address) value).toBytes(), 0, word, 12, 20);
        return new Word(word);
      case BOOL:
        if (!(value instanceof Boolean)) {
          throw path.error(type, "expected a Boolean, got " + describe(value));
        }
        byte[] bool = new byte[WORD];
        bool[WORD - 1] = (byte) (((Boolean) value) ? 1 : 0);
        return new Word(bool);
      case FIXED_BYTES:
        return fixedBytes(type, value, path);
      case BYTES:
        if (!(value instanceof byte[])) {
          throw path.error(type, "expected a byte[], got " + describe(value));
        }
        return new DynamicBytes(((byte[]) value).clone());
      case STRING:
        if (!(value instanceof String)) {
          throw path.error(type, "expected a String, got " + describe(value));
        }
        return new DynamicBytes(utf8((String) value, type, path));
      case ARRAY:
      case FIXED_ARRAY: {
        List<?> elements = elements(type, value, path);
        if (type.kind == Kind.FIXED_ARRAY && elements.size() != type.size) {
          throw path.error(type, "expected " + type.size + " elements, got " + elements.size());
        }
        List<Node> nodes = new ArrayList<>(elements.size());
        for (int i = 0; i < elements.size(); i++) {
          nodes.add(node(type.element, elements.get(i), path.child(i)));
        }
        return new Sequence(nodes, type.kind == Kind.ARRAY);
      }
      case TUPLE: {
        List<?> members = elements(type, value, path);
        if (members.size() != type.members.size()) {
          throw path.error(type, "expected " + type.members.size() + " members, got " + members.size());
        }
        List<Node> nodes = new ArrayList<>(members.size());
        for (int i = 0; i < members.size(); i++) {
          nodes.add(node(type.members.get(i), members.get(i), path.child(i)));
        }
        return new Sequence(nodes, false);
      }
      default:
        throw new AssertionError(type.kind);
    }
  }

  private static BigInteger integer(AbiType type, Object value, Path path) {
    if (value instanceof BigInteger) {
      return (BigInteger) value;
    }
    if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
      return BigInteger.valueOf(((Number) value).longValue());
    }
    throw path.error(type, "expected an integer (BigInteger, Long, Integer, Short or Byte), got " + describe(value));
  }

  private static Node uintWord(AbiType type, BigInteger value, Path path) {
    if (value.signum() < 0 || value.bitLength() > type.size) {
      throw path.error(type, value + " is outside 0 to 2^" + type.size + "-1");
    }
    return new Word(toWord(value));
  }

  private static Node intWord(AbiType type, BigInteger value, Path path) {
    if (value.bitLength() > type.size - 1) {
      throw path.error(type, value + " is outside -2^" + (type.size - 1) + " to 2^" + (type.size - 1) + "-1");
    }
    return new Word(toWord(value.signum() < 0 ? value.add(TWO_256) : value));
  }

  private static Node fixedBytes(AbiType type, Object value, Path path) {
    byte[] bytes;
    if (value instanceof byte[]) {
      bytes = (byte[]) value;
    } else if (value instanceof Bytes32 && type.size == 32) {
      bytes = ((Bytes32) value).toBytes();
    } else {
      throw path.error(type, "expected a byte[] of " + type.size + " bytes" + (type.size == 32 ? " or a Bytes32" : "")
          + ", got " + describe(value));
    }
    if (bytes.length != type.size) {
      throw path.error(type, "expected " + type.size + " bytes, got " + bytes.length);
    }
    return new Word(Arrays.copyOf(bytes, WORD)); // right-padded with zeros
  }

  private static List<?> elements(AbiType type, Object value, Path path) {
    if (value instanceof List) {
      return (List<?>) value;
    }
    if (value instanceof Object[]) {
      return Arrays.asList((Object[]) value);
    }
    throw path.error(type, "expected a List or an Object[], got " + describe(value));
  }

  private static byte[] utf8(String text, AbiType type, Path path) {
    try {
      ByteBuffer encoded = StandardCharsets.UTF_8.newEncoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .encode(CharBuffer.wrap(text));
      byte[] out = new byte[encoded.remaining()];
      encoded.get(out);
      return out;
    } catch (CharacterCodingException e) {
      throw path.error(type, "not valid Unicode (an unpaired surrogate), so it has no UTF-8 encoding");
    }
  }

  private static String describe(Object value) {
    if (value instanceof List) {
      return "a List";
    }
    return value.getClass().isArray() ? value.getClass().getComponentType().getSimpleName() + "[]"
        : value.getClass().getSimpleName();
  }

  /** A non-negative value below 2^256 as a 32-byte big-endian word. */
  private static byte[] toWord(BigInteger unsigned) {
    byte[] word = new byte[WORD];
    byte[] magnitude = unsigned.toByteArray(); // may carry a leading zero sign byte: 33 bytes from 2^255 up
    int length = Math.min(magnitude.length, WORD);
    System.arraycopy(magnitude, magnitude.length - length, word, WORD - length, length);
    return word;
  }

  private static int padded(int length) {
    return Math.addExact(length, WORD - 1) / WORD * WORD;
  }

  /** An encoded value: static (in its parent's head) or dynamic (in the tail, behind an offset). */
  private abstract static class Node {
    final boolean dynamic;
    /** The bytes its encoding takes (in the head when static, in the tail when dynamic). */
    final int length;

    Node(boolean dynamic, int length) {
      this.dynamic = dynamic;
      this.length = length;
    }

    /** Writes the encoding at {@code out[at]}; {@code out} is zeroed there. */
    abstract void write(byte[] out, int at);
  }

  private static final class Word extends Node {
    private final byte[] word;

    Word(byte[] word) {
      super(false, WORD);
      this.word = word;
    }

    @Override
    void write(byte[] out, int at) {
      System.arraycopy(word, 0, out, at, WORD);
    }
  }

  /** {@code bytes} and {@code string}: the length, then the bytes right-padded to whole words. */
  private static final class DynamicBytes extends Node {
    private final byte[] value;

    DynamicBytes(byte[] value) {
      super(true, Math.addExact(WORD, padded(value.length)));
      this.value = value;
    }

    @Override
    void write(byte[] out, int at) {
      System.arraycopy(toWord(BigInteger.valueOf(value.length)), 0, out, at, WORD);
      System.arraycopy(value, 0, out, at + WORD, value.length);
    }
  }

  /**
   * Tuples and arrays: the members' heads (static members inline, dynamic ones as offsets from the start of the
   * members), then the dynamic members' encodings in order; a dynamic array first writes its element count.
   */
  private static final class Sequence extends Node {
    private final List<Node> members;
    private final boolean counted;
    private final int headLength;

    Sequence(List<Node> members, boolean counted) {
      super(counted || anyDynamic(members), totalLength(members, counted));
      this.members = members;
      this.counted = counted;
      this.headLength = headLength(members);
    }

    private static boolean anyDynamic(List<Node> members) {
      for (Node member : members) {
        if (member.dynamic) {
          return true;
        }
      }
      return false;
    }

    private static int headLength(List<Node> members) {
      int length = 0;
      for (Node member : members) {
        length = Math.addExact(length, member.dynamic ? WORD : member.length);
      }
      return length;
    }

    private static int totalLength(List<Node> members, boolean counted) {
      int length = Math.addExact(counted ? WORD : 0, headLength(members));
      for (Node member : members) {
        if (member.dynamic) {
          length = Math.addExact(length, member.length);
        }
      }
      return length;
    }

    @Override
    void write(byte[] out, int at) {
      int start = at;
      if (counted) {
        System.arraycopy(toWord(BigInteger.valueOf(members.size())), 0, out, at, WORD);
        start += WORD;
      }
      int head = start;
      int tail = start + headLength;
      for (Node member : members) {
        if (member.dynamic) {
          System.arraycopy(toWord(BigInteger.valueOf(tail - start)), 0, out, head, WORD);
          member.write(out, tail);
          head += WORD;
          tail += member.length;
        } else {
          member.write(out, head);
          head += member.length;
        }
      }
    }
  }

  // ---- decoding ----------------------------------------------------------------------------------

  /**
   * The values of {@code abi.encode(values...)} for the tuple type {@code types}, strictly; see the class comment
   * for the value types and the checks.
   *
   * @param types a canonical tuple type such as {@code (uint256,address,string)}
   * @throws IllegalArgumentException when {@code types} is malformed or {@code data} is not a strict encoding of
   *     it; the message names the value's position and type
   */
  public static List<Object> decode(String types, byte[] data) {
    AbiType tuple = AbiType.parseTuple(Objects.requireNonNull(types, "types"), "abi type");
    return new Decoder(Objects.requireNonNull(data, "data"), "abi.decode").decode(tuple);
  }

  /** Follows offsets by type; marks every byte it reads, so overlap, gaps and trailing bytes are caught. */
  private static final class Decoder {
    private final byte[] data;
    private final String what;
    private final BitSet read;

    Decoder(byte[] data, String what) {
      this.data = data;
      this.what = what;
      this.read = new BitSet(data.length);
    }

    List<Object> decode(AbiType tuple) {
      List<Object> values = sequence(tuple, tuple.members.size(), 0, new Path(what, "value"), true);
      int firstUnread = read.nextClearBit(0);
      if (firstUnread < data.length) {
        int nextRead = read.nextSetBit(firstUnread);
        throw new IllegalArgumentException(what + ": " + tuple + ": bytes " + firstUnread + " to "
            + ((nextRead < 0 ? data.length : nextRead) - 1) + " of " + data.length
            + " belong to no value (trailing or stray bytes)");
      }
      return values;
    }

    /**
     * The {@code count} members of a tuple, fixed array or array whose heads start at {@code start}; for a tuple
     * the member types come from {@code type}, for arrays every member is {@code type.element}.
     */
    private List<Object> sequence(AbiType type, int count, int start, Path path, boolean topLevel) {
      List<Object> values = new ArrayList<>(count);
      int head = start;
      for (int i = 0; i < count; i++) {
        AbiType member = type.kind == Kind.TUPLE ? type.members.get(i) : type.element;
        Path memberPath = topLevel ? new Path(what, "value " + i) : path.child(i);
        if (member.dynamic) {
          int offset = size(head, memberPath, member, "offset");
          long target = (long) start + offset;
          if (target >= data.length) {
            throw memberPath.error(member, "offset " + offset + " points past the end of the data (" + data.length
                + " bytes)");
          }
          values.add(value(member, (int) target, memberPath));
          head += WORD;
        } else {
          values.add(value(member, head, memberPath));
          head += member.headSize;
        }
      }
      return Collections.unmodifiableList(values);
    }

    private Object value(AbiType type, int at, Path path) {
      switch (type.kind) {
        case UINT: {
          BigInteger value = new BigInteger(1, take(at, WORD, path, type));
          if (value.bitLength() > type.size) {
            throw path.error(type, "bits set above bit " + type.size);
          }
          return value;
        }
        case INT: {
          BigInteger unsigned = new BigInteger(1, take(at, WORD, path, type));
          BigInteger value = unsigned.testBit(255) ? unsigned.subtract(TWO_256) : unsigned;
          if (value.bitLength() > type.size - 1) {
            throw path.error(type, "not sign-extended from bit " + (type.size - 1));
          }
          return value;
        }
        case ADDRESS: {
          byte[] word = take(at, WORD, path, type);
          requireZero(word, 0, 12, path, type, "the 12 bytes above the address");
          return Address.fromBytes(Arrays.copyOfRange(word, 12, WORD));
        }
        case BOOL: {
          byte[] word = take(at, WORD, path, type);
          requireZero(word, 0, WORD - 1, path, type, "a bool's high bytes");
          if ((word[WORD - 1] & 0xff) > 1) {
            throw path.error(type, "expected 0 or 1, got " + (word[WORD - 1] & 0xff));
          }
          return word[WORD - 1] == 1;
        }
        case FIXED_BYTES: {
          byte[] word = take(at, WORD, path, type);
          requireZero(word, type.size, WORD, path, type, "the padding after bytes" + type.size);
          return Arrays.copyOf(word, type.size);
        }
        case BYTES:
        case STRING: {
          int length = size(at, path, type, "length");
          byte[] content = take(at + WORD, padded(length), path, type);
          requireZero(content, length, content.length, path, type, "the padding after the " + length + " bytes");
          byte[] bytes = Arrays.copyOf(content, length);
          return type.kind == Kind.BYTES ? bytes : utf8(bytes, path, type);
        }
        case ARRAY: {
          int count = size(at, path, type, "length");
          long needed = (long) count * type.element.headSize;
          if (needed > data.length - (long) at - WORD) {
            throw path.error(type, count + " elements need " + needed + " bytes of heads, but "
                + Math.max(0, data.length - at - WORD) + " remain");
          }
          return sequence(type, count, at + WORD, path, false);
        }
        case FIXED_ARRAY:
          return sequence(type, type.size, at, path, false);
        case TUPLE:
          return sequence(type, type.members.size(), at, path, false);
        default:
          throw new AssertionError(type.kind);
      }
    }

    /** The bytes {@code [at, at+length)}, which must lie inside the data and not have been read before. */
    private byte[] take(int at, int length, Path path, AbiType type) {
      if ((long) at + length > data.length) {
        throw path.error(type, "needs bytes " + at + " to " + ((long) at + length - 1) + ", but the data has "
            + data.length);
      }
      int overlap = read.nextSetBit(at);
      if (overlap >= 0 && overlap < at + length) {
        throw path.error(type, "byte " + overlap + " was already read as part of another value (overlapping offsets)");
      }
      read.set(at, at + length);
      return Arrays.copyOfRange(data, at, at + length);
    }

    /** A length or offset word: a number no larger than the data. */
    private int size(int at, Path path, AbiType type, String what) {
      BigInteger value = new BigInteger(1, take(at, WORD, path, type));
      if (value.compareTo(BigInteger.valueOf(data.length)) > 0) {
        throw path.error(type, what + " " + (value.bitLength() > 64 ? "of " + value.bitLength() + " bits" : value)
            + " is larger than the data (" + data.length + " bytes)");
      }
      return value.intValue();
    }

    private void requireZero(byte[] bytes, int from, int to, Path path, AbiType type, String what) {
      for (int i = from; i < to; i++) {
        if (bytes[i] != 0) {
          throw path.error(type, what + " must be zero");
        }
      }
    }

    private String utf8(byte[] bytes, Path path, AbiType type) {
      try {
        return StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(bytes))
            .toString();
      } catch (CharacterCodingException e) {
        throw path.error(type, "not valid UTF-8");
      }
    }
  }

  /** {@code name(types)}: a function or error signature, canonical. */
  private record FunctionSignature(String text, String name, AbiType parameters) {
    static FunctionSignature parse(String signature) {
      Objects.requireNonNull(signature, "signature");
      int open = signature.indexOf('(');
      String name = open < 0 ? signature : signature.substring(0, open);
      if (open < 0 || !isIdentifier(name)) {
        throw new IllegalArgumentException("signature: expected a name and its argument types, such as"
            + " transfer(address,uint256), got \"" + (signature.length() <= 120 ? signature : signature.substring(0, 120) + "...") + "\"");
      }
      return new FunctionSignature(signature, name, AbiType.parseParameters(signature, open, "signature " + name));
    }

    private static boolean isIdentifier(String name) {
      if (name.isEmpty() || (name.charAt(0) >= '0' && name.charAt(0) <= '9')) {
        return false;
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        boolean letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
        if (!letter && !(c >= '0' && c <= '9')) {
          return false;
        }
      }
      return true;
    }
  }
}
