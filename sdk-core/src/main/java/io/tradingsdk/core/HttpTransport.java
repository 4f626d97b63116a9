package io.tradingsdk.core;

import io.tradingsdk.core.internal.CallLogger;
import io.tradingsdk.core.internal.CallRunner;
import io.tradingsdk.core.internal.HeaderRules;
import io.tradingsdk.core.internal.Nanos;
import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.core.internal.PreparedCall;
import io.tradingsdk.core.internal.Redactor;
import io.tradingsdk.core.internal.SharedResources;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Predicate;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import org.jspecify.annotations.Nullable;

/**
 * The one HTTP stack of the SDK: every {@link TradingClient} call is sent through one, and it serves the SDK's
 * other JSON-over-HTTP endpoints: module {@code
 * sdk-wallet}'s Ethereum JSON-RPC client sends through it. Each call gets what a Trading API call gets: a
 * per-attempt timeout and an overall deadline, retries of transient failures (429, 5xx, I/O) with backoff and
 * jitter, an optional rate limiter, redacted logging through a {@link LogSink}, and unchecked typed failures
 * ({@link TradingIoException}, {@link AttemptTimeoutException}, {@link DeadlineExceededException}, {@link
 * CallCancelledException}, {@link ClientClosedException}, {@link InvalidResponseException}). Cancelling an async
 * call's future aborts its HTTP call.
 *
 * <p>A call that must not act twice (broadcasting a transaction) is built with {@link
 * Call.Builder#notReplayable(ReplayCheck)}: a transient failure that may have reached the server is then repeated
 * only after the check has said the earlier attempt took no effect, and a failure that certainly did not (no
 * connection, a 429) is repeated as usual.
 *
 * <p>Thread-safe; one transport holds a connection pool and daemon threads (or derives from the application's
 * {@code OkHttpClient}), released by {@link #close()}.
 */
public final class HttpTransport implements AutoCloseable {
  private static final MediaType JSON = MediaType.get("application/json");

  static {
    CoreBridge.install();
  }

  private final SharedResources shared;
  /** Whether {@link #close()} closes {@link #shared}: false for the transport of a client derived with withOptions. */
  private final boolean ownsShared;
  private final String name;
  private final ClientOptions options;
  private final CallRunner runner;
  private final List<String> secrets;
  private final Redactor redactor;
  private final CallLogger log;
  private final RateLimiter limiter;

  private HttpTransport(Settings<?> b) {
    this(new SharedResources(b.maxConcurrentRequests, b.httpClient, b.interceptors), true, "HttpTransport",
        ClientOptions.transportSettings(b), b.secrets, b.rateLimiter);
  }

  /**
   * A transport over {@code shared}'s pool, threads and rate limiters, configured by {@code options}: the one
   * constructor of the SDK's HTTP stack, for {@link Builder#build()} and for every {@link TradingClient} (whose
   * {@link ClientCalls} prepares its calls, API key and journey rules included, and sends them through {@link #send}
   * and {@link #sendAsync}).
   *
   * @param ownsShared whether {@link #close()} closes {@code shared} (a transport built alone, or the client built
   *     first) or leaves it (a client derived with {@code withOptions})
   * @param name what a closed-client failure and {@code toString} call it
   * @param secrets text masked in log lines and messages (a client's API key, an RPC endpoint's key)
   * @param limiter asked before each attempt, or null
   */
  HttpTransport(SharedResources shared, boolean ownsShared, String name, ClientOptions options, List<String> secrets,
      RateLimiter limiter) {
    this.shared = shared;
    this.ownsShared = ownsShared;
    this.name = name;
    this.options = options;
    // A Trading API client meets TLS only when its base URL is https; a transport built alone may meet any URL.
    OkHttpClient http = options.baseUrl() != null ? shared.http(options)
        : shared.http(options.connectTimeout(), options.timeout(), true);
    this.runner = new CallRunner(http, shared.scheduler, shared.inFlight, shared::isClosed);
    this.secrets = List.copyOf(secrets);
    this.redactor = new Redactor(this.secrets);
    this.log = new CallLogger(options.logLevel(), options.logSink(), redactor);
    this.limiter = limiter;
  }

