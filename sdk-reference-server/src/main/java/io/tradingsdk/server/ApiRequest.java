package io.tradingsdk.server;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One HTTP request as the engine sees it, independent of any server library: method, path, raw
 * query, headers (names case-insensitive, repeated lines kept in order) and body bytes.
 *
 * <p>Build one with {@link #builder(String, String)} to drive {@link TradingApiHandler} directly in a
 * test, without sockets.
 */
public final class ApiRequest {
  private final String method;
  private final String path;
  private final String rawQuery;
  private final Map<String, List<String>> headers;
  private final byte[] body;
  private final java.net.InetAddress remoteAddress;

  private ApiRequest(Builder builder) {
    this.method = builder.method;
    this.path = builder.path;
    this.rawQuery = builder.rawQuery;
    Map<String, List<String>> copy = new LinkedHashMap<>();
    builder.headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
    this.headers = Collections.unmodifiableMap(copy);
    this.body = builder.body;
    this.remoteAddress = builder.remoteAddress;
  }

  /**
   * A builder for a request.
   *
   * @param method the HTTP method, e.g. {@code POST}
   * @param target the path with an optional query, e.g. {@code /v1/swaps?txHashes=0x..}
   */
  public static Builder builder(String method, String target) {
    return new Builder(method, target);
  }

  /** The HTTP method, upper case. */
  public String method() {
    return method;
  }

  /** The path without the query, as sent (not decoded), e.g. {@code /v1/plan/abc}. */
  public String path() {
    return path;
  }

  /** The query string without {@code ?}, or the empty string. */
  public String rawQuery() {
    return rawQuery;
  }

  /** The path and query as sent, e.g. {@code /v1/x?a=1}. */
  public String target() {
    return rawQuery.isEmpty() ? path : path + "?" + rawQuery;
  }

  /** Every header line, keyed by lower-case name. */
  public Map<String, List<String>> headers() {
    return headers;
  }

  /** All values of a header, in the order received; empty when absent. */
  public List<String> headerValues(String name) {
    return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
  }

  /**
   * A header's value; repeated lines are joined with {@code ","} the way HTTP defines combining
   * them.
   */
  public Optional<String> header(String name) {
    List<String> values = headerValues(name);
    return values.isEmpty() ? Optional.empty() : Optional.of(String.join(",", values));
  }

  /**
   * The client's address, set by {@link ReferenceServer} from the connection; empty for a request made in-process,
   * which counts as a loopback client.
   */
  public java.util.Optional<java.net.InetAddress> remoteAddress() {
    return java.util.Optional.ofNullable(remoteAddress);
  }

  /** Whether the request comes from this machine: a loopback address, or in-process. */
  boolean fromLoopback() {
    return remoteAddress == null || remoteAddress.isLoopbackAddress();
  }

  /** The body bytes (empty when there is none). The array is shared: do not modify it. */
  public byte[] body() {
    return body;
  }

  /**
   * The decoded query parameters in order. Repeated names keep every value; a value is not split on
   * commas here (the endpoint decides).
   */
  public Map<String, List<String>> queryParameters() {
    Map<String, List<String>> params = new LinkedHashMap<>();
    if (rawQuery.isEmpty()) {
      return params;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      params.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
    }
    return params;
  }

  private static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return text; // a malformed escape is kept as sent; validation reports it by value
    }
  }

  @Override
  public String toString() {
    // Never the headers: they carry the API key.
    return method + " " + target();
  }

  /** Builds an {@link ApiRequest}. */
  public static final class Builder {
    private final String method;
    private final String path;
    private final String rawQuery;
    private final Map<String, List<String>> headers = new LinkedHashMap<>();
    private byte[] body = new byte[0];
    private java.net.InetAddress remoteAddress;

    private Builder(String method, String target) {
      this.method = Objects.requireNonNull(method, "method").toUpperCase(Locale.ROOT);
      Objects.requireNonNull(target, "target");
      int q = target.indexOf('?');
      this.path = q < 0 ? target : target.substring(0, q);
      this.rawQuery = q < 0 ? "" : target.substring(q + 1);
    }

    /** Adds one header line; call again with the same name for a repeated line. */
    public Builder header(String name, String value) {
      headers
          .computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> new ArrayList<>())
          .add(Objects.requireNonNull(value, "value"));
      return this;
    }

    /** The body bytes; the array is used as is, not copied. */
    public Builder body(byte[] body) {
      this.body = Objects.requireNonNull(body, "body");
      return this;
    }

    /** The body as UTF-8 text, typically JSON. */
    public Builder body(String body) {
      return body(body.getBytes(StandardCharsets.UTF_8));
    }

    /** The client's address (the server sets it from the connection). */
    public Builder remoteAddress(java.net.InetAddress address) {
      this.remoteAddress = Objects.requireNonNull(address, "address");
      return this;
    }

    public ApiRequest build() {
      return new ApiRequest(this);
    }
  }
}
