package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.util.BigIntegers;

/**
 * {@link Rfc6979}, which computes HMAC-SHA256 from its definition on one per-thread SHA-256 MessageDigest, against RFC 6979 section 3.2 written out step by step on BouncyCastle's HMAC-SHA256: the first nonce and
 * the ones after it (step h.3's retry, K = HMAC_K(V ‖ 0x00), V = HMAC_K(V), as libsecp256k1 does it), for random
 * keys and digests, digests at or above n included; and the same generator's nonces again after other signatures ran
 * on the thread's digest in between.
 */
class Rfc6979PropertiesTest {
  private static final BigInteger N = Secp256k1.N;

  @Provide
  Arbitrary<BigInteger> keys() {
    return Arbitraries.oneOf(
        Arbitraries.bigIntegers().between(BigInteger.ONE, N.subtract(BigInteger.ONE)),
        Arbitraries.of(BigInteger.ONE, N.subtract(BigInteger.ONE), BigInteger.ONE.shiftLeft(255)));
  }

  @Provide
  Arbitrary<byte[]> digests() {
    return Arbitraries.oneOf(
        Arbitraries.bytes().array(byte[].class).ofSize(32),
        Arbitraries.bigIntegers().between(N, BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE))
            .map(e -> BigIntegers.asUnsignedByteArray(32, e)));
  }

  @Property(tries = 200)
  void noncesAreRfc6979s(@ForAll("keys") BigInteger d, @ForAll("digests") byte[] digest) {
    byte[] x = BigIntegers.asUnsignedByteArray(32, d);
    byte[][] expected = reference(x, digest, 3);
    Rfc6979 nonces = new Rfc6979(x, digest);
    assertThat(nonces.next()).isEqualTo(expected[0]);
    // Another generator on the same thread in between (the thread's digest is shared): a signature runs meanwhile.
    Secp256k1.sign(digest, BigIntegers.asUnsignedByteArray(32, d.add(BigInteger.ONE).mod(N).max(BigInteger.ONE)),
        PureJavaSecp256k1.INSTANCE);
    assertThat(nonces.next()).isEqualTo(expected[1]);
    assertThat(nonces.next()).isEqualTo(expected[2]);
    nonces.wipe();
  }

  /** RFC 6979 3.2 for qlen = hlen = 256: the first {@code count} candidates in [1, n-1]. */
  private static byte[][] reference(byte[] x, byte[] digest, int count) {
    byte[] h1 = BigIntegers.asUnsignedByteArray(32, new BigInteger(1, digest).mod(N));
    byte[] v = new byte[32];
    byte[] k = new byte[32];
    java.util.Arrays.fill(v, (byte) 1);
    k = hmac(k, v, new byte[] {0}, x, h1);
    v = hmac(k, v);
    k = hmac(k, v, new byte[] {1}, x, h1);
    v = hmac(k, v);
    byte[][] out = new byte[count][];
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        k = hmac(k, v, new byte[] {0});
        v = hmac(k, v);
      }
      while (true) {
        v = hmac(k, v);
        BigInteger candidate = new BigInteger(1, v);
        if (candidate.signum() > 0 && candidate.compareTo(N) < 0) {
          break;
        }
        k = hmac(k, v, new byte[] {0});
        v = hmac(k, v);
      }
      out[i] = v.clone();
    }
    return out;
  }

  private static byte[] hmac(byte[] key, byte[]... parts) {
    HMac mac = new HMac(new SHA256Digest());
    mac.init(new KeyParameter(key));
    for (byte[] part : parts) {
      mac.update(part, 0, part.length);
    }
    byte[] out = new byte[32];
    mac.doFinal(out, 0);
    return out;
  }
}
