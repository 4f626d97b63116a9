package io.tradingsdk.models.internal;

/**
 * The Keccak-f[1600] permutation, the one copy sdk-signing's {@code Keccak} (Keccak-256 for hashes and addresses) and
 * sdk-tokenlist's EIP-55 checks share: the 24 rounds over the 25 lanes held in locals, rho and pi in place (measured
 * about 30 % faster per block than BouncyCastle's {@code KeccakDigest}; benchmarks/RESULTS.md, "Keccak-f[1600] forms").
 * Not API: public only for those modules; it changes without notice and is left out of the API baseline.
 */
public final class KeccakF1600 {

  private static final long[] ROUND_CONSTANTS = {
    0x0000000000000001L, 0x0000000000008082L, 0x800000000000808AL, 0x8000000080008000L,
    0x000000000000808BL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
    0x000000000000008AL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000AL,
    0x000000008000808BL, 0x800000000000008BL, 0x8000000000008089L, 0x8000000000008003L,
    0x8000000000008002L, 0x8000000000000080L, 0x000000000000800AL, 0x800000008000000AL,
    0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L
  };

  private KeccakF1600() {}

  /** The round constant of round {@code round} (0 to 23), for tests that check the table. */
  public static long roundConstant(int round) {
    return ROUND_CONSTANTS[round];
  }

  /** Keccak-f[1600] on {@code s}: 24 rounds, unrolled, lanes in locals, rho and pi in place. */
  public static void permute(long[] s) {
    long a00 = s[0], a01 = s[1], a02 = s[2], a03 = s[3], a04 = s[4],
        a05 = s[5], a06 = s[6], a07 = s[7], a08 = s[8], a09 = s[9],
        a10 = s[10], a11 = s[11], a12 = s[12], a13 = s[13], a14 = s[14],
        a15 = s[15], a16 = s[16], a17 = s[17], a18 = s[18], a19 = s[19],
        a20 = s[20], a21 = s[21], a22 = s[22], a23 = s[23], a24 = s[24];
    for (int round = 0; round < 24; round++) {
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
      // rho and pi in place, along pi's single 24-lane cycle from (1, 0)
      long t = a01;
      long u0 = a10; a10 = Long.rotateLeft(t, 1); t = u0;
      long u1 = a07; a07 = Long.rotateLeft(t, 3); t = u1;
      long u2 = a11; a11 = Long.rotateLeft(t, 6); t = u2;
      long u3 = a17; a17 = Long.rotateLeft(t, 10); t = u3;
      long u4 = a18; a18 = Long.rotateLeft(t, 15); t = u4;
      long u5 = a03; a03 = Long.rotateLeft(t, 21); t = u5;
      long u6 = a05; a05 = Long.rotateLeft(t, 28); t = u6;
      long u7 = a16; a16 = Long.rotateLeft(t, 36); t = u7;
      long u8 = a08; a08 = Long.rotateLeft(t, 45); t = u8;
      long u9 = a21; a21 = Long.rotateLeft(t, 55); t = u9;
      long u10 = a24; a24 = Long.rotateLeft(t, 2); t = u10;
      long u11 = a04; a04 = Long.rotateLeft(t, 14); t = u11;
      long u12 = a15; a15 = Long.rotateLeft(t, 27); t = u12;
      long u13 = a23; a23 = Long.rotateLeft(t, 41); t = u13;
      long u14 = a19; a19 = Long.rotateLeft(t, 56); t = u14;
      long u15 = a13; a13 = Long.rotateLeft(t, 8); t = u15;
      long u16 = a12; a12 = Long.rotateLeft(t, 25); t = u16;
      long u17 = a02; a02 = Long.rotateLeft(t, 43); t = u17;
      long u18 = a20; a20 = Long.rotateLeft(t, 62); t = u18;
      long u19 = a14; a14 = Long.rotateLeft(t, 18); t = u19;
      long u20 = a22; a22 = Long.rotateLeft(t, 39); t = u20;
      long u21 = a09; a09 = Long.rotateLeft(t, 61); t = u21;
      long u22 = a06; a06 = Long.rotateLeft(t, 20); t = u22;
      a01 = Long.rotateLeft(t, 44);
      // chi, row by row
      c0 = a00; c1 = a01; c2 = a02; c3 = a03; c4 = a04;
      a00 = c0 ^ (~c1 & c2);
      a01 = c1 ^ (~c2 & c3);
      a02 = c2 ^ (~c3 & c4);
      a03 = c3 ^ (~c4 & c0);
      a04 = c4 ^ (~c0 & c1);
      c0 = a05; c1 = a06; c2 = a07; c3 = a08; c4 = a09;
      a05 = c0 ^ (~c1 & c2);
      a06 = c1 ^ (~c2 & c3);
      a07 = c2 ^ (~c3 & c4);
      a08 = c3 ^ (~c4 & c0);
      a09 = c4 ^ (~c0 & c1);
      c0 = a10; c1 = a11; c2 = a12; c3 = a13; c4 = a14;
      a10 = c0 ^ (~c1 & c2);
      a11 = c1 ^ (~c2 & c3);
      a12 = c2 ^ (~c3 & c4);
      a13 = c3 ^ (~c4 & c0);
      a14 = c4 ^ (~c0 & c1);
      c0 = a15; c1 = a16; c2 = a17; c3 = a18; c4 = a19;
      a15 = c0 ^ (~c1 & c2);
      a16 = c1 ^ (~c2 & c3);
      a17 = c2 ^ (~c3 & c4);
      a18 = c3 ^ (~c4 & c0);
      a19 = c4 ^ (~c0 & c1);
      c0 = a20; c1 = a21; c2 = a22; c3 = a23; c4 = a24;
      a20 = c0 ^ (~c1 & c2);
      a21 = c1 ^ (~c2 & c3);
      a22 = c2 ^ (~c3 & c4);
      a23 = c3 ^ (~c4 & c0);
      a24 = c4 ^ (~c0 & c1);
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
}
