package io.tradingsdk.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The headers of an HTTP response: immutable, names case-insensitive, each name with its values in
 * the order the server sent them.
 */
public final class ResponseHeaders {
  private static final ResponseHeaders EMPTY = new ResponseHeaders(new TreeMap<>(String.CASE_INSENSITIVE_ORDER));

  private final Map<String, List<String>> values;

  private ResponseHeaders(TreeMap<String, List<String>> values) {
    this.values = Collections.unmodifiableMap(values);
  }

  /** No headers. */
  public static ResponseHeaders empty() {
    return EMPTY;
  }

  /**
   * Headers from name/value pairs, for tests and for callers that wrap another transport.
   *
   * @param namesAndValues {@code name1, value1, name2, value2, ...}
   */
  public static ResponseHeaders of(String... namesAndValues) {
    if (namesAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("namesAndValues: expected name/value pairs, got an odd count");
    }
    Builder builder = new Builder();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      builder.add(namesAndValues[i], namesAndValues[i + 1]);
    }
    return builder.build();
  }

  /** The first value of {@code name}, if the header is present. */
  public Optional<String> first(String name) {
    List<String> list = values.get(name);
    return list == null || list.isEmpty() ? Optional.empty() : Optional.of(list.get(0));
  }

  /** Every value of {@code name}, empty when absent. */
  public List<String> all(String name) {
    List<String> list = values.get(name);
    return list == null ? List.of() : list;
  }

  /** The header names, sorted case-insensitively. */
  public Set<String> names() {
    return values.keySet();
  }

  /** A read-only view: name to values, with case-insensitive lookups. */
  public Map<String, List<String>> asMap() {
    return values;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ResponseHeaders && ((ResponseHeaders) other).values.equals(values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return values.toString();
  }

  /** Collects header lines; package-private because only the transport builds real responses. */
  static final class Builder {
    private final TreeMap<String, List<String>> values = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

    Builder add(String name, String value) {
      values.computeIfAbsent(name.toLowerCase(Locale.ROOT), k -> new ArrayList<>(1)).add(value);
      return this;
    }

    ResponseHeaders build() {
      TreeMap<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
      values.forEach((k, v) -> copy.put(k, List.copyOf(v)));
      return new ResponseHeaders(copy);
    }
  }
}
