package io.tradingsdk.signing;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Deterministic ECDSA nonces, RFC 6979 section 3.2 with HMAC-SHA256 and a 256-bit group order (qlen = hlen = 256):
 * the nonces of BouncyCastle's {@code HMacDSAKCalculator}, of libsecp256k1's default nonce function (no extra
 * entropy), ethers and viem. HMAC runs on the platform's {@code HmacSHA256} (the JDK's SHA-256, intrinsified on
 * current CPUs; Conscrypt on Android), two {@link Mac}s per thread: one keyed once and for good with the all-zero
 * initial K (a {@code Mac} keeps its key across {@code doFinal}), one re-keyed with each new K. So a signature costs
 * two {@code Mac.init} (K after the first and after the second step), not four: every HMAC under the same K reuses
 * the keyed Mac, whose inner and outer pad blocks {@code init} already absorbed.
 *
 * <p>The candidate is compared with n without branching on its bytes; the only branch is the (2^-128) rejection.
 */
final class Rfc6979 {
  private static final ThreadLocal<Mac> MACS = ThreadLocal.withInitial(Rfc6979::newMac);
  /** Keyed with the initial K = 0x00 * 32, and never re-keyed. */
  private static final ThreadLocal<Mac> ZERO_KEY_MACS = ThreadLocal.withInitial(() -> {
    Mac mac = newMac();
    init(mac, new byte[32]);
    return mac;
  });
  private static final byte[] N = Secp256k1.N_BYTES;

  private final Mac mac;
  private final byte[] k = new byte[32];
  private final byte[] v = new byte[32];
  private boolean first = true;

  /**
   * @param privateKey 32 bytes (int2octets(x))
   * @param digest the 32-byte message hash; reduced modulo n here (bits2octets)
   */
  Rfc6979(byte[] privateKey, byte[] digest) {
    this.mac = MACS.get();
    byte[] h1 = Secp256k1.reduceModN(digest);
    Arrays.fill(v, (byte) 0x01);
    // K is all zeros: the first HMAC runs on the Mac keyed with it once per thread.
    step(ZERO_KEY_MACS.get(), privateKey, h1, (byte) 0x00);
    // Both steps end with the per-thread Mac keyed with the current K.
    step(mac, privateKey, h1, (byte) 0x01);
  }

  /**
   * K = HMAC_K(V ‖ marker ‖ x ‖ h1) on {@code keyed}, a Mac keyed with the current K; V = HMAC_K(V) with the new K.
   * Leaves {@link #mac} keyed with the new K.
   */
  private void step(Mac keyed, byte[] x, byte[] h1, byte marker) {
    keyed.update(v);
    keyed.update(marker);
    keyed.update(x);
    keyed.update(h1);
    doFinal(keyed, k);
    init(mac, k);
    mac.update(v);
    doFinal(mac, v);
  }

  /** The next nonce: 32 bytes big-endian in [1, n-1]. */
  byte[] next() {
    while (true) {
      if (!first) {
        // After a rejected candidate (or a nonce the signer could not use): K = HMAC_K(V ‖ 0x00); V = HMAC_K(V).
        init(mac, k); // not needed in sequence, but this path is rare (2^-128) and keying again costs nothing then
        mac.update(v);
        mac.update((byte) 0x00);
        doFinal(mac, k);
        init(mac, k);
        mac.update(v);
        doFinal(mac, v);
      }
      first = false;
      // The Mac is keyed with the current K: every step above ends with init(mac, k), and doFinal keeps the key.
      mac.update(v);
      doFinal(mac, v);
      if (inRange(v)) {
        return v.clone();
      }
    }
  }

  /** Zeroes the generator's state (K and V derive from the private key). */
  void wipe() {
    Arrays.fill(k, (byte) 0);
    Arrays.fill(v, (byte) 0);
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

  private static void init(Mac mac, byte[] key) {
    try {
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 refused a 32-byte key", e);
    }
  }

  private static void doFinal(Mac mac, byte[] out) {
    try {
      mac.doFinal(out, 0);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 output", e);
    }
  }

  private static Mac newMac() {
    try {
      return Mac.getInstance("HmacSHA256");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this platform has no HmacSHA256, which RFC 6979 signing needs", e);
    }
  }
}
