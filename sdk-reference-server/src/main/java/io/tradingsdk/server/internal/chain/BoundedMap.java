package io.tradingsdk.server.internal.chain;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A map that forgets its least recently used entry past a capacity, so state held for clients
 * (plans, swaps, approvals) cannot grow without bound in a long soak. Not thread-safe: callers
 * synchronise.
 */
public final class BoundedMap<K, V> extends LinkedHashMap<K, V> {
  private static final long serialVersionUID = 1L;
  private final int capacity;

  public BoundedMap(int capacity) {
    super(16, 0.75f, true);
    this.capacity = capacity;
  }

  @Override
  protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
    return size() > capacity;
  }
}
