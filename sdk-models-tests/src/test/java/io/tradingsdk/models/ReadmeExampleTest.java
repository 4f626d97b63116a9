package io.tradingsdk.models;

import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.OrderQuote;
import io.tradingsdk.models.quote.UnknownQuote;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The README's Models section, as code that must keep compiling and working. */
class ReadmeExampleTest {
  @Test
  void buildARequest() throws Exception {
    QuoteRequest request =
        QuoteRequest.builder()
            .type(TradeType.EXACT_INPUT)
            .amount(new BigInteger("1000000"))
            .tokenInChainId(ChainId.MAINNET)
            .tokenOutChainId(ChainId.MAINNET)
            .tokenIn("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
            .tokenOut("0x0000000000000000000000000000000000000000")
            .swapper("0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421")
            .slippageTolerance(new BigDecimal("0.5"))
            .urgency(Urgency.FAST)
            .build();
    assertThat(TradingJson.write(request)).contains("\"amount\":\"1000000\"");
    assertThatThrownBy(() -> request.toBuilder().amount(BigInteger.ZERO).build())
        .hasMessage("amount: must be > 0, was 0");
  }

  @Test
  void switchOnTheRouting() throws Exception {
    for (String file :
        new String[] {
          "quote-response-classic-pools.json", "quote-response-dutch-v2.json",
          "quote-response-chained.json", "quote-response-unknown-routing.json"
        }) {
      String body = Wire.resource("/payloads/" + file);
      QuoteResponse response = TradingJson.mapper().readValue(body, QuoteResponse.class);
      String next;
      switch (response.routing().value()) {
        case "CLASSIC":
        case "WRAP":
        case "UNWRAP":
        case "BRIDGE":
          Swap5792Request swap =
              Swap5792Request.builder().quote(response.quote()).permitData(response.permit()).build();
          next = "swap " + swap.quote().routing();
          break;
        case "DUTCH_V2":
        case "DUTCH_V3":
        case "PRIORITY":
          OrderQuote order = (OrderQuote) response.quote();
          next = "order " + order.orderId();
          break;
        case "CHAINED":
          CreatePlanRequest plan = CreatePlanRequest.of(response.chainedQuote().orElseThrow());
          next = "plan " + plan.quote().quoteId();
          break;
        default:
          UnknownQuote unknown = response.unknownQuote().orElseThrow();
          next = "unknown " + unknown.routing();
      }
      assertThat(next).isNotBlank();
    }
  }
}
