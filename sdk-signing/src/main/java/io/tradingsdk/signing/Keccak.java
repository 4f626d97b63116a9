package io.tradingsdk.signing;

import org.bouncycastle.crypto.digests.KeccakDigest;

/**
 * Keccak-256 as Ethereum uses it (the original Keccak padding, not NIST SHA3-256), on BouncyCastle's permutation.
 * Thread-safe.
 */
public final class Keccak {
  // One digest per thread: KeccakDigest is not thread-safe and costs an allocation to create.
  private static final ThreadLocal<KeccakDigest> DIGEST =
      ThreadLocal.withInitial(() -> new KeccakDigest(256));

  private Keccak() {}

  /** The 32-byte Keccak-256 hash of {@code input}. */
  public static byte[] hash(byte[] input) {
    return hash(input, 0, input.length);
  }

  /** The 32-byte Keccak-256 hash of {@code input[offset, offset+length)}. */
  public static byte[] hash(byte[] input, int offset, int length) {
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
