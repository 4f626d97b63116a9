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
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import org.jspecify.annotations.Nullable;

/**
 * One wait for a transaction's final state, shared by {@link PendingTransaction} and {@link TransactionWatch}:
 * polls {@code eth_getTransactionReceipt} until a receipt with enough confirmations, the wait's timeout, or a
 * proof that the transaction will never be mined. Between polls it watches the sender's nonce: once the mined
 * count passes it without this transaction's receipt, another transaction took the nonce ({@link
 * TransactionReplacedException}); while the nonce is free and the node has forgotten a transaction whose signed
 * bytes the wait holds, it sends those same bytes again (a node restarted, a pool that dropped it, a broadcast
 * that never arrived), which can never mine anything twice.
 *
 * <p>Followed by sender and nonce instead of by hash, it waits for whichever transaction uses that nonce and
 * finds it in the blocks mined since the wait began.
 *
 * <p>A failed poll is asked again at the next interval (a node's blip must not end a minutes-long wait); only a
 * node's refusal that no retry heals ends it.
 */
final class ReceiptPoll {
  /** How many empty polls pass between two looks at the nonce (and at least this long). */
  private static final int WATCH_EVERY_POLLS = 4;

  final StepFuture<TransactionReceipt> result = new StepFuture<>();
  private final EthRpcClient rpc;
  private final ReceiptWait wait;
  private final @Nullable SignedTransaction signed;
  private final long start = System.nanoTime();
  private final CallRecorder recorder;
  private @Nullable Bytes32 hash;
  private @Nullable Address from;
  private @Nullable Long nonce;
  /** The transaction as the node reported it, for replaying a revert when the signed bytes are not held. */
  private @Nullable RpcTransaction seen;
  private @Nullable TradingException lastFailure;
  private @Nullable TradingException pollFailure;
  private int polls;
  private long pollStart;
  private long lastWatch = System.nanoTime();
  private int emptyPolls;
  private long startBlock = -1;

  private ReceiptPoll(EthRpcClient rpc, ReceiptWait wait, @Nullable SignedTransaction signed, @Nullable Bytes32 hash,
      @Nullable Address from, @Nullable Long nonce) {
    this.rpc = rpc;
    this.wait = wait;
    this.signed = signed;
    this.hash = hash;
    this.from = from;
    this.nonce = nonce;
    this.recorder = CallRecorder.start(CallStart.builder().kind(CallKind.RECEIPT_WAIT)
        .operation(PendingTransaction.WAIT_OPERATION).method("POST").pathTemplate("/").maxAttempts(maxPolls(wait))
        .build(), rpc.callListeners(), null);
  }

  /** Waits for a transaction whose signed bytes are held: sent again if the node forgets it. */
  static ReceiptPoll of(EthRpcClient rpc, SignedTransaction signed, ReceiptWait wait) {
    return new ReceiptPoll(rpc, wait, signed, signed.hash(), signed.from(), nonceOf(signed));
  }

  /** Waits for a transaction known by hash only. */
  static ReceiptPoll byHash(EthRpcClient rpc, Bytes32 hash, ReceiptWait wait) {
    return new ReceiptPoll(rpc, wait, null, hash, null, null);
  }

  /** Waits for whichever transaction uses {@code nonce} of {@code from}. */
  static ReceiptPoll byNonce(EthRpcClient rpc, Address from, long nonce, ReceiptWait wait) {
    return new ReceiptPoll(rpc, wait, null, null, from, nonce);
  }

  /** Starts the wait; the future completes with the receipt or the typed failure. */
  StepFuture<TransactionReceipt> run() {
    if (recorder.isObserved()) {
      result.whenComplete((receipt, error) -> recorder.end(end(error)));
    }
    result.guard(hash == null ? this::findStartBlock : this::ask);
    return result;
  }

  // ------------------------------------------------------------------ by hash

  private void ask() {
    polls++;
    pollStart = System.nanoTime();
    pollFailure = null;
    Bytes32 h = hash;
    if (h == null) {
      askNonce();
      return;
    }
    askReceipt(h, () -> {
      emptyPolls++;
      if (watchDue()) {
        watch();
      } else {
        later("no receipt");
      }
    });
  }

