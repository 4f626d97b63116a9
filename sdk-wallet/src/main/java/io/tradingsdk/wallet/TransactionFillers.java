package io.tradingsdk.wallet;

import io.tradingsdk.signing.tx.Authorization;
import io.tradingsdk.signing.tx.SignedAuthorization;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;

/**
 * The {@link TransactionFiller} steps {@link TransactionSender} runs by default, each usable on its own in a chain of
 * one's own ({@link TransactionSender.Builder#fillers}). In the manner of alloy's fillers and viem's {@code
 * prepareTransactionRequest}: small steps in a fixed order, each filling only what is still missing.
 */
public final class TransactionFillers {
  private static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

  private TransactionFillers() {}

  /**
   * The default chain, in its order: {@link #chainIdCheck()}, {@link #eip1559Fees()}, {@link #gasEstimate()}, {@link
   * #nonce()}, {@link #delegation()}, {@link #gasEstimate()} again. The gas is estimated before the nonce is taken
   * (a call that reverts then holds no nonce), except for a self-delegation, whose estimate needs the signed
   * authorization and so the nonce: the second gas step estimates it. A fresh list each call (the chain id check
   * remembers its node's answer).
   */
  public static List<TransactionFiller> defaults() {
    return defaultsWithFees(eip1559Fees());
  }

  /** {@link #defaults()} with {@code fees} in place of {@link #eip1559Fees()}: a fee strategy of one's own. */
  public static List<TransactionFiller> defaultsWithFees(TransactionFiller fees) {
    Objects.requireNonNull(fees, "fees");
    TransactionFiller gas = gasEstimate();
    return List.of(chainIdCheck(), fees, gas, nonce(), delegation(), gas);
  }

  /**
   * Checks that the node is on the transaction's chain ({@code eth_chainId}), failing the send with {@link
   * ChainMismatchException} otherwise; fills nothing. Asks once per node: it remembers the answer of the last node it
   * asked.
   */
  public static TransactionFiller chainIdCheck() {
    return new ChainIdCheck();
  }

  /**
   * Fills the fees the request and the options leave out, as the sender always has: nothing when a gas price, or
   * both EIP-1559 caps, are set; otherwise the next block's base fee from {@code eth_feeHistory} and the tip from
   * {@code eth_maxPriorityFeePerGas} (zero on a node without the method; never above a set fee cap), the fee cap
   * being twice the base fee plus the tip. A node without {@code eth_feeHistory} gets a legacy price from {@code
   * eth_gasPrice}, unless a cap is set or the transaction is type 4.
   */
  public static TransactionFiller eip1559Fees() {
    return TransactionFillers::fillEip1559Fees;
  }

  /**
   * Fills the gas limit from {@code eth_estimateGas}, run with the fees the transaction will pay: without them the
   * node runs it at gas price 0, where a contract that reads {@code tx.gasprice} (UniswapX's priority-order reactor)
   * behaves otherwise than it will. When the estimate with fees fails with "gas required exceeds allowance" and
   * succeeds without them, the balance is what is short: {@link InsufficientFundsException}, as the broadcast would
   * have said. Does nothing when a gas limit is set, or while a self-delegation waits for its nonce.
   */
  public static TransactionFiller gasEstimate() {
    return TransactionFillers::fillGasEstimate;
  }

  /**
   * Fills the nonce from the sender's {@link NonceManager} (unless the options set one): a reservation held until
   * the node has the transaction, given back when the send ends without broadcasting, resynchronised from the node
   * when a broadcast was in flight. Requires the sender's manager, so it works only inside a {@link
   * TransactionSender}.
   */
  public static TransactionFiller nonce() {
    return TransactionFillers::fillNonce;
  }

  /**
   * Signs the self-delegation of {@link SendOptions.Builder#delegateTo} (for the nonce after the transaction's own,
   * as the sender is the authority) and adds it to the authorizations; nothing without one. Runs after the nonce.
   */
  public static TransactionFiller delegation() {
    return TransactionFillers::fillDelegation;
  }

  // ------------------------------------------------------------------ the steps

  private static final class ChainIdCheck implements TransactionFiller {
    /** The chain id a node answered. */
    private record Known(EthRpcClient rpc, long chainId) {}

    private volatile @Nullable Known known;

    @Override
    public CompletableFuture<?> fill(TransactionDraft draft) {
      EthRpcClient rpc = draft.rpc();
      Known k = known;
      if (k != null && k.rpc == rpc) {
        match(draft, k.chainId);
        return DONE;
      }
      return draft.track(rpc.chainIdAsync()).thenAccept(chainId -> {
        known = new Known(rpc, chainId);
        match(draft, chainId);
      });
    }

    private static void match(TransactionDraft draft, long chainId) {
      if (chainId != draft.chainId()) {
        throw new ChainMismatchException(draft.chainId(), chainId);
      }
    }

    @Override
    public String toString() {
      return "chainIdCheck";
    }
  }

