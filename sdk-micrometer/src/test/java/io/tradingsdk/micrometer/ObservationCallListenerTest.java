package io.tradingsdk.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.common.KeyValue;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.handler.DefaultTracingObservationHandler;
import io.micrometer.tracing.handler.PropagatingReceiverTracingObservationHandler;
import io.micrometer.tracing.handler.PropagatingSenderTracingObservationHandler;
import io.micrometer.tracing.otel.bridge.OtelBaggageManager;
import io.micrometer.tracing.otel.bridge.OtelCurrentTraceContext;
import io.micrometer.tracing.otel.bridge.OtelPropagator;
import io.micrometer.tracing.otel.bridge.OtelTracer;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.tradingsdk.core.AttemptTimeoutException;
import io.tradingsdk.core.CallKind;
import io.tradingsdk.core.CallRecorder;
import io.tradingsdk.core.CallStart;
import io.tradingsdk.core.CallEnd;
import io.tradingsdk.core.RateLimiter;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The client's calls to the reference server, observed through Micrometer into a {@link SimpleMeterRegistry} and,
 * through Micrometer Tracing's OpenTelemetry bridge, into an OpenTelemetry SDK that keeps its spans in memory.
 */
class ObservationCallListenerTest {
  private static final String USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
  private static final String WETH = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
  private static final String TIMER = DefaultTradingClientObservationConvention.NAME;

  private ReferenceServer server;
  private SimpleMeterRegistry meters;
  private InMemorySpanExporter spans;
  private SdkTracerProvider tracerProvider;
  private OtelTracer tracer;
  private ObservationRegistry observations;
  private TradingClient client;

