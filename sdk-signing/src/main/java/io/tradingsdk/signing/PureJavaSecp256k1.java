package io.tradingsdk.signing;

import static io.tradingsdk.signing.Secp256k1Field.add;
import static io.tradingsdk.signing.Secp256k1Field.copy;
import static io.tradingsdk.signing.Secp256k1Field.create;
import static io.tradingsdk.signing.Secp256k1Field.fromBytes;
import static io.tradingsdk.signing.Secp256k1Field.inv;
import static io.tradingsdk.signing.Secp256k1Field.isZero;
import static io.tradingsdk.signing.Secp256k1Field.mul;
import static io.tradingsdk.signing.Secp256k1Field.mulSmall;
import static io.tradingsdk.signing.Secp256k1Field.neg;
import static io.tradingsdk.signing.Secp256k1Field.normalize;
import static io.tradingsdk.signing.Secp256k1Field.sqr;
import static io.tradingsdk.signing.Secp256k1Field.sub;
import static io.tradingsdk.signing.Secp256k1Field.weak;

import java.math.BigInteger;
import java.util.Arrays;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.math.ec.FixedPointCombMultiplier;
import org.bouncycastle.util.BigIntegers;

/**
 * secp256k1 point arithmetic in pure Java (runs on Android API 26): the pure-Java backend of {@link Secp256k1}. {@code
 * k·G} runs on {@link Secp256k1Field52} (five 52-bit limbs on {@code Math.multiplyHigh}) on the JVM and on {@link
 * Secp256k1Field} (ten 26-bit limbs) on Android, chosen once ({@link Secp256k1Field52#SELECTED}); recovery, the
 * inversion and the encoding run on {@link Secp256k1Field}.
 *
 * <ul>
 *   <li>{@code k·G} (signing nonces, public keys; secret scalars): a fixed-base multiplication on signed odd digits
 *       (the recoding of libsecp256k1's signed-digit comb). With {@code b = (k + 2^256 - 1) / 2 mod n}, every bit
 *       b_i stands for a signed bit {@code 2·b_i - 1} in {-1, +1}, and {@code k = Σ (2·b_i - 1)·2^i mod n}. Cut into
 *       37 windows of 7 bits (the last holds bits 252 to 255), each window's signed bits sum to an odd digit d_j in
 *       [-127, 127] ([-15, 15] for the last): never zero. Window j's table holds the 64 affine points {@code
 *       (2i+1)·2^(7j)·G}; the digit's sign negates y (a masked select). So {@code k·G} is 36 mixed additions and 37
 *       scans of 64 entries (the last of 8), against 42 and 43 for unsigned 6-bit windows with tables as large.
 *   <li>No special case in the additions: the partial sum before window j is {@code m·G} with 0 < |m| < 2^(7j)
 *       (a sum of odd digits is odd, so never 0), and window j adds {@code e·G} with |e| ≥ 2^(7j) > |m|; the
 *       incomplete formula fails only when m ≡ ±e (mod n), and |m ∓ e| < 2^(7(j+1)) ≤ 2^252 < n rules that out for
 *       every window but the last. There it can happen for at most 16 scalars (k = d·2^253 mod n, d odd in [-15,
 *       15]); the failed addition leaves z = 0, which the end detects and hands to BouncyCastle's comb.
 *   <li>Constant time: the recoding is word arithmetic with masks (carries by shifts, the conditional subtraction
 *       and the halving through all-ones/all-zero masks); every lookup reads every entry of its window and keeps one
 *       through a mask; the sign is applied by computing -y and selecting with a mask. Neither branches nor memory
 *       indices depend on the scalar (only on the window number). The one exception is the z = 0 fallback above,
 *       reached by those 16 scalars only (2^-252 for a random nonce or key).
 *   <li>Recovery (public data only, so variable time): {@code u1·G + u2·R} with the GLV endomorphism (each scalar
 *       split into two halves of about 128 bits, over G and λG, R and λR) and Strauss-Shamir: width-5 wNAF over R's
 *       odd multiples (made affine with one inversion), width-8 wNAF over precomputed tables of G's and λG's odd
 *       multiples, 129 shared doublings.
 * </ul>
 *
 * <p>The tables are built once, at class initialization, with BouncyCastle (public data).
 */
final class PureJavaSecp256k1 implements Secp256k1Engine {
  static final PureJavaSecp256k1 INSTANCE = new PureJavaSecp256k1();

