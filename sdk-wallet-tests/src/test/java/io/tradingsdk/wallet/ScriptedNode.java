package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Function;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.RecordedRequest;
import okhttp3.mockwebserver.SocketPolicy;

/**
 * A JSON-RPC node played from a script on MockWebServer: each step expects a method and answers it (a result, an
 * error object, an HTTP status, a dropped connection), echoing the request's id. {@link #methods()} is what the
 * client called, in order, so a test can say "looked the hash up and did not send again".
 */
final class ScriptedNode extends Dispatcher {
  private final ConcurrentLinkedDeque<Step> steps = new ConcurrentLinkedDeque<>();
  private final List<String> methods = Collections.synchronizedList(new ArrayList<>());
  private final List<String> bodies = Collections.synchronizedList(new ArrayList<>());
  private final Set<String> strays = ConcurrentHashMap.newKeySet();

  private record Step(String method, java.util.function.BiFunction<Long, JsonNode, MockResponse> answer) {}

  ScriptedNode result(String method, String resultJson) {
    return step(method, id -> json("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + resultJson + "}"));
  }

  ScriptedNode error(String method, long code, String message, String dataJson) {
    return step(method, id -> json("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"error\":{\"code\":" + code
        + ",\"message\":" + TradingJson.mapper().valueToTree(message) + (dataJson == null ? "" : ",\"data\":" + dataJson)
        + "}}"));
  }

  ScriptedNode status(String method, int status, String body) {
    return step(method, id -> new MockResponse().setResponseCode(status).setBody(body));
  }

  /** Reads the whole request, then closes the connection without answering: it may have reached the node. */
  ScriptedNode dropAfterRequest(String method) {
    return step(method, id -> new MockResponse().setSocketPolicy(SocketPolicy.DISCONNECT_AFTER_REQUEST));
  }

  ScriptedNode step(String method, Function<Long, MockResponse> answer) {
    steps.add(new Step(method, (id, request) -> answer.apply(id)));
    return this;
  }

  /** Takes the raw transaction sent, answering its hash as a node does. */
  ScriptedNode acceptRaw() {
    steps.add(new Step("eth_sendRawTransaction", (id, request) -> json("{\"jsonrpc\":\"2.0\",\"id\":" + id
        + ",\"result\":\"" + io.tradingsdk.signing.tx.SignedTransaction.decode(request.path("params").get(0).asText())
        .hash().toHex() + "\"}")));
    return this;
  }

  /** Answers a look-up with the transaction last sent (the node has it, pending). */
  ScriptedNode knownTransaction(String method) {
    steps.add(new Step(method, (id, request) -> {
      String raw = null;
      for (String body : bodies()) {
        if (body.contains("\"eth_sendRawTransaction\"")) {
          raw = rawParam(body);
        }
      }
      return json("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + (raw == null ? "null"
          : transactionJson(io.tradingsdk.signing.tx.SignedTransaction.decode(raw))) + "}");
    }));
    return this;
  }

  /** Answers {@code eth_getBlockByNumber} with a block holding the transaction last sent (mined there). */
  ScriptedNode blockWithLastSent(long number) {
    steps.add(new Step("eth_getBlockByNumber", (id, request) -> {
      String raw = null;
      for (String body : bodies()) {
        if (body.contains("\"eth_sendRawTransaction\"")) {
          raw = rawParam(body);
        }
      }
      io.tradingsdk.signing.tx.SignedTransaction tx = io.tradingsdk.signing.tx.SignedTransaction.decode(raw);
      return json("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"number\":\"0x" + Long.toHexString(number)
          + "\",\"transactions\":[{\"hash\":\"" + tx.hash().toHex() + "\",\"from\":\"" + tx.from().toLowerHex()
          + "\",\"nonce\":\"0x" + tx.transaction().nonce().toString(16) + "\"}]}}");
    }));
    return this;
  }

  /** Forgets the steps not yet played. */
  ScriptedNode clearSteps() {
    synchronized (steps) {
      steps.clear();
    }
    return this;
  }

  /**
   * Answers calls of {@code method} that arrive out of script with a 503, without using up a step: the look-ups a
   * finished send still had in flight when its deadline passed (cancelling a call cannot take back a request already
   * written, so the node may see it after the test has moved on to its next script).
   */
  ScriptedNode answerStrays(String method) {
    strays.add(method);
    return this;
  }

  /** The raw transaction an {@code eth_sendRawTransaction} body carries. */
  static String rawParam(String body) {
    try {
      return TradingJson.mapper().readTree(body).path("params").get(0).asText();
    } catch (IOException e) {
      throw new IllegalArgumentException(e);
    }
  }

  /** A pending transaction as {@code eth_getTransactionByHash} answers it. */
  static String transactionJson(io.tradingsdk.signing.tx.SignedTransaction tx) {
    return "{\"hash\":\"" + tx.hash().toHex() + "\",\"from\":\"" + tx.from().toLowerHex() + "\",\"to\":\""
        + tx.transaction().to().orElseThrow().toLowerHex() + "\",\"nonce\":\"0x"
        + tx.transaction().nonce().toString(16) + "\",\"value\":\"0x" + tx.transaction().value().toString(16)
        + "\",\"input\":\"0x\",\"gas\":\"0x5208\",\"type\":\"0x2\",\"blockNumber\":null,\"blockHash\":null}";
  }

  /** The methods called, in order. */
  List<String> methods() {
    synchronized (methods) {
      return List.copyOf(methods);
    }
  }

  /** The request bodies, in order. */
  List<String> bodies() {
    synchronized (bodies) {
      return List.copyOf(bodies);
    }
  }

  /** Steps not yet played. */
  int remaining() {
    return steps.size();
  }

  @Override
  public MockResponse dispatch(RecordedRequest request) {
    JsonNode body;
    try {
      String text = request.getBody().readUtf8();
      bodies.add(text);
      body = TradingJson.mapper().readTree(text);
    } catch (IOException e) {
      return new MockResponse().setResponseCode(400).setBody("not JSON");
    }
    String method = body.path("method").asText();
    methods.add(method);
    Step step;
    synchronized (steps) {
      Step next = steps.peek();
      if ((next == null || !next.method().equals(method)) && strays.contains(method)) {
        return new MockResponse().setResponseCode(503).setBody("stray call: " + method);
      }
      step = steps.poll();
    }
    if (step == null || !step.method().equals(method)) {
      return new MockResponse().setResponseCode(418).setBody("unscripted call: " + method + ", expected "
          + (step == null ? "nothing" : step.method()));
    }
    return step.answer().apply(body.path("id").asLong(), body);
  }

  private static MockResponse json(String body) {
    return new MockResponse().setHeader("Content-Type", "application/json").setBody(body);
  }
}