  @BeforeEach
  void setUp() {
    server = ReferenceServer.builder().configure(config -> config.nanoTime(() -> 0L)).build().start();
    meters = new SimpleMeterRegistry();
    spans = InMemorySpanExporter.create();
    tracerProvider = SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(spans)).build();
    OpenTelemetrySdk otel = OpenTelemetrySdk.builder().setTracerProvider(tracerProvider)
        .setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance())).build();
    io.opentelemetry.api.trace.Tracer otelTracer = otel.getTracer("sdk-micrometer-test");
    OtelCurrentTraceContext currentTraceContext = new OtelCurrentTraceContext();
    tracer = new OtelTracer(otelTracer, currentTraceContext, event -> {},
        new OtelBaggageManager(currentTraceContext, List.of(), List.of()));
    OtelPropagator propagator = new OtelPropagator(otel.getPropagators(), otelTracer);
    observations = ObservationRegistry.create();
    observations.observationConfig()
        .observationHandler(new ObservationHandler.FirstMatchingCompositeObservationHandler(
            new PropagatingSenderTracingObservationHandler<>(tracer, propagator),
            new PropagatingReceiverTracingObservationHandler<>(tracer, propagator),
            new DefaultTracingObservationHandler(tracer)))
        .observationHandler(new DefaultMeterObservationHandler(meters));
    client = clientBuilder().build();
  }

  private TradingClient.Builder clientBuilder() {
    return TradingClient.builder().apiKey(ServerConfig.TEST_KEY).baseUrl(server.baseUrl().toString())
        .retryPolicy(RetryPolicy.builder().maxRetries(2).initialBackoff(Duration.ofMillis(1))
            .maxBackoff(Duration.ofMillis(4)).maxRetryAfter(Duration.ofMillis(20)).build())
        .addCallListener(ObservationCallListener.create(observations, meters))
        .contextPropagator(ObservationContextPropagator.create());
  }

  @AfterEach
  void tearDown() {
    client.close();
    server.close();
    tracerProvider.close();
  }

  private static QuoteRequest usdcToWeth() throws Exception {
    return TradingJson.mapper().readValue("{\"type\":\"EXACT_INPUT\",\"amount\":\"1000000000\",\"tokenInChainId\":1,"
        + "\"tokenOutChainId\":1,\"tokenIn\":\"" + USDC + "\",\"tokenOut\":\"" + WETH + "\",\"swapper\":\""
        + ServerConfig.DEV_WALLET + "\",\"autoSlippage\":\"DEFAULT\"}", QuoteRequest.class);
  }

  private Timer timer(String operation, String status, String outcome) {
    return meters.get(TIMER).tags("operation", operation, "status", status, "outcome", outcome).timer();
  }

  private SpanData onlyClientSpan() {
    List<SpanData> client = spans.getFinishedSpanItems().stream().filter(s -> s.getKind() == SpanKind.CLIENT)
        .collect(Collectors.toList());
    assertThat(client).hasSize(1);
    return client.get(0);
  }

  @Test
  void aQuoteIsTimedAsASuccessAndItsSpanIsAChildOfTheCallersSpan() throws Exception {
    Observation caller = Observation.start("caller", observations);
    try (Observation.Scope scope = caller.openScope()) {
      client.quote(usdcToWeth());
    } finally {
      caller.stop();
    }

    assertThat(timer("quote", "200", "success").count()).isEqualTo(1);
    SpanData quote = onlyClientSpan();
    SpanData parent = spans.getFinishedSpanItems().stream().filter(s -> s.getName().equals("caller")).findFirst()
        .orElseThrow();
    assertThat(quote.getName()).isEqualTo("trading quote");
    assertThat(quote.getTraceId()).isEqualTo(parent.getTraceId());
    assertThat(quote.getParentSpanId()).isEqualTo(parent.getSpanId());
    assertThat(quote.getStatus().getStatusCode()).isNotEqualTo(StatusCode.ERROR);
    assertThat(quote.getAttributes().asMap().keySet()).extracting(Object::toString)
        .contains("operation", "status", "outcome");
  }

  @Test
  void a429IsRetriedCountedByReasonAndTheCallEndsASuccess() throws Exception {
    server.faults().next(1).on("POST", "/quote").status(429);

    QuoteResponse quote = client.quote(usdcToWeth());

    assertThat(quote.quote()).isNotNull();
    assertThat(meters.get(ObservationCallListener.RETRIES).tags("operation", "quote", "reason", "rate_limited")
        .counter().count()).isEqualTo(1);
    assertThat(timer("quote", "200", "success").count()).isEqualTo(1);
    assertThat(meters.find(TIMER).tag("outcome", "rate_limited").timer()).as("the call, not the attempt, is timed")
        .isNull();
  }

  @Test
  void a429ThatOutlastsTheRetriesEndsRateLimited() throws Exception {
    server.faults().next(3).on("POST", "/quote").status(429);

    assertThatThrownBy(() -> client.quote(usdcToWeth())).hasMessageContaining("429");

    assertThat(timer("quote", "429", "rate_limited").count()).isEqualTo(1);
    assertThat(meters.get(ObservationCallListener.RETRIES).tags("reason", "rate_limited").counter().count())
        .isEqualTo(2);
    assertThat(onlyClientSpan().getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
  }

  @Test
  void aTimeoutIsTaggedTimeoutWithNoStatus() throws Exception {
    server.faults().next(1).on("POST", "/quote").stall(Duration.ofSeconds(2));
    try (TradingClient impatient = client.withOptions(o -> o.timeout(Duration.ofMillis(200)).maxRetries(0))) {
      assertThatThrownBy(() -> impatient.quote(usdcToWeth())).isInstanceOf(AttemptTimeoutException.class);
    }

    assertThat(timer("quote", "none", "timeout").count()).isEqualTo(1);
    SpanData span = onlyClientSpan();
    assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    assertThat(span.getEvents()).extracting(e -> e.getName()).contains("exception");
  }

  @Test
  void anAsyncQuoteIsAChildOfTheCallersSpanAndItsStagesRunInTheCallersContext() throws Exception {
    server.faults().next(1).on("POST", "/quote").latency(Duration.ofMillis(150));
    Observation caller = Observation.start("caller", observations);
    CompletableFuture<String> traceSeenByTheNextStage;
    String callerSpanId;
    try (Observation.Scope scope = caller.openScope()) {
      callerSpanId = tracer.currentSpan().context().spanId();
      traceSeenByTheNextStage = client.quoteAsync(usdcToWeth())
          .thenApply(quote -> Optional.ofNullable(tracer.currentSpan()).map(s -> s.context().spanId()).orElse("none")
              + " on " + Thread.currentThread().getName());
    }
    String seen = traceSeenByTheNextStage.get(60, TimeUnit.SECONDS);
    caller.stop();

    assertThat(seen).startsWith(callerSpanId + " on ").doesNotEndWith(Thread.currentThread().getName());
    assertThat(tracer.currentSpan()).as("nothing leaks into the test's thread").isNull();
    SpanData quote = onlyClientSpan();
    assertThat(quote.getParentSpanId()).isEqualTo(callerSpanId);
    assertThat(timer("quote", "200", "success").count()).isEqualTo(1);
  }

  @Test
  void aWaitForTheRateLimiterIsTimed() throws Exception {
    RateLimiter.Factory waitsTenMillis = fingerprint -> new RateLimiter() {
      @Override
      public Optional<Duration> reserve(Duration maxWait) {
        return Optional.of(Duration.ofMillis(10));
      }

      @Override
      public void pause(Duration delay) {}
    };
    try (TradingClient limited = clientBuilder().rateLimiter(waitsTenMillis).build()) {
      limited.quote(usdcToWeth());
    }

    Timer waits = meters.get(ObservationCallListener.RATE_LIMIT_WAITS).tag("operation", "quote").timer();
    assertThat(waits.count()).isEqualTo(1);
    assertThat(waits.totalTime(TimeUnit.MILLISECONDS)).isEqualTo(10.0);
  }

  @Test
  void noTagCarriesAnythingOfTheRequest() throws Exception {
    server.faults().next(1).on("POST", "/quote").status(503);
    client.quote(usdcToWeth());
    assertThatThrownBy(() -> client.getPlan("plan-that-does-not-exist", false)).isNotNull();

    Set<String> tagKeys = meters.getMeters().stream().flatMap(m -> m.getId().getTags().stream()).map(Tag::getKey)
        .collect(Collectors.toSet());
    // "error" is Micrometer's own (DefaultMeterObservationHandler): the exception's simple class name, or "none".
    assertThat(tagKeys).containsOnly("operation", "status", "outcome", "reason", "error");
    List<String> tagValues = meters.getMeters().stream().map(Meter::getId).flatMap(id -> id.getTags().stream())
        .map(Tag::getValue).collect(Collectors.toList());
    assertThat(tagValues).noneMatch(v -> v.contains("0x") || v.contains("plan-that") || v.contains(ServerConfig.TEST_KEY)
        || v.contains("1000000000"));
    assertThat(meters.get(TIMER).tags("operation", "getPlan", "outcome", "client_error").timer().count())
        .isEqualTo(1);
    assertThat(spans.getFinishedSpanItems()).allSatisfy(span -> assertThat(span.getAttributes().asMap().values())
        .extracting(Object::toString).noneMatch(v -> v.contains("0x") || v.contains(ServerConfig.TEST_KEY)));
  }

  @Test
  void aConventionOfTheUsersReplacesTheDefault() throws Exception {
    TradingClientObservationConvention withRoute = new DefaultTradingClientObservationConvention() {
      @Override
      public String getName() {
        return "swaps.upstream";
      }

      @Override
      protected KeyValue operation(TradingClientObservationContext context) {
        return KeyValue.of("operation", context.call().method() + " " + context.call().pathTemplate());
      }
    };
    try (TradingClient custom = clientBuilder().clearCallListeners().addCallListener(ObservationCallListener
        .builder(observations).meterRegistry(meters).observationConvention(withRoute).build()).build()) {
      custom.quote(usdcToWeth());
    }

    assertThat(meters.get("swaps.upstream").tags("operation", "POST /quote", "outcome", "success").timer().count())
        .isEqualTo(1);
    assertThat(meters.find(TIMER).timer()).isNull();
  }

  @Test
  void otherKindsOfCallReportThroughTheSameListener() {
    CallStart send = CallStart.builder().kind(CallKind.JSON_RPC).operation("eth_sendRawTransaction").method("POST")
        .pathTemplate("/").build();
    CallRecorder recorder = CallRecorder.start(send, List.of(ObservationCallListener.create(observations, meters)),
        null);
    recorder.end(CallEnd.builder(send).status(200).build());

    assertThat(timer("eth_sendRawTransaction", "200", "success").count()).isEqualTo(1);
    assertThat(onlyClientSpan().getName()).isEqualTo("trading eth_sendRawTransaction");
  }

  @Test
  void aNoopRegistryWithoutMetersObservesNothing() throws Exception {
    try (TradingClient quiet = clientBuilder().clearCallListeners()
        .addCallListener(ObservationCallListener.builder(ObservationRegistry.NOOP).build()).build()) {
      quiet.quote(usdcToWeth());
    }

    assertThat(meters.getMeters()).isEmpty();
    assertThat(spans.getFinishedSpanItems()).isEmpty();
  }

  @Test
  void theDocumentationNamesTheKeysTheConventionWrites() {
    assertThat(TradingClientObservationDocumentation.TRADING_CLIENT_REQUESTS.getLowCardinalityKeyNames())
        .extracting(k -> k.asString()).containsExactly("operation", "status", "outcome");
    assertThat(TradingClientObservationDocumentation.TRADING_CLIENT_REQUESTS.getDefaultConvention())
        .isEqualTo(DefaultTradingClientObservationConvention.class);
  }
}
