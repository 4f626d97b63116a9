package io.tradingsdk.server.internal.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ApiRequest;
import io.tradingsdk.server.ApiResponse;
import io.tradingsdk.server.FaultInjector;
import io.tradingsdk.server.RequestJournal;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Responses;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The control API under {@code /_sim}: a JSON adapter over the objects a Java test drives in-process
 * ({@link io.tradingsdk.server.SimulatedChain}, {@link FaultInjector}, {@link RequestJournal}, the handler's reset),
 * so that a client in any language can play the wallet and the clock. Every answer is JSON; bad input answers 400 with
 * the API's error envelope naming the field. It acts on what the handler hands it ({@link ControlTarget}) and never
 * calls back into the HTTP handler.
 */
public final class ControlApi {
  /** The path every control route starts with. */
  public static final String PREFIX = "/_sim";

  private final ControlTarget handler;
  private final Map<String, BiFunction<ApiRequest, JsonNode, JsonNode>> routes = new LinkedHashMap<>();

  /** The control API over what {@code handler} hands it. */
  public ControlApi(ControlTarget handler) {
    this.handler = handler;
    routes.put("GET /_sim", (request, body) -> index());
    routes.put("GET /_sim/chains", (request, body) -> chains(request));
    routes.put("POST /_sim/transactions", (request, body) -> submit(body));
    routes.put("GET /_sim/clock", (request, body) -> clock());
    routes.put("POST /_sim/clock", (request, body) -> advance(body));
    routes.put("POST /_sim/reset", (request, body) -> reset(body));
    routes.put("GET /_sim/requests", (request, body) -> requests(request));
    routes.put("DELETE /_sim/requests", (request, body) -> clearRequests());
    routes.put("GET /_sim/faults", (request, body) -> faults());
    routes.put("PUT /_sim/faults", (request, body) -> setFaults(body));
    routes.put("DELETE /_sim/faults", (request, body) -> clearFaults());
    routes.put("GET /_sim/state", (request, body) -> state(request));
    routes.put("GET /_sim/balances", (request, body) -> balance(request));
    routes.put("PUT /_sim/balances", (request, body) -> setBalance(body));
  }

  /** Whether a path belongs to the control API. */
  public static boolean owns(String path) {
    return path.equals(PREFIX) || path.startsWith(PREFIX + "/");
  }

  /** Answers one control request; {@code requestId} goes into an error's envelope. */
  public ApiResponse handle(ApiRequest request, String requestId) {
    String path = request.path().endsWith("/") && request.path().length() > 1
        ? request.path().substring(0, request.path().length() - 1) : request.path();
    BiFunction<ApiRequest, JsonNode, JsonNode> route = routes.get(request.method() + " " + path);
    if (route == null) {
      ObjectNode body = Engine.object();
      body.put("message", "Route " + request.method() + ":" + request.target() + " not found");
      return ApiResponse.json(404, Responses.write(body));
    }
    try {
      return ApiResponse.json(200, Responses.write(route.apply(request, body(request))));
    } catch (ApiError e) {
      return Responses.error(e, requestId);
    } catch (IllegalArgumentException e) {
      // The in-process API's messages start with the field they are about.
      return Responses.error(ApiError.badRequest(e.getMessage()), requestId);
    }
  }

  private static JsonNode body(ApiRequest request) {
    if (request.body().length == 0) {
      return Engine.object();
    }
    try {
      JsonNode body = TradingJson.mapper().readTree(request.body());
      if (body == null || !body.isObject()) {
        throw ApiError.badRequest("body: expected a JSON object");
      }
      return body;
    } catch (IOException e) {
      throw ApiError.badRequest("body: expected a JSON object, could not parse it");
    }
  }

  // --- Routes -------------------------------------------------------------------------------------

  private ObjectNode index() {
    ObjectNode out = Engine.object();
    ArrayNode list = out.putArray("routes");
    routes.keySet().forEach(list::add);
    return out;
  }

  /** A host as a client may name this server: a name or address, optionally with a port. */
  private static final java.util.regex.Pattern HOST = java.util.regex.Pattern.compile(
      "^(\\[[0-9a-fA-F:.]+\\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$");

  /**
   * Every simulated chain with its name and JSON-RPC URL, as the client reaches this server: through the
   * {@code Host} it sent (right for a server bound to 0.0.0.0 and reached by name), else the server's own address;
   * in-process, without either, the URLs are paths.
   */
  private ArrayNode chains(ApiRequest request) {
    String origin = request.header("host").map(String::trim).filter(host -> HOST.matcher(host).matches())
        .map(host -> "http://" + host)
        .or(() -> handler.origin().map(java.net.URI::toString))
        .orElse("");
    ArrayNode out = Engine.array();
    for (long chainId : handler.chain().chainIds()) {
      ObjectNode chain = out.addObject();
      chain.put("chainId", chainId);
      chain.put("name", handler.chain().chainName(chainId));
      chain.put("rpcUrl", handler.evmRpcUrl(chainId).orElse(origin + handler.rpcPath(chainId)));
      chain.put("kind", handler.kind(chainId));
      handler.describe(chainId, chain);
      List<String> stillSimulated = handler.stillSimulated(chainId);
      if (!stillSimulated.isEmpty()) {
        ArrayNode simulated = chain.putArray("simulated");
        stillSimulated.forEach(simulated::add);
      }
    }
    return out;
  }

  private ObjectNode submit(JsonNode body) {
    for (String field : List.of("to", "from", "data")) {
      requireText(body, field);
    }
    JsonNode chainId = body.get("chainId");
    if (chainId == null || !(chainId.canConvertToLong() && chainId.isIntegralNumber())) {
      throw ApiError.badRequest("chainId: expected a chain id number, was " + describe(chainId));
    }
    ObjectNode transaction = ((ObjectNode) body).deepCopy();
    if (!transaction.hasNonNull("value")) {
      transaction.put("value", "0x0");
    } else if (!transaction.get("value").isTextual()) {
      throw ApiError.badRequest("value: expected a hex or decimal string of wei, was " + transaction.get("value"));
    }
    TransactionRequest request;
    try {
      request = TradingJson.mapper().convertValue(transaction, TransactionRequest.class);
      request.valueWei();
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("transaction: " + rootMessage(e));
    }
    ObjectNode out = Engine.object();
    out.put("txHash", handler.chain().submit(request));
    return out;
  }

  private ObjectNode clock() {
    Instant now = handler.chain().now();
    ObjectNode out = Engine.object();
    out.put("now", now.toString());
    out.put("epochSeconds", now.getEpochSecond());
    return out;
  }

  private ObjectNode advance(JsonNode body) {
    long seconds = nonNegativeLong(body, "advanceSeconds").orElseThrow(() ->
        ApiError.badRequest("advanceSeconds: required, a whole number of seconds >= 0"));
    handler.chain().advanceTime(Duration.ofSeconds(seconds));
    return clock();
  }

  private ObjectNode reset(JsonNode body) {
    JsonNode seed = body.get("seed");
    if (seed != null && !seed.isNull() && !(seed.isIntegralNumber() && seed.canConvertToLong())) {
      throw ApiError.badRequest("seed: expected a whole number, was " + describe(seed));
    }
    if (seed == null || seed.isNull()) {
      handler.reset();
    } else {
      handler.reset(seed.asLong());
    }
    ObjectNode out = clock();
    out.put("seed", handler.seed());
    return out;
  }

  private ObjectNode requests(ApiRequest request) {
    int limit = queryInt(request, "limit").orElse(handler.journal().capacity());
    ObjectNode out = Engine.object();
    ArrayNode list = out.putArray("requests");
    for (RequestJournal.Entry entry : handler.journal().last(limit)) {
      ObjectNode node = list.addObject();
      node.put("at", entry.at().toString());
      node.put("method", entry.method());
      node.put("path", entry.path());
      if (entry.query() != null) {
        node.put("query", entry.query());
      }
      node.put("status", entry.status());
      if (entry.fault() != null) {
        node.put("fault", entry.fault());
      }
      ObjectNode headers = node.putObject("headers");
      entry.headers().forEach((name, values) -> {
        ArrayNode array = headers.putArray(name);
        values.forEach(array::add);
      });
      node.put("body", entry.body());
    }
    return out;
  }

  private ObjectNode clearRequests() {
    handler.journal().clear();
    return Engine.object().put("cleared", true);
  }

  private ObjectNode faults() {
    ObjectNode out = Engine.object();
    ArrayNode list = out.putArray("rules");
    for (FaultInjector.RuleView rule : handler.faults().rules()) {
      ObjectNode node = list.addObject();
      node.put("kind", rule.kind());
      if (rule.method() != null) {
        node.put("method", rule.method());
      }
      if (rule.path() != null) {
        node.put("path", rule.path());
      }
      node.put("every", rule.every());
      node.put("remaining", rule.remaining());
      if (rule.status() != 0) {
        node.put("status", rule.status());
      }
      if (!rule.latency().isZero()) {
        node.put("latencyMs", rule.latency().toMillis());
      }
      if (rule.retryAfter() != null) {
        node.put("retryAfterSeconds", rule.retryAfter().toSeconds());
      }
    }
    return out;
  }

  /** Replaces every rule; all rules are checked before any is set. */
  private ObjectNode setFaults(JsonNode body) {
    JsonNode rules = body.get("rules");
    if (rules == null || !rules.isArray()) {
      throw ApiError.badRequest("rules: required, an array of fault rules");
    }
    List<Consumer<FaultInjector>> parsed = new ArrayList<>();
    for (int i = 0; i < rules.size(); i++) {
      parsed.add(faultRule(rules.get(i), "rules[" + i + "]."));
    }
    FaultInjector faults = handler.faults();
    faults.clear();
    parsed.forEach(rule -> rule.accept(faults));
    return faults();
  }

  private ObjectNode clearFaults() {
    handler.faults().clear();
    return faults();
  }

  private ObjectNode state(ApiRequest request) {
    Optional<String> wallet = Optional.ofNullable(request.queryParameters().get("wallet")).map(v -> v.get(0));
    Optional<Long> chainId = queryLong(request, "chainId");
    return handler.chain().state(wallet.orElse(null), chainId.orElse(null));
  }

  /**
   * A wallet's native ETH on a chain ({@code ?chainId=N&wallet=0x...}), or with {@code &token=0x...} its balance of
   * that token, as {@link #balanceOf}.
   */
  private ObjectNode balance(ApiRequest request) {
    long chainId = queryLong(request, "chainId")
        .orElseThrow(() -> ApiError.badRequest("chainId: required, a whole number"));
    String wallet = Optional.ofNullable(request.queryParameters().get("wallet")).map(v -> v.get(0))
        .orElseThrow(() -> ApiError.badRequest("wallet: required, an address"));
    Optional<String> token = Optional.ofNullable(request.queryParameters().get("token")).map(v -> v.get(0));
    return balanceOf(chainId, wallet, token);
  }

  /**
   * Sets a wallet's balance on a chain, a faucet: {@code {"chainId", "wallet", "nativeBalance"}} (wei) for its ETH,
   * or {@code {"chainId", "wallet", "token", "balance"}} (base units) for a token's.
   */
  private ObjectNode setBalance(JsonNode body) {
    long chainId = nonNegativeLong(body, "chainId")
        .orElseThrow(() -> ApiError.badRequest("chainId: required, a whole number"));
    JsonNode wallet = body.get("wallet");
    if (wallet == null || !wallet.isTextual()) {
      throw ApiError.badRequest("wallet: required, an address, was " + describe(wallet));
    }
    Optional<String> token = optionalText(body, "", "token");
    if (token.isPresent()) {
      if (body.has("nativeBalance")) {
        throw ApiError.badRequest("nativeBalance: give it without \"token\"; a token's amount is \"balance\"");
      }
      handler.chain().setTokenBalance(chainId, token.get(), wallet.asText(), amount(body, "balance"));
    } else {
      handler.chain().setNativeBalance(chainId, wallet.asText(), amount(body, "nativeBalance"));
    }
    return balanceOf(chainId, wallet.asText(), token);
  }

  /** An amount as the API writes amounts: a decimal string (a JSON integer is taken too). */
  private static BigInteger amount(JsonNode body, String field) {
    JsonNode value = body.get(field);
    String text = value != null && (value.isTextual() || value.isIntegralNumber()) ? value.asText() : "";
    if (!Body.isUintText(text)) {
      throw ApiError.badRequest(field + ": required, base units as a decimal string of at most " + Body.MAX_DIGITS
          + " digits, was " + describe(value));
    }
    return new BigInteger(text);
  }

  private ObjectNode balanceOf(long chainId, String wallet, Optional<String> token) {
    ObjectNode out = Engine.object();
    out.put("chainId", chainId);
    if (token.isPresent()) {
      BigInteger amount = handler.chain().tokenBalance(chainId, token.get(), wallet); // checks every field
      out.put("wallet", Addresses.checksum(wallet));
      out.put("token", Addresses.checksum(token.get()));
      out.put("balance", amount.toString());
      return out;
    }
    BigInteger wei = handler.chain().nativeBalance(chainId, wallet); // checks the chain and the address
    out.put("wallet", Addresses.checksum(wallet));
    out.put("nativeBalance", wei.toString());
    return out;
  }

  // --- Fault rules --------------------------------------------------------------------------------

  private static final List<String> RULE_FIELDS =
      List.of("method", "path", "count", "every", "status", "retryAfterSeconds", "latencyMs", "drop", "truncate");

  /**
   * One rule: where ({@code method}, {@code path}; both optional: global), how often ({@code count}:
   * the next N, or {@code every}: every N-th; neither: always) and exactly one action ({@code
   * status} with an optional {@code retryAfterSeconds}, {@code latencyMs}, {@code drop}, {@code
   * truncate}).
   */
  private static Consumer<FaultInjector> faultRule(JsonNode rule, String at) {
    if (rule == null || !rule.isObject()) {
      throw ApiError.badRequest(at.substring(0, at.length() - 1) + ": expected an object");
    }
    rule.fieldNames().forEachRemaining(name -> {
      if (!RULE_FIELDS.contains(name)) {
        throw ApiError.badRequest(at + name + ": unknown field; expected one of " + RULE_FIELDS);
      }
    });
    String method = optionalText(rule, at, "method").map(m -> m.toUpperCase(Locale.ROOT)).orElse(null);
    String path = optionalText(rule, at, "path").orElse(null);
    if (path != null && !path.startsWith("/")) {
      throw ApiError.badRequest(at + "path: expected a path starting with /, as the journal reports it (/v1/quote) or"
          + " relative to /v1 (/quote), was " + path);
    }
    Optional<Long> count = positiveInt(rule, at, "count");
    Optional<Long> every = positiveInt(rule, at, "every");
    if (count.isPresent() && every.isPresent()) {
      throw ApiError.badRequest(at + "count: give count (the next N requests) or every (every N-th), not both");
    }
    Consumer<FaultInjector.RuleBuilder> action = action(rule, at);
    String where = path != null ? path : (method != null ? "/*" : null);
    return faults -> {
      FaultInjector.RuleBuilder builder = count.map(n -> faults.next(n.intValue()))
          .orElseGet(() -> every.map(n -> faults.every(n.intValue())).orElseGet(faults::always));
      if (where != null) {
        builder.on(method, where);
      }
      action.accept(builder);
    };
  }

  private static Consumer<FaultInjector.RuleBuilder> action(JsonNode rule, String at) {
    List<String> actions = new ArrayList<>();
    for (String name : List.of("status", "latencyMs", "drop", "truncate")) {
      if (rule.hasNonNull(name)) {
        actions.add(name);
      }
    }
    if (actions.size() != 1) {
      throw ApiError.badRequest(at + "status: give exactly one action of status, latencyMs, drop, truncate; got "
          + (actions.isEmpty() ? "none" : actions));
    }
    if (rule.has("retryAfterSeconds") && !actions.get(0).equals("status")) {
      throw ApiError.badRequest(at + "retryAfterSeconds: only a status rule sends Retry-After");
    }
    switch (actions.get(0)) {
      case "status": {
        JsonNode status = rule.get("status");
        if (!status.isIntegralNumber() || status.asInt() < 400 || status.asInt() > 599) {
          throw ApiError.badRequest(at + "status: expected 400 to 599, was " + status);
        }
        Optional<Long> retryAfter = nonNegativeLong(rule, at + "retryAfterSeconds", "retryAfterSeconds");
        return builder -> {
          retryAfter.ifPresent(seconds -> builder.retryAfter(Duration.ofSeconds(seconds)));
          builder.status(status.asInt());
        };
      }
      case "latencyMs": {
        long millis = nonNegativeLong(rule, at + "latencyMs", "latencyMs").orElseThrow();
        return builder -> builder.latency(Duration.ofMillis(millis));
      }
      case "drop":
        requireTrue(rule, at, "drop");
        return FaultInjector.RuleBuilder::drop;
      default:
        requireTrue(rule, at, "truncate");
        return FaultInjector.RuleBuilder::truncate;
    }
  }

  // --- Field readers ------------------------------------------------------------------------------

  private static void requireText(JsonNode body, String field) {
    JsonNode value = body.get(field);
    if (value == null || !value.isTextual()) {
      throw ApiError.badRequest(field + ": required, a 0x-prefixed hex string, was " + describe(value));
    }
  }

  private static Optional<String> optionalText(JsonNode body, String at, String field) {
    JsonNode value = body.get(field);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isTextual() || value.asText().isBlank()) {
      throw ApiError.badRequest(at + field + ": expected a non-empty string, was " + value);
    }
    return Optional.of(value.asText().trim());
  }

  /** A whole number >= 0, empty when absent; {@code label} names it in errors. */
  private static Optional<Long> nonNegativeLong(JsonNode body, String label, String field) {
    JsonNode value = body.get(field);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isIntegralNumber() || !value.canConvertToLong() || value.asLong() < 0) {
      throw ApiError.badRequest(label + ": expected a whole number >= 0, was " + value);
    }
    return Optional.of(value.asLong());
  }

  private static Optional<Long> nonNegativeLong(JsonNode body, String field) {
    return nonNegativeLong(body, field, field);
  }

  private static Optional<Long> positiveInt(JsonNode rule, String at, String field) {
    JsonNode value = rule.get(field);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt() || value.asInt() < 1) {
      throw ApiError.badRequest(at + field + ": expected a whole number >= 1, was " + value);
    }
    return Optional.of(value.asLong());
  }

  private static void requireTrue(JsonNode rule, String at, String field) {
    if (!rule.get(field).isBoolean() || !rule.get(field).asBoolean()) {
      throw ApiError.badRequest(at + field + ": expected true, was " + rule.get(field));
    }
  }

  private static Optional<Integer> queryInt(ApiRequest request, String name) {
    return queryLong(request, name).map(value -> {
      if (value < 0 || value > Integer.MAX_VALUE) {
        throw ApiError.badRequest(name + ": expected a whole number >= 0, was " + value);
      }
      return value.intValue();
    });
  }

  private static Optional<Long> queryLong(ApiRequest request, String name) {
    List<String> values = request.queryParameters().get(name);
    if (values == null || values.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Long.parseLong(values.get(0).trim()));
    } catch (NumberFormatException e) {
      throw ApiError.badRequest(name + ": expected a whole number, was \"" + values.get(0) + "\"");
    }
  }

  private static String describe(JsonNode value) {
    return value == null ? "missing" : value.toString();
  }

  private static String rootMessage(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    String message = cause.getMessage();
    return message == null ? cause.getClass().getSimpleName() : message.split("\n")[0];
  }
}
