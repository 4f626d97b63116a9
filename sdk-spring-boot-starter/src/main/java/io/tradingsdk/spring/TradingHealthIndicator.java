package io.tradingsdk.spring;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Objects;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/**
 * Whether the Trading API answers, checked without the API key so that no check counts against the key's quota: one
 * {@code GET <base-url>/quote} with no {@code x-api-key}. An answer the service gives to a caller it does not know
 * (401, 403, 404, 405) is UP; a 5xx, a timeout or a network failure is DOWN. The details name the base URL, the
 * status and the time taken, never the key.
 */
public final class TradingHealthIndicator implements HealthIndicator {
  private final URI probe;
  private final String baseUrl;
  private final Duration timeout;
  private final HttpClient http;

  /** Checks the API at {@code baseUrl}, each check bounded by {@code timeout}. */
  public TradingHealthIndicator(String baseUrl, Duration timeout) {
    this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl");
    this.probe = URI.create(stripTrailingSlashes(baseUrl) + "/quote");
    this.timeout = Objects.requireNonNull(timeout, "timeout");
    this.http = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NEVER).build();
  }

  @Override
  public Health health() {
    long start = System.nanoTime();
    HttpResponse<Void> response;
    try {
      response = http.send(HttpRequest.newBuilder(probe).timeout(timeout).GET().build(),
          HttpResponse.BodyHandlers.discarding());
    } catch (IOException e) {
      return Health.down().withDetail("baseUrl", baseUrl).withDetail("error", e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage())).build();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Health.unknown().withDetail("baseUrl", baseUrl).withDetail("error", "interrupted").build();
    }
    long millis = Duration.ofNanos(System.nanoTime() - start).toMillis();
    Health.Builder health = response.statusCode() >= 500 ? Health.down() : Health.up();
    return health.withDetail("baseUrl", baseUrl).withDetail("status", response.statusCode())
        .withDetail("millis", millis).build();
  }

  private static String stripTrailingSlashes(String url) {
    String s = url.trim();
    while (s.endsWith("/")) {
      s = s.substring(0, s.length() - 1);
    }
    return s;
  }
}
