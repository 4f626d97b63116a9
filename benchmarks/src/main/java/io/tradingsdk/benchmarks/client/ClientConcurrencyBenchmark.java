package io.tradingsdk.benchmarks.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Dispatcher;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * 64 quotes sent at once and awaited together, through {@link TradingClient#quoteAsync} and through
 * OkHttp's {@code enqueue} + Jackson, against one loopback server that holds each answer for 20 ms
 * (standing in for the service's own time). If the calls really are in flight together, a batch
 * takes about 20 ms; a client capped at OkHttp's default of 5 calls per host would take about 13
 * rounds (260 ms). The server prints the most requests it held at once at tear-down.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar ClientConcurrencyBenchmark -f 1 -wi 3 -i 5}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ClientConcurrencyBenchmark {
  private static final String API_KEY = "benchmark-key";
  private static final MediaType JSON = MediaType.get("application/json");
  private static final int CONCURRENT = 64;
  private static final long SERVER_LATENCY_MILLIS = 20;

  private LoopbackQuoteServer server;
  private TradingClient client;
  private OkHttpClient raw;
  private HttpUrl quoteUrl;
  private ObjectMapper mapper;
  private QuoteRequest request;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    server = new LoopbackQuoteServer(LoopbackQuoteServer.resource("quote-response-classic.json"), CONCURRENT + 8,
        SERVER_LATENCY_MILLIS);
    client = TradingClient.builder().apiKey(API_KEY).baseUrl(server.baseUrl()).build(); // default: 64 in flight
    Dispatcher dispatcher = new Dispatcher();
    dispatcher.setMaxRequests(CONCURRENT);
    dispatcher.setMaxRequestsPerHost(CONCURRENT);
    raw = new OkHttpClient.Builder().dispatcher(dispatcher).retryOnConnectionFailure(false).build();
    quoteUrl = HttpUrl.get(server.baseUrl() + "/quote");
    mapper = TradingJson.mapper();
    request = mapper.readValue(LoopbackQuoteServer.resource("quote-request.json"), QuoteRequest.class);
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    System.out.println("\nloopback server: at most " + server.maxInFlight() + " requests in flight at once");
    client.close();
    raw.dispatcher().executorService().shutdown();
    raw.connectionPool().evictAll();
    server.close();
  }

  /** 64 quotes at once through the client; time per batch. */
  @Benchmark
  public void client64(Blackhole bh) {
    CompletableFuture<?>[] futures = new CompletableFuture<?>[CONCURRENT];
    for (int i = 0; i < CONCURRENT; i++) {
      futures[i] = client.quoteAsync(request);
    }
    CompletableFuture.allOf(futures).join();
    for (CompletableFuture<?> f : futures) {
      bh.consume(f.join());
    }
  }

  /** 64 quotes at once with OkHttp's enqueue and Jackson; time per batch. */
  @Benchmark
  public void rawOkHttpJackson64(Blackhole bh) throws IOException {
    byte[] body = mapper.writeValueAsBytes(request);
    CompletableFuture<?>[] futures = new CompletableFuture<?>[CONCURRENT];
    for (int i = 0; i < CONCURRENT; i++) {
      CompletableFuture<QuoteResponse> future = new CompletableFuture<>();
      Request post = new Request.Builder().url(quoteUrl).header("x-api-key", API_KEY)
          .header("Accept", "application/json").post(RequestBody.create(body, JSON)).build();
      raw.newCall(post).enqueue(new Callback() {
        @Override
        public void onResponse(Call call, Response response) {
          try (response) {
            future.complete(mapper.readValue(response.body().bytes(), QuoteResponse.class));
          } catch (IOException | RuntimeException e) {
            future.completeExceptionally(e);
          }
        }

        @Override
        public void onFailure(Call call, IOException e) {
          future.completeExceptionally(e);
        }
      });
      futures[i] = future;
    }
    CompletableFuture.allOf(futures).join();
    for (CompletableFuture<?> f : futures) {
      bh.consume(f.join());
    }
  }
}
