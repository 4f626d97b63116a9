package io.tradingsdk.signing;

/**
 * Arithmetic modulo p = 2^256 - 2^32 - 977 on five 52-bit limbs (libsecp256k1's 5x52 representation), with the
 * 104-bit limb products split by {@link Math#multiplyHigh}: 25 products of two longs for a multiplication (15 for a
 * square) where {@link Secp256k1Field}'s ten 26-bit limbs need 75. The fast field of {@code k·G} on the JVM, where
 * {@code multiplyHigh} is an intrinsic (one instruction on x86-64 and aarch64). Android's {@code java.lang.Math} has it
 * from API 31 only (D8 rewrites it into a software routine below that), so Android keeps {@link Secp256k1Field}:
 * {@link #SELECTED} decides once, at class initialization.
 *
 * <p>Elements are {@code long[5]}, little-endian limbs. Weakly normalized: limbs 0 to 3 below 2^52, limb 4 below
 * 2^48 + 2^10, so the value is below 2^256 + 2^218 (not necessarily below p). {@link #mul} and {@link #sqr} take
 * limbs below 2^54 (a weakly normalized value plus a {@link #sub}'s 2p) and return weakly normalized values; {@link
 * #sub} and {@link #neg} need a weakly normalized subtrahend. {@link #toLimbs26} hands a value to {@link
 * Secp256k1Field} for the inversion and the encoding at the end.
 *
 * <p>How a product is split: for limbs a, b below 2^54, {@code a·b < 2^108}; its low 52 bits are {@code (a * b) &
 * M52} (the low 64 bits of a long product are exact), the rest is {@code floor(a·b / 2^52) = multiplyHigh(a << 6, b
 * << 6)} (both below 2^61, so the signed high word is the unsigned one). Each column of the schoolbook product then
 * sums at most five low parts and five high parts: below 2^61, no carry lost. The low parts of a column are not
 * masked one by one: their sum (below 2^55) is the column's products added in wrapping 64-bit arithmetic minus its
 * high parts times 2^52.
 *
 * <p>Constant time: shifts, masks, additions and multiplications only; no branch and no memory index depends on the
 * values.
 */
final class Secp256k1Field52 {
  static final long M52 = 0xFFFFFFFFFFFFFL;
  static final long M48 = 0xFFFFFFFFFFFFL;

  /**
   * Whether {@code k·G} runs on this field: on a JVM ({@code Math.multiplyHigh} exists since Java 9, an intrinsic on
   * HotSpot), not on Android (ART), whose apps below API 31 get D8's software {@code multiplyHigh}.
   */
  static final boolean SELECTED = selected();

  private Secp256k1Field52() {}

