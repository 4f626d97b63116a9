package io.tradingsdk.signing;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import javax.security.auth.Destroyable;

/**
 * A secp256k1 private key. It never shows itself: {@link #toString()} is redacted, and no error
 * message repeats the text it was read from. {@link #destroy()} zeroes the key bytes.
 *
 * <p>Load it from an environment variable or a file rather than from source code:
 *
 * <pre>{@code
 * PrivateKey key = PrivateKey.fromEnv("TRADING_PRIVATE_KEY");
 * PrivateKey key = PrivateKey.fromFile(Path.of("/run/secrets/permit-key"));
 * }</pre>
 *
 * The text form is 64 hex digits, optionally {@code 0x}-prefixed; surrounding white space (a
 * trailing newline in a file) is ignored.
 */
public final class PrivateKey implements Destroyable {
  private final byte[] key;
  private volatile boolean destroyed;

  private PrivateKey(byte[] key) {
    this.key = key;
  }

  /**
   * A key from 32 bytes (copied).
   *
   * @throws IllegalArgumentException when not 32 bytes or not a valid key (zero, or not below n)
   */
  public static PrivateKey fromBytes(byte[] bytes) {
    Objects.requireNonNull(bytes, "bytes");
    if (bytes.length != 32) {
      throw new IllegalArgumentException("private key: expected 32 bytes, got " + bytes.length);
    }
    return checked(bytes.clone(), "private key");
  }

  /**
   * A new random key from {@link java.security.SecureRandom}, for throwaway wallets in tests and
   * demos. The random bytes are wiped once copied into the key.
   */
  public static PrivateKey random() {
    java.security.SecureRandom random = new java.security.SecureRandom();
    byte[] bytes = new byte[32];
    try {
      while (true) {
        random.nextBytes(bytes);
        try {
          return fromBytes(bytes);
        } catch (IllegalArgumentException outOfRange) {
          // zero or at least the curve order: about one draw in 2^128, draw again
        }
      }
    } finally {
      java.util.Arrays.fill(bytes, (byte) 0);
    }
  }

  /**
   * A key from hex text.
   *
   * @throws IllegalArgumentException when the text is not 64 hex digits or not a valid key; the
   *     message never contains the text
   */
  public static PrivateKey fromHex(CharSequence hex) {
    Objects.requireNonNull(hex, "hex");
    return parse(hex, "private key");
  }

  /** A key from hex characters, so callers can wipe their array afterwards. */
  public static PrivateKey fromHex(char[] hex) {
    Objects.requireNonNull(hex, "hex");
    return parse(java.nio.CharBuffer.wrap(hex), "private key");
  }

  /**
   * A key from an environment variable holding hex.
   *
   * @throws IllegalArgumentException when the variable is unset or does not hold a valid key
   */
  public static PrivateKey fromEnv(String variable) {
    Objects.requireNonNull(variable, "variable");
    String value = System.getenv(variable);
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException("private key: environment variable " + variable + " is not set");
    }
    return parse(value, "private key from environment variable " + variable);
  }

  /**
   * A key from a file holding hex (a trailing newline is fine).
   *
   * @throws IllegalArgumentException when the file cannot be read or does not hold a valid key
   */
  public static PrivateKey fromFile(Path file) {
    Objects.requireNonNull(file, "file");
    byte[] content;
    try {
      content = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("private key: no such file " + file);
    } catch (IOException e) {
      throw new IllegalArgumentException("private key: cannot read " + file + " (" + e.getClass().getSimpleName() + ")");
    }
    char[] chars = new char[content.length];
    for (int i = 0; i < content.length; i++) {
      chars[i] = (char) (content[i] & 0xff);
    }
    Arrays.fill(content, (byte) 0);
    try {
      return parse(java.nio.CharBuffer.wrap(chars), "private key in " + file);
    } finally {
      Arrays.fill(chars, '\0');
    }
  }

  private static PrivateKey parse(CharSequence text, String source) {
    int from = 0;
    int to = text.length();
    while (from < to && Character.isWhitespace(text.charAt(from))) {
      from++;
    }
    while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
      to--;
    }
    if (to - from >= 2 && text.charAt(from) == '0' && (text.charAt(from + 1) == 'x' || text.charAt(from + 1) == 'X')) {
      from += 2;
    }
    byte[] bytes = to - from == 64 ? Hex.decodeDigits(text, from, to) : null;
    if (bytes == null) {
      throw new IllegalArgumentException(source + ": expected 64 hex digits (32 bytes), optionally 0x-prefixed");
    }
    return checked(bytes, source);
  }

  private static PrivateKey checked(byte[] bytes, String source) {
    if (!Secp256k1.isValidPrivateKey(new BigInteger(1, bytes))) {
      Arrays.fill(bytes, (byte) 0);
      throw new IllegalArgumentException(source + ": not a valid secp256k1 key (must be between 1 and n-1)");
    }
    return new PrivateKey(bytes);
  }

  /** The key as a number, for this package's signing. */
  BigInteger scalar() {
    if (destroyed) {
      throw new IllegalStateException("private key has been destroyed");
    }
    return new BigInteger(1, key);
  }

  /** The key's own 32 bytes, not a copy, for this package's signing: never modify or hand them out. */
  byte[] unsafeBytes() {
    if (destroyed) {
      throw new IllegalStateException("private key has been destroyed");
    }
    return key;
  }

  /** The address of this key (computes the public key: cache it, or use {@link LocalSigner}). */
  public Address address() {
    return Secp256k1.address(Secp256k1.publicKey(unsafeBytes()));
  }

  /** Zeroes the key bytes; the key cannot sign afterwards. */
  @Override
  public void destroy() {
    destroyed = true;
    Arrays.fill(key, (byte) 0);
  }

  @Override
  public boolean isDestroyed() {
    return destroyed;
  }

  /** Never shows the key. */
  @Override
  public String toString() {
    return "PrivateKey[redacted]";
  }
}
