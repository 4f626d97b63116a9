package io.tradingsdk.wallet.internal;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;

/**
 * An asynchronous lock, first come first served: {@link #lock()} answers a future completed when the caller holds
 * the lock, and no thread blocks while it waits. The nonce managers keep one per key (sdk-wallet's local manager, and
 * each instance of sdk-wallet-cluster's).
 *
 * <p>Internal: not part of the SDK's API (the package is left out of the API baseline) and may change in any release.
 */
public class AsyncMutex {
  private final Queue<CompletableFuture<Void>> waiting = new ArrayDeque<>();
  private boolean held;

  /**
   * The caller's turn: already complete when the lock was free, else completed when every earlier caller has
   * unlocked. A waiter that gives up completes (or cancels) its future itself; {@link #unlock()} then passes it by.
   */
  public final synchronized CompletableFuture<Void> lock() {
    if (!held) {
      held = true;
      return CompletableFuture.completedFuture(null);
    }
    CompletableFuture<Void> turn = new CompletableFuture<>();
    waiting.add(turn);
    return turn;
  }

  /** Hands the lock to the next waiter that has not withdrawn, or frees it. Only the holder calls it. */
  public final void unlock() {
    while (true) {
      CompletableFuture<Void> turn;
      synchronized (this) {
        turn = waiting.poll();
        if (turn == null) {
          held = false;
          return;
        }
      }
      // Completed outside the lock: the waiter's continuation may run right here.
      if (turn.complete(null)) {
        return;
      }
    }
  }
}
