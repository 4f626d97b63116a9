package io.tradingsdk.signing;

import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A 20-byte Ethereum address. Parsing is strict: {@code 0x} and 40 hex digits, and a mixed-case
 * address must carry a valid EIP-55 checksum (all lower-case or all upper-case digits carry none).
 * Equality compares the bytes, so differently cased spellings of one address are equal.
 */
public final class Address {
  /**
   * Mixed-case spellings already proven to carry a valid checksum. The same token, router and
   * swapper addresses recur in every permit, and each proof costs a keccak. Bounded: emptied when
   * full. Only exact strings that passed are stored, so a hit proves exactly what a check would.
   */
  private static final int MAX_VERIFIED = 4096;
  private static final Set<String> VERIFIED = ConcurrentHashMap.newKeySet();

  private final byte[] bytes;
  private volatile String checksummed;

  private Address(byte[] bytes) {
    this.bytes = bytes;
  }

  /**
   * Parses an address.
   *
   * @throws IllegalArgumentException when the text is not {@code 0x} and 40 hex digits, or is
   *     mixed-case with a bad EIP-55 checksum
   */
  public static Address of(String text) {
    String problem = problem(text);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return new Address(Hex.decodeDigits(text, 2, 42));
  }

  /**
   * Copies 20 bytes.
   *
   * @throws IllegalArgumentException when {@code bytes} is not 20 bytes long
   */
  public static Address fromBytes(byte[] bytes) {
    if (bytes.length != 20) {
      throw new IllegalArgumentException("an address has 20 bytes, got " + bytes.length);
    }
    return new Address(bytes.clone());
  }

  static Address wrap(byte[] twentyBytes) {
    return new Address(twentyBytes);
  }

  /** True when {@link #of(String)} accepts {@code text}. */
  public static boolean isValid(String text) {
    return text != null && problem(text) == null;
  }

  /** Why {@code text} is not an address, or null when it is one. */
  static String problem(String text) {
    if (text == null) {
      return "expected an address, got null";
    }
    if (!text.startsWith("0x")) {
      return "expected an address (0x followed by 40 hex digits), got " + TextSnippet.quote(text);
    }
    if (!Hex.allDigits(text, 2, text.length())) {
      return "expected an address (0x followed by 40 hex digits), got " + TextSnippet.quote(text);
    }
    if (text.length() != 42) {
      int digits = text.length() - 2;
      return "expected an address of 20 bytes (40 hex digits), got "
          + (digits % 2 == 0 ? (digits / 2) + " bytes" : digits + " hex digits")
          + " in "
          + TextSnippet.quote(text);
    }
    if (isMixedCase(text) && !VERIFIED.contains(text)) {
      String expected = checksum(text);
      if (!text.equals(expected)) {
        return "bad EIP-55 checksum in " + TextSnippet.quote(text) + " (expected " + expected + ")";
      }
      if (VERIFIED.size() >= MAX_VERIFIED) {
        VERIFIED.clear();
      }
      VERIFIED.add(text);
    }
    return null;
  }

  private static boolean isMixedCase(String text) {
    boolean lower = false;
    boolean upper = false;
    for (int i = 2; i < text.length(); i++) {
      char c = text.charAt(i);
      lower |= c >= 'a' && c <= 'f';
      upper |= c >= 'A' && c <= 'F';
    }
    return lower && upper;
  }

  /** EIP-55: a hex letter is upper-case where the keccak of the lower-case hex has a nibble >= 8. */
  private static String checksum(String text) {
    byte[] ascii = new byte[40];
    for (int i = 0; i < 40; i++) {
      ascii[i] = (byte) Character.toLowerCase(text.charAt(2 + i));
    }
    byte[] hash = Keccak.hash(ascii);
    char[] out = new char[42];
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < 40; i++) {
      char c = (char) ascii[i];
      int nibble = (hash[i / 2] >>> ((i % 2 == 0) ? 4 : 0)) & 0x0f;
      out[2 + i] = (c >= 'a' && nibble >= 8) ? Character.toUpperCase(c) : c;
    }
    return new String(out);
  }

  /** A copy of the 20 bytes. */
  public byte[] toBytes() {
    return bytes.clone();
  }

  byte[] unsafeBytes() {
    return bytes;
  }

  /** The EIP-55 checksummed form, e.g. {@code 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266}. */
  public String toChecksumHex() {
    String result = checksummed;
    if (result == null) {
      result = checksum(Hex.encode(bytes));
      checksummed = result;
    }
    return result;
  }

  /** The lower-case form. */
  public String toLowerHex() {
    return Hex.encode(bytes);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Address && Arrays.equals(bytes, ((Address) other).bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  /** The checksummed form, as {@link #toChecksumHex()}. */
  @Override
  public String toString() {
    return toChecksumHex();
  }
}
