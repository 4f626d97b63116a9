package io.tradingsdk.signing;

/**
 * Arithmetic modulo p = 2^256 - 2^32 - 977, the secp256k1 field, on ten 26-bit limbs held in longs (libsecp256k1's
 * 10x26 representation; portable: no {@code Math.multiplyHigh}, which Android has only from API 31). Elements are
 * {@code long[10]}, little-endian limbs; nothing here allocates. {@code k·G} on Android and recovery everywhere run on
 * it; {@code k·G} on the JVM runs on {@link Secp256k1Field52} and hands its sum here for the inversion and encoding.
 *
 * <p>Weakly normalized: limbs 0 to 8 at most 2^26 and limb 9 below 2^22, the value below 2^256 + 2^130 (not
 * necessarily below p). {@link #mul} and {@link #sqr} take limbs below 2^29 (sums of up to three weakly normalized
 * values, or {@link #sub} results) and return weakly normalized values; {@link #sub} and {@link #neg} need a weakly
 * normalized subtrahend. {@link #normalize} makes the value canonical (below p) before it is compared or encoded.
 *
 * <p>Constant time: no branch and no memory index depends on the values; the only data-dependent operations are
 * shifts, masks, additions and multiplications of longs, which the JVM compiles to fixed-latency instructions on the
 * platforms we target. Callers with secret values (the signing nonce, the private key) rely on this.
 */
final class Secp256k1Field {
  static final long M26 = 0x3FFFFFFL;
  static final long M22 = 0x3FFFFFL;

  private Secp256k1Field() {}

  static long[] create() {
    return new long[10];
  }

  static void copy(long[] r, long[] a) {
    System.arraycopy(a, 0, r, 0, 10);
  }

  static void setInt(long[] r, int v) {
    r[0] = v;
    for (int i = 1; i < 10; i++) {
      r[i] = 0;
    }
  }

  /** Big-endian 32 bytes at {@code off} (any 256-bit value; not reduced, so at most 2^256 - 1). */
  static void fromBytes(long[] r, byte[] in, int off) {
    long w;
    int bit = 0;
    for (int i = 0; i < 10; i++) {
      r[i] = 0;
    }
    // byte j (from the end) holds bits 8j..8j+7
    for (int j = 0; j < 32; j++) {
      w = in[off + 31 - j] & 0xFFL;
      int limb = bit / 26;
      int shift = bit % 26;
      r[limb] |= (w << shift) & M26;
      if (shift > 18 && limb < 9) {
        r[limb + 1] |= w >>> (26 - shift);
      }
      bit += 8;
    }
  }

  /** Writes a normalized element (see {@link #normalize}) as 32 big-endian bytes at {@code off}. */
  static void toBytes(byte[] out, int off, long[] a) {
    int bit = 0;
    for (int j = 0; j < 32; j++) {
      int limb = bit / 26;
      int shift = bit % 26;
      long w = a[limb] >>> shift;
      if (shift > 18 && limb < 9) {
        w |= a[limb + 1] << (26 - shift);
      }
      out[off + 31 - j] = (byte) w;
      bit += 8;
    }
  }

  /** r = a + b, limb by limb, no carry (the caller keeps limbs below 2^29 before a product). */
  static void add(long[] r, long[] a, long[] b) {
    for (int i = 0; i < 10; i++) {
      r[i] = a[i] + b[i];
    }
  }

  /** 2p limb by limb: a weakly normalized value is at most this in every limb. */
  private static final long P2_0 = 0x3FFFC2FL * 2;
  private static final long P2_1 = 0x3FFFFBFL * 2;
  private static final long P2_L = 0x3FFFFFFL * 2;
  private static final long P2_9 = 0x03FFFFFL * 2;

  /** r = a - b + 2p (b weakly normalized); limbs of r are at most those of a plus 2^27. */
  static void sub(long[] r, long[] a, long[] b) {
    r[0] = a[0] + P2_0 - b[0];
    r[1] = a[1] + P2_1 - b[1];
    for (int i = 2; i < 9; i++) {
      r[i] = a[i] + P2_L - b[i];
    }
    r[9] = a[9] + P2_9 - b[9];
  }

  /** r = 2p - a (a weakly normalized). */
  static void neg(long[] r, long[] a) {
    r[0] = P2_0 - a[0];
    r[1] = P2_1 - a[1];
    for (int i = 2; i < 9; i++) {
      r[i] = P2_L - a[i];
    }
    r[9] = P2_9 - a[9];
  }

