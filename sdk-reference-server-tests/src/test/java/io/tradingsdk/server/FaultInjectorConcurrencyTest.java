package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link FaultInjector#decide}, which every request calls: without a rule it takes no lock; with rules added while
 * requests run, each one-shot fault is injected exactly as many times as asked.
 */
class FaultInjectorConcurrencyTest {
  private static final ApiRequest QUOTE = ApiRequest.builder("POST", "/v1/quote").build();

  @Test
  void withoutARuleDecideTakesNoLock() throws Exception {
    FaultInjector faults = new FaultInjector();
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Future<FaultInjector.Decision> decided;
      synchronized (faults) { // the lock the rules are kept under, held by someone else (adding a rule, say)
        decided = pool.submit(() -> faults.decide(QUOTE, "/quote"));
        // A decide that took the lock would wait for it; the guard is generous, the answer comes without it.
        assertThat(decided.get(60, TimeUnit.SECONDS)).isSameAs(FaultInjector.Decision.NONE);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void oneShotRulesAddedWhileRequestsRunApplyExactlyTheirCount() throws Exception {
    FaultInjector faults = new FaultInjector();
    int threads = 4;
    int rules = 50;
    int perRule = 3;
    AtomicBoolean stop = new AtomicBoolean();
    AtomicInteger faulted = new AtomicInteger();
    CountDownLatch running = new CountDownLatch(threads);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> deciders = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        deciders.add(pool.submit(() -> {
          running.countDown();
          while (!stop.get()) {
            FaultInjector.Decision decision = faults.decide(QUOTE, "/quote");
            if (decision.kind == FaultInjector.Kind.STATUS) {
              assertThat(decision.status).isEqualTo(503);
              faulted.incrementAndGet();
            }
          }
        }));
      }
      assertThat(running.await(60, TimeUnit.SECONDS)).isTrue();
      for (int r = 0; r < rules; r++) {
        faults.next(perRule).on("POST", "/quote").status(503);
      }
      // Every rule is used up by the requests (a generous guard, not a timing assertion).
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while (!faults.isEmpty() && System.nanoTime() < deadline) {
        Thread.onSpinWait();
      }
      stop.set(true);
      for (Future<?> decider : deciders) {
        decider.get(60, TimeUnit.SECONDS);
      }
      assertThat(faults.isEmpty()).isTrue();
      assertThat(faulted.get()).isEqualTo(rules * perRule);
      assertThat(faults.injectedCount()).isEqualTo(rules * perRule);
      assertThat(faults.rules()).isEmpty();
      // And once empty, a new rule applies again.
      faults.next(1).status(500);
      assertThat(faults.isEmpty()).isFalse();
      assertThat(faults.decide(QUOTE, "/quote").status).isEqualTo(500);
      assertThat(faults.isEmpty()).isTrue();
      assertThat(faults.decide(QUOTE, "/quote")).isSameAs(FaultInjector.Decision.NONE);
    } finally {
      stop.set(true);
      pool.shutdownNow();
    }
  }
}
