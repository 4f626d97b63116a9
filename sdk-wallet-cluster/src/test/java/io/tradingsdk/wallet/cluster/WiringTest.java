package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.NonceKey;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.TransactionSender;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.cluster.readme.NonceWiring;
import java.math.BigInteger;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The README's wiring to Redis and Hazelcast, run against anvil; and the Redis store's lease rules. */
@ExtendWith(AnvilExtension.class)
class WiringTest {
  @Test
  void hazelcast(Anvil anvil) throws Exception {
    try (HazelcastMembers cluster = HazelcastMembers.start(1)) {
      LocalSigner signer = funded(anvil);
      TransactionSender sender = NonceWiring.hazelcast(cluster.member(0), anvil.url(), signer);

      assertThat(sender.send(transfer(signer)).nonce()).isZero();
      assertThat(sender.send(transfer(signer)).nonce()).isOne();
      String key = ClusterNonceManager.DEFAULT_KEY_PREFIX + NonceKey.of(Anvil.CHAIN_ID, signer.address()).asText();
      Object entry = null;
      for (int attempt = 0; attempt < 250 && !"2||0".equals(entry); attempt++) {
        Thread.sleep(20); // the commit is recorded right after the send returns
        entry = cluster.member(0).getMap(HazelcastNonceStore.DEFAULT_MAP).get(key);
      }
      assertThat(entry).as("next nonce 2, no holder").isEqualTo("2||0");
    }
  }

  @Test
  void redis(Anvil anvil) throws Exception {
    try (RedisServer server = RedisServer.start()) {
      String uri = server.uri();
      LocalSigner signer = funded(anvil);
      // Two instances, each with its own connection and sender, one count.
      TransactionSender first = NonceWiring.redis(uri, anvil.url(), signer);
      TransactionSender second = NonceWiring.redis(uri, anvil.url(), signer);
      assertThat(first.send(transfer(signer)).nonce()).isZero();
      assertThat(second.send(transfer(signer)).nonce()).isOne();
      PendingTransaction third = first.send(transfer(signer));
      assertThat(third.nonce()).isEqualTo(2);
      assertThat(third.awaitReceipt().success()).isTrue();

      RedisClient client = RedisClient.create(uri);
      try (StatefulRedisConnection<String, String> connection = client.connect()) {
        leaseRules(RedisNonceStore.of(connection.async()));
      } finally {
        client.shutdown();
      }
    }
  }

  /** The store's contract: one holder at a time, a finished lease records the next nonce, a run-out one is taken. */
  private static void leaseRules(NonceStore store) throws Exception {
    String key = "wiring-test:" + UUID.randomUUID();
    NonceLease a = store.acquire(key, "a", Duration.ofSeconds(3)).toCompletableFuture().get(60, TimeUnit.SECONDS);
    assertThat(a.granted()).isTrue();
    assertThat(a.next()).isEmpty();
    NonceLease busy = store.acquire(key, "b", Duration.ofSeconds(5)).toCompletableFuture().get(60, TimeUnit.SECONDS);
    assertThat(busy.granted()).isFalse();
    assertThat(busy.remaining()).isPositive().isLessThanOrEqualTo(Duration.ofSeconds(3));
    assertThat(store.renew(key, "a", Duration.ofSeconds(5)).toCompletableFuture().get(60, TimeUnit.SECONDS)).isTrue();
    assertThat(store.renew(key, "b", Duration.ofSeconds(5)).toCompletableFuture().get(60, TimeUnit.SECONDS))
        .as("only the holder renews").isFalse();
    assertThat(store.finish(key, "a", 7).toCompletableFuture().get(60, TimeUnit.SECONDS)).isTrue();
    assertThat(store.renew(key, "a", Duration.ofSeconds(5)).toCompletableFuture().get(60, TimeUnit.SECONDS))
        .as("a finished lease is not taken again by a late renewal").isFalse();

    NonceLease b = store.acquire(key, "b", Duration.ofMillis(1)).toCompletableFuture().get(60, TimeUnit.SECONDS);
    assertThat(b.granted()).isTrue();
    assertThat(b.next()).hasValue(7);
    assertThat(b.takenOver()).isFalse();
    Thread.sleep(20); // b's 1 ms lease runs out
    NonceLease c = store.acquire(key, "c", Duration.ofSeconds(5)).toCompletableFuture().get(60, TimeUnit.SECONDS);
    assertThat(c.granted()).isTrue();
    assertThat(c.takenOver()).isTrue();
    assertThat(store.finish(key, "b", 8).toCompletableFuture().get(60, TimeUnit.SECONDS))
        .as("b's lease was taken over: its finish changes nothing").isFalse();
    assertThat(store.finish(key, "c", -1).toCompletableFuture().get(60, TimeUnit.SECONDS)).isTrue();
    assertThat(store.acquire(key, "d", Duration.ofSeconds(5)).toCompletableFuture().get(60, TimeUnit.SECONDS).next())
        .isEmpty();
  }

  @Test
  void theHazelcastStoreKeepsTheSameLeaseRules() throws Exception {
    try (HazelcastMembers cluster = HazelcastMembers.start(1)) {
      leaseRules(HazelcastNonceStore.of(cluster.member(0)));
    }
  }

  private static LocalSigner funded(Anvil anvil) {
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    anvil.fund(signer.address(), BigInteger.TEN.pow(20));
    return signer;
  }

  private static TransactionRequest transfer(LocalSigner signer) {
    return TransactionRequest.builder()
        .from(signer.address().toChecksumHex())
        .to(LocalSigner.of(PrivateKey.random()).address().toChecksumHex())
        .data("0x")
        .value("0x1")
        .chainId(ChainId.of(Anvil.CHAIN_ID))
        .build();
  }
}
