package io.tradingsdk.wallet;

import io.tradingsdk.core.CallKind;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * A transaction the node accepted, and the way to its receipt. Waiting polls {@code eth_getTransactionReceipt} on
 * the client's scheduler, so a waiting future holds no thread; a blocking wait holds only the caller's.
 *
 * <pre>{@code
 * PendingTransaction pending = sender.send(swapResponse.swap());
 * TransactionReceipt receipt = pending.awaitReceipt();   // TransactionRevertedException when it reverted
 * }</pre>
 *
 * <p>The wait survives a flaky node: a failed poll is asked again at the next interval. Between polls it watches
 * the sender's nonce: when another transaction was mined with it, the wait ends with {@link
 * TransactionReplacedException} (this one never will be) instead of running into its timeout; while the nonce is
 * free and the node has lost the transaction (a restarted node, a pool that dropped it, a broadcast whose outcome
 * was unknown), it sends the same signed bytes again, which can never mine anything twice.
 *
 * <p>The client's {@code CallListener}s hear each wait as one {@link CallKind#RECEIPT_WAIT} call named
 * {@value #WAIT_OPERATION}, whose attempts are the polls. It ends {@code SUCCESS} with the receipt, {@code TIMEOUT}
 * when no receipt came in time, {@code CLIENT_ERROR} when the transaction reverted or was replaced (the wait
 * worked; the transaction failed), {@code CANCELLED} when the caller cancelled, and by the failure's kind when
 * polling failed for good.
 */
public final class PendingTransaction {
  /** The operation a receipt wait reports to the client's listeners. */
  public static final String WAIT_OPERATION = "awaitReceipt";

  private final EthRpcClient rpc;
  private final SignedTransaction transaction;
  private final ReceiptWait defaultWait;

  PendingTransaction(EthRpcClient rpc, SignedTransaction transaction, ReceiptWait defaultWait) {
    this.rpc = rpc;
    this.transaction = transaction;
    this.defaultWait = defaultWait;
  }

  /**
   * Follows a signed transaction held by the caller (one from {@link BroadcastUnknownException#transaction()}, or
   * one kept in an application's own journal across a restart), with {@link ReceiptWait#defaults()}. Nothing is
   * sent now; the wait sends the same bytes again only if the node does not have them and their nonce is free.
   */
  public static PendingTransaction of(EthRpcClient rpc, SignedTransaction transaction) {
    return of(rpc, transaction, ReceiptWait.defaults());
  }

  /** {@link #of(EthRpcClient, SignedTransaction)} with the wait {@link #awaitReceipt()} uses. */
  public static PendingTransaction of(EthRpcClient rpc, SignedTransaction transaction, ReceiptWait defaultWait) {
    return new PendingTransaction(Objects.requireNonNull(rpc, "rpc"), Objects.requireNonNull(transaction,
        "transaction"), Objects.requireNonNull(defaultWait, "defaultWait"));
  }

  /** The transaction's hash. */
  public Bytes32 hash() {
    return transaction.hash();
  }

  /** The signed transaction as broadcast. */
  public SignedTransaction transaction() {
    return transaction;
  }

  /** The sender. */
  public Address from() {
    return transaction.from();
  }

  /** The nonce it uses (every nonce a sender hands out is below 2^63). */
  public long nonce() {
    return ReceiptPoll.nonceOf(transaction);
  }

  /**
   * Waits for the receipt with the sender's {@link ReceiptWait}.
   *
   * @throws TransactionRevertedException when it was mined and reverted, with the revert decoded
   * @throws TransactionReplacedException when another transaction was mined with its nonce: it never will be
   * @throws ReceiptTimeoutException when no receipt came in time (it may still come: wait again)
   * @throws TradingException when polling failed for good (a node's refusal no retry heals)
   */
  public TransactionReceipt awaitReceipt() {
    return awaitReceipt(defaultWait);
  }

  /** {@link #awaitReceipt()} with another wait. */
  public TransactionReceipt awaitReceipt(ReceiptWait wait) {
    return EthRpcClient.await(receiptAsync(wait), "awaitReceipt " + hash());
  }

  /** {@link #awaitReceipt()}, asynchronously: cancelling the future stops the polling. */
  public CompletableFuture<TransactionReceipt> receiptAsync() {
    return receiptAsync(defaultWait);
  }

  /** {@link #awaitReceipt(ReceiptWait)}, asynchronously. */
  public CompletableFuture<TransactionReceipt> receiptAsync(ReceiptWait wait) {
    Objects.requireNonNull(wait, "wait");
    return ReceiptPoll.of(rpc, transaction, wait).run();
  }

  @Override
  public String toString() {
    return "PendingTransaction{" + hash() + ", from=" + from() + ", nonce=" + nonce() + "}";
  }
}
