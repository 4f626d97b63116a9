package io.tradingsdk.wallet;

import io.tradingsdk.core.TradingException;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * Finds out what became of a broadcast whose outcome is unknown (an attempt may have reached the node), before the
 * sender answers. Each round asks the node, in this order:
 *
 * <ol>
 *   <li>does it have the transaction ({@code eth_getTransactionByHash})? Then it was sent;
 *   <li>was the nonce mined ({@code eth_getTransactionCount} at {@code latest})? Then its receipt, or else the latest
 *       blocks, say whether by this transaction, or by another ({@link TransactionReplacedException}: this one never
 *       will be);
 *   <li>the nonce is free: the same signed bytes are sent again, which can never mine anything twice. Accepted (or
 *       "already known"): sent. Refused for a reason of its own (insufficient funds, a fee below the base fee...) at
 *       the only attempt: provably not sent, the refusal is the answer (refused after a retried attempt: another
 *       round).
 * </ol>
 *
 * A round that fails (the node kept failing) is tried again with backoff until the timeout; then the outcome is
 * {@link BroadcastUnknownException}, whose {@code pending()} keeps settling while it waits.
 */
final class BroadcastSettlement {
  private static final Duration FIRST_PAUSE = Duration.ofMillis(100);
  private static final Duration MAX_PAUSE = Duration.ofSeconds(2);

  private final EthRpcClient rpc;
  private final SignedTransaction signed;
  private final PendingTransaction pending;
  private final long deadlineAt;
  private final Runnable onRefused;
  private final StepFuture<PendingTransaction> result = new StepFuture<>();
  private volatile Throwable lastFailure;
  private Duration pause = FIRST_PAUSE;

  private BroadcastSettlement(EthRpcClient rpc, SignedTransaction signed, ReceiptWait wait, Duration timeout,
      Throwable failure, Runnable onRefused) {
    this.rpc = rpc;
    this.signed = signed;
    this.pending = new PendingTransaction(rpc, signed, wait);
    this.deadlineAt = System.nanoTime() + timeout.toNanos();
    this.lastFailure = failure;
    this.onRefused = onRefused;
  }

  /**
   * Settles {@code signed}.
   *
   * @param failure why its outcome is unknown (the last failure of the broadcast), or a placeholder on resume
   * @param onRefused run when the node refuses the very bytes: their nonce is free again
   * @return the pending transaction once the node has it; fails with {@link TransactionReplacedException}, the
   *     node's refusal, or {@link BroadcastUnknownException}
   */
  static CompletableFuture<PendingTransaction> settle(EthRpcClient rpc, SignedTransaction signed, ReceiptWait wait,
      Duration timeout, Throwable failure, Runnable onRefused) {
    BroadcastSettlement settlement = new BroadcastSettlement(rpc, signed, wait, timeout, failure, onRefused);
    settlement.result.deadline(rpc.scheduler(), timeout,
        () -> new BroadcastUnknownException(settlement.pending, settlement.lastFailure));
    settlement.result.guard(settlement::lookUp);
    return settlement.result;
  }

  private void lookUp() {
    result.call(() -> rpc.getTransactionByHashAsync(signed.hash()), (found, error) -> {
      if (error != null) {
        again(error);
      } else if (found.isPresent()) {
        result.complete(pending);
      } else {
        checkNonce();
      }
    });
  }

  private void checkNonce() {
    long nonce = pending.nonce();
    result.call(() -> rpc.getTransactionCountAsync(signed.from(), BlockTag.LATEST), (mined, error) -> {
      if (error != null) {
        again(error);
      } else if (mined > nonce) {
        settleUsedNonce(nonce);
      } else {
        sendAgain();
      }
    });
  }

  /** Mined with this nonce: this transaction (a node that had not indexed it yet), or another. */
  private void settleUsedNonce(long nonce) {
    result.call(() -> rpc.getTransactionReceiptAsync(signed.hash()), (receipt, error) -> {
      if (error != null) {
        again(error);
      } else if (receipt.isPresent()) {
        result.complete(pending);
      } else {
        findUser(nonce);
      }
    });
  }

  /**
   * No receipt although the nonce is mined: the block that used it tells whether by this transaction (an endpoint
   * whose receipt index lags its head: sent, never "replaced", which would have the caller send the intent again)
   * or by another one, named in the exception.
   */
  private void findUser(long nonce) {
    NonceUserSearch.find(result, rpc, signed.from(), nonce, -1, (found, error) -> {
      if (error != null) {
        again(error);
      } else if (signed.hash().equals(found)) {
        result.complete(pending);
      } else {
        result.completeExceptionally(new TransactionReplacedException(signed.hash(), signed.from(), nonce, found));
      }
    });
  }

  private void sendAgain() {
    result.call(() -> rpc.sendRawTransactionAsync(signed), (hash, error) -> {
      if (error == null) {
        result.complete(pending);
      } else if (error instanceof NonceTooLowException || error instanceof ReplacementUnderpricedException) {
        again(error); // the nonce is taken, or about to be: the next round tells by whom
      } else if (TransactionSender.isRefusal(error) && TransactionSender.onlyAttempt(error)) {
        // Proof of "not taken" only when it answers the only attempt: after an attempt that may have reached the
        // node (and a look-up that did not find it yet), another node behind the gateway may refuse what the first
        // took. Then the next round looks again, as the sender does with its own broadcast.
        onRefused.run();
        result.completeExceptionally(error);
      } else {
        again(error);
      }
    });
  }

  /** Another round after a pause, or the unknown outcome once the timeout has passed. */
  private void again(@Nullable Throwable failure) {
    if (failure != null) {
      if (!(failure instanceof TradingException)) {
        throw failure instanceof RuntimeException ? (RuntimeException) failure : new IllegalStateException(failure);
      }
      lastFailure = failure;
    }
    long left = deadlineAt - System.nanoTime();
    if (left <= 0) {
      result.completeExceptionally(new BroadcastUnknownException(pending, lastFailure));
      return;
    }
    Duration wait = pause.toNanos() < left ? pause : Duration.ofNanos(left);
    Duration doubled = pause.multipliedBy(2);
    pause = doubled.compareTo(MAX_PAUSE) > 0 ? MAX_PAUSE : doubled;
    result.sleep(rpc.scheduler(), wait, this::lookUp);
  }
}
