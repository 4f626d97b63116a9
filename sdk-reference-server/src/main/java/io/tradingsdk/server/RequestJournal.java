package io.tradingsdk.server;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What clients sent, newest last, in a bounded ring: the last {@link #capacity()} requests to the
 * Trading API (the control API under {@code /_sim} is not recorded), each with its answer's status.
 * Credentials are redacted; bodies are kept up to {@link #MAX_BODY_CHARS} characters. A test asserts
 * what its client sent with it, in-process ({@code server.journal()}) or over {@code GET
 * /_sim/requests}. Thread-safe.
 */
public final class RequestJournal {
  /** What stands in the place of a credential. */
  public static final String REDACTED = "[REDACTED]";

  /** Longer bodies are cut here (a journal of 1 MB bodies would hold a lot of memory). */
  public static final int MAX_BODY_CHARS = 64 * 1024;

  private static final Set<String> SECRET_HEADERS = Set.of("x-api-key", "authorization", "cookie");

  /**
   * One request as received.
   *
   * @param at the server's simulated time when it arrived
   * @param method e.g. {@code POST}
   * @param path the path, e.g. {@code /v1/swaps}
   * @param query the raw query string (without {@code ?}), or null
   * @param headers the headers, names in lower case, credentials {@link #REDACTED}
   * @param body the body as UTF-8 text, cut at {@link #MAX_BODY_CHARS}
   * @param status the status answered (or that would have been, for a dropped connection)
   * @param fault the connection fault injected ({@code DROP}, {@code TRUNCATE}), or null
   */
  public record Entry(Instant at, String method, String path, String query, Map<String, List<String>> headers, String body,
      int status, String fault) {}

  private final int capacity;
  private final Deque<Recorded> entries = new ArrayDeque<>();

  /**
   * What the ring holds: the request as received (immutable but for its body array, which nothing writes), made into
   * an {@link Entry} (headers redacted, body decoded) only when the journal is read. Recording is on every request's
   * path; reading is a test's or {@code GET /_sim/requests}'s, so the copy and the decoding are paid there (issue 35).
   * A body longer than {@link #MAX_BODY_CHARS} bytes is decoded and cut at once, so the ring never holds a 1 MB body.
   */
  private record Recorded(Instant at, ApiRequest request, String cutBody, int status, String fault) {
    Entry entry() {
      return new Entry(at, request.method(), request.path(), request.rawQuery(), redact(request.headers()),
          cutBody != null ? cutBody : new String(request.body(), StandardCharsets.UTF_8), status, fault);
    }
  }

  /** A journal that keeps the last {@code capacity} requests. */
  public RequestJournal(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity: must be >= 1, was " + capacity);
    }
    this.capacity = capacity;
  }

  /** How many requests the ring keeps. */
  public int capacity() {
    return capacity;
  }

  void record(Instant at, ApiRequest request, ApiResponse response) {
    String fault = response.delivery() == ApiResponse.Delivery.DROP_CONNECTION ? "DROP"
        : response.delivery() == ApiResponse.Delivery.TRUNCATE_BODY ? "TRUNCATE" : null;
    // UTF-8 gives at most one character per byte: a body of at most MAX_BODY_CHARS bytes is never cut.
    String cutBody = request.body().length <= MAX_BODY_CHARS ? null : text(request.body());
    Recorded entry = new Recorded(at, request, cutBody, response.status(), fault);
    synchronized (this) {
      if (entries.size() == capacity) {
        entries.removeFirst();
      }
      entries.addLast(entry);
    }
  }

  /** The last {@code limit} requests, oldest first. */
  public List<Entry> last(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("limit: must be >= 0, was " + limit);
    }
    List<Recorded> recorded;
    synchronized (this) {
      recorded = new ArrayList<>(entries);
    }
    List<Entry> last = new ArrayList<>(Math.min(limit, recorded.size()));
    for (Recorded one : recorded.subList(Math.max(0, recorded.size() - limit), recorded.size())) {
      last.add(one.entry()); // redacted and decoded here, outside the lock the requests record under
    }
    return List.copyOf(last);
  }

  /** Every request kept, oldest first. */
  public List<Entry> all() {
    return last(capacity);
  }

  /** Forgets every request. */
  public synchronized void clear() {
    entries.clear();
  }

  private static Map<String, List<String>> redact(Map<String, List<String>> headers) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    headers.forEach((name, values) -> {
      String lower = name.toLowerCase(Locale.ROOT);
      out.put(lower, SECRET_HEADERS.contains(lower) ? Collections.nCopies(values.size(), REDACTED) : List.copyOf(values));
    });
    return Collections.unmodifiableMap(out);
  }

  private static String text(byte[] body) {
    String text = new String(body, StandardCharsets.UTF_8);
    return text.length() <= MAX_BODY_CHARS ? text : text.substring(0, MAX_BODY_CHARS);
  }
}
