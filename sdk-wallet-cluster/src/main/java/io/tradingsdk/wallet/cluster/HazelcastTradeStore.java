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
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A {@link TradeStore} in a Hazelcast {@link IMap}, for a trade engine run by several instances: one entry per
 * trade holding its lease and its journal, changed only by entry processors, which run on the member owning the
 * entry, one at a time per trade, with that member's clock. Works on the open-source Hazelcast (no CP subsystem);
 * the map's backups keep the journals when a member leaves (configure {@code backup-count} for the durability you
 * need: an append returns once the owner and the map's synchronous backups have it).
 *
 * <p><b>One owner per trade.</b> {@link #acquire} grants the lease unless another owner's is still running. {@link
 * #append} is fenced: it refuses an entry whose owner does not hold the trade's lease while another owner's runs,
 * and an entry whose {@code seq} is not the journal's next (two writers of one trade), with {@link
 * TradeStoreException}, so an instance that lost its lease (a long pause, a partition) cannot act on the trade.
 * The leases' times are the owning member's: the {@code now} argument of {@link #acquire} is not used.
 *
 * <pre>{@code
 * TradeEngine engine = TradeEngine.builder(client, signer).store(HazelcastTradeStore.of(hazelcast)).build();
 * }</pre>
 *
 * <p>An entry's value is text: a first line {@code owner|leaseUntilMillis}, then one journal entry per line as
 * {@link JournalEntry#toJson()} writes it, readable in the management tools. The processors are classes of this
 * module, so every member (embedded, or a server of a client/server cluster) needs this jar and sdk-trade's.
 */
public final class HazelcastTradeStore implements TradeStore {
  /** The map {@link #of(HazelcastInstance)} uses. */
  public static final String DEFAULT_MAP = "trading-sdk-trades";

  private final IMap<String, String> map;

  private HazelcastTradeStore(IMap<String, String> map) {
    this.map = map;
  }

  /** The store in the map {@value #DEFAULT_MAP} of {@code hazelcast} (a member or a client). */
  public static HazelcastTradeStore of(HazelcastInstance hazelcast) {
    return of(Objects.requireNonNull(hazelcast, "hazelcast").getMap(DEFAULT_MAP));
  }

  /** The store in {@code map}. */
  public static HazelcastTradeStore of(IMap<String, String> map) {
    return new HazelcastTradeStore(Objects.requireNonNull(map, "map"));
  }

  @Override
  public void append(String tradeId, JournalEntry entry) {
    Objects.requireNonNull(entry, "entry");
    String refusal;
    try {
      refusal = map.executeOnKey(key(tradeId), new Append(entry.owner(), entry.seq(), entry.toJson()));
    } catch (RuntimeException e) {
      throw new TradeStoreException("trade " + tradeId + ": the journal entry " + entry.seq() + " (" + entry.kind()
          + ") could not be written to Hazelcast: " + e, e);
    }
    if (refusal != null) {
      throw new TradeStoreException("trade " + tradeId + ": journal entry " + entry.seq() + " (" + entry.kind()
          + ") refused: " + refusal);
    }
  }

  @Override
  public List<JournalEntry> load(String tradeId) {
    return Journal.parse(map.get(key(tradeId))).entries();
  }

  @Override
  public List<String> tradeIds() {
    List<Map.Entry<String, Instant>> started = new ArrayList<>();
    for (Map.Entry<String, String> e : map.entrySet()) {
      List<JournalEntry> entries = Journal.parse(e.getValue()).entries();
      started.add(Map.entry(e.getKey(), entries.isEmpty() ? Instant.MAX : entries.get(0).at()));
    }
    started.sort(Map.Entry.<String, Instant>comparingByValue().thenComparing(Map.Entry.comparingByKey()));
    List<String> ids = new ArrayList<>();
    started.forEach(e -> ids.add(e.getKey()));
    return ids;
  }

  @Override
  public boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    Objects.requireNonNull(owner, "owner");
    return map.executeOnKey(key(tradeId), new Acquire(owner, lease.toMillis()));
  }

  @Override
  public void release(String tradeId, String owner) {
    map.executeOnKey(key(tradeId), new Release(Objects.requireNonNull(owner, "owner")));
  }

  @Override
  public String toString() {
    return "HazelcastTradeStore{" + map.getName() + "}";
  }

  private static String key(String tradeId) {
    Objects.requireNonNull(tradeId, "tradeId");
    if (tradeId.isEmpty() || tradeId.length() > 200) {
      throw new IllegalArgumentException("tradeId: expected 1 to 200 characters, got " + tradeId.length());
    }
    return tradeId;
  }

  /** One trade's value: its lease and its journal lines. */
  static final class Journal {
    final @Nullable String owner;
    final long leaseUntil;
    final List<String> lines;

    Journal(@Nullable String owner, long leaseUntil, List<String> lines) {
      this.owner = owner;
      this.leaseUntil = leaseUntil;
      this.lines = lines;
    }

    static Journal parse(@Nullable String text) {
      if (text == null || text.isEmpty()) {
        return new Journal(null, 0, new ArrayList<>());
      }
      String[] all = text.split("\n", -1);
      String head = all[0];
      int bar = head.lastIndexOf('|');
      String owner = head.substring(0, bar);
      List<String> lines = new ArrayList<>();
      for (int i = 1; i < all.length; i++) {
        if (!all[i].isEmpty()) {
          lines.add(all[i]);
        }
      }
      return new Journal(owner.isEmpty() ? null : owner, Long.parseLong(head.substring(bar + 1)), lines);
    }

    /** Whether another owner's lease still runs at {@code now}. */
    boolean heldByOther(String who, long now) {
      return owner != null && !owner.equals(who) && leaseUntil > now;
    }

    Journal withLease(@Nullable String newOwner, long until) {
      return new Journal(newOwner, until, lines);
    }

    List<JournalEntry> entries() {
      List<JournalEntry> entries = new ArrayList<>(lines.size());
      for (String line : lines) {
        entries.add(JournalEntry.fromJson(line));
      }
      entries.sort(Comparator.comparingLong(JournalEntry::seq));
      return entries;
    }

    String text() {
      StringBuilder b = new StringBuilder().append(owner != null ? owner : "").append('|').append(leaseUntil);
      for (String line : lines) {
        b.append('\n').append(line);
      }
      return b.toString();
    }
  }

  /** Appends a line when its owner may write and its seq is the next: answers null, or why it refused. */
  static final class Append extends BackedUpWrite<String> {
    private static final long serialVersionUID = 1L;
    private final String owner;
    private final long seq;
    private final String line;

    Append(String owner, long seq, String line) {
      this.owner = owner;
      this.seq = seq;
      this.line = line;
    }

    @Override
    public @Nullable String process(Map.Entry<String, String> entry) {
      Journal journal = Journal.parse(entry.getValue());
      if (journal.heldByOther(owner, System.currentTimeMillis())) {
        return "the trade's lease is held by " + journal.owner + ", not by " + owner;
      }
      if (seq != journal.lines.size()) {
        return "expected entry " + journal.lines.size() + " next (another writer appended to this trade)";
      }
      journal.lines.add(line);
      write(entry, journal.text());
      return null;
    }
  }

  /** Takes the lease unless another owner's runs: answers whether it was granted. */
  static final class Acquire extends BackedUpWrite<Boolean> {
    private static final long serialVersionUID = 1L;
    private final String owner;
    private final long leaseMillis;

    Acquire(String owner, long leaseMillis) {
      this.owner = owner;
      this.leaseMillis = leaseMillis;
    }

    @Override
    public Boolean process(Map.Entry<String, String> entry) {
      long now = System.currentTimeMillis();
      Journal journal = Journal.parse(entry.getValue());
      if (journal.heldByOther(owner, now)) {
        return false;
      }
      write(entry, journal.withLease(owner, now + leaseMillis).text());
      return true;
    }
  }

  /** Ends the lease if the owner holds it. */
  static final class Release extends BackedUpWrite<Boolean> {
    private static final long serialVersionUID = 1L;
    private final String owner;

    Release(String owner) {
      this.owner = owner;
    }

    @Override
    public Boolean process(Map.Entry<String, String> entry) {
      Journal journal = Journal.parse(entry.getValue());
      if (entry.getValue() == null || !owner.equals(journal.owner)) {
        return false;
      }
      write(entry, journal.withLease(null, 0).text());
      return true;
    }
  }
}
