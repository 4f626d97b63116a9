package io.tradingsdk.core;

import io.tradingsdk.core.internal.HeaderRules;
import io.tradingsdk.models.AgentInfo;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Per-call overrides of the client's options; anything not set here comes from {@link
 * ClientOptions}. Immutable.
 *
 * <pre>{@code
 * client.quote(request, RequestOptions.builder().routerVersion(RouterVersion.V2_1_1).deadline(Duration.ofSeconds(5)).build());
 * }</pre>
 *
 * <p>A header option set here for an endpoint that does not take that header (a router version on
 * {@code /send}) is refused with {@link InvalidRequestException}, because it is surely a mistake;
 * the same setting on the client is simply not sent where it does not apply.
 */
public final class RequestOptions extends HeaderSettings {
  private static final RequestOptions NONE = new Builder().build();

  private final Duration timeout;
  private final Duration deadline;
  private final Integer maxRetries;
  private final boolean withoutAgentInfo;
  private final Long maxResponseBytes;

  private RequestOptions(Builder b) {
    super(b.routerVersion, b.erc20EthEnabled, b.permit2Disabled, b.agentInfo, b.headers);
    this.timeout = b.timeout;
    this.deadline = b.deadline;
    this.maxRetries = b.maxRetries;
    this.withoutAgentInfo = b.withoutAgentInfo;
    this.maxResponseBytes = b.maxResponseBytes;
  }

  /** No overrides. */
  public static RequestOptions none() {
    return NONE;
  }

  /** A builder with no overrides. */
  public static Builder builder() {
    return new Builder();
  }

  /** The per-attempt timeout for this call. */
  public Optional<Duration> timeout() {
    return Optional.ofNullable(timeout);
  }

  /** The whole-call deadline for this call. */
  public Optional<Duration> deadline() {
    return Optional.ofNullable(deadline);
  }

  /** The retry count for this call. */
  public OptionalInt maxRetries() {
    return maxRetries == null ? OptionalInt.empty() : OptionalInt.of(maxRetries);
  }

  /** Whether this call sends no {@code x-agent-info} even if the client has one. */
  public boolean withoutAgentInfo() {
    return withoutAgentInfo;
  }

  /** The response size cap for this call (see {@link ClientOptions#maxResponseBytes()}). */
  public Optional<Long> maxResponseBytes() {
    return Optional.ofNullable(maxResponseBytes);
  }

  @Override
  public String toString() {
    return "RequestOptions{timeout=" + timeout + ", deadline=" + deadline + ", maxRetries=" + maxRetries
        + ", routerVersion=" + routerVersion + ", erc20EthEnabled=" + erc20EthEnabled + ", permit2Disabled="
        + permit2Disabled + ", agentInfo=" + (agentInfo == null ? null : agentInfo.headerValue())
        + ", withoutAgentInfo=" + withoutAgentInfo + ", headers=" + headers.keySet()
        + ", maxResponseBytes=" + maxResponseBytes + "}";
  }

  /** Builds {@link RequestOptions}. */
  public static final class Builder {
    private Duration timeout;
    private Duration deadline;
    private Integer maxRetries;
    private RouterVersion routerVersion;
    private Boolean erc20EthEnabled;
    private Boolean permit2Disabled;
    private AgentInfo agentInfo;
    private boolean withoutAgentInfo;
    private final Map<String, String> headers = new LinkedHashMap<>();
    private Long maxResponseBytes;

    private Builder() {}

    /** The per-attempt timeout; positive. */
    public Builder timeout(Duration timeout) {
      this.timeout = ClientOptions.TransportBuilder.positive(timeout, "timeout");
      return this;
    }

    /** The whole-call deadline; positive. */
    public Builder deadline(Duration deadline) {
      this.deadline = ClientOptions.TransportBuilder.positive(deadline, "deadline");
      return this;
    }

    /** Retries after the first attempt, 0 to 100. */
    public Builder maxRetries(int maxRetries) {
      if (maxRetries < 0 || maxRetries > 100) {
        throw new IllegalArgumentException("maxRetries: must be 0 to 100, was " + maxRetries);
      }
      this.maxRetries = maxRetries;
      return this;
    }

    /** The router version; a swap must use its quote's version (see {@link RouterVersionMismatchException}). */
    public Builder routerVersion(RouterVersion routerVersion) {
      this.routerVersion = Objects.requireNonNull(routerVersion, "routerVersion");
      return this;
    }

    /** {@code x-erc20eth-enabled}. */
    public Builder erc20EthEnabled(boolean enabled) {
      this.erc20EthEnabled = enabled;
      return this;
    }

    /** {@code x-permit2-disabled}. */
    public Builder permit2Disabled(boolean disabled) {
      this.permit2Disabled = disabled;
      return this;
    }

    /** Sends this {@code x-agent-info} instead of the client's. */
    public Builder agentInfo(AgentInfo agentInfo) {
      this.agentInfo = Objects.requireNonNull(agentInfo, "agentInfo");
      this.withoutAgentInfo = false;
      return this;
    }

    /** Sends no {@code x-agent-info} on this call. */
    public Builder withoutAgentInfo() {
      this.agentInfo = null;
      this.withoutAgentInfo = true;
      return this;
    }

    /**
     * Adds a header for this call (same rules as {@link ClientOptions.Builder#header(String, String)}).
     *
     * @throws InvalidRequestException naming the header
     */
    public Builder header(String name, String value) {
      HeaderRules.checkCustomHeader(name, value);
      headers.keySet().removeIf(k -> k.equalsIgnoreCase(name));
      headers.put(name, value);
      return this;
    }

    /**
     * The most bytes read from this call's response body, 1 to {@value
     * ClientOptions#MAX_MAX_RESPONSE_BYTES}; replaces the client's {@link
     * ClientOptions#maxResponseBytes()} for this call.
     */
    public Builder maxResponseBytes(long maxResponseBytes) {
      this.maxResponseBytes = ClientOptions.Builder.checkMaxResponseBytes(maxResponseBytes);
      return this;
    }

    /** The options. */
    public RequestOptions build() {
      return new RequestOptions(this);
    }
  }
}
