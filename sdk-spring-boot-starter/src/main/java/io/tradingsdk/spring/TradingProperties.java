package io.tradingsdk.spring;

import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.core.LogLevel;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code trading.*} properties the auto-configured {@link io.tradingsdk.core.TradingClient} is built from. Unset
 * properties keep the SDK's defaults. {@link #toString()} never shows the API key.
 */
@ConfigurationProperties("trading")
public class TradingProperties {
  /** API key sent as x-api-key on every call. Never logged. */
  private @Nullable String apiKey;

  /** Base URL of the Trading API, including the version segment. */
  private String baseUrl = ClientOptions.DEFAULT_BASE_URL;

  /** Universal Router version pinned for quotes and the swaps built from them, such as "2.0". */
  private @Nullable String routerVersion;

  /** Retries of a call after a 429, a 5xx or a network failure; 0 disables them. Default 2. */
  private @Nullable Integer maxRetries;

  /** Limit of one attempt, from sending to the last byte of the answer. Default 30s. */
  private @Nullable Duration timeout;

  /** Limit of opening a connection. */
  private @Nullable Duration connectTimeout;

  /** Limit of a whole call: every attempt, backoff and rate-limiter wait. Default 60s. */
  private @Nullable Duration deadline;

  /** Requests per second allowed per API key by a limiter in this JVM; unset for none. */
  private @Nullable Integer rateLimit;

  /** Largest response body read; a larger one fails the call. Default 16MB. */
  private @Nullable DataSize maxResponseSize;

  /** How much the client logs, through SLF4J. */
  private LogLevel log = LogLevel.OFF;

  /** The health indicator. */
  private final Health health = new Health();

  public @Nullable String getApiKey() {
    return apiKey;
  }

  public void setApiKey(@Nullable String apiKey) {
    this.apiKey = apiKey;
  }

  public String getBaseUrl() {
    return baseUrl;
  }

  public void setBaseUrl(String baseUrl) {
    this.baseUrl = baseUrl;
  }

  public @Nullable String getRouterVersion() {
    return routerVersion;
  }

  public void setRouterVersion(@Nullable String routerVersion) {
    this.routerVersion = routerVersion;
  }

  public @Nullable Integer getMaxRetries() {
    return maxRetries;
  }

  public void setMaxRetries(@Nullable Integer maxRetries) {
    this.maxRetries = maxRetries;
  }

  public @Nullable Duration getTimeout() {
    return timeout;
  }

  public void setTimeout(@Nullable Duration timeout) {
    this.timeout = timeout;
  }

  public @Nullable Duration getConnectTimeout() {
    return connectTimeout;
  }

  public void setConnectTimeout(@Nullable Duration connectTimeout) {
    this.connectTimeout = connectTimeout;
  }

  public @Nullable Duration getDeadline() {
    return deadline;
  }

  public void setDeadline(@Nullable Duration deadline) {
    this.deadline = deadline;
  }

  public @Nullable Integer getRateLimit() {
    return rateLimit;
  }

  public void setRateLimit(@Nullable Integer rateLimit) {
    this.rateLimit = rateLimit;
  }

  public @Nullable DataSize getMaxResponseSize() {
    return maxResponseSize;
  }

  public void setMaxResponseSize(@Nullable DataSize maxResponseSize) {
    this.maxResponseSize = maxResponseSize;
  }

  public LogLevel getLog() {
    return log;
  }

  public void setLog(LogLevel log) {
    this.log = log;
  }

  public Health getHealth() {
    return health;
  }

  @Override
  public String toString() {
    return "TradingProperties{apiKey=" + (apiKey == null ? null : "***") + ", baseUrl=" + baseUrl
        + ", routerVersion=" + routerVersion + ", maxRetries=" + maxRetries + ", timeout=" + timeout
        + ", connectTimeout=" + connectTimeout + ", deadline=" + deadline + ", rateLimit=" + rateLimit
        + ", maxResponseSize=" + maxResponseSize + ", log=" + log + ", health.enabled=" + health.enabled + "}";
  }

  /** {@code trading.health.*}: a health indicator that never spends the API key's quota. */
  public static class Health {
    /** Whether to add the "trading" health indicator (it sends one unauthenticated request per check). */
    private boolean enabled;

    /** Limit of one check. */
    private Duration timeout = Duration.ofSeconds(2);

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public Duration getTimeout() {
      return timeout;
    }

    public void setTimeout(Duration timeout) {
      this.timeout = timeout;
    }
  }
}
