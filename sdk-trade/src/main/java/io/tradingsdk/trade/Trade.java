package io.tradingsdk.trade;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A trade on its way: its id (the key of {@link TradeEngine#resume(String)}), its status and events so far (or live,
 * through {@link #subscribe(TradeListener)}), and its final {@link TradeResult} through {@link #await(Duration)} or
 * {@link #future()}. Thread-safe.
 */
public final class Trade {
  private static final Logger LOG = Logger.getLogger(Trade.class.getName());

  private final String id;
  private final Intent intent;
  private final CompletableFuture<TradeResult> result = new CompletableFuture<>();
  private final List<TradeEvent> events = new ArrayList<>();
  /** The open subscriptions; guarded by {@code this}, like {@link #events}. */
  private final List<TradeListener> subscribers = new ArrayList<>();
  private boolean ended;
  private volatile TradeStatus status = TradeStatus.CREATED;
  private volatile boolean cancelRequested;

  Trade(String id, Intent intent) {
    this.id = id;
    this.intent = intent;
  }

  /** The trade's id. */
  public String id() {
    return id;
  }

  /** What was asked: a {@link TradeIntent} or an {@link LpIntent}. */
  public Intent intent() {
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
   * Follows this trade's events live: {@code listener} first receives every event so far, in order, on the calling
   * thread, then each new event as it happens, on the thread that drives the trade. No event is lost or delivered
   * twice between the two: the replay and the registration happen under the trade's lock, the same lock under which
   * an event is recorded.
   *
   * <p>The end is told by the event of type {@value TradeEvent#FINAL} ({@link TradeEvent#isFinal()}), always the
   * last one delivered; the subscription closes itself after it. A trade already final is replayed to its final event
   * and the returned subscription is closed. A trade that ends without a result ({@link #future()} completes
   * exceptionally: interrupted, or the store refused the final entry) has no final event: its subscriptions are
   * closed silently and {@link #future()} tells why.
   *
   * <p>The listener is called while the trade's lock is held: keep it fast and do not wait in it for another thread
   * that needs this trade. A listener that throws is logged and ignored, as the engine's listeners are; it stays
   * subscribed.
   *
   * @param listener receives the events
   * @return the subscription; {@link Subscription#close()} stops the delivery (idempotent)
   */
  public synchronized Subscription subscribe(TradeListener listener) {
    Objects.requireNonNull(listener, "listener");
    for (TradeEvent event : events) {
      deliver(listener, event);
    }
    if (ended) {
      return () -> { };
    }
    subscribers.add(listener);
    return () -> unsubscribe(listener);
  }

  private synchronized void unsubscribe(TradeListener listener) {
    // By identity: the same listener subscribed twice gets two subscriptions, each closing one.
    for (int i = 0; i < subscribers.size(); i++) {
      if (subscribers.get(i) == listener) {
        subscribers.remove(i);
        return;
      }
    }
  }

  private static void deliver(TradeListener listener, TradeEvent event) {
    try {
      listener.onEvent(event);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "a trade subscriber threw on " + event + "; ignored", e);
    }
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
   * Asks the trade to stop: before anything was sent it ends {@link TradeStatus#CANCELLED} (an order signed but not
   * yet posted is not posted); an open UniswapX order is cancelled on chain (its Permit2 nonce invalidated) and ends
   * CANCELLED unless a filler was faster; a transaction still unmined is replaced by a zero-value send to the wallet
   * itself and the trade ends CANCELLED if that one is mined; a transaction already mined is not undone (earlier steps
   * of a plan stay done). Returns at once; the final state tells what happened.
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
    for (TradeListener subscriber : List.copyOf(subscribers)) {
      deliver(subscriber, event);
    }
    if (event.isFinal()) {
      end();
    }
  }

  /**
   * Completes the trade with {@code finalState}. The engine records the final event first; where it does not (a trade
   * resumed already final, a lease held elsewhere) one is recorded here, at {@code at}, for {@link #events()} and the
   * subscriptions only (the engine's listeners saw the trade end, or never saw it run).
   */
  void complete(TradeResult finalState, Instant at) {
    synchronized (this) {
      if (!ended) {
        record(new TradeEvent(id, TradeEvent.FINAL, finalState.status(), ResultCodec.fields(finalState), at));
      }
      status = finalState.status();
    }
    result.complete(finalState);
  }

  void fail(Throwable error) {
    synchronized (this) {
      end();
    }
    result.completeExceptionally(error);
  }

  private void end() {
    ended = true;
    subscribers.clear();
  }

  /** A subscription to a trade's events ({@link #subscribe(TradeListener)}); closing it stops the delivery. */
  @FunctionalInterface
  public interface Subscription extends AutoCloseable {
    /** Stops the delivery; idempotent, never throws. An event being delivered on another thread may still arrive. */
    @Override
    void close();
  }

  @Override
  public String toString() {
    return "Trade{" + id + " " + status + " " + intent + "}";
  }
}
