package io.tradingsdk.wallet.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import org.jspecify.annotations.Nullable;

/**
 * A {@link NonceStore} in a Hazelcast {@link IMap}: one entry per account, changed only by entry processors, which
 * run on the member owning the entry, one at a time per key, with that member's clock. Works on the open-source
 * Hazelcast (no CP subsystem needed). The map's backups keep the leases when a member leaves; the processors are
 * classes of this module, so every member (embedded, or a server of a client/server cluster) needs this jar.
 *
 * <p>An entry's value is text, {@code next|holder|leaseUntilMillis}, readable in the management tools.
 */
public final class HazelcastNonceStore implements NonceStore {
  /** The map {@link #of(HazelcastInstance)} uses. */
  public static final String DEFAULT_MAP = "trading-sdk-nonces";

  private final IMap<String, String> map;

  private HazelcastNonceStore(IMap<String, String> map) {
    this.map = map;
  }

  /** The store in the map {@value #DEFAULT_MAP} of {@code hazelcast} (a member or a client). */
  public static HazelcastNonceStore of(HazelcastInstance hazelcast) {
    return of(Objects.requireNonNull(hazelcast, "hazelcast").getMap(DEFAULT_MAP));
  }

  /** The store in {@code map}. */
  public static HazelcastNonceStore of(IMap<String, String> map) {
    return new HazelcastNonceStore(Objects.requireNonNull(map, "map"));
  }

  @Override
  public CompletionStage<NonceLease> acquire(String key, String holder, Duration lease) {
    return map.submitToKey(key, new Acquire(holder, lease.toMillis())).thenApply(HazelcastNonceStore::lease);
  }

  @Override
  public CompletionStage<Boolean> renew(String key, String holder, Duration lease) {
    return map.submitToKey(key, new Renew(holder, lease.toMillis()));
  }

  @Override
  public CompletionStage<Boolean> finish(String key, String holder, long next) {
    return map.submitToKey(key, new Finish(holder, next));
  }

  private static NonceLease lease(long[] answer) {
    return answer[0] == 1 ? NonceLease.granted(answer[1], answer[2] == 1)
        : NonceLease.busy(answer[1], Duration.ofMillis(answer[3]));
  }

  @Override
  public String toString() {
    return "HazelcastNonceStore{" + map.getName() + "}";
  }

  /** One entry's state, as the map holds it. */
  static final class Entry {
    final long next;
    final @Nullable String holder;
    final long leaseUntil;

    Entry(long next, @Nullable String holder, long leaseUntil) {
      this.next = next;
      this.holder = holder;
      this.leaseUntil = leaseUntil;
    }

    static Entry parse(@Nullable String text) {
      if (text == null) {
        return new Entry(-1, null, 0);
      }
      int first = text.indexOf('|');
      int last = text.lastIndexOf('|');
      String holder = text.substring(first + 1, last);
      return new Entry(Long.parseLong(text.substring(0, first)), holder.isEmpty() ? null : holder,
          Long.parseLong(text.substring(last + 1)));
    }

    String text() {
      return next + "|" + (holder != null ? holder : "") + "|" + leaseUntil;
    }
  }

  /** Takes the lease unless another holder's runs: answers {granted, next, takenOver, remainingMillis}. */
  static final class Acquire extends BackedUpWrite<long[]> {
    private static final long serialVersionUID = 1L;
    private final String holder;
    private final long leaseMillis;

    Acquire(String holder, long leaseMillis) {
      this.holder = holder;
      this.leaseMillis = leaseMillis;
    }

    @Override
    public long[] process(Map.Entry<String, String> entry) {
      long now = System.currentTimeMillis();
      Entry state = Entry.parse(entry.getValue());
      boolean otherHolder = state.holder != null && !state.holder.equals(holder);
      if (otherHolder && state.leaseUntil > now) {
        return new long[] {0, state.next, 0, state.leaseUntil - now};
      }
      write(entry, new Entry(state.next, holder, now + leaseMillis).text());
      return new long[] {1, state.next, otherHolder ? 1 : 0, 0};
    }
  }

  /** Extends the holder's lease while it is the holder's: answers whether it was. */
  static final class Renew extends BackedUpWrite<Boolean> {
    private static final long serialVersionUID = 1L;
    private final String holder;
    private final long leaseMillis;

    Renew(String holder, long leaseMillis) {
      this.holder = holder;
      this.leaseMillis = leaseMillis;
    }

    @Override
    public Boolean process(Map.Entry<String, String> entry) {
      Entry state = Entry.parse(entry.getValue());
      if (!holder.equals(state.holder)) {
        return false;
      }
      write(entry, new Entry(state.next, holder, System.currentTimeMillis() + leaseMillis).text());
      return true;
    }
  }

  /** Ends the holder's lease and records the next nonce: answers whether the lease was still the holder's. */
  static final class Finish extends BackedUpWrite<Boolean> {
    private static final long serialVersionUID = 1L;
    private final String holder;
    private final long next;

    Finish(String holder, long next) {
      this.holder = holder;
      this.next = next;
    }

    @Override
    public Boolean process(Map.Entry<String, String> entry) {
      Entry state = Entry.parse(entry.getValue());
      if (!holder.equals(state.holder)) {
        return false;
      }
      write(entry, new Entry(next, null, 0).text());
      return true;
    }
  }
}
