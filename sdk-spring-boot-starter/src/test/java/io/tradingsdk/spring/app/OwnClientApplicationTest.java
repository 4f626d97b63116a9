package io.tradingsdk.spring.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.spring.test.AutoConfigureTradingReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;

/** An application that defines its own {@link TradingClient}: the starter's backs off, and the user's is used. */
@SpringBootTest
@AutoConfigureTradingReferenceServer
class OwnClientApplicationTest {
  @TestConfiguration(proxyBeanMethods = false)
  static class OwnClient {
    @Bean
    TradingClient ownTradingClient(@Value("${trading.base-url}") String baseUrl) {
      return TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(baseUrl).userAgent("own-client/1.0")
          .build();
    }
  }

  @Autowired
  ApplicationContext context;

  @Autowired
  ReferenceServer server;

  @Test
  void theUsersClientIsTheOnlyOneAndItReachesTheServer() throws Exception {
    assertThat(context.getBeansOfType(TradingClient.class)).containsOnlyKeys("ownTradingClient");
    TradingClient client = context.getBean(TradingClient.class);

    client.quote(StarterApplicationTest.usdcToWeth());

    assertThat(server.journal().last(1)).singleElement()
        .satisfies(request -> assertThat(request.headers().entrySet()).anySatisfy(header -> {
          assertThat(header.getKey()).isEqualToIgnoringCase("User-Agent");
          assertThat(header.getValue()).containsExactly("own-client/1.0");
        }));
  }
}
