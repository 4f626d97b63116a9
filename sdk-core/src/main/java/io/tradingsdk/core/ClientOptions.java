package io.tradingsdk.core;

import io.tradingsdk.core.internal.HeaderRules;
import io.tradingsdk.core.internal.Redactor;
import io.tradingsdk.core.internal.SdkInfo;
import io.tradingsdk.models.AgentInfo;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;

/**
 * Everything a {@link TradingClient} is configured with. Immutable; derive a changed copy with
 * {@link #toBuilder()} or {@link TradingClient#withOptions(java.util.function.Consumer)}. {@link
 * #toString()} never shows the API key.
 *
 * <h2>Settings, with their system property and environment variable</h2>
 *
 * <p>{@link Builder#fromEnv()} reads each setting from the system property first, then from the
 * environment variable; settings found in neither keep their default. The variable's own name also
 * works as a system property ({@code -DTRADING_API_KEY=...}), between the two.
 *
 * <table>
 *   <caption>Settings read by fromEnv()</caption>
 *   <tr><th>builder setter</th><th>system property</th><th>environment variable</th><th>default</th></tr>
 *   <tr><td>apiKey</td><td>trading.apiKey</td><td>TRADING_API_KEY</td><td>(required)</td></tr>
 *   <tr><td>baseUrl</td><td>trading.baseUrl</td><td>TRADING_API_BASE_URL</td><td>{@value #DEFAULT_BASE_URL}</td></tr>
 *   <tr><td>logLevel</td><td>trading.log</td><td>TRADING_LOG</td><td>off (error, info, debug)</td></tr>
 *   <tr><td>routerVersion</td><td>trading.routerVersion</td><td>TRADING_ROUTER_VERSION</td><td>none (server default)</td></tr>
 *   <tr><td>maxRetries</td><td>trading.maxRetries</td><td>TRADING_MAX_RETRIES</td><td>2</td></tr>
 *   <tr><td>timeout</td><td>trading.timeout</td><td>TRADING_TIMEOUT</td><td>30 s per attempt</td></tr>
 *   <tr><td>deadline</td><td>trading.deadline</td><td>TRADING_DEADLINE</td><td>60 s per call</td></tr>
 *   <tr><td>rateLimit</td><td>trading.rateLimit</td><td>TRADING_RATE_LIMIT</td><td>off (requests per second)</td></tr>
 *   <tr><td>header</td><td>trading.customHeaders</td><td>TRADING_CUSTOM_HEADERS</td><td>none ("Name: value" lines)</td></tr>
 *   <tr><td>maxResponseBytes</td><td>trading.maxResponseBytes</td><td>TRADING_MAX_RESPONSE_BYTES</td><td>16 MiB (bytes, or with KiB, MiB, GiB)</td></tr>
 * </table>
 *
 * <p>Durations are seconds ({@code 2.5}) or ISO-8601 ({@code PT2.5S}).
 */
public final class ClientOptions extends HeaderSettings {
  /** The production base URL. */
  public static final String DEFAULT_BASE_URL = "https://trade-api.gateway.uniswap.org/v1";

  /**
   * The default {@link #maxResponseBytes()}: 16 MiB, far above the largest response the API sends
   * (a few tens of kilobytes; see benchmarks/RESULTS.md), and small enough that a runaway body
   * cannot exhaust a heap.
   */
  public static final long DEFAULT_MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

  /** The largest {@link #maxResponseBytes()} allowed: 1 GiB. */
  public static final long MAX_MAX_RESPONSE_BYTES = 1L << 30;

  private final String apiKey;
  private final String baseUrl;
  private final RetryPolicy retryPolicy;
  private final Duration timeout;
  private final Duration connectTimeout;
  private final Duration deadline;
  private final RateLimit rateLimit;
  private final RateLimiter.Factory rateLimiter;
  private final LogLevel logLevel;
  private final LogSink logSink;
  private final List<CallListener> callListeners;
  private final ContextPropagator contextPropagator;
  private final String userAgent;
  private final int maxConcurrentRequests;
  private final boolean allowInsecureHttp;
  private final long maxResponseBytes;

