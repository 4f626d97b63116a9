package io.tradingsdk.server.internal.evm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * JSON-RPC to the server's own anvil, on the JDK's HTTP client. The server cannot use sdk-wallet's {@code
 * EthRpcClient} (sdk-core's tests depend on the server, and sdk-wallet on sdk-core), and it needs none of its
 * retries, rate limits or typed errors for a node it started itself on loopback.
 */
final class JsonRpc {
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
  private final URI url;
  private final AtomicLong ids = new AtomicLong();

  JsonRpc(String url) {
    this.url = URI.create(url);
  }

  /**
   * Calls {@code method} and returns its {@code result}.
   *
   * @throws JsonRpcException when the node answers an error (its code, message and data kept)
   */
  JsonNode request(String method, Object... params) {
    ObjectNode body = TradingJson.mapper().createObjectNode();
    body.put("jsonrpc", "2.0");
    body.put("id", ids.incrementAndGet());
    body.put("method", method);
    ArrayNode array = body.putArray("params");
    for (Object param : params) {
      array.add(TradingJson.mapper().valueToTree(param));
    }
    try {
      HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(url).timeout(Duration.ofSeconds(60))
          .header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofByteArray(TradingJson.mapper().writeValueAsBytes(body))).build(),
          HttpResponse.BodyHandlers.ofByteArray());
      JsonNode answer = TradingJson.mapper().readTree(response.body());
      JsonNode error = answer.get("error");
      if (error != null && !error.isNull()) {
        throw new JsonRpcException(method, error);
      }
      if (response.statusCode() != 200 || !answer.has("result")) {
        throw new IllegalStateException(method + ": anvil answered HTTP " + response.statusCode());
      }
      return answer.get("result");
    } catch (IOException e) {
      throw new IllegalStateException(method + ": anvil at " + url + " did not answer: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(method + ": interrupted", e);
    }
  }

  /** A JSON-RPC error the node answered. */
  static final class JsonRpcException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient JsonNode error;

    JsonRpcException(String method, JsonNode error) {
      super(method + ": " + error.path("message").asText("error") + " (code " + error.path("code").asText() + ")");
      this.error = error;
    }

    /** Whether the call reverted (the node says {@code execution reverted}), rather than was refused or failed. */
    boolean reverted() {
      return error.path("message").asText("").toLowerCase(java.util.Locale.ROOT).contains("revert");
    }

    /** The revert data of an {@code eth_call} or gas estimate that reverted, or empty. */
    String data() {
      return error.path("data").asText("");
    }
  }
}
