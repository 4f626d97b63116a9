package io.tradingsdk.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The reference Trading API served over HTTP on loopback by the JDK's own {@link HttpServer}: a thin
 * adapter around {@link TradingApiHandler} that keeps nothing per request, so a long soak does not
 * grow its memory.
 *
 * <pre>{@code
 * try (ReferenceServer server = ReferenceServer.builder().seed(7).build().start()) {
 *   URI base = server.baseUrl();            // http://127.0.0.1:<port>/v1
 *   URI node = server.rpcUrl(1);            // http://127.0.0.1:<port>/rpc/1, Ethereum's JSON-RPC
 *   server.faults().next(2).status(503);    // the next two calls fail
 * }
 * }</pre>
 *
 * <p>Each simulated chain answers Ethereum JSON-RPC at {@code /rpc/{chainId}} ({@link #rpcUrl}):
 * wallets send the transactions the API built there, signed, and read their receipts. Unless
 * configured off ({@link ServerConfig.Builder#controlApi}), the same port serves the control API
 * under {@code /_sim}, for clients that are not Java tests:
 *
 * <pre>{@code
 * GET    /_sim/chains         every chain, its JSON-RPC URL and kind ("evm" or "simulated")
 * POST   /_sim/transactions   a transaction as the API returned it, impersonated -> {"txHash": ...}
 * GET    /_sim/clock          POST /_sim/clock {"advanceSeconds": N}
 * POST   /_sim/reset          optionally {"seed": N}
 * GET    /_sim/requests?limit=N, DELETE /_sim/requests
 * GET    /_sim/faults, PUT /_sim/faults {"rules": [...]}, DELETE /_sim/faults
 * GET    /_sim/state?wallet=0x...&chainId=N
 * GET    /_sim/balances?wallet=0x...&chainId=N[&token=0x...], PUT /_sim/balances
 * }</pre>
 */
public final class ReferenceServer implements AutoCloseable {
  static {
    // The JDK server writes headers and body in separate packets; with Nagle's algorithm on, each
    // answer then waits for the client's delayed ACK (about 40 ms per request on Linux loopback).
    // The property is read once, when the JDK server's configuration class loads; a value the
    // user set explicitly wins.
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
  }

  /** Bodies above this size answer 413, as the service's gateway does. */
  static final int MAX_BODY_BYTES = 1 << 20;

  /**
   * Requests answered at once: one per processor (at least two). Workers beyond these (those started while delays are
   * slept, {@link #coreWorkers}) wait here, parked, for their turn; reading the body, writing the answer and an
   * injected delay happen without a turn. With all 32 workers running a quote at once on a small machine, the ones
   * holding the engine's locks and the JDK server's event lock were preempted by the others, and every request waited
   * behind them (issue 35, benchmarks/RESULTS.md).
   */
  static final int BUSY_PERMITS = Math.max(2, Runtime.getRuntime().availableProcessors());

  /**
   * Worker threads running while no delay is slept: as many as requests answered at once ({@link #BUSY_PERMITS}, or
   * {@link Builder#workers}; at most {@link Builder#threads}). The JDK server reads each request, and writes its
   * answer, on the worker that answers it; with 32 workers taking turns at two permits on a 2-core machine every
   * request was handed from thread to thread twice more and competed with 31 others for a core (and with the JDK
   * server's one dispatcher thread, which every request goes through): measured alternately on a quiet machine, 2.0
   * context switches per request against 0.9, 22 % more CPU per request and a p99 of 20 ms against 16 ms
   * (benchmarks/RESULTS.md, "The fourth quiet window"). A worker about to sleep an injected delay adds one more worker
   * first, up to {@link Builder#threads} in all ({@link #sleep}), so a delay holds its own
   * thread, never the others' turn. A client that stops halfway through its request holds one of these workers (the
   * JDK server reads the request on it).
   */
  private final int coreWorkers;
  private final Object poolSize = new Object();

  private final TradingApiHandler handler;
  private final Semaphore busy = new Semaphore(BUSY_PERMITS, true);
  private final InetAddress bindAddress;
  private final int requestedPort;
  private final int threads;
  private HttpServer server;
  private ThreadPoolExecutor executor;

  private ReferenceServer(Builder builder) {
    this.handler = new TradingApiHandler(builder.config.build());
    this.bindAddress = builder.bindAddress;
    this.requestedPort = builder.port;
    this.threads = builder.threads;
    this.coreWorkers = Math.min(threads, builder.workers);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Starts a server with the defaults on an ephemeral loopback port. */
  public static ReferenceServer startDefault() {
    return builder().build().start();
  }

  /**
   * Binds and starts serving.
   *
   * @throws IllegalStateException when already started, or the port cannot be bound, or (before binding) the
   *     address is not loopback, the control API is on and no control token guards it: the control API and
   *     {@code eth_sendRawTransaction} would let anyone on the network drive the chain
   */
  public synchronized ReferenceServer start() {
    if (server != null) {
      throw new IllegalStateException("already started on port " + port());
    }
    ServerConfig config = handler.config();
    if (!bindAddress.isLoopbackAddress() && config.controlApi() && !config.hasControlToken()) {
      throw new IllegalStateException("refusing to serve /_sim and eth_sendRawTransaction on "
          + hostText(bindAddress) + ":" + requestedPort + " without a token: give --control-token TOKEN (clients"
          + " send Authorization: Bearer TOKEN) or --no-control");
    }
    handler.startEvm();
    try {
      server = HttpServer.create(new InetSocketAddress(bindAddress, requestedPort), 0);
    } catch (IOException e) {
      handler.stopEvm();
      throw new IllegalStateException("cannot bind " + bindAddress.getHostAddress() + ":" + requestedPort
          + ": " + e.getMessage(), e);
    }
    // coreWorkers threads, growing only while delays are slept (sleep): an unbounded queue never grows the pool itself.
    // A thread beyond the core size ends after a second without work (so the next delay may find it still there).
    executor = new ThreadPoolExecutor(coreWorkers, threads, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
        new DaemonThreads());
    server.setExecutor(executor);
    server.createContext("/", this::serve);
    server.start();
    handler.origin(URI.create("http://" + hostText(bindAddress) + ":" + port()));
    return this;
  }

  /** The bound port. */
  public int port() {
    requireStarted();
    return server.getAddress().getPort();
  }

  /** The base URL clients use, ending in {@code /v1}, e.g. {@code http://127.0.0.1:54321/v1}. */
  public URI baseUrl() {
    requireStarted();
    return URI.create("http://" + hostText(bindAddress) + ":" + port() + "/v1");
  }

  /** An address as a URL's host: IPv6 in brackets. */
  private static String hostText(InetAddress address) {
    String host = address.getHostAddress();
    return host.contains(":") ? "[" + host + "]" : host;
  }

  /**
   * The JSON-RPC endpoint of a chain, e.g. {@code http://127.0.0.1:54321/rpc/1}: what a wallet, web3j, ethers or
   * {@code cast} take as their node URL. In the EVM mode ({@link ServerConfig#evm()}) chain 1's is anvil's.
   *
   * @throws IllegalArgumentException when the chain is not simulated
   */
  public URI rpcUrl(long chainId) {
    java.util.Optional<String> evm = handler.evmRpcUrl(chainId);
    if (evm.isPresent()) {
      return URI.create(evm.get());
    }
    if (!chain().chainIds().contains(chainId)) {
      throw new IllegalArgumentException("chainId: " + chainId + " is not simulated; the chains are "
          + chain().chainIds());
    }
    return baseUrl().resolve(TradingApiHandler.RPC_PREFIX + chainId);
  }

  /** The JSON-RPC endpoint of every simulated chain, by chain id in ascending order. */
  public Map<Long, URI> rpcUrls() {
    Map<Long, URI> urls = new java.util.LinkedHashMap<>();
    chain().chainIds().forEach(id -> urls.put(id, rpcUrl(id)));
    return java.util.Collections.unmodifiableMap(urls);
  }

  /** The engine behind the socket, to drive it directly or inspect it. */
  public TradingApiHandler handler() {
    return handler;
  }

  /** Fault rules for the next answers. */
  public FaultInjector faults() {
    return handler.faults();
  }

  /** The simulated chains: broadcasts, allowances, delegations, positions. */
  public SimulatedChain chain() {
    return handler.chain();
  }

  /** The last requests clients sent, credentials redacted. */
  public RequestJournal journal() {
    return handler.journal();
  }

  /** What the server has seen. */
  public ServerStats stats() {
    return handler.stats();
  }

  /** Returns the server to its initial state (see {@link TradingApiHandler#reset()}). */
  public void reset() {
    handler.reset();
  }

  /** Stops serving and releases the port and threads; in-flight delays are interrupted. */
  @Override
  public synchronized void close() {
    if (server != null) {
      server.stop(0);
      executor.shutdownNow();
      server = null;
      handler.origin(null);
      handler.stopEvm();
    }
  }

  private void requireStarted() {
    if (server == null) {
      throw new IllegalStateException("the reference server is not started");
    }
  }

  /**
   * The JDK adapter: copy the exchange into an {@link ApiRequest}, deliver the {@link ApiResponse}. Only answering holds
   * one of the {@link #BUSY_PERMITS}.
   */
  private void serve(HttpExchange exchange) throws IOException {
    try (exchange) {
      byte[] body = readBody(exchange);
      ApiResponse response;
      if (body == null) {
        response = ApiResponse.json(413, ("{\"errorCode\":\"PayloadTooLarge\",\"detail\":\"Request body is larger than "
            + MAX_BODY_BYTES + " bytes\"}").getBytes(StandardCharsets.UTF_8));
      } else {
        ApiRequest request = toRequest(exchange, body);
        try {
          busy.acquire();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new AbortConnection(); // the server is closing
        }
        try {
          response = handler.handle(request);
        } finally {
          busy.release();
        }
      }
      if (!response.delay().isZero()) {
        sleep(response.delay());
      }
      deliver(exchange, response);
    }
  }

  /**
   * Sleeps an injected delay on this worker, with one more worker started for the others while it does, as long as
   * the pool is below {@link Builder#threads} (beyond that, as before, the delay holds this worker). The pool shrinks
   * back when the delay is over: a thread beyond the core size ends after a second with an empty queue.
   */
  private void sleep(java.time.Duration delay) {
    ThreadPoolExecutor pool = executor;
    boolean grew = false;
    synchronized (poolSize) {
      if (pool.getCorePoolSize() < pool.getMaximumPoolSize()) {
        pool.setCorePoolSize(pool.getCorePoolSize() + 1); // starts a thread at once when requests are queued
        grew = true;
      }
    }
    try {
      Thread.sleep(delay.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AbortConnection();
    } finally {
      if (grew) {
        synchronized (poolSize) {
          pool.setCorePoolSize(pool.getCorePoolSize() - 1);
        }
      }
    }
  }

  /**
   * The request's body, or null when it is larger than {@link #MAX_BODY_BYTES} (then read to its end and dropped). A
   * body whose {@code Content-Length} is declared is read into an array of that size: no 8 KB buffer and copy per
   * request, as reading to the end in chunks costs.
   */
  private static byte[] readBody(HttpExchange exchange) throws IOException {
    InputStream in = exchange.getRequestBody();
    long declared = declaredLength(exchange);
    if (declared < 0 || declared > MAX_BODY_BYTES) {
      return readToEnd(in, MAX_BODY_BYTES);
    }
    byte[] body = new byte[(int) declared];
    int read = in.readNBytes(body, 0, body.length);
    if (read < body.length) {
      return java.util.Arrays.copyOf(body, read); // the client sent less than it declared
    }
    int next = in.read();
    if (next < 0) {
      return body;
    }
    // More than declared (the JDK's fixed-length stream never gives it): the rest as any body, within the limit.
    java.io.ByteArrayOutputStream whole = new java.io.ByteArrayOutputStream();
    whole.write(body);
    whole.write(next);
    byte[] rest = readToEnd(in, MAX_BODY_BYTES - body.length - 1);
    if (rest == null) {
      return null;
    }
    whole.write(rest);
    return whole.toByteArray();
  }

  /** The declared {@code Content-Length}, or -1 when there is none or it is not a number. */
  private static long declaredLength(HttpExchange exchange) {
    String value = exchange.getRequestHeaders().getFirst("Content-Length");
    if (value == null) {
      return -1;
    }
    try {
      return Long.parseLong(value.trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** The rest of {@code in}, or null when it is longer than {@code limit} bytes (then read to its end). */
  private static byte[] readToEnd(InputStream in, int limit) throws IOException {
    byte[] body = in.readNBytes(limit + 1);
    if (body.length > limit) {
      in.transferTo(OutputStream.nullOutputStream());
      return null;
    }
    return body;
  }

  private static ApiRequest toRequest(HttpExchange exchange, byte[] body) {
    URI uri = exchange.getRequestURI();
    String target = uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
    ApiRequest.Builder request = ApiRequest.builder(exchange.getRequestMethod(), target).body(body)
        .remoteAddress(exchange.getRemoteAddress().getAddress());
    for (Map.Entry<String, List<String>> header : exchange.getRequestHeaders().entrySet()) {
      for (String value : header.getValue()) {
        request.header(header.getKey(), value);
      }
    }
    return request.build();
  }

  /** Writes the answer; its delay, if any, is already slept. */
  private static void deliver(HttpExchange exchange, ApiResponse response) throws IOException {
    if (response.delivery() == ApiResponse.Delivery.DROP_CONNECTION) {
      throw new AbortConnection(); // the JDK server closes the connection without a byte sent
    }
    response.headers().forEach((name, value) -> exchange.getResponseHeaders().set(name, value));
    byte[] body = response.body();
    exchange.sendResponseHeaders(response.status(), body.length == 0 ? -1 : body.length);
    OutputStream out = exchange.getResponseBody();
    if (response.delivery() == ApiResponse.Delivery.TRUNCATE_BODY) {
      out.write(body, 0, body.length / 2);
      out.flush();
      throw new AbortConnection(); // Content-Length promised more: the client sees a short body
    }
    out.write(body);
  }

  /** Thrown to make the JDK server close the connection at once (drop or truncate). */
  private static final class AbortConnection extends RuntimeException {
    private static final long serialVersionUID = 1L;

    AbortConnection() {
      super("injected connection fault", null, false, false);
    }
  }

  private static final class DaemonThreads implements ThreadFactory {
    private final AtomicInteger count = new AtomicInteger();

    @Override
    public Thread newThread(Runnable task) {
      Thread thread = new Thread(task, "reference-server-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    }
  }

  /** Builds a {@link ReferenceServer}. */
  public static final class Builder {
    private ServerConfig.Builder config = ServerConfig.builder();
    private InetAddress bindAddress = InetAddress.getLoopbackAddress();
    private int port;
    private int threads = 32;
    private int workers = BUSY_PERMITS;

    /** Starts from a whole configuration (replacing anything set before). */
    public Builder config(ServerConfig config) {
      this.config = config.toBuilder();
      return this;
    }

    /** Changes the configuration in place, e.g. {@code b -> b.apiKey(...)}. */
    public Builder configure(java.util.function.Consumer<ServerConfig.Builder> change) {
      change.accept(config);
      return this;
    }

    public Builder seed(long seed) {
      config.seed(seed);
      return this;
    }

    /** The port; 0 (the default) picks a free ephemeral port. */
    public Builder port(int port) {
      if (port < 0 || port > 65_535) {
        throw new IllegalArgumentException("port: must be 0 to 65535, was " + port);
      }
      this.port = port;
      return this;
    }

    /** The address to bind; loopback by default. */
    public Builder bindAddress(InetAddress address) {
      this.bindAddress = Objects.requireNonNull(address, "address");
      return this;
    }

    /**
     * Worker threads at most (32 unless set): requests served at once, counting those held by injected latency. At most
     * one per processor (at least two) runs while no delay is slept; each request sleeping a delay adds one, up to
     * this number.
     */
    public Builder threads(int threads) {
      if (threads < 1) {
        throw new IllegalArgumentException("threads: must be >= 1, was " + threads);
      }
      this.threads = threads;
      return this;
    }

    /**
     * Worker threads while no delay is slept (at most {@link #threads}); by default one per processor, at least two,
     * as many as compute answers at once. More workers read and write more requests at once, but on a small machine
     * each added runnable thread costs every request hand-offs and CPU (issue 35, benchmarks/RESULTS.md);
     * {@code workers(32)} is the fixed pool of 32 this server had before.
     */
    public Builder workers(int workers) {
      if (workers < 1) {
        throw new IllegalArgumentException("workers: must be >= 1, was " + workers);
      }
      this.workers = workers;
      return this;
    }

    public ReferenceServer build() {
      return new ReferenceServer(this);
    }
  }
}
