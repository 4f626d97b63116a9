package io.tradingsdk.signing;

import org.bouncycastle.crypto.digests.KeccakDigest;

/** Keccak-256 (Ethereum's, not NIST SHA3-256), on BouncyCastle's permutation. */
final class Keccak {
  // One digest per thread: KeccakDigest is not thread-safe and costs an allocation to create.
  private static final ThreadLocal<KeccakDigest> DIGEST =
      ThreadLocal.withInitial(() -> new KeccakDigest(256));

  private Keccak() {}

  static byte[] hash(byte[] input) {
    return hash(input, 0, input.length);
  }

  static byte[] hash(byte[] input, int offset, int length) {
    byte[] out = new byte[32];
    hashInto(input, offset, length, out, 0);
    return out;
  }

  /** Writes the 32-byte hash of {@code input[offset, offset+length)} into {@code out[outOffset..]}. */
  static void hashInto(byte[] input, int offset, int length, byte[] out, int outOffset) {
    KeccakDigest digest = DIGEST.get();
    digest.update(input, offset, length);
    digest.doFinal(out, outOffset);
  }
}
