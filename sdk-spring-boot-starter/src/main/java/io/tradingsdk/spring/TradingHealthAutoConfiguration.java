package io.tradingsdk.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;

/**
 * The "trading" health indicator ({@link TradingHealthIndicator}), only with {@code trading.health.enabled=true}: a
 * check is a request to a third party, which a health endpoint polled every few seconds should not send unasked.
 */
@AutoConfiguration(after = TradingAutoConfiguration.class)
@ConditionalOnClass(HealthIndicator.class)
@ConditionalOnBooleanProperty("trading.health.enabled")
@EnableConfigurationProperties(TradingProperties.class)
public final class TradingHealthAutoConfiguration {
  @Bean
  @ConditionalOnMissingBean(name = "tradingHealthIndicator")
  TradingHealthIndicator tradingHealthIndicator(TradingProperties properties) {
    return new TradingHealthIndicator(properties.getBaseUrl(), properties.getHealth().getTimeout());
  }
}
