package io.tradingsdk.models;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.AgentInfo.DecisionOrigin;
import io.tradingsdk.models.json.TradingJson;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class AgentInfoTest {
  private static ImmutableAgentInfo.Builder autonomous() {
    return AgentInfo.builder().decisionOrigin(DecisionOrigin.AUTONOMOUS);
  }

  // Rule 1: decision_origin required, exactly one of two case-sensitive values.
  @Test
  void decisionOriginIsRequiredAndExact() {
    assertThat(AgentInfo.of(DecisionOrigin.HUMAN_MEDIATED).headerValue())
        .isEqualTo("{\"decision_origin\":\"human_mediated\"}");
    assertThatThrownBy(() -> AgentInfo.builder().integrationName("x").build())
        .hasMessageContaining("decisionOrigin");
    assertThatThrownBy(() -> DecisionOrigin.of("Autonomous"))
        .hasMessage("decision_origin: expected exactly \"autonomous\" or \"human_mediated\" (case-sensitive), was"
            + " \"Autonomous\"");
    assertThat(DecisionOrigin.of("human_mediated")).isEqualTo(DecisionOrigin.HUMAN_MEDIATED);
  }

  @Test
  void encodesKeysInOrderAndEscapesJson() {
    AgentInfo info = autonomous().integrationName("desk \"bot\" \\ v").version("2.0.1").build();

    assertThat(info.headerValue()).isEqualTo(
        "{\"decision_origin\":\"autonomous\",\"integration_name\":\"desk \\\"bot\\\" \\\\ v\",\"version\":\"2.0.1\"}");
  }

  @Test
  void headerValueParsesBackToTheSameFields() throws Exception {
    AgentInfo info = autonomous().integrationName("Zürich 東京 🚀").version("1").build();

    AgentInfo back = TradingJson.mapper().readValue(info.headerValue(), AgentInfo.class);

    assertThat(back).isEqualTo(info);
    assertThat(TradingJson.mapper().readTree(TradingJson.write(info)))
        .isEqualTo(TradingJson.mapper().readTree(info.headerValue()));
  }

  // Rule 2: printable US-ASCII, non-ASCII as \\u escapes, at most 1024 bytes.
  @Test
  void nonAsciiIsEscapedSoTheValueIsPrintableAscii() {
    String v = autonomous().integrationName("Zürich 🚀").build().headerValue();

    assertThat(v).isEqualTo("{\"decision_origin\":\"autonomous\",\"integration_name\":\"Z\\u00fcrich \\ud83d\\ude80\"}");
    assertThat(v.chars()).allMatch(c -> c >= 0x20 && c <= 0x7E);
  }

  @Test
  void theEncodedValueIsAtMost1024Bytes() {
    // 256 units of 'é' encode to 256 * 6 = 1536 bytes: within rule 3, beyond rule 2.
    assertThatThrownBy(() -> autonomous().integrationName("é".repeat(256)).build())
        .hasMessageContaining("x-agent-info: the encoded value must be at most 1024 bytes")
        .hasMessageContaining("was 1590 bytes");
    AgentInfo atLimit = autonomous().integrationName("a".repeat(256)).version("b".repeat(256)).build();
    assertThat(atLimit.headerValue().getBytes(StandardCharsets.US_ASCII).length).isLessThanOrEqualTo(1024);
    // 54 fixed bytes + 6 * n for integration_name: n = 161 fits (1020), 162 does not (1026)
    assertThat(autonomous().integrationName("é".repeat(161)).build().headerValue()).hasSize(1020);
    assertThatThrownBy(() -> autonomous().integrationName("é".repeat(162)).build())
        .hasMessageContaining("was 1026 bytes");
  }

  // Rule 3: inner strings at most 256 UTF-16 units, no control chars, U+2028, U+2029, U+FFFD.
  @Test
  void innerStringsAreLimitedTo256Utf16Units() {
    assertThat(autonomous().version("v".repeat(256)).build().version()).hasValue("v".repeat(256));
    assertThatThrownBy(() -> autonomous().version("v".repeat(257)).build())
        .isInstanceOf(InvalidModelException.class)
        .hasMessage("version: must be at most 256 UTF-16 code units, was 257");
    // 128 emoji are 256 UTF-16 units (and 1536 escaped bytes, so rule 2 then applies): count units, not code points
    assertThatThrownBy(() -> autonomous().integrationName("🚀".repeat(129)).build())
        .hasMessageContaining("integration_name: must be at most 256 UTF-16 code units, was 258");
  }

  @Test
  void forbiddenCharactersAreRefusedWithTheirPosition() {
    assertThatThrownBy(() -> autonomous().integrationName("a\nb").build())
        .hasMessage("integration_name: must not contain a control character, found U+000A at index 1");
    assertThatThrownBy(() -> autonomous().version("1\u007f").build()).hasMessageContaining("U+007F");
    assertThatThrownBy(() -> autonomous().version("1\u0085").build()).hasMessageContaining("control character");
    assertThatThrownBy(() -> autonomous().version("x\u2028").build()).hasMessageContaining("U+2028");
    assertThatThrownBy(() -> autonomous().version("x\u2029").build()).hasMessageContaining("U+2029");
    assertThatThrownBy(() -> autonomous().version("x\uFFFD").build())
        .hasMessageContaining("the replacement character");
    assertThatThrownBy(() -> autonomous().version("x\uD83D").build()).hasMessageContaining("unpaired surrogate");
    assertThatThrownBy(() -> autonomous().version("\uDE80x").build()).hasMessageContaining("unpaired surrogate");
  }

  // Rule 6: no wallet addresses, e-mail addresses, session tokens (the client adds the API key).
  @Test
  void personalDataAndSecretsAreRefused() {
    assertThatThrownBy(() -> autonomous().integrationName("bot for 0xC9bebBA9f481b12cE6f3EA54c4B182c9636ec421").build())
        .hasMessageContaining("integration_name: must not contain a wallet address");
    assertThatThrownBy(() -> autonomous().integrationName("ops@example.com").build())
        .hasMessageContaining("must not contain an e-mail address");
    assertThatThrownBy(() -> autonomous().version("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig").build())
        .hasMessageContaining("must not contain a session token");
    // what merely looks similar passes: an npm-style version, a short hex build id
    assertThat(autonomous().integrationName("agent-kit@1.2.3").version("build 0x1f2e").build()).isNotNull();
  }

  @Test
  void unknownKeysAreDroppedWhenParsedLikeTheServerDoes() throws Exception {
    AgentInfo info = TradingJson.mapper().readValue(
        "{\"decision_origin\":\"autonomous\",\"user\":\"alice\"}", AgentInfo.class);

    assertThat(info.headerValue()).isEqualTo("{\"decision_origin\":\"autonomous\"}");
  }

  @Test
  void mentionsFindsTextInEitherField() {
    AgentInfo info = autonomous().integrationName("abc").version("xyz").build();
    assertThat(info.mentions("bc")).isTrue();
    assertThat(info.mentions("yz")).isTrue();
    assertThat(info.mentions("q")).isFalse();
    assertThat(info.mentions("")).isFalse();
  }
}