  /** r = a * small (a: limbs below 2^29, small below 2^20), weakly normalized. */
  static void mulSmall(long[] r, long[] a, int small) {
    fold(r, a[0] * small, a[1] * small, a[2] * small, a[3] * small, a[4] * small, a[5] * small, a[6] * small,
        a[7] * small, a[8] * small, a[9] * small, 0);
  }

  /** Weakly normalizes a (limbs below 2^60, non-negative). */
  static void weak(long[] r, long[] a) {
    fold(r, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], 0);
  }

  /**
   * Carries u0..u9 (non-negative, below 2^61) plus u10 at 2^260 into a weakly normalized r. What overflows 2^256 is
   * multiplied by 2^256 mod p = 0x1000003D1 = 2^32 + 0x3D1 and added back at limbs 0 and 1 (2^32 = 2^26 * 2^6).
   */
  static void fold(long[] r, long u0, long u1, long u2, long u3, long u4, long u5, long u6, long u7, long u8,
      long u9, long u10) {
    u1 += u0 >>> 26; u0 &= M26;
    u2 += u1 >>> 26; u1 &= M26;
    u3 += u2 >>> 26; u2 &= M26;
    u4 += u3 >>> 26; u3 &= M26;
    u5 += u4 >>> 26; u4 &= M26;
    u6 += u5 >>> 26; u5 &= M26;
    u7 += u6 >>> 26; u6 &= M26;
    u8 += u7 >>> 26; u7 &= M26;
    u9 += u8 >>> 26; u8 &= M26;
    long excess = (u9 >>> 22) + (u10 << 4); // below 2^51
    u9 &= M22;
    u0 += excess * 0x3D1L; // below 2^61
    u1 += excess << 6; // below 2^57
    // A short carry: u0 passes at most 2^35 into u1, u1 at most 2^32 into u2, u2 at most 2^7 into u3 and u3 at most
    // 1 into u4, which may end at 2^26 (within the weak bound).
    u1 += u0 >>> 26; u0 &= M26;
    u2 += u1 >>> 26; u1 &= M26;
    u3 += u2 >>> 26; u2 &= M26;
    u4 += u3 >>> 26; u3 &= M26;
    r[0] = u0;
    r[1] = u1;
    r[2] = u2;
    r[3] = u3;
    r[4] = u4;
    r[5] = u5;
    r[6] = u6;
    r[7] = u7;
    r[8] = u8;
    r[9] = u9;
  }

  /**
   * Makes a weakly normalized value canonical: fully carried and below p. Branch-free: computes a - p and keeps it
   * through a mask when it did not borrow.
   */
  static void normalize(long[] r, long[] a) {
    weak(r, a);
    long t0 = r[0];
    long t1 = r[1];
    long t2 = r[2];
    long t3 = r[3];
    long t4 = r[4];
    long t5 = r[5];
    long t6 = r[6];
    long t7 = r[7];
    long t8 = r[8];
    long t9 = r[9];
    // One more carry pass: limb 4 may reach 2^26 after fold().
    t1 += t0 >> 26; t0 &= M26;
    t2 += t1 >> 26; t1 &= M26;
    t3 += t2 >> 26; t2 &= M26;
    t4 += t3 >> 26; t3 &= M26;
    t5 += t4 >> 26; t4 &= M26;
    t6 += t5 >> 26; t5 &= M26;
    t7 += t6 >> 26; t6 &= M26;
    t8 += t7 >> 26; t7 &= M26;
    t9 += t8 >> 26; t8 &= M26;
    // Now every limb is below 2^26 and t9 below 2^22 + 1: t < 2^256 + 2^234 < 2p. Subtract p: add 2^256 - p =
    // 0x1000003D1 and drop 2^256 (so subtract 2^22 from limb 9), keep the result when it did not go negative.
    for (int round = 0; round < 2; round++) {
      long s0 = t0 + 0x3D1L;
      long s1 = t1 + 0x40L + (s0 >> 26); s0 &= M26;
      long s2 = t2 + (s1 >> 26); s1 &= M26;
      long s3 = t3 + (s2 >> 26); s2 &= M26;
      long s4 = t4 + (s3 >> 26); s3 &= M26;
      long s5 = t5 + (s4 >> 26); s4 &= M26;
      long s6 = t6 + (s5 >> 26); s5 &= M26;
      long s7 = t7 + (s6 >> 26); s6 &= M26;
      long s8 = t8 + (s7 >> 26); s7 &= M26;
      long s9 = t9 + (s8 >> 26) - (1L << 22); s8 &= M26;
      long keep = ~(s9 >> 63); // all ones when t >= p
      t0 = (s0 & keep) | (t0 & ~keep);
      t1 = (s1 & keep) | (t1 & ~keep);
      t2 = (s2 & keep) | (t2 & ~keep);
      t3 = (s3 & keep) | (t3 & ~keep);
      t4 = (s4 & keep) | (t4 & ~keep);
      t5 = (s5 & keep) | (t5 & ~keep);
      t6 = (s6 & keep) | (t6 & ~keep);
      t7 = (s7 & keep) | (t7 & ~keep);
      t8 = (s8 & keep) | (t8 & ~keep);
      t9 = (s9 & keep) | (t9 & ~keep);
    }
    r[0] = t0;
    r[1] = t1;
    r[2] = t2;
    r[3] = t3;
    r[4] = t4;
    r[5] = t5;
    r[6] = t6;
    r[7] = t7;
    r[8] = t8;
    r[9] = t9;
  }

  /** Whether a normalized element is zero (the result only, computed without branching on the limbs). */
  static boolean isZero(long[] a) {
    long z = 0;
    for (int i = 0; i < 10; i++) {
      z |= a[i];
    }
    return z == 0;
  }

  /** Whether two normalized elements are equal. */
  static boolean equal(long[] a, long[] b) {
    long z = 0;
    for (int i = 0; i < 10; i++) {
      z |= a[i] ^ b[i];
    }
    return z == 0;
  }

  /** r = a^(2^n) by n squarings. */
  static void sqrN(long[] r, long[] a, int n) {
    sqr(r, a);
    for (int i = 1; i < n; i++) {
      sqr(r, r);
    }
  }

  /**
   * The chain a^(2^k - 1) for k = 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223 (libsecp256k1's), shared by the inverse
   * and the square root; returns {x2, x3, x22, x223}.
   */
  private static long[][] chain(long[] a) {
    long[] x2 = create();
    long[] x3 = create();
    long[] x6 = create();
    long[] x9 = create();
    long[] x11 = create();
    long[] x22 = create();
    long[] x44 = create();
    long[] x88 = create();
    long[] x176 = create();
    long[] x220 = create();
    long[] x223 = create();
    sqr(x2, a);
    mul(x2, x2, a);
    sqr(x3, x2);
    mul(x3, x3, a);
    sqrN(x6, x3, 3);
    mul(x6, x6, x3);
    sqrN(x9, x6, 3);
    mul(x9, x9, x3);
    sqrN(x11, x9, 2);
    mul(x11, x11, x2);
    sqrN(x22, x11, 11);
    mul(x22, x22, x11);
    sqrN(x44, x22, 22);
    mul(x44, x44, x22);
    sqrN(x88, x44, 44);
    mul(x88, x88, x44);
    sqrN(x176, x88, 88);
    mul(x176, x176, x88);
    sqrN(x220, x176, 44);
    mul(x220, x220, x44);
    sqrN(x223, x220, 3);
    mul(x223, x223, x3);
    return new long[][] {x2, x3, x22, x223};
  }

  /**
   * r = 1/a for a non-zero a: BouncyCastle's constant-time safegcd inverse ({@code SecP256K1Field.inv}, Bernstein-Yang
   * divsteps, a fixed number of iterations) on 8 x 32-bit words, several times faster than {@link #invFermat}.
   */
  static void inv(long[] r, long[] a) {
    int[] words = new int[8];
    normalize(r, a);
    toWords(words, r);
    org.bouncycastle.math.ec.custom.sec.SecP256K1Field.inv(words, words);
    fromWords(r, words);
  }

  /** A normalized element as 8 little-endian 32-bit words. */
  static void toWords(int[] out, long[] a) {
    for (int w = 0; w < 8; w++) {
      int bit = w * 32;
      int limb = bit / 26;
      int shift = bit % 26;
      long v = a[limb] >>> shift;
      int have = 26 - shift;
      for (int l = limb + 1; have < 32 && l < 10; l++, have += 26) {
        v |= a[l] << have;
      }
      out[w] = (int) v;
    }
  }

  /** 8 little-endian 32-bit words (a value below 2^256) as limbs. */
  static void fromWords(long[] r, int[] words) {
    for (int i = 0; i < 10; i++) {
      int bit = i * 26;
      int w = bit >>> 5;
      int shift = bit & 31;
      long v = (words[w] & 0xFFFFFFFFL) >>> shift;
      if (shift > 6 && w < 7) {
        v |= (words[w + 1] & 0xFFFFFFFFL) << (32 - shift);
      }
      r[i] = v & M26;
    }
  }

  /** r = a^(p-2) = 1/a (0 for 0): Fermat, a fixed sequence of 255 squarings and 15 products (constant time). */
  static void invFermat(long[] r, long[] a) {
    long[][] c = chain(a);
    long[] t = create();
    sqrN(t, c[3], 23);
    mul(t, t, c[2]);
    sqrN(t, t, 5);
    mul(t, t, a);
    sqrN(t, t, 3);
    mul(t, t, c[0]);
    sqrN(t, t, 2);
    mul(r, t, a);
  }

  /**
   * r = a^((p+1)/4), a square root of a when a has one; the caller checks r^2 = a. Used on public data only (recovery).
   */
  static void sqrt(long[] r, long[] a) {
    long[][] c = chain(a);
    long[] t = create();
    sqrN(t, c[3], 23);
    mul(t, t, c[2]);
    sqrN(t, t, 6);
    mul(t, t, c[0]);
    sqrN(r, t, 2);
  }

  /** r = a * b, Karatsuba on halves of five limbs (75 products). Inputs: limbs below 2^29. r may be a or b. */
  static void mul(long[] r, long[] a, long[] b) {
    long a0 = a[0];
    long a1 = a[1];
    long a2 = a[2];
    long a3 = a[3];
    long a4 = a[4];
    long a5 = a[5];
    long a6 = a[6];
    long a7 = a[7];
    long a8 = a[8];
    long a9 = a[9];
    long b0 = b[0];
    long b1 = b[1];
    long b2 = b[2];
    long b3 = b[3];
    long b4 = b[4];
    long b5 = b[5];
    long b6 = b[6];
    long b7 = b[7];
    long b8 = b[8];
    long b9 = b[9];
    long s0 = a0 + a5;
    long s1 = a1 + a6;
    long s2 = a2 + a7;
    long s3 = a3 + a8;
    long s4 = a4 + a9;
    long t0 = b0 + b5;
    long t1 = b1 + b6;
    long t2 = b2 + b7;
    long t3 = b3 + b8;
    long t4 = b4 + b9;
    long p0 = a0 * b0;
    long p1 = a0 * b1 + a1 * b0;
    long p2 = a0 * b2 + a1 * b1 + a2 * b0;
    long p3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0;
    long p4 = a0 * b4 + a1 * b3 + a2 * b2 + a3 * b1 + a4 * b0;
    long p5 = a1 * b4 + a2 * b3 + a3 * b2 + a4 * b1;
    long p6 = a2 * b4 + a3 * b3 + a4 * b2;
    long p7 = a3 * b4 + a4 * b3;
    long p8 = a4 * b4;
    long q0 = a5 * b5;
    long q1 = a5 * b6 + a6 * b5;
    long q2 = a5 * b7 + a6 * b6 + a7 * b5;
    long q3 = a5 * b8 + a6 * b7 + a7 * b6 + a8 * b5;
    long q4 = a5 * b9 + a6 * b8 + a7 * b7 + a8 * b6 + a9 * b5;
    long q5 = a6 * b9 + a7 * b8 + a8 * b7 + a9 * b6;
    long q6 = a7 * b9 + a8 * b8 + a9 * b7;
    long q7 = a8 * b9 + a9 * b8;
    long q8 = a9 * b9;
    long m0 = s0 * t0;
    long m1 = s0 * t1 + s1 * t0;
    long m2 = s0 * t2 + s1 * t1 + s2 * t0;
    long m3 = s0 * t3 + s1 * t2 + s2 * t1 + s3 * t0;
    long m4 = s0 * t4 + s1 * t3 + s2 * t2 + s3 * t1 + s4 * t0;
    long m5 = s1 * t4 + s2 * t3 + s3 * t2 + s4 * t1;
    long m6 = s2 * t4 + s3 * t3 + s4 * t2;
    long m7 = s3 * t4 + s4 * t3;
    long m8 = s4 * t4;
    long c0 = p0;
    long c1 = p1;
    long c2 = p2;
    long c3 = p3;
    long c4 = p4;
    long c5 = p5 + (m0 - p0 - q0);
    long c6 = p6 + (m1 - p1 - q1);
    long c7 = p7 + (m2 - p2 - q2);
    long c8 = p8 + (m3 - p3 - q3);
    long c9 = (m4 - p4 - q4);
    long c10 = (m5 - p5 - q5) + q0;
    long c11 = (m6 - p6 - q6) + q1;
    long c12 = (m7 - p7 - q7) + q2;
    long c13 = (m8 - p8 - q8) + q3;
    long c14 = q4;
    long c15 = q5;
    long c16 = q6;
    long c17 = q7;
    long c18 = q8;
    foldColumns(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18);
  }

  /** r = a^2. Inputs: limbs below 2^29. Output: weakly normalized. r may be a. */
  static void sqr(long[] r, long[] a) {
    long a0 = a[0];
    long a1 = a[1];
    long a2 = a[2];
    long a3 = a[3];
    long a4 = a[4];
    long a5 = a[5];
    long a6 = a[6];
    long a7 = a[7];
    long a8 = a[8];
    long a9 = a[9];
    long a0x2 = a0 << 1;
    long a1x2 = a1 << 1;
    long a2x2 = a2 << 1;
    long a3x2 = a3 << 1;
    long a4x2 = a4 << 1;
    long a5x2 = a5 << 1;
    long a6x2 = a6 << 1;
    long a7x2 = a7 << 1;
    long a8x2 = a8 << 1;
    long c0 = a0 * a0;
    long c1 = a0x2 * a1;
    long c2 = a0x2 * a2 + a1 * a1;
    long c3 = a0x2 * a3 + a1x2 * a2;
    long c4 = a0x2 * a4 + a1x2 * a3 + a2 * a2;
    long c5 = a0x2 * a5 + a1x2 * a4 + a2x2 * a3;
    long c6 = a0x2 * a6 + a1x2 * a5 + a2x2 * a4 + a3 * a3;
    long c7 = a0x2 * a7 + a1x2 * a6 + a2x2 * a5 + a3x2 * a4;
    long c8 = a0x2 * a8 + a1x2 * a7 + a2x2 * a6 + a3x2 * a5 + a4 * a4;
    long c9 = a0x2 * a9 + a1x2 * a8 + a2x2 * a7 + a3x2 * a6 + a4x2 * a5;
    long c10 = a1x2 * a9 + a2x2 * a8 + a3x2 * a7 + a4x2 * a6 + a5 * a5;
    long c11 = a2x2 * a9 + a3x2 * a8 + a4x2 * a7 + a5x2 * a6;
    long c12 = a3x2 * a9 + a4x2 * a8 + a5x2 * a7 + a6 * a6;
    long c13 = a4x2 * a9 + a5x2 * a8 + a6x2 * a7;
    long c14 = a5x2 * a9 + a6x2 * a8 + a7 * a7;
    long c15 = a6x2 * a9 + a7x2 * a8;
    long c16 = a7x2 * a9 + a8 * a8;
    long c17 = a8x2 * a9;
    long c18 = a9 * a9;
    foldColumns(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18);
  }

  /**
   * Reduces the 19 columns of a product (column k at 2^(26k), below 2^62) into a weakly normalized r: columns 10 to
   * 18 are carried into 26-bit limbs, then folded onto columns 0 to 9 with 2^260 ≡ 2^36 + 0x3D10 (mod p).
   */
  static void foldColumns(long[] r, long c0, long c1, long c2, long c3, long c4, long c5, long c6, long c7,
      long c8, long c9, long c10, long c11, long c12, long c13, long c14, long c15, long c16, long c17, long c18) {
    // The low columns stay as they are: fold() carries them.
    c11 += c10 >> 26; c10 &= M26;
    c12 += c11 >> 26; c11 &= M26;
    c13 += c12 >> 26; c12 &= M26;
    c14 += c13 >> 26; c13 &= M26;
    c15 += c14 >> 26; c14 &= M26;
    c16 += c15 >> 26; c15 &= M26;
    c17 += c16 >> 26; c16 &= M26;
    c18 += c17 >> 26; c17 &= M26;
    long c19 = c18 >> 26; c18 &= M26;
    // 2^260 = 2^256 * 16 = 0x1000003D10 (mod p) = 2^36 + 0x3D10: limb 10+i folds into limb i (times 0x3D10) and
    // limb i+1 (shifted by 10).
    long u0 = c0 + c10 * 0x3D10L;
    long u1 = c1 + c11 * 0x3D10L + (c10 << 10);
    long u2 = c2 + c12 * 0x3D10L + (c11 << 10);
    long u3 = c3 + c13 * 0x3D10L + (c12 << 10);
    long u4 = c4 + c14 * 0x3D10L + (c13 << 10);
    long u5 = c5 + c15 * 0x3D10L + (c14 << 10);
    long u6 = c6 + c16 * 0x3D10L + (c15 << 10);
    long u7 = c7 + c17 * 0x3D10L + (c16 << 10);
    long u8 = c8 + c18 * 0x3D10L + (c17 << 10);
    long u9 = c9 + c19 * 0x3D10L + (c18 << 10);
    long u10 = c19 << 10;
    fold(r, u0, u1, u2, u3, u4, u5, u6, u7, u8, u9, u10);
  }
}
