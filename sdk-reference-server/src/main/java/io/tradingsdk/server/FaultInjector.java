package io.tradingsdk.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.Objects;

/**
 * Faults the server injects, for testing how a client copes: latency, bursts of 429 or 5xx answers
 * (with the real error envelope), dropped connections, truncated bodies, and stalls (headers that
 * never arrive).
 *
 * <pre>{@code
 * server.faults().next(3).status(503);                   // the next 3 requests get 503
 * server.faults().next(1).on("POST", "/quote").drop();   // the next quote's connection is dropped
 * server.faults().every(5).truncate();                   // every 5th request gets half a body
 * server.faults().always().latency(Duration.ofMillis(50));
 * server.faults().next(1).retryAfter(Duration.ofSeconds(2)).status(429); // with Retry-After: 2
 * server.faults().every(50).stall(Duration.ofSeconds(5)); // no byte for 5 s, then the connection drops
 * server.faults().clear();
 * }</pre>
 *
 * <p>Rules apply in the order they were added. Every matching latency rule adds its delay; the first
 * matching rule of any other kind decides the answer. A rule's path is written as the request journal reports it
 * ({@code /v1/quote}, {@code /v1/plan/*}) or relative to {@code /v1} ({@code /quote}, {@code /plan/*}): both name
 * the same requests. Thread-safe.
 */
public final class FaultInjector {
  /** What a fault does. */
  enum Kind {
    STATUS,
    DROP,
    TRUNCATE,
    STALL,
    LATENCY
  }

  private static final class Rule {
    final Kind kind;
    final int status;
    final Duration latency;
    final Duration retryAfter;
    final String method;
    final String path;
    final int every;
    int remaining; // -1 = unlimited
    long seen;

    Rule(Kind kind, int status, Duration latency, Duration retryAfter, String method, String path, int every,
        int remaining) {
      this.kind = kind;
      this.status = status;
      this.latency = latency;
      this.retryAfter = retryAfter;
      this.method = method;
      this.path = path;
      this.every = every;
      this.remaining = remaining;
    }

    RuleView view() {
      return new RuleView(kind.name(), method, path, every, remaining, status, latency, retryAfter);
    }

    boolean matches(ApiRequest request, String apiPath) {
      if (method != null && !method.equals(request.method())) {
        return false;
      }
      if (path == null) {
        return true;
      }
      String relative = relativeToApi(path);
      return relative.endsWith("*") ? apiPath.startsWith(relative.substring(0, relative.length() - 1))
          : apiPath.equals(relative);
    }
  }

  /**
   * A rule's path relative to {@code /v1}: {@code /v1/quote} (the journal's form) is {@code /quote}, {@code /v1/*}
   * and {@code /v1*} are {@code /*}, {@code /v1} is {@code /}; a path without the prefix is already relative.
   */
  static String relativeToApi(String path) {
    if (path.startsWith("/v1/")) {
      return path.substring("/v1".length());
    }
    if (path.equals("/v1")) {
      return "/";
    }
    if (path.equals("/v1*")) {
      return "/*";
    }
    return path;
  }

  /** The outcome for one request: a delay plus at most one terminal fault. */
  static final class Decision {
    static final Decision NONE = new Decision(Duration.ZERO, null, 0, Duration.ZERO, null);
    final Duration latency;
    final Kind kind;
    final int status;
    /** How long a {@link Kind#STALL} holds the connection silent. */
    final Duration hold;
    /** The {@code Retry-After} to send with a STATUS fault, or null. */
    final Duration retryAfter;

    Decision(Duration latency, Kind kind, int status, Duration hold, Duration retryAfter) {
      this.latency = latency;
      this.kind = kind;
      this.status = status;
      this.hold = hold;
      this.retryAfter = retryAfter;
    }
  }

  /**
   * A rule as it stands, for listing.
   *
   * @param kind STATUS, DROP, TRUNCATE or LATENCY
   * @param method the method it is limited to, or null for any
   * @param path the path it is limited to, as given ({@code /v1/quote} or {@code /quote}), or null for any
   * @param every it applies to every {@code every}-th matching request
   * @param remaining how many more times it applies, -1 for no limit
   * @param status the status of a STATUS rule, else 0
   * @param latency the delay of a LATENCY rule, else zero
   * @param retryAfter the {@code Retry-After} a STATUS rule sends, or null
   */
  public record RuleView(String kind, String method, String path, int every, int remaining, int status,
      Duration latency, Duration retryAfter) {}

  private final List<Rule> rules = new ArrayList<>();
  /**
   * Whether any rule is active: {@code !rules.isEmpty()} as of the last change, written under the lock, read without
   * it by {@link #decide} so that a server without faults takes no lock per request.
   */
  private volatile boolean armed;
  private final Map<String, Long> injectedByKind = new TreeMap<>();
  private long injected;

  /** Applies to the next {@code count} matching requests, then is forgotten. */
  public RuleBuilder next(int count) {
    if (count < 1) {
      throw new IllegalArgumentException("count: must be >= 1, was " + count);
    }
    return new RuleBuilder(1, count);
  }

