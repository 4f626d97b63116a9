package io.tradingsdk.core;

/** What sort of call a {@link CallListener} hears of. */
public enum CallKind {
  /** An operation of the Trading API ({@code quote}, {@code swap7702}...): one HTTP exchange per attempt. */
  API,
  /** A JSON-RPC request to an Ethereum node ({@code eth_sendRawTransaction}...): one HTTP exchange per attempt. */
  JSON_RPC,
  /**
   * A wait for a transaction's receipt: its attempts are the polls, and it ends when the receipt (with its
   * confirmations) arrives or the wait gives up.
   */
  RECEIPT_WAIT
}
