package io.tradingsdk.spring;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.ContextPropagator;
import io.tradingsdk.micrometer.ObservationCallListener;
import io.tradingsdk.micrometer.ObservationContextPropagator;
import io.tradingsdk.micrometer.TradingClientObservationConvention;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;

/**
 * When the application has an {@link ObservationRegistry} (Spring Boot's actuator makes one), the auto-configured
 * client is observed through {@code sdk-micrometer}: the observation {@code trading.client.requests} of every call
 * (a timer in the application's {@link MeterRegistry}, a span with Micrometer Tracing), the retry and rate-limit-wait
 * meters, and the caller's context carried onto the client's threads. A {@link TradingClientObservationConvention}
 * bean replaces the default naming and tags.
 */
@AutoConfiguration(before = TradingAutoConfiguration.class, afterName = {
    "org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration",
    "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration"})
@ConditionalOnClass({ObservationRegistry.class, ObservationCallListener.class})
@ConditionalOnBean(ObservationRegistry.class)
public final class TradingObservationAutoConfiguration {
  @Bean
  @ConditionalOnMissingBean
  ObservationCallListener tradingObservationCallListener(ObservationRegistry observationRegistry,
      ObjectProvider<MeterRegistry> meterRegistry, ObjectProvider<TradingClientObservationConvention> convention) {
    ObservationCallListener.Builder builder = ObservationCallListener.builder(observationRegistry);
    meterRegistry.ifUnique(builder::meterRegistry);
    convention.ifUnique(builder::observationConvention);
    return builder.build();
  }

  @Bean
  @ConditionalOnMissingBean
  ContextPropagator tradingContextPropagator() {
    return ObservationContextPropagator.create();
  }
}
