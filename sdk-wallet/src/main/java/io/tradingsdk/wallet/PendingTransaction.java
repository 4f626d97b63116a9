package io.tradingsdk.wallet;

import io.tradingsdk.core.AttemptEvent;
import io.tradingsdk.core.CallEnd;
import io.tradingsdk.core.CallKind;
import io.tradingsdk.core.CallOutcome;
import io.tradingsdk.core.CallRecorder;
import io.tradingsdk.core.CallStart;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.tx.SignedTransaction;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.jspecify.annotations.Nullable;

/**
 * A transaction the node accepted, and the way to its receipt. Waiting polls {@code eth_getTransactionReceipt} on
 * the client's scheduler, so a waiting future holds no thread; a blocking wait holds only the caller's.
 *
 * <pre>{@code
 * PendingTransaction pending = sender.send(swapResponse.swap());
 * TransactionReceipt receipt = pending.awaitReceipt();   // TransactionRevertedException when it reverted
 * }</pre>
 *
 * <p>The client's {@code CallListener}s hear each wait as one {@link CallKind#RECEIPT_WAIT} call named
 * {@value #WAIT_OPERATION}, whose attempts are the polls. It ends {@code SUCCESS} with the receipt, {@code TIMEOUT}
 * when no receipt came in time, {@code CLIENT_ERROR} when the transaction reverted (the wait worked; the transaction
 * failed), {@code CANCELLED} when the caller cancelled, and by the failure's kind when polling failed for good.
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
    BigInteger nonce = transaction.transaction().nonce();
    if (nonce.bitLength() > 63) {
      throw new ArithmeticException("nonce " + nonce + " does not fit a long; read transaction().transaction().nonce()");
    }
    return nonce.longValue(); // not longValueExact: Android API 31
  }

  /**
   * Waits for the receipt with the sender's {@link ReceiptWait}.
   *
   * @throws TransactionRevertedException when it was mined and reverted, with the revert decoded
   * @throws ReceiptTimeoutException when no receipt came in time
   * @throws TradingException when polling failed for good
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
    Poll poll = new Poll(wait);
    poll.observe();
    poll.result.guard(poll::ask);
    return poll.result;
  }

  @Override
  public String toString() {
    return "PendingTransaction{" + hash() + ", from=" + from() + ", nonce=" + nonce() + "}";
  }

  /** One wait: ask, and ask again after the poll interval until a receipt with enough confirmations, or timeout. */
  private final class Poll {
    final Stages<TransactionReceipt> result = new Stages<>();
    final ReceiptWait wait;
    final long start = System.nanoTime();
    final CallRecorder recorder;
    @Nullable TradingException lastFailure;
    @Nullable TradingException pollFailure;
    int polls;
    long pollStart;

    Poll(ReceiptWait wait) {
      this.wait = wait;
      this.recorder = CallRecorder.start(CallStart.builder().kind(CallKind.RECEIPT_WAIT).operation(WAIT_OPERATION)
          .method("POST").pathTemplate("/").maxAttempts(maxPolls(wait)).build(), rpc.callListeners(), null);
    }

    /**
     * Tells the listeners the wait's end, however it ends: the wait's own ends are told before the caller sees them
     * ({@link #ended}); a caller's cancel or an unexpected failure is told as the future completes.
     */
    void observe() {
      if (recorder.isObserved()) {
        result.whenComplete((receipt, error) -> recorder.end(end(error)));
      }
    }

    /** Tells the end before the future completes, so a caller woken by it finds the end told. */
    private void ended(@Nullable Throwable failure) {
      if (recorder.isObserved()) {
        recorder.end(end(failure));
      }
    }

    void ask() {
      polls++;
      pollStart = System.nanoTime();
      pollFailure = null;
      result.follow(rpc.getTransactionReceiptAsync(hash()), (receipt, error) -> {
        if (error != null) {
          tolerate(error);
          later("no receipt");
        } else if (receipt.isPresent()) {
          confirm(receipt.get());
        } else {
          later("no receipt");
        }
      });
    }

    /** A failed poll is asked again (a node's blip must not end a minutes-long wait), a node's refusal is not. */
    private void tolerate(Throwable error) {
      if (error instanceof EthRpcException || !(error instanceof TradingException)) {
        throw error instanceof RuntimeException ? (RuntimeException) error : new IllegalStateException(error);
      }
      lastFailure = (TradingException) error;
      pollFailure = lastFailure;
    }

    private void confirm(TransactionReceipt receipt) {
      if (wait.confirmations() == 1) {
        finish(receipt);
        return;
      }
      result.follow(rpc.blockNumberAsync(), (latest, error) -> {
        if (error != null) {
          tolerate(error);
          later("no block number");
          return;
        }
        long have = latest - receipt.blockNumber() + 1;
        if (have >= wait.confirmations()) {
          finish(receipt);
        } else {
          later(have + " of " + wait.confirmations() + " confirmations");
        }
      });
    }

    private void finish(TransactionReceipt receipt) {
      polled(false);
      if (receipt.success()) {
        ended(null);
        result.complete(receipt);
        return;
      }
      result.follow(rpc.callAsync(replay(), BlockTag.number(receipt.blockNumber())), (output, error) -> {
        RevertReason reason = error instanceof ExecutionRevertedException
            ? ((ExecutionRevertedException) error).reason() : new RevertReason.Empty();
        TransactionRevertedException reverted = new TransactionRevertedException(receipt, reason);
        ended(reverted);
        result.completeExceptionally(reverted);
      });
    }

    /** The transaction as a call: run at its block, it reverts again and says why. */
    private CallRequest replay() {
      return CallRequest.builder().from(transaction.from()).to(transaction.transaction().to().orElse(null))
          .data(transaction.transaction().data()).value(transaction.transaction().value())
          .gas(transaction.transaction().gasLimit()).build();
    }

    private void later(String missing) {
      Duration waited = Duration.ofNanos(System.nanoTime() - start);
      Duration left = wait.timeout().minus(waited);
      polled(left.compareTo(Duration.ZERO) > 0);
      if (left.isNegative() || left.isZero()) {
        ReceiptTimeoutException timeout = new ReceiptTimeoutException(hash(), waited, missing);
        Optional.ofNullable(lastFailure).ifPresent(timeout::addSuppressed);
        ended(timeout);
        result.completeExceptionally(timeout);
        return;
      }
      Duration pause = wait.pollInterval().compareTo(left) < 0 ? wait.pollInterval() : left;
      result.sleep(rpc.scheduler(), pause, this::ask);
    }

    /** Tells the listeners that a poll ended: answered, or failed and tolerated. */
    private void polled(boolean again) {
      if (!recorder.isObserved()) {
        return;
      }
      AttemptEvent.Builder poll = AttemptEvent.builder(recorder.call()).attempt(polls).retried(again)
          .duration(Duration.ofNanos(System.nanoTime() - pollStart));
      TradingException failed = pollFailure;
      if (failed instanceof RpcHttpException) {
        int status = ((RpcHttpException) failed).status();
        poll.status(status).outcome(CallOutcome.ofStatus(status));
      }
      recorder.attempt((failed != null ? poll.failure(failed) : poll.status(200)).build());
    }

    private CallEnd end(@Nullable Throwable error) {
      CallEnd.Builder end = CallEnd.builder(recorder.call()).attempts(polls)
          .duration(Duration.ofNanos(System.nanoTime() - start));
      Throwable failure = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
      if (failure == null) {
        return end.status(200).build();
      }
      return end.failure(failure).outcome(outcomeOf(failure)).build();
    }
  }

  private static CallOutcome outcomeOf(Throwable failure) {
    if (failure instanceof ReceiptTimeoutException) {
      return CallOutcome.TIMEOUT;
    }
    if (failure instanceof TransactionRevertedException) {
      return CallOutcome.CLIENT_ERROR;
    }
    if (failure instanceof CancellationException) {
      return CallOutcome.CANCELLED;
    }
    return CallOutcome.ofFailure(failure);
  }

  /** The polls a wait can make: one at the start and one per interval, as the listeners' {@code maxAttempts}. */
  private static int maxPolls(ReceiptWait wait) {
    long intervals = wait.timeout().toNanos() / wait.pollInterval().toNanos();
    return (int) Math.min(Integer.MAX_VALUE, intervals + 1);
  }
}
