package io.tradingsdk.server.internal.chain;

import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Deterministic identifiers: the n-th id of a server with a given seed is always the same, so a
 * replayed sequence of requests gets the same request ids, quote ids and plan ids.
 */
public final class Ids {
  private final long seed;
  private final AtomicLong counter = new AtomicLong();

  public Ids(long seed) {
    this.seed = seed;
  }

  /** The next UUID (version 4 layout, deterministic bits). */
  public String nextUuid() {
    long n = counter.incrementAndGet();
    long high = mix(seed ^ mix(n));
    long low = mix(high ^ n ^ 0x9E3779B97F4A7C15L);
    high = (high & ~0xF000L) | 0x4000L; // version 4
    low = (low & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L; // IETF variant
    return new UUID(high, low).toString();
  }

  /** The next value of a deterministic 64-bit sequence (for nonces). */
  public long nextLong() {
    return mix(seed * 31 + counter.incrementAndGet()) & Long.MAX_VALUE;
  }

  /** SplitMix64 finaliser: a fixed bijection that scatters bits. */
  public static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
