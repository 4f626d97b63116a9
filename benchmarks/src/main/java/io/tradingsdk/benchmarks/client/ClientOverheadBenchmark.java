package io.tradingsdk.benchmarks.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.tradingsdk.core.CallObserver;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.micrometer.ObservationCallListener;
import io.tradingsdk.micrometer.ObservationContextPropagator;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.TimeUnit;
import okhttp3.Dispatcher;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A {@code POST /quote} round trip through {@link TradingClient} against the same call written by
 * hand with OkHttp and Jackson (same mapper, same models, no retries, no logging, no validation), to
 * the same loopback server in the same run. The difference is the client's overhead: header and
 * journey rules, the retry loop, error mapping, the raw-response wrapper.
 *
 * <p>The machine is shared, so load from elsewhere drifts between the two plain benchmarks; {@link
 * #interleaved} runs both sides in every invocation and reports the time of each ({@code
 * clientNanos}, {@code rawNanos}), which gives the overhead under the same conditions.
 *
 * <p>{@link #observedVsPlain} does the same for the cost of observing calls: the same round trip through a client
 * with {@code sdk-micrometer}'s listener (a timer per call in a {@link SimpleMeterRegistry}, as an application with
 * the actuator has) and through one without, both in every invocation ({@code observedNanos}, {@code plainNanos}).
 *
 * <p>{@link ClientConcurrencyBenchmark} measures 64 concurrent async calls.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar ClientOverheadBenchmark -f 1 -wi 3 -i 5}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ClientOverheadBenchmark {
  private static final String API_KEY = "benchmark-key";
  private static final MediaType JSON = MediaType.get("application/json");
  private static final int POOL = 64;

  /**
   * What observes {@code observedClient}: {@code micrometer}, {@code sdk-micrometer}'s listener timing every call in
   * a {@link SimpleMeterRegistry}; or {@code listener}, a listener that hears every event and does nothing, which
   * isolates the SPI's own cost from Micrometer's.
   */
  @Param({"micrometer"})
  public String observer;

  private LoopbackQuoteServer server;
  private TradingClient client;
  private TradingClient observedClient;
  /** A second plain client, for the A/A control {@link #plainVsPlain}. */
  private TradingClient plainTwin;
  private SimpleMeterRegistry meters;
  private OkHttpClient raw;
  private HttpUrl quoteUrl;
  private ObjectMapper mapper;
  private QuoteRequest request;

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    server = new LoopbackQuoteServer(LoopbackQuoteServer.resource("quote-response-classic.json"), POOL);
    client = TradingClient.builder().apiKey(API_KEY).baseUrl(server.baseUrl()).maxConcurrentRequests(POOL)
        .build();
    meters = new SimpleMeterRegistry();
    ObservationRegistry observations = ObservationRegistry.create();
    observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    plainTwin = TradingClient.builder().apiKey(API_KEY).baseUrl(server.baseUrl()).maxConcurrentRequests(POOL)
        .build();
    observedClient = TradingClient.builder().apiKey(API_KEY).baseUrl(server.baseUrl()).maxConcurrentRequests(POOL)
        .addCallListener(observer.equals("micrometer") ? ObservationCallListener.create(observations, meters)
            : call -> new CallObserver() {})
        .contextPropagator(ObservationContextPropagator.create())
        .build();
    Dispatcher dispatcher = new Dispatcher();
    dispatcher.setMaxRequests(POOL);
    dispatcher.setMaxRequestsPerHost(POOL);
    raw = new OkHttpClient.Builder().dispatcher(dispatcher).retryOnConnectionFailure(false).build();
    quoteUrl = HttpUrl.get(server.baseUrl() + "/quote");
    mapper = TradingJson.mapper();
    request = mapper.readValue(LoopbackQuoteServer.resource("quote-request.json"), QuoteRequest.class);
    if (!client.quote(request).equals(rawQuote()) || !observedClient.quote(request).equals(rawQuote())) {
      throw new IllegalStateException("the clients and the raw peer parse different quotes");
    }
    if (observer.equals("micrometer") && meters.get("trading.client.requests").timer().count() != 1) {
      throw new IllegalStateException("the observed client's quote was not timed");
    }
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    client.close();
    observedClient.close();
    plainTwin.close();
    raw.dispatcher().executorService().shutdown();
    raw.connectionPool().evictAll();
    server.close();
  }

  /** The client's quote round trip. */
  @Benchmark
  public QuoteResponse clientQuote() {
    return client.quote(request);
  }

  /** The same round trip by hand: serialize, POST with OkHttp, parse with Jackson. */
  @Benchmark
  public QuoteResponse rawOkHttpJacksonQuote() throws IOException {
    return rawQuote();
  }

  /**
   * Time spent in each side of {@link #interleaved}, summed per iteration. Both sides run in the same
   * invocation, so a load spike from elsewhere on the machine hits both alike; the ratio of the two
   * sums is the client's overhead.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class SideTimes {
    public long clientNanos;
    public long rawNanos;
    boolean clientFirst;

    @Setup(Level.Iteration)
    public void reset() {
      clientNanos = 0;
      rawNanos = 0;
    }
  }

  /** One client round trip and one raw round trip, in alternating order, each timed. */
  @Benchmark
  public void interleaved(SideTimes times, Blackhole bh) throws IOException {
    times.clientFirst = !times.clientFirst;
    if (times.clientFirst) {
      long t0 = System.nanoTime();
      bh.consume(client.quote(request));
      long t1 = System.nanoTime();
      bh.consume(rawQuote());
      times.clientNanos += t1 - t0;
      times.rawNanos += System.nanoTime() - t1;
    } else {
      long t0 = System.nanoTime();
      bh.consume(rawQuote());
      long t1 = System.nanoTime();
      bh.consume(client.quote(request));
      times.rawNanos += t1 - t0;
      times.clientNanos += System.nanoTime() - t1;
    }
  }

  /** The client's quote round trip, observed: a {@code trading.client.requests} timer per call. */
  @Benchmark
  public QuoteResponse observedClientQuote() {
    return observedClient.quote(request);
  }

  /**
   * Time spent in each side of {@link #observedVsPlain}, summed per iteration (see {@link SideTimes}): wall-clock
   * time, and the calling thread's CPU time. A blocking call does its work on the calling thread (writing the request,
   * reading and parsing the answer, and the listener), so its CPU time is the client's cost without the waits a
   * loaded machine adds to the wall clock.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class ObservedTimes {
    public long observedNanos;
    public long plainNanos;
    public long observedCpuNanos;
    public long plainCpuNanos;
    boolean observedFirst;

    @Setup(Level.Iteration)
    public void reset() {
      observedNanos = 0;
      plainNanos = 0;
      observedCpuNanos = 0;
      plainCpuNanos = 0;
    }
  }

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** One observed and one plain client round trip, in alternating order, each timed (wall clock and CPU). */
  @Benchmark
  public void observedVsPlain(ObservedTimes times, Blackhole bh) {
    bothSides(observedClient, client, times, bh);
  }

  /**
   * The control for {@link #observedVsPlain}: two plain clients, alike in everything, timed as its two sides are
   * ({@code observed*} is the twin). What this shows between its sides is the method's own noise.
   */
  @Benchmark
  public void plainVsPlain(ObservedTimes times, Blackhole bh) {
    bothSides(plainTwin, client, times, bh);
  }

  private void bothSides(TradingClient observed, TradingClient plain, ObservedTimes times, Blackhole bh) {
    times.observedFirst = !times.observedFirst;
    TradingClient first = times.observedFirst ? observed : plain;
    TradingClient second = times.observedFirst ? plain : observed;
    long c0 = THREADS.getCurrentThreadCpuTime();
    long t0 = System.nanoTime();
    bh.consume(first.quote(request));
    long c1 = THREADS.getCurrentThreadCpuTime();
    long t1 = System.nanoTime();
    bh.consume(second.quote(request));
    long c2 = THREADS.getCurrentThreadCpuTime();
    long t2 = System.nanoTime();
    if (times.observedFirst) {
      times.observedNanos += t1 - t0;
      times.observedCpuNanos += c1 - c0;
      times.plainNanos += t2 - t1;
      times.plainCpuNanos += c2 - c1;
    } else {
      times.plainNanos += t1 - t0;
      times.plainCpuNanos += c1 - c0;
      times.observedNanos += t2 - t1;
      times.observedCpuNanos += c2 - c1;
    }
  }

  private QuoteResponse rawQuote() throws IOException {
    try (Response response = raw.newCall(quoteRequest(mapper.writeValueAsBytes(request))).execute()) {
      if (response.code() != 200) {
        throw new IOException("status " + response.code());
      }
      return mapper.readValue(response.body().bytes(), QuoteResponse.class);
    }
  }

  private Request quoteRequest(byte[] body) {
    return new Request.Builder()
        .url(quoteUrl)
        .header("x-api-key", API_KEY)
        .header("Accept", "application/json")
        .post(RequestBody.create(body, JSON))
        .build();
  }
}
