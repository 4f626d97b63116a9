package io.tradingsdk.trade;

import java.util.List;
import java.util.Optional;

/**
 * A trade as its {@link TradeStore} holds it: the intent, the journal, and the final result once there is one. For
 * listing and inspecting trades ({@code trading trade list}); {@link TradeEngine#resume(String)} continues one.
 */
public final class TradeRecord {
  private final String id;
  private final Intent intent;
  private final List<JournalEntry> journal;
  private final Optional<TradeResult> result;

  private TradeRecord(String id, Intent intent, List<JournalEntry> journal, Optional<TradeResult> result) {
    this.id = id;
    this.intent = intent;
    this.journal = journal;
    this.result = result;
  }

  /**
   * The record of {@code tradeId} in {@code store}; empty when the store does not hold it.
   *
   * @throws TradeStoreException when its journal does not start with the intent
   */
  public static Optional<TradeRecord> read(TradeStore store, String tradeId) {
    List<JournalEntry> journal = store.load(tradeId);
    if (journal.isEmpty()) {
      return Optional.empty();
    }
    if (!journal.get(0).kind().equals(IntentCodec.KIND)) {
      throw new TradeStoreException("the journal of trade " + tradeId + " does not start with its intent");
    }
    Intent intent = IntentCodec.intent(journal.get(0).fields());
    Optional<TradeResult> result = Optional.empty();
    for (int i = journal.size() - 1; i >= 0; i--) {
      if (journal.get(i).kind().equals(ResultCodec.KIND)) {
        result = Optional.of(ResultCodec.result(tradeId, journal.get(i).fields()));
        break;
      }
    }
    return Optional.of(new TradeRecord(tradeId, intent, journal, result));
  }

  /** Every trade of {@code store}. */
  public static List<TradeRecord> list(TradeStore store) {
    List<TradeRecord> records = new java.util.ArrayList<>();
    for (String id : store.tradeIds()) {
      read(store, id).ifPresent(records::add);
    }
    return java.util.Collections.unmodifiableList(records);
  }

  /** The trade's id. */
  public String id() {
    return id;
  }

  /** What was asked: a {@link TradeIntent} or an {@link LpIntent}. */
  public Intent intent() {
    return intent;
  }

  /** Its journal, in order. */
  public List<JournalEntry> journal() {
    return journal;
  }

  /** The final result; empty while the trade is unfinished (resume it). */
  public Optional<TradeResult> result() {
    return result;
  }

  /** The routing of its last quote, if it got one. */
  public Optional<String> routing() {
    if (result.isPresent() && result.get().routing().isPresent()) {
      return result.get().routing();
    }
    for (int i = journal.size() - 1; i >= 0; i--) {
      if (journal.get(i).kind().equals(Quoter.KIND)) {
        return journal.get(i).field("routing");
      }
    }
    return Optional.empty();
  }

  @Override
  public String toString() {
    return "TradeRecord{" + id + " " + result.map(r -> r.status().toString()).orElse("unfinished") + " " + intent
        + "}";
  }
}
