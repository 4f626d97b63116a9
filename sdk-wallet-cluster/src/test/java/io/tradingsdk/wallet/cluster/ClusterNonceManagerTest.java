package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.signing.Address;
import io.tradingsdk.wallet.NonceKey;
import io.tradingsdk.wallet.NonceReservation;
import io.tradingsdk.wallet.NonceSource;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The manager's rules over a store in memory that can be made to fail; the engines' own tests are beside it. */
class ClusterNonceManagerTest {
  private static final NonceKey KEY = NonceKey.of(1, Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));

  private final MemoryStore store = new MemoryStore();
  private final AtomicLong pending = new AtomicLong(5);
  private final AtomicInteger reads = new AtomicInteger();
  private final NonceSource node = key -> {
    reads.incrementAndGet();
    return CompletableFuture.completedFuture(pending.get());
  };
  private final LogLines log = new LogLines();

  @AfterEach
  void closeLog() {
    log.close();
  }

  private static ClusterNonceManager.Builder manager(NonceStore store) {
    return ClusterNonceManager.builder(store);
  }

  private static NonceReservation reserve(ClusterNonceManager manager, NonceSource source) throws Exception {
    return manager.reserve(KEY, source).get(60, TimeUnit.SECONDS);
  }

  @Test
  void twoInstancesCountOnOneSequenceSeededOnceFromTheNode() throws Exception {
    ClusterNonceManager a = manager(store).build();
    ClusterNonceManager b = manager(store).build();

    NonceReservation first = reserve(a, node);
    CompletableFuture<NonceReservation> second = b.reserve(KEY, node);
    assertThat(first.nonce()).isEqualTo(5);
    assertThat(second).as("the other instance waits for the lease").isNotDone();
    first.commit();

    assertThat(second.get(60, TimeUnit.SECONDS).nonce()).isEqualTo(6);
    assertThat(reads).hasValue(1);
  }

  @Test
  void aNonceReservedButNotSentIsUsedByTheNextReservationAndSaidSo() throws Exception {
    ClusterNonceManager a = manager(store).build();
    ClusterNonceManager b = manager(store).build();
    reserve(a, node).commit();

    reserve(a, node).release();

    assertThat(reserve(b, node).nonce()).isEqualTo(6);
    assertThat(log.atLeast(Level.INFO)).containsExactly("nonces of " + KEY.asText() + ": nonce 6 was reserved but"
        + " not sent: filling the gap, the next reservation uses it");
  }

  @Test
  void aLeaseLeftUnfinishedIsTakenOverAndTheNodeSaysWhetherItsNonceWasSent() throws Exception {
    AtomicBoolean dead = new AtomicBoolean();
    ClusterNonceManager crashed = manager(new Unreachable(store, dead)).leaseDuration(Duration.ofMillis(100)).build();
    ClusterNonceManager survivor = manager(store).build();
    reserve(crashed, node).commit(); // the count is 6
    pending.set(6);
    reserve(crashed, node); // 6, never finished: its instance died after broadcasting it
    dead.set(true); // and renews its lease no more
    pending.set(7);

    assertThat(reserve(survivor, node).nonce()).isEqualTo(7);
    assertThat(log.atLeast(Level.WARNING)).containsExactly("nonces of " + KEY.asText() + ": nonce 6 was reserved by"
        + " an instance whose lease ran out (crashed or stalled); the node has it (pending count 7): continuing at 7");
  }

  @Test
  void aLiveHolderKeepsItsLeaseBeyondItsDurationAndTheOthersWait() throws Exception {
    ClusterNonceManager slow = manager(store).leaseDuration(Duration.ofSeconds(1)).build();
    ClusterNonceManager other = manager(store).build();
    NonceReservation held = reserve(slow, node);
    CompletableFuture<NonceReservation> waiting = other.reserve(KEY, node);

    Thread.sleep(2500); // two and a half leases: renewed all along
    assertThat(waiting).isNotDone();
    held.commit();

    assertThat(waiting.get(60, TimeUnit.SECONDS).nonce()).isEqualTo(6);
    assertThat(log.atLeast(Level.WARNING)).isEmpty();
  }

  @Test
  void aResyncAndAGapCheckReadTheNodeAndReclaimWhatItDropped() throws Exception {
    ClusterNonceManager manager = manager(store).gapCheckInterval(Duration.ZERO).build();
    reserve(manager, node).commit();
    pending.set(6);
    reserve(manager, node).commit(); // the count is 7
    pending.set(6); // the node dropped nonce 6

    assertThat(reserve(manager, node).nonce()).isEqualTo(6);
    assertThat(log.atLeast(Level.WARNING)).containsExactly("nonces of " + KEY.asText() + ": the node's pending"
        + " count 6 is below the cluster's count 7 (the node dropped them, or they never reached it): reclaiming"
        + " nonces 6 to 6, continuing at 6");
  }

  @Test
  void aResetOnOneInstanceMakesTheNextReservationOnAnyInstanceReadTheNode() throws Exception {
    ClusterNonceManager a = manager(store).build();
    ClusterNonceManager b = manager(store).build();
    reserve(a, node).commit(); // the count is 6
    // a's sender then settled nonce 5 and found its bytes refused: nonce 5 is free again, and a resets the key.
    a.reset(KEY);

    // Counting on at 6 would leave 5 unused: 6, 7, ... would wait behind the gap in the node's queue, for good.
    assertThat(reserve(b, node).nonce()).isEqualTo(5);
    assertThat(reads).hasValue(2);
  }

  @Test
  void whenTheEngineFailsItFallsBackToTheNodesPendingCountWithOneWarning() throws Exception {
    ClusterNonceManager manager = manager(store).retryEngineAfter(Duration.ofDays(1)).build();
    reserve(manager, node).commit();
    pending.set(6);
    store.failing.set(true);

    NonceReservation first = reserve(manager, node);
    first.commit();
    pending.set(7);
    NonceReservation second = reserve(manager, node);

    assertThat(first.nonce()).isEqualTo(6);
    assertThat(second.nonce()).isEqualTo(7);
    assertThat(reads).as("the node's count read for every fallback reservation").hasValue(3);
    assertThat(log.atLeast(Level.WARNING)).hasSize(1).first().asString()
        .contains("the engine failed (java.lang.IllegalStateException: engine down)", "falling back");
  }

  @Test
  void aFailureToReadTheNodeFailsTheReservationAndFreesTheLease() throws Exception {
    ClusterNonceManager manager = manager(store).build();
    NonceSource down = key -> CompletableFuture.failedFuture(new IllegalStateException("node down"));

    assertThatThrownBy(() -> reserve(manager, down)).hasRootCauseMessage("node down");
    assertThat(reserve(manager, node).nonce()).isEqualTo(5);
  }

  @Test
  void aCancelledReservationWaitingForTheLeaseTakesNoNonce() throws Exception {
    ClusterNonceManager a = manager(store).build();
    ClusterNonceManager b = manager(store).build();
    NonceReservation held = reserve(a, node);
    CompletableFuture<NonceReservation> withdrawn = b.reserve(KEY, node);

    withdrawn.cancel(false);
    held.commit();

    assertThat(reserve(b, node).nonce()).isEqualTo(6);
  }

  @Test
  void closeWaitsForTheOpenReservationAndSaysWhenOneOutlivesIt() throws Exception {
    ClusterNonceManager manager = manager(store).build();
    NonceReservation open = reserve(manager, node);

    assertThat(manager.close(Duration.ofMillis(50))).as("a reservation still open").isFalse();
    assertThat(log.atLeast(Level.WARNING)).containsExactly("nonce manager " + store + ": closed with 1"
        + " reservation(s) or engine write(s) unfinished after PT0.05S; their leases run out within PT10S and the"
        + " next holder compares the count with the node's");
    assertThatThrownBy(() -> manager.reserve(KEY, node).get(60, TimeUnit.SECONDS))
        .hasRootCauseMessage("the nonce manager is closed: no nonce for " + KEY.asText());

    Thread committer = new Thread(() -> {
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      open.commit();
    });
    committer.start();
    assertThat(manager.close(Duration.ofSeconds(30))).as("the commit ended it").isTrue();
    committer.join();
    assertThat(reserve(manager(store).build(), node).nonce()).isEqualTo(6);
  }

  @Test
  void theBuilderNamesWhatItRefuses() {
    assertThatThrownBy(() -> ClusterNonceManager.builder(store).leaseDuration(Duration.ZERO))
        .hasMessage("leaseDuration: must be > 0, was PT0S");
    assertThatThrownBy(() -> ClusterNonceManager.builder(store).keyPrefix(" "))
        .hasMessage("keyPrefix: must not be blank");
    assertThatThrownBy(() -> NonceLease.granted(-2, false))
        .hasMessage("next: must be >= -1 (-1: unknown), was -2");
  }

  /** A view of a store from an instance that {@link #dead} cuts off, as a crash would. */
  private static final class Unreachable implements NonceStore {
    private final NonceStore store;
    private final AtomicBoolean dead;

    Unreachable(NonceStore store, AtomicBoolean dead) {
      this.store = store;
      this.dead = dead;
    }

    @Override
    public CompletionStage<NonceLease> acquire(String key, String holder, Duration lease) {
      return dead.get() ? CompletableFuture.failedFuture(new IllegalStateException("dead"))
          : store.acquire(key, holder, lease);
    }

    @Override
    public CompletionStage<Boolean> renew(String key, String holder, Duration lease) {
      return dead.get() ? CompletableFuture.failedFuture(new IllegalStateException("dead"))
          : store.renew(key, holder, lease);
    }

    @Override
    public CompletionStage<Boolean> finish(String key, String holder, long next) {
      return dead.get() ? CompletableFuture.failedFuture(new IllegalStateException("dead"))
          : store.finish(key, holder, next);
    }
  }

  /** The store's rules in a map, on this JVM's clock; {@link #failing} makes every call fail as an engine would. */
  private static final class MemoryStore implements NonceStore {
    final AtomicBoolean failing = new AtomicBoolean();
    private final Map<String, HazelcastNonceStore.Entry> entries = new HashMap<>();

    @Override
    public synchronized CompletionStage<NonceLease> acquire(String key, String holder, Duration lease) {
      if (failing.get()) {
        return CompletableFuture.failedFuture(new IllegalStateException("engine down"));
      }
      long now = System.currentTimeMillis();
      HazelcastNonceStore.Entry state = entries.getOrDefault(key, HazelcastNonceStore.Entry.parse(null));
      boolean other = state.holder != null && !state.holder.equals(holder);
      if (other && state.leaseUntil > now) {
        return CompletableFuture.completedFuture(
            NonceLease.busy(state.next, Duration.ofMillis(state.leaseUntil - now)));
      }
      entries.put(key, new HazelcastNonceStore.Entry(state.next, holder, now + lease.toMillis()));
      return CompletableFuture.completedFuture(NonceLease.granted(state.next, other));
    }

    @Override
    public synchronized CompletionStage<Boolean> renew(String key, String holder, Duration lease) {
      if (failing.get()) {
        return CompletableFuture.failedFuture(new IllegalStateException("engine down"));
      }
      HazelcastNonceStore.Entry state = entries.get(key);
      if (state == null || !holder.equals(state.holder)) {
        return CompletableFuture.completedFuture(false);
      }
      long until = System.currentTimeMillis() + lease.toMillis();
      entries.put(key, new HazelcastNonceStore.Entry(state.next, holder, until));
      return CompletableFuture.completedFuture(true);
    }

    @Override
    public synchronized CompletionStage<Boolean> finish(String key, String holder, long next) {
      if (failing.get()) {
        return CompletableFuture.failedFuture(new IllegalStateException("engine down"));
      }
      HazelcastNonceStore.Entry state = entries.get(key);
      if (state == null || !holder.equals(state.holder)) {
        return CompletableFuture.completedFuture(false);
      }
      entries.put(key, new HazelcastNonceStore.Entry(next, null, 0));
      return CompletableFuture.completedFuture(true);
    }
  }
}
