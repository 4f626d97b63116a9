package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.signers.HMacDSAKCalculator;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.util.BigIntegers;

/**
 * The two secp256k1 backends (issue 35) against each other and against BouncyCastle's reference arithmetic, on random
 * keys and digests: {@code k·G}, public keys, signatures (RFC 6979 nonce, low s, recovery id) and recovery, byte for
 * byte. The native backend must load here (it is on the test class path): a missing native library fails, it does
 * not skip.
 */
class Secp256k1BackendsPropertiesTest {
  private static final BigInteger N = Secp256k1.N;
  private static final PureJavaSecp256k1 PURE = PureJavaSecp256k1.INSTANCE;

  private static NativeSecp256k1 nativeEngine() {
    Secp256k1Engine engine = Secp256k1Backend.Selection.NATIVE_ENGINE;
    if (engine == null && "java".equals(System.getProperty(Secp256k1Backend.PROPERTY))) {
      return new NativeSecp256k1(); // the property only kept the process from loading it
    }
    assertThat(engine).as("native backend: %s", Secp256k1Backend.nativeUnavailableReason()).isNotNull();
    return (NativeSecp256k1) engine;
  }

  @Provide
  Arbitrary<BigInteger> scalars() {
    // Random scalars in [1, n-1], and the edges: small values, n-1, powers of two, scalars with long runs of zero or
    // one bits (zero windows in the fixed-base table walk).
    Arbitrary<BigInteger> random = Arbitraries.bigIntegers().between(BigInteger.ONE, N.subtract(BigInteger.ONE));
    Arbitrary<BigInteger> edges = Arbitraries.of(
        BigInteger.ONE, BigInteger.TWO, BigInteger.valueOf(31), BigInteger.valueOf(32), BigInteger.valueOf(1L << 40),
        N.subtract(BigInteger.ONE), N.subtract(BigInteger.TWO), N.shiftRight(1), BigInteger.ONE.shiftLeft(255),
        BigInteger.ONE.shiftLeft(255).subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(200).add(BigInteger.ONE),
        new BigInteger("FFFFFFFFFFFFFFFF0000000000000000FFFFFFFFFFFFFFFF0000000000000000", 16));
    Arbitrary<BigInteger> sparse = Arbitraries.integers().between(0, 255).list().ofMinSize(1).ofMaxSize(6)
        .map(bits -> bits.stream().map(BigInteger.ONE::shiftLeft).reduce(BigInteger.ZERO, BigInteger::add).mod(N))
        .filter(k -> k.signum() > 0);
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(6, random), net.jqwik.api.Tuple.of(2, edges), net.jqwik.api.Tuple.of(2, sparse));
  }

  @Provide
  Arbitrary<byte[]> digests() {
    Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofSize(32);
    // Digests at or above n: RFC 6979 reduces them (bits2octets) before the HMAC.
    Arbitrary<byte[]> high = Arbitraries.bigIntegers()
        .between(N, BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE))
        .map(e -> BigIntegers.asUnsignedByteArray(32, e));
    return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(8, random), net.jqwik.api.Tuple.of(2, high));
  }

  private static byte[] bytes32(BigInteger value) {
    return BigIntegers.asUnsignedByteArray(32, value);
  }

  private static byte[] xy(ECPoint point) {
    ECPoint p = point.normalize();
    byte[] out = new byte[64];
    BigIntegers.asUnsignedByteArray(p.getAffineXCoord().toBigInteger(), out, 0, 32);
    BigIntegers.asUnsignedByteArray(p.getAffineYCoord().toBigInteger(), out, 32, 32);
    return out;
  }

  /** The signing of this SDK before issue 35, on BouncyCastle alone: the reference. */
  private static Secp256k1.Rsv referenceSign(byte[] digest, BigInteger d) {
    HMacDSAKCalculator nonces = new HMacDSAKCalculator(new SHA256Digest());
    nonces.init(N, d, digest);
    BigInteger e = new BigInteger(1, digest);
    BigInteger k = nonces.nextK();
    ECPoint point = Secp256k1.G.multiply(k).normalize();
    BigInteger r = point.getAffineXCoord().toBigInteger().mod(N);
    BigInteger s = k.modInverse(N).multiply(e.add(d.multiply(r))).mod(N);
    int recoveryId = point.getAffineYCoord().testBitZero() ? 1 : 0;
    if (s.compareTo(Secp256k1.HALF_N) > 0) {
      s = N.subtract(s);
      recoveryId ^= 1;
    }
    return new Secp256k1.Rsv(r, s, recoveryId);
  }

  /** Recovery on BouncyCastle alone: Q = r^-1 (s R - e G). */
  private static byte[] referenceRecover(byte[] digest, BigInteger r, BigInteger s, int recoveryId) {
    byte[] compressed = new byte[33];
    compressed[0] = (byte) (recoveryId == 1 ? 0x03 : 0x02);
    BigIntegers.asUnsignedByteArray(r, compressed, 1, 32);
    ECPoint bigR;
    try {
      bigR = Secp256k1.CURVE.decodePoint(compressed);
    } catch (IllegalArgumentException notOnCurve) {
      return null;
    }
    BigInteger e = new BigInteger(1, digest);
    BigInteger rInverse = r.modInverse(N);
    BigInteger u1 = N.subtract(e).multiply(rInverse).mod(N);
    BigInteger u2 = s.multiply(rInverse).mod(N);
    ECPoint q = ECAlgorithms.sumOfTwoMultiplies(Secp256k1.G, u1, bigR, u2).normalize();
    return q.isInfinity() ? null : xy(q);
  }

  @Property(tries = 300)
  void pureJavaBaseMultiplicationIsBouncyCastles(@ForAll("scalars") BigInteger k) {
    byte[] expected = xy(Secp256k1.G.multiply(k));
    assertThat(PURE.baseMultiply(bytes32(k))).isEqualTo(expected);
    assertThat(PureJavaSecp256k1.baseMultiply26(bytes32(k))).as("Android's 10x26 field").isEqualTo(expected);
  }

  @Property(tries = 300)
  void theScalarInverseIsBigIntegers(@ForAll("scalars") BigInteger k) {
    assertThat(Secp256k1.inverseModN(bytes32(k))).isEqualTo(k.modInverse(N));
  }

  @Property(tries = 300)
  void glvDecompositionSplitsScalarsIntoHalves(@ForAll("scalars") BigInteger k) {
    BigInteger[] parts = PureJavaSecp256k1.decompose(k);
    assertThat(parts[0].add(parts[1].multiply(PureJavaSecp256k1.LAMBDA)).mod(N)).isEqualTo(k);
    assertThat(parts[0].abs().bitLength()).isLessThanOrEqualTo(129);
    assertThat(parts[1].abs().bitLength()).isLessThanOrEqualTo(129);
  }

  @Example
  void lambdaTimesAPointMultipliesItsXByBeta() {
    ECPoint lambdaG = Secp256k1.G.multiply(PureJavaSecp256k1.LAMBDA).normalize();
    byte[] beta = new byte[32];
    long[] normalized = Secp256k1Field.create();
    Secp256k1Field.normalize(normalized, PureJavaSecp256k1.BETA);
    Secp256k1Field.toBytes(beta, 0, normalized);
    BigInteger x = Secp256k1.G.getAffineXCoord().toBigInteger().multiply(new BigInteger(1, beta)).mod(Secp256k1.P);
    assertThat(lambdaG.getAffineXCoord().toBigInteger()).isEqualTo(x);
    assertThat(lambdaG.getAffineYCoord().toBigInteger()).isEqualTo(Secp256k1.G.getAffineYCoord().toBigInteger());
  }

  @Property(tries = 300)
  void pureJavaSigningIsTheReferenceSigning(@ForAll("scalars") BigInteger d, @ForAll("digests") byte[] digest) {
    Secp256k1.Rsv expected = referenceSign(digest, d);
    Secp256k1.Rsv actual = Secp256k1.sign(digest, bytes32(d), PURE);
    assertThat(actual.r).isEqualTo(expected.r);
    assertThat(actual.s).isEqualTo(expected.s);
    assertThat(actual.recoveryId).isEqualTo(expected.recoveryId);
  }

  @Property(tries = 200)
  void pureJavaRecoveryIsBouncyCastles(@ForAll("scalars") BigInteger d, @ForAll("digests") byte[] digest) {
    Secp256k1.Rsv sig = referenceSign(digest, d);
    byte[] key = Secp256k1.recover(digest, sig.r, sig.s, sig.recoveryId, PURE);
    assertThat(key).isEqualTo(xy(Secp256k1.G.multiply(d)));
    // The high-s twin recovers the same key; the other parity recovers whatever BouncyCastle recovers.
    assertThat(Secp256k1.recover(digest, sig.r, N.subtract(sig.s), sig.recoveryId ^ 1, PURE)).isEqualTo(key);
    assertThat(Secp256k1.recover(digest, sig.r, sig.s, sig.recoveryId ^ 1, PURE))
        .isEqualTo(referenceRecover(digest, sig.r, sig.s, sig.recoveryId ^ 1));
  }

  @Property(tries = 200)
  void pureJavaRecoveryOfArbitraryNumbersIsBouncyCastles(
      @ForAll("scalars") BigInteger r, @ForAll("scalars") BigInteger s, @ForAll("digests") byte[] digest) {
    // Most r are no x coordinate on the curve (null on both sides); the rest recover some key.
    for (int recoveryId = 0; recoveryId < 2; recoveryId++) {
      assertThat(Secp256k1.recover(digest, r, s, recoveryId, PURE))
          .isEqualTo(referenceRecover(digest, r, s, recoveryId));
    }
  }

  @Property(tries = 200)
  void nativeAndPureJavaAgree(@ForAll("scalars") BigInteger d, @ForAll("digests") byte[] digest) {
    NativeSecp256k1 nativeEngine = nativeEngine();
    byte[] key = bytes32(d);
    // Public-key derivation.
    byte[] publicKey = PURE.baseMultiply(key);
    assertThat(nativeEngine.baseMultiply(key)).isEqualTo(publicKey);
    // Signing: the same r, s and recovery id on both backends, and r, s are libsecp256k1's own ecdsa_sign output
    // (its default nonce function is RFC 6979 without extra entropy, and it normalizes to low s).
    Secp256k1.Rsv pure = Secp256k1.sign(digest, key, PURE);
    Secp256k1.Rsv nat = Secp256k1.sign(digest, key, nativeEngine);
    assertThat(nat.r).isEqualTo(pure.r);
    assertThat(nat.s).isEqualTo(pure.s);
    assertThat(nat.recoveryId).isEqualTo(pure.recoveryId);
    byte[] raw = nativeEngine.rawSign(digest, key);
    assertThat(new BigInteger(1, Arrays.copyOfRange(raw, 0, 32))).isEqualTo(pure.r);
    assertThat(new BigInteger(1, Arrays.copyOfRange(raw, 32, 64))).isEqualTo(pure.s);
    // Recovery, both parities, and the high-s twin.
    for (int recoveryId = 0; recoveryId < 2; recoveryId++) {
      assertThat(Secp256k1.recover(digest, pure.r, pure.s, recoveryId, nativeEngine))
          .isEqualTo(Secp256k1.recover(digest, pure.r, pure.s, recoveryId, PURE));
    }
    assertThat(Secp256k1.recover(digest, pure.r, pure.s, pure.recoveryId, nativeEngine)).isEqualTo(publicKey);
    assertThat(Secp256k1.recover(digest, pure.r, N.subtract(pure.s), pure.recoveryId ^ 1, nativeEngine))
        .isEqualTo(publicKey);
  }

  @Property(tries = 100)
  void nativeAndPureJavaRecoverTheSameFromArbitraryNumbers(
      @ForAll("scalars") BigInteger r, @ForAll("scalars") BigInteger s, @ForAll("digests") byte[] digest) {
    NativeSecp256k1 nativeEngine = nativeEngine();
    for (int recoveryId = 0; recoveryId < 2; recoveryId++) {
      assertThat(Secp256k1.recover(digest, r, s, recoveryId, nativeEngine))
          .isEqualTo(Secp256k1.recover(digest, r, s, recoveryId, PURE));
    }
  }

  @Example
  void digestsAtOrAboveTheOrderSignAsLibsecp256k1Does() {
    NativeSecp256k1 nativeEngine = nativeEngine();
    byte[] key = bytes32(new BigInteger("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d", 16));
    for (BigInteger e : new BigInteger[] {N, N.add(BigInteger.ONE), BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)}) {
      byte[] digest = bytes32(e);
      Secp256k1.Rsv pure = Secp256k1.sign(digest, key, PURE);
      byte[] raw = nativeEngine.rawSign(digest, key);
      assertThat(new BigInteger(1, Arrays.copyOfRange(raw, 0, 32))).as("r for e = %s", e).isEqualTo(pure.r);
      assertThat(new BigInteger(1, Arrays.copyOfRange(raw, 32, 64))).as("s for e = %s", e).isEqualTo(pure.s);
    }
  }

  /**
   * Digests congruent to 0 and 1 mod n (0, n, 1, n+1, 2^256-1): e·G is the point at infinity or G itself in recovery's
   * u1·G + u2·R, the edges of the pure-Java double multiplication. Neither random nor high digests hit them. Both
   * backends sign the same bytes and recover the signer, and agree with BouncyCastle on the other parity.
   */
  @Example
  void digestsAtTheEdgesOfTheScalarRangeSignAndRecoverAlike() {
    NativeSecp256k1 nativeEngine = nativeEngine();
    byte[] key = bytes32(new BigInteger("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d", 16));
    byte[] publicKey = PURE.baseMultiply(key);
    BigInteger[] edges = {BigInteger.ZERO, BigInteger.ONE, N, N.add(BigInteger.ONE),
        BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)};
    for (BigInteger e : edges) {
      byte[] digest = bytes32(e);
      Secp256k1.Rsv pure = Secp256k1.sign(digest, key, PURE);
      Secp256k1.Rsv reference = referenceSign(digest, new BigInteger(1, key));
      assertThat(pure.r).as("r for e = %s", e).isEqualTo(reference.r);
      assertThat(pure.s).as("s for e = %s", e).isEqualTo(reference.s);
      byte[] raw = nativeEngine.rawSign(digest, key);
      assertThat(new BigInteger(1, Arrays.copyOfRange(raw, 32, 64))).as("native s for e = %s", e).isEqualTo(pure.s);
      for (Secp256k1Engine engine : new Secp256k1Engine[] {PURE, nativeEngine}) {
        assertThat(Secp256k1.recover(digest, pure.r, pure.s, pure.recoveryId, engine)).as("e = %s", e)
            .isEqualTo(publicKey);
        assertThat(Secp256k1.recover(digest, pure.r, pure.s, pure.recoveryId ^ 1, engine)).as("other parity, e = %s", e)
            .isEqualTo(referenceRecover(digest, pure.r, pure.s, pure.recoveryId ^ 1));
      }
    }
  }

  @Example
  void recoveryRefusesWhatNoKeySigned() {
    byte[] digest = new byte[32];
    // r = 5 is no x coordinate on secp256k1 (5^3 + 7 = 132 is not a square mod p); r = 0 and r = n are out of range.
    for (Secp256k1Engine engine : new Secp256k1Engine[] {PURE, nativeEngine()}) {
      assertThat(Secp256k1.recover(digest, BigInteger.valueOf(5), BigInteger.ONE, 0, engine)).isNull();
      assertThat(Secp256k1.recover(digest, BigInteger.ZERO, BigInteger.ONE, 0, engine)).isNull();
      assertThat(Secp256k1.recover(digest, N, BigInteger.ONE, 0, engine)).isNull();
    }
  }

  @Property(tries = 50)
  void aSignerPinnedToEitherBackendSignsTheSameBytes(@ForAll("scalars") BigInteger d, @ForAll("digests") byte[] digest) {
    PrivateKey key = PrivateKey.fromBytes(bytes32(d));
    LocalSigner pure = LocalSigner.of(key, Secp256k1Backend.PURE_JAVA);
    assertThat(pure.backend()).isEqualTo(Secp256k1Backend.PURE_JAVA);
    Signature signature = pure.signDigest(Bytes32.wrap(digest));
    assertThat(signature.recoverSigner(Bytes32.wrap(digest))).isEqualTo(pure.address());
    if (Secp256k1Backend.Selection.NATIVE_ENGINE != null) {
      LocalSigner nat = LocalSigner.of(key, Secp256k1Backend.NATIVE);
      assertThat(nat.backend()).isEqualTo(Secp256k1Backend.NATIVE);
      assertThat(nat.address()).isEqualTo(pure.address());
      assertThat(nat.signDigest(Bytes32.wrap(digest))).isEqualTo(signature);
    } else {
      // The pure-java-backend execution (io.tradingsdk.signing.secp256k1=java): the process did not load it.
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> LocalSigner.of(key, Secp256k1Backend.NATIVE))
          .isInstanceOf(IllegalStateException.class).hasMessageContaining("secp256k1=java");
      Secp256k1.Rsv nat = Secp256k1.sign(digest, bytes32(d), nativeEngine());
      assertThat(Signature.of(nat.r, nat.s, nat.recoveryId)).isEqualTo(signature);
    }
  }

  @Example
  void theChoiceFollowsTheProperty() {
    Secp256k1Engine nat = nativeEngine();
    assertThat(Secp256k1Backend.Selection.choose("auto", nat, null).engine).isSameAs(nat);
    assertThat(Secp256k1Backend.Selection.choose("auto", null, "absent").engine).isSameAs(PURE);
    assertThat(Secp256k1Backend.Selection.choose("java", nat, null).engine).isSameAs(PURE);
    assertThat(Secp256k1Backend.Selection.choose("native", nat, null).engine).isSameAs(nat);
    Secp256k1Backend.Selection.Choice missing = Secp256k1Backend.Selection.choose("native", null, "not on the class path");
    assertThat(missing.engine).isNull();
    assertThat(missing.problem).contains("io.tradingsdk.signing.secp256k1=native").contains("not on the class path");
    Secp256k1Backend.Selection.Choice unknown = Secp256k1Backend.Selection.choose("fast", nat, null);
    assertThat(unknown.engine).isNull();
    assertThat(unknown.problem).contains("expected auto, java or native, got 'fast'");
  }
}
