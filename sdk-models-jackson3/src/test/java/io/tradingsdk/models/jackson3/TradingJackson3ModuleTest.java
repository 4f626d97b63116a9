package io.tradingsdk.models.jackson3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.json.JsonMapper;

/** A Jackson 3 mapper with the module reads and writes the real payloads as the SDK's mapper does. */
class TradingJackson3ModuleTest {
  private static final JsonMapper JACKSON3 = JsonMapper.builder().addModule(new TradingJackson3Module()).build();

  static Stream<Arguments> payloads() {
    return Stream.of(
        Arguments.of("quote-response-wrap.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-unwrap.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-bridge.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-dutch-limit.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-limit-order.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-dutch-v2.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-dutch-v3.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-priority.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-chained.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-classic-pools.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("quote-response-unknown-routing.json", io.tradingsdk.models.quote.QuoteResponse.class),
        Arguments.of("dutch-quote-v1.json", io.tradingsdk.models.quote.DutchQuote.class),
        Arguments.of("chained-quote.json", io.tradingsdk.models.quote.ChainedQuote.class),
        Arguments.of("limit-order-quote-response.json", io.tradingsdk.models.order.LimitOrderQuoteResponse.class),
        Arguments.of("limit-order-quote-request.json", io.tradingsdk.models.order.LimitOrderQuoteRequest.class),
        Arguments.of("swap-5792-request-dutch-v2.json", io.tradingsdk.models.swap.Swap5792Request.class),
        Arguments.of("swap-5792-response.json", io.tradingsdk.models.swap.Swap5792Response.class),
        Arguments.of("swappable-tokens-response.json", io.tradingsdk.models.swap.SwappableTokensResponse.class),
        Arguments.of("send-request.json", io.tradingsdk.models.swap.SendRequest.class),
        Arguments.of("send-response.json", io.tradingsdk.models.swap.SendResponse.class),
        Arguments.of("lp-increase-request.json", io.tradingsdk.models.lp.IncreasePositionRequest.class),
        Arguments.of("lp-increase-response.json", io.tradingsdk.models.lp.IncreasePositionResponse.class),
        Arguments.of("plan-create-request.json", io.tradingsdk.models.plan.CreatePlanRequest.class),
        Arguments.of("plan-response.json", io.tradingsdk.models.plan.PlanResponse.class),
        Arguments.of("plan-update-request.json", io.tradingsdk.models.plan.UpdatePlanRequest.class),
        Arguments.of("swaps-response.json", io.tradingsdk.models.swap.SwapsResponse.class),
        Arguments.of("check-delegation-request.json", io.tradingsdk.models.wallet.CheckDelegationRequest.class),
        Arguments.of("check-delegation-response.json", io.tradingsdk.models.wallet.CheckDelegationResponse.class));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payloads")
  void readsAndWritesAsTheSdkDoes(String file, Class<?> type) throws IOException {
    String json = resource(file);
    Object sdk = TradingJson.mapper().readValue(json, type);

    Object viaJackson3 = JACKSON3.readValue(json, type);

    assertThat(viaJackson3).isEqualTo(sdk);
    assertThat(JACKSON3.writeValueAsString(viaJackson3)).isEqualTo(TradingJson.write(sdk));
  }

  /** An application's own type that holds a model. */
  record Envelope(String requestId, QuoteResponse quote) {}

  @Test
  void aModelInsideTheApplicationsOwnTypesToo() throws IOException {
    QuoteResponse quote = TradingJson.mapper().readValue(resource("quote-response-classic-pools.json"), QuoteResponse.class);

    String written = JACKSON3.writeValueAsString(new Envelope("r-1", quote));
    assertThat(written).isEqualTo("{\"requestId\":\"r-1\",\"quote\":" + TradingJson.write(quote) + "}");

    Envelope back = JACKSON3.readValue(written, Envelope.class);
    assertThat(back.requestId()).isEqualTo("r-1");
    assertThat(back.quote()).isEqualTo(quote);

    Map<String, QuoteResponse> byId = JACKSON3.readValue(
        "{\"a\":" + TradingJson.write(quote) + "}", new TypeReference<Map<String, QuoteResponse>>() {});
    assertThat(byId.get("a")).isEqualTo(quote);
  }

  @Test
  void foundByJackson3sModuleDiscovery() throws IOException {
    JsonMapper discovered = JsonMapper.builder().findAndAddModules().build();
    String json = resource("quote-response-dutch-v2.json");
    QuoteResponse quote = discovered.readValue(json, QuoteResponse.class);
    assertThat(discovered.writeValueAsString(quote)).isEqualTo(TradingJson.write(quote));
  }

  @Test
  void withoutTheModuleJackson3CannotReadTheModels() throws IOException {
    String json = resource("quote-response-classic-pools.json");
    assertThatThrownBy(() -> JsonMapper.builder().build().readValue(json, QuoteResponse.class))
        .isInstanceOf(DatabindException.class);
  }

  @Test
  void badInputFailsNamingTheField() {
    String json = "{\"type\":\"EXACT_INPUT\",\"amount\":\"-1\",\"tokenInChainId\":1,\"tokenOutChainId\":1,"
        + "\"tokenIn\":\"0x0000000000000000000000000000000000000000\","
        + "\"tokenOut\":\"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48\","
        + "\"swapper\":\"0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421\"}";
    assertThatThrownBy(() -> JACKSON3.readValue(json, QuoteRequest.class))
        .isInstanceOf(DatabindException.class)
        .hasMessageContaining("$.amount: ");
  }

  private static String resource(String file) throws IOException {
    try (InputStream in = TradingJackson3ModuleTest.class.getResourceAsStream("/payloads/" + file)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource /payloads/" + file);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
