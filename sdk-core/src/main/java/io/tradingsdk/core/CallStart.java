package io.tradingsdk.core;

import java.util.Objects;

/**
 * A call about to start, as told to {@link CallListener#onCallStart}: what it is, never what it carries. It holds
 * the operation, the HTTP method and the path <em>template</em> ({@code /plan/{planId}}, not the plan's id), so it
 * is safe as a metric tag; no API key, body, address or amount is here.
 *
 * <p>The SDK's own clients build it; a module that reports its own calls through the same listeners (a JSON-RPC
 * client, a receipt wait) builds it with {@link #builder}.
 */
public final class CallStart {
  private final CallKind kind;
  private final String operation;
  private final String method;
  private final String pathTemplate;
  private final int maxAttempts;

  private CallStart(Builder b) {
    this.kind = b.kind;
    this.operation = b.operation;
    this.method = b.method;
    this.pathTemplate = b.pathTemplate;
    this.maxAttempts = b.maxAttempts;
  }

  /** A builder; kind, operation, method and path template are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** Whether this is an API operation, a JSON-RPC request or a receipt wait. */
  public CallKind kind() {
    return kind;
  }

  /**
   * The operation, from a small fixed set: the client method's name for the API ({@code quote}, {@code
   * swap7702}), the JSON-RPC method for a node ({@code eth_sendRawTransaction}).
   */
  public String operation() {
    return operation;
  }

  /** The HTTP method of its requests ({@code POST}, {@code GET}...). */
  public String method() {
    return method;
  }

  /** The path relative to the base URL, with parameters as names: {@code /quote}, {@code /plan/{planId}}. */
  public String pathTemplate() {
    return pathTemplate;
  }

  /** The most attempts the call may make (1 when retries are off). */
  public int maxAttempts() {
    return maxAttempts;
  }

  @Override
  public String toString() {
    return "CallStart{" + kind + " " + operation + ": " + method + " " + pathTemplate + ", up to " + maxAttempts
        + " attempt(s)}";
  }

  /** Builds a {@link CallStart}. */
  public static final class Builder {
    private CallKind kind = CallKind.API;
    private String operation;
    private String method;
    private String pathTemplate;
    private int maxAttempts = 1;

    private Builder() {}

    /** The kind of call; {@link CallKind#API} by default. */
    public Builder kind(CallKind kind) {
      this.kind = Objects.requireNonNull(kind, "kind");
      return this;
    }

    /** The operation (required): a name from a fixed set, never built from the request's values. */
    public Builder operation(String operation) {
      this.operation = requireText(operation, "operation");
      return this;
    }

    /** The HTTP method (required). */
    public Builder method(String method) {
      this.method = requireText(method, "method");
      return this;
    }

    /** The path template (required), such as {@code /plan/{planId}}. */
    public Builder pathTemplate(String pathTemplate) {
      this.pathTemplate = requireText(pathTemplate, "pathTemplate");
      return this;
    }

    /** The most attempts, at least 1 (the default). */
    public Builder maxAttempts(int maxAttempts) {
      if (maxAttempts < 1) {
        throw new IllegalArgumentException("maxAttempts: must be >= 1, was " + maxAttempts);
      }
      this.maxAttempts = maxAttempts;
      return this;
    }

    /**
     * The call.
     *
     * @throws IllegalStateException naming the first required field not set
     */
    public CallStart build() {
      if (operation == null) {
        throw new IllegalStateException("CallStart: operation is required");
      }
      if (method == null) {
        throw new IllegalStateException("CallStart: method is required");
      }
      if (pathTemplate == null) {
        throw new IllegalStateException("CallStart: pathTemplate is required");
      }
      return new CallStart(this);
    }

    private static String requireText(String value, String name) {
      Objects.requireNonNull(value, name);
      if (value.isBlank()) {
        throw new IllegalArgumentException(name + ": must not be blank");
      }
      return value;
    }
  }
}