  private ClientOptions(AbstractBuilder<?> b) {
    this(b, b.apiKey, b.baseUrl, b.routerVersion, b.erc20EthEnabled, b.permit2Disabled, b.agentInfo, b.rateLimit,
        b.rateLimiter, b.contextPropagator, b.allowInsecureHttp);
  }

  /** The transport settings alone: what {@link HttpTransport.Builder} configures (no API key, no base URL). */
  static ClientOptions transportSettings(TransportBuilder<?> b) {
    return new ClientOptions(b, null, null, null, null, null, null, null, null, null, false);
  }

  private ClientOptions(TransportBuilder<?> b, String apiKey, String baseUrl, RouterVersion routerVersion,
      Boolean erc20EthEnabled, Boolean permit2Disabled, AgentInfo agentInfo, RateLimit rateLimit,
      RateLimiter.Factory rateLimiter, ContextPropagator contextPropagator, boolean allowInsecureHttp) {
    super(routerVersion, erc20EthEnabled, permit2Disabled, agentInfo, b.headers);
    this.apiKey = apiKey;
    this.baseUrl = baseUrl;
    this.retryPolicy = b.retryPolicy;
    this.timeout = b.timeout;
    this.connectTimeout = b.connectTimeout;
    this.deadline = b.deadline;
    this.rateLimit = rateLimit;
    this.rateLimiter = rateLimiter;
    this.logLevel = b.logLevel;
    this.logSink = b.logSink;
    this.callListeners = List.copyOf(b.callListeners);
    this.contextPropagator = contextPropagator;
    this.userAgent = b.userAgent;
    this.maxConcurrentRequests = b.maxConcurrentRequests;
    this.allowInsecureHttp = allowInsecureHttp;
    this.maxResponseBytes = b.maxResponseBytes;
  }

  /** A builder with every default and no API key. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding these options. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.load(this);
    return b;
  }

  /** The API key sent as {@code x-api-key} on every call. */
  public String apiKey() {
    return apiKey;
  }

  /** The base URL, ending in the version segment ({@code .../v1}), without a trailing slash. */
  public String baseUrl() {
    return baseUrl;
  }

  /** Retry rules. */
  public RetryPolicy retryPolicy() {
    return retryPolicy;
  }

  /** The limit of one attempt, from sending to the last byte of the response. */
  public Duration timeout() {
    return timeout;
  }

  /** The limit of opening a TCP+TLS connection. */
  public Duration connectTimeout() {
    return connectTimeout;
  }

  /** The limit of a whole call: every attempt, backoff and rate-limiter wait. */
  public Duration deadline() {
    return deadline;
  }

  /** The in-process rate limit per API key; empty (the default) for none or for a {@link #rateLimiter()}. */
  public Optional<RateLimit> rateLimit() {
    return Optional.ofNullable(rateLimit);
  }

  /**
   * What makes the rate limiter of the API key: the one given to {@link Builder#rateLimiter}, or in-process
   * limiters of {@link #rateLimit()}; empty (the default) for no limiter.
   */
  public Optional<RateLimiter.Factory> rateLimiter() {
    if (rateLimiter != null) {
      return Optional.of(rateLimiter);
    }
    return rateLimit().map(RateLimiter.Factory::local);
  }

  /** How much is logged; {@link LogLevel#OFF} by default. */
  public LogLevel logLevel() {
    return logLevel;
  }

  /** Where log lines go. */
  public LogSink logSink() {
    return logSink;
  }

  /** What hears every call, in the order they were added (retry observers among them); none by default. */
  public List<CallListener> callListeners() {
    return callListeners;
  }

  /** What carries the caller's context onto the SDK's threads for async calls; empty (the default) for nothing. */
  public Optional<ContextPropagator> contextPropagator() {
    return Optional.ofNullable(contextPropagator);
  }

  /** The {@code User-Agent} header. */
  public String userAgent() {
    return userAgent;
  }

  /** The most calls in flight at once (async calls beyond it queue); shared by derived clients. */
  public int maxConcurrentRequests() {
    return maxConcurrentRequests;
  }

  /** Whether plain {@code http://} is allowed to a host other than loopback. */
  public boolean allowInsecureHttp() {
    return allowInsecureHttp;
  }

