package io.tradingsdk.wallet.cluster.readme;

// readme:nonces-redis
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.TransactionSender;
import io.tradingsdk.wallet.cluster.ClusterNonceManager;
import io.tradingsdk.wallet.cluster.RedisNonceStore;
import java.time.Duration;
// readme:end
// readme:nonces-hazelcast
import com.hazelcast.core.HazelcastInstance;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.TransactionSender;
import io.tradingsdk.wallet.cluster.ClusterNonceManager;
import io.tradingsdk.wallet.cluster.HazelcastNonceStore;
// readme:end

/**
 * How an application shares one hot wallet's nonces between its instances: the README's snippets, compiled, and
 * run by {@code WiringTest}.
 */
public final class NonceWiring {
  private NonceWiring() {}

  /** Redis through Lettuce; {@code redisUri} such as {@code redis://127.0.0.1:6379}. */
  public static TransactionSender redis(String redisUri, String nodeUrl, Signer signer) {
    // readme:nonces-redis

    RedisClient redis = RedisClient.create(redisUri);                // one per application, closed at exit
    StatefulRedisConnection<String, String> connection = redis.connect();
    ClusterNonceManager nonces = ClusterNonceManager.builder(RedisNonceStore.of(connection.async()))
        .leaseDuration(Duration.ofSeconds(10))                       // renewed while sending; a crash stalls this long
        .build();                                                    // one per application, for every sender

    EthRpcClient rpc = EthRpcClient.builder(nodeUrl).build();
    TransactionSender sender = TransactionSender.builder(rpc, signer)
        .nonceManager(nonces)                                        // every instance: one count per address
        .build();
    // readme:end
    return sender;
  }

  /** Hazelcast, embedded in each instance (or a client of the cluster). */
  public static TransactionSender hazelcast(HazelcastInstance hazelcast, String nodeUrl, Signer signer) {
    // readme:nonces-hazelcast

    ClusterNonceManager nonces = ClusterNonceManager.builder(HazelcastNonceStore.of(hazelcast)).build();
    TransactionSender sender = TransactionSender.builder(EthRpcClient.builder(nodeUrl).build(), signer)
        .nonceManager(nonces)
        .build();
    // readme:end
    return sender;
  }
}
