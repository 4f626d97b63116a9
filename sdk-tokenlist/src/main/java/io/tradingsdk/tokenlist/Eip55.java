package io.tradingsdk.tokenlist;

import io.tradingsdk.models.internal.HexDigits;

/**
 * EIP-55 mixed-case checksums of EVM addresses (Keccak-256 of the lower-case hex; a letter is
 * upper case where the matching hash nibble is 8 or more).
 */
public final class Eip55 {
  private Eip55() {}

  /** True when {@code address} is {@code 0x} followed by exactly 40 hex digits (either case). */
  public static boolean isHexAddress(String address) {
    if (address == null || address.length() != 42 || address.charAt(0) != '0' || address.charAt(1) != 'x') {
      return false;
    }
    for (int i = 2; i < 42; i++) {
      if (HexDigits.value(address.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * The EIP-55 form of an EVM address.
   *
   * @throws IllegalArgumentException when {@code address} is not {@code 0x} + 40 hex digits
   */
  public static String toChecksumAddress(String address) {
    if (!isHexAddress(address)) {
      throw new IllegalArgumentException(
          "address: expected 0x followed by 40 hex digits, was \"" + address + "\"");
    }
    char[] chars = address.toCharArray();
    return new String(checksum(chars, 0, new long[25], new char[42]));
  }

  /** True when {@code address} is an EVM address written exactly in its EIP-55 form. */
  public static boolean isChecksummed(String address) {
    return isHexAddress(address) && toChecksumAddress(address).equals(address);
  }

  /**
   * Writes the EIP-55 form of the hex address at {@code chars[offset..offset+42)} into {@code out}
   * (42 chars) and returns it. {@code state} (25 lanes) is scratch space, so the validator can
   * check thousands of addresses without allocating.
   */
  static char[] checksum(char[] chars, int offset, long[] state, char[] out) {
    Keccak256.digest40Hex(chars, offset + 2, state);
    return applyDigest(chars, offset, state, out);
  }

  /** {@link #checksum} with the address's digest already in {@code state}. */
  private static char[] applyDigest(char[] chars, int offset, long[] state, char[] out) {
    out[0] = '0';
    out[1] = 'x';
    for (int i = 0; i < 40; i++) {
      char c = chars[offset + 2 + i];
      if (c >= 'A') {
        out[2 + i] = upper(state, i) ? (char) (c & ~0x20) : (char) (c | 0x20);
      } else {
        out[2 + i] = c;
      }
    }
    return out;
  }

  /** Whether the address at {@code chars[offset..offset+42)} matches the digest already in {@code state}. */
  private static boolean matchesDigest(char[] chars, int offset, long[] state) {
    long mismatch = 0;
    for (int k = 0; k < 5; k++) {
      mismatch |= caseMismatch(Keccak256.lane(chars, offset + 2 + 8 * k), state, k);
    }
    return mismatch == 0;
  }

  /**
   * The {@link Rule#CHECKSUM} warning's message for the hex address at {@code
   * chars[offset..offset+42)}, or {@code null} when it is in EIP-55 form. {@code state} (25 lanes)
   * and {@code out} (42 chars) are scratch space. Shared by both validation paths so their
   * messages cannot drift apart.
   */
  static String checksumWarning(char[] chars, int offset, long[] state, char[] out) {
    Keccak256.digest40Hex(chars, offset + 2, state);
    if (matchesDigest(chars, offset, state)) {
      return null;
    }
    return mismatchWarning(chars, offset, state, out);
  }

  /**
   * The {@link Rule#CHECKSUM} warning's message for a hex address that does not match the digest
   * of its lower-case form, already in {@code state}.
   */
  static String mismatchWarning(char[] chars, int offset, long[] state, char[] out) {
    boolean lower = true;
    boolean upper = true;
    for (int i = 2; i < 42; i++) {
      char c = chars[offset + i];
      if (c >= 'a') {
        upper = false;
      } else if (c >= 'A') {
        lower = false;
      }
    }
    String expected = new String(applyDigest(chars, offset, state, out)); // the hash is in state
    if (lower || upper) {
      return "is not EIP-55 checksummed (all " + (lower ? "lower" : "upper")
          + " case); the checksummed address is " + expected;
    }
    return "fails its EIP-55 checksum (" + StreamingValidation.quote(chars, offset, 42)
        + "); the checksummed address is " + expected;
  }

  /**
   * Whether 40 hex digits packed as ASCII bytes into {@code digits[0..5)} (little endian per lane,
   * case kept) are in EIP-55 form; leaves their digest in {@code state} (25 lanes, scratch), for
   * {@link #mismatchWarning}. Compares all the letters of a lane at once, without a branch per
   * digit: the validator runs it on every address of a list.
   */
  static boolean isChecksummed(long[] digits, long[] state) {
    return isChecksummed(digits, 0, state);
  }

  /** {@link #isChecksummed(long[], long[])} of the 5 lanes at {@code digits[at..at+5)}. */
  static boolean isChecksummed(long[] digits, int at, long[] state) {
    System.arraycopy(digits, at, state, 0, 5);
    Keccak256.digest40HexLanes(state);
    long mismatch = 0;
    for (int k = 0; k < 5; k++) {
      mismatch |= caseMismatch(digits[at + k], state, k);
    }
    return mismatch == 0;
  }

  /**
   * The letters of digit lane {@code k} (8 ASCII hex digits, little endian) whose case disagrees
   * with the digest in {@code state}, as bit 0x40 of their bytes; 0 when all agree.
   */
  private static long caseMismatch(long lane, long[] state, int k) {
    long letters = lane & 0x4040404040404040L; // A-F and a-f have bit 0x40, digits do not
    long upper = letters & ~(lane << 1); // upper case: bit 0x20 clear, moved onto bit 0x40
    // Digest bytes 4k..4k+3 give the nibbles of digits 8k..8k+7: byte m's high nibble is digit
    // 2m's, its low nibble digit 2m+1's; a nibble of 8 or more (its top bit) means upper case.
    long x = (state[k >>> 1] >>> ((k & 1) << 5)) & 0xFFFFFFFFL;
    long spread = (x & 0xFFL) | ((x & 0xFF00L) << 8) | ((x & 0xFF0000L) << 16) | ((x & 0xFF000000L) << 24);
    long hashUpper = ((spread >>> 1) & 0x0040004000400040L) | ((spread << 11) & 0x4000400040004000L);
    return (upper ^ hashUpper) & letters;
  }

  /** Whether hex digit {@code i} (a letter) is upper case: its hash nibble is 8 or more. */
  private static boolean upper(long[] state, int i) {
    int hashByte = (int) (state[i >>> 4] >>> (((i >>> 1) & 7) << 3)) & 0xFF;
    int nibble = (i & 1) == 0 ? hashByte >>> 4 : hashByte & 0xF;
    return nibble >= 8;
  }
}
