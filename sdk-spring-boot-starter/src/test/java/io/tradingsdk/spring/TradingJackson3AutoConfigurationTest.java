package io.tradingsdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.jackson3.TradingJackson3Module;
import io.tradingsdk.models.json.TradingJson;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@link TradingJackson3AutoConfiguration} with Boot 4's own Jackson auto-configuration: the models through the
 * application's Jackson 3 {@link JsonMapper}. {@code spring.jackson.find-and-add-modules=false} keeps Jackson's
 * service loading (which finds the module by itself) out, so what registers the module is the bean.
 */
class TradingJackson3AutoConfigurationTest {
  private static final String TRANSACTION = "{\"from\":\"0x18E296053CbDF986196903bA1D4E7cfc6b1A2b4d\","
      + "\"to\":\"0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af\",\"chainId\":1,\"data\":\"0x3593564c\","
      + "\"value\":\"0x00\",\"gasLimit\":\"171000\"}";

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class, TradingJackson3AutoConfiguration.class))
      .withPropertyValues("spring.jackson.find-and-add-modules=false");

  @Test
  void bootsJsonMapperReadsAndWritesTheModelsAsTheSdkDoes() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(TradingJackson3Module.class);
      JsonMapper mapper = context.getBean(JsonMapper.class);
      TransactionRequest read = mapper.readValue(TRANSACTION, TransactionRequest.class);
      assertThat(read.chainId()).isEqualTo(ChainId.of(1));
      assertThat(read.data()).isEqualTo("0x3593564c");
      assertThat(mapper.writeValueAsString(read)).isEqualTo(TradingJson.write(read));
    });
  }

  @Test
  void withoutTheBeanBootsJsonMapperCannotReadTheModels() {
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(JacksonAutoConfiguration.class))
        .withPropertyValues("spring.jackson.find-and-add-modules=false")
        .run(context -> {
          JsonMapper mapper = context.getBean(JsonMapper.class);
          // The abstract model type with Jackson 2's @JsonDeserialize: what the bean above makes readable.
          assertThatThrownBy(() -> mapper.readValue(TRANSACTION, TransactionRequest.class))
              .isInstanceOf(tools.jackson.core.JacksonException.class);
        });
  }

  @Test
  void anApplicationsOwnModuleBeanReplacesTheAutoConfiguredOne() {
    runner.withUserConfiguration(OwnModule.class).run(context -> {
      assertThat(context).hasSingleBean(TradingJackson3Module.class);
      assertThat(context.getBean(TradingJackson3Module.class)).isSameAs(OwnModule.MODULE);
    });
  }

  @Test
  void withoutSdkModelsJackson3OnTheClassPathThereIsNoModule() {
    runner.withClassLoader(new FilteredClassLoader(TradingJackson3Module.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TradingJackson3Module.class)
            .hasSingleBean(JsonMapper.class));
  }

  @Test
  void withoutJackson3OnTheClassPathThereIsNoModule() {
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(TradingJackson3AutoConfiguration.class))
        .withClassLoader(new FilteredClassLoader("tools.jackson.databind.json"))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TradingJackson3Module.class));
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnModule {
    static final TradingJackson3Module MODULE = new TradingJackson3Module();

    @Bean
    TradingJackson3Module myTradingJackson3Module() {
      return MODULE;
    }
  }
}
