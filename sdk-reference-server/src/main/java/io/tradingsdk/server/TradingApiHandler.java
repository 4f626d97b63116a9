package io.tradingsdk.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.chain.rpc.JsonRpcHandler;
import io.tradingsdk.server.internal.chain.rpc.RpcError;
import io.tradingsdk.server.internal.control.ControlApi;
import io.tradingsdk.server.internal.control.ControlTarget;
import io.tradingsdk.server.internal.endpoint.RouteTable;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.evm.EvmChain;
import io.tradingsdk.server.internal.http.AgentInfoHeader;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.server.internal.http.KeyRateLimiter;
import io.tradingsdk.server.internal.http.Responses;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The whole Trading API as one engine-neutral function: {@link ApiRequest} in, {@link ApiResponse}
 * out. No sockets: tests drive it directly, and {@link ReferenceServer} serves it over HTTP.
 *
 * <p>Every request passes, in order: injected faults; routing (an unknown route answers 404 {@code
 * {"message":"Route POST:/v1/x not found"}}); the key's rate limit (429 {@code Ratelimited});
 * validation of headers and body (400 {@code RequestValidationError}, before the key is checked, as
 * the real service does); authentication (401 {@code Unauthorized}); then the operation. Errors use
 * the service's envelope {@code {"errorCode","detail","requestId"}}. An {@code x-agent-info} header is
 * parsed on every request and only ever reported, as {@code x-agent-info-status: malformed}.
 *
 * <p>Unless {@link ServerConfig#controlApi()} is off, paths under {@code /_sim} are the control API
 * (a JSON adapter over {@link #chain()}, {@link #faults()}, {@link #journal()} and {@link
 * #reset(long)}); every other request is recorded in the {@link #journal()}.
 *
 * <p>Thread-safe.
 */
public final class TradingApiHandler {
  private static final String BASE_PATH = "/v1";
  /** The chains' JSON-RPC endpoints: {@code /rpc/{chainId}}. */
  static final String RPC_PREFIX = "/rpc/";
  /** How the JSON-RPC endpoints are counted in {@link ServerStats}. */
  public static final String RPC_OPERATION = "POST /rpc/{chainId}";
  private static final System.Logger LOG = System.getLogger(TradingApiHandler.class.getName());
  private static final java.util.Set<String> DEVELOPMENT_KEYS = ServerConfig.developmentKeys().stream()
      .map(ApiKey::value).collect(java.util.stream.Collectors.toUnmodifiableSet());

  private final ServerConfig config;
  private final Engine engine;
  private final Map<String, Endpoint<?>> routes;
  private final FaultInjector faults = new FaultInjector();
  private final KeyRateLimiter rateLimiter;
  private final ServerStats stats = new ServerStats();
  private final SimulatedChain chain;
  private final RequestJournal journal;
  private final ControlApi control;
  private final JsonRpcHandler rpc;
  // The EVM mode's node, between ReferenceServer.start and close; the engine serves its chain through its backend.
  // The chains on a real node, by chain id, between ReferenceServer.start and close.
  private final Map<Long, EvmChain> evm = new java.util.concurrent.ConcurrentSkipListMap<>();
  // Relays the bridges between the chains on real nodes (deposit on one, fill on another).
  private final io.tradingsdk.server.internal.evm.BridgeRelayer relayer =
      new io.tradingsdk.server.internal.evm.BridgeRelayer();
  // Where a started ReferenceServer listens (http://host:port), for URLs the control API hands out.
  private volatile java.net.URI origin;

  public TradingApiHandler(ServerConfig config) {
    this.config = Objects.requireNonNull(config, "config");
    this.engine = new Engine(config);
    this.routes = RouteTable.all(engine);
    this.rateLimiter = new KeyRateLimiter(config.nanoTime());
    this.chain = new SimulatedChain(engine);
    this.journal = new RequestJournal(config.journalCapacity());
    this.control = config.controlApi() ? new ControlApi(controlTarget()) : null;
    this.rpc = new JsonRpcHandler(engine.chains());
  }

  /**
   * Starts the EVM mode's nodes when the configuration asks for them ({@link ServerConfig#evmChains()}), one anvil
   * per chain, in parallel: each of those chains is then served by its node. Called by {@link ReferenceServer#start()}.
   * When one fails to start, those already started are stopped again.
   *
   * @throws IllegalStateException when anvil or the contracts cannot be found, installed or started
   */
  synchronized void startEvm() {
    List<Long> missing = new java.util.ArrayList<>();
    for (long chainId : config.evmChains()) {
      if (!evm.containsKey(chainId)) {
        missing.add(chainId);
      }
    }
    if (missing.isEmpty()) {
      return;
    }
    missing.forEach(chainId -> EvmChain.requireRunnable(engine.market(), chainId));
    long begin = System.nanoTime();
    EvmChain.Tools tools = EvmChain.tools(config); // installs once, before the parallel starts
    List<java.util.concurrent.CompletableFuture<EvmChain>> starts = new java.util.ArrayList<>();
    java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(missing.size(),
        runnable -> {
          Thread thread = new Thread(runnable, "evm-start");
          thread.setDaemon(true);
          return thread;
        });
    try {
      for (long chainId : missing) {
        starts.add(java.util.concurrent.CompletableFuture.supplyAsync(
            () -> EvmChain.start(config, engine.market(), chainId, tools), pool));
      }
      RuntimeException failure = null;
      for (java.util.concurrent.CompletableFuture<EvmChain> start : starts) {
        try {
          EvmChain started = start.join();
          LOG.log(System.Logger.Level.INFO, () -> started + (started.deployed() ? " deployed" : " loaded") + " in "
              + started.startMillis() + " ms");
          evm.put(started.chainId(), started);
          relayer.add(started);
          engine.attach(started.backend(engine.ledgerBackend(started.chainId()), relayer));
        } catch (java.util.concurrent.CompletionException e) {
          RuntimeException cause = e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause() : e;
          if (failure == null) {
            failure = cause;
          } else {
            failure.addSuppressed(cause);
          }
        }
      }
      if (failure != null) {
        stopEvm();
        throw failure;
      }
    } finally {
      pool.shutdown();
    }
    LOG.log(System.Logger.Level.INFO, () -> "EVM chains " + missing + " started in "
        + (System.nanoTime() - begin) / 1_000_000 + " ms");
  }

  /** Stops the EVM mode's nodes, if they run. */
  synchronized void stopEvm() {
    for (EvmChain running : List.copyOf(evm.values())) {
      engine.detach(running.chainId());
      relayer.remove(running.chainId());
      evm.remove(running.chainId());
      running.close();
    }
  }

  /** anvil's JSON-RPC URL when {@code chainId} runs on a real EVM. */
  Optional<String> evmRpcUrl(long chainId) {
    return engine.backend(chainId).rpcUrl();
  }

  /** What the control API acts on, handed over so that it never calls back into this handler. */
  private ControlTarget controlTarget() {
    TradingApiHandler handler = this;
    return new ControlTarget() {
      @Override
      public SimulatedChain chain() {
        return handler.chain();
      }

      @Override
      public FaultInjector faults() {
        return handler.faults();
      }

      @Override
      public RequestJournal journal() {
        return handler.journal();
      }

      @Override
      public Optional<java.net.URI> origin() {
        return handler.origin();
      }

      @Override
      public String rpcPath(long chainId) {
        return RPC_PREFIX + chainId;
      }

      @Override
      public void describe(long chainId, ObjectNode into) {
        handler.chain().describe(chainId, into);
      }

      @Override
      public Optional<String> evmRpcUrl(long chainId) {
        return handler.evmRpcUrl(chainId);
      }

      @Override
      public String kind(long chainId) {
        return engine.backend(chainId).kind();
      }

      @Override
      public List<String> stillSimulated(long chainId) {
        return engine.backend(chainId).stillSimulated();
      }

      @Override
      public long seed() {
        return handler.seed();
      }

      @Override
      public void reset() {
        handler.reset();
      }

      @Override
      public void reset(long seed) {
        handler.reset(seed);
      }
    };
  }

  /** A handler with the default configuration. */
  public TradingApiHandler() {
    this(ServerConfig.defaults());
  }

  public ServerConfig config() {
    return config;
  }

  /** The fault rules; add some to make the next answers fail. */
  public FaultInjector faults() {
    return faults;
  }

  /** What the server has seen so far. */
  public ServerStats stats() {
    return stats;
  }

  /** The simulated chains: allowances, broadcasts, delegations, positions. */
  public SimulatedChain chain() {
    return chain;
  }

  /** The last requests clients sent (the control API's own are not recorded). */
  public RequestJournal journal() {
    return journal;
  }

  /** The seed of the simulated market: the configured one, or the one the last reset took. */
  public long seed() {
    return engine.seed();
  }

  /**
   * Returns the server to its initial state with the configured seed: every allowance, nonce,
   * delegation, position, swap and plan change is forgotten, the simulated clock goes back,
   * rate-limit buckets refill, fault rules, counters and the request journal are cleared. Ids keep
   * counting, so ids stay unique across resets.
   */
  public void reset() {
    reset(config.seed());
  }

  /** As {@link #reset()}, with the market of another seed (its pools and prices). */
  public void reset(long seed) {
    engine.reset(seed);
    rateLimiter.reset();
    faults.clear();
    stats.reset();
    journal.clear();
  }

  /** Answers one request. Never throws for a bad request; an unexpected failure answers 500. */
  public ApiResponse handle(ApiRequest request) {
    String requestId = engine.ids().nextUuid();
    if (request.path().startsWith(RPC_PREFIX)) {
      return rpc(request, requestId);
    }
    if (control != null && ControlApi.owns(request.path())) {
      // Not journaled, counted or faulted: the controls must keep working while faults are set.
      String refusal = stateChangeRefusal(request);
      ApiResponse response = refusal == null ? control.handle(request, requestId)
          : error(ApiError.unauthorized("the control API " + refusal), requestId);
      return response.withHeader("x-request-id", requestId);
    }
    String apiPath = request.path().startsWith(BASE_PATH + "/") ? request.path().substring(BASE_PATH.length()) : null;
    Route route = route(request.method(), apiPath);
    FaultInjector.Decision fault = faults.decide(request, apiPath == null ? request.path() : apiPath);
    ApiResponse response;
    if (fault.kind == FaultInjector.Kind.STATUS) {
      response = error(ApiError.forStatus(fault.status), requestId);
      if (fault.retryAfter != null) {
        response = response.withHeader("Retry-After", Long.toString(fault.retryAfter.toSeconds()));
      }
    } else {
      response = dispatch(request, requestId, route);
    }
    response = response.withHeader("x-request-id", requestId);
    if (!request.headerValues("x-agent-info").isEmpty()) {
      boolean valid = AgentInfoHeader.parse(request.headerValues("x-agent-info")).isPresent();
      stats.agentInfo(valid);
      if (!valid) {
        response = response.withHeader(AgentInfoHeader.STATUS_HEADER, "malformed");
      }
    }
    stats.record(route == null ? "unrouted" : route.operation, response.status());
    if (fault.kind == FaultInjector.Kind.DROP) {
      response = response.withDelivery(ApiResponse.Delivery.DROP_CONNECTION);
    } else if (fault.kind == FaultInjector.Kind.TRUNCATE) {
      response = response.withDelivery(ApiResponse.Delivery.TRUNCATE_BODY);
    } else if (fault.kind == FaultInjector.Kind.STALL) {
      return response.withDelivery(ApiResponse.Delivery.DROP_CONNECTION).withDelay(fault.latency.plus(fault.hold));
    }
    journal.record(engine.now(), request, response);
    return fault.latency.isZero() ? response : response.withDelay(fault.latency);
  }

  /**
   * A chain's JSON-RPC endpoint: {@code POST} answers JSON-RPC, {@code OPTIONS} a browser's preflight (any origin
   * may call a local test chain), anything else 405; a chain not simulated 404. Journaled and counted as {@link
   * #RPC_OPERATION}; fault rules (which name paths under {@code /v1}) do not apply.
   */
  private ApiResponse rpc(ApiRequest request, String requestId) {
    String segment = request.path().substring(RPC_PREFIX.length());
    if (segment.endsWith("/")) {
      segment = segment.substring(0, segment.length() - 1);
    }
    Optional<io.tradingsdk.server.internal.chain.Chain> chain = segment.matches("[0-9]{1,18}")
        ? engine.market().chain(Long.parseLong(segment)) : Optional.empty();
    ApiResponse response;
    Optional<String> evmNode = chain.flatMap(c -> evmRpcUrl(c.id()));
    if (evmNode.isPresent()) {
      response = JsonRpcHandler.refusal(RpcError.server("chain " + segment + " runs on a real EVM in this mode:"
          + " send JSON-RPC to " + evmNode.get() + " (GET /_sim/chains lists it)"), 404);
    } else if (chain.isEmpty()) {
      response = JsonRpcHandler.refusal(RpcError.server("chain " + segment + " is not simulated: /rpc/{chainId}"
          + " serves " + engine.market().chains().stream().map(c -> Long.toString(c.id()))
          .collect(java.util.stream.Collectors.joining(", "))), 404);
    } else if (request.method().equals("OPTIONS")) {
      response = ApiResponse.json(204, new byte[0])
          .withHeader("Access-Control-Allow-Methods", "POST, OPTIONS")
          .withHeader("Access-Control-Allow-Headers", "content-type, authorization")
          .withHeader("Access-Control-Max-Age", "600");
    } else if (!request.method().equals("POST")) {
      response = JsonRpcHandler.refusal(RpcError.invalidRequest("JSON-RPC takes POST, not " + request.method()), 405)
          .withHeader("Allow", "POST, OPTIONS");
    } else {
      String refusal = stateChangeRefusal(request);
      response = rpc.handle(request, chain.get(),
          refusal == null ? null : RpcError.unauthorized("unauthorized: eth_sendRawTransaction " + refusal));
    }
    response = response.withHeader("x-request-id", requestId).withHeader("Access-Control-Allow-Origin", "*");
    stats.record(RPC_OPERATION, response.status());
    journal.record(engine.now(), request, response);
    return response;
  }

  /**
   * Why this request may not change the chains (the control API, {@code eth_sendRawTransaction}), or null when it
   * may: with a control token, only a request carrying it; without one, only a loopback client.
   */
  private String stateChangeRefusal(ApiRequest request) {
    if (config.hasControlToken()) {
      boolean carriesToken = request.header("authorization").filter(config::isControlToken).isPresent();
      return carriesToken ? null : "needs the control token (Authorization: Bearer ...)";
    }
    return request.fromLoopback() ? null
        : "is served to loopback clients only when the server has no control token (--control-token)";
  }

  /** An endpoint and its path parameter. */
  private static final class Route {
    final String operation;
    final Endpoint<?> endpoint;
    final Optional<String> parameter;

    Route(String operation, Endpoint<?> endpoint, Optional<String> parameter) {
      this.operation = operation;
      this.endpoint = endpoint;
      this.parameter = parameter;
    }
  }

  private Route route(String method, String apiPath) {
    if (apiPath == null) {
      return null;
    }
    String operation = method + " " + apiPath;
    Endpoint<?> endpoint = apiPath.contains("{") ? null : routes.get(operation);
    if (endpoint != null) {
      return new Route(operation, endpoint, Optional.empty());
    }
    if (apiPath.startsWith("/plan/")) {
      String id = apiPath.substring("/plan/".length());
      if (!id.isEmpty() && !id.contains("/")) {
        String template = method + " /plan/{planId}";
        Endpoint<?> plan = routes.get(template);
        if (plan != null) {
          return new Route(template, plan, Optional.of(decode(id)));
        }
      }
    }
    return null;
  }

  private static String decode(String segment) {
    try {
      return java.net.URLDecoder.decode(segment.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return segment;
    }
  }

  private ApiResponse dispatch(ApiRequest request, String requestId, Route route) {
    if (route == null) {
      ObjectNode body = Engine.object();
      body.put("message", "Route " + request.method() + ":" + request.target() + " not found");
      return ApiResponse.json(404, write(body));
    }
    try {
      return run(route, new Exchange(request, requestId, route.parameter), request);
    } catch (ApiError e) {
      return error(e, requestId);
    } catch (RuntimeException e) {
      // A bug in the reference server, not in the client: say so where the developer looks.
      LOG.log(System.Logger.Level.ERROR, "reference server failed on " + request + " (" + requestId + ")", e);
      return error(new ApiError(500, "InternalServerError", "Internal server error"), requestId);
    }
  }

  private <P> ApiResponse run(Route route, Exchange exchange, ApiRequest request) {
    @SuppressWarnings("unchecked")
    Endpoint<P> endpoint = (Endpoint<P>) route.endpoint;
    Optional<String> keyValue = request.header("x-api-key");
    ApiKey key = keyValue.map(config.apiKeys()::get).orElse(null);
    // Everyone knows the development keys: from another machine they count as unknown, unless configured.
    boolean devKeyRefused = key != null && DEVELOPMENT_KEYS.contains(key.value()) && !config.devKeysAnywhere()
        && !request.fromLoopback();
    if (devKeyRefused) {
      key = null;
    }
    if (key != null && !rateLimiter.tryAcquire(key.value(), key.requestsPerSecond(), key.burst())) {
      throw ApiError.rateLimited();
    }
    P params = endpoint.validate(exchange);
    if (endpoint.requiresKnownKey()) {
      if (devKeyRefused) {
        throw ApiError.unauthorized("development keys are served to loopback clients only (--dev-keys-anywhere)");
      }
      if (key == null) {
        throw ApiError.unauthorized("Unauthenticated api key or session");
      }
      if (key.blocked()) {
        throw ApiError.unauthorized("Account is blocked");
      }
    } else if (keyValue.isEmpty()) {
      throw ApiError.badRequest("\"x-api-key\" is required");
    }
    exchange.authenticate(key != null ? key : ApiKey.of(keyValue.get()));
    ObjectNode result = endpoint.execute(exchange, params);
    ObjectNode body = Engine.object();
    body.put("requestId", exchange.requestId());
    body.setAll(result);
    return ApiResponse.json(endpoint.successStatus(), write(body));
  }

  static ApiResponse error(ApiError error, String requestId) {
    return Responses.error(error, requestId);
  }

  static byte[] write(com.fasterxml.jackson.databind.JsonNode body) {
    return Responses.write(body);
  }

  /** Where the serving {@link ReferenceServer} listens, {@code http://host:port}; empty in-process. */
  Optional<java.net.URI> origin() {
    return Optional.ofNullable(origin);
  }

  void origin(java.net.URI listening) {
    this.origin = listening;
  }

  /** The operations served, as {@code METHOD /path} relative to {@code /v1}. */
  public List<String> operations() {
    return List.copyOf(new java.util.TreeSet<>(routes.keySet()));
  }
}
