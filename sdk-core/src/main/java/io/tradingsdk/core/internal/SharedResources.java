package io.tradingsdk.core.internal;

import io.tradingsdk.core.ClientClosedException;
import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.core.RateLimiter;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.ConnectionPool;
import okhttp3.ConnectionSpec;
import okhttp3.Dispatcher;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;

/**
 * What a client and every client derived from it with {@code withOptions} share: the connection
 * pool, the dispatcher (and so the concurrency limit), the backoff scheduler, the swap-journey
 * tracker and the rate limiters. Threads are daemons with recognisable names, so they never keep the
 * JVM alive, and {@link #close()} ends them.
 *
 * <p>With an application's {@code OkHttpClient}, the SDK derives its own from it ({@code newBuilder()}): pool,
 * dispatcher, proxy, TLS, DNS and event listener are the application's, and closing leaves them alone.
 */
public final class SharedResources {
  private static final List<ConnectionSpec> CLEARTEXT_ONLY = List.of(ConnectionSpec.CLEARTEXT);
  /** OkHttp's default. */
  private static final List<ConnectionSpec> TLS_AND_CLEARTEXT = List.of(ConnectionSpec.MODERN_TLS, ConnectionSpec.CLEARTEXT);
  public final OkHttpClient baseHttp;
  public final ScheduledThreadPoolExecutor scheduler;
  public final JourneyTracker journeys = new JourneyTracker();
  public final int maxConcurrentRequests;
  /** Whether the pool and dispatcher are the SDK's own (closed with it) or the application's (never closed). */
  private final boolean ownsHttp;
  private final ConcurrentMap<LimiterKey, RateLimiter> limiters = new ConcurrentHashMap<>();
  /** Async calls not yet complete, so closing can fail them instead of leaving them pending forever. */
  public final Set<Abortable> inFlight = ConcurrentHashMap.newKeySet();

  /** An async call that closing the client must end. */
  public interface Abortable {
    /** Completes the call with a {@link ClientClosedException} and stops its work. */
    void clientClosed();
  }
  private volatile boolean closed;

  private record LimiterKey(String apiKey, RateLimiter.Factory factory) {
    @Override
    public String toString() {
      return "LimiterKey{" + factory + "}";
    }
  }

  public SharedResources(int maxConcurrentRequests) {
    this(maxConcurrentRequests, null, List.of());
  }

  /**
   * @param applicationHttp the application's client to derive from, or null for a pool of the SDK's own
   * @param interceptors application interceptors, run on every attempt in this order
   */
  public SharedResources(int maxConcurrentRequests, OkHttpClient applicationHttp, List<Interceptor> interceptors) {
    this.maxConcurrentRequests = maxConcurrentRequests;
    this.ownsHttp = applicationHttp == null;
    OkHttpClient.Builder http = ownsHttp ? ownHttp(maxConcurrentRequests) : applicationHttp.newBuilder();
    interceptors.forEach(http::addInterceptor);
    this.baseHttp = http
        // The client retries on its own terms (counted, logged, bounded); OkHttp must not retry silently.
        .retryOnConnectionFailure(false)
        .addNetworkInterceptor(new NoSilentRetry())
        // Tells a call that must not act twice whether a failed attempt could have reached the server.
        .addNetworkInterceptor(new SendMark.Tracker())
        // x-api-key is not a header OkHttp strips on redirect; never follow one to another host.
        .followRedirects(false)
        .followSslRedirects(false)
        .build();
    this.scheduler = new ScheduledThreadPoolExecutor(1, daemonThreads("trading-sdk-scheduler-"));
    this.scheduler.setRemoveOnCancelPolicy(true);
  }

  /** A pool and dispatcher of the SDK's own, on daemon threads that {@link #close()} stops. */
  private static OkHttpClient.Builder ownHttp(int maxConcurrentRequests) {
    ThreadPoolExecutor httpThreads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS,
        new SynchronousQueue<>(), daemonThreads("trading-sdk-http-"));
    Dispatcher dispatcher = new Dispatcher(httpThreads);
    dispatcher.setMaxRequests(maxConcurrentRequests);
    // One host serves the whole API, so the per-host limit is the limit.
    dispatcher.setMaxRequestsPerHost(maxConcurrentRequests);
    return new OkHttpClient.Builder()
        .dispatcher(dispatcher)
        .connectionPool(new ConnectionPool(Math.min(maxConcurrentRequests, 64), 5, TimeUnit.MINUTES))
        // TLS is set up by the first client that needs it (see http): building it loads the platform's trust
        // store, which a client of a local http:// server never uses.
        .connectionSpecs(CLEARTEXT_ONLY);
  }

  /**
   * An OkHttp client over the shared pool and dispatcher with these timeouts. On the SDK's own pool, a client of an
   * {@code https://} base URL gets OkHttp's default TLS and cleartext specs, and one of an {@code http://} base URL
   * (loopback only) cleartext alone: redirects are never followed, so it never meets TLS.
   */
  public OkHttpClient http(ClientOptions options) {
    return http(options.connectTimeout(), options.timeout(), options.baseUrl().regionMatches(true, 0, "https:", 0, 6));
  }

  /**
   * An OkHttp client over the shared pool and dispatcher with these timeouts; {@code tls} says whether it may meet
   * {@code https://} URLs (on the SDK's own pool, a client without it is cleartext-only and never loads the trust
   * store).
   */
  public OkHttpClient http(Duration connectTimeout, Duration timeout, boolean tls) {
    OkHttpClient.Builder http = baseHttp.newBuilder()
        .connectTimeout(connectTimeout)
        .readTimeout(timeout)
        .writeTimeout(timeout);
    if (ownsHttp && tls) {
      http.connectionSpecs(TLS_AND_CLEARTEXT);
    }
    return http.build();
  }

  /** The limiter of one API key from one factory, made once and shared; null when rate limiting is off. */
  public RateLimiter limiter(String apiKey, RateLimiter.Factory factory) {
    if (factory == null) {
      return null;
    }
    return limiters.computeIfAbsent(new LimiterKey(apiKey, factory),
        k -> Objects.requireNonNull(factory.create(RateLimiter.fingerprint(apiKey)), "rateLimiter factory result"));
  }

  public boolean isClosed() {
    return closed;
  }

  /**
   * Cancels this SDK's calls in flight and stops its scheduler. When the pool and dispatcher are the SDK's own, also
   * stops their threads and closes the connections, so nothing of the SDK outlives the client; an application's
   * client is left as it was handed in. Idempotent.
   */
  public void close() {
    closed = true;
    for (Abortable call : inFlight) {
      call.clientClosed();
    }
    scheduler.shutdownNow();
    if (ownsHttp) {
      baseHttp.dispatcher().cancelAll();
      baseHttp.dispatcher().executorService().shutdown();
      baseHttp.connectionPool().evictAll();
    }
  }

  private static ThreadFactory daemonThreads(String prefix) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, prefix + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
