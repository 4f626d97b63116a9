package io.tradingsdk.trade;

import io.tradingsdk.wallet.PendingTransaction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jspecify.annotations.Nullable;

/**
 * One trade being driven: its journal (what the store holds, plus what this run wrote), its handle, and the shared
 * step helpers every driver uses: write before acting, look up what an earlier run already did, emit events, pause.
 */
final class Journey {
  private static final Logger LOG = Logger.getLogger(Journey.class.getName());

  final Services s;
  final Trade trade;
  private final List<JournalEntry> journal;
  /** Transactions this run sent, by step: their receipts are awaited through the sender's own wait. */
  final Map<String, PendingTransaction> pending = new HashMap<>();
  @Nullable Tokens tokens;
  @Nullable String routing;

  Journey(Services s, Trade trade, List<JournalEntry> loaded) {
    this.s = s;
    this.trade = trade;
    this.journal = new ArrayList<>(loaded);
  }

  String id() {
    return trade.id();
  }

  /** The trade's swap intent; only the trade drivers ask, never for an LP journey. */
  TradeIntent intent() {
    if (trade.intent() instanceof TradeIntent) {
      return (TradeIntent) trade.intent();
    }
    throw new IllegalStateException("trade " + id() + " is an LP action, not a trade: " + trade.intent());
  }

  /** The LP journey's intent. */
  LpIntent lpIntent() {
    if (trade.intent() instanceof LpIntent) {
      return (LpIntent) trade.intent();
    }
    throw new IllegalStateException("trade " + id() + " is not an LP action: " + trade.intent());
  }

  boolean resumed() {
    return journal.size() > 1;
  }

  /** Writes an entry to the store (durably) before the caller acts on it; returns it. */
  JournalEntry write(String kind, Map<String, String> fields) {
    fence();
    JournalEntry entry = new JournalEntry(journal.size(), kind, fields, s.clock.instant(), s.owner);
    s.store.append(id(), entry);
    journal.add(entry);
    s.journalObserver.accept(kind + (fields.containsKey("step") ? ":" + fields.get("step") : ""));
    return entry;
  }

  /**
   * Before each entry (so before each side effect, which an entry always announces): this run still owns the trade.
   * Its lease is renewed; when another owner holds it, or the stored journal grew entries this run did not write (an
   * engine took the trade over after this run outlived its lease, and maybe finished it), this run stops at once
   * ({@link Superseded}): going on from its stale journal would send a step the other run already sent.
   */
  void fence() {
    if (!s.store.acquire(id(), s.owner, s.lease, s.clock.instant())) {
      throw new Superseded("another engine instance holds the lease of trade " + id());
    }
    int stored = s.store.load(id()).size();
    if (stored != journal.size()) {
      throw new Superseded("the journal of trade " + id() + " holds " + stored + " entries, this run knows "
          + journal.size() + ": another engine instance drove it meanwhile");
    }
  }

  /** The last entry of one of {@code kinds} whose {@code step} field is {@code step}. */
  Optional<JournalEntry> lastOf(String step, Set<String> kinds) {
    for (int i = journal.size() - 1; i >= 0; i--) {
      JournalEntry e = journal.get(i);
      if (kinds.contains(e.kind()) && step.equals(e.fields().get("step"))) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** The last entry of {@code kind}. */
  Optional<JournalEntry> last(String kind) {
    for (int i = journal.size() - 1; i >= 0; i--) {
      if (journal.get(i).kind().equals(kind)) {
        return Optional.of(journal.get(i));
      }
    }
    return Optional.empty();
  }

  /** Every entry of {@code kind}, in order. */
  List<JournalEntry> all(String kind) {
    List<JournalEntry> found = new ArrayList<>();
    for (JournalEntry e : journal) {
      if (e.kind().equals(kind)) {
        found.add(e);
      }
    }
    return found;
  }

  /** True when any of {@code kinds} was journaled: a side effect may have happened. */
  boolean any(Set<String> kinds) {
    for (JournalEntry e : journal) {
      if (kinds.contains(e.kind())) {
        return true;
      }
    }
    return false;
  }

  /** Emits an event to the trade's handle and the engine's listener. */
  void emit(String type, TradeStatus status, Map<String, String> details) {
    TradeEvent event = new TradeEvent(id(), type, status, details, s.clock.instant());
    trade.record(event);
    try {
      s.listener.onEvent(event);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "a trade listener threw on " + event + "; ignored", e);
    }
  }

  void emit(String type, TradeStatus status, String... keyValues) {
    Map<String, String> details = new LinkedHashMap<>();
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      details.put(keyValues[i], keyValues[i + 1]);
    }
    emit(type, status, details);
  }

  /** Before a side effect: stops a trade the user cancelled or whose deadline passed. */
  void checkBeforeSideEffect() {
    if (trade.cancelRequested()) {
      throw TradeStop.cancelled("cancelled before anything more was sent");
    }
    trade.intent().deadline().ifPresent(deadline -> {
      if (!s.clock.instant().isBefore(deadline)) {
        throw TradeStop.expired("the intent's deadline " + deadline + " passed before the next step");
      }
    });
  }

  /** Waits before read {@code attempt} of {@code what}; fails the trade past the engine's bound. */
  void pause(String what, int attempt) {
    if (attempt > s.maxPolls) {
      // Not final: the order or transaction waited for may still settle (a filler fills the order, the transaction
      // is mined). A final FAILED entry would make resume() return FAILED for a trade that later executes.
      throw TradeStop.unsettled(what + " did not settle in " + s.maxPolls + " reads; resume the trade later");
    }
    try {
      s.pacer.pause(what, attempt);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Interrupted();
    }
    // A long wait (a receipt, an open order) keeps the lease: renewed after each pause, so another instance does not
    // take over a trade that is still driven; lost meanwhile, this run stops.
    if (!s.store.acquire(id(), s.owner, s.lease, s.clock.instant())) {
      throw new Superseded("another engine instance took the lease of trade " + id() + " while this run waited for "
          + what);
    }
  }

  /**
   * Another engine instance drives the trade now (this run outlived its lease): this run stops without a final
   * entry and sends nothing more; the trade's result is the other run's.
   */
  static final class Superseded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Superseded(String message) {
      super(message, null, false, false);
    }
  }

  /** The thread driving the trade was interrupted: the trade stops where it is, resumable. */
  static final class Interrupted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Interrupted() {
      super("interrupted", null, false, false);
    }
  }

  static Map<String, String> fields(String... keyValues) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      map.put(keyValues[i], keyValues[i + 1]);
    }
    return map;
  }
}
