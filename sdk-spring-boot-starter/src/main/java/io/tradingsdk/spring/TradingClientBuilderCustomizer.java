package io.tradingsdk.spring;

import io.tradingsdk.core.TradingClient;

/**
 * Changes the builder of the auto-configured {@link TradingClient} after the {@code trading.*} properties were
 * applied: declare one as a bean (several run in {@code @Order}).
 */
@FunctionalInterface
public interface TradingClientBuilderCustomizer {
  /** Changes {@code builder}. */
  void customize(TradingClient.Builder builder);
}
