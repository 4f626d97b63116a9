package io.tradingsdk.wallet;

import java.util.concurrent.CompletableFuture;

/**
 * One step of filling a transaction before {@link TransactionSender} signs it: it reads the {@link TransactionDraft}
 * and fills what it owns and the draft still lacks (the fees, the gas limit, the nonce...), asking the node when it
 * must. The sender runs its steps in order, each after the one before has completed; the default steps ({@link
 * TransactionFillers#defaults()}) check the chain id, then fill the fees, the gas limit and the nonce as the sender
 * always has. Replace one to change how it is done, for example the fees:
 *
 * <pre>{@code
 * TransactionFiller tipOnePercentAbove = draft -> draft.track(draft.rpc().maxPriorityFeePerGasAsync())
 *     .thenAccept(tip -> {
 *       BigInteger raised = tip.add(tip.divide(BigInteger.valueOf(100)));
 *       draft.fillMaxPriorityFeePerGas(raised);
 *       draft.fillMaxFeePerGas(raised.add(BigInteger.valueOf(30_000_000_000L)));
 *     });
 * TransactionSender sender = TransactionSender.builder(rpc, signer).feeFiller(tipOnePercentAbove).build();
 * }</pre>
 *
 * <p>A step never overrides what the request or the caller's {@link SendOptions} set: the draft's {@code fill...}
 * methods keep those values and say so. A step that fails (its future fails, or it throws) ends the send with that
 * failure, before anything is signed; a nonce it reserved is given back. Pass every node call it makes through
 * {@link TransactionDraft#track}, so that cancelling the send cancels it.
 */
@FunctionalInterface
public interface TransactionFiller {
  /**
   * Fills what this step owns in {@code draft}; the returned future completes when it is done (its value is
   * ignored). Runs on the thread that completed the step before it: do not block.
   */
  CompletableFuture<?> fill(TransactionDraft draft);
}
