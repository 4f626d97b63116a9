package io.tradingsdk.spring.test;

import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.util.Map;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.MergedContextConfiguration;

/**
 * Starts a reference server for one application context, makes it the {@code tradingReferenceServer} bean, points
 * the {@code trading.*} connection properties at it, and stops it with the context.
 */
final class TradingReferenceServerContextCustomizer implements ContextCustomizer {
  /** The bean name of the server. */
  static final String BEAN_NAME = "tradingReferenceServer";

  @Override
  public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
    ReferenceServer server = ReferenceServer.startDefault();
    context.getBeanFactory().registerSingleton(BEAN_NAME, server);
    context.getEnvironment().getPropertySources().addFirst(new MapPropertySource(BEAN_NAME, Map.of(
        "trading.base-url", server.baseUrl().toString(),
        "trading.api-key", ServerConfig.TEST_KEY)));
    context.addApplicationListener((ApplicationListener<ContextClosedEvent>) event -> {
      if (event.getApplicationContext() == context) {
        server.close();
      }
    });
  }

  // One customizer is like another: test classes with the same configuration share a cached context.
  @Override
  public boolean equals(Object other) {
    return other != null && other.getClass() == getClass();
  }

  @Override
  public int hashCode() {
    return getClass().hashCode();
  }
}
