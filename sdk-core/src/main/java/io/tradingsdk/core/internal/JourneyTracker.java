package io.tradingsdk.core.internal;

import io.tradingsdk.core.RouterVersion;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Remembers the router version each quote was requested under, so the swap built from it can be
 * sent with the same version (or refused when it would not be).
 *
 * <p>A quote is recognised two ways: by object identity (the usual flow passes the very quote object
 * from the {@code /quote} response into the swap request; works for every routing, including WRAP
 * and UNWRAP quotes that have no id) and by the service's {@code quoteId} (for a quote that was
 * stored and parsed again). Both maps are bounded and the identity map holds its keys weakly, so
 * the tracker never keeps quotes alive or grows without limit.
 */
public final class JourneyTracker {
  public static final int CAPACITY = 4096;

  /** The version a quote was requested under; {@code version} null means no header was sent. */
  public record Pin(RouterVersion version) {}

  private final ReferenceQueue<Object> queue = new ReferenceQueue<>();
  private final Map<IdentityKey, Pin> byIdentity = new BoundedMap<>(CAPACITY);
  private final Map<String, Pin> byQuoteId = new BoundedMap<>(CAPACITY);

  public synchronized void record(Operation.JourneyKey key, RouterVersion version) {
    if (key == null) {
      return;
    }
    purge();
    Pin pin = new Pin(version);
    if (key.quote() != null) {
      byIdentity.put(new IdentityKey(key.quote(), queue), pin);
    }
    if (key.quoteId() != null && !key.quoteId().isEmpty()) {
      byQuoteId.put(key.quoteId(), pin);
    }
  }

  public synchronized Optional<Pin> lookup(Operation.JourneyKey key) {
    if (key == null) {
      return Optional.empty();
    }
    purge();
    if (key.quote() != null) {
      Pin pin = byIdentity.get(new IdentityKey(key.quote(), null));
      if (pin != null) {
        return Optional.of(pin);
      }
    }
    if (key.quoteId() != null) {
      return Optional.ofNullable(byQuoteId.get(key.quoteId()));
    }
    return Optional.empty();
  }

  public synchronized int size() {
    purge();
    return byIdentity.size() + byQuoteId.size();
  }

  private void purge() {
    for (Object ref; (ref = queue.poll()) != null; ) {
      byIdentity.remove(ref);
    }
  }

  /** A weak reference equal to another when both point at the same live object. */
  private static final class IdentityKey extends WeakReference<Object> {
    private final int hash;

    IdentityKey(Object referent, ReferenceQueue<Object> queue) {
      super(referent, queue);
      this.hash = System.identityHashCode(referent);
    }

    @Override
    public boolean equals(Object other) {
      if (this == other) {
        return true;
      }
      if (!(other instanceof IdentityKey)) {
        return false;
      }
      Object mine = get();
      return mine != null && mine == ((IdentityKey) other).get();
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  /** Insertion-ordered map that drops its oldest entry beyond a capacity. */
  private static final class BoundedMap<K, V> extends LinkedHashMap<K, V> {
    private static final long serialVersionUID = 1L;
    private final int capacity;

    BoundedMap(int capacity) {
      super(64, 0.75f, false);
      this.capacity = capacity;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
      return size() > capacity;
    }
  }
}
