package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.resource;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tradingsdk.models.AgentInfo;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.lp.ClaimFeesRequest;
import io.tradingsdk.models.lp.ClaimFeesResponse;
import io.tradingsdk.models.lp.CreateClassicPositionRequest;
import io.tradingsdk.models.lp.CreateClassicPositionResponse;
import io.tradingsdk.models.lp.CreatePositionRequest;
import io.tradingsdk.models.lp.CreatePositionResponse;
import io.tradingsdk.models.lp.DecreasePositionRequest;
import io.tradingsdk.models.lp.DecreasePositionResponse;
import io.tradingsdk.models.lp.LpApprovalRequest;
import io.tradingsdk.models.lp.LpApprovalResponse;
import io.tradingsdk.models.lp.PoolInfoRequest;
import io.tradingsdk.models.lp.PoolInfoResponse;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Function;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The LP operations beyond {@code /lp/increase} against MockWebServer, with the OpenAPI document's
 * example bodies: each in its sync, per-call-options, async and raw forms. The client has every
 * optional header configured; no LP endpoint takes one, so none is sent.
 */
class LpEndpointsTest extends WithMockServer {
  private static final AgentInfo AGENT = AgentInfo.builder().decisionOrigin(AgentInfo.DecisionOrigin.AUTONOMOUS)
      .integrationName("lp-endpoint-test").build();
  /** The wallet the example responses show; the request examples carry the placeholder "0x...". */
  private static final String WALLET = "0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421";

  @BeforeEach
  void buildClient() {
    client = clientFor(server).routerVersion(RouterVersion.V2_0).erc20EthEnabled(true).permit2Disabled(true)
        .agentInfo(AGENT).build();
  }

  private static String example(String name) {
    return resource("api/" + name).replace("\"0x...\"", "\"" + WALLET + "\"");
  }

  private static <T> T read(String name, Class<T> type) {
    try {
      return TradingJson.mapper().readValue(example(name), type);
    } catch (IOException e) {
      throw new AssertionError(name + " does not parse as " + type.getSimpleName(), e);
    }
  }

  /** One LP operation: its example files, its path, and its four client forms. */
  private record Case<Q, R>(
      String name,
      String path,
      Class<Q> requestType,
      Class<R> responseType,
      BiFunction<TradingClient, Q, R> sync,
      BiFunction<TradingClient, Q, R> withOptions,
      BiFunction<TradingClient, Q, CompletableFuture<R>> async,
      BiFunction<TradingClient, Q, RawResponse<R>> raw) {
    Q request() {
      return read(name + "-request.json", requestType);
    }

    R expected() {
      return read(name + "-response.json", responseType);
    }
  }

  private static final RequestOptions OPTIONS = RequestOptions.builder().header("x-trace", "lp-1").build();

  private static List<Case<?, ?>> cases() {
    return List.of(
        new Case<>("lp-check-approval", "/lp/check_approval", LpApprovalRequest.class, LpApprovalResponse.class,
            TradingClient::checkLpApproval, (c, q) -> c.checkLpApproval(q, OPTIONS), TradingClient::checkLpApprovalAsync,
            (c, q) -> c.raw().checkLpApproval(q)),
        new Case<>("lp-create", "/lp/create", CreatePositionRequest.class, CreatePositionResponse.class,
            TradingClient::createPosition, (c, q) -> c.createPosition(q, OPTIONS), TradingClient::createPositionAsync,
            (c, q) -> c.raw().createPosition(q)),
        new Case<>("lp-create-classic", "/lp/create_classic", CreateClassicPositionRequest.class,
            CreateClassicPositionResponse.class, TradingClient::createClassicPosition,
            (c, q) -> c.createClassicPosition(q, OPTIONS), TradingClient::createClassicPositionAsync,
            (c, q) -> c.raw().createClassicPosition(q)),
        new Case<>("lp-decrease", "/lp/decrease", DecreasePositionRequest.class, DecreasePositionResponse.class,
            TradingClient::decreasePosition, (c, q) -> c.decreasePosition(q, OPTIONS),
            TradingClient::decreasePositionAsync, (c, q) -> c.raw().decreasePosition(q)),
        new Case<>("lp-claim-fees", "/lp/claim_fees", ClaimFeesRequest.class, ClaimFeesResponse.class,
            TradingClient::claimFees, (c, q) -> c.claimFees(q, OPTIONS), TradingClient::claimFeesAsync,
            (c, q) -> c.raw().claimFees(q)),
        new Case<>("lp-pool-info", "/lp/pool_info", PoolInfoRequest.class, PoolInfoResponse.class,
            TradingClient::poolInfo, (c, q) -> c.poolInfo(q, OPTIONS), TradingClient::poolInfoAsync,
            (c, q) -> c.raw().poolInfo(q)));
  }

  /** Serves the example response, runs {@code call}, and checks what was sent. */
  private <R> R exchange(Case<?, ?> c, Function<TradingClient, R> call) throws Exception {
    server.enqueue(json(200, example(c.name() + "-response.json")).setHeader("x-request-id", "rid-" + c.name()).build());
    R result = call.apply(client);
    RecordedRequest sent = take();
    assertThat(sent.getMethod()).isEqualTo("POST");
    assertThat(sent.getTarget()).isEqualTo("/v1" + c.path());
    assertThat(sent.getHeaders().get("x-api-key")).isEqualTo(API_KEY);
    assertThat(sent.getHeaders().get("Content-Type")).isEqualTo("application/json");
    assertThat(sent.getHeaders().values("x-agent-info")).containsExactly(AGENT.headerValue());
    assertThat(sent.getHeaders().get("x-universal-router-version")).isNull();
    assertThat(sent.getHeaders().get("x-erc20eth-enabled")).isNull();
    assertThat(sent.getHeaders().get("x-permit2-disabled")).isNull();
    assertThat(tree(sent.getBody().utf8())).as("body sent").isEqualTo(tree(example(c.name() + "-request.json")));
    return result;
  }

