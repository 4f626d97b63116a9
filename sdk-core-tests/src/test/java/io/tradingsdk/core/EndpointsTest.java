package io.tradingsdk.core;

import static io.tradingsdk.core.SentRequests.ERC20ETH;
import static io.tradingsdk.core.SentRequests.PERMIT2;
import static io.tradingsdk.core.SentRequests.RV;
import static io.tradingsdk.core.SentRequests.assertSent;
import static io.tradingsdk.core.SentRequests.assertSentBody;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.read;
import static io.tradingsdk.core.TestSupport.resource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.AgentInfo;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.models.wallet.CheckDelegationResponse;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.lp.IncreasePositionResponse;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.order.LimitOrderQuoteResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.Routing;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.SendResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.Swap7702Response;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwappableTokensResponse;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.swap.SwapsResponse;
import io.tradingsdk.models.plan.PlanResponse;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.ClassicQuote;
import java.math.BigInteger;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint against MockWebServer: the method, path, query, headers and body it sends, and the
 * response it parses. The client has every optional header configured, so each endpoint also shows
 * which of them it takes.
 */
class EndpointsTest extends WithMockServer {
  private static final AgentInfo AGENT = AgentInfo.builder().decisionOrigin(AgentInfo.DecisionOrigin.HUMAN_MEDIATED)
      .integrationName("endpoint-test").build();

  @BeforeEach
  void buildClient() {
    client = clientFor(server).routerVersion(RouterVersion.V2_0).erc20EthEnabled(true).permit2Disabled(false)
        .agentInfo(AGENT).build();
  }

  /** Serves {@code responseResource}, runs the call, and checks what was sent. */
  private <R> R exchange(String responseResource, Function<TradingClient, R> call, String method, String path,
      String requestResource, Set<String> optionalHeaders) throws Exception {
    server.enqueue(json(200, resource(responseResource)).build());

    R response = call.apply(client);

    RecordedRequest sent = take();
    assertSent(sent, method, path, optionalHeaders);
    assertThat(sent.getHeaders().values("x-agent-info")).containsExactly(AGENT.headerValue());
    assertSentBody(sent, requestResource);
    return response;
  }

  @Test
  void quote() throws Exception {
    QuoteRequest request = read("api/quote-request.json", QuoteRequest.class);

    QuoteResponse response = exchange("api/quote-response-classic.json", c -> c.quote(request), "POST", "/quote",
        "api/quote-request.json", Set.of(RV, ERC20ETH, PERMIT2));

    assertThat(response).isEqualTo(read("api/quote-response-classic.json", QuoteResponse.class));
    assertThat(response.requestId()).isEqualTo("34784ef4-065a-4fa2-b77c-521f785fc068");
    assertThat(response.routing()).isEqualTo(Routing.CLASSIC);
    assertThat(((ClassicQuote) response.quote()).quoteId()).contains("62e83902-9455-405d-8c62-cdf8ee9e2042");
  }

  @Test
  void swap7702() throws Exception {
    Swap7702Request request = read("api/swap-7702-request.json", Swap7702Request.class);

    Swap7702Response response = exchange("api/swap-7702-response.json", c -> c.swap7702(request), "POST",
        "/swap_7702", "api/swap-7702-request.json", Set.of(RV, ERC20ETH));

    assertThat(response).isEqualTo(read("api/swap-7702-response.json", Swap7702Response.class));
  }

  @Test
  void swap5792() throws Exception {
    Swap5792Request request = read("payloads/swap-5792-request-dutch-v2.json", Swap5792Request.class);

    Swap5792Response response = exchange("payloads/swap-5792-response.json", c -> c.swap5792(request), "POST",
        "/swap_5792", "payloads/swap-5792-request-dutch-v2.json", Set.of(RV));

    assertThat(response).isEqualTo(read("payloads/swap-5792-response.json", Swap5792Response.class));
  }

  @Test
  void limitOrderQuote() throws Exception {
    LimitOrderQuoteRequest request = read("payloads/limit-order-quote-request.json", LimitOrderQuoteRequest.class);

    LimitOrderQuoteResponse response = exchange("payloads/limit-order-quote-response.json",
        c -> c.limitOrderQuote(request), "POST", "/limit_order_quote", "payloads/limit-order-quote-request.json",
        Set.of());

    assertThat(response).isEqualTo(read("payloads/limit-order-quote-response.json", LimitOrderQuoteResponse.class));
  }

  @Test
  void send() throws Exception {
    SendRequest request = read("payloads/send-request.json", SendRequest.class);

    SendResponse response = exchange("payloads/send-response.json", c -> c.send(request), "POST", "/send",
        "payloads/send-request.json", Set.of());

    assertThat(response.send().valueWei()).isEqualTo(new BigInteger("2386f26fc10000", 16));
    assertThat(response).isEqualTo(read("payloads/send-response.json", SendResponse.class));
  }

  @Test
  void getSwappableTokens() throws Exception {
    SwappableTokensQuery query = SwappableTokensQuery.of("0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599",
        ChainId.MAINNET);

    SwappableTokensResponse response = exchange("payloads/swappable-tokens-response.json",
        c -> c.getSwappableTokens(query), "GET",
        "/swappable_tokens?tokenIn=0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599&tokenInChainId=1", null, Set.of());

    assertThat(response).isEqualTo(read("payloads/swappable-tokens-response.json", SwappableTokensResponse.class));
  }

