package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.models.AgentInfo;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class TransportTest extends WithMockServer {
  @Test
  void postSendsKeyJsonHeadersUserAgentAndTheBodyAsWritten() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(200, "{\"requestId\":\"r-1\",\"ok\":true}").build());

    JsonNode body = client.calls.call(Ops.SEND, tree("{\"amount\":\"12\",\"chainId\":1}"), RequestOptions.none());

    assertThat(body.get("ok").asBoolean()).isTrue();
    RecordedRequest r = take();
    assertThat(r.getMethod()).isEqualTo("POST");
    assertThat(r.getTarget()).isEqualTo("/v1/send");
    assertThat(r.getHeaders().get("x-api-key")).isEqualTo(API_KEY);
    assertThat(r.getHeaders().get("Content-Type")).isEqualTo("application/json");
    assertThat(r.getHeaders().get("Accept")).isEqualTo("application/json");
    assertThat(r.getHeaders().get("User-Agent")).startsWith("Mozilla/5.0 (compatible; trading-sdk-java/")
        .doesNotContain("${");
    assertThat(r.getBody().utf8()).isEqualTo("{\"amount\":\"12\",\"chainId\":1}");
    assertThat(r.getHeaders().get("x-universal-router-version")).isNull();
    assertThat(r.getHeaders().get("x-agent-info")).isNull();
  }

  @Test
  void optionalHeadersGoOnlyToTheEndpointsThatTakeThem() throws Exception {
    client = clientFor(server).routerVersion(RouterVersion.V2_1_1).erc20EthEnabled(true).permit2Disabled(false)
        .build();
    server.enqueue(json(200, "{\"quote\":{}}").build());
    server.enqueue(json(200, "{}").build());

    client.calls.call(Ops.QUOTE, tree("{}"), RequestOptions.none());
    client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());

    RecordedRequest quote = take();
    assertThat(quote.getHeaders().get("x-universal-router-version")).isEqualTo("2.1.1");
    assertThat(quote.getHeaders().get("x-erc20eth-enabled")).isEqualTo("true");
    assertThat(quote.getHeaders().get("x-permit2-disabled")).isEqualTo("false");
    RecordedRequest send = take();
    assertThat(send.getHeaders().get("x-universal-router-version")).isNull();
    assertThat(send.getHeaders().get("x-erc20eth-enabled")).isNull();
    assertThat(send.getHeaders().get("x-permit2-disabled")).isNull();
  }

  @Test
  void perCallOptionsOverrideTheClientsAndAddHeaders() throws Exception {
    client = clientFor(server).routerVersion(RouterVersion.V2_0).header("x-universal-router-swapsteps", "false")
        .build();
    server.enqueue(json(200, "{\"quote\":{}}").build());

    client.calls.call(Ops.QUOTE, tree("{}"), RequestOptions.builder().routerVersion(RouterVersion.V2_2_0)
        .permit2Disabled(true).header("X-Universal-Router-Swapsteps", "true").header("x-trace", "abc").build());

    RecordedRequest r = take();
    assertThat(r.getHeaders().get("x-universal-router-version")).isEqualTo("2.2.0");
    assertThat(r.getHeaders().get("x-permit2-disabled")).isEqualTo("true");
    assertThat(r.getHeaders().values("x-universal-router-swapsteps")).containsExactly("true");
    assertThat(r.getHeaders().get("x-trace")).isEqualTo("abc");
  }

  @Test
  void aPerCallHeaderOptionOnAnEndpointThatDoesNotTakeItIsRefusedBeforeSending() {
    client = clientFor(server).build();

    assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"),
        RequestOptions.builder().routerVersion(RouterVersion.V2_0).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("x-universal-router-version")
        .hasMessageContaining("POST /send does not take this header");
    assertThatThrownBy(() -> client.calls.call(Ops.SWAP, tree("{}"),
        RequestOptions.builder().permit2Disabled(true).build()))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("x-permit2-disabled");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void headersTheClientOwnsCannotBeSetAsCustomHeaders() {
    for (String name : List.of("x-api-key", "X-Agent-Info", "x-universal-router-version", "Content-Type",
        "User-Agent", "x-permit2-disabled")) {
      assertThatThrownBy(() -> RequestOptions.builder().header(name, "v"))
          .as(name).isInstanceOf(InvalidRequestException.class).hasMessageContaining("set by the client");
    }
    assertThatThrownBy(() -> TradingClient.builder().header("x-api-key", "other"))
        .isInstanceOf(InvalidRequestException.class);
    assertThatThrownBy(() -> RequestOptions.builder().header("x-bad", "line\r\nInjected: 1"))
        .isInstanceOf(InvalidRequestException.class).hasMessageContaining("header x-bad")
        .hasMessageContaining("U+000D");
    assertThatThrownBy(() -> RequestOptions.builder().header("bad name", "v"))
        .isInstanceOf(InvalidRequestException.class).hasMessageContaining("HTTP token");
  }

  @Test
  void queryArraysAreCommaJoinedWithEachItemEncoded() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(200, "{}").build());

    client.calls.call(Ops.SWAPS, List.of("0xaa", "0xbb", "odd,item"), RequestOptions.none());

    RecordedRequest r = take();
    assertThat(r.getMethod()).isEqualTo("GET");
    assertThat(r.getTarget()).isEqualTo("/v1/swaps?txHashes=0xaa,0xbb,odd%2Citem&chainId=1");
    assertThat(r.getHeaders().get("Content-Type")).isNull();
    assertThat(r.getBodySize()).isZero();
  }

  @Test
  void agentInfoIsSentOnceAndItsStatusIsReported() throws Exception {
    AgentInfo info = AgentInfo.builder().decisionOrigin(AgentInfo.DecisionOrigin.AUTONOMOUS)
        .integrationName("desk-bot ü").version("1.0").build();
    client = clientFor(server).agentInfo(info).build();
    server.enqueue(json(200, "{\"requestId\":\"r\"}").setHeader("x-agent-info-status", "malformed").build());

    RawResponse<JsonNode> raw = client.calls.callRaw(Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(raw.agentInfoStatus()).contains("malformed");
    RecordedRequest r = take();
    assertThat(r.getHeaders().values("x-agent-info")).containsExactly(
        "{\"decision_origin\":\"autonomous\",\"integration_name\":\"desk-bot \\u00fc\",\"version\":\"1.0\"}");
  }

  @Test
  void agentInfoCanBeReplacedOrDroppedPerCall() throws Exception {
    client = clientFor(server).agentInfo(AgentInfo.of(AgentInfo.DecisionOrigin.AUTONOMOUS)).build();
    server.enqueue(json(200, "{}").build());
    server.enqueue(json(200, "{}").build());

    client.calls.call(Ops.SEND, tree("{}"), RequestOptions.builder()
        .agentInfo(AgentInfo.of(AgentInfo.DecisionOrigin.HUMAN_MEDIATED)).build());
    client.calls.call(Ops.SEND, tree("{}"), RequestOptions.builder().withoutAgentInfo().build());

    assertThat(take().getHeaders().get("x-agent-info")).isEqualTo("{\"decision_origin\":\"human_mediated\"}");
    assertThat(take().getHeaders().get("x-agent-info")).isNull();
  }

  @Test
  void agentInfoCarryingTheApiKeyIsRefused() {
    AgentInfo leaky = AgentInfo.builder().decisionOrigin(AgentInfo.DecisionOrigin.AUTONOMOUS)
        .integrationName("bot " + API_KEY).build();
    assertThatThrownBy(() -> clientFor(server).agentInfo(leaky).build())
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("x-agent-info: must not contain the API key")
        .hasMessageNotContaining(API_KEY);
    client = clientFor(server).build();
    assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.builder().agentInfo(leaky).build()))
        .isInstanceOf(InvalidRequestException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void redirectsAreNotFollowedSoTheKeyStaysWithTheApiHost() throws Exception {
    client = clientFor(server).build();
    server.enqueue(new mockwebserver3.MockResponse.Builder().code(302)
        .setHeader("Location", "https://elsewhere.example/steal").build());

    assertThatThrownBy(() -> client.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))
        .isInstanceOf(UnexpectedStatusException.class)
        .satisfies(e -> assertThat(((TradingApiException) e).status()).isEqualTo(302));
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void rawResponseExposesStatusHeadersRequestIdAndBody() throws Exception {
    client = clientFor(server).build();
    server.enqueue(json(200, "{\"requestId\":\"body-id\",\"n\":1}").setHeader("x-request-id", "header-id")
        .setHeader("X-Custom", "a").build());
    server.enqueue(json(200, "{\"n\":2}").setHeader("x-request-id", "header-only").build());

    RawResponse<JsonNode> first = client.calls.callRaw(Ops.SEND, tree("{}"), RequestOptions.none());
    RawResponse<JsonNode> second = client.calls.callRaw(Ops.SEND, tree("{}"), RequestOptions.none());

    assertThat(first.status()).isEqualTo(200);
    assertThat(first.requestId()).contains("body-id");
    assertThat(first.headers().first("x-custom")).contains("a");
    assertThat(first.bodyText()).isEqualTo("{\"requestId\":\"body-id\",\"n\":1}");
    assertThat(first.body().get("n").asInt()).isEqualTo(1);
    assertThat(first.attempts()).isEqualTo(1);
    assertThat(second.requestId()).contains("header-only");
  }
}
