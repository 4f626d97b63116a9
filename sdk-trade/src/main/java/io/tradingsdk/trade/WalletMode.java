package io.tradingsdk.trade;

/** How the wallet executes a classic swap. */
public enum WalletMode {
  /** A plain externally owned account: approvals, a Permit2 permit and {@code /swap}'s one transaction. */
  EOA,
  /** An EIP-7702 smart wallet: {@code /swap_7702}'s transaction, the delegation signed in when the wallet has none. */
  EIP_7702,
  /** An EIP-5792 batch: {@code /swap_5792}'s calls, sent in order (one transaction each) by this engine. */
  EIP_5792
}
