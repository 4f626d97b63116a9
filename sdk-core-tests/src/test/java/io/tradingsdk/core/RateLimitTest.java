package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.core.internal.TokenBucket;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.Test;

class RateLimitTest {
  private final AtomicLong now = new AtomicLong(1_000_000_000L);

  private static long ms(long millis) {
    return TimeUnit.MILLISECONDS.toNanos(millis);
  }

  @Test
  void aBurstPassesThenPermitsAreSpacedByTheInterval() {
    TokenBucket bucket = new TokenBucket(RateLimit.perSecond(4), now::get); // 250 ms interval, burst 4

    assertThat(bucket.reserve()).isZero();
    assertThat(bucket.reserve()).isZero();
    assertThat(bucket.reserve()).isZero();
    assertThat(bucket.reserve()).isZero();
    assertThat(bucket.reserve()).isEqualTo(ms(250));
    assertThat(bucket.reserve()).isEqualTo(ms(500));

    now.addAndGet(ms(2000)); // a quiet spell refills the burst
    assertThat(bucket.reserve()).isZero();
  }

  @Test
  void aBurstOfOneSpacesEveryPermit() {
    TokenBucket bucket = new TokenBucket(RateLimit.of(3, Duration.ofSeconds(1), 1), now::get);

    assertThat(bucket.reserve()).isZero();
    long wait = bucket.reserve();
    assertThat(wait).isBetween(ms(333), ms(334));
    now.addAndGet(wait);
    assertThat(bucket.reserve()).isBetween(ms(333), ms(334));
  }

  @Test
  void aPauseHoldsEveryPermitBack() {
    TokenBucket bucket = new TokenBucket(RateLimit.perSecond(10), now::get);

    bucket.pauseFor(ms(2000));

    assertThat(bucket.reserve()).isEqualTo(ms(2000));
    assertThat(bucket.reserve()).as("after a pause, no burst: permits resume spaced").isEqualTo(ms(2100));
  }

  @Test
  void rateLimitsAreValidated() {
    assertThatThrownBy(() -> RateLimit.perSecond(0)).hasMessageContaining("rateLimit.permits: must be >= 1");
    assertThatThrownBy(() -> RateLimit.of(1, Duration.ZERO)).hasMessageContaining("rateLimit.period");
    assertThatThrownBy(() -> RateLimit.of(1, Duration.ofSeconds(1), 0)).hasMessageContaining("rateLimit.burst");
  }

