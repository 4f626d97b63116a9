package io.tradingsdk.signing;

import java.math.BigInteger;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.math.raw.Mod;
import org.bouncycastle.math.raw.Nat256;
import org.bouncycastle.util.BigIntegers;
import org.jspecify.annotations.Nullable;

/**
 * ECDSA over secp256k1 as Ethereum uses it. The curve arithmetic runs on the {@link Secp256k1Engine} that {@link
 * Secp256k1Backend} chose: libsecp256k1 when its JNI binding is present, else {@link PureJavaSecp256k1}.
 *
 * <p>Signing is RFC 6979 deterministic with low s, and returns the recovery id from the signing itself: the parity
 * of R's y coordinate, flipped when s is replaced by n - s. No trial recovery.
 *
 * <p>Secret data: the private key and the nonce k go only into {@link Secp256k1Engine#baseMultiply} (constant
 * time) and into the scalar arithmetic modulo n ({@link Secp256k1Scalar}: fixed-width words, BouncyCastle's
 * constant-time safegcd inverse, constant-time products and reduction).
 */
final class Secp256k1 {
  private static final X9ECParameters PARAMS = CustomNamedCurves.getByName("secp256k1");
  static final ECCurve CURVE = PARAMS.getCurve();
  static final ECPoint G = PARAMS.getG();
  static final BigInteger N = PARAMS.getN();
  static final byte[] N_BYTES = BigIntegers.asUnsignedByteArray(32, N);
  static final BigInteger HALF_N = N.shiftRight(1);
  static final BigInteger P = CURVE.getField().getCharacteristic();

  private Secp256k1() {}

  /** r, s and the recovery id (0 or 1) of one signature. */
  static final class Rsv {
    final BigInteger r;
    final BigInteger s;
    final int recoveryId;

    Rsv(BigInteger r, BigInteger s, int recoveryId) {
      this.r = r;
      this.s = s;
      this.recoveryId = recoveryId;
    }
  }

  static boolean isValidPrivateKey(BigInteger d) {
    return d.signum() > 0 && d.compareTo(N) < 0;
  }

  static Secp256k1Engine engine() {
    return Secp256k1Backend.Selection.engine();
  }

  /** The uncompressed public key d·G as 64 bytes {@code x ‖ y}; {@code d} is 32 bytes big-endian. */
  static byte[] publicKey(byte[] d) {
    return engine().baseMultiply(d);
  }

  /** The address of a public key {@code x ‖ y}: the last 20 bytes of keccak256(x ‖ y). */
  static Address address(byte[] publicKeyXy) {
    byte[] hash = Keccak.hash(publicKeyXy);
    byte[] address = new byte[20];
    System.arraycopy(hash, 12, address, 0, 20);
    return Address.wrap(address);
  }

  /** The 32-byte digest modulo n, as 32 bytes (RFC 6979's bits2octets for a 256-bit n). */
  static byte[] reduceModN(byte[] digest) {
    BigInteger e = new BigInteger(1, digest);
    return e.compareTo(N) >= 0 ? BigIntegers.asUnsignedByteArray(32, e.subtract(N)) : digest;
  }

  /** Signs a 32-byte digest with the 32-byte key {@code d} on the active backend. */
  static Rsv sign(byte[] digest, byte[] d) {
    return sign(digest, d, engine());
  }

  static Rsv sign(byte[] digest, byte[] d, Secp256k1Engine engine) {
    Rfc6979 nonces = new Rfc6979(d, digest);
    try {
      return sign(digest, d, engine, nonces);
    } finally {
      nonces.wipe();
    }
  }

  private static Rsv sign(byte[] digest, byte[] d, Secp256k1Engine engine, Rfc6979 nonces) {
    int[] e = Secp256k1Scalar.fromBytes(digest); // 256 bits: no truncation needed for a 256-bit n
    int[] dWords = Secp256k1Scalar.fromBytes(d);
    try {
      while (true) {
        byte[] k = nonces.next();
        byte[] point = engine.baseMultiply(k); // R = k·G, x ‖ y: constant time in k
        BigInteger x = new BigInteger(1, java.util.Arrays.copyOfRange(point, 0, 32));
        // R is public once signed: branches on it are fine. x < p < 2n, so x mod n is at most one subtraction.
        BigInteger r = x.compareTo(N) >= 0 ? x.subtract(N) : x;
        if (r.signum() == 0) {
          java.util.Arrays.fill(k, (byte) 0);
          continue;
        }
        // s = k^-1·(e + r·d) mod n on fixed-width words (constant time in k and d).
        int[] kWords = Secp256k1Scalar.fromBytes(k);
        java.util.Arrays.fill(k, (byte) 0);
        int[] kInverse = Secp256k1Scalar.inverse(kWords);
        java.util.Arrays.fill(kWords, 0);
        int[] sum = Secp256k1Scalar.mulAdd(Nat256.fromBigInteger(r), dWords, e);
        int[] sWords = Secp256k1Scalar.mul(kInverse, sum);
        java.util.Arrays.fill(kInverse, 0);
        java.util.Arrays.fill(sum, 0);
        if (Secp256k1Scalar.isZero(sWords)) {
          continue;
        }
        BigInteger s = Nat256.toBigInteger(sWords);
        int recoveryId = point[63] & 1;
        if (x.compareTo(N) >= 0) {
          // R's x exceeded n (probability about 2^-128): Ethereum's v cannot express it.
          throw new IllegalStateException("signature R.x overflowed the group order; v cannot express it");
        }
        if (s.compareTo(HALF_N) > 0) {
          s = N.subtract(s); // -s with the same r is R mirrored: y parity flips
          recoveryId ^= 1;
        }
        return new Rsv(r, s, recoveryId);
      }
    } finally {
      java.util.Arrays.fill(dWords, 0);
    }
  }

  /**
   * k^-1 mod n for a 32-byte big-endian k in [1, n-1]: BouncyCastle's constant-time safegcd ({@link
   * Mod#modOddInverse}) on the words of k ({@link Secp256k1Scalar#inverse}).
   */
  static BigInteger inverseModN(byte[] k) {
    int[] x = Secp256k1Scalar.fromBytes(k);
    int[] inverse = Secp256k1Scalar.inverse(x);
    java.util.Arrays.fill(x, 0);
    BigInteger result = Nat256.toBigInteger(inverse);
    java.util.Arrays.fill(inverse, 0);
    return result;
  }

  /**
   * The public key ({@code x ‖ y}) that produced {@code (r, s)} over {@code digest} with R's y parity {@code
   * recoveryId}; null when no key does (r is not an x coordinate on the curve, or the result is the point at
   * infinity).
   */
  static byte @Nullable [] recover(byte[] digest, BigInteger r, BigInteger s, int recoveryId) {
    return recover(digest, r, s, recoveryId, engine());
  }

  static byte @Nullable [] recover(byte[] digest, BigInteger r, BigInteger s, int recoveryId, Secp256k1Engine engine) {
    if (r.signum() <= 0 || r.compareTo(N) >= 0 || s.signum() <= 0 || s.compareTo(N) >= 0) {
      return null;
    }
    if (r.compareTo(P) >= 0) {
      return null;
    }
    return engine.recover(digest, r, s, recoveryId);
  }
}