  private static CompletableFuture<?> fillEip1559Fees(TransactionDraft draft) {
    BigInteger gasPrice = draft.gasPrice().orElse(null);
    BigInteger maxFee = draft.maxFeePerGas().orElse(null);
    BigInteger tip = draft.maxPriorityFeePerGas().orElse(null);
    if (gasPrice != null || maxFee != null && tip != null) {
      return DONE;
    }
    CompletableFuture<Void> done = new CompletableFuture<>();
    EthRpcClient rpc = draft.rpc();
    then(done, draft.track(rpc.feeHistoryAsync(1, BlockTag.LATEST)), (history, error) -> {
      if (error instanceof MethodNotFoundException && maxFee == null && tip == null && !draft.isSetCode()) {
        then(done, draft.track(rpc.gasPriceAsync()), (price, priceError) -> {
          StepFuture.rethrow(priceError);
          draft.fillGasPrice(price);
          done.complete(null);
        });
        return;
      }
      StepFuture.rethrow(error);
      BigInteger baseFee = history.nextBaseFeePerGas();
      if (tip != null) {
        draft.fillMaxFeePerGas(maxFee != null ? maxFee : baseFee.shiftLeft(1).add(tip));
        done.complete(null);
        return;
      }
      then(done, draft.track(rpc.maxPriorityFeePerGasAsync()), (suggested, tipError) -> {
        BigInteger suggestedTip = suggested;
        if (tipError instanceof MethodNotFoundException) {
          suggestedTip = BigInteger.ZERO; // a node without the method: no tip beyond the base fee
        } else {
          StepFuture.rethrow(tipError);
        }
        BigInteger chosenTip = maxFee != null && suggestedTip.compareTo(maxFee) > 0 ? maxFee : suggestedTip;
        draft.fillMaxFeePerGas(maxFee != null ? maxFee : baseFee.shiftLeft(1).add(chosenTip));
        draft.fillMaxPriorityFeePerGas(chosenTip);
        done.complete(null);
      });
    });
    return done;
  }

  private static CompletableFuture<?> fillGasEstimate(TransactionDraft draft) {
    if (draft.gasLimit().isPresent() || draft.delegationPending()) {
      return DONE;
    }
    BigInteger gasPrice = draft.gasPrice().orElse(null);
    BigInteger maxFee = draft.maxFeePerGas().orElse(null);
    BigInteger tip = draft.maxPriorityFeePerGas().orElse(null);
    boolean priced = gasPrice != null || maxFee != null || tip != null;
    List<SignedAuthorization> authorizations = draft.authorizations();
    CallRequest call = draft.call(authorizations, maxFee == null && tip == null ? gasPrice : null, maxFee, tip);
    CompletableFuture<Void> done = new CompletableFuture<>();
    then(done, draft.track(draft.rpc().estimateGasAsync(call)), (estimate, error) -> {
      if (priced && error instanceof EthRpcException && !(error instanceof ExecutionRevertedException)
          && ((EthRpcException) error).nodeMessage().toLowerCase(Locale.ROOT).contains("exceeds allowance")) {
        EthRpcException pricedError = (EthRpcException) error;
        CallRequest unpricedCall = draft.call(authorizations, null, null, null);
        then(done, draft.track(draft.rpc().estimateGasAsync(unpricedCall)), (unpriced, unpricedError) -> {
          if (unpricedError != null) {
            throw pricedError;
          }
          BigInteger price = maxFee != null ? maxFee : gasPrice;
          throw new InsufficientFundsException(pricedError.method() + ": " + pricedError.nodeMessage()
              + ": the balance of " + draft.from() + " does not pay the " + unpriced + " gas the call needs at "
              + price + " wei per gas", pricedError.method(), pricedError.code(), pricedError.nodeMessage(),
              pricedError.data().orElse(null), pricedError.httpStatus(), pricedError.attempts());
        });
        return;
      }
      StepFuture.rethrow(error);
      draft.fillGasLimit(estimate);
      done.complete(null);
    });
    return done;
  }

  private static CompletableFuture<?> fillNonce(TransactionDraft draft) {
    if (draft.nonce().isPresent()) {
      return DONE;
    }
    NonceKey key = NonceKey.of(draft.chainId(), draft.from());
    return draft.track(draft.nonceManager().reserve(key, draft.nonceSource())).thenAccept(reservation -> {
      // However the send ends (a failure of a later step, a cancel), an unfinished reservation is finished:
      // released when nothing was broadcast, resynchronised when a broadcast was in flight.
      draft.stages().whenComplete((sent, failure) -> {
        if (!reservation.isFinished()) {
          if (draft.broadcasting) {
            reservation.resync();
          } else {
            reservation.release();
          }
        }
      });
      draft.nonce(reservation.nonce(), reservation);
    });
  }

  private static CompletableFuture<?> fillDelegation(TransactionDraft draft) {
    if (!draft.delegationPending()) {
      return DONE;
    }
    long nonce = draft.nonce().orElseThrow(() -> new IllegalStateException(
        "delegation: the transaction has no nonce yet; put the nonce step before the delegation step"));
    draft.delegation(Authorization.of(draft.chainId(), draft.delegateTo().orElseThrow(), nonce + 1)
        .sign(draft.signer()));
    return DONE;
  }

  // ------------------------------------------------------------------ plumbing

  /**
   * Hands {@code call}'s outcome (the failure unwrapped) to {@code then}; whatever {@code then} throws fails
   * {@code done}.
   */
  private static <T> void then(CompletableFuture<Void> done, CompletableFuture<T> call,
      BiConsumer<@Nullable T, @Nullable Throwable> then) {
    call.whenComplete((value, error) -> {
      if (done.isDone()) {
        return;
      }
      try {
        then.accept(value, error == null ? null : StepFuture.unwrap(error));
      } catch (Throwable t) {
        done.completeExceptionally(t);
      }
    });
  }
}
