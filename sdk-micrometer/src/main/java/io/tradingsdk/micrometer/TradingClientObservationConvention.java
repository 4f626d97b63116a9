package io.tradingsdk.micrometer;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the observation of a call. Implement it (or extend {@link DefaultTradingClientObservationConvention}
 * and override one key) and hand it to {@link ObservationCallListener.Builder#observationConvention}, or register it
 * as an {@code ObservationRegistry} global convention.
 */
public interface TradingClientObservationConvention extends ObservationConvention<TradingClientObservationContext> {
  @Override
  default boolean supportsContext(Observation.Context context) {
    return context instanceof TradingClientObservationContext;
  }
}
