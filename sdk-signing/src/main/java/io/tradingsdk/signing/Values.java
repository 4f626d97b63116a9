package io.tradingsdk.signing;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.internal.HexDigits;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/** Reads JSON values as EIP-712 atomic values, strictly; failures are {@link EncodingError}s. */
final class Values {
  private static final BigInteger TWO_POW_53 = BigInteger.ONE.shiftLeft(53);
  /** Past this many digits no value fits 256 bits; refuse before BigInteger does quadratic work. */
  private static final int MAX_DIGITS = 80;

  private Values() {}

  // ---------------------------------------------------------------------------------------------
  // Integers

  /** Encodes a (u)intN value as a 32-byte big-endian two's complement word at {@code out[off..]}. */
  static void writeInteger(FieldType type, JsonNode node, byte[] out, int off) {
    if (node.isTextual()) {
      String text = node.textValue();
      long small = parseSmallDecimal(text);
      if (small != Long.MIN_VALUE) {
        writeLong(type, small, out, off);
      } else {
        writeBig(type, parseText(text, type), out, off);
      }
    } else if (node.isInt() || node.isLong()) {
      writeLong(type, node.longValue(), out, off);
    } else {
      writeBig(type, integer(node, type), out, off);
    }
  }

  /** The integer value of a node that holds one (any accepted form), range-checked for {@code type}. */
  static BigInteger integerInRange(FieldType type, JsonNode node) {
    BigInteger value = node.isTextual() ? parseText(node.textValue(), type) : integer(node, type);
    checkRange(type, value);
    return value;
  }

  private static BigInteger integer(JsonNode node, FieldType type) {
    if (node.isTextual()) {
      return parseText(node.textValue(), type);
    }
    if (node.isIntegralNumber()) {
      return node.bigIntegerValue();
    }
    if (node.isBigDecimal()) {
      BigDecimal decimal = node.decimalValue().stripTrailingZeros();
      if (decimal.scale() > 0) {
        // toString, not toPlainString: the exponent of a JSON number is any int, and 1e-100000000 written out
        // plainly is a string of 100 million digits (past 2^31 a NegativeArraySizeException).
        throw new EncodingError("expected an integer for " + type + ", got the fraction " + decimal);
      }
      // In long: with a scale near Integer.MIN_VALUE (1e2147483647) the int difference overflows to a negative
      // count, which passed this check and left BigInteger to fail with an ArithmeticException.
      long digits = (long) decimal.precision() - decimal.scale();
      if (digits > MAX_DIGITS) {
        throw new EncodingError("a number of " + digits + " digits does not fit " + type);
      }
      return decimal.toBigIntegerExact();
    }
    if (node.isDouble() || node.isFloat()) {
      double d = node.doubleValue();
      if (d != Math.rint(d) || Double.isInfinite(d)) {
        throw new EncodingError("expected an integer for " + type + ", got the fraction " + d);
      }
      BigInteger value = new BigDecimal(d).toBigIntegerExact();
      if (value.abs().compareTo(TWO_POW_53) > 0) {
        // A double above 2^53 has already lost digits: the value the user wrote is unknown.
        throw new EncodingError("the JSON number " + node.asText() + " for " + type
            + " was read as a double and may have lost digits; parse the JSON with big decimals"
            + " (TradingJson.mapper()) or pass the number as a string");
      }
      return value;
    }
    throw new EncodingError("expected an integer for " + type
        + " (decimal string, 0x hex string or JSON number), got " + describe(node));
  }

