package io.tradingsdk.models;

import com.fasterxml.jackson.core.JsonToken;
import java.math.BigInteger;

/** Parsing of the integer strings the service sends: decimal digits, or {@code 0x} hex. */
public final class WireNumbers {
  private WireNumbers() {}

  /**
   * Parses a decimal or {@code 0x}-prefixed hex integer string.
   *
   * @param field named in the error message
   * @throws IllegalArgumentException naming {@code field} when the text is not such an integer
   */
  public static BigInteger parseInteger(String text, String field) {
    // new BigInteger(String) also reads "+1", "0x-1" and non-ASCII digits ("١٠٠", "１００"): a value or chain id the
    // service never sends this way is refused, not read as another number.
    boolean hex = text.startsWith("0x") || text.startsWith("0X");
    if (!asciiDigits(text, hex ? 2 : text.startsWith("-") ? 1 : 0, hex)) {
      throw new IllegalArgumentException(field + ": expected a decimal or 0x-hex integer, was \"" + text + "\"");
    }
    try {
      if (hex) {
        return text.length() == 2 ? BigInteger.ZERO : new BigInteger(text.substring(2), 16);
      }
      return new BigInteger(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          field + ": expected a decimal or 0x-hex integer, was \"" + text + "\"", e);
    }
  }

  private static boolean asciiDigits(String text, int start, boolean hex) {
    if (text.length() == start) {
      return hex; // "0x" is zero; "" and "-" are not numbers
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean digit = c >= '0' && c <= '9' || hex && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F');
      if (!digit) {
        return false;
      }
    }
    return true;
  }

  /** A JSON token in words, for error messages ({@code "a fractional number"}). */
  static String describe(JsonToken token) {
    if (token == null) {
      return "the end of the input";
    }
    switch (token) {
      case VALUE_NUMBER_FLOAT:
        return "a fractional number";
      case VALUE_NUMBER_INT:
        return "a number";
      case VALUE_STRING:
        return "a string";
      case VALUE_TRUE:
      case VALUE_FALSE:
        return "a boolean";
      case VALUE_NULL:
        return "null";
      case START_OBJECT:
        return "an object";
      case START_ARRAY:
        return "an array";
      default:
        return token.toString();
    }
  }

  // BigInteger.longValueExact/intValueExact are Android API 31: these two run on API 26.

  /**
   * {@code value} as a {@code long}, like {@link BigInteger#longValueExact()} (which Android offers only from API
   * 31).
   *
   * @throws ArithmeticException when it does not fit
   */
  public static long toLongExact(BigInteger value) {
    if (value.bitLength() > 63) {
      throw new ArithmeticException("BigInteger out of long range");
    }
    return value.longValue();
  }

  /**
   * {@code value} as an {@code int}, like {@link BigInteger#intValueExact()} (Android API 31).
   *
   * @throws ArithmeticException when it does not fit
   */
  public static int toIntExact(BigInteger value) {
    if (value.bitLength() > 31) {
      throw new ArithmeticException("BigInteger out of int range");
    }
    return value.intValue();
  }
}
