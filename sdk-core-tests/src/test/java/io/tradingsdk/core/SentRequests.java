package io.tradingsdk.core;

import static io.tradingsdk.core.TestSupport.API_KEY;
import static io.tradingsdk.core.TestSupport.resource;
import static io.tradingsdk.core.TestSupport.tree;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import mockwebserver3.RecordedRequest;

/**
 * Checks on what an endpoint sent, shared by the endpoint tests. Their client has every optional
 * header configured (router version 2.0, erc20eth enabled, permit2 not disabled), so each endpoint
 * shows which of them it takes.
 */
final class SentRequests {
  static final String RV = "x-universal-router-version";
  static final String ERC20ETH = "x-erc20eth-enabled";
  static final String PERMIT2 = "x-permit2-disabled";

  private SentRequests() {}

  /**
   * Checks the method, path, key and standard headers of {@code sent}, and that of the optional
   * headers it carries exactly {@code optionalHeaders}, with the configured values.
   */
  static void assertSent(RecordedRequest sent, String method, String path, Set<String> optionalHeaders) {
    assertThat(sent.getMethod()).isEqualTo(method);
    assertThat(sent.getTarget()).isEqualTo("/v1" + path);
    assertThat(sent.getHeaders().get("x-api-key")).isEqualTo(API_KEY);
    assertThat(sent.getHeaders().get("Accept")).isEqualTo("application/json");
    assertThat(sent.getHeaders().get("User-Agent")).contains("trading-sdk-java/");
    assertThat(sent.getHeaders().get(RV)).isEqualTo(optionalHeaders.contains(RV) ? "2.0" : null);
    assertThat(sent.getHeaders().get(ERC20ETH)).isEqualTo(optionalHeaders.contains(ERC20ETH) ? "true" : null);
    assertThat(sent.getHeaders().get(PERMIT2)).isEqualTo(optionalHeaders.contains(PERMIT2) ? "false" : null);
  }

  /** Checks the body of {@code sent}: none when {@code requestResource} is null, else that resource's JSON. */
  static void assertSentBody(RecordedRequest sent, String requestResource) {
    if (requestResource == null) {
      assertThat(sent.getBodySize()).isZero();
      assertThat(sent.getHeaders().get("Content-Type")).isNull();
    } else {
      assertThat(sent.getHeaders().get("Content-Type")).isEqualTo("application/json");
      assertThat(tree(sent.getBody().utf8())).as("body sent").isEqualTo(tree(resource(requestResource)));
    }
  }
}
