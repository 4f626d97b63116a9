package io.tradingsdk.micrometer;

import io.micrometer.common.KeyValue;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.trade.TradeEvent;
import io.tradingsdk.trade.TradeListener;
import io.tradingsdk.trade.TradeStatus;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The trades of {@code sdk-trade}'s engine as observations named {@value #NAME}: one per trade run, from its start
 * (or resume) to its final state, with the low-cardinality keys {@code routing} ({@code CLASSIC}, {@code DUTCH_V2},
 * ..., {@code none} before a quote) and {@code outcome} ({@code settled}, {@code expired}, {@code cancelled}, {@code
 * reverted}, {@code failed}), each step an observation event. With a meter handler this is a timer {@value #NAME}
 * (count and duration per routing and outcome); with a tracing handler, a span per trade.
 *
 * <pre>{@code
 * TradeEngine engine = TradeEngine.builder(client, signer)
 *     .listener(new TradeObservations(observationRegistry))
 *     .build();
 * }</pre>
 *
 * <p>Needs {@code sdk-trade} on the class path (an optional dependency of this module).
 */
public final class TradeObservations implements TradeListener {
  /** The observation's (and the timer's) name. */
  public static final String NAME = "trading.trades";

  private final ObservationRegistry registry;
  private final Map<String, Observation> running = new ConcurrentHashMap<>();

  /** Observations in {@code registry}. */
  public TradeObservations(ObservationRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  @Override
  public void onEvent(TradeEvent event) {
    Observation observation = running.computeIfAbsent(event.tradeId(), id -> Observation.createNotStarted(NAME,
            registry)
        .contextualName("trade")
        .lowCardinalityKeyValue(KeyValue.of("routing", "none"))
        .highCardinalityKeyValue(KeyValue.of("trade.id", id))
        .start());
    String routing = event.details().get("routing");
    if (routing != null && !routing.isEmpty()) {
      observation.lowCardinalityKeyValue(KeyValue.of("routing", routing));
    }
    observation.event(Observation.Event.of(event.type()));
    if (event.type().equals("final")) {
      running.remove(event.tradeId());
      observation.lowCardinalityKeyValue(KeyValue.of("outcome", outcome(event.status())));
      observation.stop();
    }
  }

  private static String outcome(TradeStatus status) {
    return status.name().toLowerCase(Locale.ROOT);
  }
}
