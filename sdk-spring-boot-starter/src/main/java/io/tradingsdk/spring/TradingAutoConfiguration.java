package io.tradingsdk.spring;

import io.tradingsdk.core.CallListener;
import io.tradingsdk.core.ContextPropagator;
import io.tradingsdk.core.LogSink;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * A {@link TradingClient} from the {@code trading.*} properties ({@link TradingProperties}), unless the application
 * defines its own. Every {@link CallListener} bean hears its calls, a {@link ContextPropagator} bean carries the
 * caller's context onto its threads, and {@link TradingClientBuilderCustomizer} beans change anything else. The
 * client is closed with the application context.
 */
@AutoConfiguration
@ConditionalOnClass(TradingClient.class)
@EnableConfigurationProperties(TradingProperties.class)
public final class TradingAutoConfiguration {
  @Bean(destroyMethod = "close")
  @ConditionalOnMissingBean
  TradingClient tradingClient(TradingProperties properties, ObjectProvider<CallListener> listeners,
      ObjectProvider<ContextPropagator> propagator, ObjectProvider<TradingClientBuilderCustomizer> customizers) {
    TradingClient.Builder builder = TradingClient.builder();
    try {
      apply(properties, builder);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("trading.*: " + e.getMessage(), e);
    }
    listeners.orderedStream().forEach(builder::addCallListener);
    propagator.ifUnique(builder::contextPropagator);
    customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
    try {
      return builder.build();
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("trading.*: " + e.getMessage()
          + (properties.getApiKey() == null ? " (set trading.api-key)" : ""), e);
    }
  }

  private static void apply(TradingProperties p, TradingClient.Builder b) {
    if (p.getApiKey() != null) {
      b.apiKey(p.getApiKey());
    }
    b.baseUrl(p.getBaseUrl());
    if (p.getRouterVersion() != null) {
      b.routerVersion(RouterVersion.of(p.getRouterVersion()));
    }
    if (p.getMaxRetries() != null) {
      b.maxRetries(p.getMaxRetries());
    }
    if (p.getTimeout() != null) {
      b.timeout(p.getTimeout());
    }
    if (p.getConnectTimeout() != null) {
      b.connectTimeout(p.getConnectTimeout());
    }
    if (p.getDeadline() != null) {
      b.deadline(p.getDeadline());
    }
    if (p.getRateLimit() != null) {
      b.rateLimit(RateLimit.perSecond(p.getRateLimit()));
    }
    if (p.getMaxResponseSize() != null) {
      b.maxResponseBytes(p.getMaxResponseSize().toBytes());
    }
    b.logLevel(p.getLog());
    if (p.getLog() != io.tradingsdk.core.LogLevel.OFF) {
      b.logSink(LogSink.slf4j());
    }
  }
}
