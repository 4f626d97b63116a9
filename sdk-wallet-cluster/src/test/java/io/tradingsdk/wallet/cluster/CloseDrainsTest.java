package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.tradingsdk.signing.Address;
import io.tradingsdk.wallet.NonceKey;
import io.tradingsdk.wallet.NonceReservation;
import io.tradingsdk.wallet.NonceSource;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

/**
 * {@link ClusterNonceManager#close()} on the real engines: the last commit is in the engine when close returns, so
 * shutting the engine client down right after it loses nothing. The engine's write of each outcome is held back
 * (a gate another thread opens a little later), as a busy engine would delay it: without the drain, close would
 * return with the lease still held in the engine, and the check after it would find the lease busy.
 */
class CloseDrainsTest {
  private static final NonceKey KEY = NonceKey.of(1, Address.of("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));
  private static final NonceSource NODE = key -> CompletableFuture.completedFuture(5L);

  @Test
  void onHazelcast() throws Exception {
    try (HazelcastMembers cluster = HazelcastMembers.start(1)) {
      closeRecordsTheLastCommitBeforeItReturns(HazelcastNonceStore.of(cluster.member(0)));
    }
  }

  @Test
  void onRedis() throws Exception {
    try (RedisServer server = RedisServer.start()) {
      RedisClient client = RedisClient.create(server.uri());
      try (StatefulRedisConnection<String, String> connection = client.connect()) {
        closeRecordsTheLastCommitBeforeItReturns(RedisNonceStore.of(connection.async()));
      } finally {
        client.shutdown();
      }
    }
  }

  private static void closeRecordsTheLastCommitBeforeItReturns(NonceStore engine) throws Exception {
    try (LogLines log = new LogLines()) {
      GatedFinish gated = new GatedFinish(engine);
      ClusterNonceManager manager = ClusterNonceManager.builder(gated).keyPrefix("close-test:" + System.nanoTime()
          + ":").build();
      String storeKey = manager.storeKey(KEY);
      NonceReservation reservation = manager.reserve(KEY, NODE).get(60, TimeUnit.SECONDS);
      assertThat(reservation.nonce()).isEqualTo(5);

      reservation.commit(); // returns at once; the engine's write waits for the gate
      Thread opener = new Thread(() -> {
        try {
          Thread.sleep(200); // meanwhile close() has started (without a drain it would have returned)
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        gated.gate.complete(null);
      });
      opener.start();
      boolean drained = manager.close(Duration.ofSeconds(30));
      opener.join();

      assertThat(drained).isTrue();
      // Straight after close: another holder finds the lease free and the count recorded.
      NonceLease next = engine.acquire(storeKey, "after-close", Duration.ofSeconds(5)).toCompletableFuture()
          .get(60, TimeUnit.SECONDS);
      assertThat(next.granted()).as("the lease was ended in the engine").isTrue();
      assertThat(next.next()).as("the commit was recorded").hasValue(6);
      assertThat(log.atLeast(Level.WARNING)).isEmpty();
      assertThatThrownBy(() -> manager.reserve(KEY, NODE).join())
          .hasRootCauseInstanceOf(IllegalStateException.class)
          .hasRootCauseMessage("the nonce manager is closed: no nonce for " + KEY.asText());
    }
  }

  /** The engine, with each {@code finish} sent only once {@link #gate} opens. */
  private static final class GatedFinish implements NonceStore {
    final NonceStore engine;
    final CompletableFuture<Void> gate = new CompletableFuture<>();

    GatedFinish(NonceStore engine) {
      this.engine = engine;
    }

    @Override
    public CompletionStage<NonceLease> acquire(String key, String holder, Duration lease) {
      return engine.acquire(key, holder, lease);
    }

    @Override
    public CompletionStage<Boolean> renew(String key, String holder, Duration lease) {
      return engine.renew(key, holder, lease);
    }

    @Override
    public CompletionStage<Boolean> finish(String key, String holder, long next) {
      return gate.thenCompose(open -> engine.finish(key, holder, next));
    }
  }
}
