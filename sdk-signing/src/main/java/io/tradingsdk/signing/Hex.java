package io.tradingsdk.signing;

import io.tradingsdk.models.internal.HexDigits;
import java.math.BigInteger;
import java.util.Objects;

/**
 * Hex text to bytes and back, the one hex codec of the SDK. {@link #encode(byte[])} writes {@code 0x} and
 * lower-case digits; {@link #decode(CharSequence, String)} reads strictly and never repeats the text it refuses
 * (it may be a key).
 */
public final class Hex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  private Hex() {}

  /** {@code 0x} followed by two lower-case hex digits per byte ({@code 0x} alone for no bytes). */
  public static String encode(byte[] bytes) {
    return encode(bytes, 0, bytes.length);
  }

  static String encode(byte[] bytes, int offset, int length) {
    char[] out = new char[2 + 2 * length];
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < length; i++) {
      int b = bytes[offset + i] & 0xff;
      out[2 + 2 * i] = DIGITS[b >>> 4];
      out[3 + 2 * i] = DIGITS[b & 0x0f];
    }
    return new String(out);
  }

  /**
   * The bytes of {@code 0x} followed by an even number of ASCII hex digits (either case); {@code 0x} alone is no
   * bytes.
   *
   * @param field named in the error message, e.g. {@code data}
   * @throws IllegalArgumentException naming {@code field} and what was expected when the text is not that (a
   *     missing {@code 0x}, an odd number of digits, a character that is not an ASCII hex digit); the message gives
   *     positions and lengths, never the text
   */
  public static byte[] decode(CharSequence text, String field) {
    Objects.requireNonNull(field, "field");
    if (text == null) {
      throw new IllegalArgumentException(field + ": expected 0x-prefixed hex, got null");
    }
    if (text.length() < 2 || text.charAt(0) != '0' || text.charAt(1) != 'x') {
      throw new IllegalArgumentException(field + ": expected 0x-prefixed hex (0x and hex digits), without the 0x prefix");
    }
    int digits = text.length() - 2;
    if ((digits & 1) != 0) {
      throw new IllegalArgumentException(
          field + ": expected an even number of hex digits (two per byte), got " + digits);
    }
    byte[] out = new byte[digits / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = HexDigits.value(text.charAt(2 + 2 * i));
      int lo = HexDigits.value(text.charAt(3 + 2 * i));
      if (hi < 0 || lo < 0) {
        int at = 2 + 2 * i + (hi < 0 ? 0 : 1);
        throw new IllegalArgumentException(
            field + ": expected hex digits 0-9, a-f, A-F after 0x, got another character at index " + at);
      }
      out[i] = (byte) ((hi << 4) | lo);
    }
    return out;
  }

  /**
   * A JSON-RPC quantity: {@code 0x} and the value's hex digits without leading zeros, {@code 0x0} for zero (the
   * form nodes send and expect for nonces, gas, fees and values).
   *
   * @throws IllegalArgumentException when {@code value} is negative
   */
  public static String encodeQuantity(BigInteger value) {
    Objects.requireNonNull(value, "value");
    if (value.signum() < 0) {
      throw new IllegalArgumentException("quantity: must not be negative, got " + value);
    }
    return "0x" + value.toString(16);
  }

  /**
   * Reads a JSON-RPC quantity strictly: {@code 0x} and at least one ASCII hex digit, without leading zeros ({@code
   * 0x0} is zero).
   *
   * @param field named in the error message, e.g. {@code result} or {@code gasUsed}
   * @throws IllegalArgumentException naming {@code field} and what was expected (the text is not repeated)
   */
  public static BigInteger decodeQuantity(CharSequence text, String field) {
    Objects.requireNonNull(field, "field");
    if (text == null || text.length() < 3 || text.charAt(0) != '0' || text.charAt(1) != 'x') {
      throw new IllegalArgumentException(field + ": expected a quantity, 0x and hex digits (0x0 for zero)");
    }
    if (text.charAt(2) == '0' && text.length() > 3) {
      throw new IllegalArgumentException(field + ": expected a quantity without leading zeros (0x0 for zero)");
    }
    for (int i = 2; i < text.length(); i++) {
      if (HexDigits.value(text.charAt(i)) < 0) {
        throw new IllegalArgumentException(
            field + ": expected hex digits 0-9, a-f, A-F after 0x, got another character at index " + i);
      }
    }
    return new BigInteger(text.subSequence(2, text.length()).toString(), 16);
  }

  /** True when {@code text} starts with {@code 0x} or {@code 0X}. */
  static boolean hasPrefix(CharSequence text) {
    return text.length() >= 2 && text.charAt(0) == '0' && (text.charAt(1) == 'x' || text.charAt(1) == 'X');
  }

  /**
   * Decodes {@code 0x}-prefixed hex of even length, or returns null when the text is not that.
   * Callers turn null into an error message that fits their context.
   */
  static byte[] decodePrefixed(CharSequence text) {
    if (!hasPrefix(text) || (text.length() & 1) != 0) {
      return null;
    }
    return decodeDigits(text, 2, text.length());
  }

  /** Decodes the hex digits in {@code [from, to)}, an even count; null when one is not a digit. */
  static byte[] decodeDigits(CharSequence text, int from, int to) {
    if (((to - from) & 1) != 0) {
      return null;
    }
    byte[] out = new byte[(to - from) / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = HexDigits.value(text.charAt(from + 2 * i));
      int lo = HexDigits.value(text.charAt(from + 2 * i + 1));
      if (hi < 0 || lo < 0) {
        return null;
      }
      out[i] = (byte) ((hi << 4) | lo);
    }
    return out;
  }

  /** True when every character in {@code [from, to)} is a hex digit. */
  static boolean allDigits(CharSequence text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (HexDigits.value(text.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }
}
