package io.tradingsdk.core;

import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The fixture the client tests against the reference server share: a fresh server started before
 * each test, a {@link #client} holding the test key, both closed after the test. The server's
 * rate-limit clock is frozen, so its 429s are deterministic.
 */
abstract class WithReferenceServer {
  ReferenceServer server;
  TradingClient client;

  /** How the test class wants its server configured; override to add to the frozen rate-limit clock. */
  void configureServer(ServerConfig.Builder config) {
    config.nanoTime(() -> 0L);
  }

  @BeforeEach
  void startReferenceServer() {
    server = ReferenceServer.builder().configure(this::configureServer).build().start();
    client = keyed(ServerConfig.TEST_KEY);
  }

  @AfterEach
  void closeClientAndServer() {
    client.close();
    server.close();
  }

  /** A client of the server holding {@code apiKey}, with retries that barely wait. */
  TradingClient keyed(String apiKey) {
    return TradingClient.builder().apiKey(apiKey).baseUrl(server.baseUrl().toString())
        .retryPolicy(TestSupport.fastRetries(2)).build();
  }
}
