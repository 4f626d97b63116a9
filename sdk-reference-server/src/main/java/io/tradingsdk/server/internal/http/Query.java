package io.tradingsdk.server.internal.http;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Query parameters of the GET endpoints, refused with the service's messages (a 400 naming the parameter). */
public final class Query {
  private Query() {}

  /** One query value; a repeated parameter is a 400. */
  public static Optional<String> single(Map<String, List<String>> query, String name) {
    List<String> values = query.get(name);
    if (values == null) {
      return Optional.empty();
    }
    if (values.size() > 1) {
      throw ApiError.badRequest("\"" + name + "\" must be a single value");
    }
    return Optional.of(values.get(0));
  }

  /** A chain id given as the query parameter {@code name}: a number, one of {@code served}, else a 400. */
  public static long chainId(String name, String text, List<Long> served) {
    long value;
    try {
      value = Long.parseLong(text);
    } catch (NumberFormatException e) {
      throw ApiError.badRequest("\"" + name + "\" must be a number");
    }
    if (!served.contains(value)) {
      throw ApiError.badRequest("\"" + name + "\" must be one of " + served);
    }
    return value;
  }
}
