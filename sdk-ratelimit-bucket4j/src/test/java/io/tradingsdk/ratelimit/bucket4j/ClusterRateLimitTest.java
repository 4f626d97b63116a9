package io.tradingsdk.ratelimit.bucket4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.core.DeadlineExceededException;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimitedException;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.RequestOptions;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Three application instances, each with its own embedded Hazelcast member and its own {@link TradingClient},
 * share the reference server's rate-limited key (3 requests per second, bursts of 3) through Bucket4j.
 */
class ClusterRateLimitTest {
  private static final int INSTANCES = 3;
  /** The key's rate with a burst of 1 where the service allows 3: two permits of room for delays between taking
   * a permit and the request reaching the service (a busy 2-core machine stalls threads for hundreds of ms). */
  private static final RateLimit BUDGET = RateLimit.of(3, Duration.ofSeconds(1), 1);
  private static final CheckApprovalRequest REQUEST = CheckApprovalRequest.builder()
      .walletAddress(ServerConfig.DEV_WALLET)
      .token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
      .amount(new BigInteger("1000000"))
      .chainId(ChainId.MAINNET)
      .build();

  private static HazelcastMembers cluster;
  /** A server per test: the key's budget on the service side starts full. */
  private ReferenceServer server;

  @BeforeAll
  static void startCluster() throws Exception {
    cluster = HazelcastMembers.start(INSTANCES);
    assertThat(cluster.member(0).getCluster().getMembers()).as("the members formed one cluster").hasSize(INSTANCES);
  }

  @AfterAll
  static void stopCluster() {
    if (cluster != null) {
      cluster.close();
    }
  }

