package io.tradingsdk.server.internal.codec;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import java.util.Locale;

/**
 * The address forms the server keys its state by and writes on the wire. Hex itself is sdk-signing's {@link Hex},
 * the project's one hex codec; ABI encoding is its {@code codec.Abi}.
 */
public final class Addresses {
  /** The zero address, which the API uses for the native currency. */
  public static final String ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

  private Addresses() {}

  /**
   * An address in lower case with {@code 0x}, the form state is keyed by. One already in that form is answered as it
   * is (no copy: state lookups mostly pass keys the server normalized before).
   */
  public static String normalize(String address) {
    if (isNormal(address)) {
      return address;
    }
    String digits = address.startsWith("0x") || address.startsWith("0X") ? address.substring(2) : address;
    return "0x" + digits.toLowerCase(Locale.ROOT);
  }

  /**
   * Appends {@link #normalize(String) normalize(address)} to {@code out} without the intermediate strings: state keys
   * are built per lookup, several per request.
   */
  public static void appendNormalized(StringBuilder out, String address) {
    int from = address.startsWith("0x") || address.startsWith("0X") ? 2 : 0;
    for (int i = from; i < address.length(); i++) {
      if (address.charAt(i) >= 0x80) {
        out.append(normalize(address)); // non-ASCII: the general path, whatever the locale rules do with it
        return;
      }
    }
    out.append("0x");
    for (int i = from; i < address.length(); i++) {
      char c = address.charAt(i);
      out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
    }
  }

  /** Whether {@code text} starts with {@code 0x} and has no character that lower-casing would change. */
  private static boolean isNormal(String text) {
    if (!text.startsWith("0x")) {
      return false;
    }
    for (int i = 2; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x80 || (c >= 'A' && c <= 'Z')) {
        return false; // non-ASCII: the general path, whatever the locale rules do with it
      }
    }
    return true;
  }

  /** The EIP-55 checksummed form of an address. */
  public static String checksum(String address) {
    return Address.of(normalize(address)).toChecksumHex();
  }

  /** An address the server already holds (any letter case), as the ABI codec takes it. */
  public static Address of(String address) {
    return Address.of(normalize(address));
  }

  /** An address made of the last 20 bytes of a 32-byte hash, for synthetic identifiers; checksummed. */
  public static String fromHash(byte[] hash) {
    byte[] tail = new byte[20];
    System.arraycopy(hash, hash.length - 20, tail, 0, 20);
    return checksum(Hex.encode(tail));
  }
}
