package io.tradingsdk.spring.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.core.env.MapPropertySource;

/** The Boot 3.5 configuration of the guide: a plain Spring context, its client observed into the meter registry. */
class Boot3ConfigurationTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { });

  @Test
  void theClientBeanIsTimedInTheApplicationsMeterRegistry() {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    ObservationRegistry observations = ObservationRegistry.create();
    observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test", java.util.Map.of(
          "trading.base-url", SERVER.baseUrl().toString(), "trading.api-key", ServerConfig.TEST_KEY)));
      context.registerBean(ObservationRegistry.class, () -> observations);
      context.registerBean(MeterRegistry.class, () -> meters);
      context.register(TradingConfiguration.class);
      context.refresh();
      context.getBean(TradingClient.class).checkApproval(CheckApprovalRequest.builder()
          .walletAddress(ServerConfig.DEV_WALLET).token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
          .amount(BigInteger.ONE).chainId(ChainId.MAINNET).build());
    }
    assertThat(meters.get("trading.client.requests").tag("operation", "checkApproval").timer().count()).isEqualTo(1);
  }
}
