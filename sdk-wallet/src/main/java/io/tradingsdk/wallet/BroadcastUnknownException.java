package io.tradingsdk.wallet;

import io.tradingsdk.core.TradingIoException;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.tx.SignedTransaction;

/**
 * The broadcast's outcome stayed unknown within the sender's settle timeout: an attempt may have reached the node,
 * and neither looking the hash up, watching the nonce nor sending the same bytes again settled it (the node kept
 * failing, or the client was closed). The transaction may be in a pool and may still be mined. Its nonce stays
 * reserved: no other transaction of this sender gets it.
 *
 * <p>What to do: keep waiting with {@link #pending()}{@code .awaitReceipt()}: it sends the same bytes again while
 * the node lacks them and their nonce is free (at most one of them can ever be mined), and ends with the receipt,
 * {@link TransactionReplacedException} (another transaction took the nonce: this one never will be mined, so the
 * intent may be sent again), or a {@link ReceiptTimeoutException}. Never sign the same intent with a new nonce
 * before one of those says so: both could be mined.
 *
 * <p>When the {@link EthRpcClient} was closed with the broadcast in doubt (its cause is then a {@link
 * io.tradingsdk.core.ClientClosedException}), {@link #pending()} waits through that closed client and fails at once:
 * settle {@link #transaction()} through an open one instead ({@link TransactionSender#resume}, or {@link
 * PendingTransaction#of}).
 */
public class BroadcastUnknownException extends TradingIoException {
  private static final long serialVersionUID = 1L;

  private final transient PendingTransaction pending;

  /**
   * @param pending the transaction whose broadcast is unknown, and the way to keep waiting on it
   * @param cause the last failure
   */
  public BroadcastUnknownException(PendingTransaction pending, Throwable cause) {
    super("eth_sendRawTransaction: whether the node has transaction " + pending.hash() + " is unknown ("
        + cause.getMessage() + ")", cause, cause instanceof TradingIoException
        ? ((TradingIoException) cause).attempts() : 1);
    this.pending = pending;
  }

  /** The transaction's hash. */
  public Bytes32 hash() {
    return pending.hash();
  }

  /** The signed transaction. */
  public SignedTransaction transaction() {
    return pending.transaction();
  }

  /** The way to keep waiting on it: its receipt wait settles what the send could not. */
  public PendingTransaction pending() {
    return pending;
  }
}
