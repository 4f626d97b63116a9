package io.tradingsdk.micrometer.readme;

// The README's Micrometer snippet, compiled here (ReadmeSnippetsTest, module examples, checks the README equals it).
// readme:micrometer
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.ContextPropagator;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.micrometer.ObservationCallListener;
import io.tradingsdk.micrometer.ObservationContextPropagator;
// readme:end

/** The README's Micrometer snippet. */
final class MicrometerReadmeSnippets {
  private MicrometerReadmeSnippets() {}

  static TradingClient observed(ObservationRegistry observationRegistry, MeterRegistry meterRegistry) {
    // readme:micrometer

    TradingClient client = TradingClient.builder()
        .fromEnv()
        .addCallListener(ObservationCallListener.create(observationRegistry, meterRegistry))
        .contextPropagator(ContextPropagator.of(ObservationContextPropagator.create(), ContextPropagator.slf4jMdc()))
        .build();
    // readme:end
    return client;
  }
}
