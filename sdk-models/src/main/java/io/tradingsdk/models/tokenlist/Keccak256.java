package io.tradingsdk.models.tokenlist;

/**
 * Keccak-256, the hash Ethereum uses (original Keccak padding {@code 0x01}, not SHA3-256's {@code
 * 0x06}), written here so {@code sdk-models} needs no crypto dependency. It serves EIP-55 address
 * checksums; {@code Keccak256Test} checks it against published vectors and an independent
 * implementation's digests for every input length across the rate boundaries.
 */
final class Keccak256 {
  /** Bytes absorbed per permutation: (1600 - 2 * 256) / 8. */
  static final int RATE = 136;

  static final long[] ROUND_CONSTANTS = {
    0x0000000000000001L, 0x0000000000008082L, 0x800000000000808AL, 0x8000000080008000L,
    0x000000000000808BL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
    0x000000000000008AL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000AL,
    0x000000008000808BL, 0x800000000000008BL, 0x8000000000008089L, 0x8000000000008003L,
    0x8000000000008002L, 0x8000000000000080L, 0x000000000000800AL, 0x800000008000000AL,
    0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L
  };

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
   * Keccak-256 of 40 ASCII characters (a lower-case hex address without {@code 0x}) read from
   * {@code chars[offset..offset+40)}, left in {@code state[0..4)} (the 32 digest bytes, little
   * endian per lane). One block and no allocation: the EIP-55 check runs once per token.
   *
   * @param state 25 lanes, overwritten
   */
  static void digest40Ascii(char[] chars, int offset, long[] state) {
    for (int lane = 0; lane < 5; lane++) {
      long v = 0;
      for (int b = 7; b >= 0; b--) {
        v = (v << 8) | (chars[offset + lane * 8 + b] & 0xFF);
      }
      state[lane] = v;
    }
    for (int lane = 5; lane < 25; lane++) {
      state[lane] = 0;
    }
    state[5] = 0x01L;
    state[16] = 0x80L << 56;
    permute(state);
  }

  /** Keccak-f[1600] on {@code s}: 24 rounds, unrolled, lanes kept in locals. */
  static void permute(long[] s) {
    long a00 = s[0], a01 = s[1], a02 = s[2], a03 = s[3], a04 = s[4],
        a05 = s[5], a06 = s[6], a07 = s[7], a08 = s[8], a09 = s[9],
        a10 = s[10], a11 = s[11], a12 = s[12], a13 = s[13], a14 = s[14],
        a15 = s[15], a16 = s[16], a17 = s[17], a18 = s[18], a19 = s[19],
        a20 = s[20], a21 = s[21], a22 = s[22], a23 = s[23], a24 = s[24];
    for (int round = 0; round < 24; round++) {
      // theta
      long c0 = a00 ^ a05 ^ a10 ^ a15 ^ a20;
      long c1 = a01 ^ a06 ^ a11 ^ a16 ^ a21;
      long c2 = a02 ^ a07 ^ a12 ^ a17 ^ a22;
      long c3 = a03 ^ a08 ^ a13 ^ a18 ^ a23;
      long c4 = a04 ^ a09 ^ a14 ^ a19 ^ a24;
      long d0 = c4 ^ Long.rotateLeft(c1, 1);
      long d1 = c0 ^ Long.rotateLeft(c2, 1);
      long d2 = c1 ^ Long.rotateLeft(c3, 1);
      long d3 = c2 ^ Long.rotateLeft(c4, 1);
      long d4 = c3 ^ Long.rotateLeft(c0, 1);
      a00 ^= d0; a05 ^= d0; a10 ^= d0; a15 ^= d0; a20 ^= d0;
      a01 ^= d1; a06 ^= d1; a11 ^= d1; a16 ^= d1; a21 ^= d1;
      a02 ^= d2; a07 ^= d2; a12 ^= d2; a17 ^= d2; a22 ^= d2;
      a03 ^= d3; a08 ^= d3; a13 ^= d3; a18 ^= d3; a23 ^= d3;
      a04 ^= d4; a09 ^= d4; a14 ^= d4; a19 ^= d4; a24 ^= d4;
      // rho and pi
      long b00 = a00;
      long b16 = Long.rotateLeft(a05, 36);
      long b07 = Long.rotateLeft(a10, 3);
      long b23 = Long.rotateLeft(a15, 41);
      long b14 = Long.rotateLeft(a20, 18);
      long b10 = Long.rotateLeft(a01, 1);
      long b01 = Long.rotateLeft(a06, 44);
      long b17 = Long.rotateLeft(a11, 10);
      long b08 = Long.rotateLeft(a16, 45);
      long b24 = Long.rotateLeft(a21, 2);
      long b20 = Long.rotateLeft(a02, 62);
      long b11 = Long.rotateLeft(a07, 6);
      long b02 = Long.rotateLeft(a12, 43);
      long b18 = Long.rotateLeft(a17, 15);
      long b09 = Long.rotateLeft(a22, 61);
      long b05 = Long.rotateLeft(a03, 28);
      long b21 = Long.rotateLeft(a08, 55);
      long b12 = Long.rotateLeft(a13, 25);
      long b03 = Long.rotateLeft(a18, 21);
      long b19 = Long.rotateLeft(a23, 56);
      long b15 = Long.rotateLeft(a04, 27);
      long b06 = Long.rotateLeft(a09, 20);
      long b22 = Long.rotateLeft(a14, 39);
      long b13 = Long.rotateLeft(a19, 8);
      long b04 = Long.rotateLeft(a24, 14);
      // chi
      a00 = b00 ^ (~b01 & b02);
      a01 = b01 ^ (~b02 & b03);
      a02 = b02 ^ (~b03 & b04);
      a03 = b03 ^ (~b04 & b00);
      a04 = b04 ^ (~b00 & b01);
      a05 = b05 ^ (~b06 & b07);
      a06 = b06 ^ (~b07 & b08);
      a07 = b07 ^ (~b08 & b09);
      a08 = b08 ^ (~b09 & b05);
      a09 = b09 ^ (~b05 & b06);
      a10 = b10 ^ (~b11 & b12);
      a11 = b11 ^ (~b12 & b13);
      a12 = b12 ^ (~b13 & b14);
      a13 = b13 ^ (~b14 & b10);
      a14 = b14 ^ (~b10 & b11);
      a15 = b15 ^ (~b16 & b17);
      a16 = b16 ^ (~b17 & b18);
      a17 = b17 ^ (~b18 & b19);
      a18 = b18 ^ (~b19 & b15);
      a19 = b19 ^ (~b15 & b16);
      a20 = b20 ^ (~b21 & b22);
      a21 = b21 ^ (~b22 & b23);
      a22 = b22 ^ (~b23 & b24);
      a23 = b23 ^ (~b24 & b20);
      a24 = b24 ^ (~b20 & b21);
      // iota
      a00 ^= ROUND_CONSTANTS[round];
    }
    s[0] = a00;
    s[1] = a01;
    s[2] = a02;
    s[3] = a03;
    s[4] = a04;
    s[5] = a05;
    s[6] = a06;
    s[7] = a07;
    s[8] = a08;
    s[9] = a09;
    s[10] = a10;
    s[11] = a11;
    s[12] = a12;
    s[13] = a13;
    s[14] = a14;
    s[15] = a15;
    s[16] = a16;
    s[17] = a17;
    s[18] = a18;
    s[19] = a19;
    s[20] = a20;
    s[21] = a21;
    s[22] = a22;
    s[23] = a23;
    s[24] = a24;
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
