package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The fixture the client tests against MockWebServer share: a fresh server started before each test
 * and shut down after it, and the client under test ({@link #client}, built by the test or its own
 * {@code @BeforeEach}), closed after the test when one was built.
 */
abstract class WithMockServer {
  MockWebServer server;
  TradingClient client;

  @BeforeEach
  void startMockServer() throws IOException {
    server = new MockWebServer();
    server.start();
  }

  @AfterEach
  void closeClientAndServer() throws IOException {
    if (client != null) {
      client.close();
    }
    server.close();
  }

  /** The next request the server received; fails when none arrives within five seconds. */
  RecordedRequest take() throws InterruptedException {
    RecordedRequest request = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(request).as("request reached the server").isNotNull();
    return request;
  }
}
