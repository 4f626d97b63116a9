package io.tradingsdk.server;

import static io.tradingsdk.server.Api.error;
import static io.tradingsdk.server.Api.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code GET /orders}: filters, sorting and cursor paging, over loopback HTTP. */
class OrdersQueryTest {
  private final Api api = Api.overHttp();
  /** Order ids in submission order: a mainnet V2, an Arbitrum V3, a Base priority order, another V2. */
  private final List<String> ids = new ArrayList<>();

  @AfterEach
  void close() {
    api.close();
  }

  @BeforeEach
  void submitFourOrders() {
    submit(UniswapXQuoteTest.mainnetV2());
    api.advance(1);
    submit(UniswapXQuoteTest.arbitrumV3());
    api.advance(1);
    submit(UniswapXQuoteTest.basePriority());
    api.advance(1);
    submit(UniswapXQuoteTest.mainnetV2());
  }

  private void submit(com.fasterxml.jackson.databind.node.ObjectNode request) {
    JsonNode quote = ok(api.post("/quote", request));
    ApiResponse created = api.post("/order", OrderTest.orderBody(quote, api.sign(quote.get("permitData"))));
    ids.add(OrderTest.created(created).get("orderId").asText());
  }

  private List<String> orderIds(String query) {
    List<String> out = new ArrayList<>();
    ok(api.get("/orders?" + query)).get("orders").forEach(o -> out.add(o.get("orderId").asText()));
    return out;
  }

  @Test
  void newestFirstUnlessSortedAscending() {
    assertThat(orderIds("swapper=" + Api.WALLET)).containsExactly(ids.get(3), ids.get(2), ids.get(1), ids.get(0));
    assertThat(orderIds("swapper=" + Api.WALLET + "&sortKey=createdAt&sort=asc")).containsExactlyElementsOf(ids);
    long second = Api.NOW.getEpochSecond() + 1;
    assertThat(orderIds("swapper=" + Api.WALLET + "&sortKey=createdAt&sort=gte(" + second + ")"))
        .containsExactly(ids.get(3), ids.get(2), ids.get(1));
    assertThat(orderIds("swapper=" + Api.WALLET + "&sortKey=createdAt&sort=between(" + second + "," + (second + 1) + ")"))
        .containsExactly(ids.get(2), ids.get(1));
  }

  @Test
  void pagesFollowTheCursorToTheEnd() {
    JsonNode first = ok(api.get("/orders?swapper=" + Api.WALLET + "&limit=3"));
    assertThat(first.get("orders")).hasSize(3);
    String cursor = first.get("cursor").asText();
    JsonNode second = ok(api.get("/orders?swapper=" + Api.WALLET + "&limit=3&cursor=" + cursor));
    assertThat(second.get("orders")).hasSize(1);
    assertThat(second.get("orders").get(0).get("orderId").asText()).isEqualTo(ids.get(0));
    assertThat(second.has("cursor")).isFalse();
    // Ascending pages too, two at a time.
    JsonNode up = ok(api.get("/orders?swapper=" + Api.WALLET + "&limit=2&sortKey=createdAt&sort=asc"));
    JsonNode next = ok(api.get("/orders?swapper=" + Api.WALLET + "&limit=2&sortKey=createdAt&sort=asc&cursor="
        + up.get("cursor").asText()));
    List<String> all = new ArrayList<>();
    up.get("orders").forEach(o -> all.add(o.get("orderId").asText()));
    next.get("orders").forEach(o -> all.add(o.get("orderId").asText()));
    assertThat(all).containsExactlyElementsOf(ids);
    assertThat(next.has("cursor")).isFalse();
  }

  @Test
  void filtersByTypeIdsStatusAndFiller() {
    assertThat(orderIds("orderType=Dutch_V2")).containsExactly(ids.get(3), ids.get(0));
    assertThat(orderIds("orderType=Dutch_V3")).containsExactly(ids.get(1));
    assertThat(orderIds("orderType=Priority")).containsExactly(ids.get(2));
    assertThat(orderIds("orderType=Limit")).isEmpty();
    assertThat(orderIds("orderIds=" + ids.get(0) + "," + ids.get(2))).containsExactly(ids.get(2), ids.get(0));
    assertThat(orderIds("orderId=" + ids.get(1))).containsExactly(ids.get(1));
    assertThat(orderIds("swapper=" + "0x" + "12".repeat(20))).isEmpty();
    // Three seconds after the first order: the V3 order (2 s auction) is filled, the others not yet.
    assertThat(orderIds("orderStatus=filled")).containsExactly(ids.get(1));
    assertThat(orderIds("orderStatus=open")).containsExactly(ids.get(3), ids.get(2), ids.get(0));
    api.advance(1);
    assertThat(orderIds("orderStatus=filled")).containsExactly(ids.get(2), ids.get(1));
    api.advance(60);
    assertThat(orderIds("orderStatus=filled")).hasSize(4);
    JsonNode filled = ok(api.get("/orders?orderId=" + ids.get(0))).get("orders").get(0);
    String filler = filled.get("filler").asText();
    assertThat(orderIds("filler=" + filler)).contains(ids.get(0)).hasSizeLessThanOrEqualTo(4);
    assertThat(orderIds("filler=" + filler.toLowerCase() + "&orderType=Dutch_V2")).contains(ids.get(0));
  }

