package io.tradingsdk.core;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.core.internal.Target;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/** Clients wired to a MockWebServer with tiny backoffs, generic operations, fixtures. */
final class TestSupport {
  static final String API_KEY = "test-key-5f1c9a7e3b";

  private TestSupport() {}

  /** A retry policy whose waits are a few milliseconds, so retry tests never really sleep. */
  static RetryPolicy fastRetries(int maxRetries) {
    return RetryPolicy.builder()
        .maxRetries(maxRetries)
        .initialBackoff(Duration.ofMillis(1))
        .maxBackoff(Duration.ofMillis(4))
        .maxRetryAfter(Duration.ofMillis(20))
        .build();
  }

  static TradingClient.Builder clientFor(MockWebServer server) {
    return TradingClient.builder()
        .apiKey(API_KEY)
        .baseUrl(server.url("/v1").toString())
        .retryPolicy(fastRetries(2))
        .timeout(Duration.ofSeconds(10))
        .deadline(Duration.ofSeconds(20));
  }

  static MockResponse.Builder json(int status, String body) {
    return new MockResponse.Builder().code(status).setHeader("Content-Type", "application/json").body(body);
  }

  static String resource(String path) {
    try (InputStream in = TestSupport.class.getResourceAsStream("/" + path)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + path);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A test resource parsed into {@code type}; a resource that does not parse fails the test. */
  static <T> T read(String resource, Class<T> type) {
    try {
      return TradingJson.mapper().readValue(resource(resource), type);
    } catch (IOException e) {
      throw new AssertionError(resource + " does not parse as " + type.getSimpleName(), e);
    }
  }

  static JsonNode tree(String json) {
    try {
      return TradingJson.mapper().readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Generic operations over JSON trees, standing in for the typed endpoints in transport tests. */
  static final class Ops {
    static final Operation<JsonNode, JsonNode> QUOTE = Operation.<JsonNode, JsonNode>post("quote", "/quote",
            JsonNode.class)
        .takes(Operation.Header.ROUTER_VERSION, Operation.Header.ERC20ETH_ENABLED, Operation.Header.PERMIT2_DISABLED)
        .journey(Operation.JourneyRole.QUOTE, resp -> key(((JsonNode) resp).get("quote")));

    static final Operation<JsonNode, JsonNode> SWAP = Operation.<JsonNode, JsonNode>post("swap7702", "/swap_7702",
            JsonNode.class)
        .takes(Operation.Header.ROUTER_VERSION, Operation.Header.ERC20ETH_ENABLED)
        .journey(Operation.JourneyRole.SWAP, req -> key(((JsonNode) req).get("quote")));

    static final Operation<JsonNode, JsonNode> SEND = Operation.post("send", "/send", JsonNode.class);

    static final Operation<List<String>, JsonNode> SWAPS = Operation.get("getSwaps", "/swaps",
        hashes -> Target.path("swaps").queryList("txHashes", hashes).query("chainId", 1), JsonNode.class);

    private static Operation.JourneyKey key(JsonNode quote) {
      if (quote == null) {
        return null;
      }
      JsonNode id = quote.get("quoteId");
      return new Operation.JourneyKey(quote, id == null ? null : id.asText());
    }
  }

  /** A log sink that keeps every line. */
  static final class CapturingSink implements LogSink {
    final List<String> lines = new CopyOnWriteArrayList<>();

    @Override
    public void log(LogLevel level, String line) {
      lines.add(level + " " + line);
    }

    String all() {
      return String.join("\n", lines);
    }
  }

  /** A retry observer that keeps every event. */
  static final class RecordingObserver implements RetryObserver {
    final List<RetryEvent> events = new CopyOnWriteArrayList<>();

    @Override
    public void onRetry(RetryEvent event) {
      events.add(event);
    }
  }
}
