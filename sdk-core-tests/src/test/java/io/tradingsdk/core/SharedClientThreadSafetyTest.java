package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.read;
import static io.tradingsdk.core.TestSupport.resource;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.lp.IncreasePositionRequest;
import io.tradingsdk.models.order.LimitOrderQuoteRequest;
import io.tradingsdk.models.plan.CreatePlanRequest;
import io.tradingsdk.models.plan.UpdatePlanRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.swap.SendRequest;
import io.tradingsdk.models.swap.Swap5792Request;
import io.tradingsdk.models.swap.Swap7702Request;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.models.swap.SwapsQuery;
import io.tradingsdk.models.wallet.CheckDelegationRequest;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * One client and one signer shared by 16 threads give, for every operation (blocking and async),
 * exactly what one thread gets, and every request on the wire is the one a single thread sends.
 */
class SharedClientThreadSafetyTest {
  private static final int THREADS = 16;
  private static final int ROUNDS = 3;

  private MockWebServer server;
  private TradingClient client;
  private final Queue<String> wireMismatches = new ConcurrentLinkedQueue<>();

  /** What the server answers and expects, by "METHOD path". */
  private final Map<String, String[]> exchanges = new LinkedHashMap<>();

  @BeforeEach
  void start() throws Exception {
    exchange("POST /v1/quote", "api/quote-request.json", "api/quote-response-classic.json");
    exchange("POST /v1/swap_7702", "api/swap-7702-request.json", "api/swap-7702-response.json");
    exchange("POST /v1/swap_5792", "payloads/swap-5792-request-dutch-v2.json", "payloads/swap-5792-response.json");
    exchange("POST /v1/limit_order_quote", "payloads/limit-order-quote-request.json",
        "payloads/limit-order-quote-response.json");
    exchange("POST /v1/send", "payloads/send-request.json", "payloads/send-response.json");
    exchange("GET /v1/swappable_tokens?tokenIn=0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599&tokenInChainId=1", null,
        "payloads/swappable-tokens-response.json");
    exchange("POST /v1/check_approval", "api/check-approval-request.json", "api/check-approval-response.json");
    exchange("POST /v1/lp/increase", "payloads/lp-increase-request.json", "payloads/lp-increase-response.json");
    exchange("POST /v1/plan", "payloads/plan-create-request.json", "payloads/plan-response.json");
    exchange("GET /v1/plan/p-1", null, "payloads/plan-response.json");
    exchange("PATCH /v1/plan/p-1", "payloads/plan-update-request.json", "payloads/plan-response.json");
    exchange("GET /v1/swaps?txHashes=0xaa,0xbb&chainId=8453", null, "payloads/swaps-response.json");
    exchange("POST /v1/wallet/check_delegation", "payloads/check-delegation-request.json",
        "payloads/check-delegation-response.json");
    server = new MockWebServer();
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) {
        String key = request.getMethod() + " " + request.getTarget();
        String[] ex = exchanges.get(key);
        if (ex == null) {
          wireMismatches.add("unexpected " + key);
          return json(404, "{}").build();
        }
        if (ex[0] != null && !tree(request.getBody().utf8()).equals(tree(resource(ex[0])))) {
          wireMismatches.add("body of " + key);
        }
        if (!TestSupport.API_KEY.equals(request.getHeaders().get("x-api-key"))) {
          wireMismatches.add("x-api-key of " + key);
        }
        return json(200, resource(ex[1])).build();
      }
    });
    server.start();
    client = clientFor(server).routerVersion(RouterVersion.V2_0).maxConcurrentRequests(THREADS).build();
  }

  private void exchange(String key, String request, String response) {
    exchanges.put(key, new String[] {request, response});
  }

  @AfterEach
  void stop() throws IOException {
    client.close();
    server.close();
  }

  /** Every operation, blocking and async, and a signature by the shared signer. */
  private Map<String, Function<TradingClient, Object>> operations(LocalSigner signer) {
    QuoteRequest quote = read("api/quote-request.json", QuoteRequest.class);
    Swap7702Request swap7702 = read("api/swap-7702-request.json", Swap7702Request.class);
    Swap5792Request swap5792 = read("payloads/swap-5792-request-dutch-v2.json", Swap5792Request.class);
    LimitOrderQuoteRequest limit = read("payloads/limit-order-quote-request.json", LimitOrderQuoteRequest.class);
    SendRequest send = read("payloads/send-request.json", SendRequest.class);
    CheckApprovalRequest approval = read("api/check-approval-request.json", CheckApprovalRequest.class);
    IncreasePositionRequest lp = read("payloads/lp-increase-request.json", IncreasePositionRequest.class);
    CreatePlanRequest plan = read("payloads/plan-create-request.json", CreatePlanRequest.class);
    UpdatePlanRequest update = read("payloads/plan-update-request.json", UpdatePlanRequest.class);
    CheckDelegationRequest delegation = read("payloads/check-delegation-request.json", CheckDelegationRequest.class);
    SwappableTokensQuery tokens = SwappableTokensQuery.of("0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599",
        ChainId.MAINNET);
    SwapsQuery swaps = SwapsQuery.builder().addTxHashes("0xaa", "0xbb").chainId(ChainId.BASE).build();
    TypedData permit = TypedData.from(read("api/quote-response-classic.json", QuoteResponse.class).permitData());

    Map<String, Function<TradingClient, Object>> ops = new LinkedHashMap<>();
    ops.put("quote", c -> c.quote(quote));
    ops.put("quoteAsync", c -> c.quoteAsync(quote).join());
    ops.put("swap7702", c -> c.swap7702(swap7702));
    ops.put("swap7702Async", c -> c.swap7702Async(swap7702).join());
    ops.put("swap5792", c -> c.swap5792(swap5792));
    ops.put("swap5792Async", c -> c.swap5792Async(swap5792).join());
    ops.put("limitOrderQuote", c -> c.limitOrderQuote(limit));
    ops.put("limitOrderQuoteAsync", c -> c.limitOrderQuoteAsync(limit).join());
    ops.put("send", c -> c.send(send));
    ops.put("sendAsync", c -> c.sendAsync(send).join());
    ops.put("getSwappableTokens", c -> c.getSwappableTokens(tokens));
    ops.put("getSwappableTokensAsync", c -> c.getSwappableTokensAsync(tokens).join());
    ops.put("checkApproval", c -> c.checkApproval(approval));
    ops.put("checkApprovalAsync", c -> c.checkApprovalAsync(approval).join());
    ops.put("increasePosition", c -> c.increasePosition(lp));
    ops.put("increasePositionAsync", c -> c.increasePositionAsync(lp).join());
    ops.put("createPlan", c -> c.createPlan(plan));
    ops.put("createPlanAsync", c -> c.createPlanAsync(plan).join());
    ops.put("getPlan", c -> c.getPlan("p-1", false));
    ops.put("getPlanAsync", c -> c.getPlanAsync("p-1", false).join());
    ops.put("updatePlan", c -> c.updatePlan("p-1", update));
    ops.put("updatePlanAsync", c -> c.updatePlanAsync("p-1", update).join());
    ops.put("getSwaps", c -> c.getSwaps(swaps));
    ops.put("getSwapsAsync", c -> c.getSwapsAsync(swaps).join());
    ops.put("checkDelegation", c -> c.checkDelegation(delegation));
    ops.put("checkDelegationAsync", c -> c.checkDelegationAsync(delegation).join());
    ops.put("raw.quote", c -> c.raw().quote(quote).body());
    ops.put("sign permit", c -> signer.sign(permit).toHex());
    ops.put("permit digest", c -> permit.digest().toString());
    return ops;
  }

  @Test
  void sixteenThreadsGetWhatOneThreadGetsForEveryOperation() throws Exception {
    LocalSigner signer = LocalSigner.of(PrivateKey.fromHex(
        "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"));
    Map<String, Function<TradingClient, Object>> ops = operations(signer);
    Map<String, Object> expected = new LinkedHashMap<>();
    ops.forEach((name, op) -> expected.put(name, op.apply(client)));

    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CyclicBarrier together = new CyclicBarrier(THREADS);
    List<Future<List<String>>> workers = new ArrayList<>();
    try {
      for (int t = 0; t < THREADS; t++) {
        int offset = t;
        workers.add(pool.submit(() -> {
          together.await(30, TimeUnit.SECONDS);
          List<String> differences = new ArrayList<>();
          List<String> names = new ArrayList<>(ops.keySet());
          for (int round = 0; round < ROUNDS; round++) {
            for (int i = 0; i < names.size(); i++) {
              String name = names.get((i + offset + round) % names.size()); // threads interleave operations
              Object got = ops.get(name).apply(client);
              if (!got.equals(expected.get(name))) {
                differences.add(name);
              }
            }
          }
          return differences;
        }));
      }
      for (Future<List<String>> worker : workers) {
        assertThat(worker.get(120, TimeUnit.SECONDS)).as("operations whose result differed").isEmpty();
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(wireMismatches).as("requests that differed on the wire").isEmpty();
    assertThat(server.getRequestCount()).isEqualTo(27 * (1 + THREADS * ROUNDS));
  }
}
