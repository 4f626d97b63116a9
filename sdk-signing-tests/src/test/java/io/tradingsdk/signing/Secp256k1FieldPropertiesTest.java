package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.bouncycastle.util.BigIntegers;

/**
 * The 10x26-limb field arithmetic of the pure-Java backend against {@link BigInteger} modulo p, on random values and
 * on the edges where carries and the final reduction matter (0, 1, p - 1, p, p + 1, 2^256 - 1, all-ones limbs), also
 * on unreduced inputs (sums and differences, as the point formulas feed them).
 */
class Secp256k1FieldPropertiesTest {
  private static final BigInteger P = Secp256k1.P;
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);

  @Provide
  Arbitrary<BigInteger> values() {
    Arbitrary<BigInteger> random = Arbitraries.bigIntegers().between(BigInteger.ZERO, TWO_256.subtract(BigInteger.ONE));
    Arbitrary<BigInteger> edges = Arbitraries.of(
        BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, P.subtract(BigInteger.ONE), P, P.add(BigInteger.ONE),
        TWO_256.subtract(BigInteger.ONE), TWO_256.subtract(BigInteger.TWO), P.subtract(BigInteger.TWO),
        BigInteger.ONE.shiftLeft(255), BigInteger.ONE.shiftLeft(26).subtract(BigInteger.ONE),
        new BigInteger("3FFFFFF", 16).shiftLeft(26 * 8));
    Arbitrary<BigInteger> nearP = Arbitraries.integers().between(-2000, 2000).map(d -> P.add(BigInteger.valueOf(d)))
        .filter(v -> v.signum() >= 0 && v.compareTo(TWO_256) < 0);
    return Arbitraries.frequencyOf(Tuple.of(6, random), Tuple.of(2, edges), Tuple.of(2, nearP));
  }

  private static long[] element(BigInteger value) {
    long[] r = Secp256k1Field.create();
    Secp256k1Field.fromBytes(r, BigIntegers.asUnsignedByteArray(32, value), 0);
    return r;
  }

  private static BigInteger value(long[] a) {
    long[] n = Secp256k1Field.create();
    Secp256k1Field.normalize(n, a);
    byte[] out = new byte[32];
    Secp256k1Field.toBytes(out, 0, n);
    return new BigInteger(1, out);
  }

  @Property(tries = 500)
  void productsSquaresAndNormalization(@ForAll("values") BigInteger a, @ForAll("values") BigInteger b) {
    long[] x = element(a);
    long[] y = element(b);
    assertThat(value(x)).isEqualTo(a.mod(P));
    long[] r = Secp256k1Field.create();
    Secp256k1Field.mul(r, x, y);
    assertThat(value(r)).isEqualTo(a.multiply(b).mod(P));
    Secp256k1Field.sqr(r, x);
    assertThat(value(r)).isEqualTo(a.multiply(a).mod(P));
    // Unreduced inputs, as in the point formulas: (a + b + a) * (a - b) with limbs up to 2^29.
    long[] sum = Secp256k1Field.create();
    Secp256k1Field.add(sum, x, y);
    Secp256k1Field.add(sum, sum, x);
    long[] difference = Secp256k1Field.create();
    Secp256k1Field.sub(difference, x, y);
    Secp256k1Field.sub(difference, difference, y);
    Secp256k1Field.sub(difference, difference, y);
    Secp256k1Field.mul(r, sum, difference);
    BigInteger expected = a.add(b).add(a).multiply(a.subtract(b.multiply(BigInteger.valueOf(3)))).mod(P);
    assertThat(value(r)).isEqualTo(expected);
    mulSchoolbook(r, sum, difference);
    assertThat(value(r)).isEqualTo(expected);
    Secp256k1Field.sqr(r, difference);
    assertThat(value(r)).isEqualTo(a.subtract(b.multiply(BigInteger.valueOf(3))).pow(2).mod(P));
    Secp256k1Field.mulSmall(r, difference, 8);
    assertThat(value(r)).isEqualTo(a.subtract(b.multiply(BigInteger.valueOf(3))).multiply(BigInteger.valueOf(8)).mod(P));
    Secp256k1Field.neg(r, x);
    assertThat(value(r)).isEqualTo(a.negate().mod(P));
  }

  @Property(tries = 200)
  void inversesAndSquareRoots(@ForAll("values") BigInteger a) {
    long[] x = element(a);
    long[] r = Secp256k1Field.create();
    if (a.mod(P).signum() != 0) {
      Secp256k1Field.inv(r, x);
      assertThat(value(r)).isEqualTo(a.modInverse(P));
      Secp256k1Field.invFermat(r, x);
      assertThat(value(r)).isEqualTo(a.modInverse(P));
    }
    Secp256k1Field.sqrt(r, x);
    BigInteger root = value(r);
    BigInteger expected = a.mod(P).modPow(P.add(BigInteger.ONE).shiftRight(2), P);
    assertThat(root).isEqualTo(expected);
  }

  /** {@link Secp256k1Field#mul} by schoolbook (100 products): a second opinion on the Karatsuba product. */
  private static void mulSchoolbook(long[] r, long[] a, long[] b) {
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
    long c0 = a0 * b0;
    long c1 = a0 * b1 + a1 * b0;
    long c2 = a0 * b2 + a1 * b1 + a2 * b0;
    long c3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0;
    long c4 = a0 * b4 + a1 * b3 + a2 * b2 + a3 * b1 + a4 * b0;
    long c5 = a0 * b5 + a1 * b4 + a2 * b3 + a3 * b2 + a4 * b1 + a5 * b0;
    long c6 = a0 * b6 + a1 * b5 + a2 * b4 + a3 * b3 + a4 * b2 + a5 * b1 + a6 * b0;
    long c7 = a0 * b7 + a1 * b6 + a2 * b5 + a3 * b4 + a4 * b3 + a5 * b2 + a6 * b1 + a7 * b0;
    long c8 = a0 * b8 + a1 * b7 + a2 * b6 + a3 * b5 + a4 * b4 + a5 * b3 + a6 * b2 + a7 * b1 + a8 * b0;
    long c9 = a0 * b9 + a1 * b8 + a2 * b7 + a3 * b6 + a4 * b5 + a5 * b4 + a6 * b3 + a7 * b2 + a8 * b1 + a9 * b0;
    long c10 = a1 * b9 + a2 * b8 + a3 * b7 + a4 * b6 + a5 * b5 + a6 * b4 + a7 * b3 + a8 * b2 + a9 * b1;
    long c11 = a2 * b9 + a3 * b8 + a4 * b7 + a5 * b6 + a6 * b5 + a7 * b4 + a8 * b3 + a9 * b2;
    long c12 = a3 * b9 + a4 * b8 + a5 * b7 + a6 * b6 + a7 * b5 + a8 * b4 + a9 * b3;
    long c13 = a4 * b9 + a5 * b8 + a6 * b7 + a7 * b6 + a8 * b5 + a9 * b4;
    long c14 = a5 * b9 + a6 * b8 + a7 * b7 + a8 * b6 + a9 * b5;
    long c15 = a6 * b9 + a7 * b8 + a8 * b7 + a9 * b6;
    long c16 = a7 * b9 + a8 * b8 + a9 * b7;
    long c17 = a8 * b9 + a9 * b8;
    long c18 = a9 * b9;
    Secp256k1Field.foldColumns(
        r, c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18);
  }
}
