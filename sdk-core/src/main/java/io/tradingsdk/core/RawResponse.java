package io.tradingsdk.core;

import io.tradingsdk.core.internal.HeaderRules;
import io.tradingsdk.core.internal.JsonFields;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;

/**
 * A successful response with its HTTP details: status, headers, request id, the body as received,
 * and the parsed model. Returned by {@link TradingClient#raw()}.
 *
 * @param <T> the response model
 */
public final class RawResponse<T> {
  private final int status;
  private final ResponseHeaders headers;
  private final T body;
  private final byte[] bodyBytes;
  private final RouterVersion routerVersion;
  private final int attempts;
  private final Duration duration;
  private volatile String requestId;
  private volatile boolean requestIdResolved;

  RawResponse(
      int status,
      ResponseHeaders headers,
      T body,
      byte[] bodyBytes,
      RouterVersion routerVersion,
      int attempts,
      Duration duration) {
    this.status = status;
    this.headers = headers;
    this.body = body;
    this.bodyBytes = bodyBytes;
    this.routerVersion = routerVersion;
    this.attempts = attempts;
    this.duration = duration;
  }

  /** The HTTP status (2xx). */
  public int status() {
    return status;
  }

  /** The response headers. */
  public ResponseHeaders headers() {
    return headers;
  }

  /** The parsed response model. */
  public T body() {
    return body;
  }

  /** The body exactly as received, decoded as UTF-8. */
  public String bodyText() {
    return new String(bodyBytes, StandardCharsets.UTF_8);
  }

  /**
   * The request id: the body's {@code requestId} member (every response of the API has one), else
   * the {@code x-request-id} header.
   */
  public Optional<String> requestId() {
    if (!requestIdResolved) {
      String id = JsonFields.topLevelString(bodyBytes, "requestId");
      requestId = id != null ? id : headers.first(HeaderRules.REQUEST_ID).orElse(null);
      requestIdResolved = true;
    }
    return Optional.ofNullable(requestId);
  }

  /**
   * The service's {@code x-agent-info-status} header: present (for example {@code malformed}) when it
   * could not use the {@code x-agent-info} value. Analytics only; the response is valid either way.
   */
  public Optional<String> agentInfoStatus() {
    return headers.first(HeaderRules.AGENT_INFO_STATUS);
  }

  /**
   * The {@code x-universal-router-version} this call sent; empty when none was sent (the server
   * default applied). For a quote, this is the version its swap must use.
   */
  public Optional<RouterVersion> routerVersion() {
    return Optional.ofNullable(routerVersion);
  }

  /** The attempts the call took, 1 when it was not retried. */
  public int attempts() {
    return attempts;
  }

  /** Time from the first attempt's start to this response's last byte, backoffs included. */
  public Duration duration() {
    return duration;
  }

  @Override
  public String toString() {
    return "RawResponse{status=" + status + ", requestId=" + requestId().orElse(null) + ", attempts=" + attempts
        + ", routerVersion=" + routerVersion + ", body=" + body + "}";
  }
}