  /**
   * The most bytes read from one response body (default {@value #DEFAULT_MAX_RESPONSE_BYTES}); a
   * larger body fails the call with {@link InvalidResponseException} naming the limit, without being
   * held in memory.
   */
  public long maxResponseBytes() {
    return maxResponseBytes;
  }

  @Override
  public String toString() {
    return "ClientOptions{apiKey=" + Redactor.MASK + ", baseUrl=" + baseUrl
        + ", routerVersion=" + routerVersion + ", erc20EthEnabled=" + erc20EthEnabled
        + ", permit2Disabled=" + permit2Disabled + ", agentInfo=" + (agentInfo == null ? null : agentInfo.headerValue())
        + ", headers=" + headers.keySet() + ", retryPolicy=" + retryPolicy + ", timeout=" + timeout
        + ", connectTimeout=" + connectTimeout + ", deadline=" + deadline + ", rateLimit=" + rateLimit
        + (rateLimiter != null ? ", rateLimiter=" + rateLimiter : "")
        + ", logLevel=" + logLevel + (callListeners.isEmpty() ? "" : ", callListeners=" + callListeners.size())
        + (contextPropagator == null ? "" : ", contextPropagator=" + contextPropagator)
        + ", userAgent=" + userAgent + ", maxConcurrentRequests=" + maxConcurrentRequests
        + ", allowInsecureHttp=" + allowInsecureHttp + ", maxResponseBytes=" + maxResponseBytes + "}";
  }

  /**
   * The transport settings of {@link ClientOptions}: timeouts, retries, logging, listeners, {@code User-Agent},
   * concurrency and response size. Each is declared and checked once, here, and shared by every builder that
   * configures the SDK's one HTTP stack: {@link ClientOptions.Builder} and {@link TradingClient.Builder} (through
   * {@link AbstractBuilder}, which adds the Trading API's settings) and {@link HttpTransport.Builder}. Not for
   * subclassing outside the SDK.
   *
   * @param <B> the builder the setters return
   */
  public abstract static class TransportBuilder<B extends TransportBuilder<B>> {
    final Map<String, String> headers = new LinkedHashMap<>();
    RetryPolicy retryPolicy = RetryPolicy.defaults();
    Duration timeout = Duration.ofSeconds(30);
    Duration connectTimeout = Duration.ofSeconds(10);
    Duration deadline = Duration.ofSeconds(60);
    LogLevel logLevel = LogLevel.OFF;
    LogSink logSink;
    final List<CallListener> callListeners = new ArrayList<>();
    String userAgent = SdkInfo.defaultUserAgent();
    int maxConcurrentRequests = 64;
    long maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES;

    TransportBuilder() {}

    /** This builder, as the type its setters return. */
    abstract B self();

    static Duration positive(Duration d, String name) {
      Objects.requireNonNull(d, name);
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(name + ": must be > 0, was " + d);
      }
      return d;
    }

    /** The retry rules. */
    public B retryPolicy(RetryPolicy retryPolicy) {
      this.retryPolicy = Objects.requireNonNull(retryPolicy, "retryPolicy");
      return self();
    }

    /** Shortcut for the retry policy's {@code maxRetries}; 0 disables retries. */
    public B maxRetries(int maxRetries) {
      this.retryPolicy = retryPolicy.toBuilder().maxRetries(maxRetries).build();
      return self();
    }

    /** The limit of one attempt (OkHttp's call timeout); positive. */
    public B timeout(Duration timeout) {
      this.timeout = positive(timeout, "timeout");
      return self();
    }

    /** The limit of opening a connection; positive. */
    public B connectTimeout(Duration connectTimeout) {
      this.connectTimeout = positive(connectTimeout, "connectTimeout");
      return self();
    }

    /** The limit of a whole call across attempts, backoffs and rate-limiter waits; positive. */
    public B deadline(Duration deadline) {
      this.deadline = positive(deadline, "deadline");
      return self();
    }

    /** How much to log. */
    public B logLevel(LogLevel logLevel) {
      this.logLevel = Objects.requireNonNull(logLevel, "logLevel");
      return self();
    }

