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
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.BigIntegers;

/**
 * The signed-digit recoding behind the pure-Java {@code k·G} ({@link PureJavaSecp256k1#signedDigits}) against {@link
 * BigInteger} arithmetic modulo n, on random 256-bit values and on the edges where its carries, its conditional
 * subtractions of n and its halving matter (0, 1, 2, n - 1, n, n + 1, values near 2^256, powers of two, all-ones and
 * alternating words); and {@code k·G} itself on the scalars where the last window's incomplete addition meets its own
 * summand (the BouncyCastle fallback) and on their neighbours.
 */
class Secp256k1SignedDigitsPropertiesTest {
  private static final BigInteger N = Secp256k1.N;
  private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);
  private static final int W = 7;
  private static final int WINDOWS = 37;

  @Provide
  Arbitrary<BigInteger> values() {
    Arbitrary<BigInteger> random = Arbitraries.bigIntegers().between(BigInteger.ZERO, TWO_256.subtract(BigInteger.ONE));
    Arbitrary<BigInteger> edges = Arbitraries.of(
        BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, N.subtract(BigInteger.ONE), N.subtract(BigInteger.TWO), N,
        N.add(BigInteger.ONE), TWO_256.subtract(BigInteger.ONE), TWO_256.subtract(BigInteger.TWO),
        TWO_256.subtract(N), TWO_256.subtract(N).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(255),
        BigInteger.ONE.shiftLeft(252), BigInteger.ONE.shiftLeft(253), N.shiftRight(1), N.shiftRight(1).add(BigInteger.ONE),
        new BigInteger("FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000FFFFFFFF00000000", 16),
        new BigInteger("5555555555555555555555555555555555555555555555555555555555555555", 16));
    Arbitrary<BigInteger> nearN = Arbitraries.integers().between(-3000, 3000).map(d -> N.add(BigInteger.valueOf(d)));
    Arbitrary<BigInteger> near2To256 = Arbitraries.integers().between(1, 3000)
        .map(d -> TWO_256.subtract(BigInteger.valueOf(d)));
    Arbitrary<BigInteger> small = Arbitraries.bigIntegers().between(BigInteger.ZERO, BigInteger.ONE.shiftLeft(140));
    return Arbitraries.frequencyOf(
        Tuple.of(5, random), Tuple.of(2, edges), Tuple.of(1, nearN), Tuple.of(1, near2To256), Tuple.of(1, small));
  }

  @Property(tries = 1000)
  void digitsAreOddBoundedAndSumToTheScalarModN(@ForAll("values") BigInteger k) {
    int[] digits = PureJavaSecp256k1.signedDigits(BigIntegers.asUnsignedByteArray(32, k));
    assertThat(digits).hasSize(WINDOWS);
    BigInteger sum = BigInteger.ZERO;
    for (int j = 0; j < WINDOWS; j++) {
      int bound = j < WINDOWS - 1 ? (1 << W) - 1 : (1 << (256 - W * (WINDOWS - 1))) - 1;
      assertThat(digits[j] & 1).as("digit %d of %s is odd", j, k).isEqualTo(1);
      assertThat(Math.abs(digits[j])).as("digit %d of %s", j, k).isLessThanOrEqualTo(bound);
      sum = sum.add(BigInteger.valueOf(digits[j]).shiftLeft(W * j));
    }
    assertThat(sum.mod(N)).isEqualTo(k.mod(N));
  }

  @Property(tries = 300)
  void digitsAreThoseOfHalfOfKPlusTwoTo256MinusOne(@ForAll("values") BigInteger k) {
    // b = (k + 2^256 - 1) / 2 mod n; digit j = 2·(bits 7j..7j+6 of b) - (2^7 - 1).
    BigInteger b = k.add(TWO_256).subtract(BigInteger.ONE).multiply(BigInteger.TWO.modInverse(N)).mod(N);
    int[] digits = PureJavaSecp256k1.signedDigits(BigIntegers.asUnsignedByteArray(32, k));
    for (int j = 0; j < WINDOWS; j++) {
      int bits = j < WINDOWS - 1 ? W : 256 - W * (WINDOWS - 1);
      int window = b.shiftRight(W * j).intValue() & ((1 << bits) - 1);
      assertThat(digits[j]).as("digit %d of %s", j, k).isEqualTo(2 * window - ((1 << bits) - 1));
    }
  }

  /**
   * k = d·2^253 mod n for odd d in [-15, 15]: the only scalars where the last window adds a point equal to the
   * partial sum (the incomplete addition fails and BouncyCastle answers), and their neighbours.
   */
  @Example
  void scalarsWhereTheLastAdditionDoublesStillMultiplyRight() {
    int fallbacks = 0;
    for (int d = -15; d <= 15; d += 2) {
      BigInteger special = BigInteger.valueOf(d).shiftLeft(253).mod(N);
      for (int delta = -2; delta <= 2; delta++) {
        BigInteger k = special.add(BigInteger.valueOf(delta)).mod(N);
        if (k.signum() == 0) {
          continue;
        }
        byte[] expected = xy(Secp256k1.G.multiply(k));
        byte[] scalar = BigIntegers.asUnsignedByteArray(32, k);
        assertThat(PureJavaSecp256k1.baseMultiply52(scalar)).as("5x52, k = %s", k.toString(16)).isEqualTo(expected);
        assertThat(PureJavaSecp256k1.baseMultiply26(scalar)).as("10x26, k = %s", k.toString(16)).isEqualTo(expected);
      }
      // Whether the walk fails here: the partial sum before the last window equals that window's point.
      int[] digits = PureJavaSecp256k1.signedDigits(BigIntegers.asUnsignedByteArray(32, special));
      BigInteger partial = BigInteger.ZERO;
      for (int j = 0; j < WINDOWS - 1; j++) {
        partial = partial.add(BigInteger.valueOf(digits[j]).shiftLeft(W * j));
      }
      BigInteger last = BigInteger.valueOf(digits[WINDOWS - 1]).shiftLeft(W * (WINDOWS - 1));
      if (partial.subtract(last).mod(N).signum() == 0) {
        fallbacks++;
      }
    }
    // Not every d gives a failing walk (the recoding decides), but some do: the fallback path is exercised.
    assertThat(fallbacks).isPositive();
  }

  @Property(tries = 200)
  void baseMultiplicationIsBouncyCastlesOnTheEdges(@ForAll("values") BigInteger value) {
    BigInteger k = value.mod(N);
    if (k.signum() == 0) {
      k = BigInteger.ONE;
    }
    byte[] expected = xy(Secp256k1.G.multiply(k));
    byte[] scalar = BigIntegers.asUnsignedByteArray(32, k);
    // Both fields: 5x52 (the JVM's) and 10x26 (Android's), whatever this platform selects.
    assertThat(PureJavaSecp256k1.baseMultiply52(scalar)).isEqualTo(expected);
    assertThat(PureJavaSecp256k1.baseMultiply26(scalar)).isEqualTo(expected);
    assertThat(PureJavaSecp256k1.INSTANCE.baseMultiply(scalar)).isEqualTo(expected);
  }

  private static byte[] xy(ECPoint point) {
    ECPoint p = point.normalize();
    byte[] out = new byte[64];
    BigIntegers.asUnsignedByteArray(p.getAffineXCoord().toBigInteger(), out, 0, 32);
    BigIntegers.asUnsignedByteArray(p.getAffineYCoord().toBigInteger(), out, 32, 32);
    return out;
  }
}
