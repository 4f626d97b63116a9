package io.tradingsdk.signing;

import java.util.Arrays;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.engines.Salsa20Engine;
import org.bouncycastle.crypto.generators.PKCS5S2ParametersGenerator;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.util.Pack;

/**
 * scrypt (RFC 7914) for the parameters BouncyCastle's {@code SCrypt} refuses: r = 1 with n ≥ 65536, which RFC 7914
 * advises against but the Web3 Secret Storage Definition's own scrypt vector uses (n 262144, r 1, p 8), as do the
 * files written after it. geth and ethers accept them; so must a reader. Only {@link Keystore} calls this, and only
 * for those parameters (BouncyCastle's faster code does the rest).
 */
final class ScryptR1 {
  private ScryptR1() {}

  static byte[] generate(byte[] password, byte[] salt, int n, int r, int p, int dkLen) {
    int blockBytes = 128 * r;
    byte[] b = pbkdf2(password, salt, p * blockBytes);
    int words = blockBytes / 4;
    int[] x = new int[words];
    int[] v = new int[n * words];
    try {
      for (int i = 0; i < p; i++) {
        Pack.littleEndianToInt(b, i * blockBytes, x);
        romix(x, v, n, r);
        Pack.intToLittleEndian(x, b, i * blockBytes);
      }
      return pbkdf2(password, b, dkLen);
    } finally {
      Arrays.fill(b, (byte) 0);
      Arrays.fill(x, 0);
      Arrays.fill(v, 0);
    }
  }

  private static void romix(int[] x, int[] v, int n, int r) {
    int words = x.length;
    int[] scratch = new int[16];
    int[] y = new int[words];
    for (int i = 0; i < n; i++) {
      System.arraycopy(x, 0, v, i * words, words);
      blockMix(x, y, scratch, r);
    }
    for (int i = 0; i < n; i++) {
      int j = x[(2 * r - 1) * 16] & (n - 1);
      for (int k = 0; k < words; k++) {
        x[k] ^= v[j * words + k];
      }
      blockMix(x, y, scratch, r);
    }
    Arrays.fill(y, 0);
    Arrays.fill(scratch, 0);
  }

  /** BlockMix with Salsa20/8 over 2r 64-byte blocks, in place in {@code b} ({@code y} is scratch). */
  private static void blockMix(int[] b, int[] y, int[] x, int r) {
    System.arraycopy(b, (2 * r - 1) * 16, x, 0, 16);
    for (int i = 0; i < 2 * r; i++) {
      for (int k = 0; k < 16; k++) {
        x[k] ^= b[i * 16 + k];
      }
      Salsa20Engine.salsaCore(8, x, x);
      // Even blocks go to the first half, odd ones to the second.
      System.arraycopy(x, 0, y, ((i & 1) * r + (i >> 1)) * 16, 16);
    }
    System.arraycopy(y, 0, b, 0, b.length);
  }

  private static byte[] pbkdf2(byte[] password, byte[] salt, int length) {
    PKCS5S2ParametersGenerator generator = new PKCS5S2ParametersGenerator(new SHA256Digest());
    generator.init(password, salt, 1);
    return ((KeyParameter) generator.generateDerivedParameters(length * 8)).getKey();
  }
}
