package io.tradingsdk.spring;

import java.util.Locale;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;

/**
 * Masks the Trading API key wherever the actuator shows configuration ({@code /actuator/env}, {@code
 * /actuator/configprops}), even when an application shows values ({@code
 * management.endpoint.env.show-values=always}): {@code trading.api-key}, the {@code TRADING_API_KEY} environment
 * variable and the bound {@code apiKey} property read {@code ******}.
 */
@AutoConfiguration
@ConditionalOnClass(SanitizingFunction.class)
public final class TradingActuatorAutoConfiguration {
  @Bean
  SanitizingFunction tradingApiKeySanitizer() {
    return TradingActuatorAutoConfiguration::sanitize;
  }

  static SanitizableData sanitize(SanitizableData data) {
    return isApiKey(data.getKey()) ? data.withSanitizedValue() : data;
  }

  /** {@code trading.api-key}, {@code trading.apiKey}, {@code TRADING_API_KEY}, and {@code apiKey} in configprops. */
  static boolean isApiKey(String key) {
    String plain = key.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]", "");
    return plain.equals("trading.apikey") || plain.equals("tradingapikey") || plain.equals("apikey");
  }
}
