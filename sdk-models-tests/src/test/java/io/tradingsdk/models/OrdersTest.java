package io.tradingsdk.models;

import static io.tradingsdk.models.Wire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.order.CosignerData;
import io.tradingsdk.models.order.OrderRequest;
import io.tradingsdk.models.order.OrderResponse;
import io.tradingsdk.models.order.OrderSortKey;
import io.tradingsdk.models.order.OrderStatus;
import io.tradingsdk.models.order.OrderType;
import io.tradingsdk.models.order.OrderTypeQuery;
import io.tradingsdk.models.order.OrdersQuery;
import io.tradingsdk.models.order.OrdersResponse;
import io.tradingsdk.models.order.UniswapXOrder;
import io.tradingsdk.models.quote.DutchQuote;
import io.tradingsdk.models.quote.DutchQuoteV2;
import io.tradingsdk.models.quote.DutchQuoteV3;
import io.tradingsdk.models.quote.PriorityQuote;
import io.tradingsdk.models.quote.QuoteResponse;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code POST /order} and {@code GET /orders}: requests, responses, the query and the value sets. */
class OrdersTest {
  private static final String SIGNATURE = "0x" + "1b".repeat(64) + "1c";
  private static final String WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";

  private static QuoteResponse quoteResponse(String payload) {
    return Wire.read(Wire.resource("/payloads/" + payload), QuoteResponse.class);
  }

  private static String orderBody(String quotePayload, String routing) {
    JsonNode quote = Wire.tree(Wire.resource("/payloads/" + quotePayload)).get("quote");
    return "{\"signature\":\"" + SIGNATURE + "\",\"quote\":" + quote
        + (routing == null ? "" : ",\"routing\":\"" + routing + "\"") + "}";
  }

  // ------------------------------------------------------------------ POST /order

  @Test
  void orderRequestsOfTheThreeUniswapXRoutingsRoundTrip() {
    OrderRequest v2 = Wire.assertRoundTrips(Wire.resource("/payloads/order-request-dutch-v2.json"), OrderRequest.class);
    assertThat(v2.quote()).isInstanceOf(DutchQuoteV2.class);
    assertThat(v2.routing()).contains(Routing.DUTCH_V2);
    OrderRequest v3 = Wire.assertRoundTrips(Wire.resource("/payloads/order-request-dutch-v3.json"), OrderRequest.class);
    assertThat(v3.quote()).isInstanceOf(DutchQuoteV3.class);
    // No routing: the variant comes from the quote's shape.
    OrderRequest priority =
        Wire.assertRoundTrips(Wire.resource("/payloads/order-request-priority.json"), OrderRequest.class);
    assertThat(priority.routing()).isEmpty();
    assertThat(priority.quote()).isInstanceOf(PriorityQuote.class);
  }

  @Test
  void fromQuoteSpreadsQuoteAndRoutingAndLeavesThePermitOut() {
    String json = Wire.resource("/payloads/quote-response-dutch-v3.json");
    OrderRequest order = OrderRequest.fromQuote(Wire.read(json, QuoteResponse.class), SIGNATURE);
    JsonNode body = Wire.write(order);
    assertThat(body.get("quote")).isEqualTo(Wire.tree(json).get("quote"));
    assertThat(body.get("routing").asText()).isEqualTo("DUTCH_V3");
    assertThat(body.get("signature").asText()).isEqualTo(SIGNATURE);
    assertThat(body.has("permitData")).isFalse();
    assertThat(order.toString()).doesNotContain("1b1b1b");
  }

