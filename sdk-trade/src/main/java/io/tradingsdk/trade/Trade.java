package io.tradingsdk.trade;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A trade on its way: its id (the key of {@link TradeEngine#resume(String)}), its status and events so far, and its
 * final {@link TradeResult} through {@link #await(Duration)} or {@link #future()}. Thread-safe.
 */
public final class Trade {
  private final String id;
  private final TradeIntent intent;
  private final CompletableFuture<TradeResult> result = new CompletableFuture<>();
  private final List<TradeEvent> events = new ArrayList<>();
  private volatile TradeStatus status = TradeStatus.CREATED;
  private volatile boolean cancelRequested;

  Trade(String id, TradeIntent intent) {
    this.id = id;
    this.intent = intent;
  }

  /** The trade's id. */
  public String id() {
    return id;
  }

  /** What was asked. */
  public TradeIntent intent() {
    return intent;
  }

  /** The status now. */
  public TradeStatus status() {
    return status;
  }

  /** The events so far, in order. */
  public synchronized List<TradeEvent> events() {
    return List.copyOf(events);
  }

  /**
   * Waits up to {@code timeout} for the final state.
   *
   * @throws TradeTimeoutException when the trade is not final by then (it goes on)
   * @throws IllegalStateException when the waiting thread is interrupted (its interrupt flag is set again)
   */
  public TradeResult await(Duration timeout) {
    try {
      return result.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      throw new TradeTimeoutException(id, timeout, status);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while awaiting trade " + id, e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("trade " + id + " ended without a result", e.getCause());
    }
  }

  /** The final state, when it comes; completing or cancelling this future does not affect the trade. */
  public CompletableFuture<TradeResult> future() {
    return result.thenApply(r -> r);
  }

  /**
   * Asks the trade to stop: before anything was sent it ends {@link TradeStatus#CANCELLED}; an open UniswapX order is
   * cancelled on chain (its Permit2 nonce invalidated) and ends CANCELLED unless a filler was faster; a transaction
   * already sent is not undone. Returns at once; the final state tells what happened.
   */
  public void cancel() {
    cancelRequested = true;
  }

  /** True once {@link #cancel()} was called. */
  public boolean cancelRequested() {
    return cancelRequested;
  }

  synchronized void record(TradeEvent event) {
    events.add(event);
    status = event.status();
  }

  void complete(TradeResult finalState) {
    status = finalState.status();
    result.complete(finalState);
  }

  void fail(Throwable error) {
    result.completeExceptionally(error);
  }

  @Override
  public String toString() {
    return "Trade{" + id + " " + status + " " + intent + "}";
  }
}
