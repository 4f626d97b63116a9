package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.clientFor;
import static io.tradingsdk.core.TestSupport.json;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.core.TestSupport.Ops;
import io.tradingsdk.models.AgentInfo;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.Test;

class ClientOptionsTest {
  private static ClientOptions.Builder fromEnv(Map<String, String> env, Properties props) {
    return ClientOptions.builder().fromEnv(env::get, props);
  }

  @Test
  void fromEnvReadsVariablesAndPropertiesWin() {
    Properties props = new Properties();
    props.setProperty("trading.baseUrl", "https://beta.trade-api.gateway.uniswap.org/v1/");
    props.setProperty("trading.log", "info");
    ClientOptions o = fromEnv(Map.of(
        "TRADING_API_KEY", "env-key",
        "TRADING_API_BASE_URL", "https://ignored.example/v1",
        "TRADING_LOG", "debug",
        "TRADING_ROUTER_VERSION", "2.1.1",
        "TRADING_MAX_RETRIES", "4",
        "TRADING_TIMEOUT", "2.5",
        "TRADING_DEADLINE", "PT45S",
        "TRADING_RATE_LIMIT", "3",
        "TRADING_MAX_RESPONSE_BYTES", "2 MiB",
        "TRADING_CUSTOM_HEADERS", "x-universal-router-swapsteps: true\nx-chained-actions-enabled: true"), props)
        .build();

    assertThat(o.apiKey()).isEqualTo("env-key");
    assertThat(o.baseUrl()).isEqualTo("https://beta.trade-api.gateway.uniswap.org/v1");
    assertThat(o.logLevel()).isEqualTo(LogLevel.INFO);
    assertThat(o.routerVersion()).contains(RouterVersion.V2_1_1);
    assertThat(o.retryPolicy().maxRetries()).isEqualTo(4);
    assertThat(o.timeout()).isEqualTo(Duration.ofMillis(2500));
    assertThat(o.deadline()).isEqualTo(Duration.ofSeconds(45));
    assertThat(o.rateLimit()).contains(RateLimit.perSecond(3));
    assertThat(o.maxResponseBytes()).isEqualTo(2L << 20);
    assertThat(o.headers()).containsExactly(Map.entry("x-universal-router-swapsteps", "true"),
        Map.entry("x-chained-actions-enabled", "true"));
  }

  @Test
  void theVariableNameAlsoWorksAsASystemPropertyBetweenTheTwo() {
    Properties props = new Properties();
    props.setProperty("TRADING_API_KEY", "property-key");
    props.setProperty("TRADING_MAX_RETRIES", "7");
    props.setProperty("trading.maxRetries", "5");
    ClientOptions o = fromEnv(Map.of("TRADING_API_KEY", "env-key", "TRADING_MAX_RETRIES", "1"), props).build();

    assertThat(o.apiKey()).isEqualTo("property-key");
    assertThat(o.retryPolicy().maxRetries()).isEqualTo(5);
    props.setProperty("TRADING_MAX_RETRIES", "many");
    props.setProperty("trading.maxRetries", "lots");
    assertThatThrownBy(() -> fromEnv(Map.of(), props).build())
        .hasMessageContaining("system property trading.maxRetries");
    props.remove("trading.maxRetries");
    assertThatThrownBy(() -> fromEnv(Map.of(), props).build())
        .hasMessageContaining("system property TRADING_MAX_RETRIES");
  }

