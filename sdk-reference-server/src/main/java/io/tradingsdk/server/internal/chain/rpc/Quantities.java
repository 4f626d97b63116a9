package io.tradingsdk.server.internal.chain.rpc;

import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * JSON-RPC's hex encodings, written and read as geth does: a quantity is {@code 0x} and its digits without leading
 * zeros ({@code 0x0} for zero); data is {@code 0x} and an even number of digits. Reading, each failure says why in
 * geth's words, for {@link RpcError#invalidArgument}.
 */
final class Quantities {
  private static final Pattern HEX_DIGITS = Pattern.compile("[0-9a-fA-F]*");

  private Quantities() {}

  static String of(long value) {
    return "0x" + Long.toHexString(value);
  }

  static String of(BigInteger value) {
    return "0x" + value.toString(16);
  }

  /**
   * A quantity's value.
   *
   * @throws IllegalArgumentException with geth's reason ({@code hex string without 0x prefix}, {@code hex number
   *     with leading zero digits}, ...)
   */
  static BigInteger parse(String text, int maxBits) {
    String digits = digits(text);
    if (digits.isEmpty()) {
      throw new IllegalArgumentException("hex string \"0x\"");
    }
    if (digits.length() > 1 && digits.charAt(0) == '0') {
      throw new IllegalArgumentException("hex number with leading zero digits");
    }
    if (!HEX_DIGITS.matcher(digits).matches()) {
      throw new IllegalArgumentException("invalid hex string");
    }
    BigInteger value = new BigInteger(digits, 16);
    if (value.bitLength() > maxBits) {
      throw new IllegalArgumentException("hex number > " + maxBits + " bits");
    }
    return value;
  }

  /** The bytes of {@code 0x}-prefixed data. */
  static byte[] bytes(String text) {
    String digits = digits(text);
    if (digits.length() % 2 != 0) {
      throw new IllegalArgumentException("hex string of odd length");
    }
    if (!HEX_DIGITS.matcher(digits).matches()) {
      throw new IllegalArgumentException("invalid hex string");
    }
    byte[] out = new byte[digits.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(digits, 2 * i, 2 * i + 2, 16);
    }
    return out;
  }

  private static String digits(String text) {
    if (!text.startsWith("0x") && !text.startsWith("0X")) {
      throw new IllegalArgumentException(text.isEmpty() ? "empty hex string" : "hex string without 0x prefix");
    }
    return text.substring(2);
  }
}
