package io.tradingsdk.server;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counters of what the server saw, for tests that check a client's behaviour (how many attempts a
 * retry made, whether an {@code x-agent-info} value was well formed). Bounded: keyed by operation
 * and status only. Thread-safe.
 */
public final class ServerStats {
  private final LongAdder requests = new LongAdder();
  private final Map<String, LongAdder> byOperation = new ConcurrentHashMap<>();
  private final Map<Integer, LongAdder> byStatus = new ConcurrentHashMap<>();
  private final LongAdder agentInfoValid = new LongAdder();
  private final LongAdder agentInfoMalformed = new LongAdder();

  void record(String operation, int status) {
    requests.increment();
    byOperation.computeIfAbsent(operation, k -> new LongAdder()).increment();
    byStatus.computeIfAbsent(status, k -> new LongAdder()).increment();
  }

  void agentInfo(boolean valid) {
    (valid ? agentInfoValid : agentInfoMalformed).increment();
  }

  /** Every request received, faults included. */
  public long requests() {
    return requests.sum();
  }

  /** Requests of one operation, e.g. {@code "POST /quote"} or {@code "GET /plan/{planId}"}. */
  public long requests(String operation) {
    LongAdder count = byOperation.get(operation);
    return count == null ? 0 : count.sum();
  }

  /** Answers with one status. */
  public long responses(int status) {
    LongAdder count = byStatus.get(status);
    return count == null ? 0 : count.sum();
  }

  /** Requests whose {@code x-agent-info} parsed. */
  public long agentInfoValid() {
    return agentInfoValid.sum();
  }

  /** Requests whose {@code x-agent-info} was reported {@code malformed}. */
  public long agentInfoMalformed() {
    return agentInfoMalformed.sum();
  }

  /** Counts by operation, sorted, for printing. */
  public Map<String, Long> byOperation() {
    Map<String, Long> out = new TreeMap<>();
    byOperation.forEach((k, v) -> out.put(k, v.sum()));
    return out;
  }

  void reset() {
    requests.reset();
    byOperation.clear();
    byStatus.clear();
    agentInfoValid.reset();
    agentInfoMalformed.reset();
  }
}
