package io.tradingsdk.trade;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@link TradeStore#inMemory()}: the journals in a map, the leases too. */
final class InMemoryTradeStore extends ProcessLocalTradeStore {
  private final Map<String, List<JournalEntry>> journals = new LinkedHashMap<>();

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
}
