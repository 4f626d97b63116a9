package io.tradingsdk.signing;

import java.math.BigInteger;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.crypto.signers.HMacDSAKCalculator;
import org.bouncycastle.math.ec.ECAlgorithms;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.math.ec.FixedPointCombMultiplier;
import org.bouncycastle.util.BigIntegers;

/**
 * ECDSA over secp256k1 as Ethereum uses it, on BouncyCastle's custom curve (GLV endomorphism for
 * recovery, a precomputed fixed-point comb for {@code k·G}).
 *
 * <p>Signing is RFC 6979 deterministic with low s, and returns the recovery id from the signing
 * itself: the parity of R's y coordinate (and whether R's x overflowed n), flipped when s is
 * replaced by n - s. No trial recovery.
 */
final class Secp256k1 {
  private static final X9ECParameters PARAMS = CustomNamedCurves.getByName("secp256k1");
  static final ECCurve CURVE = PARAMS.getCurve();
  static final ECPoint G = PARAMS.getG();
  static final BigInteger N = PARAMS.getN();
  static final BigInteger HALF_N = N.shiftRight(1);
  private static final BigInteger P = CURVE.getField().getCharacteristic();
  private static final FixedPointCombMultiplier BASE_MULTIPLIER = new FixedPointCombMultiplier();

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

  /** The uncompressed public key point d·G. */
  static ECPoint publicKey(BigInteger d) {
    return BASE_MULTIPLIER.multiply(G, d).normalize();
  }

  /** The address of a public key: the last 20 bytes of keccak256(x ‖ y). */
  static Address address(ECPoint publicKey) {
    byte[] xy = new byte[64];
    BigIntegers.asUnsignedByteArray(publicKey.getAffineXCoord().toBigInteger(), xy, 0, 32);
    BigIntegers.asUnsignedByteArray(publicKey.getAffineYCoord().toBigInteger(), xy, 32, 32);
    byte[] hash = Keccak.hash(xy);
    byte[] address = new byte[20];
    System.arraycopy(hash, 12, address, 0, 20);
    return Address.wrap(address);
  }

  /** Signs a 32-byte digest. */
  static Rsv sign(byte[] digest, BigInteger d) {
    HMacDSAKCalculator nonces = new HMacDSAKCalculator(new SHA256Digest());
    nonces.init(N, d, digest);
    BigInteger e = new BigInteger(1, digest); // 256 bits: no truncation needed for a 256-bit n
    while (true) {
      BigInteger k = nonces.nextK();
      ECPoint point = BASE_MULTIPLIER.multiply(G, k).normalize();
      BigInteger x = point.getAffineXCoord().toBigInteger();
      BigInteger r = x.mod(N);
      if (r.signum() == 0) {
        continue;
      }
      BigInteger s = BigIntegers.modOddInverse(N, k).multiply(e.add(d.multiply(r))).mod(N);
      if (s.signum() == 0) {
        continue;
      }
      int recoveryId = point.getAffineYCoord().testBitZero() ? 1 : 0;
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
  }

  /**
   * The public key that produced {@code (r, s)} over {@code digest} with R's y parity {@code
   * recoveryId}; null when no key does (r is not an x coordinate on the curve, or the result is
   * the point at infinity).
   */
  static ECPoint recover(byte[] digest, BigInteger r, BigInteger s, int recoveryId) {
    if (r.signum() <= 0 || r.compareTo(N) >= 0 || s.signum() <= 0 || s.compareTo(N) >= 0) {
      return null;
    }
    if (r.compareTo(P) >= 0) {
      return null;
    }
    byte[] compressed = new byte[33];
    compressed[0] = (byte) (recoveryId == 1 ? 0x03 : 0x02);
    BigIntegers.asUnsignedByteArray(r, compressed, 1, 32);
    ECPoint bigR;
    try {
      bigR = CURVE.decodePoint(compressed);
    } catch (IllegalArgumentException notOnCurve) {
      return null;
    }
    BigInteger e = new BigInteger(1, digest);
    BigInteger rInverse = BigIntegers.modOddInverseVar(N, r);
    BigInteger u1 = N.subtract(e).multiply(rInverse).mod(N);
    BigInteger u2 = s.multiply(rInverse).mod(N);
    ECPoint q = ECAlgorithms.sumOfTwoMultiplies(G, u1, bigR, u2).normalize();
    return q.isInfinity() ? null : q;
  }
}
