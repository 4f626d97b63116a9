package io.tradingsdk.server.internal.endpoint.swap;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.server.internal.http.Query;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
    String token = Query.single(query, "tokenIn").orElseThrow(() -> ApiError.badRequest("\"tokenIn\" is required"));
    if (!Body.ADDRESS_OPTIONAL_PREFIX.matcher(token).matches()) {
      throw ApiError.badRequest("\"tokenIn\" with value \"" + token
          + "\" fails to match the required pattern: /" + Body.ADDRESS_OPTIONAL_PREFIX + "/");
    }
    p.tokenIn = Addresses.normalize(token);
    p.chainId = Query.single(query, "tokenInChainId")
        .map(text -> Query.chainId("tokenInChainId", text, Rules.SEND_CHAIN_IDS)).orElse(1L);
    return p;
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