  /** Sends a prepared call and waits for its answer (the one blocking path to HTTP). */
  <T> RawResponse<T> send(PreparedCall<T> call) {
    return runner.execute(call);
  }

  /** Sends a prepared call asynchronously (the one async path to HTTP); the future always completes. */
  <T, R> CompletableFuture<R> sendAsync(PreparedCall<T> call, Function<RawResponse<T>, R> finisher) {
    return runner.executeAsync(call, finisher);
  }

  /** The redactor of this transport's secrets (a client's API key). */
  Redactor redactor() {
    return redactor;
  }

  /** The logger of this transport's calls. */
  CallLogger log() {
    return log;
  }

  /** The rate limiter asked before each attempt, or null. */
  RateLimiter limiter() {
    return limiter;
  }

  SharedResources shared() {
    return shared;
  }

  /** A builder with the defaults of {@link ClientOptions}: 30 s per attempt, 60 s per call, 2 retries. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Sends a call and waits for its answer.
   *
   * @return what the call's {@link BodyReader} read from the 2xx response (or what its {@link ReplayCheck} found)
   * @throws TradingException the failure: the reader's or {@link ErrorReader}'s typed one, or the transport's
   */
  public <T> T execute(Call<T> call) {
    ensureOpen();
    return send(prepare(call)).body();
  }

  /** {@link #execute}, asynchronously: the future always completes, and cancelling it aborts the HTTP call. */
  public <T> CompletableFuture<T> executeAsync(Call<T> call) {
    ensureOpen();
    return sendAsync(prepare(call), RawResponse::body);
  }

  /**
   * The listeners this transport tells of its calls, in the order they were added. A module that builds calls of its
   * own over the transport (a receipt wait of many polls) reports them to the same listeners through
   * {@link CallRecorder}.
   */
  public List<CallListener> callListeners() {
    return options.callListeners();
  }

  /** Cancels calls in flight, stops the threads and closes idle connections (never an application's client). */
  @Override
  public void close() {
    if (ownsShared) {
      shared.close();
    }
  }

  @Override
  public String toString() {
    return name + "{" + (shared.isClosed() ? "closed" : "open") + "}";
  }

  private <T> PreparedCall<T> prepare(Call<T> call) {
    Request.Builder rb = new Request.Builder()
        .url(call.url)
        .header("Accept", "application/json")
        .header("User-Agent", options.userAgent());
    options.headers().forEach(rb::header);
    call.headers.forEach(rb::header);
    rb.post(RequestBody.create(call.body, JSON));
    RetryPolicy retryPolicy = options.retryPolicy();
    int maxRetries = call.maxRetries != null ? call.maxRetries : retryPolicy.maxRetries();
    Duration attemptTimeout = call.timeout != null ? call.timeout : options.timeout();
    Duration callDeadline = call.deadline != null ? call.deadline : options.deadline();
    Operation.BodyReader<T> reader = new Operation.BodyReader<>() {
      @Override
      public T read(byte[] body) throws IOException {
        return read(body, 1);
      }

      @Override
      public T read(byte[] body, int attempt) throws IOException {
        return call.reader.read(body, attempt);
      }
    };
    Redactor callRedactor = redactor;
    CallLogger callLog = log;
    if (!call.secrets.isEmpty()) {
      List<String> all = new ArrayList<>(secrets);
      all.addAll(call.secrets);
      callRedactor = new Redactor(all);
      callLog = new CallLogger(options.logLevel(), options.logSink(), callRedactor);
    }
    // The URL's path may hold a provider's key (https://host/v2/KEY): listeners get "/" as the path template, and
    // the operation (the JSON-RPC method) says what the call was.
    return new PreparedCall<>(CallKind.JSON_RPC, call.operation, "/", rb.build(), call.body, reader,
        call.responseName, null, retryPolicy, maxRetries, Nanos.of(attemptTimeout), Nanos.of(callDeadline), limiter,
        options.callListeners(), null, callLog, callRedactor, null,
        options.maxResponseBytes(), call.replayCheck == null, call.replayCheck, call.errorReader, call.transientAnswer);
  }

