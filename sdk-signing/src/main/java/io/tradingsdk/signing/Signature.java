package io.tradingsdk.signing;

import java.math.BigInteger;
import java.util.Objects;
import org.bouncycastle.util.BigIntegers;

/**
 * An ECDSA secp256k1 signature with its recovery bit: {@code r}, {@code s} and {@code yParity}
 * (v = 27 + yParity).
 *
 * <p>Serialized as 65 bytes {@code r ‖ s ‖ v} with v 27 or 28 (what Permit2 and {@code ecrecover}
 * expect), or as the 64-byte EIP-2098 compact form {@code r ‖ (yParity << 255 | s)}.
 *
 * <p>{@link #toString()} does not show the signature: a permit signature authorizes spending, so it
 * is kept out of logs. Use {@link #toHex()} where you mean to send it.
 */
public final class Signature {
  private final BigInteger r;
  private final BigInteger s;
  private final int yParity;

  private Signature(BigInteger r, BigInteger s, int yParity) {
    this.r = r;
    this.s = s;
    this.yParity = yParity;
  }

  /**
   * A signature from its parts.
   *
   * @param yParity 0 or 1 (27 and 28 are accepted and mapped)
   * @throws IllegalArgumentException when r or s is not in [1, n-1] or yParity is not 0, 1, 27, 28
   */
  public static Signature of(BigInteger r, BigInteger s, int yParity) {
    Objects.requireNonNull(r, "r");
    Objects.requireNonNull(s, "s");
    int parity = yParity >= 27 ? yParity - 27 : yParity;
    if (parity != 0 && parity != 1) {
      throw new IllegalArgumentException("signature: v must be 27 or 28 (or yParity 0 or 1), got " + yParity);
    }
    if (r.signum() <= 0 || r.compareTo(Secp256k1.N) >= 0) {
      throw new IllegalArgumentException("signature: r is not in [1, n-1]");
    }
    if (s.signum() <= 0 || s.compareTo(Secp256k1.N) >= 0) {
      throw new IllegalArgumentException("signature: s is not in [1, n-1]");
    }
    return new Signature(r, s, parity);
  }

  /**
   * Parses 65 bytes {@code r ‖ s ‖ v} (v 27/28, or 0/1) or the 64-byte EIP-2098 compact form, as
   * {@code 0x}-prefixed hex.
   *
   * @throws IllegalArgumentException when the text is not such a signature (the message does not
   *     repeat the text)
   */
  public static Signature fromHex(String hex) {
    Objects.requireNonNull(hex, "hex");
    byte[] bytes = Hex.decodePrefixed(hex.trim());
    if (bytes == null) {
      throw new IllegalArgumentException("signature: expected 0x-prefixed hex of 65 bytes (r, s, v) or 64 bytes (EIP-2098)");
    }
    return fromBytes(bytes);
  }

  /** Parses 65 bytes {@code r ‖ s ‖ v} or 64 bytes EIP-2098; see {@link #fromHex}. */
  public static Signature fromBytes(byte[] bytes) {
    if (bytes.length == 65) {
      BigInteger r = new BigInteger(1, java.util.Arrays.copyOfRange(bytes, 0, 32));
      BigInteger s = new BigInteger(1, java.util.Arrays.copyOfRange(bytes, 32, 64));
      return of(r, s, bytes[64] & 0xff);
    }
    if (bytes.length == 64) {
      BigInteger r = new BigInteger(1, java.util.Arrays.copyOfRange(bytes, 0, 32));
      byte[] yParityAndS = java.util.Arrays.copyOfRange(bytes, 32, 64);
      int yParity = (yParityAndS[0] & 0x80) != 0 ? 1 : 0;
      yParityAndS[0] &= 0x7f;
      return of(r, new BigInteger(1, yParityAndS), yParity);
    }
    throw new IllegalArgumentException("signature: expected 65 bytes (r, s, v) or 64 bytes (EIP-2098), got " + bytes.length);
  }

  /**
   * The Ethereum signature of a signer that gives only {@code (r, s)}, as an HSM (PKCS#11 {@code CKM_ECDSA}), a
   * cloud KMS or a JCA {@code java.security.Signature} does: {@code s} is brought to its low half (EIP-2) and the
   * recovery bit is found by recovering the public key with each parity and keeping the one that gives {@code
   * signer}.
   *
   * @throws IllegalArgumentException when r or s is out of range, or when neither parity recovers {@code signer}
   *     (the signature is not {@code signer}'s over {@code digest}: another key, or another digest signed)
   */
  public static Signature fromRs(Bytes32 digest, BigInteger r, BigInteger s, Address signer) {
    Objects.requireNonNull(digest, "digest");
    Objects.requireNonNull(signer, "signer");
    Signature lowS = of(r, s, 0).toLowS();
    for (int parity = 0; parity <= 1; parity++) {
      Signature candidate = new Signature(lowS.r, lowS.s, parity);
      if (candidate.verify(digest, signer)) {
        return candidate;
      }
    }
    throw new IllegalArgumentException("signature: (r, s) does not recover to " + signer.toChecksumHex()
        + " over this digest with either recovery bit (signed by another key, or another digest)");
  }

  /**
   * {@link #fromRs} for a DER-encoded {@code ECDSA-Sig-Value} ({@code SEQUENCE { r INTEGER, s INTEGER }}), the form
   * AWS KMS, Google Cloud KMS and JCA's {@code SHA256withECDSA}/{@code NONEwithECDSA} return.
   *
   * @throws IllegalArgumentException when {@code der} is not strict DER of two positive integers, or as {@link
   *     #fromRs}
   */
  public static Signature fromDer(Bytes32 digest, byte[] der, Address signer) {
    Objects.requireNonNull(der, "der");
    BigInteger[] rs = Der.decodeEcdsa(der);
    return fromRs(digest, rs[0], rs[1], signer);
  }

