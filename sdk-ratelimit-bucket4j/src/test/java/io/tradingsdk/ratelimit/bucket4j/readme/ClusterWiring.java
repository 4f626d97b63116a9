package io.tradingsdk.ratelimit.bucket4j.readme;

// readme:cluster-redis
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.redis.lettuce.Bucket4jLettuce;
import io.lettuce.core.RedisClient;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.ratelimit.bucket4j.Bucket4jRateLimiters;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
// readme:end
// readme:cluster-hazelcast
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.grid.hazelcast.Bucket4jHazelcast;
import io.github.bucket4j.grid.hazelcast.HazelcastProxyManager;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.ratelimit.bucket4j.Bucket4jRateLimiters;
import java.time.Duration;
// readme:end

/**
 * How an application wires the cluster-wide limiter to the engine it runs: the README's snippets, compiled, and
 * run by {@code RedisWiringTest} and {@code HazelcastWiringTest}.
 */
public final class ClusterWiring {
  private ClusterWiring() {}

  /** Redis through Lettuce; {@code redisUri} such as {@code redis://127.0.0.1:6379}. */
  public static TradingClient redis(String redisUri, String apiKey, String baseUrl) {
    // readme:cluster-redis

    RedisClient redis = RedisClient.create(redisUri);                     // one per application, closed at exit
    ProxyManager<String> buckets = Bucket4jLettuce.casBasedBuilder(redis)
        .expirationAfterWrite(ExpirationAfterWriteStrategy
            .basedOnTimeForRefillingBucketUpToMax(Duration.ofMinutes(1))) // idle keys' buckets expire
        .build()
        .withMapper((String key) -> key.getBytes(StandardCharsets.UTF_8));

    TradingClient client = TradingClient.builder()
        .apiKey(apiKey)
        .baseUrl(baseUrl)
        .rateLimiter(Bucket4jRateLimiters.builder(buckets)
            .limit(RateLimit.of(3, Duration.ofSeconds(1), 1))             // the key's 3/s, bursts kept small
            .build())
        .build();
    // readme:end
    return client;
  }

  /** Hazelcast, embedded in each instance, with the cluster configuration Hazelcast finds ({@code Config.load()}). */
  public static TradingClient hazelcast(String apiKey, String baseUrl) {
    // readme:cluster-hazelcast

    Config config = Config.load();   // hazelcast.yaml/.xml (or -Dhazelcast.config=FILE): cluster name, network, join
    HazelcastProxyManager.addCustomSerializers(config.getSerializationConfig(), 1000); // Bucket4j's state, compact
    HazelcastInstance hazelcast = Hazelcast.newHazelcastInstance(config);
    ProxyManager<String> buckets = Bucket4jHazelcast
        .entryProcessorBasedBuilder(hazelcast.<String, byte[]>getMap("trading-rate-limits"))
        .build();

    TradingClient client = TradingClient.builder()
        .apiKey(apiKey)
        .baseUrl(baseUrl)
        .rateLimiter(Bucket4jRateLimiters.builder(buckets)
            .limit(RateLimit.of(3, Duration.ofSeconds(1), 1))
            .build())
        .build();
    // readme:end
    return client;
  }
}