  private void ensureOpen() {
    if (shared.isClosed()) {
      throw new ClientClosedException(name + " is closed", null, 0);
    }
  }

  /** Reads the body of a 2xx response. */
  @FunctionalInterface
  public interface BodyReader<T> {
    /**
     * The call's value. Throw a {@link TradingException} to fail the call with it (not retried unless the call's
     * {@link Call.Builder#retryWhen} says it is transient); any other exception fails it with an {@link
     * InvalidResponseException} that quotes the body.
     *
     * @param body the whole body (at most the transport's {@code maxResponseBytes})
     * @param attempt the attempt that got it, 1-based
     */
    T read(byte[] body, int attempt) throws IOException;
  }

  /** Turns a non-2xx response into the call's failure. */
  @FunctionalInterface
  public interface ErrorReader {
    /**
     * The failure of a response with this status. Statuses 429, 500, 502, 503 and 504 are retried whatever it
     * returns (as the call's rules allow).
     *
     * @param status the HTTP status
     * @param headers the response headers
     * @param body the body as text, secrets already masked
     * @param attempt the attempt that got it, 1-based
     */
    TradingException read(int status, ResponseHeaders headers, String body, int attempt);
  }

  /** Finds out whether an attempt of a call that must not act twice took effect. */
  @FunctionalInterface
  public interface ReplayCheck<T> {
    /**
     * Asks the server. Called after a transient failure that may have reached it, before the call is sent
     * again; a failed check ends the call with the attempt's failure (the check's failure suppressed in it).
     *
     * @return the call's value when the earlier attempt took effect (the call then succeeds with it), empty
     *     when it did not (the call is sent again)
     */
    CompletableFuture<Optional<T>> tookEffect();
  }

  /** One POST of a JSON body. Immutable; build with {@link #post}. */
  public static final class Call<T> {
    private final String operation;
    private final HttpUrl url;
    private final byte[] body;
    private final BodyReader<T> reader;
    private final String responseName;
    private final Map<String, String> headers;
    private final List<String> secrets;
    private final ErrorReader errorReader;
    private final ReplayCheck<T> replayCheck;
    private final Predicate<TradingException> transientAnswer;
    private final Integer maxRetries;
    private final Duration timeout;
    private final Duration deadline;

    private Call(Builder<T> b) {
      this.operation = b.operation;
      this.url = b.url;
      this.body = b.body;
      this.reader = b.reader;
      this.responseName = b.responseName;
      this.headers = new LinkedHashMap<>(b.headers);
      this.secrets = new ArrayList<>(b.secrets);
      this.errorReader = b.errorReader;
      this.replayCheck = b.replayCheck;
      this.transientAnswer = b.transientAnswer;
      this.maxRetries = b.maxRetries;
      this.timeout = b.timeout;
      this.deadline = b.deadline;
    }

    /**
     * A POST of {@code jsonBody} to {@code url}.
     *
     * @param operation the call's name in log lines and messages (an RPC method, for one)
     * @param url an {@code http} or {@code https} URL
     * @param jsonBody the body, sent as {@code application/json}
     * @param reader reads a 2xx body
     * @throws IllegalArgumentException when {@code url} is not an http(s) URL
     */
    public static <T> Builder<T> post(String operation, String url, byte[] jsonBody, BodyReader<T> reader) {
      return new Builder<>(operation, url, jsonBody, reader);
    }

    @Override
    public String toString() {
      return "HttpTransport.Call{" + operation + "}";
    }

