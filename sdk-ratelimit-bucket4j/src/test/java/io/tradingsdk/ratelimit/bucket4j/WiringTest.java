package io.tradingsdk.ratelimit.bucket4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.redis.lettuce.Bucket4jLettuce;
import io.lettuce.core.RedisClient;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.ratelimit.bucket4j.readme.ClusterWiring;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.io.File;
import java.io.IOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The README's wiring to Redis and Hazelcast, run: the budget is shared between two instances' own connections. */
class WiringTest {
  /** One permit a minute: a second instance finds it taken, however slow the machine. */
  private static final RateLimit ONE_PER_MINUTE = RateLimit.of(1, Duration.ofMinutes(1), 1);
  private static final CheckApprovalRequest REQUEST = CheckApprovalRequest.builder()
      .walletAddress(ServerConfig.DEV_WALLET)
      .token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
      .amount(new BigInteger("1000000"))
      .chainId(ChainId.MAINNET)
      .build();

  @Test
  void hazelcast() throws Exception {
    try (ReferenceServer server = ReferenceServer.startDefault();
        HazelcastMembers other = HazelcastMembers.start(1)) {
      // The application's own member joins the other instance's cluster.
      // The snippet loads the application's configuration as Hazelcast finds it: here a file named by
      // -Dhazelcast.config, written from the other instance's joining configuration.
      com.hazelcast.config.Config config = other.joiningConfig()
          .setSerializationConfig(new com.hazelcast.config.SerializationConfig()); // the wiring registers its own
      java.nio.file.Path file = java.nio.file.Files.createTempFile("hazelcast", ".xml");
      java.nio.file.Files.writeString(file, new com.hazelcast.config.ConfigXmlGenerator(true, false).generate(config));
      String before = System.setProperty("hazelcast.config", file.toString());
      try (TradingClient client = ClusterWiring.hazelcast(ServerConfig.TEST_KEY, server.baseUrl().toString())) {
        assertThat(client.checkApproval(REQUEST).resetNeeded()).isFalse();
        assertThat(other.member(0).getCluster().getMembers()).hasSize(2);
        assertThat(other.member(0).getMap("trading-rate-limits").keySet())
            .containsExactly(Bucket4jRateLimiters.DEFAULT_KEY_PREFIX + RateLimiter.fingerprint(ServerConfig.TEST_KEY));
      } finally {
        if (before == null) {
          System.clearProperty("hazelcast.config");
        } else {
          System.setProperty("hazelcast.config", before);
        }
        java.nio.file.Files.deleteIfExists(file);
        com.hazelcast.core.Hazelcast.getAllHazelcastInstances().stream()
            .filter(member -> member != other.member(0)).forEach(member -> member.getLifecycleService().terminate());
      }
    }
  }

  @Test
  void redis() throws Exception {
    File redisServer = onPath("redis-server");
    if (redisServer == null && "true".equalsIgnoreCase(System.getenv("CI"))) {
      throw new IllegalStateException("CI=true but redis-server is not installed (apt-get install redis-server)");
    }
    assumeTrue(redisServer != null, "redis-server is not installed (apt-get install redis-server): Redis wiring"
        + " not run; the Hazelcast tests prove the cluster-wide limit");
    int port;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = probe.getLocalPort();
    }
    Process redis = new ProcessBuilder(redisServer.getPath(), "--port", String.valueOf(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    String uri = "redis://127.0.0.1:" + port;
    try (ReferenceServer server = ReferenceServer.startDefault()) {
      awaitListening(port);
      try (TradingClient client = ClusterWiring.redis(uri, ServerConfig.TEST_KEY, server.baseUrl().toString())) {
        assertThat(client.checkApproval(REQUEST).resetNeeded()).isFalse();
      }
      // Two instances, two connections, one budget.
      RedisClient first = RedisClient.create(uri);
      RedisClient second = RedisClient.create(uri);
      try {
        String prefix = "wiring-test-" + UUID.randomUUID() + ":";
        RateLimiter a = factory(first, prefix).create(RateLimiter.fingerprint("k"));
        RateLimiter b = factory(second, prefix).create(RateLimiter.fingerprint("k"));
        assertThat(a.reserve(Duration.ZERO)).contains(Duration.ZERO);
        assertThat(b.reserve(Duration.ofSeconds(1))).as("the other instance's permit is taken").isEmpty();
      } finally {
        first.shutdown();
        second.shutdown();
      }
    } finally {
      redis.destroy();
    }
  }

  private static Bucket4jRateLimiters factory(RedisClient redis, String prefix) {
    ProxyManager<String> buckets = Bucket4jLettuce.casBasedBuilder(redis).build()
        .withMapper((String key) -> key.getBytes(StandardCharsets.UTF_8));
    return Bucket4jRateLimiters.builder(buckets).limit(ONE_PER_MINUTE).keyPrefix(prefix).build();
  }

  private static File onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      File candidate = new File(dir, program);
      if (candidate.canExecute()) {
        return candidate;
      }
    }
    return null;
  }

  private static void awaitListening(int port) throws IOException, InterruptedException {
    long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (true) {
      try {
        new Socket(InetAddress.getLoopbackAddress(), port).close();
        return;
      } catch (IOException e) {
        if (System.nanoTime() > until) {
          throw new IOException("redis-server did not listen on port " + port, e);
        }
        Thread.sleep(50);
      }
    }
  }
}
