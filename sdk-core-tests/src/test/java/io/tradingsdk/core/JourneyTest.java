package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.core.internal.JourneyTracker;
import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.models.json.TradingJson;
import org.junit.jupiter.api.Test;

class JourneyTest extends WithMockServer {
  private static final String QUOTE = "{\"requestId\":\"q\",\"routing\":\"CLASSIC\",\"quote\":{\"quoteId\":\"qid-1\"}}";


  private static ObjectNode swapOf(JsonNode quote) {
    ObjectNode swap = TradingJson.mapper().createObjectNode();
    swap.set("quote", quote);
    return swap;
  }

  @Test
  void theSwapInheritsTheVersionItsQuoteWasRequestedUnder() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(200, QUOTE).build());
    server.enqueue(json(200, "{}").build());

    RawResponse<JsonNode> quote = client.calls.callRaw(Ops.QUOTE, tree("{}"),
        RequestOptions.builder().routerVersion(RouterVersion.V2_1_1).build());
    RawResponse<JsonNode> swap = client.calls.callRaw(Ops.SWAP, swapOf(quote.body().get("quote")), RequestOptions.none());

    assertThat(quote.routerVersion()).contains(RouterVersion.V2_1_1);
    assertThat(swap.routerVersion()).contains(RouterVersion.V2_1_1);
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
  }

  @Test
  void aSwapWithAnotherVersionIsRefusedBeforeSending() {
    client = clientFor(server).routerVersion(RouterVersion.V2_0).build();
    server.enqueue(json(200, QUOTE).build());
    JsonNode quote = client.calls.call(Ops.QUOTE, tree("{}"), RequestOptions.none()).get("quote");

    RouterVersionMismatchException perCall = catchThrowableOfType(RouterVersionMismatchException.class,
        () -> client.calls.call(Ops.SWAP, swapOf(quote), RequestOptions.builder().routerVersion(RouterVersion.V2_1_1)
            .build()));
    TradingClient other = client.withOptions(o -> o.routerVersion(RouterVersion.V2_2_0));
    RouterVersionMismatchException derived = catchThrowableOfType(RouterVersionMismatchException.class,
        () -> other.calls.call(Ops.SWAP, swapOf(quote), RequestOptions.none()));

    assertThat(perCall.quotedVersion()).contains(RouterVersion.V2_0);
    assertThat(perCall.requestedVersion()).contains(RouterVersion.V2_1_1);
    assertThat(perCall).hasMessageContaining("x-universal-router-version: the quote was requested with 2.0 but"
        + " this call would send 2.1.1");
    assertThat(derived.requestedVersion()).contains(RouterVersion.V2_2_0);
    assertThat(server.getRequestCount()).as("only the quote was sent").isEqualTo(1);
  }

  @Test
  void aQuoteSentWithoutVersionPinsTheServerDefault() {
    client = clientFor(server).build();
    server.enqueue(json(200, QUOTE).build());
    JsonNode quote = client.calls.call(Ops.QUOTE, tree("{}"), RequestOptions.none()).get("quote");

    RouterVersionMismatchException e = catchThrowableOfType(RouterVersionMismatchException.class,
        () -> client.calls.call(Ops.SWAP, swapOf(quote), RequestOptions.builder().routerVersion(RouterVersion.V2_0).build()));

    assertThat(e.quotedVersion()).isEmpty();
    assertThat(e).hasMessageContaining("no header (the server default)");
  }

  @Test
  void aReparsedQuoteIsRecognisedByItsQuoteId() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(200, QUOTE).build());
    server.enqueue(json(200, "{}").build());
    client.calls.call(Ops.QUOTE, tree("{}"), RequestOptions.builder().routerVersion(RouterVersion.V1_2).build());

    JsonNode storedAndReloaded = tree("{\"quoteId\":\"qid-1\"}");
    client.calls.call(Ops.SWAP, swapOf(storedAndReloaded), RequestOptions.none());

    server.takeRequest();
    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("1.2");
  }

  @Test
  void aQuoteOfUnknownProvenanceUsesTheConfiguredVersion() throws Exception {
    client = clientFor(server).routerVersion(RouterVersion.V2_0).build();
    server.enqueue(json(200, "{}").build());

    client.calls.call(Ops.SWAP, swapOf(tree("{\"quoteId\":\"never-seen\"}")), RequestOptions.none());

    assertThat(server.takeRequest().getHeaders().get("x-universal-router-version")).isEqualTo("2.0");
  }

  @Test
  void aFailedQuoteRecordsNothing() {
    client = clientFor(server).maxRetries(0).build();
    server.enqueue(json(404, "{\"errorCode\":\"ResourceNotFound\"}").build());

    catchThrowableOfType(NotFoundException.class, () -> client.calls.call(Ops.QUOTE, tree("{}"),
        RequestOptions.builder().routerVersion(RouterVersion.V2_0).build()));

    assertThat(client.sharedForTest().journeys.size()).isZero();
  }

  @Test
  void theTrackerIsBoundedAndForgetsCollectedQuotes() {
    JourneyTracker tracker = new JourneyTracker();
    for (int i = 0; i < JourneyTracker.CAPACITY + 100; i++) {
      tracker.record(new Operation.JourneyKey(null, "q" + i), RouterVersion.V2_0);
    }
    assertThat(tracker.size()).isEqualTo(JourneyTracker.CAPACITY);
    assertThat(tracker.lookup(new Operation.JourneyKey(null, "q0"))).isEmpty();
    assertThat(tracker.lookup(new Operation.JourneyKey(null, "q" + (JourneyTracker.CAPACITY + 99)))).isPresent();

    Object quote = new Object();
    tracker.record(new Operation.JourneyKey(quote, null), RouterVersion.V2_1_1);
    assertThat(tracker.lookup(new Operation.JourneyKey(quote, null)))
        .hasValueSatisfying(p -> assertThat(p.version()).isEqualTo(RouterVersion.V2_1_1));
    assertThat(tracker.lookup(new Operation.JourneyKey(new Object(), null))).as("identity, not equality")
        .isEmpty();
  }

  @Test
  void routerVersionsAreValidated() {
    assertThat(RouterVersion.of("2.1.1")).isSameAs(RouterVersion.V2_1_1);
    assertThat(RouterVersion.of("3.0").isKnown()).isFalse();
    assertThat(catchThrowableOfType(InvalidRequestException.class, () -> RouterVersion.of("v2")))
        .hasMessageContaining("x-universal-router-version: expected a dotted version");
  }
}
