package io.tradingsdk.trade;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One step of a trade, as it happened: its {@link #type()} (e.g. {@code quoted}, {@code approval-sent}, {@code
 * permit-signed}, {@code transaction-sent}, {@code transaction-mined}, {@code order-posted}, {@code order-status},
 * {@code plan-step}, {@code requoted}, {@code final}), the trade's status after it, and its details (hashes,
 * amounts, the routing), all strings.
 */
public final class TradeEvent {
  /** The type of a trade's last event, which carries its final state. */
  public static final String FINAL = "final";

  private final String tradeId;
  private final String type;
  private final TradeStatus status;
  private final Map<String, String> details;
  private final Instant at;

  /** An event; {@code details} is copied. */
  public TradeEvent(String tradeId, String type, TradeStatus status, Map<String, String> details, Instant at) {
    this.tradeId = Objects.requireNonNull(tradeId, "tradeId");
    this.type = Objects.requireNonNull(type, "type");
    this.status = Objects.requireNonNull(status, "status");
    this.details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
    this.at = Objects.requireNonNull(at, "at");
  }

  /** The trade's id. */
  public String tradeId() {
    return tradeId;
  }

  /** What happened. */
  public String type() {
    return type;
  }

  /** True for the trade's last event, of type {@value #FINAL}: its status is the final state. */
  public boolean isFinal() {
    return FINAL.equals(type);
  }

  /** The trade's status after this event. */
  public TradeStatus status() {
    return status;
  }

  /** The details, in the order they were added. */
  public Map<String, String> details() {
    return details;
  }

  /** When, by the engine's clock. */
  public Instant at() {
    return at;
  }

  @Override
  public String toString() {
    return tradeId + " " + type + " " + status + (details.isEmpty() ? "" : " " + details);
  }
}