    /** Builds a {@link Call}. */
    public static final class Builder<T> {
      private final String operation;
      private final HttpUrl url;
      private final byte[] body;
      private final BodyReader<T> reader;
      private String responseName = "the expected response";
      private final Map<String, String> headers = new LinkedHashMap<>();
      private final List<String> secrets = new ArrayList<>();
      private ErrorReader errorReader;
      private ReplayCheck<T> replayCheck;
      private Predicate<TradingException> transientAnswer;
      private Integer maxRetries;
      private Duration timeout;
      private Duration deadline;

      private Builder(String operation, String url, byte[] body, BodyReader<T> reader) {
        this.operation = Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(url, "url");
        this.url = HttpUrl.parse(url);
        if (this.url == null) {
          throw new IllegalArgumentException("url: expected an http:// or https:// URL");
        }
        this.body = body.clone();
        this.reader = Objects.requireNonNull(reader, "reader");
      }

      /** What the response is, for the message of an {@link InvalidResponseException} ("an eth_call result"). */
      public Builder<T> responseName(String responseName) {
        this.responseName = Objects.requireNonNull(responseName, "responseName");
        return this;
      }

      /**
       * Adds a header to this call.
       *
       * @throws InvalidRequestException naming the header when its name is not an HTTP token or its value holds a
       *     line break or another character outside printable US-ASCII (the value is never quoted)
       */
      public Builder<T> header(String name, String value) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
        HeaderRules.checkHeader(name, value); // before OkHttp, whose refusal would quote the value (a key)
        headers.put(name, value);
        return this;
      }

      /**
       * Text to mask in this call's log lines and messages, besides the transport's {@linkplain
       * HttpTransport.Builder#secret secrets}: the key in the URL of the endpoint it calls, for one.
       */
      public Builder<T> secret(String secret) {
        Objects.requireNonNull(secret, "secret");
        if (!secret.isEmpty()) {
          secrets.add(secret);
        }
        return this;
      }

      /**
       * How a non-2xx response becomes the failure; by default the {@link TradingApiException} of its status
       * ({@link RateLimitedException}, {@link ServerException}...).
       */
      public Builder<T> errorReader(ErrorReader errorReader) {
        this.errorReader = Objects.requireNonNull(errorReader, "errorReader");
        return this;
      }

      /**
       * Marks the call as one that must not act twice: after a transient failure that may have reached the
       * server, it is sent again only when {@code check} says the earlier attempt took no effect.
       */
      public Builder<T> notReplayable(ReplayCheck<T> check) {
        this.replayCheck = Objects.requireNonNull(check, "check");
        return this;
      }

      /**
       * Which failures read from an answer are transient and retried as a 5xx is (with backoff, within the retry
       * budget and the deadline, and for a {@linkplain #notReplayable not replayable} call only after its check):
       * a typed failure a 2xx body's {@link BodyReader} threw (a JSON-RPC node's "header not found"), an {@link
       * InvalidResponseException} for a malformed or truncated 2xx body, or what the {@link ErrorReader} made of a
       * non-2xx answer. By default none is: only the status decides.
       */
      public Builder<T> retryWhen(Predicate<TradingException> transientAnswer) {
        this.transientAnswer = Objects.requireNonNull(transientAnswer, "transientAnswer");
        return this;
      }

      /** Retries of this call (0 to 100), instead of the transport's policy's. */
      public Builder<T> maxRetries(int maxRetries) {
        if (maxRetries < 0 || maxRetries > 100) {
          throw new IllegalArgumentException("maxRetries: must be 0 to 100, was " + maxRetries);
        }
        this.maxRetries = maxRetries;
        return this;
      }

      /** The per-attempt timeout of this call, instead of the transport's. */
      public Builder<T> timeout(Duration timeout) {
        this.timeout = positive(timeout, "timeout");
        return this;
      }

      /** The deadline of this call, instead of the transport's. */
      public Builder<T> deadline(Duration deadline) {
        this.deadline = positive(deadline, "deadline");
        return this;
      }

