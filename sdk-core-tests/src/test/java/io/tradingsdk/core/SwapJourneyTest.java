package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.Quote;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The router version pinned across quote and swap with the typed endpoints. */
class SwapJourneyTest {
  private MockWebServer server;
  private TradingClient client;
  private QuoteRequest quoteRequest;

  @BeforeEach
  void start() throws Exception {
    server = new MockWebServer();
    server.start();
    client = clientFor(server).build();
    quoteRequest = TradingJson.mapper().readValue(resource("api/quote-request.json"), QuoteRequest.class);
  }

  @AfterEach
  void stop() throws Exception {
    client.close();
    server.close();
  }

  private RawResponse<QuoteResponse> quoteUnder(RouterVersion version) {
    server.enqueue(json(200, resource("api/quote-response-classic.json")).build());
    return client.raw().quote(quoteRequest, RequestOptions.builder().routerVersion(version).build());
  }

  @Test
  void bothSwapKindsInheritTheQuotesVersion() throws Exception {
    RawResponse<QuoteResponse> quoted = quoteUnder(RouterVersion.V2_1_1);
    Quote quote = quoted.body().quote();
    server.enqueue(json(200, resource("api/swap-7702-response.json")).build());
    server.enqueue(json(200, resource("payloads/swap-5792-response.json")).build());

    client.swap7702(Swap7702Request.of(quote));
    client.swap5792Async(Swap5792Request.of(quote)).get(60, TimeUnit.SECONDS);

    assertThat(quoted.routerVersion()).contains(RouterVersion.V2_1_1);
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
  }

  @Test
  void aSwapUnderAnotherVersionIsRefusedSyncAndAsync() {
    Quote quote = quoteUnder(RouterVersion.V2_0).body().quote();
    RequestOptions other = RequestOptions.builder().routerVersion(RouterVersion.V2_2_0).build();

    assertThatThrownBy(() -> client.swap7702(Swap7702Request.of(quote), other))
        .isInstanceOf(RouterVersionMismatchException.class)
        .hasMessageContaining("the quote was requested with 2.0 but this call would send 2.2.0");
    assertThatThrownBy(() -> client.swap5792Async(Swap5792Request.of(quote), other).get(60, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class).cause().isInstanceOf(RouterVersionMismatchException.class);
    assertThat(server.getRequestCount()).as("only the quote went out").isEqualTo(1);
  }

  @Test
  void aQuoteStoredAsJsonAndReadBackIsRecognisedByItsQuoteId() throws Exception {
    Quote quote = quoteUnder(RouterVersion.V1_2).body().quote();
    Swap7702Request reloaded = TradingJson.mapper().readValue(
        TradingJson.write(Swap7702Request.of(quote)), Swap7702Request.class);
    assertThat(reloaded.quote()).isNotSameAs(quote);
    server.enqueue(json(200, resource("api/swap-7702-response.json")).build());

    client.swap7702(reloaded);

    server.takeRequest();
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("1.2");
  }

  @Test
  void aWrapQuoteWithoutIdIsTiedToItsSwapByIdentity() throws Exception {
    server.enqueue(json(200, resource("payloads/quote-response-wrap.json")).build());
    Quote wrap = client.quote(quoteRequest, RequestOptions.builder().routerVersion(RouterVersion.V2_1_1).build())
        .quote();
    server.enqueue(json(200, resource("payloads/swap-5792-response.json")).build());

    client.swap5792(Swap5792Request.of(wrap));

    server.takeRequest();
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
    assertThatThrownBy(() -> client.swap5792(Swap5792Request.of(wrap),
        RequestOptions.builder().routerVersion(RouterVersion.V2_0).build()))
        .isInstanceOf(RouterVersionMismatchException.class);
  }
}
