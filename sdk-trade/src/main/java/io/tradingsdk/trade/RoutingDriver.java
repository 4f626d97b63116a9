package io.tradingsdk.trade;

/**
 * Drives one family of routings from its quote to a final state: a small state machine of steps built on the
 * shared ones ({@link TxStep}, {@link Quoter}, {@link Approvals}), each step journaled before its side effect and
 * skipped when an earlier run of the trade already took it.
 */
interface RoutingDriver {
  /** Runs the routing's steps; returns the settled result, or throws {@link TradeStop} for another final state. */
  TradeResult.Builder drive(Journey j, Quoter.Quoted quoted);
}
