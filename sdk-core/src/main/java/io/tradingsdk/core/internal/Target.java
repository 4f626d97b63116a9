package io.tradingsdk.core.internal;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.StringJoiner;

/** The path below the base URL and the query of one call. Query values are stored percent-encoded. */
public final class Target {
  public final List<String> segments;
  public final List<String[]> encodedQuery = new ArrayList<>(4);

  private Target(List<String> segments) {
    this.segments = segments;
  }

  /** Path segments, each encoded by OkHttp when the URL is built. */
  public static Target path(String... segments) {
    return new Target(List.of(segments));
  }

  /** Adds {@code name=value}; a null value adds nothing. */
  public Target query(String name, Object value) {
    if (value != null) {
      encodedQuery.add(new String[] {name, encode(String.valueOf(value))});
    }
    return this;
  }

  /**
   * Adds an array the way the API reads it (OpenAPI form style, explode=false): one parameter whose
   * items are joined by literal commas, each item percent-encoded (so a comma inside an item cannot
   * split it). An empty or null collection adds nothing.
   */
  public Target queryList(String name, Collection<?> values) {
    if (values != null && !values.isEmpty()) {
      StringJoiner joined = new StringJoiner(",");
      for (Object v : values) {
        joined.add(encode(String.valueOf(v)));
      }
      encodedQuery.add(new String[] {name, joined.toString()});
    }
    return this;
  }

  /** RFC 3986 percent-encoding of everything but the unreserved characters. */
  public static String encode(String s) {
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!isUnreserved(c)) {
        sb = new StringBuilder(s.length() + 16).append(s, 0, i);
        for (byte b : s.substring(i).getBytes(StandardCharsets.UTF_8)) {
          int u = b & 0xFF;
          if (u < 0x80 && isUnreserved((char) u)) {
            sb.append((char) u);
          } else {
            sb.append('%').append(Character.toUpperCase(Character.forDigit(u >> 4, 16)))
                .append(Character.toUpperCase(Character.forDigit(u & 0xF, 16)));
          }
        }
        break;
      }
    }
    return sb == null ? s : sb.toString();
  }

  private static boolean isUnreserved(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '-' || c == '.' || c == '_' || c == '~';
  }
}
