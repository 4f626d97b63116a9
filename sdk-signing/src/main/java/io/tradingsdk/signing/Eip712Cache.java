package io.tradingsdk.signing;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The process-wide caches of compiled type sets and domains (with their separators), keyed by the
 * input's exact strings ({@link CacheKey}). Bounded: a map that reaches its limit is emptied and refills, which
 * keeps memory flat if a caller feeds endless distinct type sets, at the price of recomputing.
 */
final class Eip712Cache {
  static final int MAX_TYPE_SETS = 512;
  static final int MAX_DOMAINS = 1024;

  private static final ConcurrentHashMap<CacheKey, Eip712Types> TYPES = new ConcurrentHashMap<>();
  private static final ConcurrentHashMap<CacheKey, Eip712Domain> DOMAINS = new ConcurrentHashMap<>();
  /** How many type sets and domains were computed rather than found; tests read these. */
  static final AtomicLong TYPE_COMPILATIONS = new AtomicLong();
  static final AtomicLong DOMAIN_COMPUTATIONS = new AtomicLong();

  private Eip712Cache() {}

  static Eip712Types types(CacheKey key, Supplier<Eip712Types> compile) {
    return cached(TYPES, MAX_TYPE_SETS, TYPE_COMPILATIONS, key, compile);
  }

  static Eip712Domain domain(CacheKey key, Supplier<Eip712Domain> compute) {
    return cached(DOMAINS, MAX_DOMAINS, DOMAIN_COMPUTATIONS, key, compute);
  }

  /**
   * The value {@code cache} holds for {@code key}, computed (and counted) when absent; a null key
   * bypasses the cache. One policy for both caches: a full map is emptied before it takes a new entry.
   */
  private static <T> T cached(ConcurrentHashMap<CacheKey, T> cache, int limit, AtomicLong computations,
      CacheKey key, Supplier<T> compute) {
    if (key == null) {
      return compute.get();
    }
    T found = cache.get(key);
    if (found != null) {
      return found;
    }
    T computed = compute.get();
    computations.incrementAndGet();
    if (cache.size() >= limit) {
      cache.clear();
    }
    T raced = cache.putIfAbsent(key, computed);
    return raced != null ? raced : computed;
  }

  static void clear() {
    TYPES.clear();
    DOMAINS.clear();
  }
}
