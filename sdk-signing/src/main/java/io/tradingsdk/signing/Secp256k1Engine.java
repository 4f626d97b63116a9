package io.tradingsdk.signing;

import java.math.BigInteger;
import org.jspecify.annotations.Nullable;

/**
 * The elliptic-curve work behind {@link Secp256k1}: the generator multiplication (public keys and signing nonces)
 * and public-key recovery. Two implementations, byte for byte the same: {@link PureJavaSecp256k1} and, when
 * libsecp256k1's JNI binding is on the class path, {@link NativeSecp256k1}.
 */
interface Secp256k1Engine {
  /** A name for messages. */
  String name();

  /**
   * {@code scalar·G} as 64 bytes, affine {@code x ‖ y} big-endian; {@code scalar} is 32 bytes big-endian in [1,
   * n-1]. The scalar is secret (a private key or a signing nonce): constant time.
   */
  byte[] baseMultiply(byte[] scalar);

  /**
   * The public key (64 bytes {@code x ‖ y}) that signed {@code digest} with {@code (r, s)} and R's y parity {@code
   * recoveryId}; null when none does. r and s are in [1, n-1] and r is below p (the caller checked).
   */
  byte @Nullable [] recover(byte[] digest, BigInteger r, BigInteger s, int recoveryId);
}
