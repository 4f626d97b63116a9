package io.tradingsdk.core.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** docs/java-backends.md's journeys do what their comments say, against the reference server. */
class JavaJourneysTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(b -> { }).resetBeforeEach();

  private final TradingClient client = TradingClient.builder().baseUrl(SERVER.baseUrl().toString())
      .apiKey(ServerConfig.TEST_KEY).build();
  private final LocalSigner signer = LocalSigner.of(PrivateKey.random());

  @AfterEach
  void close() {
    client.close();
  }

  @Test
  void thePlainSwapAsksForTheApprovalAndReturnsTheWalletsTransaction() {
    JavaJourneys.PlainSwap result = JavaJourneys.plainSwap(client, signer);
    assertThat(result.approval()).as("a fresh wallet must approve Permit2 first").isNotNull();
    assertThat(result.approval().to()).isEqualToIgnoringCase(JavaJourneys.USDC);
    assertThat(result.swap().from()).isEqualToIgnoringCase(signer.address().toChecksumHex());
    assertThat(result.swap().data()).startsWith("0x").hasSizeGreaterThan(10);
  }

  @Test
  void theDutchOrderIsPostedAndPolledUntilFilled() throws Exception {
    // The reference server's clock moves only when told: a helper moves it a block while the snippet polls.
    Thread clock = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        SERVER.server().chain().advanceTime(Duration.ofSeconds(12));
        try {
          Thread.sleep(500);
        } catch (InterruptedException e) {
          return;
        }
      }
    });
    clock.setDaemon(true);
    clock.start();
    try {
      assertThat(JavaJourneys.dutchOrder(client, signer)).isEqualTo(OrderStatus.FILLED);
    } finally {
      clock.interrupt();
    }
  }

  @Test
  void aRefusedCallSaysItsStatusCodeAndDetail() {
    QuoteRequest unroutable = QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(BigInteger.ONE)
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET)
        .tokenIn(JavaJourneys.USDC).tokenOut("0x000000000000000000000000000000000000dEaD")
        .swapper(signer.address().toChecksumHex()).slippageTolerance(new BigDecimal("0.5")).build();
    assertThat(JavaJourneys.apiErrors(client, unroutable)).startsWith("no route: ").contains("No quotes available");
  }
}