  /** Bits per window of the fixed-base multiplication (signed odd digits). */
  private static final int W = 7;
  /** Windows: 37 (36 of 7 bits and one of 4). */
  private static final int WINDOWS = (256 + W - 1) / W;
  /** Bits in the last window. */
  private static final int LAST_BITS = 256 - W * (WINDOWS - 1);
  /** Entries per window: the odd multiples 1, 3, ..., 2^W - 1 of the window's base. */
  private static final int ENTRIES = 1 << (W - 1);
  /**
   * WINDOWS x ENTRIES affine points, each as 8 longs: x then y, canonical, little-endian 64-bit words (148 KB). Words
   * rather than 26-bit limbs: a constant-time lookup reads every entry of a window, and 8 longs read faster than 20
   * ints. The last window uses its first 2^(LAST_BITS - 1) entries only.
   */
  private static final long[] BASE_TABLE = new long[WINDOWS * ENTRIES * 8];
  /** n as 8 little-endian 32-bit words (in longs). */
  private static final long[] N_WORDS = words32(Secp256k1.N);
  /** 2^256 - 1 - n (below 2^129), as 8 little-endian 32-bit words. */
  private static final long[] C_WORDS = words32(BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE).subtract(Secp256k1.N));
  /** Width of the wNAF over G's precomputed odd multiples (recovery). */
  private static final int G_WINDOW = 8;
  /** G, 3G, 5G, ..., (2^(G_WINDOW-1) - 1)G, affine, normalized: [i][0] x, [i][1] y. */
  private static final long[][][] G_ODD = new long[1 << (G_WINDOW - 2)][][];
  /** λ·G_ODD: (β·x, y). */
  private static final long[][][] G_LAMBDA_ODD = new long[G_ODD.length][][];
  private static final int R_WINDOW = 5;

  static {
    buildTables();
  }

  private PureJavaSecp256k1() {}

  @Override
  public String name() {
    return "pure Java";
  }

  private static void buildTables() {
    ECPoint g = Secp256k1.G;
    ECPoint[] points = new ECPoint[WINDOWS * ENTRIES];
    ECPoint base = g; // 2^(W j) G
    for (int j = 0; j < WINDOWS; j++) {
      ECPoint twice = base.twice();
      ECPoint entry = base;
      for (int i = 0; i < ENTRIES; i++) {
        points[j * ENTRIES + i] = entry; // (2i + 1)·2^(W j)·G
        entry = entry.add(twice);
      }
      base = base.timesPow2(W);
    }
    Secp256k1.CURVE.normalizeAll(points);
    byte[] bytes = new byte[32];
    for (int i = 0; i < points.length; i++) {
      BigIntegers.asUnsignedByteArray(points[i].getAffineXCoord().toBigInteger(), bytes, 0, 32);
      toWords(bytes, BASE_TABLE, i * 8);
      BigIntegers.asUnsignedByteArray(points[i].getAffineYCoord().toBigInteger(), bytes, 0, 32);
      toWords(bytes, BASE_TABLE, i * 8 + 4);
    }
    ECPoint[] odd = new ECPoint[G_ODD.length];
    ECPoint twoG = g.twice();
    odd[0] = g;
    for (int i = 1; i < odd.length; i++) {
      odd[i] = odd[i - 1].add(twoG);
    }
    Secp256k1.CURVE.normalizeAll(odd);
    for (int i = 0; i < odd.length; i++) {
      G_ODD[i] = new long[][] {fieldOf(odd[i].getAffineXCoord().toBigInteger()), fieldOf(odd[i].getAffineYCoord().toBigInteger())};
      BigInteger betaX = odd[i].getAffineXCoord().toBigInteger()
          .multiply(new BigInteger("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee", 16))
          .mod(Secp256k1.P);
      G_LAMBDA_ODD[i] = new long[][] {fieldOf(betaX), G_ODD[i][1]};
    }
  }

  /** A value below 2^256 as 8 little-endian 32-bit words held in longs. */
  private static long[] words32(BigInteger value) {
    long[] out = new long[8];
    for (int i = 0; i < 8; i++) {
      out[i] = value.shiftRight(32 * i).longValue() & 0xFFFFFFFFL;
    }
    return out;
  }

  /** 32 big-endian bytes as 4 little-endian 64-bit words at {@code out[off..off+3]}. */
  private static void toWords(byte[] bytes, long[] out, int off) {
    for (int w = 0; w < 4; w++) {
      long v = 0;
      for (int b = 0; b < 8; b++) {
        v |= (bytes[31 - (w * 8 + b)] & 0xFFL) << (8 * b);
      }
      out[off + w] = v;
    }
  }

  /** 4 little-endian 64-bit words (a value below 2^256) as 26-bit limbs. */
  private static void wordsToLimbs(long[] r, long w0, long w1, long w2, long w3) {
    long m = Secp256k1Field.M26;
    r[0] = w0 & m;
    r[1] = (w0 >>> 26) & m;
    r[2] = ((w0 >>> 52) | (w1 << 12)) & m;
    r[3] = (w1 >>> 14) & m;
    r[4] = ((w1 >>> 40) | (w2 << 24)) & m;
    r[5] = (w2 >>> 2) & m;
    r[6] = (w2 >>> 28) & m;
    r[7] = ((w2 >>> 54) | (w3 << 10)) & m;
    r[8] = (w3 >>> 16) & m;
    r[9] = w3 >>> 42;
  }

  private static long[] fieldOf(BigInteger value) {
    long[] r = create();
    fromBytes(r, BigIntegers.asUnsignedByteArray(32, value), 0);
    return r;
  }

  /** Scratch space of one multiplication or recovery: no allocation inside the loops. */
  private static final class Scratch {
    final long[] x = create();
    final long[] y = create();
    final long[] z = create();
    final long[] tx = create();
    final long[] ty = create();
    final long[] z1z1 = create();
    final long[] z2z2 = create();
    final long[] u1 = create();
    final long[] u2 = create();
    final long[] s1 = create();
    final long[] s2 = create();
    final long[] h = create();
    final long[] r = create();
    final long[] hh = create();
    final long[] hhh = create();
    final long[] v = create();
    final long[] t = create();
    final long[] t2 = create();
    final long[] words = new long[8];
  }

  /** The sum and the temporaries of {@link #baseMultiply52}: the addition reuses five temporaries. */
  private static final class Scratch52 {
    final long[] x = Secp256k1Field52.create();
    final long[] y = Secp256k1Field52.create();
    final long[] z = Secp256k1Field52.create();
    final long[] tx = Secp256k1Field52.create();
    final long[] ty = Secp256k1Field52.create();
    final long[] a = Secp256k1Field52.create();
    final long[] b = Secp256k1Field52.create();
    final long[] c = Secp256k1Field52.create();
    final long[] h = Secp256k1Field52.create();
    final long[] r = Secp256k1Field52.create();
    final long[] words = new long[8];
  }

  // ---------------------------------------------------------------------------------------------------------------
  // k·G, constant time

  @Override
  public byte[] baseMultiply(byte[] scalar) {
    return Secp256k1Field52.SELECTED ? baseMultiply52(scalar) : baseMultiply26(scalar);
  }

  /** {@code k·G} on {@link Secp256k1Field}'s 10x26-bit limbs: Android's path. */
  static byte[] baseMultiply26(byte[] scalar) {
    Scratch c = new Scratch();
    int[] digits = signedDigits(scalar);
    // Window 0 starts the sum: (x, y, 1).
    lookup(c, c.x, c.y, 0, digits[0]);
    Secp256k1Field.setInt(c.z, 1);
    for (int j = 1; j < WINDOWS; j++) {
      lookup(c, c.tx, c.ty, j, digits[j]);
      addAffineUnchecked(c, c.tx, c.ty);
    }
    Arrays.fill(digits, 0);
    return finishBaseMultiply(c.x, c.y, c.z, scalar);
  }

  /**
   * {@code k·G} on {@link Secp256k1Field52}'s 5x52-bit limbs ({@code Math.multiplyHigh}: the JVM's path), the same
   * walk as {@link #baseMultiply26}; the sum goes to 10x26-bit limbs for the inversion and the encoding.
   */
  static byte[] baseMultiply52(byte[] scalar) {
    Scratch52 c = new Scratch52();
    int[] digits = signedDigits(scalar);
    lookup52(c, c.x, c.y, 0, digits[0]);
    Secp256k1Field52.setOne(c.z);
    for (int j = 1; j < WINDOWS; j++) {
      lookup52(c, c.tx, c.ty, j, digits[j]);
      addAffineUnchecked52(c, c.tx, c.ty);
    }
    Arrays.fill(digits, 0);
    long[] x = create();
    long[] y = create();
    long[] z = create();
    Secp256k1Field52.toLimbs26(x, c.x);
    Secp256k1Field52.toLimbs26(y, c.y);
    Secp256k1Field52.toLimbs26(z, c.z);
    return finishBaseMultiply(x, y, z, scalar);
  }

  /** The affine encoding of the sum in {@code c}; BouncyCastle's answer for the scalars whose last addition failed. */
  private static byte[] finishBaseMultiply(long[] x, long[] y, long[] z, byte[] scalar) {
    long[] t = create();
    normalize(t, z);
    if (isZero(t)) {
      // The last addition met its own summand (see the class comment): at most 16 scalars, d·2^253 mod n. The slower
      // BouncyCastle comb answers for them.
      return encode(new FixedPointCombMultiplier().multiply(Secp256k1.G, new BigInteger(1, scalar)).normalize());
    }
    return toAffineBytes(x, y, z);
  }

  /**
   * The signed odd digits of a 32-byte big-endian scalar k (any value below 2^256): {@code WINDOWS} digits d_j, each
   * odd, in [-(2^W - 1), 2^W - 1] ([-(2^LAST_BITS - 1), 2^LAST_BITS - 1] for the last), with {@code Σ d_j·2^(W·j) ≡
   * k (mod n)}. Computed from {@code b = (k + 2^256 - 1) / 2 mod n}: the W bits t of window j give d_j = 2t - (2^W -
   * 1). Constant time: additions with carries by shifts, the reductions through masks, no branch and no index on
   * k's value.
   */
  static int[] signedDigits(byte[] scalar) {
    long[] t = new long[8];
    for (int i = 0; i < 8; i++) {
      int o = 28 - 4 * i;
      t[i] = ((scalar[o] & 0xFFL) << 24) | ((scalar[o + 1] & 0xFFL) << 16) | ((scalar[o + 2] & 0xFFL) << 8)
          | (scalar[o + 3] & 0xFFL);
    }
    // t = k + (2^256 - 1 - n): below 2^257.
    long carry = 0;
    for (int i = 0; i < 8; i++) {
      long v = t[i] + C_WORDS[i] + carry;
      t[i] = v & 0xFFFFFFFFL;
      carry = v >>> 32;
    }
    // t mod n: below 2n for k < 2^256? k + 2^256 - 1 - n < 2^257 - n < 3n, so subtract n twice, each kept through a
    // mask when it did not borrow.
    long[] u = new long[8];
    for (int round = 0; round < 2; round++) {
      long borrow = 0;
      for (int i = 0; i < 8; i++) {
        long v = t[i] - N_WORDS[i] - borrow;
        u[i] = v & 0xFFFFFFFFL;
        borrow = (v >>> 63);
      }
      long top = carry - borrow; // -1 when t < n
      long keep = ~(top >> 63); // all ones when t >= n: take t - n
      for (int i = 0; i < 8; i++) {
        t[i] = (u[i] & keep) | (t[i] & ~keep);
      }
      carry = top & keep;
    }
    // b = t / 2 mod n: add n when t is odd (a mask), then shift right by one with the carry out of the top word.
    long odd = -(t[0] & 1);
    carry = 0;
    for (int i = 0; i < 8; i++) {
      long v = t[i] + (N_WORDS[i] & odd) + carry;
      t[i] = v & 0xFFFFFFFFL;
      carry = v >>> 32;
    }
    for (int i = 0; i < 8; i++) {
      long next = i < 7 ? t[i + 1] : carry;
      t[i] = ((t[i] >>> 1) | (next << 31)) & 0xFFFFFFFFL;
    }
    int[] digits = new int[WINDOWS];
    for (int j = 0; j < WINDOWS; j++) {
      int bit = W * j;
      int word = bit >>> 5;
      long pair = t[word] | (word < 7 ? t[word + 1] << 32 : 0);
      int bits = j < WINDOWS - 1 ? W : LAST_BITS;
      int window = (int) (pair >>> (bit & 31)) & ((1 << bits) - 1);
      digits[j] = 2 * window - ((1 << bits) - 1);
    }
    Arrays.fill(t, 0);
    Arrays.fill(u, 0);
    return digits;
  }

  /**
   * The affine point {@code digit·2^(W·window)·G} for an odd digit, read in constant time ({@link #scan}), as 26-bit
   * limbs; y is then negated for a negative digit by a masked select between y and 2p - y.
   */
  private static void lookup(Scratch c, long[] x, long[] y, int window, int digit) {
    int sign = digit >> 31; // -1 for a negative digit, else 0
    long[] w = c.words;
    scan(w, window, (((digit ^ sign) - sign) - 1) >>> 1);
    wordsToLimbs(x, w[0], w[1], w[2], w[3]);
    wordsToLimbs(y, w[4], w[5], w[6], w[7]);
    // y = sign ? 2p - y : y (limbs of 2p - y stay below 2^27: fine as a product's input, which is all y is here).
    neg(c.t2, y);
    long negate = sign;
    for (int i = 0; i < 10; i++) {
      y[i] = (c.t2[i] & negate) | (y[i] & ~negate);
    }
  }

  /** {@link #lookup} as 52-bit limbs. */
  private static void lookup52(Scratch52 c, long[] x, long[] y, int window, int digit) {
    int sign = digit >> 31;
    long[] w = c.words;
    scan(w, window, (((digit ^ sign) - sign) - 1) >>> 1);
    Secp256k1Field52.fromWords(x, w[0], w[1], w[2], w[3]);
    Secp256k1Field52.fromWords(y, w[4], w[5], w[6], w[7]);
    Secp256k1Field52.neg(c.a, y); // limbs below 2^53: fine as a product's input
    long negate = sign;
    for (int i = 0; i < 5; i++) {
      y[i] = (c.a[i] & negate) | (y[i] & ~negate);
    }
  }

  /**
   * Entry {@code index} of a window (the point {@code (2·index + 1)·2^(W·window)·G}) as 8 words x then y, read in
   * constant time: every entry of the window is read and the wanted one kept with a mask (all ones when the index
   * matches, else zero, computed without a branch). The memory touched is the whole window whatever the index.
   */
  private static void scan(long[] out, int window, int index) {
    long x0 = 0, x1 = 0, x2 = 0, x3 = 0;
    long y0 = 0, y1 = 0, y2 = 0, y3 = 0;
    long[] table = BASE_TABLE;
    int start = window * ENTRIES * 8;
    // The last window holds LAST_BITS bits only, so only its first entries can match. How many entries are read
    // depends on the window number, not on the scalar.
    int end = start + 8 * (window == WINDOWS - 1 ? 1 << (LAST_BITS - 1) : ENTRIES);
    long wanted = start + 8L * index;
    // The loop runs over the offsets themselves (one induction variable: the JIT drops the bounds checks), the mask
    // compares the offset with the wanted one.
    for (int o = start; o < end; o += 8) {
      long mask = ((o ^ wanted) - 1) >> 63; // -1 when o == wanted (0 - 1 < 0), else 0: no branch
      x0 |= table[o] & mask;
      x1 |= table[o + 1] & mask;
      x2 |= table[o + 2] & mask;
      x3 |= table[o + 3] & mask;
      y0 |= table[o + 4] & mask;
      y1 |= table[o + 5] & mask;
      y2 |= table[o + 6] & mask;
      y3 |= table[o + 7] & mask;
    }
    out[0] = x0;
    out[1] = x1;
    out[2] = x2;
    out[3] = x3;
    out[4] = y0;
    out[5] = y1;
    out[6] = y2;
    out[7] = y3;
  }

  /**
   * (x, y, z) += (x2, y2) affine, Jacobian coordinates, 8M + 3S, no special case: wrong (z becomes 0 and stays 0)
   * when the two points share x, which the signed-digit walk rules out but for the last window (see the class
   * comment). Branch-free.
   */
  private static void addAffineUnchecked(Scratch c, long[] x2, long[] y2) {
    sqr(c.z1z1, c.z);
    mul(c.u2, x2, c.z1z1);
    mul(c.s2, y2, c.z);
    mul(c.s2, c.s2, c.z1z1);
    sub(c.h, c.u2, c.x);
    sub(c.r, c.s2, c.y);
    sqr(c.hh, c.h);
    mul(c.hhh, c.h, c.hh);
    mul(c.v, c.x, c.hh);
    // x3 = r^2 - hhh - 2v
    sqr(c.t, c.r);
    sub(c.t, c.t, c.hhh);
    sub(c.t, c.t, c.v);
    sub(c.t, c.t, c.v);
    weak(c.t2, c.t);
    // y3 = r (v - x3) - y1 hhh
    sub(c.t, c.v, c.t2);
    mul(c.t, c.r, c.t);
    mul(c.hhh, c.y, c.hhh);
    sub(c.t, c.t, c.hhh);
    weak(c.y, c.t);
    copy(c.x, c.t2);
    mul(c.z, c.z, c.h);
  }

  /**
   * {@link #addAffineUnchecked} on 52-bit limbs: the same formula, the same caveat, with the temporaries reused as
   * soon as they are dead (a: z1z1, then hh, then the x3 and y3 work; b: u2, then hhh; c: s2, then v) and x3 written
   * into x once x's last use is behind.
   */
  private static void addAffineUnchecked52(Scratch52 c, long[] x2, long[] y2) {
    Secp256k1Field52.sqr(c.a, c.z); // z1z1
    Secp256k1Field52.mul(c.b, x2, c.a); // u2
    Secp256k1Field52.mul(c.c, y2, c.z);
    Secp256k1Field52.mul(c.c, c.c, c.a); // s2
    Secp256k1Field52.sub(c.h, c.b, c.x); // h = u2 - x1
    Secp256k1Field52.sub(c.r, c.c, c.y); // r = s2 - y1
    Secp256k1Field52.sqr(c.a, c.h); // hh
    Secp256k1Field52.mul(c.b, c.h, c.a); // hhh
    Secp256k1Field52.mul(c.c, c.x, c.a); // v = x1 hh
    // x3 = r^2 - hhh - 2v
    Secp256k1Field52.sqr(c.a, c.r);
    Secp256k1Field52.sub(c.a, c.a, c.b);
    Secp256k1Field52.sub(c.a, c.a, c.c);
    Secp256k1Field52.sub(c.a, c.a, c.c);
    Secp256k1Field52.weak(c.x, c.a);
    // y3 = r (v - x3) - y1 hhh
    Secp256k1Field52.sub(c.a, c.c, c.x);
    Secp256k1Field52.mul(c.a, c.r, c.a);
    Secp256k1Field52.mul(c.b, c.y, c.b);
    Secp256k1Field52.sub(c.a, c.a, c.b);
    Secp256k1Field52.weak(c.y, c.a);
    Secp256k1Field52.mul(c.z, c.z, c.h);
  }

  /** (x / z^2, y / z^3) as 64 bytes x ‖ y; z is inverted in constant time ({@link Secp256k1Field#inv}). */
  private static byte[] toAffineBytes(long[] x, long[] y, long[] z) {
    long[] t = create();
    long[] t2 = create();
    long[] tx = create();
    long[] ty = create();
    inv(t, z);
    sqr(t2, t);
    mul(tx, x, t2);
    mul(t2, t2, t);
    mul(ty, y, t2);
    normalize(tx, tx);
    normalize(ty, ty);
    byte[] out = new byte[64];
    Secp256k1Field.toBytes(out, 0, tx);
    Secp256k1Field.toBytes(out, 32, ty);
    return out;
  }

  private static byte[] encode(ECPoint affine) {
    byte[] out = new byte[64];
    BigIntegers.asUnsignedByteArray(affine.getAffineXCoord().toBigInteger(), out, 0, 32);
    BigIntegers.asUnsignedByteArray(affine.getAffineYCoord().toBigInteger(), out, 32, 32);
    return out;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Recovery, variable time (public data: the digest, r, s, v)

  @Override
  public byte[] recover(byte[] digest, BigInteger r, BigInteger s, int recoveryId) {
    // R = (r, y) with y of parity recoveryId; r < p is the caller's check.
    long[] rx = fieldOf(r);
    long[] y2 = create();
    sqr(y2, rx);
    mul(y2, y2, rx);
    long[] seven = create();
    Secp256k1Field.setInt(seven, 7);
    add(y2, y2, seven);
    weak(y2, y2);
    long[] ry = create();
    Secp256k1Field.sqrt(ry, y2);
    long[] check = create();
    sqr(check, ry);
    normalize(check, check);
    normalize(y2, y2);
    if (!Secp256k1Field.equal(check, y2)) {
      return null; // r is no x coordinate on the curve
    }
    normalize(ry, ry);
    if ((int) (ry[0] & 1) != recoveryId) {
      neg(ry, ry);
      normalize(ry, ry);
    }
    BigInteger n = Secp256k1.N;
    BigInteger e = new BigInteger(1, digest);
    BigInteger rInverse = BigIntegers.modOddInverseVar(n, r);
    BigInteger u1 = n.subtract(e).multiply(rInverse).mod(n);
    BigInteger u2 = s.multiply(rInverse).mod(n);

    // GLV: u = u' + u''·λ (mod n) with u', u'' of about 128 bits, and λ·(x, y) = (β·x, y); four half-length
    // scalars over G, λG, R and λR share 129 doublings instead of 256 (Strauss-Shamir).
    BigInteger[] g = decompose(u1);
    BigInteger[] h = decompose(u2);
    int[][] nafs = {
        wnaf(g[0].abs(), G_WINDOW), wnaf(g[1].abs(), G_WINDOW), wnaf(h[0].abs(), R_WINDOW), wnaf(h[1].abs(), R_WINDOW)};
    int[] signs = {g[0].signum(), g[1].signum(), h[0].signum(), h[1].signum()};
    Scratch c = new Scratch();
    // R's odd multiples R, 3R, ..., 15R: Jacobian, then affine with one inversion (Montgomery's trick).
    Jacobian[] rOdd = new Jacobian[1 << (R_WINDOW - 2)];
    Jacobian rPoint = Jacobian.affine(rx, ry);
    rOdd[0] = rPoint;
    Jacobian twoR = rPoint.copy();
    twoR.doubleInPlace(c);
    for (int i = 1; i < rOdd.length; i++) {
      rOdd[i] = rOdd[i - 1].copy();
      rOdd[i].addInPlace(twoR, c);
    }
    long[][][] rTable = toAffine(rOdd);
    long[][][] rLambdaTable = new long[rTable.length][][];
    for (int i = 0; i < rTable.length; i++) {
      long[] bx = create();
      mul(bx, rTable[i][0], BETA);
      rLambdaTable[i] = new long[][] {bx, rTable[i][1]};
    }
    long[][][][] tables = {G_ODD, G_LAMBDA_ODD, rTable, rLambdaTable};
    int top = 256;
    while (top > 0 && nafs[0][top] == 0 && nafs[1][top] == 0 && nafs[2][top] == 0 && nafs[3][top] == 0) {
      top--;
    }
    Jacobian acc = Jacobian.infinity();
    long[] negY = create();
    for (int i = top; i >= 0; i--) {
      acc.doubleInPlace(c);
      for (int t = 0; t < 4; t++) {
        int digit = nafs[t][i];
        if (digit != 0) {
          long[][] p = tables[t][(Math.abs(digit) - 1) >> 1];
          if ((digit > 0) == (signs[t] > 0)) {
            acc.addAffineInPlace(p[0], p[1], c);
          } else {
            neg(negY, p[1]);
            acc.addAffineInPlace(p[0], negY, c);
          }
        }
      }
    }
    if (acc.infinity) {
      return null;
    }
    return toAffineBytes(acc.x, acc.y, acc.z);
  }

  /** β, a cube root of unity mod p: λ·(x, y) = (β·x, y) on secp256k1. */
  static final long[] BETA = fieldOf(new BigInteger("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee", 16));
  /** λ, a cube root of unity mod n. */
  static final BigInteger LAMBDA = new BigInteger("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72", 16);
  // A short basis of the lattice {(a, b): a + b·λ = 0 mod n}: v1 = (A1, B1), v2 = (A2, B2).
  private static final BigInteger A1 = new BigInteger("3086d221a7d46bcde86c90e49284eb15", 16);
  private static final BigInteger B1 = new BigInteger("-e4437ed6010e88286f547fa90abfe4c3", 16);
  private static final BigInteger A2 = new BigInteger("114ca50f7a8e2f3f657c1108d9d44cfd8", 16);
  private static final BigInteger B2 = A1;

  /**
   * k = k1 + k2·λ (mod n), |k1| and |k2| below about 2^128 (Guide to Elliptic Curve Cryptography, algorithm 3.74):
   * c1 = round(B2·k / n), c2 = round(-B1·k / n), k1 = k - c1·A1 - c2·A2, k2 = -c1·B1 - c2·B2. Public scalars only.
   */
  static BigInteger[] decompose(BigInteger k) {
    BigInteger n = Secp256k1.N;
    BigInteger c1 = roundedDivision(B2.multiply(k), n);
    BigInteger c2 = roundedDivision(B1.negate().multiply(k), n);
    BigInteger k1 = k.subtract(c1.multiply(A1)).subtract(c2.multiply(A2));
    BigInteger k2 = c1.multiply(B1).add(c2.multiply(B2)).negate();
    return new BigInteger[] {k1, k2};
  }

  /** round(a / b) for b > 0 and a >= 0. */
  private static BigInteger roundedDivision(BigInteger a, BigInteger b) {
    return a.add(b.shiftRight(1)).divide(b);
  }

  /** Affine (x, y) of Jacobian points none of which is the point at infinity: one inversion for all. */
  private static long[][][] toAffine(Jacobian[] points) {
    int count = points.length;
    long[][] prefix = new long[count][];
    prefix[0] = points[0].z.clone();
    for (int i = 1; i < count; i++) {
      prefix[i] = create();
      mul(prefix[i], prefix[i - 1], points[i].z);
    }
    long[] inverse = create();
    inv(inverse, prefix[count - 1]);
    long[][][] out = new long[count][][];
    long[] zInverse = create();
    long[] z2 = create();
    for (int i = count - 1; i >= 0; i--) {
      if (i > 0) {
        mul(zInverse, inverse, prefix[i - 1]);
        mul(inverse, inverse, points[i].z);
      } else {
        copy(zInverse, inverse);
      }
      long[] x = create();
      long[] y = create();
      sqr(z2, zInverse);
      mul(x, points[i].x, z2);
      mul(z2, z2, zInverse);
      mul(y, points[i].y, z2);
      normalize(x, x);
      normalize(y, y);
      out[i] = new long[][] {x, y};
    }
    return out;
  }

  /**
   * The width-w NAF of a scalar below 2^256: 257 digits, least significant first, each zero or odd in
   * (-2^(w-1), 2^(w-1)). Variable time (public scalars only).
   */
  static int[] wnaf(BigInteger scalar, int w) {
    long[] words = new long[5];
    byte[] bytes = BigIntegers.asUnsignedByteArray(32, scalar);
    for (int i = 0; i < 32; i++) {
      words[i >>> 3] |= (bytes[31 - i] & 0xFFL) << ((i & 7) << 3);
    }
    int[] out = new int[257];
    int carry = 0;
    int bit = 0;
    while (bit < 257) {
      if (bits(words, bit, 1) == carry) {
        bit++;
        continue;
      }
      int now = Math.min(w, 257 - bit);
      int word = bits(words, bit, now) + carry;
      carry = (word >> (w - 1)) & 1;
      word -= carry << w;
      out[bit] = word;
      bit += now;
    }
    return out;
  }

  private static int bits(long[] words, int from, int count) {
    long v = words[from >>> 6] >>> (from & 63);
    if ((from & 63) + count > 64) {
      v |= words[(from >>> 6) + 1] << (64 - (from & 63));
    }
    return (int) (v & ((1L << count) - 1));
  }


  /** A Jacobian point for variable-time arithmetic (public data), with an explicit point at infinity. */
  private static final class Jacobian {
    final long[] x = create();
    final long[] y = create();
    final long[] z = create();
    boolean infinity;

    static Jacobian infinity() {
      Jacobian p = new Jacobian();
      p.infinity = true;
      return p;
    }

    static Jacobian affine(long[] x, long[] y) {
      Jacobian p = new Jacobian();
      Secp256k1Field.copy(p.x, x);
      Secp256k1Field.copy(p.y, y);
      Secp256k1Field.setInt(p.z, 1);
      return p;
    }

    Jacobian copy() {
      Jacobian p = new Jacobian();
      p.set(this);
      return p;
    }

    void set(Jacobian o) {
      Secp256k1Field.copy(x, o.x);
      Secp256k1Field.copy(y, o.y);
      Secp256k1Field.copy(z, o.z);
      infinity = o.infinity;
    }

    void setNegation(Jacobian o) {
      Secp256k1Field.copy(x, o.x);
      neg(y, o.y);
      weak(y, y);
      Secp256k1Field.copy(z, o.z);
      infinity = o.infinity;
    }

    /** 2P: 3M + 4S (a = 0). secp256k1 has no point of order 2, so y is never 0 here. */
    void doubleInPlace(Scratch c) {
      if (infinity) {
        return;
      }
      sqr(c.hh, y); // yy
      mul(z, y, z);
      mulSmall(z, z, 2); // z3 = 2yz
      mul(c.s1, x, c.hh);
      mulSmall(c.s1, c.s1, 4); // s = 4 x yy
      sqr(c.v, x);
      mulSmall(c.v, c.v, 3); // m = 3 x^2
      sqr(c.t, c.v);
      sub(c.t, c.t, c.s1);
      sub(c.t, c.t, c.s1);
      weak(x, c.t); // x3 = m^2 - 2s
      sub(c.t, c.s1, x);
      mul(c.t, c.v, c.t);
      sqr(c.hh, c.hh);
      mulSmall(c.hh, c.hh, 8); // 8 yy^2
      sub(c.t, c.t, c.hh);
      weak(y, c.t); // y3 = m (s - x3) - 8 yy^2
    }

    /** P += (x2, y2) affine (y2 limbs at most 2p's), with the special cases (variable time). */
    void addAffineInPlace(long[] x2, long[] y2, Scratch c) {
      if (infinity) {
        Secp256k1Field.copy(x, x2);
        weak(y, y2);
        Secp256k1Field.setInt(z, 1);
        infinity = false;
        return;
      }
      sqr(c.z1z1, z);
      mul(c.u2, x2, c.z1z1);
      mul(c.s2, y2, z);
      mul(c.s2, c.s2, c.z1z1);
      sub(c.h, c.u2, x);
      sub(c.r, c.s2, y);
      finishAdd(c, x, y, null);
    }

    /** P += Q, both Jacobian, with the special cases (variable time). */
    void addInPlace(Jacobian q, Scratch c) {
      if (q.infinity) {
        return;
      }
      if (infinity) {
        set(q);
        return;
      }
      sqr(c.z1z1, z);
      sqr(c.z2z2, q.z);
      mul(c.u1, x, c.z2z2);
      mul(c.u2, q.x, c.z1z1);
      mul(c.s1, y, q.z);
      mul(c.s1, c.s1, c.z2z2);
      mul(c.s2, q.y, z);
      mul(c.s2, c.s2, c.z1z1);
      sub(c.h, c.u2, c.u1);
      sub(c.r, c.s2, c.s1);
      finishAdd(c, c.u1, c.s1, q.z);
    }

    /**
     * The common tail: h = U2 - U1 and r = S2 - S1 are in c; u1 and s1 are this point's x and y scaled to the common
     * denominator; z2 is the other point's z (null for an affine point).
     */
    private void finishAdd(Scratch c, long[] u1, long[] s1, long[] z2) {
      weak(c.t, c.h);
      normalize(c.t, c.t);
      if (isZero(c.t)) {
        weak(c.t, c.r);
        normalize(c.t, c.t);
        if (isZero(c.t)) {
          doubleInPlace(c); // same point
        } else {
          infinity = true; // P + (-P)
        }
        return;
      }
      sqr(c.hh, c.h);
      mul(c.hhh, c.h, c.hh);
      mul(c.v, u1, c.hh);
      sqr(c.t, c.r);
      sub(c.t, c.t, c.hhh);
      sub(c.t, c.t, c.v);
      sub(c.t, c.t, c.v);
      weak(c.t2, c.t); // x3
      sub(c.t, c.v, c.t2);
      mul(c.t, c.r, c.t);
      mul(c.hhh, s1, c.hhh);
      sub(c.t, c.t, c.hhh);
      weak(y, c.t);
      Secp256k1Field.copy(x, c.t2);
      mul(z, z, c.h);
      if (z2 != null) {
        mul(z, z, z2);
      }
    }
  }
}
