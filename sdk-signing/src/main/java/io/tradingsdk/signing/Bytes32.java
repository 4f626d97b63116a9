package io.tradingsdk.signing;

import java.util.Arrays;

/** 32 bytes: a keccak-256 hash (type hash, domain separator, struct hash, digest) or a salt. */
public final class Bytes32 {
  private final byte[] bytes;

  private Bytes32(byte[] bytes) {
    this.bytes = bytes;
  }

  /**
   * Copies 32 bytes.
   *
   * @throws IllegalArgumentException when {@code bytes} is not exactly 32 bytes long
   */
  public static Bytes32 of(byte[] bytes) {
    if (bytes.length != 32) {
      throw new IllegalArgumentException("expected 32 bytes, got " + bytes.length);
    }
    return new Bytes32(bytes.clone());
  }

  /**
   * Parses {@code 0x} followed by 64 hex digits.
   *
   * @throws IllegalArgumentException when the text is not that
   */
  public static Bytes32 fromHex(String hex) {
    byte[] decoded = Hex.decodePrefixed(hex);
    if (decoded == null || decoded.length != 32) {
      throw new IllegalArgumentException(
          "expected 0x followed by 64 hex digits (32 bytes), got " + TextSnippet.quote(hex));
    }
    return new Bytes32(decoded);
  }

  /** Wraps without copying; for arrays this package owns. */
  static Bytes32 wrap(byte[] bytes) {
    return new Bytes32(bytes);
  }

  /** A copy of the 32 bytes. */
  public byte[] toBytes() {
    return bytes.clone();
  }

  /** The bytes themselves, for this package's hashing; never handed out. */
  byte[] unsafeBytes() {
    return bytes;
  }

  /** {@code 0x} followed by 64 lower-case hex digits. */
  public String toHex() {
    return Hex.encode(bytes);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Bytes32 && Arrays.equals(bytes, ((Bytes32) other).bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  /** The hex form, as {@link #toHex()}. */
  @Override
  public String toString() {
    return toHex();
  }
}
