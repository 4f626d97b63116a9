package io.tradingsdk.wallet;

import io.tradingsdk.core.ClientClosedException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The future of an operation made of several calls in a row (look up, then send, then poll...). Cancelling it
 * cancels the call in flight, which a future made with {@code thenCompose} would not do: its cancellation never
 * reaches the stage it waits on.
 */
final class StepFuture<T> extends CompletableFuture<T> {
  private volatile @Nullable CompletableFuture<?> current;
  /** A call a step waits on inside the stage it returned ({@link TransactionDraft#track}); cancelled with it. */
  private volatile @Nullable CompletableFuture<?> tracked;

  StepFuture() {}

  StepFuture(CompletableFuture<?> first) {
    this.current = first;
  }

  /**
   * Waits on {@code next}, then hands its outcome (the failure unwrapped) to {@code then}, unless this future is
   * done by then. Whatever {@code then} throws fails this future.
   */
  <U> void follow(CompletableFuture<U> next, BiConsumer<@Nullable U, @Nullable Throwable> then) {
    current = next;
    if (isDone()) {
      next.cancel(true);
      return;
    }
    next.whenComplete((value, error) -> {
      if (isDone()) {
        return;
      }
      try {
        then.accept(value, error == null ? null : unwrap(error));
      } catch (Throwable t) {
        completeExceptionally(t);
      }
    });
  }

  /**
   * Makes the call {@code call} gives and {@linkplain #follow follows} it, unless this future is done already: then
   * the call is not made at all. A step that starts a call (a look-up, a broadcast) goes through here, so that a
   * cancel or a deadline that came while the step before was finishing starts nothing more on the node. (It can
   * still come between this check and the call; {@link #follow} then cancels the call at once.)
   */
  <U> void call(Supplier<? extends CompletableFuture<U>> call, BiConsumer<@Nullable U, @Nullable Throwable> then) {
    if (isDone()) {
      return;
    }
    follow(call.get(), then);
  }

  /**
   * Registers a call made inside the stage being followed, which cancelling this future must also cancel (the stage
   * may be derived from it, and a derived future's cancellation does not reach back); cancelled at once when this
   * future is already done.
   */
  void track(CompletableFuture<?> call) {
    tracked = call;
    if (isDone()) {
      call.cancel(true);
    }
  }

  /**
   * Runs {@code then} after {@code delay} on {@code scheduler}, unless this future is done by then; cancelling this
   * future cancels the timer.
   */
  void sleep(ScheduledExecutorService scheduler, Duration delay, Runnable then) {
    CompletableFuture<Void> timer = new CompletableFuture<>();
    ScheduledFuture<?> scheduled;
    try {
      scheduled = scheduler.schedule(() -> timer.complete(null), delay.toNanos(), TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException closed) {
      completeExceptionally(new ClientClosedException("EthRpcClient is closed", closed, 0));
      return;
    }
    timer.whenComplete((v, e) -> {
      if (timer.isCancelled()) {
        scheduled.cancel(false);
      }
    });
    follow(timer, (v, e) -> then.run());
  }

  /**
   * Fails this future with what {@code failure} gives once {@code timeout} has passed, unless it is done by then,
   * and cancels the call in flight: no step runs past the deadline.
   */
  void deadline(ScheduledExecutorService scheduler, Duration timeout, Supplier<Throwable> failure) {
    ScheduledFuture<?> timer;
    try {
      timer = scheduler.schedule(() -> {
        if (completeExceptionally(failure.get())) {
          CompletableFuture<?> stage = current;
          if (stage != null) {
            stage.cancel(true);
          }
        }
      }, timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException closed) {
      completeExceptionally(new ClientClosedException("EthRpcClient is closed", closed, 0));
      return;
    }
    whenComplete((v, e) -> timer.cancel(false));
  }

  /** Runs a step, failing this future with whatever it throws. */
  void guard(Runnable step) {
    try {
      step.run();
    } catch (Throwable t) {
      completeExceptionally(t);
    }
  }

  @Override
  public boolean cancel(boolean mayInterruptIfRunning) {
    boolean cancelled = super.cancel(mayInterruptIfRunning);
    CompletableFuture<?> stage = current;
    if (stage != null) {
      stage.cancel(mayInterruptIfRunning);
    }
    CompletableFuture<?> call = tracked;
    if (call != null) {
      call.cancel(mayInterruptIfRunning);
    }
    return cancelled;
  }

  /** Throws {@code error} as it is when unchecked (wrapped in {@link IllegalStateException} otherwise); nothing for null. */
  static void rethrow(@Nullable Throwable error) {
    if (error == null) {
      return;
    }
    if (error instanceof RuntimeException) {
      throw (RuntimeException) error;
    }
    if (error instanceof Error) {
      throw (Error) error;
    }
    throw new IllegalStateException(error);
  }

  /** The failure inside a {@link CompletionException} or {@link ExecutionException}. */
  static Throwable unwrap(Throwable t) {
    Throwable x = t;
    while ((x instanceof CompletionException || x instanceof ExecutionException) && x.getCause() != null) {
      x = x.getCause();
    }
    return x;
  }
}
