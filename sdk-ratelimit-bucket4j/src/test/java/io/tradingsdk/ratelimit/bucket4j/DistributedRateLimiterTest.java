package io.tradingsdk.ratelimit.bucket4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.TimeMeter;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RateLimiter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The limiter's arithmetic on a Bucket4j bucket under a hand-moved clock, and its fallback. */
class DistributedRateLimiterTest {
  private static final RateLimit THREE_PER_SECOND = RateLimit.of(3, Duration.ofSeconds(1), 3);
  private final AtomicLong now = new AtomicLong(1_000_000_000L);
  private final TimeMeter meter = new TimeMeter() {
    @Override
    public long currentTimeNanos() {
      return now.get();
    }

    @Override
    public boolean isWallClockBased() {
      return false;
    }
  };
  private final List<LogRecord> logged = new ArrayList<>();
  private final Handler capture = new Handler() {
    @Override
    public void publish(LogRecord record) {
      logged.add(record);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  };
  private final Logger jul = Logger.getLogger(DistributedRateLimiter.class.getName());

  @BeforeEach
  void captureLog() {
    jul.addHandler(capture);
  }

  @AfterEach
  void releaseLog() {
    jul.removeHandler(capture);
  }

  private Bucket bucket(RateLimit limit) {
    return Bucket.builder().addLimit(Bucket4jRateLimiters.configurationOf(limit).getBandwidths()[0])
        .withCustomTimePrecision(meter).build();
  }

  private DistributedRateLimiter limiter(Bucket shared) {
    return new DistributedRateLimiter("k", () -> shared, RateLimiter.local(THREE_PER_SECOND), THREE_PER_SECOND,
        Duration.ofSeconds(30), now::get);
  }

  @Test
  void twoInstancesDrawOnOneBudgetAndWaitersAreServedInOrder() {
    Bucket shared = bucket(THREE_PER_SECOND);
    DistributedRateLimiter a = limiter(shared);
    DistributedRateLimiter b = limiter(shared);
    Duration second = Duration.ofSeconds(1);

    assertThat(a.reserve(second)).contains(Duration.ZERO);
    assertThat(b.reserve(second)).contains(Duration.ZERO);
    assertThat(a.reserve(second)).as("the burst of 3 is shared").contains(Duration.ZERO);
    Duration first = b.reserve(second).orElseThrow();
    Duration next = a.reserve(second).orElseThrow();
    assertThat(first).isBetween(Duration.ofMillis(333), Duration.ofMillis(334));
    assertThat(next).as("reserved after the previous waiter").isBetween(Duration.ofMillis(666), Duration.ofMillis(667));
  }

  @Test
  void aPermitBeyondMaxWaitIsRefusedAndTakesNothing() {
    Bucket shared = bucket(RateLimit.of(1, Duration.ofSeconds(1), 1));
    DistributedRateLimiter limiter = limiter(shared);
    assertThat(limiter.reserve(Duration.ZERO)).contains(Duration.ZERO);
    assertThat(limiter.reserve(Duration.ofMillis(500))).isEmpty();
    assertThat(shared.getAvailableTokens()).as("the refusal took nothing").isZero();
  }

  @Test
  void aPauseDrainsTheSharedBucketOnceForConcurrent429s() {
    Bucket shared = bucket(THREE_PER_SECOND);
    DistributedRateLimiter a = limiter(shared);
    DistributedRateLimiter b = limiter(shared);

    a.pause(Duration.ofSeconds(2));
    assertThat(b.reserve(Duration.ofMillis(1999))).as("the other instance waits too").isEmpty();
    b.pause(Duration.ofSeconds(2)); // the same 429 seen by another instance: no double pause
    assertThat(b.reserve(Duration.ofSeconds(3)).orElseThrow())
        .isBetween(Duration.ofMillis(2000), Duration.ofMillis(2334));
  }

  @Test
  void tokensForADelayRoundUp() {
    DistributedRateLimiter limiter = limiter(bucket(THREE_PER_SECOND));
    assertThat(limiter.tokensFor(Duration.ofSeconds(2))).isEqualTo(6);
    assertThat(limiter.tokensFor(Duration.ofMillis(1))).isEqualTo(1);
    assertThat(limiter.tokensFor(Duration.ZERO)).isZero();
  }

  @Test
  void aFailingEngineFallsBackSaysSoOnceAndComesBack() {
    Bucket shared = bucket(THREE_PER_SECOND);
    AtomicBoolean engineDown = new AtomicBoolean(true);
    AtomicLong built = new AtomicLong();
    DistributedRateLimiter limiter = new DistributedRateLimiter("k", () -> {
      built.incrementAndGet();
      if (engineDown.get()) {
        throw new IllegalStateException("connection refused");
      }
      return shared;
    }, RateLimiter.local(THREE_PER_SECOND), THREE_PER_SECOND, Duration.ofSeconds(30), now::get);

    for (int i = 0; i < 3; i++) {
      assertThat(limiter.reserve(Duration.ofSeconds(1))).as("the fallback keeps calls going").isPresent();
    }
    assertThat(built.get()).as("the engine is not asked again before retryEngineAfter").isEqualTo(1);
    assertThat(logged).hasSize(1);
    assertThat(logged.get(0).getLevel()).isEqualTo(Level.WARNING);

    engineDown.set(false);
    now.addAndGet(Duration.ofSeconds(31).toNanos());
    assertThat(limiter.reserve(Duration.ofSeconds(1))).contains(Duration.ZERO);
    assertThat(shared.getAvailableTokens()).as("back on the shared bucket").isEqualTo(2);
    assertThat(logged).hasSize(2);
    assertThat(logged.get(1).getLevel()).isEqualTo(Level.INFO);
  }

  @Test
  void factoriesKeyBucketsByTheKeysFingerprintAndCompareByConfiguration() {
    assertThatThrownBy(() -> Bucket4jRateLimiters.builder(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> Bucket4jRateLimiters.builder(new UnusedProxyManager()).build())
        .hasMessageContaining("limit");
    assertThatThrownBy(() -> Bucket4jRateLimiters.builder(new UnusedProxyManager()).keyPrefix(" "))
        .hasMessageContaining("keyPrefix");
    UnusedProxyManager engine = new UnusedProxyManager();
    Bucket4jRateLimiters one = Bucket4jRateLimiters.builder(engine).limit(THREE_PER_SECOND).keyPrefix("app:").build();
    Bucket4jRateLimiters same = Bucket4jRateLimiters.builder(engine).limit(THREE_PER_SECOND).keyPrefix("app:").build();
    assertThat(one).isEqualTo(same).hasSameHashCodeAs(same);
    assertThat(one.bucketKey(RateLimiter.fingerprint("secret-key")))
        .isEqualTo("app:" + RateLimiter.fingerprint("secret-key")).doesNotContain("secret-key");
    assertThat(one.toString()).doesNotContain("secret");
  }
}
