package io.tradingsdk.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** Calls a running reference server over loopback HTTP, as a client would. */
final class Http {
  private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private final ReferenceServer server;

  Http(ReferenceServer server) {
    this.server = server;
  }

  /** A status and a parsed JSON body. */
  static final class Reply {
    final int status;
    final JsonNode body;

    Reply(int status, JsonNode body) {
      this.status = status;
      this.body = body;
    }

    @Override
    public String toString() {
      return status + " " + body;
    }
  }

  Reply post(String path, JsonNode body) {
    return post(ServerConfig.TEST_KEY, path, body);
  }

  Reply post(String key, String path, JsonNode body) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
        .timeout(Duration.ofSeconds(20))
        .header("content-type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(TradingJson.write(body)));
    if (key != null) {
      request.header("x-api-key", key);
    }
    try {
      HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
      return new Reply(response.statusCode(), TradingJson.mapper().readTree(response.body()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A 200 answer's body. */
  static JsonNode ok(Reply reply) {
    assertThat(reply.status).as(reply.toString()).isEqualTo(200);
    return reply.body;
  }

  /** Asserts the service's error envelope and returns its detail. */
  static String error(Reply reply, int status, String errorCode) {
    assertThat(reply.status).as(reply.toString()).isEqualTo(status);
    assertThat(reply.body.get("errorCode").asText()).isEqualTo(errorCode);
    assertThat(reply.body.get("requestId").asText()).isNotEmpty();
    return reply.body.get("detail").asText();
  }

  /** Broadcasts a transaction the API returned, as the wallet would; returns its hash. */
  String submit(JsonNode transaction) {
    return server.chain().submit(TradingJson.mapper().convertValue(transaction, TransactionRequest.class));
  }

  /** A clock tests move by hand: fees accrue with it. */
  static final class MutableClock extends Clock {
    private volatile Instant now;

    MutableClock(Instant start) {
      this.now = start;
    }

    void set(Instant instant) {
      now = instant;
    }

    void advance(Duration duration) {
      now = now.plus(duration);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