  /**
   * Parses up to 18 decimal digits with an optional minus sign without allocating; returns {@code
   * Long.MIN_VALUE} when the text is anything else (the caller then takes the general path).
   */
  static long parseSmallDecimal(String text) {
    int length = text.length();
    int start = length > 0 && text.charAt(0) == '-' ? 1 : 0;
    if (length == start || length - start > 18) {
      return Long.MIN_VALUE;
    }
    long value = 0;
    for (int i = start; i < length; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return Long.MIN_VALUE;
      }
      value = value * 10 + (c - '0');
    }
    return start == 1 ? -value : value;
  }

  /** Decimal or {@code 0x} hex, optionally negative; nothing else (no spaces, no plus sign). */
  static BigInteger parseText(String text, FieldType type) {
    int i = text.startsWith("-") ? 1 : 0;
    boolean hex = text.length() - i >= 2 && text.charAt(i) == '0'
        && (text.charAt(i + 1) == 'x' || text.charAt(i + 1) == 'X');
    int start = hex ? i + 2 : i;
    boolean digits = text.length() > start;
    for (int k = start; k < text.length() && digits; k++) {
      char c = text.charAt(k);
      digits = hex ? HexDigits.value(c) >= 0 : c >= '0' && c <= '9';
    }
    if (!digits) {
      throw new EncodingError("expected an integer for " + type
          + " (decimal digits or 0x and hex digits), got " + TextSnippet.quote(text));
    }
    int significant = start;
    while (significant < text.length() - 1 && text.charAt(significant) == '0') {
      significant++;
    }
    if (text.length() - significant > MAX_DIGITS) {
      throw new EncodingError("a number of " + (text.length() - significant) + (hex ? " hex" : "")
          + " digits does not fit " + type);
    }
    BigInteger magnitude = new BigInteger(text.substring(start), hex ? 16 : 10);
    return i == 1 ? magnitude.negate() : magnitude;
  }

  private static void writeLong(FieldType type, long value, byte[] out, int off) {
    if (value < type.minLong || value > type.maxLong) {
      // The long bounds are exact below 64 bits; above, any long that got here fits except
      // a negative value for a uint, which minLong (0) already caught.
      throw new EncodingError(describe(BigInteger.valueOf(value)) + " does not fit " + type);
    }
    byte fill = value < 0 ? (byte) 0xff : 0;
    for (int i = 0; i < 24; i++) {
      out[off + i] = fill;
    }
    for (int i = 0; i < 8; i++) {
      out[off + 31 - i] = (byte) (value >>> (8 * i));
    }
  }

  private static void writeBig(FieldType type, BigInteger value, byte[] out, int off) {
    checkRange(type, value);
    byte[] twos = value.toByteArray(); // minimal two's complement, at most 33 bytes here
    int copy = Math.min(twos.length, 32);
    byte fill = value.signum() < 0 ? (byte) 0xff : 0;
    for (int i = 0; i < 32 - copy; i++) {
      out[off + i] = fill;
    }
    System.arraycopy(twos, twos.length - copy, out, off + 32 - copy, copy);
  }

  private static void checkRange(FieldType type, BigInteger value) {
    if (value.compareTo(type.min) < 0 || value.compareTo(type.max) > 0) {
      throw new EncodingError(describe(value) + " does not fit " + type);
    }
  }

  /** Decimal, or {@code 2^k}, {@code 2^k-1}, {@code -2^k} for the large round values near bounds. */
  static String describe(BigInteger value) {
    BigInteger magnitude = value.abs();
    String sign = value.signum() < 0 ? "-" : "";
    if (magnitude.bitLength() > 64) {
      if (magnitude.bitCount() == 1) {
        return sign + "2^" + (magnitude.bitLength() - 1);
      }
      if (magnitude.add(BigInteger.ONE).bitCount() == 1) {
        String power = "2^" + magnitude.bitLength() + "-1";
        return sign.isEmpty() ? power : "-(" + power + ")";
      }
    }
    return value.toString();
  }

  // ---------------------------------------------------------------------------------------------
  // Other atomic types

  static void writeAddress(JsonNode node, byte[] out, int off) {
    if (!node.isTextual()) {
      throw new EncodingError("expected an address (0x followed by 40 hex digits), got " + describe(node));
    }
    String text = node.textValue();
    String problem = Address.problem(text);
    if (problem != null) {
      throw new EncodingError(problem);
    }
    for (int i = 0; i < 12; i++) {
      out[off + i] = 0;
    }
    for (int i = 0; i < 20; i++) {
      out[off + 12 + i] = (byte) ((HexDigits.value(text.charAt(2 + 2 * i)) << 4) | HexDigits.value(text.charAt(3 + 2 * i)));
    }
  }

  static void writeBool(JsonNode node, byte[] out, int off) {
    if (!node.isBoolean()) {
      throw new EncodingError("expected true or false for bool, got " + describe(node));
    }
    for (int i = 0; i < 31; i++) {
      out[off + i] = 0;
    }
    out[off + 31] = (byte) (node.booleanValue() ? 1 : 0);
  }

  static void writeFixedBytes(FieldType type, JsonNode node, byte[] out, int off) {
    byte[] bytes = bytes(node, type);
    if (bytes.length != type.size) {
      throw new EncodingError("expected " + type.size + (type.size == 1 ? " byte" : " bytes")
          + " for " + type + ", got " + bytes.length);
    }
    System.arraycopy(bytes, 0, out, off, bytes.length);
    for (int i = bytes.length; i < 32; i++) {
      out[off + i] = 0;
    }
  }

  /** {@code 0x}-prefixed hex of even length. */
  static byte[] bytes(JsonNode node, FieldType type) {
    if (!node.isTextual()) {
      throw new EncodingError("expected 0x-prefixed hex for " + type + ", got " + describe(node));
    }
    byte[] bytes = Hex.decodePrefixed(node.textValue());
    if (bytes == null) {
      throw new EncodingError("expected 0x-prefixed hex with an even number of digits for " + type
          + ", got " + TextSnippet.quote(node.textValue()));
    }
    return bytes;
  }

  static String string(JsonNode node, FieldType type) {
    if (!node.isTextual()) {
      throw new EncodingError("expected a JSON string for " + type + ", got " + describe(node));
    }
    return node.textValue();
  }

  /** UTF-8 bytes; a lone surrogate (possible through JSON escapes) is an error, not a '?'. */
  static byte[] utf8(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)) {
        if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
          i++;
          continue;
        }
        throw new EncodingError("invalid string: lone surrogate \\u"
            + Integer.toHexString(c) + " at index " + i + " has no UTF-8 encoding");
      }
      if (Character.isLowSurrogate(c)) {
        throw new EncodingError("invalid string: lone surrogate \\u"
            + Integer.toHexString(c) + " at index " + i + " has no UTF-8 encoding");
      }
    }
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** A short description of a JSON value for error messages: its kind and a snippet. */
  static String describe(JsonNode node) {
    if (node.isTextual()) {
      return "the string " + TextSnippet.quote(node.textValue());
    }
    if (node.isNumber()) {
      return "the number " + node.asText();
    }
    if (node.isBoolean()) {
      return node.asText();
    }
    if (node.isNull()) {
      return "null";
    }
    if (node.isArray()) {
      return "an array";
    }
    if (node.isObject()) {
      return "an object";
    }
    return node.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
  }
}
