package io.tradingsdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.CallListener;
import io.tradingsdk.core.CallObserver;
import io.tradingsdk.core.ClientClosedException;
import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.core.ContextPropagator;
import io.tradingsdk.core.LogLevel;
import io.tradingsdk.core.RateLimit;
import io.tradingsdk.core.RouterVersion;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.micrometer.DefaultTradingClientObservationConvention;
import io.tradingsdk.micrometer.ObservationCallListener;
import io.tradingsdk.micrometer.ObservationContextPropagator;
import io.tradingsdk.micrometer.TradingClientObservationContext;
import io.tradingsdk.micrometer.TradingClientObservationConvention;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Every combination of the starter's auto-configurations, with {@link ApplicationContextRunner}. */
class TradingAutoConfigurationTest {
  private static ReferenceServer server;

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(TradingAutoConfiguration.class,
          TradingObservationAutoConfiguration.class, TradingHealthAutoConfiguration.class))
      .withPropertyValues("trading.api-key=" + ServerConfig.TEST_KEY);

  @BeforeAll
  static void startServer() {
    server = ReferenceServer.startDefault();
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }

  private static String baseUrl() {
    return "trading.base-url=" + server.baseUrl();
  }

  @Test
  void everyPropertyReachesTheClient() {
    runner.withPropertyValues("trading.base-url=http://127.0.0.1:8080/v1/", "trading.router-version=2.0",
        "trading.max-retries=4", "trading.timeout=5s", "trading.connect-timeout=1500ms", "trading.deadline=20s",
        "trading.rate-limit=3", "trading.max-response-size=2MB", "trading.log=info").run(context -> {
          ClientOptions options = context.getBean(TradingClient.class).options();
          assertThat(options.apiKey()).isEqualTo(ServerConfig.TEST_KEY);
          assertThat(options.baseUrl()).isEqualTo("http://127.0.0.1:8080/v1");
          assertThat(options.routerVersion()).contains(RouterVersion.V2_0);
          assertThat(options.retryPolicy().maxRetries()).isEqualTo(4);
          assertThat(options.timeout()).isEqualTo(Duration.ofSeconds(5));
          assertThat(options.connectTimeout()).isEqualTo(Duration.ofMillis(1500));
          assertThat(options.deadline()).isEqualTo(Duration.ofSeconds(20));
          assertThat(options.rateLimit()).contains(RateLimit.perSecond(3));
          assertThat(options.maxResponseBytes()).isEqualTo(2L * 1024 * 1024);
          assertThat(options.logLevel()).isEqualTo(LogLevel.INFO);
          assertThat(context.getBean(TradingProperties.class).toString()).doesNotContain(ServerConfig.TEST_KEY);
        });
  }

  @Test
  void unsetPropertiesKeepTheSdksDefaults() {
    runner.run(context -> {
      ClientOptions defaults = ClientOptions.builder().apiKey(ServerConfig.TEST_KEY).build();
      ClientOptions options = context.getBean(TradingClient.class).options();
      assertThat(options.baseUrl()).isEqualTo(ClientOptions.DEFAULT_BASE_URL);
      assertThat(options.retryPolicy()).isEqualTo(defaults.retryPolicy());
      assertThat(options.timeout()).isEqualTo(defaults.timeout());
      assertThat(options.maxResponseBytes()).isEqualTo(defaults.maxResponseBytes());
      assertThat(options.rateLimit()).isEmpty();
      assertThat(options.logLevel()).isEqualTo(LogLevel.OFF);
    });
  }

  @Test
  void aMissingApiKeyFailsNamingTheProperty() {
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(TradingAutoConfiguration.class))
        .run(context -> assertThat(context).hasFailed().getFailure().rootCause().hasMessageContaining("apiKey"));
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(TradingAutoConfiguration.class))
        .run(context -> assertThat(context.getStartupFailure()).hasStackTraceContaining("trading.api-key"));
  }

  @Test
  void aBadValueFailsNamingWhatWasExpected() {
    runner.withPropertyValues("trading.base-url=ftp://example.com/v1").run(context ->
        assertThat(context.getStartupFailure()).hasStackTraceContaining("trading.*: baseUrl: must start with https://"));
  }

  @Test
  void theApplicationsOwnClientWins() {
    runner.withUserConfiguration(OwnClient.class).run(context -> {
      assertThat(context).hasSingleBean(TradingClient.class);
      assertThat(context.getBean(TradingClient.class).options().userAgent()).isEqualTo("my-app");
    });
  }

  @Test
  void theClientIsClosedWithTheContext() {
    TradingClient[] client = new TradingClient[1];
    runner.withPropertyValues(baseUrl()).run(context -> client[0] = context.getBean(TradingClient.class));

    assertThatThrownBy(() -> client[0].getSwappableTokens(SwappableTokensQuery.builder()
        .tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48").tokenInChainId(io.tradingsdk.models.ChainId.MAINNET)
        .build())).isInstanceOf(ClientClosedException.class);
  }

  @Test
  void customizersListenersAndAPropagatorBeansReachTheClient() {
    runner.withUserConfiguration(Extras.class).run(context -> {
      ClientOptions options = context.getBean(TradingClient.class).options();
      assertThat(options.userAgent()).isEqualTo("customized");
      assertThat(options.callListeners()).containsExactly(context.getBean(CallListener.class));
      assertThat(options.contextPropagator()).containsSame(context.getBean(ContextPropagator.class));
    });
  }

  @Test
  void withoutAnObservationRegistryTheClientIsNotObserved() {
    runner.run(context -> {
      assertThat(context).doesNotHaveBean(ObservationCallListener.class);
      assertThat(context.getBean(TradingClient.class).options().callListeners()).isEmpty();
      assertThat(context.getBean(TradingClient.class).options().contextPropagator()).isEmpty();
    });
  }

  @Test
  void anObservationRegistryInstrumentsTheClient() {
    runner.withUserConfiguration(Observability.class).withPropertyValues(baseUrl()).run(context -> {
      assertThat(context).hasSingleBean(ObservationCallListener.class);
      ClientOptions options = context.getBean(TradingClient.class).options();
      assertThat(options.callListeners()).containsExactly(context.getBean(ObservationCallListener.class));
      assertThat(options.contextPropagator()).get().isInstanceOf(ObservationContextPropagator.class);

      context.getBean(TradingClient.class).getSwappableTokens(usdc());

      MeterRegistry meters = context.getBean(MeterRegistry.class);
      assertThat(meters.get(DefaultTradingClientObservationConvention.NAME)
          .tags("operation", "getSwappableTokens", "status", "200", "outcome", "success").timer().count())
          .isEqualTo(1);
    });
  }

  @Test
  void theApplicationsConventionRenamesTheObservation() {
    runner.withUserConfiguration(Observability.class, OwnConvention.class).withPropertyValues(baseUrl())
        .run(context -> {
          context.getBean(TradingClient.class).getSwappableTokens(usdc());

          assertThat(context.getBean(MeterRegistry.class).find("upstream.trading").timer()).isNotNull();
          assertThat(context.getBean(MeterRegistry.class).find(DefaultTradingClientObservationConvention.NAME)
              .timer()).isNull();
        });
  }

  @Test
  void theApplicationsOwnListenerBeanWins() {
    runner.withUserConfiguration(Observability.class, OwnObservationListener.class).run(context -> {
      assertThat(context).hasSingleBean(ObservationCallListener.class);
      assertThat(context.getBean(ObservationCallListener.class))
          .isSameAs(context.getBean("myListener", ObservationCallListener.class));
    });
  }

  @Test
  void withoutMicrometerOnTheClassPathNothingIsObserved() {
    runner.withUserConfiguration(Observability.class)
        .withClassLoader(new FilteredClassLoader(ObservationCallListener.class))
        .run(context -> {
          assertThat(context).doesNotHaveBean(ObservationCallListener.class);
          assertThat(context).hasSingleBean(TradingClient.class);
        });
  }

  @Test
  void theHealthIndicatorIsOptIn() {
    runner.run(context -> assertThat(context).doesNotHaveBean(TradingHealthIndicator.class));
    runner.withPropertyValues("trading.health.enabled=true")
        .withClassLoader(new FilteredClassLoader(HealthIndicator.class))
        .run(context -> assertThat(context).doesNotHaveBean(TradingHealthIndicator.class));
  }

  @Test
  void theHealthIndicatorSaysUpWithoutSpendingTheKeysQuota() {
    long before = server.stats().requests();
    // A generous limit: the check's first request starts the JDK's HTTP client, which took over the default 2 s on a
    // loaded build machine; the limit itself is not what this test checks.
    runner.withPropertyValues("trading.health.enabled=true", "trading.health.timeout=60s", baseUrl()).run(context -> {
      Health health = context.getBean(TradingHealthIndicator.class).health();

      assertThat(health.getStatus()).isEqualTo(Status.UP);
      // The reference server routes before it authenticates: GET /quote is a 404 to anyone.
      assertThat(health.getDetails()).containsEntry("status", 404).containsEntry("baseUrl", server.baseUrl().toString());
      assertThat(health.getDetails().values()).extracting(Object::toString)
          .noneMatch(v -> v.contains(ServerConfig.TEST_KEY));
    });
    assertThat(server.journal().last(1)).singleElement().satisfies(request -> {
      assertThat(request.method()).isEqualTo("GET");
      assertThat(request.path()).endsWith("/quote");
      assertThat(request.headers().keySet()).noneMatch(name -> name.equalsIgnoreCase("x-api-key"));
    });
    assertThat(server.stats().requests()).isEqualTo(before + 1);
  }

  @Test
  void theHealthIndicatorSaysDownWhenNothingAnswers() {
    ReferenceServer stopped = ReferenceServer.startDefault();
    String gone = stopped.baseUrl().toString();
    stopped.close();

    Health health = new TradingHealthIndicator(gone, Duration.ofMillis(500)).health();

    assertThat(health.getStatus()).isEqualTo(Status.DOWN);
    assertThat(health.getDetails()).containsKey("error");
  }

  @Test
  void theApplicationsOwnHealthIndicatorWins() {
    runner.withPropertyValues("trading.health.enabled=true").withUserConfiguration(OwnHealth.class)
        .run(context -> assertThat(context.getBean("tradingHealthIndicator")).isNotInstanceOf(
            TradingHealthIndicator.class));
  }

  private static SwappableTokensQuery usdc() {
    return SwappableTokensQuery.builder().tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
        .tokenInChainId(io.tradingsdk.models.ChainId.MAINNET).build();
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnClient {
    @Bean
    TradingClient myClient() {
      return TradingClient.builder().apiKey("own-key").userAgent("my-app").build();
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Extras {
    @Bean
    TradingClientBuilderCustomizer userAgent() {
      return builder -> builder.userAgent("customized");
    }

    @Bean
    CallListener auditListener() {
      return call -> CallObserver.NONE;
    }

    @Bean
    ContextPropagator myPropagator() {
      return () -> () -> () -> {};
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Observability {
    @Bean
    MeterRegistry meterRegistry() {
      return new SimpleMeterRegistry();
    }

    @Bean
    ObservationRegistry observationRegistry(MeterRegistry meters) {
      ObservationRegistry registry = ObservationRegistry.create();
      registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
      return registry;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnConvention {
    @Bean
    TradingClientObservationConvention upstreamConvention() {
      return new DefaultTradingClientObservationConvention() {
        @Override
        public String getName() {
          return "upstream.trading";
        }

        @Override
        public String getContextualName(TradingClientObservationContext context) {
          return "upstream " + context.call().operation();
        }
      };
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnObservationListener {
    @Bean
    ObservationCallListener myListener(ObservationRegistry registry) {
      return ObservationCallListener.builder(registry).build();
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnHealth {
    @Bean
    HealthIndicator tradingHealthIndicator() {
      return () -> Health.up().withDetail("mine", true).build();
    }
  }
}