  @Test
  void theClientWaitsForItsPermitAndGivesUpWhenTheWaitPassesTheDeadline() throws Exception {
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      try (TradingClient client = clientFor(server).rateLimit(RateLimit.of(1, Duration.ofMinutes(10)))
          .deadline(Duration.ofSeconds(2)).build()) {
        server.enqueue(json(200, "{}").build());
        server.enqueue(json(200, "{}").build());

        client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
        DeadlineExceededException e = catchThrowableOfType(DeadlineExceededException.class,
            () -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()));

        assertThat(e).hasMessageContaining("rate limiter");
        assertThat(e.attempts()).isZero();
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(client.calls.callAsync(Ops.SEND, tree("{}"), RequestOptions.none()))
            .failsWithin(Duration.ofSeconds(5)).withThrowableOfType(java.util.concurrent.ExecutionException.class)
            .withCauseInstanceOf(DeadlineExceededException.class);
      }
    }
  }

  @Test
  void clientsSharingAPoolAndKeyShareTheLimiterOthersDoNot() throws Exception {
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      try (TradingClient client = clientFor(server).rateLimit(RateLimit.perSecond(3)).build()) {
        TradingClient sameKey = client.withOptions(o -> o.deadline(Duration.ofSeconds(5)));
        TradingClient otherKey = client.withOptions(o -> o.apiKey("another-key"));
        TradingClient unlimited = client.withOptions(o -> o.rateLimit(null));

        RateLimiter.Factory local = RateLimiter.Factory.local(RateLimit.perSecond(3));
        RateLimiter bucket = client.sharedForTest().limiter(client.options().apiKey(), local);
        assertThat(sameKey.sharedForTest().limiter(sameKey.options().apiKey(), local)).isSameAs(bucket);
        assertThat(otherKey.sharedForTest().limiter("another-key", local)).isNotSameAs(bucket);
        assertThat(unlimited.options().rateLimit()).isEmpty();
      }
    }
  }

  @Test
  void anAsyncCallCancelledWhileWaitingForItsPermitGivesItBack() throws Exception {
    // One permit per 10 minutes, no burst: the first call takes it, the async second reserves the next, 10 minutes
    // on, and waits. Cancelled there, it never sends: the permit after the first is free again, ~10 minutes away,
    // not ~20 (the margins are minutes: this does not depend on how fast the machine runs).
    RateLimit limit = RateLimit.of(1, Duration.ofMinutes(10), 1);
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      try (TradingClient client = clientFor(server).rateLimit(limit).deadline(Duration.ofMinutes(30)).build()) {
        server.enqueue(json(200, "{}").build());
        client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());

        java.util.concurrent.CompletableFuture<?> waiting = client.calls.callAsync(Ops.SEND, tree("{}"),
            RequestOptions.none());
        assertThat(waiting.cancel(false)).isTrue();

        RateLimiter bucket = client.sharedForTest().limiter(client.options().apiKey(), RateLimiter.Factory.local(limit));
        assertThat(bucket.reserve(Duration.ofMinutes(15)))
            .as("the cancelled call's permit (the one 10 minutes on) was given back").isPresent();
        assertThat(server.getRequestCount()).isEqualTo(1);
      }
    }
  }

  @Test
  void aBlockingCallInterruptedWhileWaitingForItsPermitGivesItBack() throws Exception {
    RateLimit limit = RateLimit.of(1, Duration.ofMinutes(10), 1);
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      try (TradingClient client = clientFor(server).rateLimit(limit).deadline(Duration.ofMinutes(30)).build()) {
        server.enqueue(json(200, "{}").build());
        client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());

        java.util.concurrent.atomic.AtomicReference<Throwable> thrown = new java.util.concurrent.atomic.AtomicReference<>();
        Thread caller = new Thread(() -> {
          try {
            client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
          } catch (Throwable t) {
            thrown.set(t);
          }
        });
        caller.start();
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (caller.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < guard) {
          Thread.sleep(10); // the caller sleeps for its permit, 10 minutes away
        }
        caller.interrupt();
        caller.join(TimeUnit.SECONDS.toMillis(60));
        assertThat(thrown.get()).isInstanceOf(CallCancelledException.class);

        RateLimiter bucket = client.sharedForTest().limiter(client.options().apiKey(), RateLimiter.Factory.local(limit));
        assertThat(bucket.reserve(Duration.ofMinutes(15)))
            .as("the interrupted call's permit (the one 10 minutes on) was given back").isPresent();
        assertThat(server.getRequestCount()).isEqualTo(1);
      }
    }
  }

  @Test
  void aGivenBackPermitComesOneIntervalSoonerButNeverInsideAPause() {
    TokenBucket bucket = new TokenBucket(RateLimit.of(1, Duration.ofSeconds(1), 1), now::get);
    assertThat(bucket.reserve()).isZero();
    assertThat(bucket.reserve()).isEqualTo(ms(1000));
    bucket.cancelReservation(); // the permit 1 s on was not used
    assertThat(bucket.reserve()).isEqualTo(ms(1000));

    bucket.pauseFor(ms(5000));
    bucket.cancelReservation();
    bucket.cancelReservation();
    assertThat(bucket.reserve()).as("a 429's pause is not shortened").isEqualTo(ms(5000));
  }

  @Test
  void aReservationBeyondMaxWaitTakesNothing() {
    TokenBucket bucket = new TokenBucket(RateLimit.of(1, Duration.ofSeconds(1), 1), now::get);
    assertThat(bucket.reserve(Duration.ZERO)).contains(Duration.ZERO);
    assertThat(bucket.reserve(Duration.ofMillis(999))).as("the next permit is 1 s away").isEmpty();
    assertThat(bucket.reserve(Duration.ofSeconds(1))).as("nothing was taken by the refusal")
        .contains(Duration.ofSeconds(1));
    bucket.pause(Duration.ofSeconds(5));
    assertThat(bucket.reserve(Duration.ofSeconds(4))).isEmpty();
  }

  /** A limiter from a factory: counts what the client asks of it. */
  static final class CountingLimiter implements RateLimiter {
    final AtomicLong reservations = new AtomicLong();
    final java.util.List<Duration> pauses = new java.util.concurrent.CopyOnWriteArrayList<>();
    volatile boolean grant = true;

    @Override
    public java.util.Optional<Duration> reserve(Duration maxWait) {
      reservations.incrementAndGet();
      return grant ? java.util.Optional.of(Duration.ZERO) : java.util.Optional.empty();
    }

    @Override
    public void pause(Duration delay) {
      pauses.add(delay);
    }
  }

  @Test
  void aCustomLimiterIsAskedBeforeEveryAttemptToldOf429sAndSeesOnlyTheKeysFingerprint() throws Exception {
    CountingLimiter limiter = new CountingLimiter();
    java.util.List<String> fingerprints = new java.util.concurrent.CopyOnWriteArrayList<>();
    RateLimiter.Factory factory = fingerprint -> {
      fingerprints.add(fingerprint);
      return limiter;
    };
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      try (TradingClient client = clientFor(server).rateLimiter(factory).maxRetries(1).build()) {
        server.enqueue(json(429, "{\"errorCode\":\"Ratelimited\"}").setHeader("Retry-After", "1").build());
        server.enqueue(json(200, "{}").build());
        client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());

        assertThat(limiter.reservations.get()).as("one permit per attempt, the retry included").isEqualTo(2);
        assertThat(limiter.pauses).as("the 429's retry delay (capped by the test policy)").hasSize(1)
            .allSatisfy(delay -> assertThat(delay).isPositive());
        assertThat(fingerprints).containsExactly(RateLimiter.fingerprint(client.options().apiKey()));
        assertThat(fingerprints.get(0)).hasSize(64).doesNotContain(client.options().apiKey());
        assertThat(client.options().rateLimiter()).containsSame(factory);

        limiter.grant = false; // the limiter cannot grant within the deadline: nothing is sent
        assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))
            .isInstanceOf(DeadlineExceededException.class).hasMessageContaining("rate limiter");
        assertThat(server.getRequestCount()).isEqualTo(2);
      }
    }
  }

  @Test
  void theKeyFingerprintIsTheHexSha256OfTheKey() {
    assertThat(RateLimiter.fingerprint("abc"))
        .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"); // FIPS 180-2 vector
  }

  @Test
  void offByDefault() {
    assertThat(ClientOptions.builder().apiKey("k").build().rateLimit()).isEmpty();
  }
}
