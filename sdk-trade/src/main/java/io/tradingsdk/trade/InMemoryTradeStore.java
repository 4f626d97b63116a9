package io.tradingsdk.trade;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@link TradeStore#inMemory()}: the journals in a map, the leases too. */
final class InMemoryTradeStore implements TradeStore {
  private final Map<String, List<JournalEntry>> journals = new LinkedHashMap<>();
  private final Leases leases = new Leases();

  @Override
  public synchronized void append(String tradeId, JournalEntry entry) {
    journals.computeIfAbsent(tradeId, id -> new ArrayList<>()).add(entry);
  }

  @Override
  public synchronized List<JournalEntry> load(String tradeId) {
    return List.copyOf(journals.getOrDefault(tradeId, List.of()));
  }

  @Override
  public synchronized List<String> tradeIds() {
    return List.copyOf(journals.keySet());
  }

  @Override
  public boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    return leases.acquire(tradeId, owner, lease, now);
  }

  @Override
  public void release(String tradeId, String owner) {
    leases.release(tradeId, owner);
  }
}
