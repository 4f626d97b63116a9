package io.tradingsdk.signing;

/**
 * The key derivation of a keystore file, with its cost parameters: scrypt ({@code n}, {@code r}, {@code p}) or
 * PBKDF2-HMAC-SHA256 ({@code c} iterations). The salt is drawn at random for each file written.
 *
 * <p>The same bounds hold for files read and written, so that a hostile or damaged file cannot make the reader hang or
 * run out of memory: scrypt {@code n} a power of two from 2 to 2<sup>20</sup>, {@code r} 1 to 32, {@code p} 1 to 16,
 * memory (128·n·r bytes) at most 256 MiB and work (n·r·p) at most 2<sup>22</sup>; PBKDF2 {@code c} from 1 to
 * 5,000,000. geth's "standard" (n 2<sup>18</sup>, r 8, p 1), ethers' default (n 2<sup>17</sup>) and cast's
 * (n 2<sup>13</sup>) are all inside.
 */
public final class KeystoreKdf {
  /** The largest scrypt n accepted. */
  public static final int MAX_SCRYPT_N = 1 << 20;
  /** The largest scrypt memory accepted, 128·n·r bytes: 256 MiB, geth's "standard" parameters exactly. */
  public static final long MAX_SCRYPT_MEMORY = 256L << 20;
  /** The largest scrypt work accepted, n·r·p: twice geth's "standard" parameters. */
  public static final long MAX_SCRYPT_WORK = 1L << 22;
  /** The largest PBKDF2 iteration count accepted. */
  public static final int MAX_PBKDF2_ITERATIONS = 5_000_000;

  private final String name;
  private final int n;
  private final int r;
  private final int p;
  private final int c;

  private KeystoreKdf(String name, int n, int r, int p, int c) {
    this.name = name;
    this.n = n;
    this.r = r;
    this.p = p;
    this.c = c;
  }

  /** scrypt with ethers' default cost (n 131072, r 8, p 1): about a second, 128 MiB. */
  public static KeystoreKdf scrypt() {
    return scrypt(1 << 17, 8, 1);
  }

  /**
   * scrypt with the given cost.
   *
   * @throws IllegalArgumentException when a parameter is out of the bounds above (the message names it)
   */
  public static KeystoreKdf scrypt(int n, int r, int p) {
    String problem = scryptProblem(n, r, p);
    if (problem != null) {
      throw new IllegalArgumentException("scrypt " + problem);
    }
    return new KeystoreKdf("scrypt", n, r, p, 0);
  }

  /** PBKDF2-HMAC-SHA256 with 262144 iterations, as the Web3 Secret Storage examples use. */
  public static KeystoreKdf pbkdf2() {
    return pbkdf2(262_144);
  }

  /**
   * PBKDF2-HMAC-SHA256 with {@code iterations}.
   *
   * @throws IllegalArgumentException when {@code iterations} is not between 1 and {@link #MAX_PBKDF2_ITERATIONS}
   */
  public static KeystoreKdf pbkdf2(int iterations) {
    String problem = pbkdf2Problem(iterations);
    if (problem != null) {
      throw new IllegalArgumentException("pbkdf2 " + problem);
    }
    return new KeystoreKdf("pbkdf2", 0, 0, 0, iterations);
  }

  /** What is wrong with scrypt parameters (starting with the parameter's name), or null when they are accepted. */
  static String scryptProblem(long n, long r, long p) {
    if (n < 2 || n > MAX_SCRYPT_N || (n & (n - 1)) != 0) {
      return "n: expected a power of two from 2 to " + MAX_SCRYPT_N + ", got " + n;
    }
    if (r < 1 || r > 32) {
      return "r: expected 1 to 32, got " + r;
    }
    if (p < 1 || p > 16) {
      return "p: expected 1 to 16, got " + p;
    }
    if (128 * n * r > MAX_SCRYPT_MEMORY) {
      return "n, r: 128·n·r = " + (128 * n * r) + " bytes of memory, above the " + MAX_SCRYPT_MEMORY
          + " this SDK accepts";
    }
    if (n * r * p > MAX_SCRYPT_WORK) {
      return "n, r, p: n·r·p = " + (n * r * p) + ", above the " + MAX_SCRYPT_WORK
          + " this SDK accepts (deriving the key would take minutes)";
    }
    return null;
  }

  /** What is wrong with a PBKDF2 iteration count (starting with "c"), or null when it is accepted. */
  static String pbkdf2Problem(long c) {
    if (c < 1 || c > MAX_PBKDF2_ITERATIONS) {
      return "c: expected 1 to " + MAX_PBKDF2_ITERATIONS + " iterations, got " + c;
    }
    return null;
  }

  /** {@code scrypt} or {@code pbkdf2}, as in the file's {@code crypto.kdf}. */
  public String name() {
    return name;
  }

  boolean isScrypt() {
    return "scrypt".equals(name);
  }

  int n() {
    return n;
  }

  int r() {
    return r;
  }

  int p() {
    return p;
  }

  int c() {
    return c;
  }

  @Override
  public String toString() {
    return isScrypt() ? "scrypt(n=" + n + ", r=" + r + ", p=" + p + ")" : "pbkdf2(c=" + c + ", prf=hmac-sha256)";
  }
}