  @Test
  void everyFormOfEveryOperationSendsTheExampleAndParsesItsResponse() throws Exception {
    for (Case<?, ?> c : cases()) {
      check(c);
    }
  }

  private <Q, R> void check(Case<Q, R> c) throws Exception {
    Q request = c.request();
    R expected = c.expected();
    Object viaSync = exchange(c, cl -> c.sync().apply(cl, request));
    Object viaOptions = exchange(c, cl -> c.withOptions().apply(cl, request));
    assertThat(viaSync).as(c.name() + " sync").isEqualTo(expected);
    assertThat(viaOptions).as(c.name() + " options").isEqualTo(expected);
    CompletableFuture<R> future = exchange(c, cl -> c.async().apply(cl, request));
    assertThat(future.get(60, TimeUnit.SECONDS)).as(c.name() + " async").isEqualTo(expected);
    RawResponse<R> raw = exchange(c, cl -> c.raw().apply(cl, request));
    assertThat(raw.body()).as(c.name() + " raw").isEqualTo(expected);
    assertThat(raw.status()).isEqualTo(200);
    assertThat(raw.requestId()).isPresent();
  }

  @Test
  void perCallHeadersReachTheWire() throws Exception {
    server.enqueue(json(200, example("lp-decrease-response.json")).build());
    client.decreasePosition(read("lp-decrease-request.json", DecreasePositionRequest.class), OPTIONS);
    assertThat(server.takeRequest(5, TimeUnit.SECONDS).getHeaders().get("x-trace")).isEqualTo("lp-1");
  }

  @Test
  void swapOnlyHeadersAreRefusedBeforeSending() {
    RequestOptions version = RequestOptions.builder().routerVersion(RouterVersion.V2_0).build();
    ClaimFeesRequest claim = read("lp-claim-fees-request.json", ClaimFeesRequest.class);
    assertThatThrownBy(() -> client.claimFees(claim, version))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageStartingWith("x-universal-router-version: POST /lp/claim_fees does not take this header");
    RequestOptions permit2 = RequestOptions.builder().permit2Disabled(true).build();
    LpApprovalRequest approval = read("lp-check-approval-request.json", LpApprovalRequest.class);
    assertThatThrownBy(() -> client.checkLpApproval(approval, permit2))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageStartingWith("x-permit2-disabled: POST /lp/check_approval does not take this header");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void errorStatusesMapToTheirExceptions() {
    ClaimFeesRequest claim = read("lp-claim-fees-request.json", ClaimFeesRequest.class);
    server.enqueue(json(404, "{\"errorCode\":\"ResourceNotFound\",\"detail\":\"Position 1833079 not found\"}").build());
    NotFoundException notFound = catchThrowableOfType(NotFoundException.class, () -> client.claimFees(claim));
    assertThat(notFound.status()).isEqualTo(404);
    assertThat(notFound.errorCode()).contains("ResourceNotFound");
    assertThat(notFound.detail()).contains("Position 1833079 not found");

    server.enqueue(json(400, "{\"errorCode\":\"RequestValidationError\",\"detail\":\"\\\"tokenId\\\" is required\"}").build());
    assertThat(catchThrowableOfType(BadRequestException.class, () -> client.claimFees(claim)).detail())
        .contains("\"tokenId\" is required");

    server.enqueue(json(401, "{\"errorCode\":\"Unauthorized\",\"detail\":\"Unauthenticated api key or session\"}").build());
    assertThat(catchThrowableOfType(UnauthorizedException.class, () -> client.claimFees(claim)).errorCode())
        .contains("Unauthorized");
  }

  @Test
  void asyncFailuresArriveThroughTheFuture() {
    server.enqueue(json(404, "{\"errorCode\":\"ResourceNotFound\",\"detail\":\"No pool\"}").build());
    CompletableFuture<PoolInfoResponse> future =
        client.poolInfoAsync(read("lp-pool-info-request.json", PoolInfoRequest.class));
    ExecutionException failure = catchThrowableOfType(ExecutionException.class, () -> future.get(60, TimeUnit.SECONDS));
    assertThat(failure.getCause()).isInstanceOf(NotFoundException.class);
  }

  @Test
  void aResponseThatBreaksItsModelIsAnInvalidResponse() {
    server.enqueue(json(200, "{\"requestId\":\"r\",\"token0\":{\"tokenAddress\":\"0xA\",\"amount\":\"1\"}}").build());
    DecreasePositionRequest request = read("lp-decrease-request.json", DecreasePositionRequest.class);
    assertThatThrownBy(() -> client.decreasePosition(request))
        .isInstanceOf(InvalidResponseException.class)
        .hasMessageContaining("token1");
  }

  @Test
  void bigAmountsSurviveTheClient() throws Exception {
    server.enqueue(json(200, example("lp-claim-fees-response.json").replace("\"33625\"",
        "\"115792089237316195423570985008687907853269984665640564039457584007913129639935\"")).build());
    ClaimFeesResponse response = client.claimFees(read("lp-claim-fees-request.json", ClaimFeesRequest.class));
    assertThat(response.token1().amount()).isEqualTo(BigInteger.TWO.pow(256).subtract(BigInteger.ONE));
  }
}
