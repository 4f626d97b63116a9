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
    Secp256k1Field.mulSchoolbook(r, sum, difference);
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
}
