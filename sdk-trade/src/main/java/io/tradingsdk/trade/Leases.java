package io.tradingsdk.trade;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/** The leases of a single-process store: one owner per trade until its lease expires. */
final class Leases {
  private record Lease(String owner, Instant until) {}

  private final Map<String, Lease> held = new HashMap<>();

  synchronized boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    Lease current = held.get(tradeId);
    if (current != null && !current.owner().equals(owner) && current.until().isAfter(now)) {
      return false;
    }
    held.put(tradeId, new Lease(owner, now.plus(lease)));
    return true;
  }

  synchronized void release(String tradeId, String owner) {
    Lease current = held.get(tradeId);
    if (current != null && current.owner().equals(owner)) {
      held.remove(tradeId);
    }
  }
}
