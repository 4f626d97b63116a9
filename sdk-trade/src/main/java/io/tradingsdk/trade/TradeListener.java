package io.tradingsdk.trade;

/**
 * Receives every {@link TradeEvent} of the trades of an engine, in order per trade, on the thread that drives the
 * trade. A listener that throws is logged and ignored: it never changes a trade's course. Keep it fast.
 */
@FunctionalInterface
public interface TradeListener {
  /** Called once per event. */
  void onEvent(TradeEvent event);
}