      /** The call. */
      public Call<T> build() {
        return new Call<>(this);
      }
    }
  }

  private static Duration positive(Duration d, String name) {
    Objects.requireNonNull(d, name);
    if (d.isNegative() || d.isZero()) {
      throw new IllegalArgumentException(name + ": must be > 0, was " + d);
    }
    return d;
  }

  /**
   * The settings of an {@link HttpTransport}: those of {@link ClientOptions.TransportBuilder} (declared and documented
   * there, shared with {@link ClientOptions.Builder} and {@link TradingClient.Builder}), plus what only a transport of
   * its own takes: a rate limiter instance, headers and secrets of any kind, and the application's OkHttp client and
   * interceptors. Every setter validates its argument. {@link Builder} builds a transport with them; a client that
   * runs on a transport of its own (such as sdk-wallet's {@code EthRpcClient.Builder}) extends this class and gets the
   * same setters, then {@link #buildTransport()}.
   *
   * @param <B> the builder's own type, which the setters return
   */
  public abstract static class Settings<B extends Settings<B>> extends ClientOptions.TransportBuilder<B> {
    private @Nullable RateLimiter rateLimiter;
    private @Nullable OkHttpClient httpClient;
    private final List<Interceptor> interceptors = new ArrayList<>();
    private final List<String> secrets = new ArrayList<>();

    /** Settings with the defaults of {@link ClientOptions}, logging to {@code System.err} when a level is set. */
    protected Settings() {
      logSink(LogSink.stderr());
    }

    @Override
    @SuppressWarnings("unchecked")
    final B self() {
      return (B) this;
    }

    /** Told before every retry, as {@link #addCallListener}; here null adds none (as it always has for a transport). */
    @Override
    public B retryObserver(@Nullable RetryObserver retryObserver) {
      return retryObserver == null ? self() : super.retryObserver(retryObserver);
    }

    /** Asked before each attempt, retries included; null (the default) for none. */
    public B rateLimiter(@Nullable RateLimiter rateLimiter) {
      this.rateLimiter = rateLimiter;
      return self();
    }

    /**
     * Sends through the application's {@code OkHttpClient}, derived with {@code newBuilder()} as {@link
     * TradingClient.Builder#httpClient} describes; {@link HttpTransport#close()} never closes it.
     */
    public B httpClient(OkHttpClient httpClient) {
      this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
      return self();
    }

    /** Adds an OkHttp application interceptor, run on every attempt. */
    public B addInterceptor(Interceptor interceptor) {
      interceptors.add(Objects.requireNonNull(interceptor, "interceptor"));
      return self();
    }

    /**
     * Adds (or replaces) a header sent on every call. At debug, {@code Authorization} and the other credential
     * headers are logged masked; pass any other credential value to {@link #secret} too.
     *
     * @throws InvalidRequestException naming the header when its name is not an HTTP token or its value holds a
     *     line break or another character outside printable US-ASCII (the value is never quoted)
     */
    public B header(String name, String value) {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(value, "value");
      HeaderRules.checkHeader(name, value); // before OkHttp, whose refusal would quote the value (a key)
      headers.keySet().removeIf(k -> k.equalsIgnoreCase(name));
      headers.put(name, value);
      return self();
    }

    /**
     * Text to mask wherever it would appear in a log line or an exception message, such as the key in an RPC
     * endpoint's URL ({@code https://host/v3/KEY}).
     */
    public B secret(String secret) {
      Objects.requireNonNull(secret, "secret");
      if (!secret.isEmpty()) {
        secrets.add(secret);
      }
      return self();
    }

    /** A transport with these settings, and a connection pool and threads of its own. */
    protected final HttpTransport buildTransport() {
      return new HttpTransport(this);
    }
  }

  /** Builds an {@link HttpTransport} with the {@link Settings} of a transport of its own. */
  public static final class Builder extends Settings<Builder> {
    private Builder() {}

    /** The transport. */
    public HttpTransport build() {
      return buildTransport();
    }
  }
}
