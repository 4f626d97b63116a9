package io.tradingsdk.server.internal.codec;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A small Solidity ABI encoder for the calldata the reference server builds (approvals, transfers,
 * router calls, order encodings). Values are {@link BigInteger} (uint), {@link Address}, {@code
 * byte[]} (dynamic bytes), {@link Bytes32}, {@link Tuple} and {@link List} (dynamic arrays).
 */
public final class Abi {
  private Abi() {}

  /** An address argument. */
  public static final class Address {
    final String hex;

    public Address(String hex) {
      this.hex = Hex.normalize(hex);
    }
  }

  /** A {@code bytes32} argument. */
  public static final class Bytes32 {
    final byte[] value;

    public Bytes32(byte[] value) {
      if (value.length != 32) {
        throw new IllegalArgumentException("bytes32 needs 32 bytes, got " + value.length);
      }
      this.value = value.clone();
    }
  }

  /** An {@code int256} argument (two's complement); UniswapX V3 curves carry negative amounts. */
  public static final class Int {
    final BigInteger value;

    public Int(BigInteger value) {
      if (value.bitLength() > 255) {
        throw new IllegalArgumentException("not an int256: " + value);
      }
      this.value = value;
    }
  }

  /** A tuple (struct) argument; dynamic when any member is. */
  public static final class Tuple {
    final List<Object> members;

    public Tuple(Object... members) {
      this.members = List.of(members);
    }
  }

  public static Address address(String hex) {
    return new Address(hex);
  }

  public static BigInteger uint(long value) {
    return BigInteger.valueOf(value);
  }

  /** {@code selector ‖ abi.encode(args)}, as hex calldata. */
  public static String call(String signature, Object... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(Hex.selector(signature));
    out.writeBytes(encode(args));
    return Hex.encode(out.toByteArray());
  }

  /** {@code abi.encode(args)}. */
  public static byte[] encode(Object... args) {
    return encodeSequence(List.of(args));
  }

  private static byte[] encodeSequence(List<Object> values) {
    List<byte[]> heads = new ArrayList<>();
    List<byte[]> tails = new ArrayList<>();
    int headSize = 0;
    for (Object value : values) {
      headSize += isDynamic(value) ? 32 : encodeValue(value).length;
    }
    int tailOffset = headSize;
    for (Object value : values) {
      byte[] encoded = encodeValue(value);
      if (isDynamic(value)) {
        heads.add(word(BigInteger.valueOf(tailOffset)));
        tails.add(encoded);
        tailOffset += encoded.length;
      } else {
        heads.add(encoded);
      }
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    heads.forEach(out::writeBytes);
    tails.forEach(out::writeBytes);
    return out.toByteArray();
  }

  private static boolean isDynamic(Object value) {
    if (value instanceof byte[] || value instanceof List) {
      return true;
    }
    if (value instanceof Tuple) {
      return ((Tuple) value).members.stream().anyMatch(Abi::isDynamic);
    }
    return false;
  }

  @SuppressWarnings("unchecked")
  private static byte[] encodeValue(Object value) {
    if (value instanceof BigInteger) {
      return word((BigInteger) value);
    }
    if (value instanceof Long || value instanceof Integer) {
      return word(BigInteger.valueOf(((Number) value).longValue()));
    }
    if (value instanceof Int) {
      BigInteger signed = ((Int) value).value;
      return word(signed.signum() < 0 ? BigInteger.ONE.shiftLeft(256).add(signed) : signed);
    }
    if (value instanceof Boolean) {
      return word((Boolean) value ? BigInteger.ONE : BigInteger.ZERO);
    }
    if (value instanceof Address) {
      return word(new BigInteger(Hex.strip(((Address) value).hex), 16));
    }
    if (value instanceof Bytes32) {
      return ((Bytes32) value).value.clone();
    }
    if (value instanceof byte[]) {
      byte[] bytes = (byte[]) value;
      int padded = (bytes.length + 31) / 32 * 32;
      byte[] out = new byte[32 + padded];
      System.arraycopy(word(BigInteger.valueOf(bytes.length)), 0, out, 0, 32);
      System.arraycopy(bytes, 0, out, 32, bytes.length);
      return out;
    }
    if (value instanceof Tuple) {
      return encodeSequence(((Tuple) value).members);
    }
    if (value instanceof List) {
      List<Object> items = (List<Object>) value;
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      out.writeBytes(word(BigInteger.valueOf(items.size())));
      out.writeBytes(encodeSequence(items));
      return out.toByteArray();
    }
    throw new IllegalArgumentException("cannot ABI-encode " + value.getClass().getName());
  }

  /** A 32-byte big-endian word of an unsigned value. */
  static byte[] word(BigInteger value) {
    if (value.signum() < 0 || value.bitLength() > 256) {
      throw new IllegalArgumentException("not a uint256: " + value);
    }
    byte[] raw = value.toByteArray();
    byte[] out = new byte[32];
    int copy = Math.min(raw.length, 32);
    System.arraycopy(raw, raw.length - copy, out, 32 - copy, copy);
    return out;
  }
}
