package io.tradingsdk.wallet;

import io.tradingsdk.signing.Bytes32;
import java.time.Duration;

/**
 * No receipt (or not enough confirmations) within the wait's timeout. The transaction may still be mined later:
 * wait again with {@link PendingTransaction#awaitReceipt(ReceiptWait)}, or replace it with the same nonce.
 */
public class ReceiptTimeoutException extends TransactionException {
  private static final long serialVersionUID = 1L;

  private final Duration waited;

  /**
   * @param hash the transaction's hash
   * @param waited how long the wait lasted
   * @param what what was missing ("no receipt", "2 of 3 confirmations")
   */
  public ReceiptTimeoutException(Bytes32 hash, Duration waited, String what) {
    super("transaction " + hash + ": " + what + " after " + waited.toMillis() + " ms", hash, null);
    this.waited = waited;
  }

  /** How long the wait lasted. */
  public Duration waited() {
    return waited;
  }
}