  @Test
  void checkApproval() throws Exception {
    CheckApprovalRequest request = read("api/check-approval-request.json", CheckApprovalRequest.class);

    CheckApprovalResponse response = exchange("api/check-approval-response.json", c -> c.checkApproval(request),
        "POST", "/check_approval", "api/check-approval-request.json", Set.of(PERMIT2));

    assertThat(response).isEqualTo(read("api/check-approval-response.json", CheckApprovalResponse.class));
    assertThat(response.cancel()).isNull();
  }

  @Test
  void increasePosition() throws Exception {
    IncreasePositionRequest request = read("payloads/lp-increase-request.json", IncreasePositionRequest.class);

    IncreasePositionResponse response = exchange("payloads/lp-increase-response.json",
        c -> c.increasePosition(request), "POST", "/lp/increase", "payloads/lp-increase-request.json", Set.of());

    assertThat(response).isEqualTo(read("payloads/lp-increase-response.json", IncreasePositionResponse.class));
  }

  @Test
  void createPlan() throws Exception {
    CreatePlanRequest request = read("payloads/plan-create-request.json", CreatePlanRequest.class);

    PlanResponse response = exchange("payloads/plan-response.json", c -> c.createPlan(request), "POST", "/plan",
        "payloads/plan-create-request.json", Set.of());

    assertThat(response).isEqualTo(read("payloads/plan-response.json", PlanResponse.class));
  }

  @Test
  void getPlan() throws Exception {
    PlanResponse plain = exchange("payloads/plan-response.json", c -> c.getPlan("3f1c2a9e-plan", false), "GET",
        "/plan/3f1c2a9e-plan", null, Set.of());
    PlanResponse refreshed = exchange("payloads/plan-response.json", c -> c.getPlan("3f1c2a9e-plan", true), "GET",
        "/plan/3f1c2a9e-plan?forceRefresh=true", null, Set.of());

    assertThat(plain).isEqualTo(read("payloads/plan-response.json", PlanResponse.class)).isEqualTo(refreshed);
  }

  @Test
  void updatePlan() throws Exception {
    UpdatePlanRequest request = read("payloads/plan-update-request.json", UpdatePlanRequest.class);

    PlanResponse response = exchange("payloads/plan-response.json", c -> c.updatePlan("plan-é", request), "PATCH",
        "/plan/plan-%C3%A9", "payloads/plan-update-request.json", Set.of());

    assertThat(response).isEqualTo(read("payloads/plan-response.json", PlanResponse.class));
  }

  @Test
  void getSwaps() throws Exception {
    SwapsQuery query = SwapsQuery.builder().addTxHashes("0xaa", "0xbb").addUserOpHashes("0xcc")
        .chainId(ChainId.BASE).build();

    SwapsResponse response = exchange("payloads/swaps-response.json", c -> c.getSwaps(query), "GET",
        "/swaps?txHashes=0xaa,0xbb&userOpHashes=0xcc&chainId=8453", null, Set.of());

    assertThat(response).isEqualTo(read("payloads/swaps-response.json", SwapsResponse.class));
  }

  @Test
  void checkDelegation() throws Exception {
    CheckDelegationRequest request = read("payloads/check-delegation-request.json", CheckDelegationRequest.class);

    CheckDelegationResponse response = exchange("payloads/check-delegation-response.json",
        c -> c.checkDelegation(request), "POST", "/wallet/check_delegation", "payloads/check-delegation-request.json",
        Set.of());

    assertThat(response).isEqualTo(read("payloads/check-delegation-response.json", CheckDelegationResponse.class));
  }

  @Test
  void planIdsThatWouldChangeThePathAreRefused() {
    for (String bad : List.of("", " ", "..", "a/b", "a?b", "a#b", "a b", "a\nb")) {
      assertThatThrownBy(() -> client.getPlan(bad, false)).as("\"%s\"", bad)
          .isInstanceOf(InvalidRequestException.class).hasMessageStartingWith("planId:");
    }
    assertThatThrownBy(() -> client.getPlan(null, false)).isInstanceOf(InvalidRequestException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void asyncAndRawTwinsReachTheSameEndpoint() throws Exception {
    server.enqueue(json(200, resource("payloads/send-response.json")).setHeader("x-request-id", "hdr").build());
    server.enqueue(json(200, resource("payloads/send-response.json")).build());
    SendRequest request = read("payloads/send-request.json", SendRequest.class);

    SendResponse viaAsync = client.sendAsync(request).get(60, TimeUnit.SECONDS);
    RawResponse<SendResponse> viaRaw = client.raw().sendAsync(request, RequestOptions.none()).get(60, TimeUnit.SECONDS);

    assertThat(viaRaw.body()).isEqualTo(viaAsync);
    assertThat(viaRaw.status()).isEqualTo(200);
    assertThat(viaRaw.requestId()).contains("f1a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c");
    assertThat(server.takeRequest().getTarget()).isEqualTo("/v1/send");
    assertThat(server.takeRequest().getTarget()).isEqualTo("/v1/send");
  }
}
