package io.tradingsdk.signing;

import io.tradingsdk.models.internal.KeccakF1600;

/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding {@code 0x01}, not NIST SHA3-256's {@code 0x06}), on an
 * own Keccak-f[1600]: the 24 rounds unrolled over the 25 lanes held in locals (the same permutation as
 * sdk-tokenlist's, measured about 30 % faster per block than BouncyCastle's {@code KeccakDigest}), input absorbed
 * eight bytes to a lane. {@code KeccakTest} checks it against BouncyCastle on random inputs of every length from 0 to
 * 500 bytes and on published vectors. Thread-safe: no shared state.
 */
public final class Keccak {
  /** Bytes absorbed per permutation: (1600 - 2 * 256) / 8. */
  private static final int RATE = 136;


  private Keccak() {}

  /** The 32-byte Keccak-256 hash of {@code input}. */
  public static byte[] hash(byte[] input) {
    return hash(input, 0, input.length);
  }

  /** The 32-byte Keccak-256 hash of {@code input[offset, offset+length)}. */
  public static byte[] hash(byte[] input, int offset, int length) {
    byte[] out = new byte[32];
    hashInto(input, offset, length, out, 0);
    return out;
  }

  /** Writes the 32-byte hash of {@code input[offset, offset+length)} into {@code out[outOffset..]}. */
  static void hashInto(byte[] input, int offset, int length, byte[] out, int outOffset) {
    if (offset < 0 || length < 0 || offset > input.length - length) {
      throw new IndexOutOfBoundsException(
          "input range [" + offset + ", " + offset + " + " + length + ") outside an array of " + input.length);
    }
    if (outOffset < 0 || outOffset > out.length - 32) {
      throw new IndexOutOfBoundsException(
          "output offset " + outOffset + " leaves fewer than 32 bytes in an array of " + out.length);
    }
    long[] s = new long[25];
    int at = offset;
    int end = offset + length;
    while (end - at >= RATE) {
      for (int lane = 0; lane < RATE / 8; lane++) {
        s[lane] ^= littleEndianLong(input, at + 8 * lane);
      }
      KeccakF1600.permute(s);
      at += RATE;
    }
    int rest = end - at;
    int fullLanes = rest >>> 3;
    for (int lane = 0; lane < fullLanes; lane++) {
      s[lane] ^= littleEndianLong(input, at + 8 * lane);
    }
    for (int i = fullLanes << 3; i < rest; i++) {
      s[i >>> 3] ^= (input[at + i] & 0xFFL) << ((i & 7) << 3);
    }
    // Padding 0x01 .. 0x80 (both land in the same byte when rest == RATE - 1).
    s[rest >>> 3] ^= 0x01L << ((rest & 7) << 3);
    s[(RATE - 1) >>> 3] ^= 0x80L << 56;
    KeccakF1600.permute(s);
    for (int lane = 0; lane < 4; lane++) {
      long w = s[lane];
      int o = outOffset + 8 * lane;
      for (int b = 0; b < 8; b++) {
        out[o + b] = (byte) (w >>> (b << 3));
      }
    }
  }

  private static long littleEndianLong(byte[] b, int at) {
    return (b[at] & 0xFFL)
        | (b[at + 1] & 0xFFL) << 8
        | (b[at + 2] & 0xFFL) << 16
        | (b[at + 3] & 0xFFL) << 24
        | (b[at + 4] & 0xFFL) << 32
        | (b[at + 5] & 0xFFL) << 40
        | (b[at + 6] & 0xFFL) << 48
        | (b[at + 7] & 0xFFL) << 56;
  }

}
