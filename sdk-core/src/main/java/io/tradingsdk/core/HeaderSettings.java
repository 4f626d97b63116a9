package io.tradingsdk.core;

import io.tradingsdk.models.AgentInfo;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The settings a call's optional headers come from, declared once for the client ({@link ClientOptions}: sent on
 * every call that takes the header) and for one call ({@link RequestOptions}: replacing the client's for that call,
 * and refused on an endpoint that does not take the header). Immutable; not for subclassing outside the SDK.
 */
public abstract class HeaderSettings {
  final @Nullable RouterVersion routerVersion;
  final @Nullable Boolean erc20EthEnabled;
  final @Nullable Boolean permit2Disabled;
  final @Nullable AgentInfo agentInfo;
  final Map<String, String> headers;

  HeaderSettings(@Nullable RouterVersion routerVersion, @Nullable Boolean erc20EthEnabled,
      @Nullable Boolean permit2Disabled, @Nullable AgentInfo agentInfo, Map<String, String> headers) {
    this.routerVersion = routerVersion;
    this.erc20EthEnabled = erc20EthEnabled;
    this.permit2Disabled = permit2Disabled;
    this.agentInfo = agentInfo;
    this.headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
  }

  /**
   * The {@code x-universal-router-version} for /quote, /swap, /swap_7702 and /swap_5792; empty sends none (per
   * call: the client's). A swap must use its quote's version (see {@link RouterVersionMismatchException}).
   */
  public Optional<RouterVersion> routerVersion() {
    return Optional.ofNullable(routerVersion);
  }

  /** The {@code x-erc20eth-enabled} value for /quote, /order and /swap_7702; empty sends none (per call: the client's). */
  public Optional<Boolean> erc20EthEnabled() {
    return Optional.ofNullable(erc20EthEnabled);
  }

  /**
   * The {@code x-permit2-disabled} value for /quote, /check_approval and /swap; empty sends none (per call: the
   * client's).
   */
  public Optional<Boolean> permit2Disabled() {
    return Optional.ofNullable(permit2Disabled);
  }

  /** The {@code x-agent-info}; empty sends none (per call: the client's, unless {@code withoutAgentInfo}). */
  public Optional<AgentInfo> agentInfo() {
    return Optional.ofNullable(agentInfo);
  }

  /** Extra headers, in insertion order; a call's replace the client's of the same name. */
  public Map<String, String> headers() {
    return headers;
  }
}
