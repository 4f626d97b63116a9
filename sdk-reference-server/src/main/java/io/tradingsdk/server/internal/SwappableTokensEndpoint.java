package io.tradingsdk.server.internal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** {@code GET /swappable_tokens}: the bridge destinations of a token (the same asset on other chains). */
public final class SwappableTokensEndpoint implements Endpoint<SwappableTokensEndpoint.Params> {
  static final class Params {
    String tokenIn;
    long chainId;
  }

  private final Engine engine;

  public SwappableTokensEndpoint(Engine engine) {
    this.engine = engine;
  }

  @Override
  public Params validate(Exchange exchange) {
    Map<String, List<String>> query = exchange.request().queryParameters();
    Params p = new Params();
    String token = single(query, "tokenIn").orElseThrow(() -> ApiError.badRequest("\"tokenIn\" is required"));
    if (!Body.ADDRESS_OPTIONAL_PREFIX.matcher(token).matches()) {
      throw ApiError.badRequest("\"tokenIn\" with value \"" + token
          + "\" fails to match the required pattern: /" + Body.ADDRESS_OPTIONAL_PREFIX + "/");
    }
    p.tokenIn = Addresses.normalize(token);
    p.chainId = single(query, "tokenInChainId")
        .map(text -> chainId("tokenInChainId", text, Rules.SEND_CHAIN_IDS)).orElse(1L);
    return p;
  }

  /** A chain id given as the query parameter {@code name}: a number, one of {@code served}, else a 400. */
  static long chainId(String name, String text, List<Long> served) {
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

  /** One query value; a repeated parameter is a 400. */
  static Optional<String> single(Map<String, List<String>> query, String name) {
    List<String> values = query.get(name);
    if (values == null) {
      return Optional.empty();
    }
    if (values.size() > 1) {
      throw ApiError.badRequest("\"" + name + "\" must be a single value");
    }
    return Optional.of(values.get(0));
  }

  @Override
  public ObjectNode execute(Exchange exchange, Params p) {
    ObjectNode response = Engine.object();
    ArrayNode tokens = response.putArray("tokens");
    engine.market().token(p.chainId, p.tokenIn).ifPresent(token -> {
      for (Token destination : engine.market().bridgeDestinations(token)) {
        ObjectNode node = tokens.addObject();
        node.put("address", destination.address());
        node.put("chainId", destination.chainId());
        node.put("name", destination.name());
        node.put("symbol", destination.symbol());
        node.put("decimals", destination.decimals());
        ObjectNode project = node.putObject("project");
        project.putObject("logo").put("url",
            "https://assets.tradingsdk.invalid/tokens/" + destination.symbol().toLowerCase(Locale.ROOT) + ".png");
        project.put("safetyLevel", "VERIFIED");
        project.put("isSpam", false);
        node.put("isSpam", false);
      }
    });
    return response;
  }
}
