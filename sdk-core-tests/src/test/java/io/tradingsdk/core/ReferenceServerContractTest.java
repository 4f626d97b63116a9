package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.models.AgentInfo;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.approval.CheckApprovalResponse;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap5792Response;
import io.tradingsdk.models.TradeType;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ServerConfig;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The client against the project's reference server, which validates requests like the real service,
 * answers with its error envelope, checks that a swap uses its quote's router version, and can
 * inject faults. The rate-limit clock of the server is frozen, so its 429s are deterministic.
 */
class ReferenceServerContractTest extends WithReferenceServer {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String ROUTER_1_2 = "0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad";

  private static QuoteRequest usdcToWeth() throws Exception {
    return TradingJson.mapper().readValue("{\"type\":\"EXACT_INPUT\",\"amount\":\"1000000000\",\"tokenInChainId\":1,"
        + "\"tokenOutChainId\":1,\"tokenIn\":\"" + USDC + "\",\"tokenOut\":\"" + WETH + "\",\"swapper\":\""
        + ServerConfig.DEV_WALLET + "\",\"autoSlippage\":\"DEFAULT\"}", QuoteRequest.class);
  }

  @Test
  void aSwapJourneyKeepsItsQuotesRouterVersionEndToEnd() throws Exception {
    QuoteRequest request = usdcToWeth();
    assertThat(request.type()).isEqualTo(TradeType.EXACT_INPUT);

    RawResponse<QuoteResponse> quote = client.raw().quote(request,
        RequestOptions.builder().routerVersion(RouterVersion.V1_2).build());
    CheckApprovalResponse approval = client.checkApproval(CheckApprovalRequest.builder()
        .walletAddress(ServerConfig.DEV_WALLET).token(USDC).amount(new BigInteger("1000000000"))
        .chainId(ChainId.MAINNET).build());
    // No version on the swap call: it inherits 1.2. The server refuses a swap whose version differs
    // from its quote's, so the 200 proves the pin reached the wire.
    Swap5792Response swap = client.swap5792(Swap5792Request.builder().quote(quote.body().quote())
        .permitData(quote.body().permitData()).build());

    // Control: a client that did not request the quote cannot know its version and sends none; the
    // server then refuses, which shows its check is live.
    try (TradingClient stranger = keyed(ServerConfig.TEST_KEY)) {
      BadRequestException refused = catchThrowableOfType(BadRequestException.class, () -> stranger.swap5792(
          Swap5792Request.builder().quote(quote.body().quote()).permitData(quote.body().permitData()).build()));
      assertThat(refused.detail()).hasValueSatisfying(d -> assertThat(d).contains("x-universal-router-version"));
    }
    assertThat(quote.routerVersion()).contains(RouterVersion.V1_2);
    assertThat(approval.requestId()).isNotBlank();
    assertThat(swap.calls()).isNotEmpty();
    assertThat(swap.calls()).extracting(c -> c.to().toLowerCase(Locale.ROOT)).contains(ROUTER_1_2);
  }

  @Test
  void aBlockedKeyIsUnauthorized() throws Exception {
    try (TradingClient blocked = keyed(ServerConfig.BLOCKED_KEY)) {
      UnauthorizedException e = catchThrowableOfType(UnauthorizedException.class, () -> blocked.quote(usdcToWeth()));

      assertThat(e.errorCode()).contains("Unauthorized");
      assertThat(e.requestId()).isPresent();
      assertThat(e.attempts()).isEqualTo(1);
    }
  }

  @Test
  void injectedServerErrorsAreRetriedAndDroppedConnectionsToo() throws Exception {
    server.faults().next(2).on("POST", "/quote").status(503);
    RawResponse<QuoteResponse> afterErrors = client.raw().quote(usdcToWeth());
    server.faults().next(1).on("POST", "/quote").drop();
    RawResponse<QuoteResponse> afterDrop = client.raw().quote(usdcToWeth());

    assertThat(afterErrors.attempts()).isEqualTo(3);
    assertThat(afterDrop.attempts()).isEqualTo(2);
    assertThat(afterErrors.body().requestId()).isNotBlank();
  }

  @Test
  void theServersRateLimitSurfacesAsRateLimitedAfterTheRetries() throws Exception {
    // The limited key allows a burst of 3; the server's clock is frozen, so the 4th call and its retries get 429.
    try (TradingClient limited = keyed(ServerConfig.LIMITED_KEY)) {
      QuoteRequest request = usdcToWeth();
      for (int i = 0; i < 3; i++) {
        limited.quote(request);
      }
      RateLimitedException e = catchThrowableOfType(RateLimitedException.class, () -> limited.quote(request));

      assertThat(e.errorCode()).contains("Ratelimited");
      assertThat(e.attempts()).isEqualTo(3);
    }
  }

  @Test
  void everyAgentInfoTheBuilderAcceptsIsOneTheServerParses() throws Exception {
    List<AgentInfo> infos = List.of(
        AgentInfo.of(AgentInfo.DecisionOrigin.AUTONOMOUS),
        AgentInfo.builder().decisionOrigin(AgentInfo.DecisionOrigin.HUMAN_MEDIATED)
            .integrationName("desk \"bot\" \\ Zürich 東京 🚀").version("1.0.0-rc.1+build").build(),
        AgentInfo.builder().decisionOrigin(AgentInfo.DecisionOrigin.AUTONOMOUS)
            .integrationName("n".repeat(256)).version("v".repeat(256)).build());
    QuoteRequest request = usdcToWeth();
    for (AgentInfo info : infos) {
      RawResponse<QuoteResponse> r = client.raw().quote(request, RequestOptions.builder().agentInfo(info).build());
      assertThat(r.agentInfoStatus()).as(info.headerValue()).isEmpty();
    }
  }

  @Test
  void theDeadlineBoundsACallTheServerHoldsBack() throws Exception {
    server.faults().next(1).on("POST", "/quote").latency(Duration.ofSeconds(3));

    DeadlineExceededException e = catchThrowableOfType(DeadlineExceededException.class,
        () -> client.quote(usdcToWeth(), RequestOptions.builder().deadline(Duration.ofMillis(300)).build()));

    assertThat(e.attempts()).isEqualTo(1);
  }
}
