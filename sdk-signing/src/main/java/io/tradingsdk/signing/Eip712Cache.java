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
    if (key == null) {
      return compile.get();
    }
    Eip712Types cached = TYPES.get(key);
    if (cached != null) {
      return cached;
    }
    Eip712Types compiled = compile.get();
    TYPE_COMPILATIONS.incrementAndGet();
    if (TYPES.size() >= MAX_TYPE_SETS) {
      TYPES.clear();
    }
    Eip712Types raced = TYPES.putIfAbsent(key, compiled);
    return raced != null ? raced : compiled;
  }

  static Eip712Domain domain(CacheKey key, Supplier<Eip712Domain> compute) {
    if (key == null) {
      return compute.get();
    }
    Eip712Domain cached = DOMAINS.get(key);
    if (cached != null) {
      return cached;
    }
    Eip712Domain computed = compute.get();
    DOMAIN_COMPUTATIONS.incrementAndGet();
    if (DOMAINS.size() >= MAX_DOMAINS) {
      DOMAINS.clear();
    }
    Eip712Domain raced = DOMAINS.putIfAbsent(key, computed);
    return raced != null ? raced : computed;
  }

  static void clear() {
    TYPES.clear();
    DOMAINS.clear();
  }
}
