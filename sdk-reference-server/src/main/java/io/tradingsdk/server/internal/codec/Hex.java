package io.tradingsdk.server.internal.codec;

import io.tradingsdk.models.tokenlist.Eip55;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.bouncycastle.crypto.digests.KeccakDigest;

/** Hex, keccak-256 and address helpers. */
public final class Hex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  /** The zero address, which the API uses for the native currency. */
  public static final String ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

  private Hex() {}

  /** {@code 0x}-prefixed lower-case hex of the bytes. */
  public static String encode(byte[] bytes) {
    char[] out = new char[2 + bytes.length * 2];
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < bytes.length; i++) {
      out[2 + 2 * i] = DIGITS[(bytes[i] >> 4) & 0xf];
      out[3 + 2 * i] = DIGITS[bytes[i] & 0xf];
    }
    return new String(out);
  }

  /** Bytes of a hex string with or without {@code 0x}. */
  public static byte[] decode(String hex) {
    String digits = strip(hex);
    if (digits.length() % 2 != 0) {
      throw new IllegalArgumentException("odd number of hex digits");
    }
    byte[] out = new byte[digits.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }

  /** The hex digits without a leading {@code 0x}. */
  public static String strip(String hex) {
    return hex.startsWith("0x") || hex.startsWith("0X") ? hex.substring(2) : hex;
  }

  /** keccak-256 of the bytes (BouncyCastle's, which sdk-signing already brings). */
  public static byte[] keccak(byte[] bytes) {
    KeccakDigest digest = new KeccakDigest(256);
    digest.update(bytes, 0, bytes.length);
    byte[] out = new byte[32];
    digest.doFinal(out, 0);
    return out;
  }

  /** keccak-256 of the UTF-8 text. */
  public static byte[] keccak(String text) {
    return keccak(text.getBytes(StandardCharsets.UTF_8));
  }

  /** The 4-byte selector of a function signature such as {@code approve(address,uint256)}. */
  public static byte[] selector(String signature) {
    byte[] hash = keccak(signature);
    return new byte[] {hash[0], hash[1], hash[2], hash[3]};
  }

  /** An address in lower case with {@code 0x}, the form state is keyed by. */
  public static String normalize(String address) {
    return "0x" + strip(address).toLowerCase(Locale.ROOT);
  }

  /** The EIP-55 checksummed form of an address. */
  public static String checksum(String address) {
    return Eip55.toChecksumAddress(normalize(address));
  }

  /** A quantity as the API writes transaction values: {@code 0x} hex without leading zeros, {@code 0x0} for zero. */
  public static String quantity(BigInteger value) {
    return "0x" + value.toString(16);
  }

  /** An address made of the last 20 bytes of a 32-byte hash, for synthetic identifiers. */
  public static String addressFromHash(byte[] hash) {
    byte[] tail = new byte[20];
    System.arraycopy(hash, hash.length - 20, tail, 0, 20);
    return checksum(encode(tail));
  }
}
