package io.tradingsdk.wallet;

import io.tradingsdk.signing.Bytes32;

/**
 * A broadcast transaction did not end as hoped: it reverted ({@link TransactionRevertedException}) or no receipt
 * came in time ({@link ReceiptTimeoutException}). Unchecked; carries the transaction's hash.
 */
public abstract class TransactionException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final Bytes32 hash;

  /**
   * @param message what happened, without secrets
   * @param hash the transaction's hash
   * @param cause what caused it, or null
   */
  protected TransactionException(String message, Bytes32 hash, Throwable cause) {
    super(message, cause);
    this.hash = hash;
  }

  /** The transaction's hash. */
  public Bytes32 hash() {
    return hash;
  }
}
