package io.tradingsdk.server.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AgentInfoTest {
  @Test
  void aValidValueKeepsTheKnownKeysAndDropsTheRest() {
    AgentInfoHeader info = AgentInfoHeader.parse(List.of(
        "{\"decision_origin\":\"human_mediated\",\"integration_name\":\"desk\",\"version\":\"2\",\"x\":[1]}")).orElseThrow();
    assertThat(info.decisionOrigin()).isEqualTo("human_mediated");
    assertThat(info.integrationName()).contains("desk");
    assertThat(info.version()).contains("2");
    assertThat(AgentInfoHeader.parse(List.of("{\"decision_origin\":\"autonomous\"}")).orElseThrow().version()).isEmpty();
  }

  @Test
  void linesAreJoinedWithACommaBeforeParsing() {
    assertThat(AgentInfoHeader.parse(List.of("{\"decision_origin\":\"autonomous\"", "\"version\":\"1\"}"))).isPresent();
    assertThat(AgentInfoHeader.parse(List.of("{\"decision_origin\":\"autonomous\"}", "{\"decision_origin\":\"autonomous\"}")))
        .isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{}",
      "{\"decision_origin\":\"Autonomous\"}",
      "{\"decision_origin\":1}",
      "[\"decision_origin\"]",
      "not json",
      "{\"decision_origin\":\"autonomous\",\"version\":5}",
      "{\"decision_origin\":\"autonomous\",\"version\":\"a\\u0007b\"}",
      "{\"decision_origin\":\"autonomous\",\"version\":\"a\\u2028b\"}",
      "{\"decision_origin\":\"autonomous\",\"version\":\"a\\ufffdb\"}",
      "{\"decision_origin\":\"autonomous\",\"version\":\"é\"}",
  })
  void brokenValuesAreRefused(String value) {
    assertThat(AgentInfoHeader.parse(List.of(value))).isEmpty();
  }

  @Test
  void sizeLimits() {
    String name = "n".repeat(256);
    assertThat(AgentInfoHeader.parse(List.of("{\"decision_origin\":\"autonomous\",\"integration_name\":\"" + name + "\"}")))
        .isPresent();
    assertThat(AgentInfoHeader.parse(List.of("{\"decision_origin\":\"autonomous\",\"integration_name\":\"" + name + "n\"}")))
        .isEmpty();
    String padded = "{\"decision_origin\":\"autonomous\"" + " ".repeat(1024) + "}";
    assertThat(AgentInfoHeader.parse(List.of(padded))).isEmpty();
  }
}