  private static boolean selected() {
    if ("Dalvik".equals(System.getProperty("java.vm.name"))) {
      return false; // Android: ART reports itself as Dalvik
    }
    try {
      Math.class.getMethod("multiplyHigh", long.class, long.class);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  static long[] create() {
    return new long[5];
  }

  static void copy(long[] r, long[] a) {
    System.arraycopy(a, 0, r, 0, 5);
  }

  static void setOne(long[] r) {
    r[0] = 1;
    r[1] = 0;
    r[2] = 0;
    r[3] = 0;
    r[4] = 0;
  }

  /** Four little-endian 64-bit words (a value below 2^256) as limbs. */
  static void fromWords(long[] r, long w0, long w1, long w2, long w3) {
    r[0] = w0 & M52;
    r[1] = ((w0 >>> 52) | (w1 << 12)) & M52;
    r[2] = ((w1 >>> 40) | (w2 << 24)) & M52;
    r[3] = ((w2 >>> 28) | (w3 << 36)) & M52;
    r[4] = w3 >>> 16;
  }

  /**
   * A weakly normalized value (limbs below 2^52, limb 4 below 2^48 + 2^10) as {@link Secp256k1Field}'s ten 26-bit limbs
   * (limb 9 at most 2^22: within that field's input bounds; its {@code normalize} makes it canonical).
   */
  static void toLimbs26(long[] r26, long[] a) {
    for (int i = 0; i < 5; i++) {
      r26[2 * i] = a[i] & Secp256k1Field.M26;
      r26[2 * i + 1] = a[i] >>> 26;
    }
  }

  /** 2p limb by limb: a weakly normalized value is at most this in every limb. */
  private static final long P2_0 = 0xFFFFEFFFFFC2FL * 2;
  private static final long P2_L = M52 * 2;
  private static final long P2_4 = M48 * 2;

  /** r = a - b + 2p (b weakly normalized); limbs of r are at most those of a plus 2^53. */
  static void sub(long[] r, long[] a, long[] b) {
    r[0] = a[0] + P2_0 - b[0];
    r[1] = a[1] + P2_L - b[1];
    r[2] = a[2] + P2_L - b[2];
    r[3] = a[3] + P2_L - b[3];
    r[4] = a[4] + P2_4 - b[4];
  }

  /** r = 2p - a (a weakly normalized): limbs below 2^53. */
  static void neg(long[] r, long[] a) {
    r[0] = P2_0 - a[0];
    r[1] = P2_L - a[1];
    r[2] = P2_L - a[2];
    r[3] = P2_L - a[3];
    r[4] = P2_4 - a[4];
  }

  /** Weakly normalizes a (limbs non-negative, below 2^62). */
  static void weak(long[] r, long[] a) {
    reduce(r, a[0], a[1], a[2], a[3], a[4], 0);
  }

  /**
   * Reduces u0..u4 (non-negative, below 2^62) plus u5 (below 2^43) at 2^260 into a weakly normalized r, with one carry
   * chain. What limb 4 holds at or above 2^48 (2^256), together with u5, {@code e = u4 >> 48 + u5·16} (below 2^47),
   * is worth {@code e·(2^32 + 977)} (2^256 ≡ 2^32 + 977): e·977 goes into limb 0, e·2^32 is split between limbs 0 and
   * 1 so that no product exceeds 64 bits. Then u0..u3 carry into the next limb; limb 4 receives at most 2^10 from
   * limb 3 (u3 is below 2^62), which the weak bound allows.
   */
  private static void reduce(long[] r, long u0, long u1, long u2, long u3, long u4, long u5) {
    long excess = (u4 >>> 48) + (u5 << 4);
    u4 &= M48;
    u0 += excess * 977 + ((excess & 0xFFFFF) << 32); // below 2^62 + 2^57 + 2^52
    u1 += excess >>> 20;
    u1 += u0 >>> 52; u0 &= M52;
    u2 += u1 >>> 52; u1 &= M52;
    u3 += u2 >>> 52; u2 &= M52;
    u4 += u3 >>> 52; u3 &= M52;
    r[0] = u0;
    r[1] = u1;
    r[2] = u2;
    r[3] = u3;
    r[4] = u4;
  }

  /** 2^260 mod p = 16·(2^32 + 977), and the same shifted by 12 for {@code multiplyHigh}. */
  private static final long R = 0x1000003D10L;
  private static final long R12 = R << 12;

  /**
   * Folds the product's columns c0..c9 (column k at 2^(52k), each below 2^61) into r: column 5 + i is worth {@code
   * c·2^(260 + 52i)} ≡ {@code c·R·2^(52i)}, and c·R (below 2^98) goes in two parts, its low 52 bits {@code (c * R) &
   * M52} into limb i and {@code floor(c·R / 2^52) = multiplyHigh(c, R << 12)} (c below 2^63, R << 12 below 2^49: the
   * signed high word is the unsigned one; below 2^46) into limb i + 1. No carry between the high columns first.
   */
  private static void fold(long[] r, long c0, long c1, long c2, long c3, long c4, long c5, long c6, long c7,
      long c8, long c9) {
    long u0 = c0 + ((c5 * R) & M52);
    long u1 = c1 + ((c6 * R) & M52) + Math.multiplyHigh(c5, R12);
    long u2 = c2 + ((c7 * R) & M52) + Math.multiplyHigh(c6, R12);
    long u3 = c3 + ((c8 * R) & M52) + Math.multiplyHigh(c7, R12);
    long u4 = c4 + ((c9 * R) & M52) + Math.multiplyHigh(c8, R12);
    long u5 = Math.multiplyHigh(c9, R12); // at 2^260, below 2^43 (c9 is below 2^57)
    reduce(r, u0, u1, u2, u3, u4, u5);
  }

  /** r = a * b (limbs below 2^54), weakly normalized. r may be a or b. */
  static void mul(long[] r, long[] a, long[] b) {
    long a0 = a[0];
    long a1 = a[1];
    long a2 = a[2];
    long a3 = a[3];
    long a4 = a[4];
    long b0 = b[0];
    long b1 = b[1];
    long b2 = b[2];
    long b3 = b[3];
    long b4 = b[4];
    long x0 = a0 << 6;
    long x1 = a1 << 6;
    long x2 = a2 << 6;
    long x3 = a3 << 6;
    long x4 = a4 << 6;
    long y0 = b0 << 6;
    long y1 = b1 << 6;
    long y2 = b2 << 6;
    long y3 = b3 << 6;
    long y4 = b4 << 6;
    // h_k: the high parts (floor(a_i·b_j / 2^52)) of the products with i + j = k.
    long h0 = Math.multiplyHigh(x0, y0);
    long h1 = Math.multiplyHigh(x0, y1) + Math.multiplyHigh(x1, y0);
    long h2 = Math.multiplyHigh(x0, y2) + Math.multiplyHigh(x1, y1) + Math.multiplyHigh(x2, y0);
    long h3 = Math.multiplyHigh(x0, y3) + Math.multiplyHigh(x1, y2) + Math.multiplyHigh(x2, y1)
        + Math.multiplyHigh(x3, y0);
    long h4 = Math.multiplyHigh(x0, y4) + Math.multiplyHigh(x1, y3) + Math.multiplyHigh(x2, y2)
        + Math.multiplyHigh(x3, y1) + Math.multiplyHigh(x4, y0);
    long h5 = Math.multiplyHigh(x1, y4) + Math.multiplyHigh(x2, y3) + Math.multiplyHigh(x3, y2)
        + Math.multiplyHigh(x4, y1);
    long h6 = Math.multiplyHigh(x2, y4) + Math.multiplyHigh(x3, y3) + Math.multiplyHigh(x4, y2);
    long h7 = Math.multiplyHigh(x3, y4) + Math.multiplyHigh(x4, y3);
    long h8 = Math.multiplyHigh(x4, y4);
    // Column k: the low parts of the products with i + j = k, which are (Σ a_i·b_j mod 2^64) - h_k·2^52 exactly
    // (their sum is below 2^55), plus h_(k-1).
    long c0 = a0 * b0 - (h0 << 52);
    long c1 = a0 * b1 + a1 * b0 - (h1 << 52) + h0;
    long c2 = a0 * b2 + a1 * b1 + a2 * b0 - (h2 << 52) + h1;
    long c3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0 - (h3 << 52) + h2;
    long c4 = a0 * b4 + a1 * b3 + a2 * b2 + a3 * b1 + a4 * b0 - (h4 << 52) + h3;
    long c5 = a1 * b4 + a2 * b3 + a3 * b2 + a4 * b1 - (h5 << 52) + h4;
    long c6 = a2 * b4 + a3 * b3 + a4 * b2 - (h6 << 52) + h5;
    long c7 = a3 * b4 + a4 * b3 - (h7 << 52) + h6;
    long c8 = a4 * b4 - (h8 << 52) + h7;
    long c9 = h8;
    fold(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
  }

  /** r = a^2 (limbs below 2^54), weakly normalized: 15 limb products. r may be a. */
  static void sqr(long[] r, long[] a) {
    long a0 = a[0];
    long a1 = a[1];
    long a2 = a[2];
    long a3 = a[3];
    long a4 = a[4];
    long d0 = a0 << 1; // doubled limbs for the cross products: below 2^55
    long d1 = a1 << 1;
    long d2 = a2 << 1;
    long d3 = a3 << 1;
    long x0 = a0 << 6;
    long x1 = a1 << 6;
    long x2 = a2 << 6;
    long x3 = a3 << 6;
    long x4 = a4 << 6;
    long e0 = d0 << 6;
    long e1 = d1 << 6;
    long e2 = d2 << 6;
    long e3 = d3 << 6;
    long h0 = Math.multiplyHigh(x0, x0);
    long h1 = Math.multiplyHigh(e0, x1);
    long h2 = Math.multiplyHigh(e0, x2) + Math.multiplyHigh(x1, x1);
    long h3 = Math.multiplyHigh(e0, x3) + Math.multiplyHigh(e1, x2);
    long h4 = Math.multiplyHigh(e0, x4) + Math.multiplyHigh(e1, x3) + Math.multiplyHigh(x2, x2);
    long h5 = Math.multiplyHigh(e1, x4) + Math.multiplyHigh(e2, x3);
    long h6 = Math.multiplyHigh(e2, x4) + Math.multiplyHigh(x3, x3);
    long h7 = Math.multiplyHigh(e3, x4);
    long h8 = Math.multiplyHigh(x4, x4);
    long c0 = a0 * a0 - (h0 << 52);
    long c1 = d0 * a1 - (h1 << 52) + h0;
    long c2 = d0 * a2 + a1 * a1 - (h2 << 52) + h1;
    long c3 = d0 * a3 + d1 * a2 - (h3 << 52) + h2;
    long c4 = d0 * a4 + d1 * a3 + a2 * a2 - (h4 << 52) + h3;
    long c5 = d1 * a4 + d2 * a3 - (h5 << 52) + h4;
    long c6 = d2 * a4 + a3 * a3 - (h6 << 52) + h5;
    long c7 = d3 * a4 - (h7 << 52) + h6;
    long c8 = a4 * a4 - (h8 << 52) + h7;
    long c9 = h8;
    fold(r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9);
  }
}
