package io.tradingsdk.signing;

import java.math.BigInteger;
import org.bouncycastle.math.raw.Mod;
import org.bouncycastle.math.raw.Nat256;

/**
 * Arithmetic modulo the group order n on fixed-width 256-bit values: 8 little-endian 32-bit words in an {@code
 * int[8]}, as BouncyCastle's {@link Nat256} and {@link Mod} take them. For the signature's {@code s = k^-1·(e +
 * r·d) mod n}, where {@link BigInteger} would build, multiply and divide variable-length magnitudes.
 *
 * <p>The reduction of a 512-bit product uses {@code 2^256 ≡ c (mod n)} with {@code c = 2^256 - n} (129 bits): the
 * high half times c folded into the low half, three times (to 386, 260, then 257 bits), then one conditional
 * subtraction of n through a mask.
 *
 * <p>Constant time: fixed loop counts, carries by shifts, the final subtraction kept or dropped through a mask; no
 * branch and no memory index depends on the values (the private key and the nonce go through here).
 */
final class Secp256k1Scalar {
  private static final long M32 = 0xFFFFFFFFL;
  /** n as 8 little-endian words. */
  static final int[] N = Nat256.fromBigInteger(Secp256k1.N);
  /** c = 2^256 - n as 5 little-endian words (the top word is 1). */
  private static final int[] C = words(BigInteger.ONE.shiftLeft(256).subtract(Secp256k1.N), 5);

  private Secp256k1Scalar() {}

  private static int[] words(BigInteger value, int count) {
    int[] out = new int[count];
    for (int i = 0; i < count; i++) {
      out[i] = value.shiftRight(32 * i).intValue();
    }
    return out;
  }

  /** 32 big-endian bytes (any value below 2^256) as 8 little-endian words. */
  static int[] fromBytes(byte[] bytes) {
    int[] x = new int[8];
    for (int w = 0; w < 8; w++) {
      int o = 28 - 4 * w;
      x[w] = ((bytes[o] & 0xFF) << 24) | ((bytes[o + 1] & 0xFF) << 16) | ((bytes[o + 2] & 0xFF) << 8)
          | (bytes[o + 3] & 0xFF);
    }
    return x;
  }

  /** k^-1 mod n for k in [1, n-1]: BouncyCastle's constant-time safegcd ({@link Mod#modOddInverse}). */
  static int[] inverse(int[] k) {
    int[] inverse = new int[8];
    Mod.modOddInverse(N, k, inverse);
    return inverse;
  }

  /** (a·b + e) mod n for a, b, e any values below 2^256; the result is below n. */
  static int[] mulAdd(int[] a, int[] b, int[] e) {
    int[] zz = new int[16];
    Nat256.mul(a, b, zz);
    // zz += e: a·b + e < 2^512.
    long carry = 0;
    for (int i = 0; i < 8; i++) {
      carry += (zz[i] & M32) + (e[i] & M32);
      zz[i] = (int) carry;
      carry >>>= 32;
    }
    for (int i = 8; i < 16; i++) {
      carry += zz[i] & M32;
      zz[i] = (int) carry;
      carry >>>= 32;
    }
    int[] z = new int[8];
    reduce512(zz, z);
    java.util.Arrays.fill(zz, 0);
    return z;
  }

  /** (a·b) mod n for a, b below 2^256; the result is below n. */
  static int[] mul(int[] a, int[] b) {
    int[] zz = new int[16];
    Nat256.mul(a, b, zz);
    int[] z = new int[8];
    reduce512(zz, z);
    java.util.Arrays.fill(zz, 0);
    return z;
  }

  /** z = zz mod n for a 512-bit zz (16 words); z below n. */
  static void reduce512(int[] zz, int[] z) {
    // m = zz[0..7] + zz[8..15]·c: below 2^256 + 2^385, 13 words.
    int[] m = new int[13];
    System.arraycopy(zz, 0, m, 0, 8);
    mulAddC(zz, 8, 8, m);
    // m2 = m[0..7] + m[8..12]·c: m[8..12] is below 2^130, so m2 is below 2^256 + 2^259: 9 words (one spare).
    int[] m2 = new int[10];
    System.arraycopy(m, 0, m2, 0, 8);
    mulAddC(m, 8, 5, m2);
    // m3 = m2[0..7] + m2[8..9]·c: m2[8..9] is below 2^4, so m3 is below 2^256 + 2^133 < 2n: 9 words.
    int[] m3 = new int[9];
    System.arraycopy(m2, 0, m3, 0, 8);
    mulAddC(m2, 8, 2, m3);
    // One conditional subtraction of n, kept through a mask when it did not borrow.
    long borrow = 0;
    int[] d = new int[8];
    for (int i = 0; i < 8; i++) {
      long v = (m3[i] & M32) - (N[i] & M32) - borrow;
      d[i] = (int) v;
      borrow = v >>> 63;
    }
    long top = (m3[8] & M32) - borrow; // -1 when m3 < n
    int keep = (int) ~(top >> 63); // all ones when m3 >= n: take m3 - n
    for (int i = 0; i < 8; i++) {
      z[i] = (d[i] & keep) | (m3[i] & ~keep);
    }
    java.util.Arrays.fill(m, 0);
    java.util.Arrays.fill(m2, 0);
    java.util.Arrays.fill(m3, 0);
    java.util.Arrays.fill(d, 0);
  }

  /**
   * acc += x[off..off+len-1]·c, carrying through the whole of acc (a fixed length: constant time); the caller sizes
   * acc for the sum.
   */
  private static void mulAddC(int[] x, int off, int len, int[] acc) {
    for (int i = 0; i < len; i++) {
      long xi = x[off + i] & M32;
      long carry = 0;
      for (int j = 0; j < C.length; j++) {
        // Below (2^32 - 1)^2 + 2·(2^32 - 1) < 2^64: exact as an unsigned long.
        long t = xi * (C[j] & M32) + (acc[i + j] & M32) + carry;
        acc[i + j] = (int) t;
        carry = t >>> 32;
      }
      for (int j = i + C.length; j < acc.length; j++) {
        long t = (acc[j] & M32) + carry;
        acc[j] = (int) t;
        carry = t >>> 32;
      }
    }
  }

  /** Whether a value is zero (computed without branching on the words). */
  static boolean isZero(int[] a) {
    int z = 0;
    for (int i = 0; i < 8; i++) {
      z |= a[i];
    }
    return z == 0;
  }
}
