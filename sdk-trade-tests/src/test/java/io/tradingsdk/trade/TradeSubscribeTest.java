package io.tradingsdk.trade;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@link Trade#subscribe(TradeListener)}: the replay, then the live events, none lost or twice, up to the end. */
class TradeSubscribeTest {
  private final Trade trade = new Trade("t1", TradeIntent.builder().sell("USDC").buy("ETH")
      .amount(BigDecimal.ONE).build());

  private static TradeEvent event(String type, TradeStatus status) {
    return new TradeEvent("t1", type, status, Map.of(), Instant.EPOCH);
  }

  private static TradeResult settled() {
    return TradeResult.builder("t1", TradeStatus.SETTLED).build();
  }

  @Test
  void replaysTheEventsSoFarThenDeliversNewOnesAndEndsWithTheFinalOne() {
    trade.record(event("created", TradeStatus.CREATED));
    trade.record(event("quoted", TradeStatus.QUOTING));
    List<String> seen = new CopyOnWriteArrayList<>();
    Trade.Subscription subscription = trade.subscribe(e -> seen.add(e.type()));
    assertThat(seen).containsExactly("created", "quoted");

    trade.record(event("transaction-sent", TradeStatus.QUOTING));
    trade.record(event(TradeEvent.FINAL, TradeStatus.SETTLED));
    trade.complete(settled(), Instant.EPOCH);

    assertThat(seen).containsExactly("created", "quoted", "transaction-sent", "final");
    assertThat(trade.events()).extracting(TradeEvent::type).containsExactly("created", "quoted", "transaction-sent",
        "final"); // complete() added no second final event
    subscription.close();
    subscription.close(); // idempotent
  }

  @Test
  void aClosedSubscriptionReceivesNothingMore() {
    List<String> seen = new CopyOnWriteArrayList<>();
    List<String> other = new CopyOnWriteArrayList<>();
    Trade.Subscription subscription = trade.subscribe(e -> seen.add(e.type()));
    trade.subscribe(e -> other.add(e.type()));
    trade.record(event("created", TradeStatus.CREATED));
    subscription.close();
    trade.record(event("quoted", TradeStatus.QUOTING));

    assertThat(seen).containsExactly("created");
    assertThat(other).containsExactly("created", "quoted");
  }

  @Test
  void aTradeAlreadyFinalIsReplayedToItsFinalEvent() {
    trade.record(event("created", TradeStatus.CREATED));
    trade.complete(settled(), Instant.EPOCH); // no final event recorded by the engine: the trade records one
    List<TradeEvent> seen = new CopyOnWriteArrayList<>();
    trade.subscribe(seen::add);

    assertThat(seen).extracting(TradeEvent::type).containsExactly("created", "final");
    assertThat(seen.get(1).isFinal()).isTrue();
    assertThat(seen.get(1).status()).isEqualTo(TradeStatus.SETTLED);
  }

  @Test
  void aThrowingSubscriberIsIgnoredAndKeepsItsPlace() {
    List<String> seen = new CopyOnWriteArrayList<>();
    trade.subscribe(e -> {
      seen.add(e.type());
      throw new IllegalStateException("boom");
    });
    trade.record(event("created", TradeStatus.CREATED));
    trade.record(event("quoted", TradeStatus.QUOTING));

    assertThat(seen).containsExactly("created", "quoted");
    assertThat(trade.events()).hasSize(2);
  }

  @Test
  void aTradeFailedWithoutResultClosesItsSubscriptions() {
    List<String> seen = new CopyOnWriteArrayList<>();
    trade.subscribe(e -> seen.add(e.type()));
    trade.record(event("created", TradeStatus.CREATED));
    trade.fail(new IllegalStateException("interrupted"));
    trade.record(event("late", TradeStatus.CREATED)); // not possible in the engine; shows the subscription is gone

    assertThat(seen).containsExactly("created");
    assertThat(trade.future()).isCompletedExceptionally();
  }

  @Test
  void subscribersRacingTheDrivingThreadSeeEveryEventOnceInOrder() throws Exception {
    int count = 500;
    CountDownLatch go = new CountDownLatch(1);
    Thread driver = new Thread(() -> {
      try {
        go.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      for (int i = 0; i < count; i++) {
        trade.record(event("step-" + i, TradeStatus.QUOTING));
      }
      trade.record(event(TradeEvent.FINAL, TradeStatus.SETTLED));
      trade.complete(settled(), Instant.EPOCH);
    });
    driver.start();
    List<List<String>> subscribers = new CopyOnWriteArrayList<>();
    go.countDown();
    do { // at least once; some subscribe before, during and (maybe) after the run
      List<String> seen = Collections.synchronizedList(new ArrayList<>());
      subscribers.add(seen);
      trade.subscribe(e -> seen.add(e.type()));
      Thread.yield();
    } while (!trade.future().isDone() && subscribers.size() < 200);
    driver.join();

    List<String> expected = IntStream.range(0, count).mapToObj(i -> "step-" + i)
        .collect(Collectors.toCollection(ArrayList::new));
    expected.add("final");
    assertThat(subscribers).isNotEmpty().allSatisfy(seen -> assertThat(seen).isEqualTo(expected));
  }
}
