package io.tradingsdk.trade;

import java.time.Duration;
import java.time.Instant;

/**
 * The lease half of a store for one process at a time ({@link FileTradeStore}, {@link TradeStore#inMemory()}): the
 * leases live in this object, so they fence the trade engines of this process only.
 */
abstract class ProcessLocalTradeStore implements TradeStore {
  private final Leases leases = new Leases();

  @Override
  public boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    return leases.acquire(tradeId, owner, lease, now);
  }

  @Override
  public void release(String tradeId, String owner) {
    leases.release(tradeId, owner);
  }
}
