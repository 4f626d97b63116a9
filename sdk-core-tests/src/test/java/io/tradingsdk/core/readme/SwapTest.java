package io.tradingsdk.core.readme;

// readme:server-junit
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SwapRequest;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(ReferenceServerExtension.class)   // one server per test class on a free loopback port, injected by type
class SwapTest {
  private static final QuoteRequest ONE_ETH_TO_USDC = QuoteRequest.builder()
      .type(TradeType.EXACT_INPUT)
      .amount(new BigInteger("1000000000000000000"))
      .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
      .tokenIn("0x0000000000000000000000000000000000000000")           // native ETH: no approval, no permit
      .tokenOut("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
      .swapper(ServerConfig.DEV_WALLET)
      .slippageTolerance(new BigDecimal("0.5"))
      .build();

  @Test
  void quotesAndBuildsTheSwap(URI baseUrl) {
    try (TradingClient client = TradingClient.builder().baseUrl(baseUrl.toString()).apiKey(ServerConfig.TEST_KEY)
        .build()) {
      QuoteResponse quote = client.quote(ONE_ETH_TO_USDC);
      String to = client.swap(SwapRequest.fromQuote(quote)).swap().to();
      assertTrue(to.startsWith("0x"), to);                            // the Universal Router
    }
  }

  @Test
  void retriesAServiceError(ReferenceServer server, URI baseUrl) {
    server.faults().next(1).status(503);                              // the next answer is a 503
    try (TradingClient client = TradingClient.builder().baseUrl(baseUrl.toString()).apiKey(ServerConfig.TEST_KEY)
        .build()) {
      assertEquals("CLASSIC", client.quote(ONE_ETH_TO_USDC).routing().value()); // retried, then answered
    }
  }
}
// readme:end