  @Test
  void classicQuotesGoToSwapNotOrder() {
    assertThatThrownBy(() -> OrderRequest.fromQuote(quoteResponse("quote-response-classic-pools.json"), SIGNATURE))
        .isInstanceOf(InvalidModelException.class)
        .hasMessage("quote: POST /order takes a DUTCH_V2, DUTCH_V3, PRIORITY or LIMIT_ORDER quote, was a CLASSIC"
            + " quote (use POST /swap for CLASSIC, WRAP, UNWRAP and BRIDGE quotes)");
    assertThatThrownBy(() -> Wire.read(orderBody("quote-response-wrap.json", null), OrderRequest.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).field()).isEqualTo("quote"));
  }

  @Test
  void limitOrdersAreTakenTheDeprecatedDutchLimitIsNot() {
    OrderRequest limit = OrderRequest.fromQuote(quoteResponse("quote-response-limit-order.json"), SIGNATURE);
    assertThat(limit.quote()).isInstanceOf(DutchQuote.class);
    assertThat(limit.quote().routing()).isEqualTo(Routing.LIMIT_ORDER);
    assertThatThrownBy(() -> OrderRequest.fromQuote(quoteResponse("quote-response-dutch-limit.json"), SIGNATURE))
        .hasMessageContaining("was a DUTCH_LIMIT quote");
  }

  @Test
  void aRoutingThatContradictsTheQuoteIsRefused() {
    assertThatThrownBy(() -> Wire.read(orderBody("quote-response-dutch-v2.json", "PRIORITY"), OrderRequest.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage())
            .isEqualTo("quote: routing PRIORITY needs a PriorityQuote, was a DutchQuoteV2"));
  }

  @Test
  void anUnknownRoutingPassesTheQuoteThroughUnchanged() {
    OrderRequest order = Wire.assertRoundTrips(orderBody("quote-response-dutch-v2.json", "DUTCH_V9"), OrderRequest.class);
    assertThat(order.routing().orElseThrow().isKnown()).isFalse();
  }

  @Test
  void theSignatureIsRequiredAndNotBlank() {
    JsonNode quote = Wire.tree(Wire.resource("/payloads/quote-response-dutch-v2.json")).get("quote");
    assertThatThrownBy(() -> Wire.read("{\"quote\":" + quote + "}", OrderRequest.class))
        .satisfies(e -> assertThat(Wire.cause(e, MissingFieldException.class).missingFields()).contains("signature"));
    assertThatThrownBy(() -> Wire.read("{\"signature\":\"\",\"quote\":" + quote + "}", OrderRequest.class))
        .satisfies(e -> assertThat(Wire.cause(e, InvalidModelException.class).getMessage())
            .isEqualTo("signature: must not be blank"));
    assertThatThrownBy(() -> OrderRequest.fromQuote(quoteResponse("quote-response-dutch-v2.json"), "0xabc"))
        .hasMessageStartingWith("signature: must be 0x followed by an even number of hex digits");
  }

  @Test
  void orderResponseKeepsStatusesThisVersionDoesNotKnow() {
    OrderResponse created = Wire.assertRoundTrips(Wire.resource("/payloads/order-response.json"), OrderResponse.class);
    assertThat(created.orderStatus()).isEqualTo(OrderStatus.OPEN);
    assertThat(created.orderStatus().isFinal()).isFalse();
    OrderResponse later = Wire.assertRoundTrips(
        json("{'requestId':'r','orderId':'0x1','orderStatus':'partially-filled','queuePosition':3}"), OrderResponse.class);
    assertThat(later.orderStatus().isKnown()).isFalse();
    assertThat(later.orderStatus().isFinal()).isFalse();
    assertThat(later.additionalProperties().get("queuePosition").asInt()).isEqualTo(3);
  }

  @Test
  void everyKnownStatusButOpenIsFinal() {
    assertThat(OrderStatus.knownValues()).extracting(OrderStatus::value).containsExactly(
        "open", "expired", "error", "cancelled", "filled", "unverified", "insufficient-funds");
    assertThat(OrderStatus.knownValues()).filteredOn(s -> !s.isFinal()).containsExactly(OrderStatus.OPEN);
    assertThat(OrderStatus.of("insufficient-funds")).isSameAs(OrderStatus.INSUFFICIENT_FUNDS);
  }

  // ------------------------------------------------------------------ GET /orders

  @Test
  void theDocumentsOrdersExampleIsTyped() {
    OrdersResponse page = Wire.assertRoundTrips(Wire.resource("/api/orders-response.json"), OrdersResponse.class);
    assertThat(page.nextCursor()).isEmpty();
    UniswapXOrder order = page.orders().get(0);
    assertThat(order.type()).isEqualTo(OrderType.DUTCH_V2);
    assertThat(order.orderStatus()).isEqualTo(OrderStatus.CANCELLED);
    assertThat(order.orderStatus().isFinal()).isTrue();
    assertThat(order.chainId()).isEqualTo(ChainId.of(1));
    assertThat(order.nonce()).contains(
        new BigInteger("1993350603649363012805190338010060803841095487773749076708031661332198422531"));
    assertThat(order.createdAt()).hasValue(1774555222L);
    assertThat(order.settledAmounts().orElseThrow().get(0).amountOut())
        .contains(new BigInteger("3306647558219378950381"));
    assertThat(order.outputs().orElseThrow()).hasSize(2);
    CosignerData cosigner = order.cosignerData().orElseThrow();
    assertThat(cosigner.decayEndTime()).hasValue(1774555306L);
    assertThat(cosigner.inputOverrideAmount()).contains(BigInteger.ZERO);
    assertThat(cosigner.outputOverrideAmounts())
        .containsExactly(new BigInteger("3306647558219378950381"), BigInteger.ZERO);
  }

  @Test
  void aPageWithUnknownTypesStatusesNullsAndACursor() {
    String json = Wire.resource("/payloads/orders-response.json");
    List<JsonDiff.Difference> diffs = Wire.roundTrip(json, OrdersResponse.class);
    assertThat(diffs).extracting(JsonDiff.Difference::path).containsExactly("$.orders[1].txHash");
    assertThat(diffs).allMatch(JsonDiff.Difference::isNormalization);
    OrdersResponse page = Wire.read(json, OrdersResponse.class);
    assertThat(page.nextCursor()).contains("eyJjcmVhdGVkQXQiOjE3NzQ1NTUyMjIsIm9yZGVySGFzaCI6IjB4MjIyMiJ9");
    UniswapXOrder filled = page.orders().get(0);
    assertThat(filled.orderStatus()).isEqualTo(OrderStatus.FILLED);
    assertThat(filled.txHash()).isPresent();
    assertThat(filled.outputs().orElseThrow().get(1).isFeeOutput()).contains(true);
    assertThat(filled.cosignerData().orElseThrow().additionalProperties()).containsKey("fillerNote");
    assertThat(filled.additionalProperties()).containsKey("fillTimeMs");
    assertThat(page.orders().get(1).txHash()).isEmpty();
    UniswapXOrder future = page.orders().get(2);
    assertThat(future.type().isKnown()).isFalse();
    assertThat(future.orderStatus().isKnown()).isFalse();
    assertThat(future.encodedOrder()).isEmpty();
  }

  @Test
  void anEmptyOrBlankCursorEndsThePaging() {
    assertThat(Wire.read(json("{'requestId':'r','orders':[]}"), OrdersResponse.class).nextCursor()).isEmpty();
    OrdersResponse blank = Wire.assertRoundTrips(json("{'requestId':'r','orders':[],'cursor':''}"), OrdersResponse.class);
    assertThat(blank.cursor()).contains("");
    assertThat(blank.nextCursor()).isEmpty();
  }

  @Test
  void anOrderWithoutItsIdIsNamed() {
    assertThatThrownBy(() -> Wire.read(json("{'type':'Dutch_V2','orderStatus':'open','chainId':1}"), UniswapXOrder.class))
        .satisfies(e -> assertThat(Wire.cause(e, MissingFieldException.class).missingFields()).containsExactly("orderId"));
  }

  @Test
  void theQueryTakesEveryParameterInOrderWithOrderIdsCommaJoined() {
    OrdersQuery query = OrdersQuery.builder()
        .orderType(OrderTypeQuery.DUTCH_V3)
        .orderId("0xaa")
        .addOrderIds("0xbb", "0xcc")
        .limit(25)
        .orderStatus(OrderStatus.FILLED)
        .swapper("0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421")
        .sortKey(OrderSortKey.CREATED_AT)
        .sort("gt(0)")
        .filler("8392876883Cf0e9e7ee24d9b1F606ED88644f23B")
        .cursor("abc=")
        .build();
    assertThat(query.queryParameters()).containsExactly(
        Map.entry("orderType", "Dutch_V3"),
        Map.entry("orderId", "0xaa"),
        Map.entry("orderIds", "0xbb,0xcc"),
        Map.entry("limit", "25"),
        Map.entry("orderStatus", "filled"),
        Map.entry("swapper", "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421"),
        Map.entry("sortKey", "createdAt"),
        Map.entry("sort", "gt(0)"),
        Map.entry("filler", "8392876883Cf0e9e7ee24d9b1F606ED88644f23B"),
        Map.entry("cursor", "abc="));
    assertThat(OrdersQuery.ofOrderIds("0x1").queryParameters()).containsExactly(Map.entry("orderIds", "0x1"));
    assertThat(OrdersQuery.builder().orderStatus(OrderStatus.OPEN).build().queryParameters())
        .containsExactly(Map.entry("orderStatus", "open"));
    assertThat(query.withCursor("next").cursor()).contains("next");
    assertThat(query.withCursor("next").orderIds()).containsExactly("0xbb", "0xcc");
  }

  @Test
  void theQueryRulesOnBothSidesOfTheirBoundary() {
    assertThatThrownBy(() -> OrdersQuery.builder().limit(10).build())
        .hasMessage("orderId: give at least one filter: orderId, orderIds, swapper, orderStatus, filler or orderType");
    assertThat(OrdersQuery.builder().orderType(OrderTypeQuery.LIMIT).build().orderType()).isPresent();
    assertThat(OrdersQuery.builder().filler(WALLET).build().filler()).contains(WALLET);
    assertThat(OrdersQuery.builder().swapper(WALLET).limit(1).build().limit()).hasValue(1);
    assertThatThrownBy(() -> OrdersQuery.builder().swapper(WALLET).limit(0).build())
        .hasMessage("limit: must be >= 1, was 0");
    assertThat(OrdersQuery.builder().swapper(WALLET).sortKey(OrderSortKey.CREATED_AT).sort("desc").build().sort())
        .contains("desc");
    assertThatThrownBy(() -> OrdersQuery.builder().swapper(WALLET).sort("desc").build())
        .hasMessage("sort: needs sortKey: the orders are sorted by sortKey (createdAt)");
    assertThatThrownBy(() -> OrdersQuery.ofOrderIds("0x1", "0x2,0x3"))
        .hasMessage("orderIds[1]: must be a non-blank order id without commas, was \"0x2,0x3\"");
    assertThatThrownBy(() -> OrdersQuery.builder().orderId(" ").build()).hasMessageStartingWith("orderId: must be");
    assertThatThrownBy(() -> OrdersQuery.ofSwapper("0x123"))
        .hasMessage("swapper: must be an address (40 hex digits, optionally 0x-prefixed), was \"0x123\"");
    assertThatThrownBy(() -> OrdersQuery.builder().filler("nobody").build()).hasMessageStartingWith("filler: must be an address");
    assertThatThrownBy(() -> OrdersQuery.builder().orderType(OrderTypeQuery.of("Dutch")).build())
        .hasMessage("orderType: must be one of Dutch_V2, Dutch_V3, Limit, Priority, was \"Dutch\"");
    assertThatThrownBy(() -> OrdersQuery.builder().swapper(WALLET).sortKey(OrderSortKey.of("updatedAt")).build())
        .hasMessage("sortKey: must be one of createdAt, was \"updatedAt\"");
    assertThatThrownBy(() -> OrdersQuery.builder().swapper(WALLET).cursor("").build())
        .hasMessage("cursor: must not be blank");
    assertThatThrownBy(() -> OrdersQuery.builder().swapper(WALLET).sortKey(OrderSortKey.CREATED_AT).sort(" ").build())
        .hasMessage("sort: must not be blank");
    // An order status the SDK does not know yet may still be asked for.
    assertThat(OrdersQuery.builder().orderStatus(OrderStatus.of("partially-filled")).build().queryParameters())
        .containsEntry("orderStatus", "partially-filled");
  }

  @Test
  void unknownFieldsNestedInsideAnOrderSurvive() {
    ObjectNode page = (ObjectNode) Wire.tree(Wire.resource("/api/orders-response.json"));
    ((ObjectNode) page.get("orders").get(0).get("input")).put("maxAmount", "1");
    ((ObjectNode) page.get("orders").get(0).get("settledAmounts").get(0)).put("feeAmount", "2");
    Wire.assertRoundTrips(page.toString(), OrdersResponse.class);
  }
}
