package io.tradingsdk.signing;

/** Hex text to bytes and back; strict, and quiet about the text it rejects (it may be a key). */
final class Hex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  private Hex() {}

  /** Lower-case hex with a {@code 0x} prefix. */
  static String encode(byte[] bytes) {
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

  /** The value of one hex digit, or -1. */
  static int digit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
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
      int hi = digit(text.charAt(from + 2 * i));
      int lo = digit(text.charAt(from + 2 * i + 1));
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
      if (digit(text.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }
}