    /**
     * Where to log; {@code System.err} by default, so that {@code TRADING_LOG=debug} always shows
     * something. {@code logSink(LogSink.slf4j())} hands the lines to SLF4J instead.
     */
    public B logSink(LogSink logSink) {
      this.logSink = Objects.requireNonNull(logSink, "logSink");
      return self();
    }

    /**
     * Adds a listener told before every retry and of nothing else: {@code retryObserver(e -> ...)} is {@link
     * #addCallListener} for a lambda.
     */
    public B retryObserver(RetryObserver retryObserver) {
      return addCallListener(retryObserver);
    }

    /**
     * Adds a listener of every call and attempt (see {@link CallListener}), after those added before; a client
     * derived with {@code withOptions} keeps them and may add more.
     */
    public B addCallListener(CallListener listener) {
      callListeners.add(Objects.requireNonNull(listener, "listener"));
      return self();
    }

    /** Replaces the {@code User-Agent}. Keep the SDK's name in it: it helps the service's support. */
    public B userAgent(String userAgent) {
      this.userAgent = checkUserAgent(userAgent);
      return self();
    }

    static String checkUserAgent(String userAgent) {
      Objects.requireNonNull(userAgent, "userAgent");
      if (userAgent.isBlank()) {
        throw new IllegalArgumentException("userAgent: must not be blank");
      }
      for (int i = 0; i < userAgent.length(); i++) {
        char c = userAgent.charAt(i);
        if (c < 0x20 || c > 0x7E) {
          throw new IllegalArgumentException(String.format(
              "userAgent: must be printable US-ASCII; found U+%04X at index %d", (int) c, i));
        }
      }
      return userAgent;
    }

    /**
     * The most calls in flight at once, 1 to 1024 (default 64); async calls beyond it wait in a queue.
     * It belongs to the connection pool, so derived clients cannot change it.
     */
    public B maxConcurrentRequests(int maxConcurrentRequests) {
      this.maxConcurrentRequests = checkMaxConcurrentRequests(maxConcurrentRequests);
      return self();
    }

    static int checkMaxConcurrentRequests(int maxConcurrentRequests) {
      if (maxConcurrentRequests < 1 || maxConcurrentRequests > 1024) {
        throw new IllegalArgumentException("maxConcurrentRequests: must be 1 to 1024, was " + maxConcurrentRequests);
      }
      return maxConcurrentRequests;
    }

    /**
     * The most bytes read from one response body, 1 to {@value ClientOptions#MAX_MAX_RESPONSE_BYTES}
     * (default {@value ClientOptions#DEFAULT_MAX_RESPONSE_BYTES}). A body over it, whether its
     * Content-Length says so up front or its bytes are counted as they arrive, fails the call with
     * {@link InvalidResponseException} naming the limit; at most this many bytes are held.
     */
    public B maxResponseBytes(long maxResponseBytes) {
      this.maxResponseBytes = checkMaxResponseBytes(maxResponseBytes);
      return self();
    }

