package io.tradingsdk.wallet;

import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.tx.SignedTransaction;

/**
 * The broadcast's outcome is unknown: the last attempt may have reached the node, and the lookup that would tell
 * failed too. The transaction may be in the pool. Do not sign another with the same nonce in a hurry: look the
 * hash up later ({@link EthRpcClient#getTransactionByHash}), or send the same {@link #transaction()} again, which
 * is harmless (the node answers "already known"). The sender's nonce manager re-reads the nonce after this.
 */
public class BroadcastUnknownException extends TradingIoException {
  private static final long serialVersionUID = 1L;

  private final transient SignedTransaction transaction;

  /**
   * @param transaction the signed transaction whose broadcast failed
   * @param cause the last failure
   */
  public BroadcastUnknownException(SignedTransaction transaction, Throwable cause) {
    super("eth_sendRawTransaction: whether the node has transaction " + transaction.hash() + " is unknown ("
        + cause.getMessage() + ")", cause, cause instanceof TradingIoException
        ? ((TradingIoException) cause).attempts() : 1);
    this.transaction = transaction;
  }

  /** The transaction's hash. */
  public Bytes32 hash() {
    return transaction.hash();
  }

  /** The signed transaction, to broadcast again. */
  public SignedTransaction transaction() {
    return transaction;
  }
}
