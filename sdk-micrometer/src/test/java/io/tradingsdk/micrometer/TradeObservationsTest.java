package io.tradingsdk.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.trade.LpIntent;
import io.tradingsdk.trade.RoutePreference;
import io.tradingsdk.trade.TradeEngine;
import io.tradingsdk.trade.TradeIntent;
import io.tradingsdk.trade.TradeResult;
import io.tradingsdk.trade.TradeStatus;
import io.tradingsdk.wallet.EthRpcClient;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Trades (and LP intents) observed as {@code trading.trades}: a timer per routing and outcome. */
class TradeObservationsTest {
  @Test
  void eachTradeIsOneObservationTaggedByRoutingAndOutcome() {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    ObservationRegistry observations = ObservationRegistry.create();
    observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    try (ReferenceServer server = ReferenceServer.startDefault();
        TradingClient client = TradingClient.builder().baseUrl(server.baseUrl().toString())
            .apiKey(ServerConfig.TEST_KEY).build();
        EthRpcClient rpc = EthRpcClient.builder(server.rpcUrl(1).toString()).build()) {
      TradeEngine engine = TradeEngine.builder(client, LocalSigner.of(PrivateKey.random())).rpc(1, rpc)
          .pacer((what, attempt) -> server.chain().advanceTime(Duration.ofSeconds(12)))
          .listener(new TradeObservations(observations)).build();
      TradeResult settled = engine.execute(TradeIntent.builder().sell("USDC").buy("ETH")
          .amount(new BigDecimal("100")).routing(RoutePreference.CLASSIC).build());
      TradeResult failed = engine.execute(TradeIntent.builder().sell("USDC").buy("ETH")
          .amount(new BigDecimal("100")).routing(RoutePreference.CLASSIC)
          .minAmountOut(new BigInteger("1000000000000000000000")).build());

      TradeResult position = engine.execute(LpIntent.create(1, "V3", "USDT", "WETH")
          .deposit("USDT", new BigInteger("3000000000")).build());

      assertThat(settled.status()).isEqualTo(TradeStatus.SETTLED);
      assertThat(position.status()).as(position.toString()).isEqualTo(TradeStatus.SETTLED);
      Timer lp = meters.find(TradeObservations.NAME).tag("routing", "LP_CREATE").tag("outcome", "settled").timer();
      assertThat(lp).isNotNull();
      assertThat(lp.count()).isEqualTo(1);
      assertThat(failed.status()).isEqualTo(TradeStatus.FAILED);
      Timer ok = meters.find(TradeObservations.NAME).tag("routing", "CLASSIC").tag("outcome", "settled").timer();
      Timer limited = meters.find(TradeObservations.NAME).tag("routing", "CLASSIC").tag("outcome", "failed").timer();
      assertThat(ok).isNotNull();
      assertThat(ok.count()).isEqualTo(1);
      assertThat(limited).isNotNull();
      assertThat(limited.count()).isEqualTo(1);
    }
  }
}
