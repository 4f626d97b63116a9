package io.tradingsdk.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One HTTP response as the engine produced it: status, headers, body bytes, and how the transport
 * must deliver it (normally, after a delay, with the connection dropped or the body cut short).
 */
public final class ApiResponse {
  /** How the HTTP adapter delivers a response; anything but {@link #NORMAL} is an injected fault. */
  public enum Delivery {
    /** Send the whole response. */
    NORMAL,
    /** Close the connection without sending a byte. */
    DROP_CONNECTION,
    /** Send the headers with the full Content-Length, then half the body, then close. */
    TRUNCATE_BODY
  }

  private final int status;
  private final Map<String, String> headers;
  private final byte[] body;
  private final Delivery delivery;
  private final Duration delay;

  private ApiResponse(
      int status, Map<String, String> headers, byte[] body, Delivery delivery, Duration delay) {
    this.status = status;
    this.headers = Collections.unmodifiableMap(headers);
    this.body = body;
    this.delivery = delivery;
    this.delay = delay;
  }

  /** A JSON response with {@code Content-Type: application/json}. */
  public static ApiResponse json(int status, byte[] body) {
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("content-type", "application/json; charset=utf-8");
    return new ApiResponse(status, headers, body, Delivery.NORMAL, Duration.ZERO);
  }

  /** A copy with one more header (lower-case name); an existing header of that name is replaced. */
  public ApiResponse withHeader(String name, String value) {
    Map<String, String> copy = new LinkedHashMap<>(headers);
    copy.put(name.toLowerCase(java.util.Locale.ROOT), Objects.requireNonNull(value, "value"));
    return new ApiResponse(status, copy, body, delivery, delay);
  }

  /** A copy delivered the given way. */
  public ApiResponse withDelivery(Delivery newDelivery) {
    return new ApiResponse(status, headers, body, Objects.requireNonNull(newDelivery), delay);
  }

  /** A copy delivered after the given delay (added to any delay already set). */
  public ApiResponse withDelay(Duration extra) {
    return new ApiResponse(status, headers, body, delivery, delay.plus(extra));
  }

  public int status() {
    return status;
  }

  /** Headers keyed by lower-case name. */
  public Map<String, String> headers() {
    return headers;
  }

  /** A header by name (any case). */
  public Optional<String> header(String name) {
    return Optional.ofNullable(headers.get(name.toLowerCase(java.util.Locale.ROOT)));
  }

  /** The body bytes; shared, do not modify. */
  public byte[] body() {
    return body;
  }

  /** The body as UTF-8 text. */
  public String bodyText() {
    return new String(body, StandardCharsets.UTF_8);
  }

  /** The body parsed as a JSON tree (with the SDK's shared mapper). */
  public JsonNode json() {
    try {
      return TradingJson.mapper().readTree(body);
    } catch (IOException e) {
      throw new UncheckedIOException("response body is not JSON: " + bodyText(), e);
    }
  }

  public Delivery delivery() {
    return delivery;
  }

  /** How long the transport waits before answering; zero unless a latency fault applies. */
  public Duration delay() {
    return delay;
  }

  @Override
  public String toString() {
    return status + " " + bodyText();
  }
}