  @Test
  void maxResponseBytesTakesBytesOrBinaryUnitsAndNamesTheVariableWhenWrong() {
    Properties none = new Properties();
    assertThat(fromEnv(Map.of("TRADING_API_KEY", "k", "TRADING_MAX_RESPONSE_BYTES", "65536"), none).build()
        .maxResponseBytes()).isEqualTo(65536);
    assertThat(fromEnv(Map.of("TRADING_API_KEY", "k", "TRADING_MAX_RESPONSE_BYTES", "64kib"), none).build()
        .maxResponseBytes()).isEqualTo(65536);
    assertThat(fromEnv(Map.of("TRADING_API_KEY", "k", "TRADING_MAX_RESPONSE_BYTES", "1GiB"), none).build()
        .maxResponseBytes()).isEqualTo(ClientOptions.MAX_MAX_RESPONSE_BYTES);
    for (String wrong : new String[] {"16MB", "-1", "0", "2GiB", "lots", "1.5MiB", "99999999999999", "999999999999GiB", "17179869185GiB"}) {
      assertThatThrownBy(() -> fromEnv(Map.of("TRADING_API_KEY", "k", "TRADING_MAX_RESPONSE_BYTES", wrong), none))
          .as(wrong)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("TRADING_MAX_RESPONSE_BYTES");
    }
  }

  @Test
  void defaultsWhenTheEnvironmentIsEmpty() {
    ClientOptions o = fromEnv(Map.of("TRADING_API_KEY", "k"), new Properties()).build();

    assertThat(o.baseUrl()).isEqualTo(ClientOptions.DEFAULT_BASE_URL);
    assertThat(o.logLevel()).isEqualTo(LogLevel.OFF);
    assertThat(o.routerVersion()).isEmpty();
    assertThat(o.rateLimit()).isEmpty();
    assertThat(o.retryPolicy()).isEqualTo(RetryPolicy.defaults());
    assertThat(o.timeout()).isEqualTo(Duration.ofSeconds(30));
    assertThat(o.deadline()).isEqualTo(Duration.ofSeconds(60));
    assertThat(o.maxConcurrentRequests()).isEqualTo(64);
    assertThat(o.userAgent()).contains("trading-sdk-java/");
  }

  @Test
  void badEnvironmentValuesNameTheirSource() {
    assertThatThrownBy(() -> fromEnv(Map.of("TRADING_API_KEY", "k", "TRADING_LOG", "loud"), new Properties()))
        .hasMessageStartingWith("environment variable TRADING_LOG: log level: expected off, error, info or debug");
    Properties props = new Properties();
    props.setProperty("trading.timeout", "soon");
    assertThatThrownBy(() -> fromEnv(Map.of(), props))
        .hasMessageStartingWith("system property trading.timeout: expected seconds");
    assertThatThrownBy(() -> fromEnv(Map.of("TRADING_ROUTER_VERSION", "latest"), new Properties()))
        .hasMessageContaining("TRADING_ROUTER_VERSION").hasMessageContaining("dotted version");
    assertThatThrownBy(() -> fromEnv(Map.of("TRADING_API_KEY", ""), new Properties()).build())
        .hasMessageContaining("apiKey: required").hasMessageContaining("TRADING_API_KEY");
  }

  @Test
  void theApiKeyIsCheckedButNeverPrinted() {
    String key = "sk live";
    assertThatThrownBy(() -> ClientOptions.builder().apiKey(key).build())
        .hasMessageContaining("apiKey: must be printable US-ASCII without spaces")
        .hasMessageNotContaining(key);
    ClientOptions o = ClientOptions.builder().apiKey(API_KEY).build();
    assertThat(o.toString()).doesNotContain(API_KEY).contains("apiKey=[REDACTED]");
  }

  @Test
  void baseUrlMustBeHttpsExceptForLoopback() {
    assertThat(ClientOptions.builder().apiKey("k").baseUrl("http://127.0.0.1:8080/v1").build().baseUrl())
        .isEqualTo("http://127.0.0.1:8080/v1");
    assertThat(ClientOptions.builder().apiKey("k").baseUrl("http://localhost/v1").build().baseUrl())
        .isEqualTo("http://localhost/v1");
    assertThatThrownBy(() -> ClientOptions.builder().apiKey("k").baseUrl("http://api.example.com/v1").build())
        .hasMessageContaining("would send the API key in clear text");
    assertThat(ClientOptions.builder().apiKey("k").baseUrl("http://api.example.com/v1").allowInsecureHttp(true)
        .build().baseUrl()).isEqualTo("http://api.example.com/v1");
    assertThatThrownBy(() -> ClientOptions.builder().apiKey("k").baseUrl("ftp://x/v1").build())
        .hasMessageContaining("baseUrl: must start with https://");
    assertThatThrownBy(() -> ClientOptions.builder().apiKey("k").baseUrl("https://x/v1?a=b").build())
        .hasMessageContaining("query");
  }

