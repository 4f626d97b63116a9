package io.tradingsdk.spring.readme;

// readme:spring-boot-3
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.micrometer.ObservationCallListener;
import io.tradingsdk.micrometer.ObservationContextPropagator;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
// readme:end

/**
 * docs/java-backends.md's Spring Boot 3.5 configuration (no starter: the client bean built with sdk-micrometer),
 * compiled here against Spring Framework and run by {@code Boot3ConfigurationTest}.
 */
// readme:spring-boot-3

@Configuration
class TradingConfiguration {
  @Bean(destroyMethod = "close")
  TradingClient tradingClient(@Value("${trading.base-url}") String baseUrl, @Value("${trading.api-key}") String apiKey,
      ObservationRegistry observations, MeterRegistry meters) {   // both made by spring-boot-starter-actuator
    return TradingClient.builder()
        .baseUrl(baseUrl)
        .apiKey(apiKey)
        .addCallListener(ObservationCallListener.create(observations, meters))
        .contextPropagator(ObservationContextPropagator.create())
        .build();
  }
}
// readme:end
