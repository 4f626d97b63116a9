package io.tradingsdk.signing;

import java.math.BigInteger;
import org.bouncycastle.util.BigIntegers;
import org.jspecify.annotations.Nullable;

/**
 * The native backend: libsecp256k1 (Bitcoin Core's C library) through ACINQ's JNI binding
 * ({@code fr.acinq.secp256k1:secp256k1-kmp-jni-jvm}, or {@code -jni-android} on Android). Loaded only by {@link
 * Secp256k1Backend} after it found the binding's classes, so sdk-signing runs without them.
 *
 * <p>The binding offers no recoverable signing ({@code secp256k1_ecdsa_sign} returns r and s only, and the
 * recovery id would then cost a public-key recovery, about twice a signature). So {@link Secp256k1} signs with the
 * RFC 6979 nonce it derives itself (the same nonce libsecp256k1 derives: its default nonce function is RFC 6979
 * with no extra entropy; the tests check that r and s equal {@code secp256k1_ecdsa_sign}'s) and asks libsecp256k1
 * for {@code k·G} through {@code secp256k1_ec_pubkey_create}, its constant-time generator multiplication, which is
 * most of a signature's cost; r, s and the recovery id follow from R.
 */
final class NativeSecp256k1 implements Secp256k1Engine {
  private final fr.acinq.secp256k1.Secp256k1 lib;

  NativeSecp256k1() {
    this.lib = fr.acinq.secp256k1.Secp256k1.get();
  }

  @Override
  public String name() {
    return "libsecp256k1 (native, JNI)";
  }

  @Override
  public byte[] baseMultiply(byte[] scalar) {
    byte[] uncompressed = lib.pubkeyCreate(scalar); // 0x04 ‖ x ‖ y
    byte[] out = new byte[64];
    System.arraycopy(uncompressed, 1, out, 0, 64);
    return out;
  }

  @Override
  public byte @Nullable [] recover(byte[] digest, BigInteger r, BigInteger s, int recoveryId) {
    byte[] compact = new byte[64];
    BigIntegers.asUnsignedByteArray(r, compact, 0, 32);
    BigIntegers.asUnsignedByteArray(s, compact, 32, 32);
    byte[] uncompressed;
    try {
      uncompressed = lib.ecdsaRecover(compact, digest, recoveryId);
    } catch (RuntimeException noKey) {
      // Secp256k1Exception: r is no x coordinate on the curve, or the key would be the point at infinity
      return null;
    }
    byte[] out = new byte[64];
    System.arraycopy(uncompressed, 1, out, 0, 64);
    return out;
  }

  /** Raw libsecp256k1 ECDSA ({@code secp256k1_ecdsa_sign}, 64 bytes r ‖ s, low s): for tests and benchmarks. */
  byte[] rawSign(byte[] digest, byte[] privateKey) {
    return lib.sign(digest, privateKey);
  }
}