  @Test
  void settersValidate() {
    assertThatThrownBy(() -> ClientOptions.builder().timeout(Duration.ZERO)).hasMessage("timeout: must be > 0, was PT0S");
    assertThatThrownBy(() -> ClientOptions.builder().maxConcurrentRequests(0))
        .hasMessageContaining("maxConcurrentRequests: must be 1 to 1024");
    assertThatThrownBy(() -> ClientOptions.builder().userAgent("bot\n")).hasMessageContaining("userAgent");
  }

  @Test
  void withOptionsDerivesAClientOverTheSamePool() throws Exception {
    try (MockWebServer server = new MockWebServer()) {
      server.start();
      TradingClient root = clientFor(server).build();
      TradingClient derived = root.withOptions(o -> o.deadline(Duration.ofSeconds(3))
          .agentInfo(AgentInfo.of(AgentInfo.DecisionOrigin.AUTONOMOUS)));

      assertThat(derived.sharedForTest()).isSameAs(root.sharedForTest());
      assertThat(derived.options().deadline()).isEqualTo(Duration.ofSeconds(3));
      assertThat(root.options().deadline()).as("the root is unchanged").isEqualTo(Duration.ofSeconds(20));
      assertThat(derived.options().apiKey()).isEqualTo(API_KEY);

      server.enqueue(json(200, "{}").build());
      server.enqueue(json(200, "{}").build());
      root.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
      derived.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());
      server.takeRequest();
      assertThat(server.takeRequest().getExchangeIndex()).as("the derived client reused the root's connection")
          .isEqualTo(1);

      assertThatThrownBy(() -> root.withOptions(o -> o.maxConcurrentRequests(8)))
          .hasMessageContaining("maxConcurrentRequests: belongs to the shared connection pool");

      derived.close();
      assertThatThrownBy(() -> derived.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))
          .isInstanceOf(ClientClosedException.class);
      server.enqueue(json(200, "{}").build());
      root.calls.call(Ops.SEND, tree("{}"), RequestOptions.none());

      TradingClient another = root.withOptions(o -> { });
      root.close();
      assertThatThrownBy(() -> another.calls.call(Ops.SEND, tree("{}"), RequestOptions.none()))
          .isInstanceOf(ClientClosedException.class).hasMessageContaining("derived from is closed");
      root.close(); // idempotent
    }
  }

  @Test
  void requestOptionsValidateAndPrintNoSecrets() {
    assertThatThrownBy(() -> RequestOptions.builder().deadline(Duration.ofMillis(-1))).hasMessageContaining("deadline");
    assertThatThrownBy(() -> RequestOptions.builder().maxRetries(101)).hasMessageContaining("maxRetries");
    RequestOptions o = RequestOptions.builder().header("x-proxy-token", "secret-value").build();
    assertThat(o.toString()).contains("x-proxy-token").doesNotContain("secret-value");
    assertThat(RequestOptions.none().headers()).isEmpty();
  }

  /**
   * Credentials in the base URL's user info (a proxy's) are never sent by OkHttp, yet ClientOptions.toString() and
   * the baseUrl refusals printed them: such a URL is refused, and no message quotes its user info.
   */
  @Test
  void aBaseUrlWithUserInfoIsRefusedWithoutQuotingIt() {
    assertThatThrownBy(() -> ClientOptions.builder().apiKey("k").baseUrl("https://proxy-user:s3cret-pw@x/v1").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("baseUrl")
        .hasMessageContaining("user info")
        .hasMessageNotContaining("s3cret-pw");
    assertThatThrownBy(() -> ClientOptions.builder().apiKey("k").baseUrl("https://u:s3cret-pw@x/v1?a=b").build())
        .hasMessageNotContaining("s3cret-pw");
  }
}
