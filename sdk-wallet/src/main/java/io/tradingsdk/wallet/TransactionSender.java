package io.tradingsdk.wallet;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.TransactionRequest5792;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.lp.ApprovalTransactionRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.core.ClientClosedException;
import io.tradingsdk.core.InvalidRequestException;
import io.tradingsdk.core.TradingException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Sends what the Trading API returned: takes a {@link TransactionRequest} (from {@code /swap}, {@code /swap_7702},
 * {@code /check_approval}, the LP endpoints, or a call of {@code /swap_5792}) and a {@link Signer}, and
 *
 * <ol>
 *   <li>checks the node's chain id against the transaction's, and the signer against its {@code from};
 *   <li>fills what the request leaves out, never overwriting what it (or the caller's {@link SendOptions}) sets:
 *       the EIP-1559 fees from {@code eth_feeHistory} and {@code eth_maxPriorityFeePerGas} (fee cap = twice the
 *       next block's base fee plus the tip), the gas limit from {@code eth_estimateGas} (run with those fees, as the
 *       transaction will be), and the nonce from the {@link NonceManager}: the steps of {@link
 *       TransactionFillers#defaults()}, which {@link Builder#fillers} or {@link Builder#feeFiller} replace;
 *   <li>signs through {@code sdk-signing} (the {@code Signer} signs the digest, so a KMS key works as a local one);
 *   <li>broadcasts, never blindly twice (see {@link EthRpcClient#sendRawTransaction}), and returns a {@link
 *       PendingTransaction} that waits for the receipt and decodes a revert.
 * </ol>
 *
 * <pre>{@code
 * TransactionSender sender = TransactionSender.builder(rpc, signer).build();
 * TransactionReceipt receipt = sender.send(swapResponse.swap()).awaitReceipt();
 * }</pre>
 *
 * <p><b>Nonces.</b> Concurrent sends from one key take consecutive nonces: a reservation is held from signing until
 * the node has the transaction, then committed; a refusal before the node took it releases the nonce; a "nonce
 * too low" answered to the only attempt (another wallet used it) resynchronises from the node's pending count and,
 * when the sender chose the nonce, tries once more with a fresh one (after an earlier attempt that may have reached
 * the node, the nonce may be this transaction's own: that outcome is settled, never signed again); a "replacement
 * underpriced" or "nonce too high" resynchronises too. By default every sender of this JVM shares one {@link
 * NonceManager#local()}.
 *
 * <p><b>Never wrong about what it sent.</b> Only a refusal that proves the node did not take the transaction (its
 * own typed refusal of the only attempt: nonce, funds, fees, gas, type; an HTTP 4xx other than 429) ends a send
 * with "not sent" and gives the nonce back. After any other failure of an attempt that may have reached the node
 * (a lost connection, a timeout, a 5xx, a -32603 from a gateway that forwarded it, a truncated answer), the nonce
 * stays taken and the sender settles the outcome before it answers, for up to {@link Builder#settleTimeout}: it
 * looks the hash up, watches the nonce, and sends the same signed bytes again while the nonce is free (at most one
 * of them can ever be mined). The send then returns the {@link PendingTransaction}, or throws {@link
 * TransactionReplacedException} (another transaction used the nonce: this one never will be mined), the node's
 * refusal of those very bytes, or {@link BroadcastUnknownException} whose {@code pending()} keeps settling.
 *
 * <p><b>Crash safety.</b> {@link SendOptions.Builder#beforeBroadcast} hands the signed transaction to the
 * application's journal before anything is sent; after a restart, {@link #resume(SignedTransaction)} settles it
 * without signing anything new.
 *
 * <p><b>Failures</b> before broadcasting: {@link ChainMismatchException}, {@link InvalidTransactionException}
 * (naming the field), {@link ExecutionRevertedException} when the gas estimate reverts (decoded), the node's typed
 * refusals ({@link InsufficientFundsException}, {@link FeeCapTooLowException}...). Thread-safe.
 */
public final class TransactionSender {
  /** The manager of the senders built without one: one per JVM, so two senders of a key never clash. */
  private static final NonceManager SHARED_NONCES = NonceManager.local();

  private final EthRpcClient rpc;
  private final Signer signer;
  private final NonceManager nonces;
  private final NonceSource nonceSource;
  private final ReceiptWait receiptWait;
  private final Duration settleTimeout;
  private final List<TransactionFiller> fillers;

  private TransactionSender(Builder b) {
    this.rpc = b.rpc;
    this.signer = b.signer;
    this.nonces = b.nonces;
    this.nonceSource = NonceSource.of(rpc);
    this.receiptWait = b.receiptWait;
    this.settleTimeout = b.settleTimeout;
    if (b.fillers != null) {
      this.fillers = b.fillers;
    } else {
      this.fillers = TransactionFillers.defaultsWithFees(b.feeFiller != null ? b.feeFiller
          : TransactionFillers.eip1559Fees());
    }
  }

  /** A builder for sends through {@code rpc}, signed by {@code signer}. */
  public static Builder builder(EthRpcClient rpc, Signer signer) {
    return new Builder(rpc, signer);
  }

  /** The signer's address: the sender of every transaction. */
  public Address address() {
    return signer.address();
  }

  /** Fills, signs and broadcasts {@code request}; see the class comment. */
  public PendingTransaction send(TransactionRequest request) {
    return send(request, SendOptions.none());
  }

  /** {@link #send(TransactionRequest)} with what the caller adds. */
  public PendingTransaction send(TransactionRequest request, SendOptions options) {
    return EthRpcClient.await(sendAsync(request, options), "send");
  }

  /**
   * {@link #send(TransactionRequest)}, asynchronously. Cancelling the future aborts the call in flight. A cancel that
   * comes before the broadcast starts (while the nonce, the fees or the {@code beforeBroadcast} hook are at work)
   * sends nothing and gives the nonce back; one that comes once the broadcast has started cannot take the
   * transaction back, so its nonce stays taken until the node is asked again.
   */
  public CompletableFuture<PendingTransaction> sendAsync(TransactionRequest request) {
    return sendAsync(request, SendOptions.none());
  }

  /** {@link #send(TransactionRequest, SendOptions)}, asynchronously. */
  public CompletableFuture<PendingTransaction> sendAsync(TransactionRequest request, SendOptions options) {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(options, "options");
    return start(TransactionDraft.of(request), options);
  }

  /** Sends an LP approval's transaction. */
  public PendingTransaction send(ApprovalTransactionRequest approval) {
    return send(approval.transaction());
  }

  /**
   * Sends what {@code /check_approval} asked for: the allowance reset ({@code cancel}) first when present, then the
   * approval; none when the allowance is enough. Their nonces are consecutive, so they run in that order.
   */
  public List<PendingTransaction> sendApprovals(CheckApprovalResponse response) {
    List<PendingTransaction> sent = new ArrayList<>();
    if (response.cancel() != null) {
      sent.add(send(response.cancel()));
    }
    if (response.approval() != null) {
      sent.add(send(response.approval()));
    }
    return Collections.unmodifiableList(sent);
  }

  /** Sends the transactions of an LP approval response, in its order (resets come before their approvals). */
  public List<PendingTransaction> sendApprovals(LpApprovalResponse response) {
    List<PendingTransaction> sent = new ArrayList<>();
    for (ApprovalTransactionRequest approval : response.transactionsOrEmpty()) {
      sent.add(send(approval));
    }
    return Collections.unmodifiableList(sent);
  }

  /**
   * {@link #sendApprovals(CheckApprovalResponse)}, asynchronously and holding no thread: the reset ({@code cancel})
   * when present, then the approval, the second started once the node has the first (consecutive nonces, in that
   * order). Completes with both pending transactions, or with the failure of the one that failed, typed as {@link
   * #send} types it: a refusal means that one was not broadcast, while a {@link BroadcastUnknownException} (it may
   * have been; follow {@code pending()}) or a {@link TransactionReplacedException} does not; the ones before it were
   * broadcast (see the class comment). Cancelling the future aborts the send in flight and starts no other.
   */
  public CompletableFuture<List<PendingTransaction>> sendApprovalsAsync(CheckApprovalResponse response) {
    Objects.requireNonNull(response, "response");
    List<TransactionRequest> requests = new ArrayList<>();
    if (response.cancel() != null) {
      requests.add(response.cancel());
    }
    if (response.approval() != null) {
      requests.add(response.approval());
    }
    return sendInOrder(requests);
  }

  /**
   * {@link #sendApprovals(LpApprovalResponse)}, asynchronously and holding no thread: the transactions in the
   * response's order, each started once the node has the one before. Failure and cancellation as {@link
   * #sendApprovalsAsync(CheckApprovalResponse)}.
   */
  public CompletableFuture<List<PendingTransaction>> sendApprovalsAsync(LpApprovalResponse response) {
    Objects.requireNonNull(response, "response");
    List<TransactionRequest> requests = new ArrayList<>();
    for (ApprovalTransactionRequest approval : response.transactionsOrEmpty()) {
      requests.add(approval.transaction());
    }
    return sendInOrder(requests);
  }

  /** Sends {@code requests} one after the other; cancelling the result cancels the send in flight. */
  private CompletableFuture<List<PendingTransaction>> sendInOrder(List<TransactionRequest> requests) {
    CompletableFuture<List<PendingTransaction>> result = new CompletableFuture<>();
    List<PendingTransaction> sent = new ArrayList<>();
    AtomicReference<@Nullable CompletableFuture<PendingTransaction>> inFlight = new AtomicReference<>();
    result.whenComplete((r, e) -> {
      CompletableFuture<PendingTransaction> current = inFlight.get();
      if (result.isCancelled() && current != null) {
        current.cancel(false);
      }
    });
    sendNext(requests, 0, sent, inFlight, result);
    return result;
  }

  private void sendNext(List<TransactionRequest> requests, int index, List<PendingTransaction> sent,
      AtomicReference<@Nullable CompletableFuture<PendingTransaction>> inFlight,
      CompletableFuture<List<PendingTransaction>> result) {
    if (result.isDone()) {
      return; // cancelled: start nothing more
    }
    if (index == requests.size()) {
      result.complete(Collections.unmodifiableList(sent));
      return;
    }
    CompletableFuture<PendingTransaction> step;
    try {
      step = sendAsync(requests.get(index));
    } catch (RuntimeException e) {
      result.completeExceptionally(e);
      return;
    }
    inFlight.set(step);
    if (result.isCancelled()) {
      step.cancel(false);
    }
    step.whenComplete((pending, error) -> {
      if (error != null) {
        result.completeExceptionally(error instanceof CompletionException
            && error.getCause() != null ? error.getCause() : error);
      } else {
        sent.add(pending);
        sendNext(requests, index + 1, sent, inFlight, result);
      }
    });
  }

  /**
   * Sends the calls of a {@code /swap_5792} batch one by one, from the batch's {@code from}, in order (consecutive
   * nonces): what a wallet without EIP-5792 support does with a batch.
   */
  public List<PendingTransaction> sendCalls(Swap5792Response batch) {
    List<PendingTransaction> sent = new ArrayList<>();
    for (TransactionRequest5792 call : batch.calls()) {
      sent.add(EthRpcClient.await(start(TransactionDraft.of(batch, call), SendOptions.none()), "send"));
    }
    return Collections.unmodifiableList(sent);
  }

  /**
   * Settles a transaction this sender signed whose broadcast may or may not have happened: the one an
   * application wrote to its journal ({@link SendOptions.Builder#beforeBroadcast}) before it crashed, or the one
   * of a {@link BroadcastUnknownException}. Looks its hash up; when the node lacks it and its nonce is still
   * free, sends the same signed bytes again (the same hash: at most one of them can ever be mined). Never signs
   * anything.
   *
   * @return the pending transaction, once the node has it (or has mined it)
   * @throws TransactionReplacedException when another transaction used its nonce: it will never be mined, and
   *     the intent may be sent again
   * @throws EthRpcException the node's refusal of these very bytes ({@link InsufficientFundsException}, {@link
   *     FeeCapTooLowException}...): it was not taken
   * @throws BroadcastUnknownException when the node kept failing for the settle timeout
   */
  public PendingTransaction resume(SignedTransaction transaction) {
    return EthRpcClient.await(resumeAsync(transaction), "resume");
  }

  /** {@link #resume}, asynchronously. */
  public CompletableFuture<PendingTransaction> resumeAsync(SignedTransaction transaction) {
    Objects.requireNonNull(transaction, "transaction");
    NonceKey key = NonceKey.of(transaction.transaction().chainId(), transaction.from());
    return BroadcastSettlement.settle(rpc, transaction, receiptWait, settleTimeout,
        new IllegalStateException("resumed: the broadcast's outcome was not recorded"), () -> nonces.reset(key));
  }

  /** How this sender's pending transactions wait for their receipt. */
  ReceiptWait receiptWait() {
    return receiptWait;
  }

  @Override
  public String toString() {
    return "TransactionSender{" + signer.address() + " via " + rpc + "}";
  }

  // ------------------------------------------------------------------ the steps of one send

  private CompletableFuture<PendingTransaction> start(TransactionDraft draft, SendOptions options) {
    Send send = new Send(draft, options);
    send.result.guard(send::begin);
    return send.result;
  }

  /** One send: the filler steps in order, then signing and broadcasting; each step's call is the one a cancel aborts. */
  private final class Send {
    final StepFuture<PendingTransaction> result = new StepFuture<>();
    final TransactionDraft draft;
    final SendOptions options;
    /** The index of the step that reserved the nonce: a nonce the node refuses as too low is taken again from it. */
    int nonceStep = -1;
    boolean retriedNonce;

    Send(TransactionDraft draft, SendOptions options) {
      this.draft = draft;
      this.options = options;
    }

    void begin() {
      if (!signer.address().equals(draft.from())) {
        throw new InvalidTransactionException("from", "the transaction is from " + draft.from()
            + ", but the signer's address is " + signer.address());
      }
      draft.begin(rpc, signer, result, nonces, nonceSource, options);
      fillFrom(0);
    }

    /** Runs the filler steps from {@code index} on, one after another, then signs and broadcasts. */
    void fillFrom(int index) {
      if (index == fillers.size()) {
        signAndBroadcast(draft.reservation());
        return;
      }
      result.call(() -> Objects.requireNonNull(fillers.get(index).fill(draft),
          () -> "filler " + fillers.get(index) + " returned no future"), (done, error) -> {
        StepFuture.rethrow(error);
        if (nonceStep < 0 && draft.reservation() != null) {
          nonceStep = index;
        }
        fillFrom(index + 1);
      });
    }

    private void signAndBroadcast(@Nullable NonceReservation reservation) {
      if (result.isDone()) {
        return; // cancelled, or failed, while the last step finished: nothing is signed, the nonce is given back
      }
      SignedTransaction signed = draft.toUnsigned().sign(signer);
      if (options.beforeBroadcast().isPresent()) {
        options.beforeBroadcast().get().accept(signed); // throws: nothing sent, the nonce given back
      }
      // Set before call() looks at a cancel for the last time: a cancel that comes after that look finds a broadcast
      // in flight and keeps the nonce (fillNonce); one that came before it sends nothing.
      draft.broadcasting = true;
      result.call(() -> rpc.sendRawTransactionAsync(signed), (hash, error) -> {
        if (error == null) {
          if (reservation != null) {
            reservation.commit();
          }
          result.complete(new PendingTransaction(rpc, signed, receiptWait));
          return;
        }
        // "Nonce too low" proves another transaction used the nonce only when this was the only attempt: after an
        // earlier attempt that may have reached the node, that transaction may be this very one (mined, and not yet
        // found by a lagging look-up). Signing the request again with the next nonce would then run it twice, so
        // that case is settled below like any other outcome in doubt.
        if (error instanceof NonceTooLowException && onlyAttempt(error)) {
          draft.broadcasting = false; // the node has no transaction of ours with this nonce: another one used it
          if (reservation != null) {
            reservation.resync();
            if (!retriedNonce && nonceStep >= 0) {
              retriedNonce = true; // once: the node's pending count is fresh now
              draft.clearReservedNonce();
              fillFrom(nonceStep);
              return;
            }
          }
          throw (NonceTooLowException) error;
        }
        if (isRefusal(error) && onlyAttempt(error)) {
          draft.broadcasting = false; // the only attempt was refused: nothing of it is anywhere
          if ((error instanceof ReplacementUnderpricedException || error instanceof NonceTooHighException)
              && reservation != null) {
            // The node's count differs from ours: another transaction holds this nonce in its pool (another wallet
            // of the key), or the node lacks a nonce below it (it dropped one we sent). Handed out again, the nonce
            // would be refused the same way by every later send; the next send reads the node's count instead.
            reservation.resync();
          } else {
            release(reservation);
          }
          StepFuture.rethrow(error);
        }
        settle(signed, reservation, error);
      });
    }

    /**
     * An attempt may have reached the node: the nonce stays taken (no other transaction gets it while this one may
     * be mined), and the outcome is settled before the caller hears it.
     */
    private void settle(SignedTransaction signed, @Nullable NonceReservation reservation, Throwable error) {
      if (reservation != null) {
        reservation.commit();
      }
      NonceKey key = NonceKey.of(draft.chainId(), draft.from());
      result.call(() -> BroadcastSettlement.settle(rpc, signed, receiptWait, settleTimeout, error,
          () -> nonces.reset(key)), (pending, failure) -> {
            if (failure instanceof ClientClosedException) {
              // The client closed with the broadcast in doubt: that is no "not sent", and the caller needs the signed
              // bytes to settle them through an open client (resume, or PendingTransaction.of).
              throw new BroadcastUnknownException(new PendingTransaction(rpc, signed, receiptWait), failure);
            }
            StepFuture.rethrow(failure);
            result.complete(pending);
          });
    }
  }

  /**
   * A node's answer that proves it did not take the transaction: a typed refusal of the transaction itself (its
   * nonce, funds, fees, gas, type), a malformed request, or an HTTP 4xx other than 429 (a gateway that refused to
   * forward it). A plain JSON-RPC error (-32603 "internal error" from a gateway that did forward it), a 5xx, a
   * timeout or a lost connection prove nothing.
   */
  static boolean isRefusal(Throwable error) {
    if (error instanceof NonceTooLowException || error instanceof NonceTooHighException
        || error instanceof InsufficientFundsException || error instanceof ReplacementUnderpricedException
        || error instanceof FeeCapTooLowException || error instanceof TipAboveFeeCapException
        || error instanceof IntrinsicGasTooLowException || error instanceof GasLimitTooHighException
        || error instanceof TransactionTypeNotSupportedException || error instanceof ExecutionRevertedException
        || error instanceof MethodNotFoundException || error instanceof InvalidRequestException) {
      return true;
    }
    if (error instanceof EthRpcException) {
      long code = ((EthRpcException) error).code();
      return code == -32600 || code == -32602 || code == -32700; // a request the node could not read
    }
    return error instanceof RpcHttpException && ((RpcHttpException) error).status() < 500
        && ((RpcHttpException) error).status() != 429;
  }

  /**
   * Whether {@code error} answers the only attempt of its call: no earlier attempt may have reached the node. A failure
   * that is no {@link TradingException} was thrown before anything was sent.
   */
  static boolean onlyAttempt(Throwable error) {
    return !(error instanceof TradingException) || ((TradingException) error).attempts() <= 1;
  }

  private static void release(@Nullable NonceReservation reservation) {
    if (reservation != null) {
      reservation.release();
    }
  }

  /** Builds a {@link TransactionSender}. */
  public static final class Builder {
    private final EthRpcClient rpc;
    private final Signer signer;
    private NonceManager nonces = SHARED_NONCES;
    private ReceiptWait receiptWait = ReceiptWait.defaults();
    private Duration settleTimeout = Duration.ofSeconds(30);
    private @Nullable List<TransactionFiller> fillers;
    private @Nullable TransactionFiller feeFiller;

    private Builder(EthRpcClient rpc, Signer signer) {
      this.rpc = Objects.requireNonNull(rpc, "rpc");
      this.signer = Objects.requireNonNull(signer, "signer");
    }

    /** The nonce manager; by default one shared by every sender of this JVM. */
    public Builder nonceManager(NonceManager nonceManager) {
      this.nonces = Objects.requireNonNull(nonceManager, "nonceManager");
      return this;
    }

    /** How {@link PendingTransaction#awaitReceipt()} waits; {@link ReceiptWait#defaults()} by default. */
    public Builder receiptWait(ReceiptWait receiptWait) {
      this.receiptWait = Objects.requireNonNull(receiptWait, "receiptWait");
      return this;
    }

    /**
     * How long a send whose broadcast outcome is unknown (an attempt may have reached the node) keeps settling it
     * (looking the hash up, watching the nonce, sending the same bytes again) before it throws {@link
     * BroadcastUnknownException}; 30 s by default.
     */
    public Builder settleTimeout(Duration settleTimeout) {
      Objects.requireNonNull(settleTimeout, "settleTimeout");
      if (settleTimeout.isNegative() || settleTimeout.isZero()) {
        throw new IllegalArgumentException("settleTimeout: must be > 0, was " + settleTimeout);
      }
      this.settleTimeout = settleTimeout;
      return this;
    }

    /**
     * The steps that fill a transaction before it is signed, in order, in place of {@link
     * TransactionFillers#defaults()} (which fills exactly what this class comment describes). A chain without a
     * nonce step needs the nonce in {@link SendOptions}; one without a fee or gas step needs the request or the
     * options to carry them.
     */
    public Builder fillers(List<TransactionFiller> fillers) {
      Objects.requireNonNull(fillers, "fillers");
      for (int i = 0; i < fillers.size(); i++) {
        Objects.requireNonNull(fillers.get(i), "fillers[" + i + "]");
      }
      this.fillers = List.copyOf(fillers);
      return this;
    }

    /**
     * A fee strategy of one's own in place of the default fee step ({@link TransactionFillers#eip1559Fees()}), the
     * other default steps kept: percentiles of {@code eth_feeHistory}, a gas oracle, a private relay's fee rules.
     */
    public Builder feeFiller(TransactionFiller feeFiller) {
      this.feeFiller = Objects.requireNonNull(feeFiller, "feeFiller");
      return this;
    }

    /**
     * The sender.
     *
     * @throws IllegalStateException when both {@link #fillers} and {@link #feeFiller} are set: put the fee step in
     *     the list instead
     */
    public TransactionSender build() {
      if (fillers != null && feeFiller != null) {
        throw new IllegalStateException("feeFiller: replaces the fee step of the default fillers; with fillers(...)"
            + " set, put the fee step in that list instead");
      }
      return new TransactionSender(this);
    }
  }
}
