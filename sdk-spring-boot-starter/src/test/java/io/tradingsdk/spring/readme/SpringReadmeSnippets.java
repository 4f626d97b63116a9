package io.tradingsdk.spring.readme;

// The README's Spring Boot snippets, compiled here (ReadmeSnippetsTest, module examples, checks the README equals them).
// readme:spring-boot
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.models.quote.QuoteRequest;
import io.tradingsdk.models.quote.QuoteResponse;
import org.springframework.stereotype.Service;
// readme:end
// readme:spring-boot-test
import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.spring.test.AutoConfigureTradingReferenceServer;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
// readme:end

/** The README's Spring Boot snippets. */
final class SpringReadmeSnippets {
  private SpringReadmeSnippets() {}

  // readme:spring-boot

  @Service
  class Quotes {
    private final TradingClient client;                  // the starter's bean, built from trading.*

    Quotes(TradingClient client) {
      this.client = client;
    }

    QuoteResponse quote(QuoteRequest request) {
      return client.quote(request);                      // timed and traced when the actuator is present
    }
  }
  // readme:end

  // readme:spring-boot-test

  @SpringBootTest
  @AutoConfigureTradingReferenceServer                   // the reference server on a free port, the client on it
  class QuotesTest {
    @Autowired
    Quotes quotes;

    @Autowired
    ReferenceServer server;                              // server.faults().next(1).status(429) to test a retry
  }
  // readme:end
}
