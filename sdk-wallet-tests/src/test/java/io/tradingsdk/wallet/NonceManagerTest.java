package io.tradingsdk.wallet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.signing.Address;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class NonceManagerTest {
  private static final NonceKey KEY = NonceKey.of(1, Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));

  private final AtomicLong pending = new AtomicLong(5);
  private final AtomicInteger reads = new AtomicInteger();
  private final NonceSource node = key -> {
    reads.incrementAndGet();
    return CompletableFuture.completedFuture(pending.get());
  };
  private final NonceManager manager = NonceManager.local();

  private NonceReservation reserve() throws Exception {
    return manager.reserve(KEY, node).get(60, TimeUnit.SECONDS);
  }

  @Test
  void seedsFromTheNodeOnceThenCountsCommits() throws Exception {
    NonceReservation first = reserve();
    assertThat(first.nonce()).isEqualTo(5);
    first.commit();
    NonceReservation second = reserve();
    second.commit();

    assertThat(second.nonce()).isEqualTo(6);
    assertThat(reads).hasValue(1);
  }

  @Test
  void aReleasedNonceIsHandedOutAgain() throws Exception {
    reserve().release();
    NonceReservation again = reserve();

    assertThat(again.nonce()).isEqualTo(5);
    assertThat(reads).hasValue(1);
  }

  @Test
  void aResyncReadsTheNodeAgain() throws Exception {
    reserve().commit();
    NonceReservation stale = reserve(); // 6, but another wallet sent 6 and 7
    pending.set(8);
    stale.resync();

    assertThat(reserve().nonce()).isEqualTo(8);
    assertThat(reads).hasValue(2);
  }

  @Test
  void aResetWhileAReservationIsOpenIsNotUndoneByItsCommit() throws Exception {
    // Nonce 5 was committed, but its settlement found the node refused those bytes: the sender resets the key while
    // another send holds nonce 6. Counting on at 7 after 6 leaves nonce 5 unused: 6, 7, ... would wait behind the gap
    // in the node's queue forever. The next reservation reads the node (which says 5).
    reserve().commit();
    NonceReservation open = reserve();
    manager.reset(KEY);
    open.commit();

    assertThat(reserve().nonce()).isEqualTo(5);
    assertThat(reads).hasValue(2);
  }

  @Test
  void aSecondReservationWaitsForTheFirstWithoutHoldingAThread() throws Exception {
    NonceReservation first = reserve();
    CompletableFuture<NonceReservation> second = manager.reserve(KEY, node);

    assertThat(second).isNotDone();
    first.commit();
    assertThat(second.get(60, TimeUnit.SECONDS).nonce()).isEqualTo(6);
  }

  @Test
  void onlyTheFirstFinishingCallCountsAndCloseReleasesAnUnfinishedOne() throws Exception {
    NonceReservation first = reserve();
    first.commit();
    first.release(); // ignored
    try (NonceReservation second = reserve()) {
      assertThat(second.nonce()).isEqualTo(6);
    }
    assertThat(reserve().nonce()).isEqualTo(6);
  }

  @Test
  void aWithdrawnWaiterIsSkippedAndAFailingSourceFreesTheKey() throws Exception {
    NonceReservation first = reserve();
    CompletableFuture<NonceReservation> withdrawn = manager.reserve(KEY, node);
    CompletableFuture<NonceReservation> third = manager.reserve(KEY, node);
    withdrawn.cancel(true);
    first.commit();
    third.get(60, TimeUnit.SECONDS).release();

    NonceKey other = NonceKey.of(1, Address.of("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"));
    CompletableFuture<Long> down = new CompletableFuture<>();
    down.completeExceptionally(new IllegalStateException("node down"));
    assertThatThrownBy(() -> manager.reserve(other, key -> down).get(60, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class).hasMessageContaining("node down");
    assertThat(manager.reserve(other, node).get(60, TimeUnit.SECONDS).nonce()).isEqualTo(5);
  }

  @Test
  void concurrentReservationsGetConsecutiveNoncesNoneTwice() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Long>> taken = new ArrayList<>();
      for (int i = 0; i < 200; i++) {
        int n = i;
        taken.add(pool.submit(() -> {
          NonceReservation r = reserve();
          if (n % 10 == 3) {
            r.release(); // a refusal before the node took it: the next one gets the same nonce
            return -1L;
          }
          r.commit();
          return r.nonce();
        }));
      }
      List<Long> nonces = new ArrayList<>();
      for (Future<Long> f : taken) {
        long nonce = f.get(60, TimeUnit.SECONDS);
        if (nonce >= 0) {
          nonces.add(nonce);
        }
      }
      assertThat(nonces).hasSize(180).doesNotHaveDuplicates();
      assertThat(nonces.stream().mapToLong(Long::longValue).min().orElseThrow()).isEqualTo(5);
      assertThat(nonces.stream().mapToLong(Long::longValue).max().orElseThrow()).isEqualTo(184);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void keysAreChainAndAddress() {
    assertThat(KEY.asText()).isEqualTo("1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8");
    assertThat(NonceKey.of(1, KEY.address())).isEqualTo(KEY);
    assertThat(NonceKey.of(10, KEY.address())).isNotEqualTo(KEY);
    assertThatThrownBy(() -> NonceKey.of(0, KEY.address())).hasMessage("chainId: must be > 0, was 0");
  }
}
