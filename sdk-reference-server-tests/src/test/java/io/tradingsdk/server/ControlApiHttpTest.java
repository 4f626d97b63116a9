package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Whole journeys over plain HTTP, as a client in any language would drive them: the JDK's HTTP
 * client and JSON text only (no SDK client or model classes), with the control API under {@code
 * /_sim} playing the wallet and the clock. Signing uses a local EIP-712 signer, as any wallet would.
 */
class ControlApiHttpTest {
  private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  private static final String WALLET = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
  private static final String WALLET_LOWER = WALLET.toLowerCase();
  private static final String KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String BASE_WETH = "0x4200000000000000000000000000000000000006";
  private static final String PERMIT2 = "0x000000000022d473030f116ddee9f6b43ac78ba3";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(KEY));
  private ReferenceServer server = start(true);

  private static ReferenceServer start(boolean control) {
    return ReferenceServer.builder()
        .configure(c -> c.clock(Clock.fixed(NOW, ZoneOffset.UTC)).controlApi(control))
        .build().start();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  /** A status, the headers that matter here, and the body as JSON. */
  private record Reply(int status, HttpResponse<String> raw, JsonNode json) {
    Reply ok() {
      assertThat(status).as(raw.body()).isEqualTo(200);
      return this;
    }

    JsonNode get(String field) {
      return json.get(field);
    }

    /** Asserts a 400 with the API's error envelope and returns its detail. */
    String badRequest() {
      assertThat(status).as(raw.body()).isEqualTo(400);
      assertThat(json.get("errorCode").asText()).isEqualTo("RequestValidationError");
      assertThat(json.get("requestId").asText()).isNotEmpty();
      return json.get("detail").asText();
    }
  }

  private Reply call(String method, String path, String body, String... headers) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
        .timeout(Duration.ofSeconds(10))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      request.header("content-type", "application/json");
    }
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    try {
      HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      JsonNode json = response.body().isEmpty() ? null : JSON.readTree(response.body());
      return new Reply(response.statusCode(), response, json);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A Trading API call with the development key. */
  private Reply api(String method, String path, String body, String... headers) {
    List<String> all = new ArrayList<>(List.of("x-api-key", "test-key"));
    all.addAll(List.of(headers));
    return call(method, "/v1" + path, body, all.toArray(String[]::new));
  }

  private Reply sim(String method, String path, String body) {
    return call(method, "/_sim" + path, body);
  }

  @Test
  void chainsListsEachChainWithItsJsonRpcUrlAsTheClientReachesTheServer() {
    JsonNode chains = sim("GET", "/chains", null).ok().json;
    assertThat(chains.isArray()).isTrue();
    assertThat(chains).hasSize(22);
    assertThat(chains.get(0).get("chainId").asLong()).isEqualTo(1);
    assertThat(chains.get(0).get("name").asText()).isEqualTo("Ethereum");
    String rpcUrl = chains.get(0).get("rpcUrl").asText();
    assertThat(rpcUrl).isEqualTo("http://127.0.0.1:" + server.port() + "/rpc/1");
    assertThat(rpcUrl).isEqualTo(server.rpcUrl(1).toString());
    Reply chainId = call("POST", URI.create(rpcUrl).getPath(),
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"eth_chainId\"}").ok();
    assertThat(chainId.get("result").asText()).isEqualTo("0x1");
    assertThat(chains.get(12).get("rpcUrl").asText()).endsWith("/rpc/8453");
    // In-process, a Host header names the server; without one the URLs are paths.
    TradingApiHandler handler = new TradingApiHandler();
    assertThat(handler.handle(ApiRequest.builder("GET", "/_sim/chains").header("Host", "chain.test:8080").build())
        .json().get(0).get("rpcUrl").asText()).isEqualTo("http://chain.test:8080/rpc/1");
    assertThat(handler.handle(ApiRequest.builder("GET", "/_sim/chains").build()).json().get(0).get("rpcUrl").asText())
        .isEqualTo("/rpc/1");
  }

  /** Plays the wallet: broadcasts a transaction exactly as the API returned it. */
  private String broadcast(JsonNode transaction) {
    return sim("POST", "/transactions", transaction.toString()).ok().get("txHash").asText();
  }

  private void advance(long seconds) {
    sim("POST", "/clock", "{\"advanceSeconds\": " + seconds + "}").ok();
  }

  private String sign(JsonNode typedData) {
    return signer.sign(TypedData.from(typedData)).toHex();
  }

  private static String quoteBody(long chainIn, String tokenIn, long chainOut, String tokenOut, String extra) {
    return "{\"type\":\"EXACT_INPUT\",\"amount\":\"1000000000\",\"tokenInChainId\":" + chainIn
        + ",\"tokenOutChainId\":" + chainOut + ",\"tokenIn\":\"" + tokenIn + "\",\"tokenOut\":\"" + tokenOut
        + "\",\"swapper\":\"" + WALLET + "\"" + extra + "}";
  }

  private static String classicQuote() {
    return quoteBody(1, USDC, 1, WETH, ",\"autoSlippage\":\"DEFAULT\"");
  }

  private static String orderQuote() {
    return quoteBody(1, USDC, 1, WETH, ",\"protocols\":[\"UNISWAPX_V2\"],\"slippageTolerance\":1");
  }

  private String swapStatus(String hash) {
    return api("GET", "/swaps?txHashes=" + hash, null).ok().get("swaps").get(0).get("status").asText();
  }

  private JsonNode walletState(long chainId) {
    return sim("GET", "/state?wallet=" + WALLET + "&chainId=" + chainId, null).ok()
        .get("wallets").path(WALLET_LOWER).path(Long.toString(chainId));
  }

  @Test
  void aClassicSwapGoesFromApprovalToSuccessWithTheControlApiAsTheWallet() {
    String approvalRequest = "{\"walletAddress\":\"" + WALLET + "\",\"token\":\"" + USDC
        + "\",\"amount\":\"1000000000\",\"chainId\":1}";
    JsonNode approval = api("POST", "/check_approval", approvalRequest).ok().get("approval");
    assertThat(approval.get("to").asText()).isEqualTo(USDC);
    assertThat(broadcast(approval)).matches("0x[0-9a-f]{64}");
    assertThat(api("POST", "/check_approval", approvalRequest).ok().get("approval").isNull()).isTrue();

    JsonNode quote = api("POST", "/quote", classicQuote()).ok().json();
    String swapRequest = "{\"quote\":" + quote.get("quote") + ",\"permitData\":" + quote.get("permitData")
        + ",\"signature\":\"" + sign(quote.get("permitData")) + "\"}";
    JsonNode swap = api("POST", "/swap", swapRequest).ok().get("swap");
    String hash = broadcast(swap);
    assertThat(swapStatus(hash)).isEqualTo("PENDING");
    assertThat(swapStatus(hash)).isEqualTo("SUCCESS");

    JsonNode state = walletState(1);
    assertThat(state.get("allowances").get(0).get("spender").asText()).isEqualTo(PERMIT2);
    assertThat(state.get("swaps").get(0).get("txHash").asText()).isEqualTo(hash);
    assertThat(state.get("swaps").get(0).get("status").asText()).isEqualTo("SUCCESS");
    assertThat(state.get("permit2Allowances").get(0).get("nonce").asLong()).isEqualTo(1);
    // The development wallet's seeded LP positions on this chain.
    List<String> positions = new ArrayList<>();
    state.get("positions").forEach(p -> positions.add(p.get("id").asText() + " " + p.get("protocol").asText()));
    assertThat(positions).containsExactlyInAnyOrder("1001 V4", "1002 V3", "1003 V2");
  }

  private String feesOwed0(String positionId) {
    for (JsonNode position : walletState(1).get("positions")) {
      if (position.get("id").asText().equals(positionId)) {
        return position.get("feesOwed0").asText();
      }
    }
    throw new AssertionError("no position " + positionId);
  }

  @Test
  void lpFeesAccrueAsTheClockPasses() {
    String before = feesOwed0("1002");
    advance(24 * 3600);
    assertThat(new java.math.BigInteger(feesOwed0("1002"))).isGreaterThan(new java.math.BigInteger(before));
  }

  @Test
  void a7702BatchDelegatesTheWalletAndItsSwapSettlesAsTheClockPasses() {
    JsonNode quote = api("POST", "/quote", classicQuote()).ok().json();
    JsonNode swap = api("POST", "/swap_7702", "{\"quote\":" + quote.get("quote") + ",\"permitData\":"
        + quote.get("permitData") + "}").ok().get("swap");
    String hash = broadcast(swap);
    assertThat(walletState(1).get("delegation").asText()).isEqualToIgnoringCase("0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00");
    assertThat(walletState(1).get("swaps").get(0).get("status").asText()).isEqualTo("PENDING");
    advance(12); // one block: the one confirmation is in, without a status read
    assertThat(walletState(1).get("swaps").get(0).get("status").asText()).isEqualTo("SUCCESS");
    assertThat(swapStatus(hash)).isEqualTo("SUCCESS");
  }

  private JsonNode submitOrder() {
    JsonNode quote = api("POST", "/quote", orderQuote()).ok().json();
    assertThat(quote.get("routing").asText()).isEqualTo("DUTCH_V2");
    Reply created = api("POST", "/order", "{\"signature\":\"" + sign(quote.get("permitData")) + "\",\"quote\":"
        + quote.get("quote") + ",\"routing\":\"DUTCH_V2\"}");
    assertThat(created.status()).as(created.raw().body()).isEqualTo(201);
    return quote;
  }

  private String orderStatus(String orderId) {
    return api("GET", "/orders?orderId=" + orderId, null).ok().get("orders").get(0).get("orderStatus").asText();
  }

  @Test
  void aUniswapXOrderFillsWhenTheClockPassesItsAuction() {
    String orderId = submitOrder().get("quote").get("orderId").asText();
    assertThat(orderStatus(orderId)).isEqualTo("open");
    advance(11);
    assertThat(orderStatus(orderId)).isEqualTo("open");
    advance(1);
    assertThat(orderStatus(orderId)).isEqualTo("filled");
    assertThat(walletState(1).get("orders").get(0).get("status").asText()).isEqualTo("filled");
  }

  @Test
  void aUniswapXOrderExpiresWhenTheClockPassesItsDeadlineFirst() {
    JsonNode quote = api("POST", "/quote", orderQuote()).ok().json();
    advance(115); // the quote's deadline is 120 s away, the auction takes 12 s
    Reply created = api("POST", "/order", "{\"signature\":\"" + sign(quote.get("permitData")) + "\",\"quote\":"
        + quote.get("quote") + ",\"routing\":\"DUTCH_V2\"}");
    assertThat(created.status()).as(created.raw().body()).isEqualTo(201);
    String orderId = quote.get("quote").get("orderId").asText();
    advance(5);
    assertThat(orderStatus(orderId)).isEqualTo("open");
    JsonNode clock = sim("POST", "/clock", "{\"advanceSeconds\": 1}").ok().json();
    assertThat(clock.get("now").asText()).isEqualTo("2026-06-01T12:02:01Z");
    assertThat(sim("GET", "/clock", null).ok().get("epochSeconds").asLong()).isEqualTo(NOW.getEpochSecond() + 121);
    assertThat(orderStatus(orderId)).isEqualTo("expired");
  }

  @Test
  void aPlanIsWalkedToCompletedBySigningAndBroadcastingEachStep() {
    JsonNode quote = api("POST", "/quote", quoteBody(1, USDC, 8453, BASE_WETH, ",\"autoSlippage\":\"DEFAULT\""),
        "x-chained-actions-enabled", "true").ok().json();
    String planId = api("POST", "/plan", "{\"routing\":\"CHAINED\",\"quote\":" + quote.get("quote") + "}")
        .ok().get("planId").asText();
    List<String> actions = new ArrayList<>();
    JsonNode plan = api("GET", "/plan/" + planId, null).ok().json();
    for (int round = 0; round < 20 && !plan.get("status").asText().equals("COMPLETED"); round++) {
      for (JsonNode step : plan.get("steps")) {
        if (step.get("status").asText().equals("AWAITING_ACTION")) {
          String proof = step.get("method").asText().equals("SIGN_MSG")
              ? "{\"signature\":\"" + sign(step.get("payload")) + "\"}"
              : "{\"txHash\":\"" + broadcast(step.get("payload")) + "\"}";
          actions.add(step.get("stepType").asText());
          api("PATCH", "/plan/" + planId, "{\"steps\":[{\"stepIndex\":" + step.get("stepIndex") + ",\"proof\":"
              + proof + "}]}").ok();
        }
      }
      plan = api("GET", "/plan/" + planId, null).ok().json();
    }
    assertThat(plan.get("status").asText()).isEqualTo("COMPLETED");
    assertThat(actions).containsExactly("APPROVAL_TXN", "APPROVAL_PERMIT", "CLASSIC", "BRIDGE");
    // The broadcast approval is real state: the wallet's Permit2 allowance.
    assertThat(walletState(1).get("allowances").get(0).get("spender").asText()).isEqualTo(PERMIT2);
  }

  @Test
  void theJournalRecordsWhatTheClientSentWithTheKeyRedacted() {
    String body = classicQuote();
    api("POST", "/quote", body, "x-universal-router-version", "2.0").ok();
    sim("GET", "/state", null).ok(); // the control API's own calls are not recorded
    api("GET", "/swaps?txHashes=0x" + "ab".repeat(32), null);

    JsonNode requests = sim("GET", "/requests?limit=2", null).ok().get("requests");
    assertThat(requests).hasSize(2);
    JsonNode quote = requests.get(0);
    assertThat(quote.get("method").asText()).isEqualTo("POST");
    assertThat(quote.get("path").asText()).isEqualTo("/v1/quote");
    assertThat(quote.get("status").asInt()).isEqualTo(200);
    assertThat(quote.get("body").asText()).isEqualTo(body);
    assertThat(quote.get("headers").get("x-api-key").get(0).asText()).isEqualTo("[REDACTED]");
    assertThat(quote.get("headers").get("x-universal-router-version").get(0).asText()).isEqualTo("2.0");
    assertThat(quote.toString()).doesNotContain("test-key");
    assertThat(requests.get(1).get("query").asText()).startsWith("txHashes=");
    assertThat(sim("GET", "/requests?limit=1", null).ok().get("requests")).hasSize(1);
    assertThat(server.journal().all()).hasSize(2); // the same journal, in-process

    sim("DELETE", "/requests", null).ok();
    assertThat(sim("GET", "/requests", null).ok().get("requests")).isEmpty();
    assertThat(sim("GET", "/requests?limit=x", null).badRequest()).startsWith("limit:");
  }

  @Test
  void faultsSetOverHttpTakeEffectAndThenClear() {
    sim("PUT", "/faults", "{\"rules\":[{\"method\":\"POST\",\"path\":\"/quote\",\"count\":2,\"status\":429,"
        + "\"retryAfterSeconds\":3}]}").ok();
    assertThat(server.faults().rules()).hasSize(1); // the same injector, in-process
    for (int i = 0; i < 2; i++) {
      Reply limited = api("POST", "/quote", classicQuote());
      assertThat(limited.status()).isEqualTo(429);
      assertThat(limited.get("errorCode").asText()).isEqualTo("Ratelimited");
      assertThat(limited.raw().headers().firstValue("retry-after")).hasValue("3");
    }
    api("POST", "/quote", classicQuote()).ok();
    assertThat(sim("GET", "/faults", null).ok().get("rules")).isEmpty(); // the two were used up

    sim("PUT", "/faults", "{\"rules\":[{\"status\":503},{\"path\":\"/swaps\",\"drop\":true}]}").ok();
    assertThat(api("POST", "/quote", classicQuote()).status()).isEqualTo(503);
    assertThat(sim("GET", "/faults", null).ok().get("rules").get(0).get("status").asInt()).isEqualTo(503);
    sim("PUT", "/faults", "{\"rules\":[{\"path\":\"/swaps\",\"drop\":true}]}").ok(); // PUT replaces
    api("POST", "/quote", classicQuote()).ok();
    assertThatThrownBy(() -> api("GET", "/swaps?txHashes=0x" + "ab".repeat(32), null))
        .isInstanceOf(java.io.UncheckedIOException.class);

    sim("DELETE", "/faults", null).ok();
    assertThat(api("GET", "/swaps?txHashes=0x" + "ab".repeat(32), null).status()).isEqualTo(200);
    assertThat(server.faults().isEmpty()).isTrue();
  }

  @Test
  void aFaultRuleTakesThePathAsTheJournalReportsIt() {
    api("POST", "/quote", classicQuote()).ok();
    String journaled = sim("GET", "/requests?limit=1", null).ok().get("requests").get(0).get("path").asText();
    assertThat(journaled).isEqualTo("/v1/quote");

    sim("PUT", "/faults", "{\"rules\":[{\"method\":\"POST\",\"path\":\"" + journaled + "\",\"count\":1,"
        + "\"status\":503}]}").ok();
    assertThat(sim("GET", "/faults", null).ok().get("rules").get(0).get("path").asText()).isEqualTo("/v1/quote");
    assertThat(api("POST", "/quote", classicQuote()).status()).isEqualTo(503);
    api("POST", "/quote", classicQuote()).ok();
    assertThat(sim("PUT", "/faults", "{\"rules\":[{\"path\":\"quote\",\"status\":503}]}").badRequest())
        .isEqualTo("rules[0].path: expected a path starting with /, as the journal reports it (/v1/quote) or"
            + " relative to /v1 (/quote), was quote");
  }

  @Test
  void nativeBalancesAreReadAndSetOverHttp() {
    String path = "/balances?chainId=1&wallet=" + WALLET_LOWER;
    assertThat(sim("GET", path, null).ok().get("nativeBalance").asText())
        .as("a wallet nothing touched holds 10,000 ETH").isEqualTo("10000000000000000000000");
    Reply set = sim("PUT", "/balances",
        "{\"chainId\":1,\"wallet\":\"" + WALLET_LOWER + "\",\"nativeBalance\":\"1500000000000000000\"}").ok();
    assertThat(set.get("wallet").asText()).isEqualTo(WALLET);
    assertThat(set.get("nativeBalance").asText()).isEqualTo("1500000000000000000");
    assertThat(sim("GET", path, null).ok().get("nativeBalance").asText()).isEqualTo("1500000000000000000");
    assertThat(server.chain().nativeBalance(1, WALLET)).isEqualTo(new java.math.BigInteger("1500000000000000000"));
    assertThat(sim("GET", "/balances?chainId=8453&wallet=" + WALLET, null).ok().get("nativeBalance").asText())
        .as("per chain").isEqualTo("10000000000000000000000");

    String wallet = "\"wallet\":\"" + WALLET + "\"";
    assertThat(sim("PUT", "/balances", "{\"chainId\":1," + wallet + ",\"nativeBalance\":\"-1\"}").badRequest())
        .startsWith("nativeBalance:");
    assertThat(sim("PUT", "/balances", "{\"chainId\":1," + wallet + ",\"nativeBalance\":1.5}").badRequest())
        .startsWith("nativeBalance:");
    assertThat(sim("PUT", "/balances", "{\"chainId\":1," + wallet + ",\"nativeBalance\":\"" + "9".repeat(79) + "\"}")
        .badRequest()).startsWith("nativeBalance:");
    assertThat(sim("PUT", "/balances", "{\"chainId\":1," + wallet + "}").badRequest()).startsWith("nativeBalance:");
    assertThat(sim("PUT", "/balances", "{\"chainId\":5," + wallet + ",\"nativeBalance\":\"1\"}").badRequest())
        .isEqualTo("chainId: 5 is not simulated");
    assertThat(sim("PUT", "/balances", "{\"chainId\":1,\"wallet\":\"0x12\",\"nativeBalance\":\"1\"}").badRequest())
        .startsWith("wallet:");
    assertThat(sim("GET", "/balances?chainId=1", null).badRequest()).startsWith("wallet:");
    assertThat(sim("GET", "/balances?wallet=" + WALLET, null).badRequest()).startsWith("chainId:");
    assertThat(server.chain().nativeBalance(1, WALLET)).as("a refused PUT sets nothing")
        .isEqualTo(new java.math.BigInteger("1500000000000000000"));
  }

  @Test
  void badControlInputAnswers400NamingTheField() {
    assertThat(sim("POST", "/clock", "{\"advanceSeconds\": -1}").badRequest()).startsWith("advanceSeconds:");
    assertThat(sim("POST", "/clock", "{}").badRequest()).startsWith("advanceSeconds:");
    assertThat(sim("POST", "/clock", "[1]").badRequest()).startsWith("body:");
    assertThat(sim("POST", "/transactions", "{\"to\":\"" + USDC + "\",\"from\":\"" + WALLET + "\",\"data\":\"0x\"}")
        .badRequest()).startsWith("chainId:");
    assertThat(sim("POST", "/transactions", "{\"to\":\"" + USDC + "\",\"from\":\"" + WALLET
        + "\",\"data\":\"0x\",\"chainId\":5}").badRequest()).isEqualTo("chainId: 5 is not simulated");
    assertThat(sim("POST", "/transactions", "{\"to\":\"" + USDC + "\",\"from\":\"0x12\",\"data\":\"0x\",\"chainId\":1}")
        .badRequest()).startsWith("from:");
    assertThat(sim("PUT", "/faults", "{\"rules\":[{\"status\":200}]}").badRequest()).startsWith("rules[0].status:");
    assertThat(sim("PUT", "/faults", "{\"rules\":[{\"drop\":true,\"retryAfterSeconds\":1}]}").badRequest())
        .startsWith("rules[0].retryAfterSeconds:");
    assertThat(sim("PUT", "/faults", "{\"rules\":[{\"status\":503,\"every\":0}]}").badRequest())
        .startsWith("rules[0].every:");
    assertThat(sim("PUT", "/faults", "{\"rules\":[{\"status\":503,\"pth\":\"/quote\"}]}").badRequest())
        .startsWith("rules[0].pth:");
    assertThat(server.faults().isEmpty()).isTrue(); // a bad PUT sets nothing
    assertThat(sim("POST", "/reset", "{\"seed\":\"two\"}").badRequest()).startsWith("seed:");
    assertThat(sim("GET", "/state?chainId=one", null).badRequest()).startsWith("chainId:");
    assertThat(sim("GET", "/state?wallet=0x12", null).badRequest()).startsWith("wallet:");
    assertThat(sim("GET", "/nothing", null).status()).isEqualTo(404);
  }

  @Test
  void resetForgetsTheStateAndCanTakeAnotherSeed() {
    String amount = api("POST", "/quote", classicQuote()).ok().get("quote").get("output").get("amount").asText();
    JsonNode approval = api("POST", "/check_approval", "{\"walletAddress\":\"" + WALLET + "\",\"token\":\"" + USDC
        + "\",\"amount\":\"1\",\"chainId\":1}").ok().get("approval");
    broadcast(approval);
    advance(60);

    JsonNode reseeded = sim("POST", "/reset", "{\"seed\": 2}").ok().json();
    assertThat(reseeded.get("seed").asLong()).isEqualTo(2);
    assertThat(reseeded.get("now").asText()).isEqualTo(NOW.toString());
    assertThat(walletState(1).has("allowances")).isFalse();
    assertThat(api("POST", "/quote", classicQuote()).ok().get("quote").get("output").get("amount").asText())
        .isNotEqualTo(amount);

    assertThat(sim("POST", "/reset", null).ok().get("seed").asLong()).isEqualTo(1);
    assertThat(api("POST", "/quote", classicQuote()).ok().get("quote").get("output").get("amount").asText())
        .isEqualTo(amount);
  }

  @Test
  void withTheControlApiOffSimIsAnUnknownRoute() {
    server.close();
    server = start(false);
    Reply reply = sim("GET", "/clock", null);
    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.get("message").asText()).isEqualTo("Route GET:/_sim/clock not found");
    assertThat(sim("POST", "/transactions", "{}").status()).isEqualTo(404);
  }
}
