package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.approval.CheckApprovalRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.swap.SwappableTokensQuery;
import io.tradingsdk.server.ApiRequest;
import io.tradingsdk.server.ApiResponse;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import io.tradingsdk.server.TradingApiHandler;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The reference server under load (issue 12): many requests through one client keep its heap flat
 * (the figures are the used heap after GC), and adversarial bodies under 1 MB are refused with a
 * 400 that names the problem, their CPU time reported. {@code -Dreliability.long=true} sends
 * 100,000 requests instead of 3,000.
 */
@Tag("reliability")
class ServerSoakTest {
  private static final boolean LONG = Boolean.getBoolean("reliability.long");
  private static final int REQUESTS = LONG ? 100_000 : 3_000;
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

  @Test
  void manyRequestsKeepTheServersHeapFlat() throws Exception {
    QuoteRequest quote = TradingJson.mapper().readValue("{\"type\":\"EXACT_INPUT\",\"amount\":\"1000000000\","
        + "\"tokenInChainId\":1,\"tokenOutChainId\":1,\"tokenIn\":\"" + USDC + "\",\"tokenOut\":\"" + WETH
        + "\",\"swapper\":\"" + ServerConfig.DEV_WALLET + "\",\"autoSlippage\":\"DEFAULT\"}", QuoteRequest.class);
    CheckApprovalRequest approval = CheckApprovalRequest.builder().walletAddress(ServerConfig.DEV_WALLET).token(USDC)
        .amount(new BigInteger("1000000000")).chainId(ChainId.MAINNET).build();
    SwappableTokensQuery tokens = SwappableTokensQuery.of(USDC, ChainId.MAINNET);
    try (ReferenceServer server = ReferenceServer.builder().build().start();
        TradingClient client = TradingClient.builder().apiKey(ServerConfig.TEST_KEY)
            .baseUrl(server.baseUrl().toString()).build()) {
      client.quote(quote);
      long heapBefore = FaultSoakTest.usedHeapAfterGc();
      long start = System.nanoTime();
      ExecutorService callers = Executors.newFixedThreadPool(8);
      List<Future<Integer>> parts = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int offset = t;
        parts.add(callers.submit(() -> {
          int ok = 0;
          for (int i = offset; i < REQUESTS; i += 8) {
            Object r = i % 3 == 0 ? client.quote(quote) : i % 3 == 1 ? client.checkApproval(approval)
                : client.getSwappableTokens(tokens);
            ok += r == null ? 0 : 1;
          }
          return ok;
        }));
      }
      int ok = 0;
      for (Future<Integer> part : parts) {
        ok += part.get(10, TimeUnit.MINUTES);
      }
      callers.shutdown();
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      Map<String, Integer> sizes = new LinkedHashMap<>();
      sizes.put("quote", client.raw().quote(quote).bodyText().length());
      sizes.put("check_approval", client.raw().checkApproval(approval).bodyText().length());
      sizes.put("swappable_tokens", client.raw().getSwappableTokens(tokens).bodyText().length());
      long heapAfter = FaultSoakTest.usedHeapAfterGc();
      String report = "server soak: " + REQUESTS + " requests (quote, check_approval, swappable_tokens) on 8 threads in "
          + millis + " ms; " + ok + " answered 200; server saw " + server.stats().requests() + "\n"
          + "heap used after GC (client and server in one JVM, max " + Runtime.getRuntime().maxMemory() / 1024 / 1024
          + " MiB): before " + heapBefore / 1024 / 1024 + " MiB, after " + heapAfter / 1024 / 1024 + " MiB\n"
          + "response sizes in bytes (against the 16 MiB default cap): " + sizes + "\n";
      FaultSoakTest.write("server-soak.txt", report);
      System.out.println(report);
      assertThat(ok).isEqualTo(REQUESTS);
      assertThat(heapAfter - heapBefore).as("heap growth after GC, bytes").isLessThan(48L * 1024 * 1024);
    }
  }

  @Test
  void adversarialBodiesUnderOneMegabyteAreRefusedByName() throws Exception {
    TradingApiHandler handler = ReferenceServer.builder().build().handler();
    String quoteHead = "{\"type\":\"EXACT_INPUT\",\"tokenInChainId\":1,\"tokenOutChainId\":1,\"tokenIn\":\"" + USDC
        + "\",\"tokenOut\":\"" + WETH + "\",\"swapper\":\"" + ServerConfig.DEV_WALLET + "\",";
    Map<String, String> bodies = new LinkedHashMap<>();
    bodies.put("900,000-digit amount", quoteHead + "\"amount\":\"" + "7".repeat(900_000) + "\"}");
    bodies.put("200,000-digit JSON number", quoteHead + "\"amount\":\"1\",\"slippageTolerance\":"
        + "9".repeat(200_000) + "}");
    bodies.put("1e999999999 slippage", quoteHead + "\"amount\":\"1\",\"slippageTolerance\":1e999999999}");
    bodies.put("900,000-character address", quoteHead.replace(ServerConfig.DEV_WALLET, "0x" + "a".repeat(900_000))
        + "\"amount\":\"1\"}");
    bodies.put("900,000-digit fraction", quoteHead + "\"amount\":\"1\",\"slippageTolerance\":0." + "1".repeat(900_000)
        + "}");
    Map<String, String> expected = Map.of(
        "900,000-digit amount", "\"amount\" must have at most 78 digits",
        "200,000-digit JSON number", "longer than 78 characters",
        "1e999999999 slippage", "\"slippageTolerance\" must have at most 78 digits",
        "900,000-character address", "\"swapper\" with value",
        "900,000-digit fraction", "longer than 78 characters");
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    StringBuilder report = new StringBuilder("adversarial bodies (CPU time of one request, warm):\n");
    for (Map.Entry<String, String> body : bodies.entrySet()) {
      byte[] bytes = body.getValue().getBytes(StandardCharsets.UTF_8);
      assertThat(bytes.length).isLessThan(1 << 20);
      ApiRequest request = ApiRequest.builder("POST", "/v1/quote").header("x-api-key", ServerConfig.TEST_KEY)
          .body(bytes).build();
      handler.handle(request); // warm up
      long t0 = cpu.getCurrentThreadCpuTime();
      ApiResponse response = handler.handle(request);
      long cpuMicros = (cpu.getCurrentThreadCpuTime() - t0) / 1000;
      assertThat(response.status()).as(body.getKey()).isEqualTo(400);
      String detail = response.json().get("detail").asText();
      assertThat(detail).as(body.getKey()).contains(expected.get(body.getKey())).hasSizeLessThan(400);
      report.append("  ").append(body.getKey()).append(" (").append(bytes.length / 1024).append(" KiB): 400 in ")
          .append(cpuMicros).append(" us CPU: ").append(detail).append('\n');
    }
    FaultSoakTest.write("adversarial-bodies.txt", report.toString());
    System.out.println(report);
  }
}
