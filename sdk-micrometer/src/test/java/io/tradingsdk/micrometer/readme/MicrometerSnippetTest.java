package io.tradingsdk.micrometer.readme;

import static org.assertj.core.api.Assertions.assertThat;

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

/** docs/java-backends.md's Micrometer snippet, its fromEnv() given the server by system properties, times a call. */
class MicrometerSnippetTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { });

  @Test
  void theSnippetsClientIsTimedPerOperation() {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    ObservationRegistry observations = ObservationRegistry.create();
    observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    System.setProperty("trading.baseUrl", SERVER.baseUrl().toString());
    System.setProperty("trading.apiKey", ServerConfig.TEST_KEY);
    try (TradingClient client = MicrometerReadmeSnippets.observed(observations, meters)) {
      client.checkApproval(CheckApprovalRequest.builder().walletAddress(ServerConfig.DEV_WALLET)
          .token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48").amount(BigInteger.ONE).chainId(ChainId.MAINNET)
          .build());
    } finally {
      System.clearProperty("trading.baseUrl");
      System.clearProperty("trading.apiKey");
    }
    assertThat(meters.get("trading.client.requests").tag("operation", "checkApproval").tag("outcome", "success")
        .timer().count()).isEqualTo(1);
  }
}
