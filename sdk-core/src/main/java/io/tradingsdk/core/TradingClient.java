package io.tradingsdk.core;

import io.tradingsdk.core.internal.SharedResources;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;

/**
 * The Trading API client: one method per operation, each with a per-call {@link RequestOptions}
 * overload and an async twin, plus {@link #raw()} for status, headers and request id.
 *
 * <pre>{@code
 * TradingClient client = TradingClient.fromEnv();          // TRADING_API_KEY, TRADING_API_BASE_URL, ...
 * QuoteResponse quote = client.quote(quoteRequest);
 * }</pre>
 *
 * <p>Create one client per application and share it: it is thread-safe and holds a connection pool
 * and threads. {@link #withOptions(Consumer)} derives a client with other options over the same pool.
 * {@link #close()} releases the pool; its threads are daemons, so forgetting it never blocks JVM exit.
 *
 * <p><b>Failures.</b> Every failure is unchecked: {@link TradingApiException} subclasses by status,
 * {@link TradingIoException} for the network (and {@link DeadlineExceededException}), {@link
 * InvalidResponseException} when a 2xx body does not fit its model or a body exceeds {@link
 * ClientOptions#maxResponseBytes()}, and {@link InvalidRequestException} (thrown before sending) when
 * a call breaks a header or call rule. A per-attempt timeout is an {@link AttemptTimeoutException}, an
 * interrupted blocking call a {@link CallCancelledException}, a call on (or during the closing of) a
 * closed client a {@link ClientClosedException}. Async methods report the same exceptions through
 * the future, retried the same way, and their futures always complete. Cancelling an async call's
 * future, or completing it yourself ({@code orTimeout}, {@code completeExceptionally}), cancels its
 * HTTP call in flight or its scheduled retry, and nothing more is sent. A future derived from it
 * ({@code thenApply}, ...) does not reach back: cancel the one the client returned.
 *
 * <p><b>Swap journeys.</b> The client remembers the {@code x-universal-router-version} each quote was
 * requested under. A swap built from that quote is sent with the same version when the swap call
 * sets none, and refused with {@link RouterVersionMismatchException} when its version differs.
 */
public final class TradingClient extends TradingOperations implements AutoCloseable {
  private final ClientOptions options;
  private final SharedResources shared;
  /** Whether this client owns the shared pool (built first) rather than derived with {@link #withOptions}. */
  private final boolean root;
  private final RawTradingClient raw;

  private TradingClient(ClientOptions options, SharedResources shared, boolean root) {
    // The call path (ClientCalls, held by the generated TradingOperations) owns the transport and the closed flag.
    super(new ClientCalls(options, shared, root));
    this.options = options;
    this.shared = shared;
    this.root = root;
    this.raw = new RawTradingClient(calls);
  }

  /** A builder; {@code apiKey} is required, everything else has a default. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A client configured from system properties and environment variables (see {@link
   * ClientOptions}): at least {@code TRADING_API_KEY}.
   */
  public static TradingClient fromEnv() {
    return builder().fromEnv().build();
  }

  /** A client with these options and a pool of its own. */
  public static TradingClient create(ClientOptions options) {
    Objects.requireNonNull(options, "options");
    return new TradingClient(options, new SharedResources(options.maxConcurrentRequests()), true);
  }

  /**
   * A client with changed options that shares this one's connection pool, threads, swap-journey
   * memory and rate limiters. Closing the derived client does not close the pool; closing the
   * client it came from (the one built first) does, for both.
   *
   * <pre>{@code
   * TradingClient patient = client.withOptions(o -> o.deadline(Duration.ofMinutes(2)).maxRetries(5));
   * }</pre>
   *
   * @throws IllegalArgumentException when the changed options are invalid, or change {@code
   *     maxConcurrentRequests}, which belongs to the shared pool
   */
  public TradingClient withOptions(Consumer<ClientOptions.Builder> change) {
    calls.ensureOpen();
    ClientOptions.Builder b = options.toBuilder();
    change.accept(b);
    ClientOptions changed = b.build();
    if (changed.maxConcurrentRequests() != shared.maxConcurrentRequests) {
      throw new IllegalArgumentException("maxConcurrentRequests: belongs to the shared connection pool ("
          + shared.maxConcurrentRequests + "); build a new client to change it");
    }
    return new TradingClient(changed, shared, false);
  }

  /** This client's options. */
  public ClientOptions options() {
    return options;
  }

  /** The same operations, answering with {@link RawResponse}: status, headers, request id and model. */
  public RawTradingClient raw() {
    return raw;
  }

  /**
   * Closes this client. On the client that owns the pool (built with {@link #builder()}, {@link
   * #fromEnv()} or {@link #create}), also cancels calls in flight, stops the client's threads and
   * closes idle connections, which ends every client derived from it. Idempotent.
   */
  @Override
  public void close() {
    calls.close();
  }

  @Override
  public String toString() {
    return "TradingClient{" + options.baseUrl() + (root ? "" : ", derived")
        + (calls.isClosed() ? ", closed" : "") + "}";
  }

  SharedResources sharedForTest() {
    return shared;
  }

  /**
   * Builds a {@link TradingClient}: the settings of {@link ClientOptions.AbstractBuilder} (declared and documented
   * there, shared with {@link ClientOptions.Builder}), plus the application's own OkHttp client and interceptors.
   */
  public static final class Builder extends ClientOptions.AbstractBuilder<Builder> {
    private OkHttpClient httpClient;
    private final List<Interceptor> interceptors = new ArrayList<>();

    private Builder() {}

    @Override
    Builder self() {
      return this;
    }

    /**
     * Sends through the application's {@code OkHttpClient}. The SDK derives its client from it with {@code
     * newBuilder()}, so the connection pool, dispatcher (and its concurrency limits, in place of {@code
     * maxConcurrentRequests}), proxy, TLS, DNS, event listener and interceptors are the application's. The SDK then
     * turns off OkHttp's silent retries and redirects for its calls, and applies its own timeouts. {@link
     * TradingClient#close()} never closes what the application handed in.
     */
    public Builder httpClient(OkHttpClient httpClient) {
      this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
      return this;
    }

    /**
     * Adds an OkHttp application interceptor to the SDK's calls (after those of {@link #httpClient}). It runs once
     * per attempt, retries included, and sees the request as sent ({@code x-api-key} included: the SDK's own
     * logging stays redacted, what the interceptor logs is up to it).
     */
    public Builder addInterceptor(Interceptor interceptor) {
      interceptors.add(Objects.requireNonNull(interceptor, "interceptor"));
      return this;
    }

    /** Applies a change written for {@link ClientOptions.Builder} to the settings being built. */
    public Builder options(Consumer<ClientOptions.Builder> change) {
      ClientOptions.Builder options = ClientOptions.builder();
      options.load(snapshot());
      change.accept(options);
      load(options.snapshot());
      return this;
    }

    /**
     * The client.
     *
     * @throws IllegalArgumentException naming the first missing or invalid setting
     */
    public TradingClient build() {
      ClientOptions built = buildOptions();
      return new TradingClient(built, new SharedResources(built.maxConcurrentRequests(), httpClient, interceptors), true);
    }
  }
}
