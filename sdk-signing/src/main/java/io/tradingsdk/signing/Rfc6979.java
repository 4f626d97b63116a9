package io.tradingsdk.signing;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * Deterministic ECDSA nonces, RFC 6979 section 3.2 with HMAC-SHA256 and a 256-bit group order (qlen = hlen = 256):
 * the nonces of BouncyCastle's {@code HMacDSAKCalculator}, of libsecp256k1's default nonce function (no extra
 * entropy), ethers and viem.
 *
 * <p>HMAC is computed here from its definition (RFC 2104), HMAC_K(m) = H((K ^ opad) ‖ H((K ^ ipad) ‖ m)), on one
 * per-thread SHA-256 {@link MessageDigest} (the JDK's SHA-256, intrinsified on current CPUs; Conscrypt's or the
 * platform's on Android), not on {@code javax.crypto.Mac}: {@code Mac.init} and {@code doFinal} go through the JCA's
 * provider and key checks and a {@code SecretKeySpec} per key, which cost more than the hashing itself on a 32-byte
 * key. K is always 32 bytes (shorter than SHA-256's 64-byte block), so the padded key is K followed by zeros. The
 * pads are XORed from the key without branching on it, and the digest's work depends only on the (public) lengths.
 *
 * <p>The candidate is compared with n without branching on its bytes; the only branch is the (2^-128) rejection.
 */
final class Rfc6979 {
  private static final int BLOCK = 64;
  private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(Rfc6979::newSha256);
  private static final byte[] N = Secp256k1.N_BYTES;

  private final MessageDigest sha;
  private final byte[] k = new byte[32];
  private final byte[] v = new byte[32];
  /** K ^ ipad and K ^ opad, each one SHA-256 block: K zero-padded to 64 bytes. */
  private final byte[] innerPad = new byte[BLOCK];
  private final byte[] outerPad = new byte[BLOCK];
  private final byte[] innerHash = new byte[32];
  private final byte[] marker = new byte[1];
  private boolean first = true;

  /**
   * @param privateKey 32 bytes (int2octets(x))
   * @param digest the 32-byte message hash; reduced modulo n here (bits2octets)
   */
  Rfc6979(byte[] privateKey, byte[] digest) {
    this.sha = SHA256.get();
    sha.reset();
    byte[] h1 = Secp256k1.reduceModN(digest);
    Arrays.fill(v, (byte) 0x01);
    // K starts as 0x00 * 32.
    setKey(k);
    step(privateKey, h1, (byte) 0x00);
    step(privateKey, h1, (byte) 0x01);
  }

  /** K = HMAC_K(V ‖ marker ‖ x ‖ h1); V = HMAC_K(V) with the new K, which stays the key. */
  private void step(byte[] x, byte[] h1, byte markerByte) {
    marker[0] = markerByte;
    hmac(k, v, marker, x, h1);
    setKey(k);
    hmac(v, v);
  }

  /** The next nonce: 32 bytes big-endian in [1, n-1]. */
  byte[] next() {
    while (true) {
      if (!first) {
        // After a rejected candidate (or a nonce the signer could not use): K = HMAC_K(V ‖ 0x00); V = HMAC_K(V).
        marker[0] = 0x00;
        hmac(k, v, marker);
        setKey(k);
        hmac(v, v);
      }
      first = false;
      hmac(v, v);
      if (inRange(v)) {
        return v.clone();
      }
    }
  }

  /** Zeroes the generator's state (K, V and the pads derive from the private key). */
  void wipe() {
    Arrays.fill(k, (byte) 0);
    Arrays.fill(v, (byte) 0);
    Arrays.fill(innerPad, (byte) 0);
    Arrays.fill(outerPad, (byte) 0);
    Arrays.fill(innerHash, (byte) 0);
  }

  /** The pads of a 32-byte key: (K ‖ 0x00 * 32) ^ 0x36.., ^ 0x5c... No branch on the key. */
  private void setKey(byte[] key) {
    for (int i = 0; i < 32; i++) {
      innerPad[i] = (byte) (key[i] ^ 0x36);
      outerPad[i] = (byte) (key[i] ^ 0x5c);
    }
    Arrays.fill(innerPad, 32, BLOCK, (byte) 0x36);
    Arrays.fill(outerPad, 32, BLOCK, (byte) 0x5c);
  }

  /**
   * out = HMAC-SHA256 under the current pads of the concatenated parts. {@code out} may be one of the parts: it is
   * written only after every part has been absorbed.
   */
  private void hmac(byte[] out, byte[]... parts) {
    sha.update(innerPad);
    for (byte[] part : parts) {
      sha.update(part);
    }
    digestInto(innerHash);
    sha.update(outerPad);
    sha.update(innerHash);
    digestInto(out);
  }

  private void digestInto(byte[] out) {
    try {
      sha.digest(out, 0, 32); // digest also resets
    } catch (java.security.DigestException e) {
      throw new IllegalStateException("SHA-256 refused a 32-byte output buffer", e);
    }
  }

  /** Whether 0 < t < n, without a branch on t's bytes. */
  static boolean inRange(byte[] t) {
    // Big-endian t - n: the borrow out of the top byte says t < n.
    int borrow = 0;
    int nonZero = 0;
    for (int i = 31; i >= 0; i--) {
      int d = (t[i] & 0xFF) - (N[i] & 0xFF) - borrow;
      borrow = (d >> 8) & 1;
      nonZero |= t[i];
    }
    return (borrow & (((nonZero & 0xFF) - 1) >>> 31 ^ 1)) == 1;
  }

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this platform has no SHA-256, which RFC 6979 signing needs", e);
    }
  }
}