  /** Confirms {@code h} when the node has its receipt, runs {@code noReceipt} when not, polls again on a failure. */
  private void askReceipt(Bytes32 h, Runnable noReceipt) {
    result.call(() -> rpc.getTransactionReceiptAsync(h), (receipt, error) -> {
      if (error != null) {
        tolerate(error);
        later("no receipt");
      } else if (receipt.isPresent()) {
        confirm(receipt.get());
      } else {
        noReceipt.run();
      }
    });
  }

  private boolean watchDue() {
    return emptyPolls % WATCH_EVERY_POLLS == 0
        || System.nanoTime() - lastWatch >= wait.watchAtLeastEvery().toNanos();
  }

  /** Learns the sender and nonce when unknown, then looks at the nonce. */
  private void watch() {
    lastWatch = System.nanoTime();
    Bytes32 h = hash;
    if (from == null || nonce == null) {
      result.call(() -> rpc.getTransactionByHashAsync(h), (found, error) -> {
        if (error == null && found.isPresent()) {
          seen = found.get();
          from = seen.from();
          nonce = seen.nonce().longValue();
        } else if (error != null) {
          tolerate(error);
        }
        later("no receipt");
      });
      return;
    }
    result.call(() -> rpc.getTransactionCountAsync(from, BlockTag.LATEST), (mined, error) -> {
      if (error != null) {
        tolerate(error);
        later("no receipt");
      } else if (mined > nonce) {
        settleUsedNonce(h);
      } else if (signed != null) {
        keepKnown();
      } else {
        later("no receipt");
      }
    });
  }

  /** The nonce is used: by this transaction (its receipt came meanwhile) or by another. */
  private void settleUsedNonce(Bytes32 h) {
    askReceipt(h, () -> findUser(from, nonce, replacement -> {
      if (h.equals(replacement)) {
        // The block that used the nonce holds this very transaction: mined, its receipt not served yet (an endpoint
        // whose receipt index lags its head). Never "replaced": the caller would send the intent again.
        later("mined, its receipt not served yet");
        return;
      }
      TransactionReplacedException replaced = new TransactionReplacedException(h, from, nonce, replacement);
      polled(false);
      ended(replaced);
      result.completeExceptionally(replaced);
    }));
  }

  /** The nonce is free: a node that forgot the transaction gets the same bytes again. */
  private void keepKnown() {
    SignedTransaction tx = signed;
    result.call(() -> rpc.getTransactionByHashAsync(tx.hash()), (found, error) -> {
      if (error != null) {
        tolerate(error);
        later("no receipt");
      } else if (found.isPresent()) {
        later("no receipt");
      } else {
        result.call(() -> rpc.sendRawTransactionAsync(tx), (sent, sendError) -> {
          if (sendError instanceof TradingException) {
            lastFailure = (TradingException) sendError; // the next look settles it; a refusal is no end of the wait
          }
          later("no receipt");
        });
      }
    });
  }

  // ------------------------------------------------------------------ by sender and nonce

  private void findStartBlock() {
    result.call(() -> rpc.blockNumberAsync(), (latest, error) -> {
      if (error != null) {
        tolerate(error);
        result.sleep(rpc.scheduler(), wait.pollInterval(), this::findStartBlock);
        return;
      }
      startBlock = latest;
      ask();
    });
  }

  private void askNonce() {
    result.call(() -> rpc.getTransactionCountAsync(from, BlockTag.LATEST), (mined, error) -> {
      if (error != null) {
        tolerate(error);
        later("nonce " + nonce + " not used");
      } else if (mined > nonce) {
        findUser(from, nonce, found -> {
          if (found == null) {
            later("the transaction using nonce " + nonce + " not found");
            return;
          }
          hash = found;
          result.call(() -> rpc.getTransactionReceiptAsync(found), (receipt, receiptError) -> {
            if (receiptError != null || !receipt.isPresent()) {
              hash = null;
              if (receiptError != null) {
                tolerate(receiptError);
              }
              later("no receipt");
            } else {
              confirm(receipt.get());
            }
          });
        });
      } else {
        later("nonce " + nonce + " not used");
      }
    });
  }

