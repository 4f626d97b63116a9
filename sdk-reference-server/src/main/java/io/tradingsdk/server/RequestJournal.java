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
  private final Deque<Entry> entries = new ArrayDeque<>();

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
    Entry entry = new Entry(at, request.method(), request.path(), request.rawQuery(), redact(request.headers()), text(request.body()),
        response.status(), fault);
    synchronized (this) {
      if (entries.size() == capacity) {
        entries.removeFirst();
      }
      entries.addLast(entry);
    }
  }

  /** The last {@code limit} requests, oldest first. */
  public synchronized List<Entry> last(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("limit: must be >= 0, was " + limit);
    }
    List<Entry> all = new ArrayList<>(entries);
    return List.copyOf(all.subList(Math.max(0, all.size() - limit), all.size()));
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
