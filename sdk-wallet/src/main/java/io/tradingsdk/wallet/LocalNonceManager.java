package io.tradingsdk.wallet;

import io.tradingsdk.wallet.internal.AsyncMutex;
import io.tradingsdk.wallet.internal.FinishOnceReservation;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.jspecify.annotations.Nullable;

/**
 * The in-process {@link NonceManager}: per key, a first-come queue of reservations (an asynchronous lock: a
 * waiting reservation holds no thread) and the next nonce, read from the source at first use and after a resync.
 */
final class LocalNonceManager implements NonceManager {
  private final ConcurrentMap<NonceKey, KeyState> keys = new ConcurrentHashMap<>();

  @Override
  public CompletableFuture<NonceReservation> reserve(NonceKey key, NonceSource source) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(source, "source");
    KeyState state = keys.computeIfAbsent(key, k -> new KeyState());
    CompletableFuture<NonceReservation> result = new CompletableFuture<>();
    CompletableFuture<Void> turn = state.lock();
    result.whenComplete((r, e) -> {
      if (result.isCancelled()) {
        turn.cancel(false); // withdraws a reservation still waiting; a granted turn is handed back below
      }
    });
    turn.whenComplete((granted, notGranted) -> {
      if (notGranted != null) {
        return; // withdrawn before its turn: the queue skips it
      }
      if (result.isDone()) {
        state.unlock();
        return;
      }
      long generation = state.generation();
      Long known = state.next();
      CompletableFuture<Long> start;
      try {
        start = known != null ? CompletableFuture.completedFuture(known) : source.pendingNonce(key);
      } catch (RuntimeException e) {
        state.unlock();
        result.completeExceptionally(e);
        return;
      }
      start.whenComplete((nonce, error) -> {
        if (error != null || nonce == null) {
          state.unlock();
          result.completeExceptionally(error != null ? StepFuture.unwrap(error)
              : new IllegalStateException("the nonce source gave no nonce for " + key));
          return;
        }
        state.seed(nonce);
        Reservation reservation = new Reservation(state, key, nonce, generation);
        if (!result.complete(reservation)) {
          reservation.release(); // cancelled while the source answered
        }
      });
    });
    return result;
  }

  @Override
  public void reset(NonceKey key) {
    KeyState state = keys.get(key);
    if (state != null) {
      state.forget();
    }
  }

  @Override
  public String toString() {
    return "NonceManager.local{" + keys.size() + " keys}";
  }

  /**
   * One key: its lock (whether a reservation is open, who waits), the next nonce when known, and how many resets it
   * has seen: a reservation granted before a reset must not record a next nonce after it.
   */
  private static final class KeyState extends AsyncMutex {
    private @Nullable Long next;
    private long generation;

    synchronized @Nullable Long next() {
      return next;
    }

    synchronized long generation() {
      return generation;
    }

    synchronized void seed(long nonce) {
      next = nonce;
    }

    /**
     * Records the next nonce a reservation granted in {@code grantedIn} leaves, unless the key was reset since: then
     * the next reservation reads the source, as the reset asked (the reset may have been for a nonce below this one,
     * which the node refused: counting on would leave it unused, and every later nonce queued behind the gap).
     */
    synchronized void finish(@Nullable Long nextNonce, long grantedIn) {
      next = grantedIn == generation ? nextNonce : null;
    }

    synchronized void forget() {
      next = null;
      generation++;
    }
  }

  private static final class Reservation extends FinishOnceReservation {
    private final KeyState state;
    private final long generation;

    Reservation(KeyState state, NonceKey key, long nonce, long generation) {
      super(key, nonce);
      this.state = state;
      this.generation = generation;
    }

    @Override
    public void commit() {
      finish(nonce() + 1);
    }

    @Override
    public void release() {
      finish(nonce());
    }

    @Override
    public void resync() {
      finish(null);
    }

    private void finish(@Nullable Long nextNonce) {
      if (markFinished()) {
        state.finish(nextNonce, generation);
        state.unlock();
      }
    }

    @Override
    public String toString() {
      return describe("");
    }
  }
}