  @Test
  void anUnknownOrderIdIs404AndBadQueriesAre400() {
    assertThat(error(api.get("/orders?orderId=0x" + "ab".repeat(32)), 404, "ResourceNotFound"))
        .isEqualTo("Order not found");
    assertThat(orderIds("orderIds=0x" + "ab".repeat(32))).isEmpty();
    assertThat(error(api.get("/orders"), 400, "RequestValidationError"))
        .isEqualTo("\"value\" must contain at least one of [orderId, orderIds, swapper, orderStatus, filler, orderType]");
    assertThat(error(api.get("/orders?orderStatus=done"), 400, "RequestValidationError"))
        .startsWith("\"orderStatus\" must be one of [open, expired, error, cancelled, filled,");
    assertThat(error(api.get("/orders?orderType=Dutch"), 400, "RequestValidationError"))
        .isEqualTo("\"orderType\" must be one of [Dutch_V2, Dutch_V3, Limit, Priority]");
    assertThat(error(api.get("/orders?swapper=" + Api.WALLET + "&limit=0"), 400, "RequestValidationError"))
        .isEqualTo("\"limit\" must be greater than or equal to 1");
    assertThat(error(api.get("/orders?swapper=" + Api.WALLET + "&limit=x"), 400, "RequestValidationError"))
        .isEqualTo("\"limit\" must be a number");
    assertThat(error(api.get("/orders?swapper=" + Api.WALLET + "&cursor=nope"), 400, "RequestValidationError"))
        .isEqualTo("\"cursor\" is not a cursor this service returned");
    assertThat(error(api.get("/orders?swapper=" + Api.WALLET + "&sort=asc"), 400, "RequestValidationError"))
        .isEqualTo("\"sort\" missing required peer \"sortKey\"");
    assertThat(error(api.get("/orders?swapper=" + Api.WALLET + "&sortKey=createdAt&sort=up"), 400,
        "RequestValidationError")).startsWith("\"sort\" must be asc, desc, gt(t)");
    assertThat(error(api.get("/orders?swapper=0x12"), 400, "RequestValidationError"))
        .startsWith("\"swapper\" with value \"0x12\" fails to match the required pattern");
    assertThat(error(api.get("/orders?orderIds=" + ids.get(0) + ",0x12"), 400, "RequestValidationError"))
        .startsWith("\"orderIds[1]\" with value \"0x12\" fails to match the required pattern");
  }

  @Test
  void anyKeyReadsOrdersButOneIsRequiredAndLimitsAndFaultsApply() {
    // The spec lists no 401 for GET /orders, like GET /swaps.
    assertThat(ok(api.call("GET", "/v1/orders?swapper=" + Api.WALLET, "any-key", null)).get("orders")).hasSize(4);
    assertThat(error(api.call("GET", "/v1/orders?swapper=" + Api.WALLET, null, null), 400, "RequestValidationError"))
        .isEqualTo("\"x-api-key\" is required");
    for (int i = 0; i < 3; i++) {
      api.call("GET", "/v1/orders?swapper=" + Api.WALLET, ServerConfig.LIMITED_KEY, null);
    }
    error(api.call("GET", "/v1/orders?swapper=" + Api.WALLET, ServerConfig.LIMITED_KEY, null), 429, "Ratelimited");
    for (int status : new int[] {500, 503, 504}) {
      api.handler.faults().next(1).on("GET", "/orders").status(status);
      assertThat(api.get("/orders?swapper=" + Api.WALLET).status()).isEqualTo(status);
    }
    assertThat(ok(api.get("/orders?swapper=" + Api.WALLET)).get("orders")).hasSize(4);
  }
}
