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
        Reservation reservation = new Reservation(state, key, nonce);
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

  /** One key: its lock (whether a reservation is open, who waits) and the next nonce when known. */
  private static final class KeyState extends AsyncMutex {
    private @Nullable Long next;

    synchronized @Nullable Long next() {
      return next;
    }

    synchronized void seed(long nonce) {
      next = nonce;
    }

    synchronized void finish(@Nullable Long nextNonce) {
      next = nextNonce;
    }

    synchronized void forget() {
      next = null;
    }
  }

  private static final class Reservation extends FinishOnceReservation {
    private final KeyState state;

    Reservation(KeyState state, NonceKey key, long nonce) {
      super(key, nonce);
      this.state = state;
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
        state.finish(nextNonce);
        state.unlock();
      }
    }

    @Override
    public String toString() {
      return describe("");
    }
  }
}