  /**
   * Finds the mined transaction of {@code sender} with {@code n} in the blocks since the wait began (at most {@value
   * NonceUserSearch#MAX_SCANNED_BLOCKS}), newest first; hands null to {@code then} when not found.
   */
  private void findUser(Address sender, long n, java.util.function.Consumer<@Nullable Bytes32> then) {
    NonceUserSearch.find(result, rpc, sender, n, startBlock, (found, error) -> {
      if (error != null) {
        tolerate(error);
      }
      then.accept(found);
    });
  }

  // ------------------------------------------------------------------ the end

  /** A failed poll is asked again unless the node refused in a way no retry heals. */
  private void tolerate(Throwable error) {
    if (!(error instanceof TradingException)
        || error instanceof EthRpcException && !NodeErrors.isTransient((TradingException) error)) {
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
    result.call(() -> rpc.blockNumberAsync(), (latest, error) -> {
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
    CallRequest known = replay();
    if (known != null) {
      explainRevert(receipt, known);
      return;
    }
    result.call(() -> rpc.getTransactionByHashAsync(receipt.transactionHash()), (found, error) -> {
      seen = found == null ? null : found.orElse(null);
      CallRequest call = replay();
      if (call == null) {
        reverted(receipt, new RevertReason.Empty());
      } else {
        explainRevert(receipt, call);
      }
    });
  }

  private void explainRevert(TransactionReceipt receipt, CallRequest call) {
    result.call(() -> rpc.callAsync(call, BlockTag.number(receipt.blockNumber())), (output, error) ->
        reverted(receipt, error instanceof ExecutionRevertedException
            ? ((ExecutionRevertedException) error).reason() : new RevertReason.Empty()));
  }

  private void reverted(TransactionReceipt receipt, RevertReason reason) {
    TransactionRevertedException reverted = new TransactionRevertedException(receipt, reason);
    ended(reverted);
    result.completeExceptionally(reverted);
  }

  /** The transaction as a call: run at its block, it reverts again and says why. */
  private @Nullable CallRequest replay() {
    if (signed != null) {
      return CallRequest.builder().from(signed.from()).to(signed.transaction().to().orElse(null))
          .data(signed.transaction().data()).value(signed.transaction().value())
          .gas(signed.transaction().gasLimit()).build();
    }
    RpcTransaction tx = seen;
    if (tx == null) {
      return null;
    }
    return CallRequest.builder().from(tx.from()).to(tx.to().orElse(null)).data(tx.input()).value(tx.value())
        .gas(tx.gas()).build();
  }

  private void later(String missing) {
    Duration waited = Duration.ofNanos(System.nanoTime() - start);
    Duration left = wait.timeout().minus(waited);
    polled(left.compareTo(Duration.ZERO) > 0);
    if (left.isNegative() || left.isZero()) {
      ReceiptTimeoutException timeout = new ReceiptTimeoutException(hash != null ? hash : Bytes32.of(new byte[32]), waited,
          hash != null ? missing : "nonce " + nonce + " of " + from + ": " + missing);
      Optional.ofNullable(lastFailure).ifPresent(timeout::addSuppressed);
      ended(timeout);
      result.completeExceptionally(timeout);
      return;
    }
    Duration pause = wait.pollInterval().compareTo(left) < 0 ? wait.pollInterval() : left;
    result.sleep(rpc.scheduler(), pause, this::ask);
  }

  /** Tells the end before the future completes, so a caller woken by it finds the end told. */
  private void ended(@Nullable Throwable failure) {
    if (recorder.isObserved()) {
      recorder.end(end(failure));
    }
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

  private static CallOutcome outcomeOf(Throwable failure) {
    if (failure instanceof ReceiptTimeoutException) {
      return CallOutcome.TIMEOUT;
    }
    if (failure instanceof TransactionRevertedException || failure instanceof TransactionReplacedException) {
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

  /** The nonce of a signed transaction (every nonce a sender hands out is below 2^63). */
  static long nonceOf(SignedTransaction signed) {
    BigInteger n = signed.transaction().nonce();
    if (n.bitLength() > 63) {
      throw new ArithmeticException("nonce " + n + " does not fit a long; read transaction().transaction().nonce()");
    }
    return n.longValue(); // not longValueExact: Android API 31
  }
}
