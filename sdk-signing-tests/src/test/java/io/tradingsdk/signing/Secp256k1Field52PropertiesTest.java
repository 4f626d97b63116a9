package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The 5x52-limb field ({@code Math.multiplyHigh}) against {@link BigInteger} modulo p: random values, the edges (0, 1,
 * p - 1, p, p + 1, values at or above p before reduction, 2^256 - 1, all-ones limbs), unreduced inputs as the point
 * formulas feed them (differences holding up to three times 2p), and limbs at the documented input bound (2^54 - 1
 * in every limb) where the columns and the fold carry the most.
 */
class Secp256k1Field52PropertiesTest {
  private static final BigInteger P = Secp256k1.P;
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);
  private static final BigInteger THREE = BigInteger.valueOf(3);

  @Provide
  Arbitrary<BigInteger> values() {
    Arbitrary<BigInteger> random = Arbitraries.bigIntegers().between(BigInteger.ZERO, TWO_256.subtract(BigInteger.ONE));
    Arbitrary<BigInteger> edges = Arbitraries.of(
        BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, P.subtract(BigInteger.ONE), P, P.add(BigInteger.ONE),
        TWO_256.subtract(BigInteger.ONE), TWO_256.subtract(BigInteger.TWO), P.subtract(BigInteger.TWO),
        BigInteger.ONE.shiftLeft(255), BigInteger.ONE.shiftLeft(52).subtract(BigInteger.ONE),
        BigInteger.ONE.shiftLeft(208).subtract(BigInteger.ONE), new BigInteger("FFFFFFFFFFFFF", 16).shiftLeft(52 * 3));
    Arbitrary<BigInteger> nearP = Arbitraries.integers().between(-2000, 2000).map(d -> P.add(BigInteger.valueOf(d)))
        .filter(v -> v.signum() >= 0 && v.compareTo(TWO_256) < 0);
    return Arbitraries.frequencyOf(Tuple.of(6, random), Tuple.of(2, edges), Tuple.of(2, nearP));
  }

  /** A value below 2^256 as limbs (not reduced: p and above stay as they are). */
  private static long[] element(BigInteger value) {
    long[] r = Secp256k1Field52.create();
    Secp256k1Field52.fromWords(r, word(value, 0), word(value, 1), word(value, 2), word(value, 3));
    return r;
  }

  private static long word(BigInteger value, int i) {
    return value.shiftRight(64 * i).longValue();
  }

  /** Limbs of any size as the integer they stand for (no reduction). */
  private static BigInteger integer(long[] a) {
    BigInteger v = BigInteger.ZERO;
    for (int i = 4; i >= 0; i--) {
      assertThat(a[i]).as("limb %d", i).isNotNegative();
      v = v.shiftLeft(52).add(BigInteger.valueOf(a[i]));
    }
    return v;
  }

  /** The value through the 26-bit field's conversion and normalization, as the signing path takes it. */
  private static BigInteger value(long[] a) {
    long[] limbs26 = Secp256k1Field.create();
    Secp256k1Field52.toLimbs26(limbs26, a);
    Secp256k1Field.normalize(limbs26, limbs26);
    byte[] out = new byte[32];
    Secp256k1Field.toBytes(out, 0, limbs26);
    BigInteger v = new BigInteger(1, out);
    assertThat(v).isEqualTo(integer(a).mod(P));
    return v;
  }

  /** Checks the weak bound every output promises: limbs 0 to 3 below 2^52, limb 4 below 2^48 + 2^10. */
  private static void assertWeak(long[] a) {
    for (int i = 0; i < 4; i++) {
      assertThat(a[i]).as("limb %d", i).isBetween(0L, (1L << 52) - 1);
    }
    assertThat(a[4]).as("limb 4").isBetween(0L, (1L << 48) + (1L << 10) - 1);
  }

  @Property(tries = 500)
  void productsSquaresAndDifferences(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b) {
    long[] x = element(a);
    long[] y = element(b);
    assertThat(integer(x)).isEqualTo(a);
    long[] r = Secp256k1Field52.create();
    Secp256k1Field52.mul(r, x, y);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.multiply(b).mod(P));
    Secp256k1Field52.sqr(r, x);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.multiply(a).mod(P));
    // Unreduced inputs, as in the point formulas: weak values, then differences with up to three times 2p added.
    long[] wx = Secp256k1Field52.create();
    long[] wy = Secp256k1Field52.create();
    Secp256k1Field52.weak(wx, x);
    Secp256k1Field52.weak(wy, y);
    assertWeak(wx);
    assertThat(value(wx)).isEqualTo(a.mod(P));
    long[] difference = Secp256k1Field52.create();
    Secp256k1Field52.sub(difference, wx, wy); // a - b + 2p: limbs below 2^54, a product's input
    BigInteger expected = a.subtract(b).mod(P);
    Secp256k1Field52.mul(r, difference, difference);
    assertThat(value(r)).isEqualTo(expected.pow(2).mod(P));
    Secp256k1Field52.sqr(r, difference);
    assertThat(value(r)).isEqualTo(expected.pow(2).mod(P));
    Secp256k1Field52.mul(r, difference, wx);
    assertThat(value(r)).isEqualTo(expected.multiply(a).mod(P));
    // Three subtractions in a row (x3 = r^2 - hhh - 2v), then weak().
    long[] chain = Secp256k1Field52.create();
    Secp256k1Field52.sub(chain, wx, wy);
    Secp256k1Field52.sub(chain, chain, wy);
    Secp256k1Field52.sub(chain, chain, wy);
    Secp256k1Field52.weak(chain, chain);
    assertWeak(chain);
    assertThat(value(chain)).isEqualTo(a.subtract(b.multiply(THREE)).mod(P));
    Secp256k1Field52.neg(r, wx);
    assertThat(value(r)).isEqualTo(a.negate().mod(P));
    Secp256k1Field52.mul(r, r, r);
    assertThat(value(r)).isEqualTo(a.multiply(a).mod(P));
  }

  @Property(tries = 300)
  void productsOfLimbsAtTheInputBound(@ForAll("limbs") List<Long> aLimbs, @ForAll("limbs") List<Long> bLimbs) {
    long[] x = aLimbs.stream().mapToLong(Long::longValue).toArray();
    long[] y = bLimbs.stream().mapToLong(Long::longValue).toArray();
    BigInteger a = integer(x);
    BigInteger b = integer(y);
    long[] r = Secp256k1Field52.create();
    Secp256k1Field52.mul(r, x, y);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.multiply(b).mod(P));
    Secp256k1Field52.sqr(r, x);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.multiply(a).mod(P));
    Secp256k1Field52.weak(r, x);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.mod(P));
  }

  /** Five limbs each below 2^54, often at the bound or zero. */
  @Provide
  Arbitrary<List<Long>> limbs() {
    long max = (1L << 54) - 1;
    Arbitrary<Long> limb = Arbitraries.frequencyOf(
        Tuple.of(4, Arbitraries.longs().between(0, max)), Tuple.of(3, Arbitraries.just(max)),
        Tuple.of(1, Arbitraries.just(0L)), Tuple.of(1, Arbitraries.just((1L << 52) - 1)));
    return limb.list().ofSize(5);
  }

  @Example
  void theLargestInputsInEveryLimb() {
    long max = (1L << 54) - 1;
    long[] x = {max, max, max, max, max};
    BigInteger a = integer(x);
    long[] r = Secp256k1Field52.create();
    Secp256k1Field52.mul(r, x, x);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.multiply(a).mod(P));
    Secp256k1Field52.sqr(r, x);
    assertWeak(r);
    assertThat(value(r)).isEqualTo(a.multiply(a).mod(P));
  }

  @Example
  void theJvmSelectsThe52BitField() {
    // The tests run on HotSpot, where Math.multiplyHigh exists: k·G runs on this field.
    assertThat(Secp256k1Field52.SELECTED).isTrue();
  }
}
