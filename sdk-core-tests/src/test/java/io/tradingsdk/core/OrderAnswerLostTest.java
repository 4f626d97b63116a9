package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.Protocol;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reference server takes a POST /order and then loses its answer (the connection drops, or the server
 * stalls past the attempt's timeout): the order is live. Sending it again gets a 400 "already submitted", which
 * told the caller the order failed; the caller must instead hear that the outcome is unknown.
 */
class OrderAnswerLostTest extends WithReferenceServer {
  private final LocalSigner wallet = LocalSigner.of(PrivateKey.random());

  private QuoteResponse dutchV2Quote() {
    return client.quote(QuoteRequest.builder().type(TradeType.EXACT_INPUT).amount(new BigInteger("2000000000"))
        .tokenInChainId(ChainId.MAINNET).tokenOutChainId(ChainId.MAINNET).tokenIn(BeyondSpecJourneysTest.USDC)
        .tokenOut(BeyondSpecJourneysTest.WETH).swapper(wallet.address().toChecksumHex())
        .protocols(List.of(Protocol.UNISWAPX_V2)).slippageTolerance(BigDecimal.ONE).build());
  }

  private long orderPosts() {
    return server.journal().all().stream()
        .filter(e -> e.method().equals("POST") && e.path().endsWith("/order")).count();
  }

  private void assertOutcomeUnknownAndOrderLive(Throwable thrown, QuoteResponse quote) {
    assertThat(thrown).as("the order was taken; a retry's 'already submitted' must not be what the caller sees")
        .isInstanceOf(TradingIoException.class);
    assertThat(thrown.getMessage()).contains("outcome is unknown");
    assertThat(((TradingException) thrown).attempts()).isEqualTo(1);
    String orderId = ((OrderQuote) quote.quote()).orderId();
    assertThat(client.getOrders(OrdersQuery.builder().orderId(orderId).build()).orders())
        .as("the order the caller was told about is live").hasSize(1);
  }

  @Test
  void anOrderWhoseConnectionDropsAfterTheServerTookItIsNotPostedAgain() {
    QuoteResponse quote = dutchV2Quote();
    OrderRequest order = OrderRequest.fromQuote(quote, wallet.sign(TypedData.from(quote.permit().orElseThrow())).toHex());
    server.faults().next(1).on("POST", "/order").drop();

    Throwable thrown = catchThrowable(() -> client.order(order));

    assertOutcomeUnknownAndOrderLive(thrown, quote);
    assertThat(orderPosts()).isEqualTo(1);
  }

  @Test
  void anAsyncOrderWhoseConnectionDropsAfterTheServerTookItIsNotPostedAgain() throws Exception {
    QuoteResponse quote = dutchV2Quote();
    OrderRequest order = OrderRequest.fromQuote(quote, wallet.sign(TypedData.from(quote.permit().orElseThrow())).toHex());
    server.faults().next(1).on("POST", "/order").drop();

    Throwable thrown = catchThrowable(() -> client.orderAsync(order).get(60, java.util.concurrent.TimeUnit.SECONDS));

    assertThat(thrown).isInstanceOf(java.util.concurrent.ExecutionException.class);
    assertOutcomeUnknownAndOrderLive(thrown.getCause(), quote);
    assertThat(orderPosts()).isEqualTo(1);
  }

  @Test
  void anOrderWhoseAnswerTimesOutIsNotPostedAgain() {
    QuoteResponse quote = dutchV2Quote();
    OrderRequest order = OrderRequest.fromQuote(quote, wallet.sign(TypedData.from(quote.permit().orElseThrow())).toHex());
    server.faults().next(1).on("POST", "/order").stall(Duration.ofSeconds(60));

    Throwable thrown = catchThrowable(() -> client.order(order,
        RequestOptions.builder().timeout(Duration.ofSeconds(10)).deadline(Duration.ofSeconds(120)).build()));

    assertThat(thrown).isInstanceOf(AttemptTimeoutException.class);
    assertOutcomeUnknownAndOrderLive(thrown, quote); // a stalled answer is not journaled: no count of posts here
  }
}
