package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.bouncycastle.math.raw.Nat256;
import org.bouncycastle.util.BigIntegers;

/**
 * {@link Secp256k1Scalar}'s fixed-width arithmetic modulo n against {@link BigInteger}: random values below 2^256,
 * the edges (0, 1, n - 1, n, n + 1, 2^256 - 1, 2^256 - n, 32-bit word boundaries), and products whose reduction
 * takes every fold and the final subtraction (high halves of all ones, results just below and above n).
 */
class Secp256k1ScalarPropertiesTest {
  private static final BigInteger N = Secp256k1.N;
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);
  private static final BigInteger MAX = TWO_256.subtract(BigInteger.ONE);

  @Provide
  Arbitrary<BigInteger> values() {
    Arbitrary<BigInteger> random = Arbitraries.bigIntegers().between(BigInteger.ZERO, MAX);
    Arbitrary<BigInteger> edges = Arbitraries.of(
        BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, N.subtract(BigInteger.ONE), N, N.add(BigInteger.ONE),
        MAX, MAX.subtract(BigInteger.ONE), TWO_256.subtract(N), N.shiftRight(1), N.shiftRight(1).add(BigInteger.ONE),
        BigInteger.ONE.shiftLeft(255), BigInteger.ONE.shiftLeft(128),
        BigInteger.ONE.shiftLeft(129).subtract(BigInteger.ONE),
        new BigInteger("FFFFFFFF", 16), new BigInteger("FFFFFFFF", 16).shiftLeft(224),
        new BigInteger("FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000", 16));
    Arbitrary<BigInteger> nearN = Arbitraries.integers().between(-2000, 2000).map(d -> N.add(BigInteger.valueOf(d)))
        .filter(v -> v.signum() >= 0 && v.compareTo(TWO_256) < 0);
    Arbitrary<BigInteger> high = Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.ONE.shiftLeft(64))
        .map(MAX::subtract);
    return Arbitraries.frequencyOf(Tuple.of(6, random), Tuple.of(2, edges), Tuple.of(1, nearN), Tuple.of(1, high));
  }

  private static int[] words(BigInteger value) {
    return Secp256k1Scalar.fromBytes(BigIntegers.asUnsignedByteArray(32, value));
  }

  private static BigInteger integer(int[] words) {
    return Nat256.toBigInteger(words);
  }

  @Property(tries = 1000)
  void productsAndSumsModuloN(
      @ForAll("values") BigInteger a, @ForAll("values") BigInteger b, @ForAll("values") BigInteger e) {
    int[] product = Secp256k1Scalar.mul(words(a), words(b));
    assertThat(integer(product)).isEqualTo(a.multiply(b).mod(N));
    int[] sum = Secp256k1Scalar.mulAdd(words(a), words(b), words(e));
    assertThat(integer(sum)).isEqualTo(a.multiply(b).add(e).mod(N));
    assertThat(Secp256k1Scalar.isZero(sum)).isEqualTo(a.multiply(b).add(e).mod(N).signum() == 0);
  }

  @Property(tries = 500)
  void reductionOfAny512BitValue(@ForAll("values") BigInteger high, @ForAll("values") BigInteger low) {
    BigInteger value = high.shiftLeft(256).add(low);
    int[] zz = new int[16];
    System.arraycopy(words(low), 0, zz, 0, 8);
    System.arraycopy(words(high), 0, zz, 8, 8);
    int[] z = new int[8];
    Secp256k1Scalar.reduce512(zz, z);
    assertThat(integer(z)).isEqualTo(value.mod(N));
  }

  @Property(tries = 300)
  void inverses(@ForAll("values") BigInteger k) {
    BigInteger reduced = k.mod(N);
    if (reduced.signum() == 0) {
      return; // 0 has no inverse; the signer never asks for it (k is in [1, n-1])
    }
    int[] inverse = Secp256k1Scalar.inverse(words(reduced));
    assertThat(integer(inverse)).isEqualTo(reduced.modInverse(N));
    assertThat(integer(Secp256k1Scalar.mul(inverse, words(reduced)))).isEqualTo(BigInteger.ONE);
  }

  @Example
  void theExtremes() {
    // (2^256 - 1)^2 + (2^256 - 1): the largest value mulAdd meets, every fold at its widest.
    assertThat(integer(Secp256k1Scalar.mulAdd(words(MAX), words(MAX), words(MAX))))
        .isEqualTo(MAX.multiply(MAX).add(MAX).mod(N));
    // Exactly n, n - 1 and n + 1 before the final subtraction: n·1, (n - 1)·1 + 0, n·1 + 1.
    assertThat(integer(Secp256k1Scalar.mul(words(N), words(BigInteger.ONE)))).isEqualTo(BigInteger.ZERO);
    assertThat(integer(Secp256k1Scalar.mul(words(N.subtract(BigInteger.ONE)), words(BigInteger.ONE))))
        .isEqualTo(N.subtract(BigInteger.ONE));
    assertThat(integer(Secp256k1Scalar.mulAdd(words(N), words(BigInteger.ONE), words(BigInteger.ONE))))
        .isEqualTo(BigInteger.ONE);
    // (n - 1)^2 = 1 (mod n).
    assertThat(integer(Secp256k1Scalar.mul(words(N.subtract(BigInteger.ONE)), words(N.subtract(BigInteger.ONE)))))
        .isEqualTo(BigInteger.ONE);
  }
}
