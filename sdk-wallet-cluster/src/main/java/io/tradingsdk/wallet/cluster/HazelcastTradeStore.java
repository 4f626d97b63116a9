package io.tradingsdk.wallet.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.tradingsdk.trade.JournalEntry;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.trade.TradeStoreException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * A {@link TradeStore} for {@code sdk-trade}'s engine in Hazelcast, beside the cluster's nonces: each trade's
 * journal is one entry of an {@link IMap} (its JSON lines, appended under the entry's lock, so every member sees the
 * same journal), and its lease another map's entry ({@code tradeId -> owner}) that expires with the lease: one
 * instance drives a trade at a time, and a crashed instance's trades can be resumed by another once its lease ran
 * out.
 *
 * <pre>{@code
 * TradeEngine engine = TradeEngine.builder(client, signer).store(HazelcastTradeStore.of(hazelcast)).build();
 * }</pre>
 *
 * <p>Needs {@code sdk-trade} and Hazelcast on the class path (both optional dependencies of this module).
 */
public final class HazelcastTradeStore implements TradeStore {
  /** The journals' map of {@link #of(HazelcastInstance)}. */
  public static final String DEFAULT_JOURNALS = "trading-sdk-trade-journals";
  /** The leases' map of {@link #of(HazelcastInstance)}. */
  public static final String DEFAULT_LEASES = "trading-sdk-trade-leases";

  private final IMap<String, String> journals;
  private final IMap<String, String> leases;

  private HazelcastTradeStore(IMap<String, String> journals, IMap<String, String> leases) {
    this.journals = journals;
    this.leases = leases;
  }

  /** A store in {@code hazelcast}'s maps {@value #DEFAULT_JOURNALS} and {@value #DEFAULT_LEASES}. */
  public static HazelcastTradeStore of(HazelcastInstance hazelcast) {
    Objects.requireNonNull(hazelcast, "hazelcast");
    return of(hazelcast.getMap(DEFAULT_JOURNALS), hazelcast.getMap(DEFAULT_LEASES));
  }

  /** A store in the given maps (configure their backups as for any state you cannot lose). */
  public static HazelcastTradeStore of(IMap<String, String> journals, IMap<String, String> leases) {
    return new HazelcastTradeStore(Objects.requireNonNull(journals, "journals"), Objects.requireNonNull(leases,
        "leases"));
  }

  @Override
  public void append(String tradeId, JournalEntry entry) {
    String line = entry.toJson();
    try {
      journals.lock(tradeId);
      try {
        String journal = journals.get(tradeId);
        journals.set(tradeId, journal == null ? line : journal + "\n" + line);
      } finally {
        journals.unlock(tradeId);
      }
    } catch (RuntimeException e) {
      throw new TradeStoreException("cannot append to the journal of trade " + tradeId + " in Hazelcast: " + e, e);
    }
  }

  @Override
  public List<JournalEntry> load(String tradeId) {
    String journal = journals.get(tradeId);
    List<JournalEntry> entries = new ArrayList<>();
    if (journal != null) {
      for (String line : journal.split("\n")) {
        if (!line.isBlank()) {
          entries.add(JournalEntry.fromJson(line));
        }
      }
    }
    return List.copyOf(entries);
  }

  @Override
  public List<String> tradeIds() {
    List<String> ids = new ArrayList<>(journals.keySet());
    ids.sort(Comparator.comparing((String id) -> {
      List<JournalEntry> journal = load(id);
      return journal.isEmpty() ? Instant.EPOCH : journal.get(0).at();
    }).thenComparing(id -> id));
    return ids;
  }

  @Override
  public boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    long ttl = Math.max(1, lease.toMillis());
    String holder = leases.putIfAbsent(tradeId, owner, ttl, TimeUnit.MILLISECONDS);
    if (holder == null) {
      return true;
    }
    if (!holder.equals(owner)) {
      return false;
    }
    // Renewed only while still ours: replace(key, expected, new) cannot take a lease another owner took meanwhile.
    if (leases.replace(tradeId, owner, owner)) {
      leases.setTtl(tradeId, ttl, TimeUnit.MILLISECONDS);
      return true;
    }
    return acquire(tradeId, owner, lease, now);
  }

  @Override
  public void release(String tradeId, String owner) {
    leases.remove(tradeId, owner);
  }

  @Override
  public String toString() {
    return "HazelcastTradeStore{" + journals.getName() + ", " + leases.getName() + "}";
  }
}
