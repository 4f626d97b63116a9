package io.tradingsdk.spring.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * An application that shows configuration values at the actuator ({@code show-values=always}) still never shows
 * the Trading API key, whether set as {@code trading.api-key} or as the environment-style {@code TRADING_API_KEY}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "management.endpoints.web.exposure.include=env,configprops",
    "management.endpoint.env.show-values=always",
    "management.endpoint.configprops.show-values=always",
    "trading.api-key=" + ActuatorSanitizingTest.KEY,
    "TRADING_API_KEY=" + ActuatorSanitizingTest.KEY,
    "trading.base-url=https://trading.example/v1"})
class ActuatorSanitizingTest {
  static final String KEY = "tk-secret-7f3a9c1e5b";
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @LocalServerPort
  int port;

  @Test
  void theApiKeyIsMaskedInEnvAndConfigprops() throws Exception {
    String env = get("/actuator/env");
    String configprops = get("/actuator/configprops");

    assertThat(env).contains("trading.api-key").contains("TRADING_API_KEY").doesNotContain(KEY);
    assertThat(env).contains("https://trading.example/v1"); // values are shown: only the key is masked
    assertThat(configprops).contains("apiKey").doesNotContain(KEY);
  }

  private String get(String path) throws Exception {
    HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .build(), HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(path).isEqualTo(200);
    return response.body();
  }
}
