package io.tradingsdk.spring;

import io.tradingsdk.models.jackson3.TradingJackson3Module;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.json.JsonMapper;

/**
 * When the application has Jackson 3 ({@code tools.jackson}, Spring Boot 4's JSON) and {@code sdk-models-jackson3}
 * on its class path, a {@link TradingJackson3Module} bean: Boot's Jackson auto-configuration adds every {@code
 * JacksonModule} bean to the {@link JsonMapper} it builds, so controllers, {@code RestClient} and the rest of Boot's
 * JSON read and write the SDK's models exactly as the SDK does, whatever {@code spring.jackson.find-and-add-modules}
 * says. An application's own {@code TradingJackson3Module} bean replaces this one.
 */
@AutoConfiguration
@ConditionalOnClass({JsonMapper.class, TradingJackson3Module.class})
public final class TradingJackson3AutoConfiguration {
  @Bean
  @ConditionalOnMissingBean
  TradingJackson3Module tradingJackson3Module() {
    return new TradingJackson3Module();
  }
}
