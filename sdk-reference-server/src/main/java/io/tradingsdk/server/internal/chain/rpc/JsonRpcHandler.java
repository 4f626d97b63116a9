package io.tradingsdk.server.internal.chain.rpc;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.ApiRequest;
import io.tradingsdk.server.ApiResponse;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.ChainState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One chain's JSON-RPC endpoint: a request body in, the answer out, as JSON-RPC 2.0 says and geth does it. A body is
 * one request object or a batch (an array of at most {@link #MAX_BATCH}); each request is answered in order with its
 * {@code id} (a request without an id is a notification and gets no answer). It never throws: a bug in a method
 * answers {@code -32603} and is logged.
 */
public final class JsonRpcHandler {
  /** The most requests a batch may hold (geth's default {@code BatchRequestLimit} is 1000; test clients send few). */
  public static final int MAX_BATCH = 100;

  private static final System.Logger LOG = System.getLogger(JsonRpcHandler.class.getName());

  private final ChainState state;

  public JsonRpcHandler(ChainState state) {
    this.state = state;
  }

  /**
   * Answers a JSON-RPC body for one chain.
   *
   * @param request the HTTP request (its body is read)
   * @param chain the chain of the endpoint
   * @param stateChangeRefusal what a method that changes the chain answers instead (the server's guard), or null to
   *     let it run
   */
  public ApiResponse handle(ApiRequest request, Chain chain, @Nullable RpcError stateChangeRefusal) {
    JsonNode body;
    try {
      body = request.body().length == 0 ? null : TradingJson.mapper().readTree(request.body());
    } catch (IOException e) {
      body = null;
    }
    if (body == null || body.isMissingNode()) {
      return answer(error(JsonNodeFactory.instance.nullNode(), RpcError.parseError()), 200);
    }
    RpcContext context = new RpcContext(chain, state);
    if (!body.isArray()) {
      Optional<ObjectNode> single = answer(body, context, stateChangeRefusal);
      int status = single.map(JsonRpcHandler::statusOf).orElse(200);
      return single.map(node -> answer(node, status)).orElseGet(JsonRpcHandler::empty);
    }
    if (body.isEmpty()) {
      return answer(error(JsonNodeFactory.instance.nullNode(), RpcError.invalidRequest("empty batch")), 200);
    }
    if (body.size() > MAX_BATCH) {
      return answer(error(JsonNodeFactory.instance.nullNode(), RpcError.invalidRequest("batch too large: "
          + body.size() + " requests, at most " + MAX_BATCH)), 200);
    }
    ArrayNode answers = JsonNodeFactory.instance.arrayNode();
    for (JsonNode call : body) {
      answer(call, context, stateChangeRefusal).ifPresent(answers::add);
    }
    return answers.isEmpty() ? empty() : answer(answers, 200);
  }

  /** The answer to one request object, empty for a notification. */
  private Optional<ObjectNode> answer(JsonNode call, RpcContext context, @Nullable RpcError stateChangeRefusal) {
    JsonNode id = call.isObject() && call.has("id") ? call.get("id") : null;
    if (!call.isObject() || !"2.0".equals(call.path("jsonrpc").asText(null)) || !call.path("method").isTextual()
        || (id != null && !(id.isTextual() || id.isNumber() || id.isNull()))) {
      return Optional.of(error(id == null ? JsonNodeFactory.instance.nullNode() : id,
          RpcError.invalidRequest("invalid request")));
    }
    String name = call.get("method").textValue();
    JsonNode result;
    try {
      result = run(name, call.get("params"), context, stateChangeRefusal);
    } catch (RpcError e) {
      return id == null ? Optional.empty() : Optional.of(error(id, e));
    } catch (RuntimeException e) {
      // A bug in the reference server, not in the client: say so where the developer looks.
      LOG.log(System.Logger.Level.ERROR, "reference server failed on JSON-RPC " + name + " (chain "
          + context.chainId() + ")", e);
      return id == null ? Optional.empty() : Optional.of(error(id, RpcError.internal()));
    }
    if (id == null) {
      return Optional.empty();
    }
    ObjectNode answer = envelope(id);
    answer.set("result", result);
    return Optional.of(answer);
  }

  private static JsonNode run(String name, @Nullable JsonNode params, RpcContext context,
      @Nullable RpcError stateChangeRefusal) {
    RpcMethod method = EthMethods.named(name).orElseThrow(() -> RpcError.methodNotFound(name));
    if (method.changesState() && stateChangeRefusal != null) {
      throw stateChangeRefusal;
    }
    if (params != null && !params.isNull() && !params.isArray()) {
      throw RpcError.invalidParams("non-array args");
    }
    return method.call(context, params == null || params.isNull() ? Params.none() : new Params((ArrayNode) params));
  }

  private static ObjectNode envelope(JsonNode id) {
    ObjectNode answer = JsonNodeFactory.instance.objectNode();
    answer.put("jsonrpc", "2.0");
    answer.set("id", id);
    return answer;
  }

  private static ObjectNode error(JsonNode id, RpcError error) {
    ObjectNode answer = envelope(id);
    ObjectNode body = answer.putObject("error");
    body.put("code", error.code());
    body.put("message", error.getMessage());
    if (error.data() != null) {
      body.put("data", error.data());
    }
    return answer;
  }

  /** 401 for the guard's refusal when it is the whole answer; 200 for every other JSON-RPC answer. */
  private static int statusOf(ObjectNode answer) {
    return answer.path("error").path("code").asInt(0) == RpcError.UNAUTHORIZED ? 401 : 200;
  }

  private static ApiResponse answer(JsonNode body, int status) {
    try {
      return ApiResponse.json(status, TradingJson.mapper().writeValueAsBytes(body));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An answer that is one error without a request to answer (an unknown chain, a method other than POST). */
  public static ApiResponse refusal(RpcError error, int status) {
    return answer(error(JsonNodeFactory.instance.nullNode(), error), status);
  }

  /** Only notifications: nothing to answer. */
  private static ApiResponse empty() {
    return ApiResponse.json(200, new byte[0]);
  }
}
