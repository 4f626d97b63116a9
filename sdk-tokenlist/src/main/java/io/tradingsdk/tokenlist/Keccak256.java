package io.tradingsdk.tokenlist;

import io.tradingsdk.models.internal.KeccakF1600;

/**
 * Keccak-256, the hash Ethereum uses (original Keccak padding {@code 0x01}, not SHA3-256's {@code
 * 0x06}), written here so {@code sdk-tokenlist} needs no crypto dependency. It serves EIP-55 address
 * checksums; {@code Keccak256Test} checks it against published vectors and an independent
 * implementation's digests for every input length across the rate boundaries.
 */
final class Keccak256 {
  /** Bytes absorbed per permutation: (1600 - 2 * 256) / 8. */
  static final int RATE = 136;

  /** Bit 0x20 in every byte of a lane: ORed into ASCII hex digits, it lower-cases the letters. */
  private static final long LOWER_CASE = 0x2020202020202020L;


  private Keccak256() {}

  /** The 32-byte Keccak-256 digest of {@code data}. */
  static byte[] digest(byte[] data) {
    long[] state = new long[25];
    int offset = 0;
    while (data.length - offset >= RATE) {
      for (int i = 0; i < RATE; i++) {
        state[i >>> 3] ^= (data[offset + i] & 0xFFL) << ((i & 7) << 3);
      }
      permute(state);
      offset += RATE;
    }
    int rest = data.length - offset;
    for (int i = 0; i < rest; i++) {
      state[i >>> 3] ^= (data[offset + i] & 0xFFL) << ((i & 7) << 3);
    }
    // Padding 0x01 .. 0x80 (both land in the same byte when rest == RATE - 1).
    state[rest >>> 3] ^= 0x01L << ((rest & 7) << 3);
    state[(RATE - 1) >>> 3] ^= 0x80L << (((RATE - 1) & 7) << 3);
    permute(state);
    byte[] out = new byte[32];
    for (int i = 0; i < 32; i++) {
      out[i] = (byte) (state[i >>> 3] >>> ((i & 7) << 3));
    }
    return out;
  }

  /**
   * Keccak-256 of the lower-case form of 40 hex digits (an address without {@code 0x}) read from
   * {@code chars[offset..offset+40)}, left in {@code state[0..4)} (the 32 digest bytes, little
   * endian per lane). One block and no allocation: the EIP-55 check runs once per token.
   *
   * @param chars hex digits in either case ({@code | 0x20} lower-cases a hex letter, keeps a digit)
   * @param state 25 lanes, overwritten
   */
  static void digest40Hex(char[] chars, int offset, long[] state) {
    for (int lane = 0; lane < 5; lane++) {
      state[lane] = lane(chars, offset + 8 * lane);
    }
    digest40HexLanes(state);
  }

  /** The 8 ASCII chars at {@code chars[at..at+8)} as one little-endian lane, as the document's bytes read. */
  static long lane(char[] chars, int at) {
    long v = 0;
    for (int b = 7; b >= 0; b--) {
      v = (v << 8) | (chars[at + b] & 0xFF);
    }
    return v;
  }

  /**
   * {@link #digest40Hex} of 40 hex digits already packed as ASCII bytes into {@code state[0..5)}
   * (little endian per lane, either case): the byte-level validator reads them straight from
   * the document.
   */
  static void digest40HexLanes(long[] state) {
    for (int lane = 0; lane < 5; lane++) {
      state[lane] |= LOWER_CASE; // lower-cases a hex letter, keeps a digit
    }
    for (int lane = 5; lane < 25; lane++) {
      state[lane] = 0;
    }
    state[5] = 0x01L;
    state[16] = 0x80L << 56;
    permute(state);
  }

  /** Keccak-f[1600] on {@code s}: the permutation sdk-signing shares ({@link KeccakF1600}). */
  static void permute(long[] s) {
    KeccakF1600.permute(s);
  }

  /** Lower-case hex of {@code bytes}. */
  static String hex(byte[] bytes) {
    StringBuilder sb = new StringBuilder(bytes.length * 2);
    for (byte b : bytes) {
      sb.append(Character.forDigit((b >>> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
    }
    return sb.toString();
  }
}
