package io.tradingsdk.trade;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Where an engine writes each trade's journal, before each side effect (write-ahead): the SPI behind {@link
 * TradeEngine#resume(String)}. {@link #inMemory()} is the default (a trade survives nothing but its own thread);
 * {@link FileTradeStore} survives a crash of the process. A store shared by many instances implements the lease:
 * one owner per trade at a time.
 *
 * <p>Implementations are thread-safe. {@link #append} returns only once the entry is durable (as durable as the store
 * is): the engine acts only after it returns.
 */
public interface TradeStore {
  /**
   * Appends {@code entry} to the journal of {@code tradeId} (creating it with its first entry), durably.
   *
   * @throws TradeStoreException when it could not be written: the engine then does not take the step
   */
  void append(String tradeId, JournalEntry entry);

  /** The journal of {@code tradeId} in order; empty when unknown. */
  List<JournalEntry> load(String tradeId);

  /** The ids of every trade in the store, oldest first where the store knows. */
  List<String> tradeIds();

  /**
   * Takes (or renews) the lease of {@code tradeId} for {@code owner} until {@code now + lease}: true when granted,
   * false when another owner holds an unexpired lease. Single-process stores grant it to one owner at a time within
   * the process.
   */
  boolean acquire(String tradeId, String owner, Duration lease, Instant now);

  /** Gives the lease back, if {@code owner} holds it. */
  void release(String tradeId, String owner);

  /** A store in this process's memory. */
  static TradeStore inMemory() {
    return new InMemoryTradeStore();
  }
}