    static long checkMaxResponseBytes(long maxResponseBytes) {
      if (maxResponseBytes < 1 || maxResponseBytes > MAX_MAX_RESPONSE_BYTES) {
        throw new IllegalArgumentException("maxResponseBytes: must be 1 to " + MAX_MAX_RESPONSE_BYTES + ", was "
            + maxResponseBytes);
      }
      return maxResponseBytes;
    }
  }

  /**
   * The settings of a client, shared by {@link ClientOptions.Builder} and {@link TradingClient.Builder}: each
   * setting is declared and checked once, here. Not for subclassing outside the SDK.
   *
   * @param <B> the builder the setters return
   */
  public abstract static class AbstractBuilder<B extends AbstractBuilder<B>> extends TransportBuilder<B> {
    private String apiKey;
    private String baseUrl = DEFAULT_BASE_URL;
    private RouterVersion routerVersion;
    private Boolean erc20EthEnabled;
    private Boolean permit2Disabled;
    private AgentInfo agentInfo;
    private RateLimit rateLimit;
    private RateLimiter.Factory rateLimiter;
    private ContextPropagator contextPropagator;
    private boolean allowInsecureHttp;

    AbstractBuilder() {}

    /** The settings as they stand, unchecked: for moving them between builders. */
    final ClientOptions snapshot() {
      return new ClientOptions(this);
    }

    /** Takes every setting of {@code o}. */
    final void load(ClientOptions o) {
      headers.clear();
      callListeners.clear();
      apiKey = o.apiKey;
      baseUrl = o.baseUrl;
      routerVersion = o.routerVersion;
      erc20EthEnabled = o.erc20EthEnabled;
      permit2Disabled = o.permit2Disabled;
      agentInfo = o.agentInfo;
      headers.putAll(o.headers);
      retryPolicy = o.retryPolicy;
      timeout = o.timeout;
      connectTimeout = o.connectTimeout;
      deadline = o.deadline;
      rateLimit = o.rateLimit;
      rateLimiter = o.rateLimiter;
      logLevel = o.logLevel;
      logSink = o.logSink;
      callListeners.addAll(o.callListeners);
      contextPropagator = o.contextPropagator;
      userAgent = o.userAgent;
      maxConcurrentRequests = o.maxConcurrentRequests;
      allowInsecureHttp = o.allowInsecureHttp;
      maxResponseBytes = o.maxResponseBytes;
    }

    /** The API key (required). Never logged, never in {@code toString} or an exception message. */
    public B apiKey(String apiKey) {
      this.apiKey = apiKey;
      return self();
    }

    /** The base URL including the version segment, such as {@value ClientOptions#DEFAULT_BASE_URL}. */
    public B baseUrl(String baseUrl) {
      this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl");
      return self();
    }

    /** The router version for /quote, /swap_7702 and /swap_5792; null to send none (server default). */
    public B routerVersion(RouterVersion routerVersion) {
      this.routerVersion = routerVersion;
      return self();
    }

    /** {@code x-erc20eth-enabled} for /quote and /swap_7702; null to send none. */
    public B erc20EthEnabled(Boolean enabled) {
      this.erc20EthEnabled = enabled;
      return self();
    }

    /** {@code x-permit2-disabled} for /quote and /check_approval; null to send none. */
    public B permit2Disabled(Boolean disabled) {
      this.permit2Disabled = disabled;
      return self();
    }

    /** The {@code x-agent-info} for every call; null to send none. */
    public B agentInfo(AgentInfo agentInfo) {
      this.agentInfo = agentInfo;
      return self();
    }

    /**
     * Adds (or replaces) a header sent on every call, such as {@code x-universal-router-swapsteps}.
     * Headers with a typed option ({@code x-api-key}, {@code x-agent-info}, the router version and
     * flags, {@code User-Agent}) and transport headers are refused.
     *
     * @throws InvalidRequestException naming the header
     */
    public B header(String name, String value) {
      HeaderRules.checkCustomHeader(name, value);
      headers.keySet().removeIf(k -> k.equalsIgnoreCase(name));
      headers.put(name, value);
      return self();
    }

    /** Removes a header added with {@link #header(String, String)}. */
    public B removeHeader(String name) {
      headers.keySet().removeIf(k -> k.equalsIgnoreCase(name));
      return self();
    }

    /**
     * Turns on the in-process rate limiter with this limit per API key (replacing a {@link #rateLimiter}); null
     * turns it off.
     */
    public B rateLimit(RateLimit rateLimit) {
      this.rateLimit = rateLimit;
      this.rateLimiter = null;
      return self();
    }

    /**
     * Asks the limiters {@code factory} makes before each attempt (replacing a {@link #rateLimit}), for
     * instance one shared by every instance of a cluster holding the same key ({@code sdk-ratelimit-bucket4j});
     * null turns rate limiting off.
     */
    public B rateLimiter(RateLimiter.Factory factory) {
      this.rateLimiter = factory;
      this.rateLimit = null;
      return self();
    }

    /** Removes every listener added so far, retry observers included. */
    public B clearCallListeners() {
      callListeners.clear();
      return self();
    }

    /**
     * Carries the caller's context (MDC, the current span) onto the SDK's threads, around the listeners' callbacks,
     * the client's log lines and the completion of async calls' futures; null (the default) for none. See {@link
     * ContextPropagator}.
     */
    public B contextPropagator(ContextPropagator propagator) {
      this.contextPropagator = propagator;
      return self();
    }

    /**
     * Allows plain {@code http://} to a host that is not loopback. Off by default because the API key
     * would travel in clear text.
     */
    public B allowInsecureHttp(boolean allow) {
      this.allowInsecureHttp = allow;
      return self();
    }

    /** A count of bytes: digits, optionally followed by KiB, MiB or GiB (any case, spaces allowed). */
    static long parseByteCount(String value) {
      String v = value.trim().toLowerCase(Locale.ROOT);
      long unit = 1;
      if (v.endsWith("kib") || v.endsWith("mib") || v.endsWith("gib")) {
        unit = v.endsWith("kib") ? 1L << 10 : v.endsWith("mib") ? 1L << 20 : 1L << 30;
        v = v.substring(0, v.length() - 3).trim();
      }
      if (v.isEmpty() || !v.chars().allMatch(c -> c >= '0' && c <= '9') || v.length() > 12) {
        throw new IllegalArgumentException("expected a number of bytes such as 16777216 or 16MiB, was \"" + value + "\"");
      }
      long bytes;
      try {
        bytes = Math.multiplyExact(Long.parseLong(v), unit);
      } catch (ArithmeticException e) {
        bytes = Long.MAX_VALUE; // far above the maximum: refused below with the limit named
      }
      return checkMaxResponseBytes(bytes);
    }

    /**
     * Reads the settings in the table of {@link ClientOptions} from system properties and the
     * environment (a property wins over a variable). Settings found in neither are left as they are.
     *
     * @throws IllegalArgumentException naming the property or variable whose value is invalid
     */
    public B fromEnv() {
      return fromEnv(System.getenv()::get, System.getProperties());
    }

    B fromEnv(Function<String, String> env, Properties properties) {
      EnvReader r = new EnvReader(env, properties);
      r.get("trading.apiKey", "TRADING_API_KEY").ifPresent(this::apiKey);
      r.get("trading.baseUrl", "TRADING_API_BASE_URL").ifPresent(this::baseUrl);
      r.get("trading.log", "TRADING_LOG").ifPresent(v -> logLevel(r.parse(v, LogLevel::parse)));
      r.get("trading.routerVersion", "TRADING_ROUTER_VERSION")
          .ifPresent(v -> routerVersion(r.parse(v, RouterVersion::of)));
      r.get("trading.maxRetries", "TRADING_MAX_RETRIES")
          .ifPresent(v -> maxRetries(r.parse(v, s -> Integer.parseInt(s.trim()))));
      r.get("trading.timeout", "TRADING_TIMEOUT").ifPresent(v -> timeout(r.parse(v, AbstractBuilder::parseDuration)));
      r.get("trading.deadline", "TRADING_DEADLINE").ifPresent(v -> deadline(r.parse(v, AbstractBuilder::parseDuration)));
      r.get("trading.rateLimit", "TRADING_RATE_LIMIT").ifPresent(v -> rateLimit(r.parse(v, AbstractBuilder::parseRateLimit)));
      r.get("trading.maxResponseBytes", "TRADING_MAX_RESPONSE_BYTES")
          .ifPresent(v -> maxResponseBytes(r.parse(v, AbstractBuilder::parseByteCount)));
      r.get("trading.customHeaders", "TRADING_CUSTOM_HEADERS").ifPresent(v -> {
        for (String line : v.split("\\R")) {
          if (line.isBlank()) {
            continue;
          }
          int colon = line.indexOf(':');
          if (colon <= 0) {
            throw new IllegalArgumentException(r.lastName + ": expected lines of \"Name: value\"");
          }
          header(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
        }
      });
      return self();
    }

    /** Checks the whole and makes the options; throws {@link IllegalArgumentException} naming the first fault. */
    final ClientOptions buildOptions() {
      HeaderRules.checkApiKey(apiKey);
      baseUrl = normaliseBaseUrl(baseUrl, allowInsecureHttp);
      HeaderRules.checkAgentInfo(agentInfo, apiKey);
      if (logSink == null) {
        logSink = LogSink.stderr();
      }
      return new ClientOptions(this);
    }

    static String normaliseBaseUrl(String baseUrl, boolean allowInsecureHttp) {
      URI uri;
      try {
        uri = new URI(baseUrl.trim());
      } catch (URISyntaxException e) {
        // The reason and index, not getMessage(): that quotes the whole input, user info included.
        throw new IllegalArgumentException("baseUrl: not a valid URL: " + e.getReason() + " at index " + e.getIndex());
      }
      if (uri.getRawUserInfo() != null) {
        // OkHttp never sends it, and every message and toString() quoting the URL would print the credentials.
        throw new IllegalArgumentException("baseUrl: must not carry user info (user:password@); the client does not"
            + " send it, and it would be printed wherever the URL is");
      }
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      if (!scheme.equals("https") && !scheme.equals("http")) {
        throw new IllegalArgumentException("baseUrl: must start with https:// (or http:// for loopback), was \""
            + baseUrl + "\"");
      }
      if (uri.getHost() == null) {
        throw new IllegalArgumentException("baseUrl: has no host: \"" + baseUrl + "\"");
      }
      if (uri.getQuery() != null || uri.getFragment() != null) {
        throw new IllegalArgumentException("baseUrl: must not have a query or fragment: \"" + baseUrl + "\"");
      }
      if (scheme.equals("http") && !allowInsecureHttp && !isLoopback(uri.getHost())) {
        throw new IllegalArgumentException("baseUrl: plain http:// to " + uri.getHost()
            + " would send the API key in clear text; use https:// or allowInsecureHttp(true)");
      }
      String s = uri.toString();
      while (s.endsWith("/")) {
        s = s.substring(0, s.length() - 1);
      }
      return s;
    }

    private static boolean isLoopback(String host) {
      String h = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
      if (h.equalsIgnoreCase("localhost")) {
        return true;
      }
      if (!h.matches("[0-9.]+") && !h.contains(":")) {
        return false; // a name other than localhost: do not resolve it here
      }
      try {
        return InetAddress.getByName(h).isLoopbackAddress();
      } catch (UnknownHostException e) {
        return false;
      }
    }

    static Duration parseDuration(String text) {
      String t = text.trim();
      try {
        if (t.startsWith("P") || t.startsWith("p")) {
          return Duration.parse(t);
        }
        double seconds = Double.parseDouble(t);
        return Duration.ofNanos((long) (seconds * 1e9));
      } catch (NumberFormatException | DateTimeParseException e) {
        throw new IllegalArgumentException("expected seconds (2.5) or ISO-8601 (PT2.5S), was \"" + text + "\"");
      }
    }

    static RateLimit parseRateLimit(String text) {
      String t = text.trim();
      if (t.equalsIgnoreCase("off") || t.equals("0")) {
        return null;
      }
      try {
        return RateLimit.perSecond(Integer.parseInt(t));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("expected requests per second (3) or off, was \"" + text + "\"");
      }
    }
  }

  /** Property-over-variable lookups that name the source of a bad value. */
  private static final class EnvReader {
    private final Function<String, String> env;
    private final Properties properties;
    String lastName;

    EnvReader(Function<String, String> env, Properties properties) {
      this.env = env;
      this.properties = properties;
    }

    Optional<String> get(String property, String variable) {
      for (String name : new String[] {property, variable}) {
        String v = properties.getProperty(name);
        if (v != null && !v.isBlank()) {
          lastName = "system property " + name;
          return Optional.of(v);
        }
      }
      String v = env.apply(variable);
      if (v != null && !v.isBlank()) {
        lastName = "environment variable " + variable;
        return Optional.of(v);
      }
      return Optional.empty();
    }

    <T> T parse(String value, Function<String, T> parser) {
      try {
        return parser.apply(value);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(lastName + ": " + e.getMessage(), e);
      }
    }
  }

  /** Builds {@link ClientOptions}; {@link #build()} checks the whole. The settings are {@link AbstractBuilder}'s. */
  public static final class Builder extends AbstractBuilder<Builder> {
    Builder() {}

    @Override
    Builder self() {
      return this;
    }

    /**
     * The options.
     *
     * @throws IllegalArgumentException naming the first setting that is missing or invalid
     */
    public ClientOptions build() {
      return buildOptions();
    }
  }
}