  @BeforeEach
  void startServer() {
    server = ReferenceServer.startDefault();
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  /** The client of instance {@code i}: its own member's engine, one key prefix per test so budgets start full. */
  private TradingClient client(int i, String prefix) {
    return TradingClient.builder()
        .baseUrl(server.baseUrl().toString())
        .apiKey(ServerConfig.LIMITED_KEY)
        .maxRetries(0) // a 429 must show, not be retried away
        .deadline(Duration.ofSeconds(30))
        .rateLimiter(Bucket4jRateLimiters.builder(cluster.proxyManager(i)).limit(BUDGET).keyPrefix(prefix).build())
        .build();
  }

  @Test
  void togetherTheInstancesStayWithinTheKeysBudgetAndMeetNo429() throws Exception {
    List<TradingClient> clients = new ArrayList<>();
    for (int i = 0; i < INSTANCES; i++) {
      clients.add(client(i, "sustained:"));
    }
    // One call each before the window, through the same shared budget: an instance's first call (its connections,
    // the engine's first round trip, cold code) can take seconds on a loaded machine, which the 4 s window is not for.
    for (TradingClient client : clients) {
      client.checkApproval(REQUEST);
    }
    long before429 = server.stats().responses(429);
    long beforeRequests = server.stats().requests();
    AtomicInteger succeeded = new AtomicInteger();
    List<AtomicInteger> perInstance = new ArrayList<>();
    for (int i = 0; i < INSTANCES; i++) {
      perInstance.add(new AtomicInteger());
    }
    AtomicInteger refused = new AtomicInteger();
    Duration run = Duration.ofSeconds(4);
    ExecutorService threads = Executors.newFixedThreadPool(INSTANCES * 2);
    long start = System.nanoTime();
    long end = start + run.toNanos();
    try {
      List<Future<?>> loops = new ArrayList<>();
      for (int t = 0; t < INSTANCES * 2; t++) { // two busy threads per instance, all as fast as allowed
        TradingClient client = clients.get(t % INSTANCES);
        AtomicInteger mine = perInstance.get(t % INSTANCES);
        loops.add(threads.submit(() -> {
          while (System.nanoTime() < end) {
            try {
              client.checkApproval(REQUEST, RequestOptions.builder()
                  .deadline(Duration.ofNanos(Math.max(1, end - System.nanoTime()))).build());
              succeeded.incrementAndGet();
              mine.incrementAndGet();
            } catch (RateLimitedException e) {
              refused.incrementAndGet();
            } catch (DeadlineExceededException e) {
              return; // the run is over before the next permit
            }
          }
        }));
      }
      for (Future<?> loop : loops) {
        loop.get(60, TimeUnit.SECONDS);
      }
    } finally {
      threads.shutdownNow();
      clients.forEach(TradingClient::close);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    long sent = server.stats().requests() - beforeRequests;
    double budget = BUDGET.burst() + BUDGET.permits() * seconds;

    assertThat(refused.get()).as("no 429 while the shared budget holds").isZero();
    assertThat(server.stats().responses(429) - before429).isZero();
    assertThat((double) sent).as("%d requests in %.1f s against a budget of %.1f", sent, seconds, budget)
        .isLessThanOrEqualTo(budget * 1.1);
    // Every request the server saw succeeded, but for at most the last call of each thread: the server may count it
    // and answer after the run's deadline, which the thread then sees as DeadlineExceededException (a loaded machine).
    assertThat(succeeded.get()).as("%d of %d requests succeeded", succeeded.get(), sent)
        .isLessThanOrEqualTo((int) sent)
        .isGreaterThanOrEqualTo((int) sent - INSTANCES * 2);
    assertThat(perInstance).as("every instance got its share through").allSatisfy(n -> assertThat(n.get()).isPositive());
  }

  @Test
  void a429SeenByOneInstancePausesTheOthers() {
    String prefix = "paused:";
    // The service sends no Retry-After, so the pause is the client's first backoff: 5 s here, long enough that
    // no stall of a busy machine ends it before the other instance looks.
    try (TradingClient first = TradingClient.builder()
            .baseUrl(server.baseUrl().toString())
            .apiKey(ServerConfig.LIMITED_KEY)
            .retryPolicy(RetryPolicy.builder().maxRetries(0).initialBackoff(Duration.ofSeconds(5)).build())
            .rateLimiter(Bucket4jRateLimiters.builder(cluster.proxyManager(0)).limit(BUDGET).keyPrefix(prefix).build())
            .build();
        TradingClient second = client(1, prefix)) {
      server.faults().next(1).on("POST", "/check_approval").status(429);
      assertThatThrownBy(() -> first.checkApproval(REQUEST)).isInstanceOf(RateLimitedException.class);

      // The other instance's own limiter, on its own Hazelcast member, finds the shared bucket drained.
      RateLimiter otherInstance = Bucket4jRateLimiters.builder(cluster.proxyManager(1)).limit(BUDGET)
          .keyPrefix(prefix).build().create(RateLimiter.fingerprint(ServerConfig.LIMITED_KEY));
      assertThat(otherInstance.reserve(Duration.ofMillis(100))).as("no permit within 100 ms").isEmpty();
      assertThat(otherInstance.reserve(Duration.ofSeconds(10)).orElseThrow()).as("the wait is the pause")
          .isGreaterThan(Duration.ofSeconds(2));
      long sent = server.stats().requests();
      assertThatThrownBy(() -> second.checkApproval(REQUEST,
          RequestOptions.builder().deadline(Duration.ofMillis(200)).build()))
          .isInstanceOf(DeadlineExceededException.class).hasMessageContaining("rate limiter");
      assertThat(server.stats().requests()).as("the paused instance sent nothing").isEqualTo(sent);
    }
  }

  @Test
  void anInstanceWhoseEngineIsGoneKeepsWorkingOnItsLocalLimit() throws Exception {
    HazelcastMembers lone = HazelcastMembers.start(1);
    try (TradingClient client = TradingClient.builder()
            .baseUrl(server.baseUrl().toString())
            .apiKey(ServerConfig.TEST_KEY)
            .rateLimiter(Bucket4jRateLimiters.builder(lone.proxyManager(0)).limit(RateLimit.perSecond(50)).build())
            .build()) {
      client.checkApproval(REQUEST);
      lone.close(); // the engine goes away under the running application
      for (int i = 0; i < 3; i++) {
        assertThat(client.checkApproval(REQUEST).resetNeeded()).isFalse();
      }
    } finally {
      lone.close();
    }
  }
}