  /** Applies to every {@code n}-th matching request (the n-th, 2n-th...), until cleared. */
  public RuleBuilder every(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("n: must be >= 1, was " + n);
    }
    return new RuleBuilder(n, -1);
  }

  /** Applies to every matching request until cleared. */
  public RuleBuilder always() {
    return new RuleBuilder(1, -1);
  }

  /** Removes every rule. */
  public synchronized void clear() {
    rules.clear();
    armed = false;
  }

  /** Removes every rule and forgets the counts. */
  public synchronized void reset() {
    rules.clear();
    armed = false;
    injectedByKind.clear();
    injected = 0;
  }

  /** How many faults (of any kind, latency included) have been injected so far. */
  public synchronized long injectedCount() {
    return injected;
  }

  /** The active rules, in the order they apply. */
  public synchronized List<RuleView> rules() {
    List<RuleView> out = new ArrayList<>();
    rules.forEach(rule -> out.add(rule.view()));
    return out;
  }

  /**
   * How many faults of each kind have been injected: {@code status 503}, {@code drop}, {@code
   * truncate}, {@code stall}, {@code latency}. A request that got latency and another fault counts
   * under both.
   */
  public synchronized Map<String, Long> injectedByKind() {
    return new TreeMap<>(injectedByKind);
  }

  /** Whether any rule is still active. */
  public boolean isEmpty() {
    return !armed;
  }

  private synchronized void add(Rule rule) {
    rules.add(rule);
    armed = true;
  }

  /**
   * Decides the faults for one request, consuming one-shot rules. Without a rule it answers at once, taking no lock
   * (every request asks); a rule added meanwhile applies from the next request that sees it, as if added after this
   * one.
   */
  Decision decide(ApiRequest request, String apiPath) {
    return armed ? decideByRules(request, apiPath) : Decision.NONE;
  }

  private synchronized Decision decideByRules(ApiRequest request, String apiPath) {
    if (rules.isEmpty()) {
      return Decision.NONE;
    }
    Duration latency = Duration.ZERO;
    Kind kind = null;
    int status = 0;
    Duration hold = Duration.ZERO;
    Duration retryAfter = null;
    for (Iterator<Rule> it = rules.iterator(); it.hasNext(); ) {
      Rule rule = it.next();
      if (!rule.matches(request, apiPath)) {
        continue;
      }
      boolean terminal = rule.kind != Kind.LATENCY;
      if (terminal && kind != null) {
        continue; // an earlier rule already decided; this one keeps its turn
      }
      rule.seen++;
      if (rule.seen % rule.every != 0) {
        continue;
      }
      if (rule.remaining > 0 && --rule.remaining == 0) {
        it.remove();
        armed = !rules.isEmpty();
      }
      injected++;
      injectedByKind.merge(rule.kind == Kind.STATUS ? "status " + rule.status : rule.kind.name().toLowerCase(Locale.ROOT),
          1L, Long::sum);
      if (terminal) {
        kind = rule.kind;
        status = rule.status;
        hold = rule.latency;
        retryAfter = rule.retryAfter;
      } else {
        latency = latency.plus(rule.latency);
      }
    }
    return kind == null && latency.isZero() ? Decision.NONE
        : new Decision(latency, kind, status, hold, retryAfter);
  }

  /** Chooses where a rule applies and what it does. */
  public final class RuleBuilder {
    private final int every;
    private final int count;
    private String method;
    private String path;
    private Duration retryAfter;

    private RuleBuilder(int every, int count) {
      this.every = every;
      this.count = count;
    }

    /**
     * Limits the rule to one operation.
     *
     * @param method e.g. {@code POST}, or null for any
     * @param path as the request journal reports it ({@code /v1/quote}) or relative to {@code /v1} ({@code
     *     /quote}); a trailing {@code *} matches a prefix
     */
    public RuleBuilder on(String method, String path) {
      this.method = method == null ? null : method.toUpperCase(Locale.ROOT);
      this.path = Objects.requireNonNull(path, "path");
      return this;
    }

    /**
     * Sends a {@code Retry-After} header (in whole seconds) with the {@link #status} answer, as the
     * service's gateway does with 429 and 503.
     */
    public RuleBuilder retryAfter(Duration delay) {
      if (delay.isNegative()) {
        throw new IllegalArgumentException("retryAfter: must not be negative, was " + delay);
      }
      this.retryAfter = delay;
      return this;
    }

    /**
     * Answers with this status and the service's error envelope for it (429 {@code Ratelimited},
     * 500 {@code InternalServerError}, 503 {@code ServiceUnavailable}, 504 {@code Timeout}...).
     */
    public FaultInjector status(int status) {
      if (status < 400 || status > 599) {
        throw new IllegalArgumentException("status: must be 400 to 599, was " + status);
      }
      return add(Kind.STATUS, status, Duration.ZERO);
    }

    /** Closes the connection without answering. */
    public FaultInjector drop() {
      return add(Kind.DROP, 0, Duration.ZERO);
    }

    /** Sends the full Content-Length but only half the body, then closes the connection. */
    public FaultInjector truncate() {
      return add(Kind.TRUNCATE, 0, Duration.ZERO);
    }

    /**
     * Holds the connection open without sending a byte (not even the status line) for {@code hold},
     * then closes it: a server that accepted the request and never answered. Clients see their
     * per-attempt timeout fire first when it is shorter.
     */
    public FaultInjector stall(Duration hold) {
      if (hold.isNegative() || hold.isZero()) {
        throw new IllegalArgumentException("hold: must be > 0, was " + hold);
      }
      return add(Kind.STALL, 0, hold);
    }

    /** Delays the answer (the engine's answer is computed first, then held back). */
    public FaultInjector latency(Duration delay) {
      if (delay.isNegative()) {
        throw new IllegalArgumentException("latency: must not be negative, was " + delay);
      }
      return add(Kind.LATENCY, 0, delay);
    }

    private FaultInjector add(Kind kind, int status, Duration latency) {
      if (retryAfter != null && kind != Kind.STATUS) {
        throw new IllegalArgumentException("retryAfter: only a status fault sends Retry-After");
      }
      FaultInjector.this.add(new Rule(kind, status, latency, retryAfter, method, path, every, count));
      return FaultInjector.this;
    }
  }
}
