package io.tradingsdk.benchmarks.ratelimit;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.github.bucket4j.grid.hazelcast.Bucket4jHazelcast;
import io.github.bucket4j.grid.hazelcast.HazelcastProxyManager;
import io.tradingsdk.core.DeadlineExceededException;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.ratelimit.bucket4j.Bucket4jRateLimiters;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One application instance of {@code benchmarks/cluster-rate-limit.sh}: an embedded Hazelcast member that joins
 * the others on loopback, and a {@link TradingClient} whose limiter shares the key's budget through it. It waits
 * for the whole cluster, calls as fast as its limiter allows for the given time, and prints its rate.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.ratelimit.ClusterInstance \
 *     BASE_URL API_KEY CLUSTER_NAME BASE_PORT MEMBERS INDEX SECONDS PERMITS_PER_SECOND BURST
 * </pre>
 */
public final class ClusterInstance {
  private static final CheckApprovalRequest REQUEST = CheckApprovalRequest.builder()
      .walletAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
      .token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
      .amount(new BigInteger("1000000"))
      .chainId(ChainId.MAINNET)
      .build();

  private ClusterInstance() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 9) {
      System.err.println("usage: ClusterInstance BASE_URL API_KEY CLUSTER_NAME BASE_PORT MEMBERS INDEX SECONDS"
          + " PERMITS_PER_SECOND BURST");
      System.exit(2);
    }
    String baseUrl = args[0];
    String apiKey = args[1];
    String clusterName = args[2];
    int basePort = Integer.parseInt(args[3]);
    int members = Integer.parseInt(args[4]);
    int index = Integer.parseInt(args[5]);
    Duration run = Duration.ofSeconds(Long.parseLong(args[6]));
    RateLimit budget = RateLimit.of(Integer.parseInt(args[7]), Duration.ofSeconds(1), Integer.parseInt(args[8]));

    HazelcastInstance member = Hazelcast.newHazelcastInstance(config(clusterName, basePort, members));
    try {
      long until = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (member.getCluster().getMembers().size() < members) {
        if (System.nanoTime() > until) {
          throw new IllegalStateException("the cluster did not form: " + member.getCluster().getMembers());
        }
        Thread.sleep(50);
      }
      Bucket4jRateLimiters limiters = Bucket4jRateLimiters.builder(
          Bucket4jHazelcast.entryProcessorBasedBuilder(member.<String, byte[]>getMap("trading-rate-limits")).build())
          .limit(budget).build();
      try (TradingClient client = TradingClient.builder().baseUrl(baseUrl).apiKey(apiKey).maxRetries(0)
          .rateLimiter(limiters).build()) {
        report(index, client, run);
      }
    } finally {
      member.shutdown();
    }
  }

  private static void report(int index, TradingClient client, Duration run) throws InterruptedException {
    AtomicInteger ok = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    long start = System.nanoTime();
    long end = start + run.toNanos();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      Thread thread = new Thread(() -> {
        while (System.nanoTime() < end) {
          try {
            client.checkApproval(REQUEST,
                RequestOptions.builder().deadline(Duration.ofNanos(Math.max(1, end - System.nanoTime()))).build());
            ok.incrementAndGet();
          } catch (RateLimitedException e) {
            refused.incrementAndGet();
          } catch (DeadlineExceededException e) {
            return;
          }
        }
      });
      thread.start();
      threads.add(thread);
    }
    for (Thread thread : threads) {
      thread.join();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    System.out.printf("instance %d: %d requests in %.2f s = %.2f/s, 429s: %d%n", index, ok.get(), seconds,
        ok.get() / seconds, refused.get());
  }

  private static Config config(String clusterName, int basePort, int members) {
    Config config = new Config();
    config.setClusterName(clusterName);
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.wait.seconds.before.join", "0");
    config.getNetworkConfig().setPort(basePort).setPortAutoIncrement(true).setPortCount(members);
    config.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
    JoinConfig join = config.getNetworkConfig().getJoin();
    join.getMulticastConfig().setEnabled(false);
    join.getAutoDetectionConfig().setEnabled(false);
    join.getTcpIpConfig().setEnabled(true);
    for (int port = basePort; port < basePort + members; port++) {
      join.getTcpIpConfig().addMember("127.0.0.1:" + port);
    }
    HazelcastProxyManager.addCustomSerializers(config.getSerializationConfig(), 1000);
    return config;
  }
}
