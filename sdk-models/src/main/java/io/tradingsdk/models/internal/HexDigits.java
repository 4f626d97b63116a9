package io.tradingsdk.models.internal;

/**
 * The value of an ASCII hex digit, the one definition sdk-signing's {@code Hex} and sdk-tokenlist's EIP-55 checks
 * share. Unlike {@link Character#digit(char, int)} it takes only {@code 0-9}, {@code a-f} and {@code A-F}, never
 * another script's digits.
 */
public final class HexDigits {
  private HexDigits() {}

  /** The value of one hex digit, 0 to 15, or -1 when {@code c} is not one. */
  public static int value(char c) {
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
}
