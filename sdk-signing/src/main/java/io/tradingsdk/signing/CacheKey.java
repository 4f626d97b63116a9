package io.tradingsdk.signing;

import java.util.Arrays;

/**
 * An exact, unambiguous key for the caches: the input's strings in order, with {@code null}
 * marking structure. Built by collecting references rather than copying characters, which
 * matters when a key is made for every message hashed.
 */
final class CacheKey {
  private final String[] parts;
  private final int hash;

  CacheKey(String[] parts) {
    this.parts = parts;
    this.hash = Arrays.hashCode(parts);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof CacheKey && ((CacheKey) other).hash == hash && Arrays.equals(((CacheKey) other).parts, parts);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** A growable array of parts. */
  static final class Builder {
    private String[] parts;
    private int size;

    Builder(int capacity) {
      parts = new String[capacity];
    }

    Builder add(String part) {
      if (size == parts.length) {
        parts = Arrays.copyOf(parts, size * 2 + 8);
      }
      parts[size++] = part;
      return this;
    }

    CacheKey build() {
      return new CacheKey(size == parts.length ? parts : Arrays.copyOf(parts, size));
    }
  }
}
