package io.tradingsdk.wallet;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * Follows a transaction the application did not just send: by hash (one recorded before a restart, one sent by
 * another process or wallet), or by sender and nonce (whichever transaction ends up using it: the original, a
 * speed-up, a cancel). The wait is {@link PendingTransaction}'s: polls survive a flaky node, a revert is decoded,
 * and a transaction whose nonce another transaction used ends with {@link TransactionReplacedException}.
 *
 * <pre>{@code
 * TransactionWatch watch = TransactionWatch.of(rpc);
 * TransactionReceipt receipt = watch.awaitReceipt(hash, ReceiptWait.defaults());
 * TransactionReceipt whoever = watch.awaitNonce(sender, 42, ReceiptWait.defaults());  // any tx using nonce 42
 * }</pre>
 *
 * <p>To follow a transaction whose signed bytes you hold, prefer {@link PendingTransaction#of}: it can send them
 * again if the node loses them. Thread-safe and stateless; the waits run on the client's scheduler.
 */
public final class TransactionWatch {
  private final EthRpcClient rpc;

  private TransactionWatch(EthRpcClient rpc) {
    this.rpc = rpc;
  }

  /** A watch on the node behind {@code rpc}. */
  public static TransactionWatch of(EthRpcClient rpc) {
    return new TransactionWatch(Objects.requireNonNull(rpc, "rpc"));
  }

  /**
   * Waits for the receipt of the transaction {@code hash}.
   *
   * @throws TransactionRevertedException when it was mined and reverted, with the revert decoded
   * @throws TransactionReplacedException when the node knew it and another transaction was mined with its nonce
   * @throws ReceiptTimeoutException when no receipt came in time
   */
  public TransactionReceipt awaitReceipt(Bytes32 hash, ReceiptWait wait) {
    return EthRpcClient.await(receiptAsync(hash, wait), "awaitReceipt " + hash);
  }

  /** {@link #awaitReceipt(Bytes32, ReceiptWait)}, asynchronously: cancelling the future stops the polling. */
  public CompletableFuture<TransactionReceipt> receiptAsync(Bytes32 hash, ReceiptWait wait) {
    Objects.requireNonNull(hash, "hash");
    Objects.requireNonNull(wait, "wait");
    return ReceiptPoll.byHash(rpc, hash, wait).run();
  }

  /**
   * Waits until {@code from}'s nonce {@code nonce} is used by a mined transaction, and returns that transaction's
   * receipt (compare its {@link TransactionReceipt#transactionHash()} with yours). It is searched in the blocks
   * mined since the wait began (up to 256), so start waiting before it can be mined.
   *
   * @throws TransactionRevertedException when the transaction that used the nonce reverted
   * @throws ReceiptTimeoutException when the nonce is still unused after the wait's timeout
   */
  public TransactionReceipt awaitNonce(Address from, long nonce, ReceiptWait wait) {
    return EthRpcClient.await(nonceAsync(from, nonce, wait), "awaitNonce " + nonce + " of " + from);
  }

  /** {@link #awaitNonce}, asynchronously: cancelling the future stops the polling. */
  public CompletableFuture<TransactionReceipt> nonceAsync(Address from, long nonce, ReceiptWait wait) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(wait, "wait");
    if (nonce < 0) {
      throw new IllegalArgumentException("nonce: must be >= 0, was " + nonce);
    }
    return ReceiptPoll.byNonce(rpc, from, nonce, wait).run();
  }

  @Override
  public String toString() {
    return "TransactionWatch{" + rpc + "}";
  }
}
