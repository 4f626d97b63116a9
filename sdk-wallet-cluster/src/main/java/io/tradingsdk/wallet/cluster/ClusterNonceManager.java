package io.tradingsdk.wallet.cluster;

import io.tradingsdk.core.internal.EngineFallback;
import io.tradingsdk.wallet.NonceKey;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.NonceReservation;
import io.tradingsdk.wallet.NonceSource;
import io.tradingsdk.wallet.internal.AsyncMutex;
import io.tradingsdk.wallet.internal.FinishOnceReservation;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * A {@link NonceManager} shared by every instance of a cluster that sends from one key: the account's next nonce
 * and the lease of its one open reservation live in a {@link NonceStore} (Hazelcast, Redis), so two instances never
 * sign with the same nonce, and the nonces reach the node in order.
 *
 * <pre>{@code
 * NonceManager nonces = ClusterNonceManager.builder(HazelcastNonceStore.of(hazelcast)).build();
 * TransactionSender sender = TransactionSender.builder(rpc, signer).nonceManager(nonces).build();
 * }</pre>
 *
 * <ul>
 *   <li><b>One counter per account</b> ({@link NonceKey}: chain id and address), seeded from the node's pending
 *       count ({@code eth_getTransactionCount(address, "pending")}) at first use and after a resync ("nonce too
 *       low").
 *   <li><b>One reservation at a time per account, cluster-wide,</b> held as a lease in the engine from signing to
 *       the node's answer to {@code eth_sendRawTransaction}, renewed while it is open. In an instance, reservations
 *       queue in the order asked, holding no thread; one of them at a time asks the engine.
 *   <li><b>Gaps are filled or reclaimed, with one log line saying which.</b> A nonce taken but not sent (a failure
 *       before the broadcast) is handed out again. A lease its instance stopped renewing (it crashed, or lost the
 *       engine: {@link Builder#leaseDuration}) runs out and is taken over, and the node's pending count decides:
 *       the nonce is re-used when the node lacks it (the gap is filled), the count moves on when it has it, and
 *       nonces the node dropped are reclaimed. The count can also be compared with the node's periodically
 *       ({@link Builder#gapCheckInterval}).
 *   <li><b>Engine failures</b> fall back, with one warning, to an in-process manager that reads the node's pending
 *       count for every reservation, until {@link Builder#retryEngineAfter}: sends go on, but instances may then
 *       collide, which the node refuses ("nonce too low") and the sender re-syncs. Every nonce signed is reserved,
 *       in the engine or in the fallback.
 * </ul>
 *
 * <p><b>Stopping.</b> {@link #close()} refuses new reservations, waits for the open ones to end and for the engine to
 * record their outcome (the last commit included), then stops the manager's own threads. Close it before the engine
 * client (the Hazelcast instance, the Redis connection): a commit still on its way to the engine when the client
 * shuts down is not recorded ("committed, but the engine did not record it"), and the next holder has to wait for the
 * lease to run out and ask the node.
 *
 * <p>Thread-safe. Build one per application instance and store, shared by all its senders.
 */
public final class ClusterNonceManager implements NonceManager, AutoCloseable {
  /** The default prefix of the engine's keys. */
  public static final String DEFAULT_KEY_PREFIX = "trading-sdk:nonce:";

  private static final Logger LOG = System.getLogger(ClusterNonceManager.class.getName());
  private static final long FIRST_POLL_MILLIS = 1;
  private static final long MAX_POLL_MILLIS = 5;
  /** How long a reservation's lease is renewed at most: past it, a holder is taken for stuck and loses the lease. */
  static final Duration MAX_HOLD = Duration.ofMinutes(5);

  private final NonceStore store;
  private final String keyPrefix;
  private final Duration lease;
  private final long gapCheckNanos;
  private final Executor executor;
  private final LongSupplier clock;
  /** Names this instance's holders in the engine: unique per manager, then a counter per reservation. */
  private final String instance = UUID.randomUUID().toString();
  private final AtomicLong reservations = new AtomicLong();
  private final ConcurrentMap<NonceKey, AsyncMutex> turns = new ConcurrentHashMap<>();
  /** When this instance last compared a key's count with the node's (clock reading); -1: only when needed. */
  private final ConcurrentMap<NonceKey, Long> lastChecked = new ConcurrentHashMap<>();
  /** Keys whose engine count must be compared with the node's at the next grant (the fallback sent, a reset). */
  private final Set<NonceKey> recheck = ConcurrentHashMap.newKeySet();
  private final NonceManager fallback = NonceManager.local();
  private final EngineFallback engineFallback;
  /** Set by {@link #close}: new reservations are refused. */
  private volatile boolean closed;
  /**
   * What {@link #close} waits for: one future per reservation asked and not yet ended (done when it is committed,
   * released, re-synced, or failed or was cancelled before it got a nonce), and one per write of an outcome to the
   * engine still in flight. A reservation's write is added before the reservation's own future completes.
   */
  private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();
  /** The executor the manager made (and so stops at close); null when the application gave one. */
  private final @Nullable ExecutorService ownExecutor;

  private ClusterNonceManager(Builder b) {
    this.store = b.store;
    this.keyPrefix = b.keyPrefix;
    this.lease = b.leaseDuration;
    this.gapCheckNanos = b.gapCheckInterval != null ? b.gapCheckInterval.toNanos() : -1;
    this.ownExecutor = b.executor != null ? null : Executors.newCachedThreadPool(ClusterNonceManager::daemon);
    this.executor = b.executor != null ? b.executor : ownExecutor;
    this.clock = System::nanoTime;
    this.engineFallback = new EngineFallback(b.retryEngineAfter, clock);
  }

  /** A builder over {@code store}: {@link HazelcastNonceStore}, {@link RedisNonceStore} or another engine's. */
  public static Builder builder(NonceStore store) {
    return new Builder(Objects.requireNonNull(store, "store"));
  }

  /** The engine key of an account: {@code keyPrefix + key.asText()}. */
  public String storeKey(NonceKey key) {
    return keyPrefix + key.asText();
  }

  @Override
  public CompletableFuture<NonceReservation> reserve(NonceKey key, NonceSource source) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(source, "source");
    if (closed) {
      return CompletableFuture.failedFuture(new IllegalStateException("the nonce manager is closed: no nonce for "
          + key.asText()));
    }
    CompletableFuture<Void> ended = track(new CompletableFuture<>());
    if (onFallback()) {
      return untilEnded(fallbackReserve(key, source, ended), ended);
    }
    AsyncMutex queue = turns.computeIfAbsent(key, k -> new AsyncMutex());
    CompletableFuture<NonceReservation> result = untilEnded(new CompletableFuture<>(), ended);
    CompletableFuture<Void> turn = queue.lock();
    result.whenComplete((r, e) -> {
      if (result.isCancelled()) {
        turn.cancel(false); // withdraws a reservation still queued; a granted turn is handed back by the attempt
      }
    });
    turn.whenComplete((granted, withdrawn) -> {
      if (withdrawn == null) {
        new Attempt(key, source, queue, result, ended).next();
      }
    });
    return result;
  }

  /**
   * Refuses new reservations, waits up to the lease duration for the open ones to end and for the engine to record
   * every outcome, then stops the manager's own threads (not an executor given to the builder). Close it before the
   * engine client. What is still open after that wait is logged (one warning) and left to its lease: the next holder
   * asks the node. Calling it again does nothing more than wait again.
   */
  @Override
  public void close() {
    close(lease);
  }

  /**
   * {@link #close()}, waiting up to {@code timeout} rather than the lease duration.
   *
   * @return whether everything ended and was recorded in time ({@code false}: a warning was logged)
   */
  public boolean close(Duration timeout) {
    Objects.requireNonNull(timeout, "timeout");
    if (timeout.isNegative()) {
      throw new IllegalArgumentException("timeout: must be >= 0, was " + timeout);
    }
    closed = true;
    long deadline = clock.getAsLong() + timeout.toNanos();
    boolean interrupted = false;
    try {
      while (!inFlight.isEmpty()) {
        long left = deadline - clock.getAsLong();
        if (left <= 0) {
          break;
        }
        try {
          CompletableFuture.allOf(inFlight.toArray(new CompletableFuture<?>[0])).get(left, TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
          // a write that failed is logged where it failed; it is no longer in flight
        } catch (TimeoutException e) {
          break;
        } catch (InterruptedException e) {
          interrupted = true;
          break;
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    int left = inFlight.size();
    if (left > 0) {
      LOG.log(Level.WARNING, "nonce manager {0}: closed with {1} reservation(s) or engine write(s) unfinished"
          + " after {2}; their leases run out within {3} and the next holder compares the count with the node''s",
          store, plain(left), timeout, lease);
      return false;
    }
    if (ownExecutor != null) {
      ownExecutor.shutdown();
    }
    return true;
  }

  /** Adds {@code work} to what {@link #close} waits for, until it completes. */
  private <T> CompletableFuture<T> track(CompletableFuture<T> work) {
    inFlight.add(work);
    work.whenComplete((r, e) -> inFlight.remove(work));
    return work;
  }

  /** {@code reservation}, whose failure or cancellation also ends {@code ended} (it got no nonce to finish). */
  private static CompletableFuture<NonceReservation> untilEnded(CompletableFuture<NonceReservation> reservation,
      CompletableFuture<Void> ended) {
    reservation.whenComplete((r, e) -> {
      if (e != null) {
        ended.complete(null);
      }
    });
    return reservation;
  }

  /**
   * Forgets this instance's knowledge of the key and the engine's count: the next reservation, on any instance, reads
   * the node. Does not wait: the engine's count is forgotten under the key's lease, after the reservations this
   * instance has open or queued (one of them may commit a count past the nonce the reset is for).
   */
  @Override
  public void reset(NonceKey key) {
    lastChecked.remove(key);
    fallback.reset(key);
    recheck.add(key); // the engine's count is compared with the node's at this instance's next grant
    if (!closed) {
      forgetInEngine(key);
    }
  }

  /**
   * Records "unknown" as the key's next nonce in the engine, holding the lease as a reservation does: without it, the
   * other instances would go on counting from the engine's count, past a nonce the reset gave back (its bytes were
   * refused), and every transaction they sign would wait behind that gap in the node's queue.
   */
  private void forgetInEngine(NonceKey key) {
    CompletableFuture<Void> ended = track(new CompletableFuture<>());
    if (onFallback()) {
      ended.complete(null); // the engine is not reachable: the fallback reads the node for every reservation anyway
      return;
    }
    AsyncMutex queue = turns.computeIfAbsent(key, k -> new AsyncMutex());
    CompletableFuture<NonceReservation> forgotten = untilEnded(new CompletableFuture<>(), ended);
    queue.lock().whenComplete((granted, withdrawn) -> {
      if (withdrawn == null) {
        new Attempt(key, null, queue, forgotten, ended).next();
      }
    });
  }

  @Override
  public String toString() {
    return "ClusterNonceManager{" + store + ", lease " + lease + (onFallback() ? ", on its fallback" : "") + "}";
  }

  // ------------------------------------------------------------------ one reservation through the engine

  /** One reservation: asks the engine until the lease is granted, then decides the nonce. */
  private final class Attempt {
    final NonceKey key;
    /** Where the nonce is read; null for a {@link #forgetInEngine} attempt, which only records "unknown". */
    final @Nullable NonceSource source;
    final AsyncMutex queue;
    final CompletableFuture<NonceReservation> result;
    /** Completes when this reservation ended (see {@link #inFlight}). */
    final CompletableFuture<Void> ended;
    final String holder = instance + "#" + reservations.incrementAndGet();
    final LeaseKeeper keeper;
    long pollMillis = FIRST_POLL_MILLIS;
    boolean afterFallback;

    Attempt(NonceKey key, @Nullable NonceSource source, AsyncMutex queue, CompletableFuture<NonceReservation> result,
        CompletableFuture<Void> ended) {
      this.key = key;
      this.source = source;
      this.queue = queue;
      this.result = result;
      this.ended = ended;
      this.keeper = new LeaseKeeper(key, holder);
    }

    void next() {
      if (result.isDone()) {
        queue.unlock(); // cancelled while queued or polling
        return;
      }
      if (onFallback()) {
        queue.unlock();
        fallBack();
        return;
      }
      CompletionStage<NonceLease> acquired;
      try {
        acquired = store.acquire(storeKey(key), holder, lease);
      } catch (RuntimeException e) { // some clients throw at once (a member shut down)
        engineDown(e);
        return;
      }
      // Off the engine's threads (a Hazelcast partition thread): what follows signs and sends.
      acquired.whenCompleteAsync((answer, error) -> {
        if (error != null) {
          engineDown(unwrap(error));
        } else {
          engineWorks();
          if (answer.granted()) {
            granted(answer);
          } else {
            poll(answer.remaining());
          }
        }
      }, executor);
    }

    /** Asks again after a short wait, doubling up to a few milliseconds, never past the other lease's end. */
    private void poll(Duration remaining) {
      long wait = Math.max(1, Math.min(pollMillis, remaining.toMillis()));
      pollMillis = Math.min(MAX_POLL_MILLIS, pollMillis * 2);
      CompletableFuture.delayedExecutor(wait, TimeUnit.MILLISECONDS, executor).execute(this::next);
    }

    private void engineDown(Throwable error) {
      engineFailed(error);
      queue.unlock();
      fallBack();
    }

    /** The engine is out of reach: a reservation goes to the fallback; a forget has nothing more to do there. */
    private void fallBack() {
      NonceSource from = source;
      if (from == null) {
        result.cancel(false);
        return;
      }
      relay(fallbackReserve(key, from, ended));
    }

    private void relay(CompletableFuture<NonceReservation> reservation) {
      reservation.whenComplete((r, error) -> {
        if (error != null) {
          result.completeExceptionally(unwrap(error));
        } else if (!result.complete(r)) {
          r.release(); // cancelled meanwhile
        }
      });
    }

    private void granted(NonceLease answer) {
      keeper.start();
      NonceSource from = source;
      if (from == null) { // a forget: the lease ends at once with the count unknown, so the next holder asks the node
        Reservation forget = new Reservation(key, holder, -1, queue, keeper, ended);
        forget.finish(-1, "forgotten (reset)");
        result.complete(forget);
        return;
      }
      long recorded = answer.next().orElse(-1);
      afterFallback = recheck.remove(key);
      boolean check = recorded < 0 || answer.takenOver() || afterFallback || checkDue();
      if (!check) {
        hand(recorded);
        return;
      }
      CompletableFuture<Long> pending;
      try {
        pending = from.pendingNonce(key);
      } catch (RuntimeException e) {
        giveBack(answer, e);
        return;
      }
      pending.whenComplete((count, error) -> {
        if (error != null || count == null) {
          giveBack(answer, error != null ? unwrap(error)
              : new IllegalStateException("the nonce source gave no nonce for " + key));
          return;
        }
        lastChecked.put(key, clock.getAsLong());
        report(recorded, count, answer.takenOver(), afterFallback);
        hand(count);
      });
    }

    private boolean checkDue() {
      if (gapCheckNanos < 0) {
        return false;
      }
      Long last = lastChecked.get(key);
      return last == null || clock.getAsLong() - last - gapCheckNanos >= 0;
    }

    /** One line when the node's count differs from the engine's, or a lease was taken over: what was done. */
    private void report(long recorded, long pending, boolean takenOver, boolean afterFallback) {
      String account = key.asText();
      if (takenOver) {
        if (recorded < 0) {
          LOG.log(Level.WARNING, "nonces of {0}: a reservation''s lease ran out unfinished (its instance crashed or"
              + " stalled); continuing at the node''s pending count {1}", account, plain(pending));
        } else if (pending == recorded) {
          LOG.log(Level.WARNING, "nonces of {0}: nonce {1} was reserved by an instance whose lease ran out (crashed"
              + " or stalled) and the node does not have it: filling the gap, {1} is used again", account,
              plain(recorded));
        } else if (pending > recorded) {
          LOG.log(Level.WARNING, "nonces of {0}: nonce {1} was reserved by an instance whose lease ran out (crashed"
              + " or stalled); the node has it (pending count {2}): continuing at {2}", account, plain(recorded),
              plain(pending));
        } else {
          LOG.log(Level.WARNING, "nonces of {0}: nonce {1} was reserved by an instance whose lease ran out (crashed"
              + " or stalled); the node''s pending count is {2}: reclaiming nonces {2} to {3}, continuing at {2}",
              account, plain(recorded), plain(pending), plain(recorded - 1));
        }
      } else if (recorded < 0) {
        LOG.log(Level.DEBUG, "nonces of {0}: counting from the node''s pending count {1}", account, plain(pending));
      } else if (pending < recorded) {
        LOG.log(Level.WARNING, "nonces of {0}: the node''s pending count {1} is below the cluster''s count {2} (the"
            + " node dropped them, or they never reached it): reclaiming nonces {1} to {3}, continuing at {1}",
            account, plain(pending), plain(recorded), plain(recorded - 1));
      } else if (pending > recorded) {
        LOG.log(Level.INFO, "nonces of {0}: the node''s pending count {1} is above the cluster''s count {2} ({3}):"
            + " continuing at {1}", account, plain(pending), plain(recorded),
            afterFallback ? "sent while the engine was unreachable" : "another wallet sent from this key");
      }
    }

    private void hand(long nonce) {
      Reservation reservation = new Reservation(key, holder, nonce, queue, keeper, ended);
      if (!result.complete(reservation)) {
        reservation.finish(nonce, null); // cancelled while the node answered: nothing was signed
      }
    }

    /** The node's count could not be read: ends the lease as it was (unknown if taken over) and fails. */
    private void giveBack(NonceLease answer, Throwable error) {
      long recorded = answer.takenOver() ? -1 : answer.next().orElse(-1);
      if (afterFallback) {
        recheck.add(key); // still to compare, at the next grant
      }
      new Reservation(key, holder, -1, queue, keeper, ended).finish(recorded, null);
      result.completeExceptionally(error);
    }
  }

  /** A nonce held under a lease in the engine. */
  private final class Reservation extends FinishOnceReservation {
    private final String holder;
    private final AsyncMutex queue;
    private final LeaseKeeper keeper;
    private final CompletableFuture<Void> ended;

    Reservation(NonceKey key, String holder, long nonce, AsyncMutex queue, LeaseKeeper keeper,
        CompletableFuture<Void> ended) {
      super(key, nonce);
      this.holder = holder;
      this.queue = queue;
      this.keeper = keeper;
      this.ended = ended;
    }

    @Override
    public void commit() {
      finish(nonce() + 1, "committed");
    }

    @Override
    public void release() {
      if (finish(nonce(), "released")) {
        LOG.log(Level.INFO, "nonces of {0}: nonce {1} was reserved but not sent: filling the gap, the next"
            + " reservation uses it", key().asText(), plain(nonce()));
      }
    }

    @Override
    public void resync() {
      finish(-1, "re-synced");
    }

    /**
     * Records {@code next} and ends the lease, and hands the key to this instance's next reservation at once: its
     * request follows this one on the same connection, so the engine mostly sees them in order (one that arrives
     * first finds the lease busy and asks again).
     */
    boolean finish(long next, @Nullable String outcome) {
      if (!markFinished()) {
        return false;
      }
      keeper.stop();
      CompletableFuture<Boolean> done;
      try {
        done = track(store.finish(storeKey(key()), holder, next).toCompletableFuture());
      } catch (RuntimeException e) {
        done = CompletableFuture.failedFuture(e);
      }
      ended.complete(null); // after its write was tracked: close() waits for that write now
      String what = outcome != null ? outcome : "given back unused";
      done.whenComplete((stillHeld, error) -> {
        if (error != null) {
          engineFailed(unwrap(error));
          LOG.log(Level.WARNING, "nonces of {0}: nonce {1} {2}, but the engine did not record it ({3}); its lease"
              + " runs out within {4} and the next holder compares the count with the node''s", key().asText(),
              plain(nonce()), what, unwrap(error).toString(), lease);
        } else if (!stillHeld) {
          LOG.log(Level.WARNING, "nonces of {0}: nonce {1} {2} after its lease ran out and another reservation took"
              + " it over (which compared the count with the node''s): this instance could not renew it for {3}",
              key().asText(), plain(nonce()), what, lease);
        }
      });
      queue.unlock();
      return true;
    }

    @Override
    public String toString() {
      return describe(", cluster");
    }
  }

  /**
   * Renews a granted lease every third of its duration while the reservation is open, so that a slow node never
   * costs a live holder its nonce; a dead instance renews nothing, and its lease runs out. Stops at {@link
   * #MAX_HOLD}, when the lease is lost, and when the engine has not answered for a whole lease.
   */
  private final class LeaseKeeper {
    private final NonceKey key;
    private final String holder;
    private volatile boolean stopped;
    private long startedAt;
    private volatile long renewedAt;

    LeaseKeeper(NonceKey key, String holder) {
      this.key = key;
      this.holder = holder;
    }

    void start() {
      startedAt = clock.getAsLong();
      renewedAt = startedAt;
      schedule();
    }

    void stop() {
      stopped = true;
    }

    private void schedule() {
      CompletableFuture.delayedExecutor(Math.max(1, lease.toMillis() / 3), TimeUnit.MILLISECONDS, executor)
          .execute(this::renew);
    }

    private void renew() {
      if (stopped) {
        return;
      }
      if (clock.getAsLong() - startedAt - MAX_HOLD.toNanos() > 0) {
        LOG.log(Level.WARNING, "nonces of {0}: a reservation has been open for {1}; its lease is no longer renewed,"
            + " and runs out within {2}", key.asText(), MAX_HOLD, lease);
        return;
      }
      CompletionStage<Boolean> renewed;
      try {
        renewed = store.renew(storeKey(key), holder, lease);
      } catch (RuntimeException e) {
        renewed = CompletableFuture.failedFuture(e);
      }
      renewed.whenComplete((stillHeld, error) -> {
        if (stopped) {
          return;
        }
        if (error == null && !stillHeld) {
          LOG.log(Level.WARNING, "nonces of {0}: a reservation lost its lease (the engine did not hear from this"
              + " instance for {1}); another reservation took it over", key.asText(), lease);
          return;
        }
        if (error == null) {
          renewedAt = clock.getAsLong();
        } else if (clock.getAsLong() - renewedAt - lease.toNanos() >= 0) {
          return; // the engine has not answered for a whole lease: it ran out there anyway
        }
        schedule();
      });
    }
  }

  // ------------------------------------------------------------------ the fallback

  /**
   * A reservation of the in-process fallback, which then forgets the count so that the next one reads the node's
   * pending count again: other instances may be sending from the key meanwhile.
   */
  private CompletableFuture<NonceReservation> fallbackReserve(NonceKey key, NonceSource source,
      CompletableFuture<Void> ended) {
    recheck.add(key);
    return fallback.reserve(key, source).thenApply(r -> new FallbackReservation(r, ended));
  }

  private final class FallbackReservation implements NonceReservation {
    private final NonceReservation local;
    private final CompletableFuture<Void> ended;

    FallbackReservation(NonceReservation local, CompletableFuture<Void> ended) {
      this.local = local;
      this.ended = ended;
    }

    @Override
    public NonceKey key() {
      return local.key();
    }

    @Override
    public long nonce() {
      return local.nonce();
    }

    @Override
    public void commit() {
      local.commit();
      fallback.reset(local.key());
      ended.complete(null);
    }

    @Override
    public void release() {
      local.release();
      ended.complete(null);
    }

    @Override
    public void resync() {
      local.resync();
      ended.complete(null);
    }

    @Override
    public boolean isFinished() {
      return local.isFinished();
    }

    @Override
    public String toString() {
      return local + " (fallback)";
    }
  }

  private boolean onFallback() {
    return engineFallback.inUse();
  }

  private void engineWorks() {
    if (engineFallback.engineWorks()) {
      LOG.log(Level.INFO, "nonce manager {0}: the engine answers again; nonces are shared again", store);
    }
  }

  private void engineFailed(Throwable e) {
    if (engineFallback.engineFailed()) {
      LOG.log(Level.WARNING, "nonce manager {0}: the engine failed ({1}); falling back to the node''s pending count"
          + " for every reservation until it answers again (tried after {2}); nonces are no longer shared, so"
          + " instances may collide and re-sync", store, e.toString(), engineFallback.retryAfter());
    }
  }

  /** The default executor's threads: daemons (an idle one ends after a minute), named for thread dumps. */
  private static Thread daemon(Runnable task) {
    Thread thread = new Thread(task, "trading-sdk-nonces");
    thread.setDaemon(true);
    return thread;
  }

  /** A number as a log argument: digits only (MessageFormat would group them, 1,234). */
  private static String plain(long n) {
    return Long.toString(n);
  }

  private static Throwable unwrap(Throwable t) {
    Throwable x = t;
    while ((x instanceof CompletionException || x instanceof ExecutionException) && x.getCause() != null) {
      x = x.getCause();
    }
    return x;
  }

  /** Builds a {@link ClusterNonceManager}. */
  public static final class Builder {
    private final NonceStore store;
    private String keyPrefix = DEFAULT_KEY_PREFIX;
    private Duration leaseDuration = Duration.ofSeconds(10);
    private @Nullable Duration gapCheckInterval;
    private Duration retryEngineAfter = Duration.ofSeconds(10);
    private @Nullable Executor executor;

    private Builder(NonceStore store) {
      this.store = store;
    }

    /** The prefix of the engine's keys; {@value #DEFAULT_KEY_PREFIX} by default. */
    public Builder keyPrefix(String keyPrefix) {
      this.keyPrefix = EngineFallback.checkKeyPrefix(keyPrefix);
      return this;
    }

    /**
     * How long a reservation's lease lasts without news of its instance: the instance renews it every third of it
     * while the reservation is open (a slow node never costs a live instance its nonce), so this is how long a
     * crashed instance's reservation stalls the account before another instance takes the lease over and asks the
     * node what became of the nonce. Longer than a pause of the instance (a garbage collection) and than the
     * engine's own fail-over. 10 s by default.
     */
    public Builder leaseDuration(Duration leaseDuration) {
      this.leaseDuration = positive("leaseDuration", leaseDuration);
      return this;
    }

    /**
     * Also compares the account's count with the node's pending count when this instance last did it longer ago
     * than {@code gapCheckInterval} ({@link Duration#ZERO}: at every reservation, one more call to the node), to
     * reclaim nonces the node dropped. Off by default: the count is compared when a lease was taken over, after a
     * resync or a reset, and after the fallback. Turn it on only with one node behind the URL: a load-balanced
     * endpoint may answer a lagging count, and reclaiming on it signs a second transaction with a nonce already
     * sent.
     */
    public Builder gapCheckInterval(Duration gapCheckInterval) {
      Objects.requireNonNull(gapCheckInterval, "gapCheckInterval");
      if (gapCheckInterval.isNegative()) {
        throw new IllegalArgumentException("gapCheckInterval: must be >= 0, was " + gapCheckInterval);
      }
      this.gapCheckInterval = gapCheckInterval;
      return this;
    }

    /** How long to use the fallback after an engine failure before trying the engine again; 10 s by default. */
    public Builder retryEngineAfter(Duration retryEngineAfter) {
      this.retryEngineAfter = EngineFallback.checkRetryEngineAfter(retryEngineAfter);
      return this;
    }

    /**
     * Where a granted reservation continues (the sender then signs and broadcasts), never on the engine's own
     * threads. By default a cached pool of daemon threads of the manager's own (the common fork-join pool has one
     * thread on a 2-core machine, which would then sign for every instance of the JVM in turn).
     */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
      return this;
    }

    /** The manager. */
    public ClusterNonceManager build() {
      return new ClusterNonceManager(this);
    }

    private static Duration positive(String name, Duration value) {
      Objects.requireNonNull(value, name);
      if (value.isNegative() || value.isZero()) {
        throw new IllegalArgumentException(name + ": must be > 0, was " + value);
      }
      return value;
    }
  }
}