  /** Strict DER of ECDSA-Sig-Value, held apart so that only its users load BouncyCastle's ASN.1 classes. */
  private static final class Der {
    static BigInteger[] decodeEcdsa(byte[] der) {
      try {
        org.bouncycastle.asn1.ASN1Primitive value = org.bouncycastle.asn1.ASN1Primitive.fromByteArray(der);
        if (value instanceof org.bouncycastle.asn1.ASN1Sequence) {
          org.bouncycastle.asn1.ASN1Sequence sequence = (org.bouncycastle.asn1.ASN1Sequence) value;
          if (sequence.size() == 2
              && sequence.getObjectAt(0) instanceof org.bouncycastle.asn1.ASN1Integer
              && sequence.getObjectAt(1) instanceof org.bouncycastle.asn1.ASN1Integer
              && java.util.Arrays.equals(sequence.getEncoded(org.bouncycastle.asn1.ASN1Encoding.DER), der)) {
            return new BigInteger[] {
              ((org.bouncycastle.asn1.ASN1Integer) sequence.getObjectAt(0)).getValue(),
              ((org.bouncycastle.asn1.ASN1Integer) sequence.getObjectAt(1)).getValue()};
          }
        }
      } catch (java.io.IOException | RuntimeException e) {
        // fall through: not DER
      }
      throw new IllegalArgumentException("signature: expected DER of SEQUENCE { r INTEGER, s INTEGER } ("
          + der.length + " bytes given)");
    }
  }

  /** The x coordinate of R, modulo n. */
  public BigInteger r() {
    return r;
  }

  /** The s value (low for signatures this SDK makes). */
  public BigInteger s() {
    return s;
  }

  /** 0 or 1: the parity of R's y coordinate. */
  public int yParity() {
    return yParity;
  }

  /** 27 or 28. */
  public int v() {
    return 27 + yParity;
  }

  /** Whether s is in the lower half of the group order, as every signature this SDK makes is. */
  public boolean isLowS() {
    return s.compareTo(Secp256k1.HALF_N) <= 0;
  }

  /**
   * This signature with s in the lower half of the group order: itself when it already is, otherwise {@code (r, n
   * - s)} with the recovery bit flipped, which recovers the same key (ECDSA malleability). Ethereum accepts only
   * the low-s form in transactions (EIP-2) and EIP-7702 authorizations; a KMS or HSM may return either.
   */
  public Signature toLowS() {
    return isLowS() ? this : new Signature(r, Secp256k1.N.subtract(s), yParity ^ 1);
  }

  /** 65 bytes: {@code r ‖ s ‖ v}, v 27 or 28. */
  public byte[] toBytes() {
    byte[] out = new byte[65];
    BigIntegers.asUnsignedByteArray(r, out, 0, 32);
    BigIntegers.asUnsignedByteArray(s, out, 32, 32);
    out[64] = (byte) v();
    return out;
  }

  /** {@link #toBytes()} as {@code 0x}-prefixed hex (132 characters). */
  public String toHex() {
    return Hex.encode(toBytes());
  }

  /**
   * 64 bytes, EIP-2098: {@code r ‖ (yParity << 255 | s)}.
   *
   * @throws IllegalStateException for a high-s signature, which the compact form cannot express
   */
  public byte[] toCompactBytes() {
    if (!isLowS()) {
      throw new IllegalStateException("EIP-2098 needs a low-s signature");
    }
    byte[] out = new byte[64];
    BigIntegers.asUnsignedByteArray(r, out, 0, 32);
    BigIntegers.asUnsignedByteArray(s, out, 32, 32);
    out[32] |= (byte) (yParity << 7);
    return out;
  }

  /** {@link #toCompactBytes()} as {@code 0x}-prefixed hex. */
  public String toCompactHex() {
    return Hex.encode(toCompactBytes());
  }

  /**
   * The address whose key made this signature over {@code digest}, as {@code ecrecover} computes
   * it (a high-s signature recovers too, as on chain).
   *
   * @throws IllegalArgumentException when no public key matches (the signature is malformed)
   */
  public Address recoverSigner(Bytes32 digest) {
    byte[] key = Secp256k1.recover(digest.unsafeBytes(), r, s, yParity);
    if (key == null) {
      throw new IllegalArgumentException("signature: no public key recovers from it");
    }
    return Secp256k1.address(key);
  }

  /** The address that signed {@code typedData}; see {@link #recoverSigner(Bytes32)}. */
  public Address recoverSigner(TypedData typedData) {
    return recoverSigner(Bytes32.wrap(typedData.unsafeDigest()));
  }

  /** True when {@code expected} signed {@code digest}; false for another signer or a malformed signature. */
  public boolean verify(Bytes32 digest, Address expected) {
    byte[] key = Secp256k1.recover(digest.unsafeBytes(), r, s, yParity);
    return key != null && Secp256k1.address(key).equals(expected);
  }

  /** True when {@code expected} signed {@code typedData}. */
  public boolean verify(TypedData typedData, Address expected) {
    return verify(Bytes32.wrap(typedData.unsafeDigest()), expected);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Signature
        && r.equals(((Signature) other).r)
        && s.equals(((Signature) other).s)
        && yParity == ((Signature) other).yParity;
  }

  @Override
  public int hashCode() {
    return Objects.hash(r, s, yParity);
  }

  /** Shows only v: signatures stay out of logs. */
  @Override
  public String toString() {
    return "Signature[v=" + v() + ", r and s redacted]";
  }
}
